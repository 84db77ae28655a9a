/** Seed catalogue: category tree and products with English (default scope), German and French texts. */
export type Lang = 'en' | 'de' | 'fr';
export type L10n = Record<Lang, string>;

export interface SeedCategory {
  id: number;
  parent: number | null;
  position: number;
  name: L10n;
  urlKey: L10n;
  description?: L10n;
  includeInMenu?: boolean;
}

export const categories: SeedCategory[] = [
  { id: 1, parent: null, position: 0, name: { en: 'Root Catalog', de: 'Root Catalog', fr: 'Root Catalog' }, urlKey: { en: 'root-catalog', de: 'root-catalog', fr: 'root-catalog' }, includeInMenu: false },
  { id: 2, parent: 1, position: 1, name: { en: 'Default Category', de: 'Standardkategorie', fr: 'Catégorie par défaut' }, urlKey: { en: 'default-category', de: 'default-category', fr: 'default-category' } },
  {
    id: 3, parent: 2, position: 1,
    name: { en: 'Skincare', de: 'Hautpflege', fr: 'Soins du visage' },
    urlKey: { en: 'skincare', de: 'hautpflege', fr: 'soins-visage' },
    description: {
      en: '<p>Gentle, effective skincare powered by Arctic plants that survive the harshest climate on earth.</p>',
      de: '<p>Sanfte, wirksame Hautpflege mit arktischen Pflanzen, die dem rauesten Klima der Welt trotzen.</p>',
      fr: '<p>Des soins doux et efficaces, portés par des plantes arctiques qui résistent au climat le plus rude du monde.</p>',
    },
  },
  { id: 4, parent: 3, position: 1, name: { en: 'Cleansers', de: 'Reinigung', fr: 'Nettoyants' }, urlKey: { en: 'cleansers', de: 'reinigung', fr: 'nettoyants' },
    description: { en: '<p>Cleansing gels, oils and balms that respect the skin barrier.</p>', de: '<p>Reinigungsgele, -öle und -balsame, die die Hautbarriere respektieren.</p>', fr: '<p>Gels, huiles et baumes nettoyants qui respectent la barrière cutanée.</p>' } },
  { id: 5, parent: 3, position: 2, name: { en: 'Serums', de: 'Seren', fr: 'Sérums' }, urlKey: { en: 'serums', de: 'seren', fr: 'serums' },
    description: { en: '<p>Concentrated serums for glow, hydration and renewal.</p>', de: '<p>Konzentrierte Seren für Glow, Feuchtigkeit und Erneuerung.</p>', fr: '<p>Des sérums concentrés pour l’éclat, l’hydratation et le renouvellement.</p>' } },
  { id: 6, parent: 3, position: 3, name: { en: 'Moisturisers', de: 'Feuchtigkeitspflege', fr: 'Hydratants' }, urlKey: { en: 'moisturisers', de: 'feuchtigkeitspflege', fr: 'hydratants' },
    description: { en: '<p>Day creams, night creams and facial oils for every skin type.</p>', de: '<p>Tagescremes, Nachtcremes und Gesichtsöle für jeden Hauttyp.</p>', fr: '<p>Crèmes de jour, crèmes de nuit et huiles visage pour tous les types de peau.</p>' } },
  { id: 7, parent: 3, position: 4, name: { en: 'Masks', de: 'Masken', fr: 'Masques' }, urlKey: { en: 'masks', de: 'masken', fr: 'masques' },
    description: { en: '<p>Weekly rituals with Nordic clay, peat and berries.</p>', de: '<p>Wöchentliche Rituale mit nordischer Tonerde, Torf und Beeren.</p>', fr: '<p>Des rituels hebdomadaires à l’argile nordique, à la tourbe et aux baies.</p>' } },
  {
    id: 8, parent: 2, position: 2,
    name: { en: 'Make-up', de: 'Make-up', fr: 'Maquillage' },
    urlKey: { en: 'make-up', de: 'make-up', fr: 'maquillage' },
    description: { en: '<p>Skin-caring make-up in shades inspired by the midnight sun.</p>', de: '<p>Pflegendes Make-up in Nuancen, inspiriert von der Mitternachtssonne.</p>', fr: '<p>Un maquillage soin aux teintes inspirées du soleil de minuit.</p>' },
  },
  { id: 9, parent: 8, position: 1, name: { en: 'Face', de: 'Teint', fr: 'Teint' }, urlKey: { en: 'face', de: 'teint', fr: 'teint' } },
  { id: 10, parent: 8, position: 2, name: { en: 'Lips', de: 'Lippen', fr: 'Lèvres' }, urlKey: { en: 'lips', de: 'lippen', fr: 'levres' } },
  { id: 11, parent: 8, position: 3, name: { en: 'Eyes', de: 'Augen', fr: 'Yeux' }, urlKey: { en: 'eyes', de: 'augen', fr: 'yeux' } },
  {
    id: 12, parent: 2, position: 3,
    name: { en: 'Body', de: 'Körper', fr: 'Corps' }, urlKey: { en: 'body', de: 'koerper', fr: 'corps' },
    description: { en: '<p>Body care for long winters and bright summers.</p>', de: '<p>Körperpflege für lange Winter und helle Sommer.</p>', fr: '<p>Des soins du corps pour les longs hivers et les étés lumineux.</p>' },
  },
  {
    id: 13, parent: 2, position: 4,
    name: { en: 'Sets & Gifts', de: 'Sets & Geschenke', fr: 'Coffrets & Cadeaux' }, urlKey: { en: 'sets-gifts', de: 'sets-geschenke', fr: 'coffrets-cadeaux' },
    description: { en: '<p>Curated routines, beautifully wrapped.</p>', de: '<p>Abgestimmte Routinen, wunderschön verpackt.</p>', fr: '<p>Des routines choisies, joliment emballées.</p>' },
  },
];

export type Shape = 'bottle' | 'dropper' | 'jar' | 'tube' | 'lipstick' | 'compact' | 'pencil' | 'box';

export interface SeedVariant {
  sku: string;
  /** Option label in English/German/French (volume labels are the same everywhere). */
  label: string;
  valueIndex: number;
  eur: number;
  aud: number;
  color?: string;
  outOfStock?: boolean;
}

export interface SeedProduct {
  sku: string;
  name: L10n;
  urlKey: string;
  categories: number[];
  collection: string;
  volume: string | null;
  eur: number;
  aud: number;
  /** Special (final) price in EUR/AUD when on sale. */
  special?: { eur: number; aud: number };
  shape: Shape;
  color: string;
  ingredient: L10n;
  benefit: L10n;
  outOfStock?: boolean;
  comingSoon?: boolean;
  preOrder?: boolean;
  maxQty?: number;
  makeup?: boolean;
  /** Configurable products: the option attribute and its children. */
  options?: { attribute: 'package_volume' | 'shade'; variants: SeedVariant[] };
}

const ING = {
  cloudberry: { en: 'cloudberry seed oil', de: 'Moltebeerensamenöl', fr: 'huile de graines de plaquebière' },
  lingonberry: { en: 'lingonberry extract', de: 'Preiselbeerextrakt', fr: 'extrait d’airelle rouge' },
  birch: { en: 'birch sap', de: 'Birkensaft', fr: 'sève de bouleau' },
  buckthorn: { en: 'sea buckthorn oil', de: 'Sanddornöl', fr: 'huile d’argousier' },
  clay: { en: 'Baltic clay', de: 'baltischer Tonerde', fr: 'argile de la Baltique' },
  peat: { en: 'Nordic peat', de: 'nordischem Torf', fr: 'tourbe nordique' },
  oat: { en: 'Finnish oat', de: 'finnischem Hafer', fr: 'avoine finlandaise' },
  chaga: { en: 'chaga mushroom', de: 'Chaga-Pilz', fr: 'champignon chaga' },
  bilberry: { en: 'wild bilberry', de: 'wilder Heidelbeere', fr: 'myrtille sauvage' },
  pine: { en: 'pine bark extract', de: 'Kiefernrindenextrakt', fr: 'extrait d’écorce de pin' },
  rose: { en: 'Arctic rose', de: 'arktischer Rose', fr: 'rose arctique' },
  algae: { en: 'North Sea algae', de: 'Nordsee-Algen', fr: 'algues de la mer du Nord' },
} as const;

const BEN = {
  cleanse: { en: 'lifts away make-up and pollution without tightness', de: 'entfernt Make-up und Umweltschmutz ohne Spannungsgefühl', fr: 'élimine maquillage et pollution sans tiraillements' },
  glow: { en: 'brightens a dull complexion and evens out skin tone', de: 'belebt einen fahlen Teint und gleicht den Hautton aus', fr: 'illumine le teint terne et unifie la carnation' },
  hydrate: { en: 'floods the skin with lasting hydration', de: 'versorgt die Haut mit langanhaltender Feuchtigkeit', fr: 'inonde la peau d’une hydratation durable' },
  repair: { en: 'supports the skin barrier through cold, dry days', de: 'stärkt die Hautbarriere an kalten, trockenen Tagen', fr: 'renforce la barrière cutanée par temps froid et sec' },
  renew: { en: 'refines texture overnight for smoother skin by morning', de: 'verfeinert über Nacht die Hautstruktur für glattere Haut am Morgen', fr: 'affine le grain de peau pendant la nuit pour une peau plus lisse au réveil' },
  purify: { en: 'draws out impurities and tightens the look of pores', de: 'zieht Unreinheiten heraus und verfeinert das Porenbild', fr: 'absorbe les impuretés et resserre visiblement les pores' },
  soothe: { en: 'calms redness and comforts sensitive skin', de: 'beruhigt Rötungen und umsorgt empfindliche Haut', fr: 'apaise les rougeurs et réconforte les peaux sensibles' },
  colour: { en: 'gives buildable colour with a comfortable, caring finish', de: 'schenkt aufbaubare Farbe mit einem angenehmen, pflegenden Finish', fr: 'offre une couleur modulable au fini confortable et soin' },
  body: { en: 'leaves skin soft, supple and delicately scented', de: 'hinterlässt die Haut weich, geschmeidig und zart duftend', fr: 'laisse la peau douce, souple et délicatement parfumée' },
  gift: { en: 'brings together our bestsellers in a recyclable gift box', de: 'vereint unsere Bestseller in einer recycelbaren Geschenkbox', fr: 'réunit nos best-sellers dans un coffret recyclable' },
} as const;

type Def = Omit<SeedProduct, 'ingredient' | 'benefit'> & { ing: keyof typeof ING; ben: keyof typeof BEN };

const n = (en: string, de: string, fr: string): L10n => ({ en, de, fr });

const defs: Def[] = [
  // Cleansers
  { sku: 'AB-CL-001', name: n('Cloudberry Cleansing Gel', 'Moltebeeren Reinigungsgel', 'Gel nettoyant à la plaquebière'), urlKey: 'cloudberry-cleansing-gel', categories: [3, 4], collection: 'Arctic Berry', volume: '150 ml', eur: 24, aud: 39.95, shape: 'tube', color: '#f2a541', ing: 'cloudberry', ben: 'cleanse' },
  { sku: 'AB-CL-002', name: n('Birch Sap Micellar Water', 'Birkensaft Mizellenwasser', 'Eau micellaire à la sève de bouleau'), urlKey: 'birch-sap-micellar-water', categories: [3, 4], collection: 'Birch & Sap', volume: '200 ml', eur: 19, aud: 31.95, shape: 'bottle', color: '#cfe3d3', ing: 'birch', ben: 'cleanse' },
  { sku: 'AB-CL-003', name: n('Oat Milk Cleansing Balm', 'Hafermilch Reinigungsbalsam', 'Baume démaquillant au lait d’avoine'), urlKey: 'oat-milk-cleansing-balm', categories: [3, 4], collection: 'Everyday Essentials', volume: '100 ml', eur: 29, aud: 47.95, shape: 'jar', color: '#efe3cf', ing: 'oat', ben: 'soothe' },
  { sku: 'AB-CL-004', name: n('Sea Buckthorn Cleansing Oil', 'Sanddorn Reinigungsöl', 'Huile démaquillante à l’argousier'), urlKey: 'sea-buckthorn-cleansing-oil', categories: [3, 4], collection: 'Sea Buckthorn', volume: '125 ml', eur: 27, aud: 44.95, shape: 'bottle', color: '#f08a24', ing: 'buckthorn', ben: 'cleanse', outOfStock: true },
  { sku: 'AB-CL-005', name: n('Arctic Rose Toning Mist', 'Arktische Rose Gesichtsnebel', 'Brume tonique à la rose arctique'), urlKey: 'arctic-rose-toning-mist', categories: [3, 4], collection: 'Arctic Rose', volume: '100 ml', eur: 22, aud: 36.95, shape: 'bottle', color: '#f4b6c2', ing: 'rose', ben: 'soothe' },
  // Serums
  { sku: 'AB-SE-001', name: n('Birch Sap Hydrating Serum', 'Birkensaft Feuchtigkeitsserum', 'Sérum hydratant à la sève de bouleau'), urlKey: 'birch-sap-hydrating-serum', categories: [3, 5], collection: 'Birch & Sap', volume: null, eur: 39, aud: 64.95, shape: 'dropper', color: '#9cc5a1', ing: 'birch', ben: 'hydrate',
    options: { attribute: 'package_volume', variants: [
      { sku: 'AB-SE-001-15', label: '15 ml', valueIndex: 5001, eur: 39, aud: 64.95 },
      { sku: 'AB-SE-001-30', label: '30 ml', valueIndex: 5002, eur: 59, aud: 97.95 },
    ] } },
  { sku: 'AB-SE-002', name: n('Lingonberry Vitamin C Serum', 'Preiselbeer Vitamin-C-Serum', 'Sérum vitamine C à l’airelle'), urlKey: 'lingonberry-vitamin-c-serum', categories: [3, 5], collection: 'Arctic Berry', volume: '30 ml', eur: 49, aud: 79.95, special: { eur: 39.2, aud: 63.95 }, shape: 'dropper', color: '#c0392b', ing: 'lingonberry', ben: 'glow' },
  { sku: 'AB-SE-003', name: n('Chaga Antioxidant Serum', 'Chaga Antioxidans-Serum', 'Sérum antioxydant au chaga'), urlKey: 'chaga-antioxidant-serum', categories: [3, 5], collection: 'Polar Night', volume: '30 ml', eur: 54, aud: 89.95, shape: 'dropper', color: '#6b4f3a', ing: 'chaga', ben: 'repair' },
  { sku: 'AB-SE-004', name: n('Bilberry Eye Serum', 'Heidelbeer Augenserum', 'Sérum yeux à la myrtille'), urlKey: 'bilberry-eye-serum', categories: [3, 5], collection: 'Arctic Berry', volume: '15 ml', eur: 36, aud: 59.95, shape: 'dropper', color: '#4a4e8c', ing: 'bilberry', ben: 'glow', maxQty: 3 },
  { sku: 'AB-SE-005', name: n('Aurora Night Elixir', 'Aurora Nachtelixier', 'Élixir de nuit Aurora'), urlKey: 'aurora-night-elixir', categories: [3, 5], collection: 'Polar Night', volume: '30 ml', eur: 69, aud: 114.95, shape: 'dropper', color: '#2c3e73', ing: 'pine', ben: 'renew', comingSoon: true, outOfStock: true },
  { sku: 'AB-SE-006', name: n('Pine Bark Retinol Alternative', 'Kiefernrinde Retinol-Alternative', 'Alternative au rétinol à l’écorce de pin'), urlKey: 'pine-bark-retinol-alternative', categories: [3, 5], collection: 'Polar Night', volume: '30 ml', eur: 58, aud: 95.95, shape: 'dropper', color: '#8e5b3e', ing: 'pine', ben: 'renew' },
  // Moisturisers
  { sku: 'AB-MO-001', name: n('Arctic Cloudberry Day Cream', 'Arktische Moltebeeren Tagescreme', 'Crème de jour arctique à la plaquebière'), urlKey: 'arctic-cloudberry-day-cream', categories: [3, 6], collection: 'Arctic Berry', volume: null, eur: 34, aud: 55.95, shape: 'jar', color: '#f6b042', ing: 'cloudberry', ben: 'hydrate',
    options: { attribute: 'package_volume', variants: [
      { sku: 'AB-MO-001-30', label: '30 ml', valueIndex: 5003, eur: 34, aud: 55.95 },
      { sku: 'AB-MO-001-50', label: '50 ml', valueIndex: 5004, eur: 48, aud: 78.95 },
    ] } },
  { sku: 'AB-MO-002', name: n('Polar Night Recovery Cream', 'Polarnacht Regenerationscreme', 'Crème réparatrice Nuit polaire'), urlKey: 'polar-night-recovery-cream', categories: [3, 6], collection: 'Polar Night', volume: '50 ml', eur: 52, aud: 85.95, shape: 'jar', color: '#34495e', ing: 'chaga', ben: 'renew' },
  { sku: 'AB-MO-003', name: n('Sea Buckthorn Face Oil', 'Sanddorn Gesichtsöl', 'Huile visage à l’argousier'), urlKey: 'sea-buckthorn-face-oil', categories: [3, 6], collection: 'Sea Buckthorn', volume: '30 ml', eur: 42, aud: 68.95, shape: 'dropper', color: '#e67e22', ing: 'buckthorn', ben: 'glow' },
  { sku: 'AB-MO-004', name: n('Oat Barrier Moisturiser', 'Hafer Barriere-Feuchtigkeitscreme', 'Hydratant barrière à l’avoine'), urlKey: 'oat-barrier-moisturiser', categories: [3, 6], collection: 'Everyday Essentials', volume: '50 ml', eur: 28, aud: 45.95, shape: 'tube', color: '#e8dcc4', ing: 'oat', ben: 'repair' },
  { sku: 'AB-MO-005', name: n('Birch Water Gel Cream', 'Birkenwasser Gelcreme', 'Gel-crème à l’eau de bouleau'), urlKey: 'birch-water-gel-cream', categories: [3, 6], collection: 'Birch & Sap', volume: '50 ml', eur: 36, aud: 59.95, shape: 'jar', color: '#b8d8be', ing: 'birch', ben: 'hydrate', outOfStock: true, maxQty: 0 },
  { sku: 'AB-MO-006', name: n('Arctic Rose Eye Cream', 'Arktische Rose Augencreme', 'Crème contour des yeux à la rose arctique'), urlKey: 'arctic-rose-eye-cream', categories: [3, 6], collection: 'Arctic Rose', volume: '15 ml', eur: 38, aud: 62.95, shape: 'tube', color: '#e8a1b0', ing: 'rose', ben: 'soothe' },
  { sku: 'AB-MO-007', name: n('Lingonberry Lip Balm', 'Preiselbeer Lippenbalsam', 'Baume à lèvres à l’airelle'), urlKey: 'lingonberry-lip-balm', categories: [3, 6, 10], collection: 'Arctic Berry', volume: '10 ml', eur: 12, aud: 19.95, shape: 'tube', color: '#b03a48', ing: 'lingonberry', ben: 'repair', maxQty: 10 },
  // Masks
  { sku: 'AB-MA-001', name: n('Baltic Clay Purifying Mask', 'Baltische Tonerde Reinigungsmaske', 'Masque purifiant à l’argile de la Baltique'), urlKey: 'baltic-clay-purifying-mask', categories: [3, 7], collection: 'Boreal Clay', volume: '75 ml', eur: 32, aud: 52.95, shape: 'jar', color: '#8fa3a8', ing: 'clay', ben: 'purify' },
  { sku: 'AB-MA-002', name: n('Nordic Peat Detox Mask', 'Nordischer Torf Detox-Maske', 'Masque détox à la tourbe nordique'), urlKey: 'nordic-peat-detox-mask', categories: [3, 7], collection: 'Boreal Clay', volume: '75 ml', eur: 34, aud: 55.95, special: { eur: 27.2, aud: 44.95 }, shape: 'jar', color: '#4d3b2f', ing: 'peat', ben: 'purify' },
  { sku: 'AB-MA-003', name: n('Cloudberry Overnight Mask', 'Moltebeeren Nachtmaske', 'Masque de nuit à la plaquebière'), urlKey: 'cloudberry-overnight-mask', categories: [3, 7], collection: 'Arctic Berry', volume: '50 ml', eur: 38, aud: 62.95, shape: 'jar', color: '#f5c26b', ing: 'cloudberry', ben: 'renew' },
  { sku: 'AB-MA-004', name: n('Bilberry Enzyme Peel', 'Heidelbeer Enzympeeling', 'Peeling enzymatique à la myrtille'), urlKey: 'bilberry-enzyme-peel', categories: [3, 7], collection: 'Arctic Berry', volume: '50 ml', eur: 35, aud: 57.95, shape: 'tube', color: '#5b4a8a', ing: 'bilberry', ben: 'renew' },
  { sku: 'AB-MA-005', name: n('North Sea Algae Sheet Masks (5 pcs)', 'Nordsee-Algen Tuchmasken (5 Stk.)', 'Masques en tissu aux algues de la mer du Nord (5 pcs)'), urlKey: 'north-sea-algae-sheet-masks', categories: [3, 7], collection: 'Everyday Essentials', volume: '5 × 20 ml', eur: 25, aud: 41.95, shape: 'box', color: '#2e8b7a', ing: 'algae', ben: 'hydrate' },
  // Make-up: Face
  { sku: 'AB-MU-001', name: n('Skin Veil Foundation', 'Skin Veil Foundation', 'Fond de teint Skin Veil'), urlKey: 'skin-veil-foundation', categories: [8, 9], collection: 'Midsummer', volume: null, eur: 38, aud: 62.95, shape: 'bottle', color: '#d9a98b', ing: 'birch', ben: 'colour', makeup: true,
    options: { attribute: 'shade', variants: [
      { sku: 'AB-MU-001-01', label: 'Snow 01', valueIndex: 6001, eur: 38, aud: 62.95, color: '#f3d9c6' },
      { sku: 'AB-MU-001-02', label: 'Birch 02', valueIndex: 6002, eur: 38, aud: 62.95, color: '#e6bf9f' },
      { sku: 'AB-MU-001-03', label: 'Sand 03', valueIndex: 6003, eur: 38, aud: 62.95, color: '#cf9f7a', outOfStock: true },
      { sku: 'AB-MU-001-04', label: 'Amber 04', valueIndex: 6004, eur: 38, aud: 62.95, color: '#a8714d' },
    ] } },
  { sku: 'AB-MU-002', name: n('Midnight Sun Bronzer', 'Mitternachtssonne Bronzer', 'Poudre bronzante Soleil de minuit'), urlKey: 'midnight-sun-bronzer', categories: [8, 9], collection: 'Midsummer', volume: '9 g', eur: 32, aud: 52.95, shape: 'compact', color: '#b4744c', ing: 'buckthorn', ben: 'colour', makeup: true },
  { sku: 'AB-MU-003', name: n('Cloudberry Cream Blush', 'Moltebeeren Cremerouge', 'Blush crème à la plaquebière'), urlKey: 'cloudberry-cream-blush', categories: [8, 9], collection: 'Midsummer', volume: '6 g', eur: 26, aud: 42.95, shape: 'compact', color: '#e9967a', ing: 'cloudberry', ben: 'colour', makeup: true },
  { sku: 'AB-MU-004', name: n('Frost Glow Highlighter', 'Frost Glow Highlighter', 'Enlumineur Frost Glow'), urlKey: 'frost-glow-highlighter', categories: [8, 9], collection: 'Polar Night', volume: '8 g', eur: 29, aud: 47.95, shape: 'compact', color: '#e8e4f0', ing: 'algae', ben: 'colour', makeup: true, outOfStock: true },
  { sku: 'AB-MU-005', name: n('Birch Concealer', 'Birken Concealer', 'Correcteur au bouleau'), urlKey: 'birch-concealer', categories: [8, 9], collection: 'Midsummer', volume: '6 ml', eur: 24, aud: 39.95, shape: 'tube', color: '#e2b99a', ing: 'birch', ben: 'colour', makeup: true },
  // Make-up: Lips
  { sku: 'AB-MU-010', name: n('Velvet Matte Lipstick', 'Velvet Matte Lippenstift', 'Rouge à lèvres Velvet Matte'), urlKey: 'velvet-matte-lipstick', categories: [8, 10], collection: 'Midsummer', volume: null, eur: 26, aud: 42.95, shape: 'lipstick', color: '#a4243b', ing: 'lingonberry', ben: 'colour', makeup: true,
    options: { attribute: 'shade', variants: [
      { sku: 'AB-MU-010-LI', label: 'Lingonberry', valueIndex: 6010, eur: 26, aud: 42.95, color: '#a4243b' },
      { sku: 'AB-MU-010-RO', label: 'Rowan', valueIndex: 6011, eur: 26, aud: 42.95, color: '#c8553d' },
      { sku: 'AB-MU-010-HE', label: 'Heather', valueIndex: 6012, eur: 26, aud: 42.95, color: '#9c6b98' },
      { sku: 'AB-MU-010-MR', label: 'Midsummer Rose', valueIndex: 6013, eur: 26, aud: 42.95, color: '#e07a8b' },
    ] } },
  { sku: 'AB-MU-011', name: n('Sea Buckthorn Lip Oil', 'Sanddorn Lippenöl', 'Huile à lèvres à l’argousier'), urlKey: 'sea-buckthorn-lip-oil', categories: [8, 10], collection: 'Sea Buckthorn', volume: '5 ml', eur: 21, aud: 34.95, shape: 'tube', color: '#f39c4a', ing: 'buckthorn', ben: 'repair', makeup: true },
  { sku: 'AB-MU-012', name: n('Berry Tinted Lip Balm', 'Beeren getönter Lippenbalsam', 'Baume à lèvres teinté aux baies'), urlKey: 'berry-tinted-lip-balm', categories: [8, 10], collection: 'Arctic Berry', volume: '4 g', eur: 16, aud: 26.95, special: { eur: 12.8, aud: 21.5 }, shape: 'lipstick', color: '#c94c6a', ing: 'bilberry', ben: 'colour', makeup: true },
  // Make-up: Eyes
  { sku: 'AB-MU-020', name: n('Polar Night Mascara', 'Polarnacht Mascara', 'Mascara Nuit polaire'), urlKey: 'polar-night-mascara', categories: [8, 11], collection: 'Polar Night', volume: '8 ml', eur: 25, aud: 41.95, shape: 'pencil', color: '#1b1b2f', ing: 'pine', ben: 'colour', makeup: true },
  { sku: 'AB-MU-021', name: n('Fjord Eyeshadow Palette', 'Fjord Lidschattenpalette', 'Palette de fards à paupières Fjord'), urlKey: 'fjord-eyeshadow-palette', categories: [8, 11], collection: 'Midsummer', volume: '6 × 1.5 g', eur: 44, aud: 72.95, shape: 'compact', color: '#5d7b8c', ing: 'algae', ben: 'colour', makeup: true, maxQty: 2 },
  { sku: 'AB-MU-022', name: n('Lichen Brow Pencil', 'Flechten Augenbrauenstift', 'Crayon sourcils au lichen'), urlKey: 'lichen-brow-pencil', categories: [8, 11], collection: 'Everyday Essentials', volume: '0.3 g', eur: 19, aud: 31.95, shape: 'pencil', color: '#6e5849', ing: 'oat', ben: 'colour', makeup: true },
  { sku: 'AB-MU-023', name: n('Aurora Liquid Liner', 'Aurora Flüssiger Eyeliner', 'Eye-liner liquide Aurora'), urlKey: 'aurora-liquid-liner', categories: [8, 11], collection: 'Polar Night', volume: '3 ml', eur: 22, aud: 36.95, shape: 'pencil', color: '#2b2d42', ing: 'chaga', ben: 'colour', makeup: true },
  // Body
  { sku: 'AB-BO-001', name: n('Birch Leaf Body Lotion', 'Birkenblatt Körperlotion', 'Lait corps à la feuille de bouleau'), urlKey: 'birch-leaf-body-lotion', categories: [12], collection: 'Birch & Sap', volume: '250 ml', eur: 26, aud: 42.95, shape: 'bottle', color: '#a8c99b', ing: 'birch', ben: 'body' },
  { sku: 'AB-BO-002', name: n('Sauna Salt Body Scrub', 'Sauna Salz Körperpeeling', 'Gommage corps au sel de sauna'), urlKey: 'sauna-salt-body-scrub', categories: [12], collection: 'Boreal Clay', volume: '200 ml', eur: 28, aud: 45.95, shape: 'jar', color: '#d8cfc4', ing: 'algae', ben: 'body' },
  { sku: 'AB-BO-003', name: n('Cloudberry Hand Cream', 'Moltebeeren Handcreme', 'Crème mains à la plaquebière'), urlKey: 'cloudberry-hand-cream', categories: [12], collection: 'Arctic Berry', volume: '75 ml', eur: 15, aud: 24.95, shape: 'tube', color: '#f7b955', ing: 'cloudberry', ben: 'repair', maxQty: 6 },
  { sku: 'AB-BO-004', name: n('Pine Forest Shower Gel', 'Kiefernwald Duschgel', 'Gel douche Forêt de pins'), urlKey: 'pine-forest-shower-gel', categories: [12], collection: 'Everyday Essentials', volume: '250 ml', eur: 18, aud: 29.95, shape: 'bottle', color: '#3f6e4f', ing: 'pine', ben: 'body' },
  { sku: 'AB-BO-005', name: n('Sea Buckthorn Body Oil', 'Sanddorn Körperöl', 'Huile corps à l’argousier'), urlKey: 'sea-buckthorn-body-oil', categories: [12], collection: 'Sea Buckthorn', volume: '100 ml', eur: 34, aud: 55.95, shape: 'bottle', color: '#eb8f2d', ing: 'buckthorn', ben: 'body', outOfStock: true },
  // Sets & Gifts
  { sku: 'AB-SET-001', name: n('Arctic Berry Discovery Set', 'Arktische Beeren Entdeckungsset', 'Coffret découverte Baies arctiques'), urlKey: 'arctic-berry-discovery-set', categories: [13], collection: 'Arctic Berry', volume: '3 × 30 ml', eur: 59, aud: 97.95, shape: 'box', color: '#e5533d', ing: 'cloudberry', ben: 'gift' },
  { sku: 'AB-SET-002', name: n('Midnight Sun Gift Set', 'Mitternachtssonne Geschenkset', 'Coffret cadeau Soleil de minuit'), urlKey: 'midnight-sun-gift-set', categories: [13], collection: 'Midsummer', volume: '4 pcs', eur: 79, aud: 129.95, shape: 'box', color: '#f4a259', ing: 'buckthorn', ben: 'gift', preOrder: true, maxQty: 2 },
  { sku: 'AB-SET-003', name: n('Sauna Ritual Set', 'Sauna Ritual Set', 'Coffret Rituel sauna'), urlKey: 'sauna-ritual-set', categories: [12, 13], collection: 'Boreal Clay', volume: '3 pcs', eur: 49, aud: 79.95, special: { eur: 39, aud: 64.95 }, shape: 'box', color: '#7d6b5d', ing: 'peat', ben: 'gift' },
  { sku: 'AB-SET-004', name: n('Travel Essentials Kit', 'Reise-Essentials Set', 'Kit essentiels de voyage'), urlKey: 'travel-essentials-kit', categories: [13], collection: 'Everyday Essentials', volume: '4 × 15 ml', eur: 29, aud: 47.95, shape: 'box', color: '#7fa7b5', ing: 'oat', ben: 'gift' },
];

export const products: SeedProduct[] = defs.map(({ ing, ben, ...p }) => ({ ...p, ingredient: ING[ing], benefit: BEN[ben] }));

export function descriptionHtml(p: SeedProduct, lang: Lang, name: string): string {
  const i = p.ingredient[lang];
  const b = p.benefit[lang];
  switch (lang) {
    case 'de':
      return `<p>${name} ${b}. Die Formel mit ${i} von der nordischen Küste eignet sich für alle Hauttypen.</p><p>Vegan, ohne Duftstoffe und in kleinen Chargen in Finnland hergestellt.</p>`;
    case 'fr':
      return `<p>${name} ${b}. Sa formule à base de ${i} des côtes nordiques convient à tous les types de peau.</p><p>Vegan, sans parfum et fabriqué en petites séries en Finlande.</p>`;
    default:
      return `<p>${name} ${b}. Formulated with ${i} from the Nordic coast, it suits all skin types.</p><p>Vegan, fragrance-free and made in small batches in Finland.</p>`;
  }
}

export function shortDescriptionHtml(p: SeedProduct, lang: Lang): string {
  const i = p.ingredient[lang];
  const lead = { en: 'With', de: 'Mit', fr: 'Avec' }[lang];
  return `<p>${lead} ${i}${p.volume ? ` · ${p.volume}` : ''}</p>`;
}
