import {
  baseDefs,
  BEN,
  ING,
  type Def,
  type L10n,
  type Lang,
  type SeedProduct,
  type SeedVariant,
  type Shape,
} from './catalog-data.js';

/**
 * The full seed catalogue: the original 44 products plus generated lines (kind × key ingredient),
 * gift cards and volume siblings. Everything is deterministic so test expectations stay stable.
 */

const n = (en: string, de: string, fr: string): L10n => ({ en, de, fr });

/** Ingredient words used inside product names (German compounds, French "à la …"). */
const ING_NAME: Record<keyof typeof ING, L10n> = {
  cloudberry: n('Cloudberry', 'Moltebeeren', 'à la plaquebière'),
  lingonberry: n('Lingonberry', 'Preiselbeer', 'à l’airelle'),
  birch: n('Birch Sap', 'Birkensaft', 'à la sève de bouleau'),
  buckthorn: n('Sea Buckthorn', 'Sanddorn', 'à l’argousier'),
  clay: n('Baltic Clay', 'Baltische Tonerde', 'à l’argile de la Baltique'),
  peat: n('Nordic Peat', 'Nordischer Torf', 'à la tourbe nordique'),
  oat: n('Oat', 'Hafer', 'à l’avoine'),
  chaga: n('Chaga', 'Chaga', 'au chaga'),
  bilberry: n('Bilberry', 'Heidelbeer', 'à la myrtille'),
  pine: n('Pine Bark', 'Kiefernrinden', 'à l’écorce de pin'),
  rose: n('Arctic Rose', 'Arktische Rose', 'à la rose arctique'),
  algae: n('Sea Algae', 'Meeresalgen', 'aux algues marines'),
};

const COLLECTION_OF: Record<keyof typeof ING, string> = {
  cloudberry: 'Arctic Berry',
  lingonberry: 'Arctic Berry',
  bilberry: 'Arctic Berry',
  birch: 'Birch & Sap',
  buckthorn: 'Sea Buckthorn',
  clay: 'Boreal Clay',
  peat: 'Boreal Clay',
  oat: 'Everyday Essentials',
  chaga: 'Polar Night',
  pine: 'Polar Night',
  rose: 'Arctic Rose',
  algae: 'Everyday Essentials',
};

const COLOR_OF: Record<keyof typeof ING, string> = {
  cloudberry: '#f2a541',
  lingonberry: '#b03a48',
  bilberry: '#4a4e8c',
  birch: '#a8c99b',
  buckthorn: '#eb8f2d',
  clay: '#8fa3a8',
  peat: '#4d3b2f',
  oat: '#e8dcc4',
  chaga: '#6b4f3a',
  pine: '#3f6e4f',
  rose: '#e8a1b0',
  algae: '#2e8b7a',
};

type Palette = [string, string][];
const FOUNDATION: Palette = [
  ['Snow 01', '#f3d9c6'],
  ['Birch 02', '#e6bf9f'],
  ['Sand 03', '#cf9f7a'],
  ['Amber 04', '#a8714d'],
  ['Cedar 05', '#7a4e33'],
];
const TINT: Palette = [
  ['Light', '#efd0b5'],
  ['Medium', '#d3a27f'],
  ['Deep', '#8d5a3b'],
];
const LIP: Palette = [
  ['Cloudberry', '#e8874a'],
  ['Crowberry', '#3b1f33'],
  ['Rosehip', '#c0392b'],
  ['Heather', '#9c6b98'],
  ['Lingonberry', '#a4243b'],
];
const EYE: Palette = [
  ['Fjord Blue', '#3d5a80'],
  ['Moss', '#5b7553'],
  ['Midnight', '#1b1b2f'],
  ['Copper', '#b87333'],
];

interface Kind {
  code: string;
  name: L10n;
  categories: number[];
  shape: Shape;
  ben: keyof typeof BEN;
  form: string;
  volume: string;
  eur: number;
  ings: (keyof typeof ING)[];
  makeup?: boolean;
  /** The first product of the kind becomes configurable. */
  shades?: Palette;
  volumes?: [string, number][];
}

const KINDS: Kind[] = [
  {
    code: 'CL',
    name: n('Foaming Cleanser', 'Reinigungsschaum', 'Mousse nettoyante'),
    categories: [3, 4],
    shape: 'bottle',
    ben: 'cleanse',
    form: 'foam',
    volume: '150 ml',
    eur: 22,
    ings: ['lingonberry', 'birch', 'algae'],
  },
  {
    code: 'CL',
    name: n('Exfoliating Toner', 'Peeling-Toner', 'Tonique exfoliant'),
    categories: [3, 4],
    shape: 'bottle',
    ben: 'renew',
    form: 'liquid',
    volume: '200 ml',
    eur: 26,
    ings: ['bilberry', 'pine', 'rose'],
  },
  {
    code: 'CL',
    name: n('Cleansing Milk', 'Reinigungsmilch', 'Lait démaquillant'),
    categories: [3, 4],
    shape: 'bottle',
    ben: 'soothe',
    form: 'lotion',
    volume: '200 ml',
    eur: 21,
    ings: ['oat', 'rose', 'cloudberry'],
  },
  {
    code: 'CL',
    name: n('Eye Make-up Remover', 'Augen-Make-up-Entferner', 'Démaquillant yeux'),
    categories: [3, 4],
    shape: 'bottle',
    ben: 'cleanse',
    form: 'liquid',
    volume: '125 ml',
    eur: 18,
    ings: ['algae', 'birch'],
  },
  {
    code: 'SE',
    name: n('Peptide Serum', 'Peptidserum', 'Sérum aux peptides'),
    categories: [3, 5],
    shape: 'dropper',
    ben: 'renew',
    form: 'serum',
    volume: '30 ml',
    eur: 58,
    ings: ['chaga', 'cloudberry', 'rose'],
  },
  {
    code: 'SE',
    name: n('Niacinamide Serum', 'Niacinamid-Serum', 'Sérum au niacinamide'),
    categories: [3, 5],
    shape: 'dropper',
    ben: 'purify',
    form: 'serum',
    volume: '30 ml',
    eur: 42,
    ings: ['pine', 'algae', 'lingonberry'],
  },
  {
    code: 'SE',
    name: n('Hyaluronic Serum', 'Hyaluron-Serum', 'Sérum hyaluronique'),
    categories: [3, 5],
    shape: 'dropper',
    ben: 'hydrate',
    form: 'serum',
    volume: '30 ml',
    eur: 44,
    ings: ['algae', 'oat', 'birch'],
    volumes: [
      ['15 ml', 0.6],
      ['30 ml', 1],
      ['50 ml', 1.45],
    ],
  },
  {
    code: 'SE',
    name: n('Firming Eye Serum', 'Straffendes Augenserum', 'Sérum yeux raffermissant'),
    categories: [3, 5],
    shape: 'dropper',
    ben: 'renew',
    form: 'serum',
    volume: '15 ml',
    eur: 48,
    ings: ['rose', 'pine'],
  },
  {
    code: 'MO',
    name: n('Night Cream', 'Nachtcreme', 'Crème de nuit'),
    categories: [3, 6],
    shape: 'jar',
    ben: 'renew',
    form: 'cream',
    volume: '50 ml',
    eur: 46,
    ings: ['lingonberry', 'oat', 'rose', 'bilberry'],
  },
  {
    code: 'MO',
    name: n('Rich Cream', 'Reichhaltige Creme', 'Crème riche'),
    categories: [3, 6],
    shape: 'jar',
    ben: 'repair',
    form: 'cream',
    volume: '50 ml',
    eur: 44,
    ings: ['buckthorn', 'chaga', 'oat'],
    volumes: [
      ['30 ml', 0.75],
      ['50 ml', 1],
    ],
  },
  {
    code: 'MO',
    name: n('Tinted Moisturiser SPF 30', 'Getönte Feuchtigkeitscreme LSF 30', 'Hydratant teinté SPF 30'),
    categories: [3, 6, 9],
    shape: 'tube',
    ben: 'colour',
    form: 'cream',
    volume: '50 ml',
    eur: 36,
    ings: ['cloudberry', 'birch'],
    makeup: true,
    shades: TINT,
  },
  {
    code: 'MO',
    name: n('Facial Oil', 'Gesichtsöl', 'Huile visage'),
    categories: [3, 6],
    shape: 'dropper',
    ben: 'glow',
    form: 'oil',
    volume: '30 ml',
    eur: 45,
    ings: ['rose', 'cloudberry', 'chaga'],
  },
  {
    code: 'MA',
    name: n('Sleeping Mask', 'Schlafmaske', 'Masque de nuit'),
    categories: [3, 7],
    shape: 'jar',
    ben: 'hydrate',
    form: 'mask',
    volume: '50 ml',
    eur: 39,
    ings: ['lingonberry', 'birch', 'oat'],
  },
  {
    code: 'MA',
    name: n('Clay Mask', 'Tonerdemaske', 'Masque à l’argile'),
    categories: [3, 7],
    shape: 'jar',
    ben: 'purify',
    form: 'mask',
    volume: '75 ml',
    eur: 31,
    ings: ['pine', 'algae', 'bilberry'],
  },
  {
    code: 'MA',
    name: n('Hydrating Gel Mask', 'Feuchtigkeits-Gelmaske', 'Masque gel hydratant'),
    categories: [3, 7],
    shape: 'tube',
    ben: 'hydrate',
    form: 'gel',
    volume: '75 ml',
    eur: 29,
    ings: ['cloudberry', 'rose'],
  },
  {
    code: 'MU',
    name: n('Cushion Foundation', 'Cushion Foundation', 'Fond de teint cushion'),
    categories: [8, 9],
    shape: 'compact',
    ben: 'colour',
    form: 'liquid',
    volume: '15 g',
    eur: 42,
    ings: ['birch'],
    makeup: true,
    shades: FOUNDATION,
  },
  {
    code: 'MU',
    name: n('Setting Powder', 'Fixierpuder', 'Poudre fixante'),
    categories: [8, 9],
    shape: 'compact',
    ben: 'colour',
    form: 'powder',
    volume: '9 g',
    eur: 29,
    ings: ['algae', 'oat'],
    makeup: true,
  },
  {
    code: 'MU',
    name: n('Blush Stick', 'Rouge-Stick', 'Blush stick'),
    categories: [8, 9],
    shape: 'lipstick',
    ben: 'colour',
    form: 'stick',
    volume: '7 g',
    eur: 27,
    ings: ['cloudberry', 'lingonberry'],
    makeup: true,
    shades: LIP.slice(0, 3),
  },
  {
    code: 'MU',
    name: n('Glow Primer', 'Glow Primer', 'Base éclat'),
    categories: [8, 9],
    shape: 'tube',
    ben: 'glow',
    form: 'liquid',
    volume: '30 ml',
    eur: 31,
    ings: ['buckthorn', 'birch'],
    makeup: true,
  },
  {
    code: 'MU',
    name: n('Lip Gloss', 'Lipgloss', 'Gloss'),
    categories: [8, 10],
    shape: 'tube',
    ben: 'colour',
    form: 'liquid',
    volume: '6 ml',
    eur: 19,
    ings: ['cloudberry', 'bilberry'],
    makeup: true,
    shades: LIP.slice(0, 4),
  },
  {
    code: 'MU',
    name: n('Lip Liner', 'Lippenkonturenstift', 'Crayon à lèvres'),
    categories: [8, 10],
    shape: 'pencil',
    ben: 'colour',
    form: 'pencil',
    volume: '1.2 g',
    eur: 17,
    ings: ['lingonberry'],
    makeup: true,
    shades: LIP.slice(2, 5),
  },
  {
    code: 'MU',
    name: n('Satin Lipstick', 'Satin-Lippenstift', 'Rouge à lèvres satiné'),
    categories: [8, 10],
    shape: 'lipstick',
    ben: 'colour',
    form: 'stick',
    volume: '3.5 g',
    eur: 27,
    ings: ['rose', 'buckthorn'],
    makeup: true,
    shades: LIP,
  },
  {
    code: 'MU',
    name: n('Cream Eyeshadow', 'Creme-Lidschatten', 'Fard à paupières crème'),
    categories: [8, 11],
    shape: 'compact',
    ben: 'colour',
    form: 'cream',
    volume: '4 g',
    eur: 22,
    ings: ['algae', 'chaga'],
    makeup: true,
    shades: EYE,
  },
  {
    code: 'MU',
    name: n('Volume Mascara', 'Volumen-Mascara', 'Mascara volume'),
    categories: [8, 11],
    shape: 'pencil',
    ben: 'colour',
    form: 'liquid',
    volume: '10 ml',
    eur: 27,
    ings: ['birch', 'pine'],
    makeup: true,
  },
  {
    code: 'MU',
    name: n('Kohl Pencil', 'Kajalstift', 'Crayon khôl'),
    categories: [8, 11],
    shape: 'pencil',
    ben: 'colour',
    form: 'pencil',
    volume: '1.1 g',
    eur: 18,
    ings: ['chaga'],
    makeup: true,
    shades: EYE.slice(0, 3),
  },
  {
    code: 'BO',
    name: n('Body Butter', 'Körperbutter', 'Beurre corporel'),
    categories: [12],
    shape: 'jar',
    ben: 'body',
    form: 'balm',
    volume: '200 ml',
    eur: 32,
    ings: ['cloudberry', 'oat', 'buckthorn'],
    volumes: [
      ['100 ml', 0.6],
      ['200 ml', 1],
    ],
  },
  {
    code: 'BO',
    name: n('Hand Wash', 'Handseife', 'Savon mains'),
    categories: [12],
    shape: 'bottle',
    ben: 'body',
    form: 'gel',
    volume: '300 ml',
    eur: 16,
    ings: ['pine', 'birch', 'rose'],
  },
  {
    code: 'BO',
    name: n('Foot Balm', 'Fußbalsam', 'Baume pieds'),
    categories: [12],
    shape: 'tube',
    ben: 'repair',
    form: 'balm',
    volume: '75 ml',
    eur: 17,
    ings: ['peat', 'pine'],
  },
  {
    code: 'BO',
    name: n('Deodorant', 'Deodorant', 'Déodorant'),
    categories: [12],
    shape: 'tube',
    ben: 'body',
    form: 'stick',
    volume: '50 ml',
    eur: 15,
    ings: ['algae', 'birch'],
  },
  {
    code: 'BO',
    name: n('Bath Soak', 'Badezusatz', 'Sels de bain'),
    categories: [12],
    shape: 'jar',
    ben: 'body',
    form: 'powder',
    volume: '400 g',
    eur: 24,
    ings: ['peat', 'clay'],
  },
  {
    code: 'SET',
    name: n('Duo', 'Duo', 'Duo'),
    categories: [13],
    shape: 'box',
    ben: 'gift',
    form: 'set',
    volume: '2 pcs',
    eur: 45,
    ings: ['cloudberry', 'lingonberry', 'birch', 'buckthorn', 'rose'],
  },
  {
    code: 'SET',
    name: n('Mini Routine', 'Mini-Routine', 'Routine mini'),
    categories: [13],
    shape: 'box',
    ben: 'gift',
    form: 'set',
    volume: '4 × 15 ml',
    eur: 35,
    ings: ['oat', 'chaga', 'pine'],
  },
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** AUD prices follow the EUR list with a fixed factor and .95 endings. */
export const audOf = (eur: number) => Math.max(0.95, Math.ceil(eur * 1.65) - 0.05);
const round2 = (v: number) => Math.round(v * 100) / 100;

function generated(): Def[] {
  const out: Def[] = [];
  const serial: Record<string, number> = {};
  let i = 0;
  for (const kind of KINDS) {
    for (const [k, ing] of kind.ings.entries()) {
      i += 1;
      serial[kind.code] = (serial[kind.code] ?? 100) + 1;
      const sku = `AB-${kind.code}-${serial[kind.code]}`;
      const name = n(
        `${ING_NAME[ing].en} ${kind.name.en}`,
        `${ING_NAME[ing].de} ${kind.name.de}`,
        `${kind.name.fr} ${ING_NAME[ing].fr}`,
      );
      const eur = kind.eur + (k % 2 === 0 ? 0 : 4);
      const onSale = i % 6 === 2;
      const def: Def = {
        sku,
        name,
        urlKey: slug(name.en),
        categories: kind.categories,
        collection: COLLECTION_OF[ing],
        volume: kind.volume,
        eur,
        aud: audOf(eur),
        ...(onSale ? { special: { eur: round2(eur * 0.8), aud: round2(audOf(eur) * 0.8) } } : {}),
        shape: kind.shape,
        color: COLOR_OF[ing],
        ing,
        ben: kind.ben,
        form: kind.form,
        createdDay: 220 + i * 3,
        ...(kind.makeup ? { makeup: true } : {}),
        ...(i % 13 === 5 ? { outOfStock: true } : {}),
        ...(i % 23 === 7 ? { comingSoon: true, outOfStock: true } : {}),
        ...(i % 19 === 11 ? { preOrder: true } : {}),
        ...(i % 7 === 3 ? { maxQty: 3 + (i % 3) } : {}),
      };
      // The first product of a kind with options is configurable.
      if (k === 0 && kind.shades) {
        const allOut = kind.name.en === 'Lip Liner';
        const variants: SeedVariant[] = kind.shades.map(([label, color], v) => ({
          sku: `${sku}-${String(v + 1).padStart(2, '0')}`,
          label,
          valueIndex: 0,
          eur,
          aud: audOf(eur),
          color,
          ...(allOut || (i + v) % 5 === 3 ? { outOfStock: true } : {}),
        }));
        def.volume = null;
        def.options = { attribute: 'shade', variants };
      } else if (k === 0 && kind.volumes) {
        const variants: SeedVariant[] = kind.volumes.map(([label, factor], v) => {
          const price = Math.round(eur * factor);
          return {
            sku: `${sku}-${label.replace(/\D/g, '')}`,
            label,
            valueIndex: 0,
            eur: price,
            aud: audOf(price),
            ...(v === 0 && i % 2 === 0 ? { outOfStock: true } : {}),
          };
        });
        def.volume = null;
        def.options = { attribute: 'package_volume', variants };
        delete def.special;
      }
      out.push(def);
    }
  }
  return out;
}

const giftCards: Def[] = [
  {
    sku: 'AB-GC-001',
    name: n('Aurora E-Gift Card', 'Aurora E-Geschenkkarte', 'Carte cadeau électronique Aurora'),
    urlKey: 'aurora-e-gift-card',
    categories: [13, 14],
    collection: 'Gift Cards',
    volume: null,
    eur: 25,
    aud: 40,
    shape: 'box',
    color: '#37d6a0',
    ing: 'birch',
    ben: 'gift',
    form: 'gift_card',
    createdDay: 150,
    giftcard: {
      type: 'VIRTUAL',
      amounts: { eur: [25, 50, 100], aud: [40, 80, 160] },
      open: { eur: [10, 500], aud: [20, 800] },
    },
  },
  {
    sku: 'AB-GC-002',
    name: n('Birch Box Gift Card', 'Geschenkkarte in der Birkenbox', 'Carte cadeau en coffret de bouleau'),
    urlKey: 'birch-box-gift-card',
    categories: [13, 14],
    collection: 'Gift Cards',
    volume: null,
    eur: 50,
    aud: 80,
    shape: 'box',
    color: '#c8a97e',
    ing: 'birch',
    ben: 'gift',
    form: 'gift_card',
    createdDay: 160,
    giftcard: { type: 'PHYSICAL', amounts: { eur: [50, 100, 150], aud: [80, 160, 240] } },
  },
  {
    sku: 'AB-GC-003',
    name: n('Sauna Day Gift Card', 'Sauna-Tag Geschenkkarte', 'Carte cadeau Journée sauna'),
    urlKey: 'sauna-day-gift-card',
    categories: [13, 14],
    collection: 'Gift Cards',
    volume: null,
    eur: 75,
    aud: 120,
    shape: 'box',
    color: '#7d6b5d',
    ing: 'peat',
    ben: 'gift',
    form: 'gift_card',
    createdDay: 170,
    giftcard: {
      type: 'COMBINED',
      amounts: { eur: [75, 150], aud: [120, 240] },
      open: { eur: [75, 300], aud: [120, 480] },
    },
  },
];

/** Same product in another pack size: linked both ways as volume_products. */
export const VOLUME_SIBLINGS: [string, string][] = [
  ['AB-CL-001', 'AB-CL-001L'],
  ['AB-BO-004', 'AB-BO-004L'],
  ['AB-BO-003', 'AB-BO-003S'],
];

function volumeSiblings(): Def[] {
  const make = (baseSku: string, sku: string, volume: string, eur: number, urlSuffix: string): Def => {
    const base = baseDefs.find((d) => d.sku === baseSku)!;
    return {
      ...base,
      sku,
      urlKey: `${base.urlKey}-${urlSuffix}`,
      volume,
      eur,
      aud: audOf(eur),
      createdDay: 300,
      special: undefined,
      maxQty: undefined,
      outOfStock: undefined,
    };
  };
  return [
    make('AB-CL-001', 'AB-CL-001L', '400 ml', 49, '400-ml'),
    make('AB-BO-004', 'AB-BO-004L', '500 ml', 29, '500-ml'),
    make('AB-BO-003', 'AB-BO-003S', '30 ml', 8, '30-ml'),
  ];
}

export const allDefs: Def[] = [
  ...baseDefs.map((d, i) => ({ createdDay: i * 4, ...d })),
  ...generated(),
  ...giftCards,
  ...volumeSiblings(),
];

export const products: (SeedProduct & { ingKey: keyof typeof ING; benKey: keyof typeof BEN })[] = allDefs.map(
  ({ ing, ben, ...p }) => ({
    ...p,
    ingredient: ING[ing],
    benefit: BEN[ben],
    ingKey: ing,
    benKey: ben,
  }),
);

export type CatalogProduct = (typeof products)[number];

/** Small deterministic hash for scores and picks. */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// ---- Texts --------------------------------------------------------------------------------------

type Group = 'cleanse' | 'serum' | 'cream' | 'mask' | 'face' | 'lips' | 'eyes' | 'body' | 'set' | 'giftcard';

export function groupOf(p: SeedProduct): Group {
  if (p.giftcard) return 'giftcard';
  const c = p.categories;
  if (c.includes(4)) return 'cleanse';
  if (c.includes(5)) return 'serum';
  if (c.includes(6)) return 'cream';
  if (c.includes(7)) return 'mask';
  if (c.includes(10)) return 'lips';
  if (c.includes(11)) return 'eyes';
  if (c.includes(9) || c.includes(8)) return 'face';
  if (c.includes(12)) return 'body';
  return 'set';
}

const HOW_TO: Record<Group, L10n> = {
  cleanse: n(
    '<p>Massage onto damp skin morning and evening, avoiding the eye area. Rinse with lukewarm water and pat dry.</p>',
    '<p>Morgens und abends auf die feuchte Haut einmassieren, die Augenpartie aussparen. Mit lauwarmem Wasser abspülen und sanft trocken tupfen.</p>',
    '<p>Masser sur peau humide matin et soir en évitant le contour des yeux. Rincer à l’eau tiède et sécher en tamponnant.</p>',
  ),
  serum: n(
    '<p>Apply 3–4 drops to clean skin before your moisturiser. Press gently into face and neck. Use daily, morning and/or evening.</p>',
    '<p>3–4 Tropfen vor der Feuchtigkeitspflege auf die gereinigte Haut geben und sanft in Gesicht und Hals einarbeiten. Täglich morgens und/oder abends anwenden.</p>',
    '<p>Appliquer 3 à 4 gouttes sur peau propre avant l’hydratant. Presser délicatement sur le visage et le cou. Utiliser chaque jour, matin et/ou soir.</p>',
  ),
  cream: n(
    '<p>Smooth a pea-sized amount over face and neck after your serum. In the morning, finish with sun protection.</p>',
    '<p>Eine erbsengroße Menge nach dem Serum auf Gesicht und Hals auftragen. Morgens mit Sonnenschutz abschließen.</p>',
    '<p>Appliquer l’équivalent d’un petit pois sur le visage et le cou après le sérum. Le matin, terminer par une protection solaire.</p>',
  ),
  mask: n(
    '<p>Apply an even layer to clean skin 1–2 times a week. Leave on for 10 minutes (or overnight for sleeping masks), then rinse.</p>',
    '<p>1–2 Mal pro Woche gleichmäßig auf die gereinigte Haut auftragen. 10 Minuten (Schlafmasken über Nacht) einwirken lassen, dann abspülen.</p>',
    '<p>Appliquer une couche uniforme sur peau propre 1 à 2 fois par semaine. Laisser poser 10 minutes (toute la nuit pour les masques de nuit), puis rincer.</p>',
  ),
  face: n(
    '<p>Dot onto the centre of the face and blend outwards with fingertips, a brush or a damp sponge. Build up where you want more coverage.</p>',
    '<p>In die Gesichtsmitte tupfen und mit den Fingerspitzen, einem Pinsel oder einem feuchten Schwamm nach außen verblenden. Nach Wunsch schichten.</p>',
    '<p>Déposer au centre du visage et estomper vers l’extérieur du bout des doigts, au pinceau ou à l’éponge humide. Superposer là où vous souhaitez plus de couvrance.</p>',
  ),
  lips: n(
    '<p>Apply directly from the bullet or applicator, starting at the centre of the lips. Line first for a precise finish.</p>',
    '<p>Direkt aus der Mine oder mit dem Applikator von der Lippenmitte aus auftragen. Für ein präzises Ergebnis zuerst die Kontur ziehen.</p>',
    '<p>Appliquer directement ou avec l’applicateur en partant du centre des lèvres. Tracer d’abord le contour pour un fini précis.</p>',
  ),
  eyes: n(
    '<p>Apply along the lash line or onto the lid and blend. Remove with our eye make-up remover.</p>',
    '<p>Entlang des Wimpernkranzes oder auf das Lid auftragen und verblenden. Mit unserem Augen-Make-up-Entferner abschminken.</p>',
    '<p>Appliquer au ras des cils ou sur la paupière et estomper. Démaquiller avec notre démaquillant yeux.</p>',
  ),
  body: n(
    '<p>Use daily on clean skin, massaging in circular movements until absorbed. Ideal after the shower or sauna.</p>',
    '<p>Täglich auf die saubere Haut auftragen und mit kreisenden Bewegungen einmassieren. Ideal nach der Dusche oder Sauna.</p>',
    '<p>Utiliser chaque jour sur peau propre en massant par mouvements circulaires jusqu’à absorption. Idéal après la douche ou le sauna.</p>',
  ),
  set: n(
    '<p>Follow the numbered steps on the card inside the box: cleanse, treat, moisturise.</p>',
    '<p>Folgen Sie den nummerierten Schritten auf der Karte in der Box: reinigen, pflegen, Feuchtigkeit spenden.</p>',
    '<p>Suivez les étapes numérotées sur la carte dans le coffret : nettoyer, traiter, hydrater.</p>',
  ),
  giftcard: n(
    '<p>Choose an amount, add a personal message and the recipient’s details. The card is valid for 3 years online and in our stores.</p>',
    '<p>Betrag wählen, eine persönliche Nachricht und die Empfängerdaten hinzufügen. Die Karte ist 3 Jahre online und in unseren Geschäften gültig.</p>',
    '<p>Choisissez un montant, ajoutez un message personnel et les coordonnées du destinataire. La carte est valable 3 ans en ligne et en boutique.</p>',
  ),
};

const BASE_INGREDIENTS: Record<Group, L10n[]> = {
  cleanse: [
    n('Aqua (Water)', 'Aqua (Wasser)', 'Aqua (Eau)'),
    n('Coco-Glucoside', 'Coco-Glucoside', 'Coco-Glucoside'),
    n('Glycerin', 'Glycerin', 'Glycérine'),
  ],
  serum: [
    n('Aqua (Water)', 'Aqua (Wasser)', 'Aqua (Eau)'),
    n('Sodium Hyaluronate', 'Natriumhyaluronat', 'Hyaluronate de sodium'),
    n('Niacinamide', 'Niacinamid', 'Niacinamide'),
  ],
  cream: [
    n('Aqua (Water)', 'Aqua (Wasser)', 'Aqua (Eau)'),
    n('Shea Butter', 'Sheabutter', 'Beurre de karité'),
    n('Squalane', 'Squalan', 'Squalane'),
  ],
  mask: [
    n('Kaolin', 'Kaolin', 'Kaolin'),
    n('Aqua (Water)', 'Aqua (Wasser)', 'Aqua (Eau)'),
    n('Glycerin', 'Glycerin', 'Glycérine'),
  ],
  face: [
    n('Aqua (Water)', 'Aqua (Wasser)', 'Aqua (Eau)'),
    n('Mica', 'Mica', 'Mica'),
    n('Iron Oxides', 'Eisenoxide', 'Oxydes de fer'),
  ],
  lips: [
    n('Ricinus Communis Seed Oil', 'Rizinusöl', 'Huile de ricin'),
    n('Candelilla Wax', 'Candelillawachs', 'Cire de candelilla'),
    n('Iron Oxides', 'Eisenoxide', 'Oxydes de fer'),
  ],
  eyes: [
    n('Carnauba Wax', 'Carnaubawachs', 'Cire de carnauba'),
    n('Iron Oxides', 'Eisenoxide', 'Oxydes de fer'),
    n('Tocopherol', 'Tocopherol', 'Tocophérol'),
  ],
  body: [
    n('Aqua (Water)', 'Aqua (Wasser)', 'Aqua (Eau)'),
    n('Sunflower Seed Oil', 'Sonnenblumenöl', 'Huile de tournesol'),
    n('Glycerin', 'Glycerin', 'Glycérine'),
  ],
  set: [n('See individual products', 'Siehe Einzelprodukte', 'Voir les produits individuels')],
  giftcard: [],
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ingredientsFor(p: SeedProduct, lang: Lang): string[] {
  const group = groupOf(p);
  if (group === 'giftcard') return [];
  const base = BASE_INGREDIENTS[group].map((i) => i[lang]);
  return [
    ...base.slice(0, 1),
    cap(p.ingredient[lang]),
    ...base.slice(1),
    { en: 'Tocopherol (Vitamin E)', de: 'Tocopherol (Vitamin E)', fr: 'Tocophérol (vitamine E)' }[lang],
  ];
}

export function howToUseFor(p: SeedProduct, lang: Lang): string {
  return HOW_TO[groupOf(p)][lang];
}

export function shippingInfoFor(p: SeedProduct, lang: Lang): string {
  if (p.giftcard?.type === 'VIRTUAL') {
    return n(
      '<p>Delivered by e-mail within minutes of payment. No shipping costs.</p>',
      '<p>Zustellung per E-Mail wenige Minuten nach der Zahlung. Keine Versandkosten.</p>',
      '<p>Envoyée par e-mail quelques minutes après le paiement. Sans frais de livraison.</p>',
    )[lang];
  }
  return n(
    '<p>Ships within 1–2 working days from our warehouse in Finland. Free standard shipping over the threshold shown in your cart; 30-day returns on unopened products.</p>',
    '<p>Versand innerhalb von 1–2 Werktagen aus unserem Lager in Finnland. Kostenloser Standardversand ab dem im Warenkorb angezeigten Betrag; 30 Tage Rückgaberecht für ungeöffnete Produkte.</p>',
    '<p>Expédié sous 1 à 2 jours ouvrés depuis notre entrepôt en Finlande. Livraison standard offerte au-delà du seuil affiché dans votre panier ; retours sous 30 jours pour les produits non ouverts.</p>',
  )[lang];
}

export function sustainabilityFor(p: SeedProduct, lang: Lang): string {
  return n(
    `<p>The ${p.collection} range uses wild-harvested plants from certified Nordic forests. Our packaging is recyclable glass, sugarcane-based plastic or FSC-certified paper.</p>`,
    `<p>Die Linie ${p.collection} verwendet wild gesammelte Pflanzen aus zertifizierten nordischen Wäldern. Unsere Verpackung besteht aus recycelbarem Glas, Zuckerrohr-Kunststoff oder FSC-zertifiziertem Papier.</p>`,
    `<p>La gamme ${p.collection} utilise des plantes sauvages issues de forêts nordiques certifiées. Nos emballages sont en verre recyclable, en plastique à base de canne à sucre ou en papier certifié FSC.</p>`,
  )[lang];
}

export function backstageFor(p: SeedProduct, lang: Lang): string | null {
  if (!p.makeup) return null;
  return n(
    `<p>Backstage tip from our lead make-up artist: warm ${p.name.en} between your fingertips before applying for a second-skin finish.</p>`,
    `<p>Backstage-Tipp unserer leitenden Visagistin: ${p.name.de} vor dem Auftragen zwischen den Fingerspitzen anwärmen – für ein Finish wie eine zweite Haut.</p>`,
    `<p>Astuce backstage de notre maquilleuse principale : réchauffez ${p.name.fr} entre vos doigts avant l’application pour un fini seconde peau.</p>`,
  )[lang];
}

export function certificatesFor(p: SeedProduct): string {
  const list = ['Vegan Society'];
  if (p.makeup) list.push('Leaping Bunny');
  else if (!p.giftcard) list.push('COSMOS Natural');
  return list.join(',');
}

/** EAN-13 in the Finnish GS1 range (64…), with its check digit. */
export function eanFor(id: number): string {
  const body = `6430${String(100000000 + id * 37).slice(-8)}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
