import type { Db } from '../client.js';
import type { Shape } from './catalog-data.js';
import { productImagePath, productSvg } from './media.js';

/**
 * Cart-only products: sachet samples, free gifts (gift with purchase) and a custom-price product.
 * They sit outside the category tree (samples and gifts are not visible individually), so catalogue
 * listings are unchanged. Inserted on every start when missing: the catalogue seed may replace
 * products, these come back after it.
 */
interface CartProduct {
  id: number;
  sku: string;
  name: string;
  visibility: number;
  qty: number;
  eur: number;
  aud: number;
  sample?: boolean;
  customPrice?: boolean;
  volume?: string;
}

/**
 * Their names in the German (6) and French (9) store views (issue 20: a German bag lists
 * "Probe", not "sachet"); other store views show the default (English) name.
 */
const LOCAL_NAMES: Record<string, { de: string; fr: string }> = {
  'AB-SAMPLE-001': { de: 'Moltebeeren-Serum Probe', fr: 'Échantillon Sérum à la plaquebière' },
  'AB-SAMPLE-002': { de: 'Reichhaltige Nachtcreme Probe', fr: 'Échantillon Crème de nuit riche' },
  'AB-SAMPLE-003': { de: 'Sanfter Reiniger Probe', fr: 'Échantillon Nettoyant doux' },
  'AB-SAMPLE-004': { de: 'Skin Veil Foundation Probe', fr: 'Échantillon Fond de teint Skin Veil' },
  'AB-SAMPLE-005': { de: 'Vitamin-C-Booster Probe', fr: 'Échantillon Booster vitamine C' },
  'AB-GWP-S': { de: 'Sanfter Reiniger Mini (Geschenk)', fr: 'Nettoyant doux mini (cadeau)' },
  'AB-GWP-L': { de: 'Kosmetiktasche aus Leinen (Geschenk)', fr: 'Trousse en lin (cadeau)' },
  'AB-GWP-X': { de: 'Reiseset (Geschenk)', fr: 'Kit de voyage (cadeau)' },
  'AB-TREE-001': { de: 'Spende: ein Baum wird gepflanzt', fr: 'Contribution : planter un arbre' },
};
const LOCAL_STORES = { de: 6, fr: 9 } as const;

export const SAMPLE_SKUS = [
  'AB-SAMPLE-001',
  'AB-SAMPLE-002',
  'AB-SAMPLE-003',
  'AB-SAMPLE-004',
  'AB-SAMPLE-005',
];

const PRODUCTS: CartProduct[] = [
  {
    id: 90001,
    sku: 'AB-SAMPLE-001',
    name: 'Cloudberry Serum sachet',
    visibility: 1,
    qty: 5000,
    eur: 0,
    aud: 0,
    sample: true,
    volume: '2 ml',
  },
  {
    id: 90002,
    sku: 'AB-SAMPLE-002',
    name: 'Rich Night Cream sachet',
    visibility: 1,
    qty: 5000,
    eur: 0,
    aud: 0,
    sample: true,
    volume: '2 ml',
  },
  {
    id: 90003,
    sku: 'AB-SAMPLE-003',
    name: 'Gentle Cleanser sachet',
    visibility: 1,
    qty: 5000,
    eur: 0,
    aud: 0,
    sample: true,
    volume: '3 ml',
  },
  {
    id: 90004,
    sku: 'AB-SAMPLE-004',
    name: 'Skin Veil Foundation sachet',
    visibility: 1,
    qty: 5000,
    eur: 0,
    aud: 0,
    sample: true,
    volume: '1 ml',
  },
  {
    id: 90005,
    sku: 'AB-SAMPLE-005',
    name: 'Vitamin C Booster sachet',
    visibility: 1,
    qty: 0,
    eur: 0,
    aud: 0,
    sample: true,
    volume: '1 ml',
  },
  {
    id: 90011,
    sku: 'AB-GWP-S',
    name: 'Mini Gentle Cleanser (gift)',
    visibility: 1,
    qty: 5000,
    eur: 0,
    aud: 0,
    volume: '30 ml',
  },
  {
    id: 90012,
    sku: 'AB-GWP-L',
    name: 'Linen Cosmetic Pouch (gift)',
    visibility: 1,
    qty: 5000,
    eur: 0,
    aud: 0,
  },
  { id: 90013, sku: 'AB-GWP-X', name: 'Travel Kit (gift)', visibility: 1, qty: 5000, eur: 0, aud: 0 },
  {
    id: 90021,
    sku: 'AB-TREE-001',
    name: 'Plant a Tree contribution',
    visibility: 4,
    qty: 100000,
    eur: 5,
    aud: 8,
    customPrice: true,
  },
];

/** The sachet or gift drawn for a cart product's picture. */
const shapeOf = (p: CartProduct): Shape => (p.sample ? 'tube' : p.sku === 'AB-GWP-S' ? 'bottle' : 'box');

export async function seedCartProducts(db: Db, log: (msg: string) => void): Promise<void> {
  const present = await db.query<{ n: number; named: number }>(
    `SELECT count(*)::int AS n,
            (SELECT count(*)::int FROM product_store WHERE product_id = ANY($1::int[]) AND store_id IN (6, 9)) AS named
       FROM product WHERE entity_id = ANY($1::int[]) AND image IS NOT NULL`,
    [PRODUCTS.map((p) => p.id)],
  );
  if ((present[0]?.n ?? 0) === PRODUCTS.length && (present[0]?.named ?? 0) === PRODUCTS.length * 2) return;
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL statement_timeout = 0');
    for (const p of PRODUCTS) {
      const inserted = await tx.query(
        `INSERT INTO product (entity_id, sku, type_id, visibility, stock_status, qty, max_qty, volume, weight,
                              is_custom_price, is_sample_product, ean_code)
         VALUES ($1, $2, 'simple', $3, $4, $5, NULL, $6, 0.01, $7, $8, NULL)
         ON CONFLICT (entity_id) DO NOTHING RETURNING entity_id`,
        [
          p.id,
          p.sku,
          p.visibility,
          p.qty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
          p.qty,
          p.volume ?? null,
          !!p.customPrice,
          !!p.sample,
        ],
      );
      // Samples and gifts have a picture like every product (issue 19: a crossed-out placeholder in
      // the bag); databases seeded before get it too.
      const image = productImagePath(p.sku.toLowerCase());
      await tx.query(
        `INSERT INTO media_asset (path, content_type, body) VALUES ($1, 'image/svg+xml', $2) ON CONFLICT (path) DO NOTHING`,
        [image, productSvg({ name: p.name, shape: shapeOf(p), color: p.sample ? '#b98b73' : '#2e8b7a' })],
      );
      await tx.query('UPDATE product SET image = $2 WHERE entity_id = $1 AND image IS NULL', [p.id, image]);
      const local = LOCAL_NAMES[p.sku];
      if (local)
        for (const [lang, storeId] of Object.entries(LOCAL_STORES) as [keyof typeof LOCAL_STORES, number][])
          await tx.query(
            `INSERT INTO product_store (product_id, store_id, name, url_key, description, short_description)
             SELECT $1, $2, $3, $4, $5, $5 WHERE EXISTS (SELECT 1 FROM product WHERE entity_id = $1)
             ON CONFLICT (product_id, store_id) DO NOTHING`,
            [p.id, storeId, local[lang], p.sku.toLowerCase(), `<p>${local[lang]}</p>`],
          );
      if (inserted.length === 0) continue;
      await tx.query(
        `INSERT INTO product_store (product_id, store_id, name, url_key, description, short_description)
         VALUES ($1, 0, $2, $3, $4, $4)`,
        [p.id, p.name, p.sku.toLowerCase(), `<p>${p.name}</p>`],
      );
      await tx.query(
        `INSERT INTO product_price (product_id, currency, regular_price, final_price) VALUES ($1, 'EUR', $2, $2), ($1, 'AUD', $3, $3)`,
        [p.id, p.eur, p.aud],
      );
    }
  });
  log('cart products (samples, gifts, custom price) inserted');
}
