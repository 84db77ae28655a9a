import type { L10n, Lang, SeedProduct } from './catalog-data.js';
import { groupOf, hash } from './catalog-more.js';

/** Filterable attributes, labels, ratings, review texts and menus for the seed. */

const n = (en: string, de: string, fr: string): L10n => ({ en, de, fr });

export interface SeedAttribute {
  id: number;
  code: string;
  input: 'select' | 'multiselect';
  position: number;
  swatch: 'text' | 'color';
  label: L10n;
}

export const FILTER_ATTRIBUTES: SeedAttribute[] = [
  {
    id: 210,
    code: 'skin_type',
    input: 'multiselect',
    position: 1,
    swatch: 'text',
    label: n('Skin type', 'Hauttyp', 'Type de peau'),
  },
  {
    id: 211,
    code: 'product_form',
    input: 'select',
    position: 2,
    swatch: 'text',
    label: n('Form', 'Darreichungsform', 'Texture'),
  },
  {
    id: 202,
    code: 'shade',
    input: 'select',
    position: 3,
    swatch: 'color',
    label: n('Shade', 'Farbton', 'Teinte'),
  },
  {
    id: 201,
    code: 'package_volume',
    input: 'select',
    position: 4,
    swatch: 'text',
    label: n('Volume', 'Inhalt', 'Contenance'),
  },
  {
    id: 212,
    code: 'collection',
    input: 'select',
    position: 5,
    swatch: 'text',
    label: n('Collection', 'Kollektion', 'Collection'),
  },
  {
    id: 213,
    code: 'ingredient_free_of',
    input: 'multiselect',
    position: 6,
    swatch: 'text',
    label: n('Free from', 'Frei von', 'Sans'),
  },
];

export const SKIN_TYPES: [number, string, L10n][] = [
  [7001, 'dry', n('Dry', 'Trocken', 'Sèche')],
  [7002, 'oily', n('Oily', 'Fettig', 'Grasse')],
  [7003, 'combination', n('Combination', 'Mischhaut', 'Mixte')],
  [7004, 'sensitive', n('Sensitive', 'Empfindlich', 'Sensible')],
  [7005, 'normal', n('Normal', 'Normal', 'Normale')],
  [7006, 'mature', n('Mature', 'Reif', 'Mature')],
];

const SKIN_BY_BENEFIT: Record<string, string[]> = {
  cleanse: ['normal', 'oily', 'combination'],
  glow: ['normal', 'combination', 'dry'],
  hydrate: ['dry', 'normal', 'sensitive'],
  repair: ['dry', 'sensitive', 'mature'],
  renew: ['mature', 'normal'],
  purify: ['oily', 'combination'],
  soothe: ['sensitive', 'dry'],
  colour: ['normal', 'dry', 'oily', 'combination'],
  body: ['normal', 'dry'],
  gift: [],
};

export function skinTypesFor(benKey: string): number[] {
  const codes = SKIN_BY_BENEFIT[benKey] ?? [];
  return SKIN_TYPES.filter(([, code]) => codes.includes(code)).map(([id]) => id);
}

export const FORMS: [number, string, L10n][] = [
  [7101, 'gel', n('Gel', 'Gel', 'Gel')],
  [7102, 'foam', n('Foam', 'Schaum', 'Mousse')],
  [7103, 'liquid', n('Liquid', 'Flüssig', 'Liquide')],
  [7104, 'lotion', n('Lotion', 'Lotion', 'Lait')],
  [7105, 'oil', n('Oil', 'Öl', 'Huile')],
  [7106, 'balm', n('Balm', 'Balsam', 'Baume')],
  [7107, 'serum', n('Serum', 'Serum', 'Sérum')],
  [7108, 'cream', n('Cream', 'Creme', 'Crème')],
  [7109, 'mask', n('Mask', 'Maske', 'Masque')],
  [7110, 'powder', n('Powder', 'Puder', 'Poudre')],
  [7111, 'stick', n('Stick', 'Stick', 'Stick')],
  [7112, 'pencil', n('Pencil', 'Stift', 'Crayon')],
  [7113, 'set', n('Set', 'Set', 'Coffret')],
  [7114, 'gift_card', n('Gift card', 'Geschenkkarte', 'Carte cadeau')],
];

export function formOf(p: SeedProduct): string {
  if (p.form) return p.form;
  const name = p.name.en;
  if (p.shape === 'box') return 'set';
  const rules: [RegExp, string][] = [
    [/Gel\b/, 'gel'],
    [/Oil\b/, 'oil'],
    [/Balm\b/, 'balm'],
    [/Serum|Elixir|Retinol/, 'serum'],
    [/Mask|Peel/, 'mask'],
    [/Water|Mist/, 'liquid'],
    [/Lotion/, 'lotion'],
    [/Foundation|Concealer|Liner|Mascara/, 'liquid'],
    [/Cream|Moisturiser|Scrub/, 'cream'],
  ];
  for (const [re, form] of rules) if (re.test(name)) return form;
  if (p.shape === 'compact') return 'powder';
  if (p.shape === 'lipstick') return 'stick';
  if (p.shape === 'pencil') return 'pencil';
  return 'cream';
}

export const FREE_OF: [number, string, L10n][] = [
  [7301, 'fragrance', n('Fragrance', 'Duftstoffe', 'Parfum')],
  [7302, 'parabens', n('Parabens', 'Parabene', 'Parabènes')],
  [7303, 'silicones', n('Silicones', 'Silikone', 'Silicones')],
  [7304, 'sulphates', n('Sulphates', 'Sulfate', 'Sulfates')],
  [7305, 'mineral_oil', n('Mineral oil', 'Mineralöl', 'Huile minérale')],
  [7306, 'alcohol', n('Alcohol', 'Alkohol', 'Alcool')],
];

export function freeOfFor(p: SeedProduct): number[] {
  if (p.giftcard) return [];
  const group = groupOf(p);
  const h = hash(p.sku);
  const ids = [7302, 7305];
  if (group !== 'body' || h % 2 === 0) ids.push(7301);
  if (!p.makeup || h % 2 === 1) ids.push(7303);
  if (group === 'cleanse' || group === 'body') ids.push(7304);
  if (!p.makeup && h % 3 === 0) ids.push(7306);
  return ids.sort();
}

// ---- Labels --------------------------------------------------------------------------------------

export interface SeedLabel {
  id: number;
  name: string;
  position: string;
  size: string;
  style: string;
  image: string | null;
  txt: L10n | null;
  groups: number[];
  priority: number;
}

export const LABELS: SeedLabel[] = [
  {
    id: 1,
    name: 'New',
    position: 'top-left',
    size: '30',
    style: 'background-color:#37d6a0;color:#0b1d3a;',
    image: null,
    txt: n('New', 'Neu', 'Nouveau'),
    groups: [0, 1, 2, 3],
    priority: 1,
  },
  {
    id: 2,
    name: 'Bestseller',
    position: 'top-right',
    size: '30',
    style: 'background-color:#0b1d3a;color:#ffffff;',
    image: null,
    txt: n('Bestseller', 'Bestseller', 'Best-seller'),
    groups: [0, 1, 2, 3],
    priority: 2,
  },
  {
    id: 3,
    name: 'Sale',
    position: 'bottom-left',
    size: '25',
    style: 'background-color:#e5533d;color:#ffffff;',
    image: null,
    txt: n('Sale', 'Sale', 'Promo'),
    groups: [0, 1, 2, 3],
    priority: 3,
  },
  {
    id: 4,
    name: 'Vegan',
    position: 'bottom-right',
    size: '20',
    style: '',
    image: '/media/labels/vegan.svg',
    txt: null,
    groups: [0, 1, 2, 3],
    priority: 5,
  },
  {
    id: 5,
    name: 'PRO price',
    position: 'top-right',
    size: '25',
    style: 'background-color:#8e7cc3;color:#ffffff;',
    image: null,
    txt: n('PRO price', 'PRO-Preis', 'Prix PRO'),
    groups: [2],
    priority: 4,
  },
  {
    id: 6,
    name: 'Members’ favourite',
    position: 'top-left',
    size: '25',
    style: 'background-color:#f4a259;color:#0b1d3a;',
    image: null,
    txt: n('Members’ favourite', 'Mitglieder-Favorit', 'Favori des membres'),
    groups: [1],
    priority: 4,
  },
];

/** Texts of the derived labels (spec §3: id -1 Out of Stock, id -2 Coming Soon). */
export const SPECIAL_LABEL_TXT = {
  outOfStock: n('Out of Stock', 'Ausverkauft', 'En rupture de stock'),
  comingSoon: n('Coming Soon', 'Demnächst erhältlich', 'Bientôt disponible'),
};

// ---- Reviews -------------------------------------------------------------------------------------

export const RATING = { id: 4, code: 'Rating', optionIds: [16, 17, 18, 19, 20] as const };

const REVIEW_TEXT: Record<Lang, Record<number, [string, string][]>> = {
  en: {
    5: [
      ['Amazing', 'Absolutely love it. My skin feels calm and looks brighter after two weeks.'],
      [
        'My holy grail',
        'I have repurchased this three times. The texture is gorgeous and a little goes a long way.',
      ],
    ],
    4: [
      [
        'Really nice',
        'I’m pretty satisfied: lovely texture and no irritation, although I wish the pack were bigger.',
      ],
      ['Good everyday product', 'Works well in my routine and the scent-free formula is a plus.'],
    ],
    3: [['Average', 'It’s fine. Nothing special, but no problems either.']],
    2: [['Not too good', 'Not for me – it felt a bit heavy on my combination skin.']],
    1: [['Disappointed', 'Unfortunately it irritated my skin, so I returned it.']],
  },
  de: {
    5: [
      ['Fantastisch', 'Ich liebe es. Meine Haut ist ruhiger und strahlt nach zwei Wochen sichtbar mehr.'],
      ['Mein Lieblingsprodukt', 'Schon dreimal nachgekauft. Tolle Textur, sehr ergiebig.'],
    ],
    4: [
      [
        'Sehr gut',
        'Ich bin recht zufrieden: angenehme Textur, keine Reizungen – nur die Packung könnte größer sein.',
      ],
    ],
    3: [['Durchschnittlich', 'Ganz okay. Nichts Besonderes, aber auch keine Probleme.']],
    2: [['Nicht so gut', 'Leider nichts für mich – auf meiner Mischhaut etwas zu reichhaltig.']],
    1: [['Enttäuscht', 'Hat meine Haut gereizt, ich habe es zurückgeschickt.']],
  },
  fr: {
    5: [
      ['Incroyable', 'Je l’adore. Ma peau est apaisée et plus lumineuse après deux semaines.'],
      ['Mon indispensable', 'Racheté trois fois. La texture est superbe et très économique.'],
    ],
    4: [
      [
        'Très bien',
        'Plutôt satisfaite : texture agréable et aucune irritation, même si le format pourrait être plus grand.',
      ],
    ],
    3: [['Moyen', 'Correct. Rien d’exceptionnel, mais aucun problème non plus.']],
    2: [['Pas terrible', 'Pas pour moi : un peu trop riche pour ma peau mixte.']],
    1: [['Déçue', 'Il a irrité ma peau, je l’ai retourné.']],
  },
};

const NICKNAMES: Record<Lang, string[]> = {
  en: ['Aino', 'Emma', 'Laura', 'Sofia', 'Olivia', 'Mia', 'Ella', 'Noah', 'Liam', 'Hanna'],
  de: ['Lena', 'Katrin', 'Jonas', 'Sabine', 'Marie'],
  fr: ['Camille', 'Léa', 'Chloé', 'Julien', 'Manon'],
};

export interface SeedReview {
  lang: Lang;
  nickname: string;
  summary: string;
  detail: string;
  rating: number;
  status: 'APPROVED' | 'PENDING';
  day: number;
}

/** 0–6 reviews per product, mostly English, some German and French, a few still pending. */
export function reviewsFor(p: SeedProduct): SeedReview[] {
  if (p.giftcard) return [];
  const h = hash(`${p.sku}/reviews`);
  if (h % 10 >= 8) return [];
  const counts: Record<Lang, number> = { en: h % 5, de: (h >> 4) % 3, fr: (h >> 8) % 3 };
  const out: SeedReview[] = [];
  for (const lang of ['en', 'de', 'fr'] as Lang[]) {
    for (let j = 0; j < counts[lang]; j += 1) {
      const r = hash(`${p.sku}/${lang}/${j}`);
      const rating = Math.max(1, 5 - (r % 3 === 0 ? 1 : 0) - (r % 11 === 0 ? 2 : 0) - (r % 17 === 0 ? 1 : 0));
      const pool = REVIEW_TEXT[lang][rating]!;
      const [summary, detail] = pool[r % pool.length]!;
      const names = NICKNAMES[lang];
      out.push({
        lang,
        nickname: names[r % names.length]!,
        summary,
        detail,
        rating,
        status: r % 9 === 4 ? 'PENDING' : 'APPROVED',
        day: r % 300,
      });
    }
  }
  return out;
}

// ---- Menus ---------------------------------------------------------------------------------------

export interface SeedMenuItem {
  key: string;
  parent?: string;
  title: L10n;
  categoryId?: number;
  cmsPage?: string;
  icon?: string;
  dropdown?: string[];
}

export const MENU_MAIN: SeedMenuItem[] = [
  {
    key: 'skincare',
    title: n('Skincare', 'Hautpflege', 'Soins du visage'),
    categoryId: 3,
    icon: 'menu/skincare.svg',
    dropdown: ['AB-MO-001'],
  },
  { key: 'cleansers', parent: 'skincare', title: n('Cleansers', 'Reinigung', 'Nettoyants'), categoryId: 4 },
  { key: 'serums', parent: 'skincare', title: n('Serums', 'Seren', 'Sérums'), categoryId: 5 },
  {
    key: 'moisturisers',
    parent: 'skincare',
    title: n('Moisturisers', 'Feuchtigkeitspflege', 'Hydratants'),
    categoryId: 6,
  },
  { key: 'masks', parent: 'skincare', title: n('Masks', 'Masken', 'Masques'), categoryId: 7 },
  {
    key: 'makeup',
    title: n('Make-up', 'Make-up', 'Maquillage'),
    categoryId: 8,
    icon: 'menu/make-up.svg',
    dropdown: ['AB-MU-001', 'AB-MU-010', 'AB-MU-021'],
  },
  { key: 'face', parent: 'makeup', title: n('Face', 'Teint', 'Teint'), categoryId: 9 },
  { key: 'lips', parent: 'makeup', title: n('Lips', 'Lippen', 'Lèvres'), categoryId: 10 },
  { key: 'eyes', parent: 'makeup', title: n('Eyes', 'Augen', 'Yeux'), categoryId: 11 },
  {
    key: 'body',
    title: n('Body', 'Körper', 'Corps'),
    categoryId: 12,
    icon: 'menu/body.svg',
    dropdown: ['AB-BO-001', 'AB-BO-003'],
  },
  {
    key: 'sets',
    title: n('Sets & Gifts', 'Sets & Geschenke', 'Coffrets & Cadeaux'),
    categoryId: 13,
    icon: 'menu/sets-gifts.svg',
  },
  {
    key: 'giftcards',
    parent: 'sets',
    title: n('Gift Cards', 'Geschenkkarten', 'Cartes cadeaux'),
    categoryId: 14,
    dropdown: ['AB-GC-001'],
  },
  { key: 'about', title: n('About us', 'Über uns', 'À propos'), cmsPage: 'about', icon: 'menu/about.svg' },
];

export const MENU_HOME: SeedMenuItem[] = [
  {
    key: 'skincare',
    title: n('Skincare', 'Hautpflege', 'Soins du visage'),
    categoryId: 3,
    icon: 'menu/skincare.svg',
    dropdown: ['AB-SE-002'],
  },
  { key: 'serums', parent: 'skincare', title: n('Serums', 'Seren', 'Sérums'), categoryId: 5 },
  {
    key: 'makeup',
    title: n('Make-up', 'Make-up', 'Maquillage'),
    categoryId: 8,
    icon: 'menu/make-up.svg',
    dropdown: ['AB-MU-010', 'AB-MU-002'],
  },
  { key: 'body', title: n('Body', 'Körper', 'Corps'), categoryId: 12, icon: 'menu/body.svg' },
  {
    key: 'sets',
    title: n('Sets & Gifts', 'Sets & Geschenke', 'Coffrets & Cadeaux'),
    categoryId: 13,
    icon: 'menu/sets-gifts.svg',
    dropdown: ['AB-SET-001', 'AB-GC-002', 'AB-SET-003'],
  },
  { key: 'about', title: n('About us', 'Über uns', 'À propos'), cmsPage: 'about', icon: 'menu/about.svg' },
];

export const MENU_TITLES = {
  main: n('Main menu', 'Hauptmenü', 'Menu principal'),
  home: n('Home menu', 'Startseiten-Menü', 'Menu d’accueil'),
};

export function iconSvg(letter: string, hue: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><circle cx="24" cy="24" r="22" fill="${hue}"/><text x="24" y="31" text-anchor="middle" font-family="Georgia, serif" font-size="22" fill="#fff">${letter}</text></svg>`;
}
