import type { Queryable } from '../db/client.js';
import { groupBy } from '../db/batch.js';
import type { VariantLink } from './catalog.js';

/**
 * Batch reads for the product fields a listing or product page asks for: one statement per field
 * type for every product of the page, whatever the page size.
 */

export interface LabelRow {
  product_id: number;
  label_id: number;
  name: string;
  position: string;
  size: string | null;
  style: string | null;
  image: string | null;
  txt: string | null;
  customer_group_ids: string;
}

export async function loadLabelRows(
  db: Queryable,
  storeId: number,
  productIds: number[],
): Promise<LabelRow[][]> {
  const rows = await db.query<LabelRow>(
    `SELECT DISTINCT ON (lp.product_id, l.label_id) lp.product_id, l.label_id, l.name, l.position, l.size, l.style,
            l.image, l.txt, l.customer_group_ids
       FROM product_label_product lp JOIN product_label l ON l.label_id = lp.label_id
      WHERE lp.product_id = ANY($1::int[]) AND l.store_id IN (0, $2)
      ORDER BY lp.product_id, l.label_id, l.store_id DESC`,
    [productIds, storeId],
  );
  const by = groupBy(rows, (r) => r.product_id);
  return productIds.map((id) => by.get(id) ?? []);
}

export interface GalleryRow {
  product_id: number;
  path: string;
  position: number;
  disabled: boolean;
  kind: string;
}

export async function loadGalleryRows(db: Queryable, productIds: number[]): Promise<GalleryRow[][]> {
  const rows = await db.query<GalleryRow>(
    `SELECT product_id, path, position, disabled, kind FROM product_media
      WHERE product_id = ANY($1::int[]) ORDER BY product_id, position`,
    [productIds],
  );
  const by = groupBy(rows, (r) => r.product_id);
  return productIds.map((id) => by.get(id) ?? []);
}

export interface LinkKey {
  productId: number;
  type: string;
}

/** Visible linked product ids per (product, link type), in link position order. */
export async function loadLinkedIds(db: Queryable, keys: LinkKey[]): Promise<number[][]> {
  const rows = await db.query<{ product_id: number; link_type: string; id: number }>(
    `SELECT l.product_id, l.link_type, l.linked_product_id AS id
       FROM product_link l JOIN product p ON p.entity_id = l.linked_product_id
      WHERE l.product_id = ANY($1::int[]) AND l.link_type = ANY($2::text[]) AND p.visibility = 4
      ORDER BY l.product_id, l.link_type, l.position`,
    [[...new Set(keys.map((k) => k.productId))], [...new Set(keys.map((k) => k.type))]],
  );
  const by = groupBy(rows, (r) => `${r.product_id}|${r.link_type}`);
  return keys.map((k) => (by.get(`${k.productId}|${k.type}`) ?? []).map((r) => r.id));
}

export interface ReviewRow {
  review_id: number;
  product_id: number;
  nickname: string;
  summary: string;
  detail: string;
  created_at: string | Date;
  rating_code: string;
  value: number;
}

export interface ReviewPageKey {
  productId: number;
  pageSize: number;
  currentPage: number;
}

/** One page of approved reviews per product; keys sharing a page size and page go in one statement. */
export async function loadReviewPages(
  db: Queryable,
  storeId: number,
  keys: ReviewPageKey[],
): Promise<ReviewRow[][]> {
  const out = new Map<string, ReviewRow[]>();
  const groups = groupBy(keys, (k) => `${k.pageSize}|${k.currentPage}`);
  for (const group of groups.values()) {
    const { pageSize, currentPage } = group[0]!;
    const ids = [...new Set(group.map((k) => k.productId))];
    const rows = await db.query<ReviewRow & { rn: number }>(
      `SELECT * FROM (
         SELECT r.review_id, r.product_id, r.nickname, r.summary, r.detail, r.created_at, g.rating_code, v.value,
                row_number() OVER (PARTITION BY r.product_id ORDER BY r.created_at DESC, r.review_id DESC) AS rn
           FROM review r JOIN review_vote v ON v.review_id = r.review_id JOIN rating g ON g.rating_id = v.rating_id
          WHERE r.product_id = ANY($1::int[]) AND r.status = 'APPROVED' AND r.store_id IN (0, $2)) x
        WHERE rn > $3 AND rn <= $4
        ORDER BY product_id, rn`,
      [ids, storeId, (currentPage - 1) * pageSize, currentPage * pageSize],
    );
    const by = groupBy(rows, (r) => r.product_id);
    for (const id of ids) out.set(`${id}|${pageSize}|${currentPage}`, by.get(id) ?? []);
  }
  return keys.map((k) => out.get(`${k.productId}|${k.pageSize}|${k.currentPage}`) ?? []);
}

export interface GiftcardAmountRow {
  product_id: number;
  value_id: number;
  website_id: number;
  value: number;
}

export async function loadGiftcardAmounts(
  db: Queryable,
  currency: string,
  productIds: number[],
): Promise<GiftcardAmountRow[][]> {
  const rows = await db.query<GiftcardAmountRow>(
    `SELECT product_id, value_id, website_id, value FROM giftcard_amount
      WHERE product_id = ANY($1::int[]) AND currency = $2 ORDER BY product_id, value`,
    [productIds, currency],
  );
  const by = groupBy(rows, (r) => r.product_id);
  return productIds.map((id) => by.get(id) ?? []);
}

export async function loadProductIdsBySku(db: Queryable, skus: string[]): Promise<(number | null)[]> {
  const rows = await db.query<{ id: number; sku: string }>(
    'SELECT entity_id AS id, sku FROM product WHERE sku = ANY($1::text[])',
    [skus],
  );
  const by = new Map(rows.map((r) => [r.sku, r.id]));
  return skus.map((s) => by.get(s) ?? null);
}

/** Configurable links for many parents at once. */
export async function loadVariantLinksFor(
  db: Queryable,
  storeId: number,
  parentIds: number[],
): Promise<VariantLink[][]> {
  // The attribute's label in the store view (configurable_attribute_label), else its default.
  const rows = await db.query<VariantLink>(
    `SELECT l.parent_id, l.product_id, a.attribute_id, a.attribute_code,
            COALESCE((SELECT al.label FROM configurable_attribute_label al
                       WHERE al.attribute_id = a.attribute_id AND al.store_id = $2), a.label) AS attribute_label, a.swatch_type,
            l.value_index, o.label AS value_label, o.swatch_value, o.sort_order, sa.position, sa.product_super_attribute_id AS super_attribute_id
       FROM product_super_link l
       JOIN configurable_attribute a ON a.attribute_id = l.attribute_id
       JOIN configurable_attribute_option o ON o.attribute_id = l.attribute_id AND o.value_index = l.value_index
       JOIN product_super_attribute sa ON sa.product_id = l.parent_id AND sa.attribute_id = l.attribute_id
      WHERE l.parent_id = ANY($1::int[])
      ORDER BY l.parent_id, sa.position, o.sort_order`,
    [parentIds, storeId],
  );
  const by = groupBy(rows, (r) => r.parent_id);
  return parentIds.map((id) => by.get(id) ?? []);
}
