import type { Queryable } from '../db/client.js';
import { inputError } from './errors.js';
import { uidToId } from './ids.js';
import { catalogDiscount } from './money.js';

/** Catalogue rules: category tree per store view, product search, paging and price maths. */

export const MAX_PAGE_SIZE = 300;

export interface CategoryModel {
  id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  include_in_menu: number;
  image: string | null;
  name: string;
  url_key: string;
  url_path: string;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  product_count: number;
  image_mobile: string | null;
  display_mode: string;
  default_sort_by: string;
  landing_block: string | null;
  landing_block_middle: string | null;
  childIds: number[];
}

export interface CategoryTree {
  byId: Map<number, CategoryModel>;
}

/** Loads every active category with its store-view texts (falls back to the default scope). */
export async function loadCategoryTree(db: Queryable, storeId: number): Promise<CategoryTree> {
  const rows = await db.query<Omit<CategoryModel, 'childIds'>>(
    `SELECT c.entity_id AS id, c.parent_id, c.path, c.level, c.position, c.include_in_menu, c.image,
            c.image_mobile, c.display_mode, c.default_sort_by, c.landing_block, c.landing_block_middle,
            t.name, t.url_key, t.url_path, t.description, t.meta_title, t.meta_description, t.meta_keywords,
            (SELECT count(DISTINCT cp.product_id)::int FROM category_product cp JOIN product p ON p.entity_id = cp.product_id
              WHERE cp.category_id = c.entity_id AND p.visibility = 4) AS product_count
       FROM category c
       JOIN (SELECT DISTINCT ON (category_id) * FROM category_store WHERE store_id IN (0, $1)
              ORDER BY category_id, store_id DESC) t ON t.category_id = c.entity_id
      WHERE c.is_active
      ORDER BY c.level, c.position, c.entity_id`,
    [storeId],
  );
  const byId = new Map<number, CategoryModel>();
  for (const r of rows) byId.set(r.id, { ...r, childIds: [] });
  for (const c of byId.values()) if (c.parent_id !== null) byId.get(c.parent_id)?.childIds.push(c.id);
  return { byId };
}

export function isInStoreTree(cat: CategoryModel, rootId: number): boolean {
  return cat.path.split('/').includes(String(rootId)) && cat.id !== 1;
}

export interface EqFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}
export interface MatchFilter {
  match?: string | null;
  match_type?: 'FULL' | 'PARTIAL' | null;
}
export interface RangeFilter {
  from?: string | null;
  to?: string | null;
}

export function eqValues(f: EqFilter | null | undefined): string[] | null {
  if (!f) return null;
  const values = [...(f.eq != null ? [f.eq] : []), ...(f.in ?? []).filter((v): v is string => v != null)];
  return values;
}

export interface CategoryFilter {
  category_uid?: EqFilter | null;
  ids?: EqFilter | null;
  name?: MatchFilter | null;
  parent_category_uid?: EqFilter | null;
  parent_id?: EqFilter | null;
  url_key?: EqFilter | null;
  url_path?: EqFilter | null;
}

/** Applies CategoryFilterInput; no filter means "the store's root category" as in Magento. */
export function filterCategories(
  tree: CategoryTree,
  rootId: number,
  filters: CategoryFilter | null | undefined,
): CategoryModel[] {
  const all = [...tree.byId.values()].filter((c) => isInStoreTree(c, rootId));
  const active = filters ? Object.entries(filters).filter(([, v]) => v != null) : [];
  if (active.length === 0) {
    const root = tree.byId.get(rootId);
    return root ? [root] : [];
  }
  const ids = (f: EqFilter | null | undefined, decode: boolean) =>
    eqValues(f)
      ?.map((v) => (decode ? uidToId(v) : /^\d+$/.test(v) ? Number(v) : null))
      .filter((v): v is number => v !== null) ?? null;
  const idSet = ids(filters?.ids, false);
  const uidSet = ids(filters?.category_uid, true);
  const parentSet = ids(filters?.parent_id, false);
  const parentUidSet = ids(filters?.parent_category_uid, true);
  const keys = eqValues(filters?.url_key);
  const paths = eqValues(filters?.url_path);
  const name = filters?.name?.match?.trim().toLowerCase();
  if (filters?.name && (!name || name.length === 0))
    throw inputError('Invalid match filter. Minimum length is 1.');
  return all.filter(
    (c) =>
      (!idSet || idSet.includes(c.id)) &&
      (!uidSet || uidSet.includes(c.id)) &&
      (!parentSet || (c.parent_id !== null && parentSet.includes(c.parent_id))) &&
      (!parentUidSet || (c.parent_id !== null && parentUidSet.includes(c.parent_id))) &&
      (!keys || keys.includes(c.url_key)) &&
      (!paths || paths.includes(c.url_path)) &&
      (!name ||
        (filters?.name?.match_type === 'FULL'
          ? c.name.toLowerCase() === name
          : c.name.toLowerCase().includes(name))),
  );
}

/** Ancestors between the store root and the category, for breadcrumbs. */
export function ancestors(tree: CategoryTree, cat: CategoryModel): CategoryModel[] {
  return cat.path
    .split('/')
    .map(Number)
    .filter((id) => id !== cat.id && id > 2)
    .map((id) => tree.byId.get(id))
    .filter((c): c is CategoryModel => c !== undefined);
}

export function validatePaging(
  pageSize: number | null | undefined,
  currentPage: number | null | undefined,
): { pageSize: number; currentPage: number } {
  const size = pageSize ?? 20;
  const page = currentPage ?? 1;
  if (size < 1) throw inputError('pageSize value must be greater than 0.');
  if (page < 1) throw inputError('currentPage value must be greater than 0.');
  if (size > MAX_PAGE_SIZE)
    throw inputError(`pageSize value must be less than or equal to ${MAX_PAGE_SIZE}.`);
  return { pageSize: size, currentPage: page };
}

// ---- Products ---------------------------------------------------------------------------

export interface ProductModel {
  id: number;
  sku: string;
  type_id: 'simple' | 'configurable' | 'giftcard';
  visibility: number;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  qty: number | null;
  max_qty: number | null;
  volume: string | null;
  collection: string | null;
  is_coming_soon: boolean;
  is_pre_order: boolean;
  is_makeup: boolean;
  weight: number | null;
  image: string | null;
  hover_image: string | null;
  name: string;
  url_key: string;
  description: string | null;
  short_description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
  regular_price: number | null;
  final_price: number | null;
  currency: string;
  parent_sku: string | null;
  category_ids: number[];
  bestseller_score: number;
  created_at: string | Date;
  ean_code: string | null;
  certificates: string | null;
  is_custom_price: boolean;
  is_sample_product: boolean;
  allow_open_amount: boolean;
  open_amount_min: number | null;
  open_amount_max: number | null;
  giftcard_type: string | null;
  allow_message: boolean;
  how_to_use: string | null;
  ingredients: string | null;
  shipping_info: string | null;
  sustainability: string | null;
  backstage: string | null;
  review_count: number;
  rating_avg: number | null;
}

export interface ProductFilter {
  category_id?: EqFilter | null;
  category_uid?: EqFilter | null;
  category_url_path?: EqFilter | null;
  description?: MatchFilter | null;
  name?: MatchFilter | null;
  price?: RangeFilter | null;
  short_description?: MatchFilter | null;
  sku?: EqFilter | null;
  url_key?: EqFilter | null;
}

export interface ProductSort {
  name?: 'ASC' | 'DESC' | null;
  position?: 'ASC' | 'DESC' | null;
  price?: 'ASC' | 'DESC' | null;
  relevance?: 'ASC' | 'DESC' | null;
}

/** Loads products by id with store-view texts and prices in the store's currency, in the given order. */
export async function loadProducts(
  db: Queryable,
  storeId: number,
  currency: string,
  ids: number[],
): Promise<ProductModel[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ProductModel>(
    `SELECT p.entity_id AS id, p.sku, p.type_id, p.visibility, p.stock_status, p.qty, p.max_qty, p.volume, p.collection,
            p.is_coming_soon, p.is_pre_order, p.is_makeup, p.weight, p.image, p.hover_image,
            p.bestseller_score, p.created_at, p.ean_code, p.certificates, p.is_custom_price, p.is_sample_product,
            p.allow_open_amount, p.open_amount_min, p.open_amount_max, p.giftcard_type, p.allow_message,
            t.how_to_use, t.ingredients, t.shipping_info, t.sustainability, t.backstage,
            (SELECT count(*)::int FROM review r WHERE r.product_id = p.entity_id AND r.status = 'APPROVED' AND r.store_id IN (0, $1)) AS review_count,
            (SELECT avg(v.value)::float8 FROM review r JOIN review_vote v ON v.review_id = r.review_id
              WHERE r.product_id = p.entity_id AND r.status = 'APPROVED' AND r.store_id IN (0, $1)) AS rating_avg,
            t.name, t.url_key, t.description, t.short_description, t.meta_title, t.meta_description, t.meta_keyword,
            pr.regular_price, pr.final_price, $2::text AS currency,
            (SELECT pp.sku FROM product_super_link l JOIN product pp ON pp.entity_id = l.parent_id WHERE l.product_id = p.entity_id LIMIT 1) AS parent_sku,
            COALESCE((SELECT array_agg(cp.category_id ORDER BY cp.category_id) FROM category_product cp WHERE cp.product_id = p.entity_id), '{}') AS category_ids
       FROM product p
       JOIN (SELECT DISTINCT ON (product_id) * FROM product_store WHERE store_id IN (0, $1) AND product_id = ANY($3::int[])
              ORDER BY product_id, store_id DESC) t ON t.product_id = p.entity_id
       LEFT JOIN product_price pr ON pr.product_id = p.entity_id AND pr.currency = $2
      WHERE p.entity_id = ANY($3::int[])`,
    [storeId, currency, ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductModel => r !== undefined);
}

export interface VariantLink {
  parent_id: number;
  product_id: number;
  attribute_id: number;
  attribute_code: string;
  attribute_label: string;
  swatch_type: string;
  value_index: number;
  value_label: string;
  swatch_value: string | null;
  sort_order: number;
  position: number;
  super_attribute_id: number;
}

export interface Price {
  regular: number;
  final: number;
}

/** Magento's ProductPrice: discount is regular − final, percent rounded to a whole percent (money.ts rule 6). */
/** Spec §4: in stock when stock_status is IN_STOCK and max_qty is null or above 0. */
export function isSalable(p: Pick<ProductModel, 'stock_status' | 'max_qty'>): boolean {
  return p.stock_status === 'IN_STOCK' && (p.max_qty === null || p.max_qty > 0);
}

/**
 * Whether nothing of a product can be bought (the "Out of Stock" special label, id -1): a
 * configurable product only when none of its variants is salable, whatever its own status says.
 */
export function nothingToBuy(
  p: Pick<ProductModel, 'type_id' | 'stock_status' | 'max_qty'>,
  variants: Pick<ProductModel, 'stock_status' | 'max_qty'>[],
): boolean {
  if (p.type_id === 'configurable' && variants.length > 0) return !variants.some(isSalable);
  return !isSalable(p);
}

export function productPrice(price: Price, currency: string) {
  const { amountOff, percentOff } = catalogDiscount(price.regular, price.final);
  return {
    regular_price: { value: price.regular, currency },
    final_price: { value: price.final, currency },
    discount: { amount_off: amountOff, percent_off: percentOff },
  };
}

/** Price range: a configurable product spans its variants' prices. */
export function priceRange(own: Price, variants: Price[], currency: string) {
  const prices = variants.length > 0 ? variants : [own];
  const min = prices.reduce((a, b) => (b.final < a.final ? b : a));
  const max = prices.reduce((a, b) => (b.final > a.final ? b : a));
  return { minimum_price: productPrice(min, currency), maximum_price: productPrice(max, currency) };
}

/**
 * Magento's deprecated `ProductInterface.price` from the same prices as `priceRange`: the lowest and
 * highest final price, and the lowest regular price (Magento's regular price of a composite product
 * is its cheapest option's). Prices carry no tax adjustments: they are shown as the store keeps them.
 */
export function productPrices(own: Price, variants: Price[], currency: string) {
  const prices = variants.length > 0 ? variants : [own];
  const amount = (value: number) => ({ amount: { value, currency }, adjustments: [] });
  return {
    minimalPrice: amount(Math.min(...prices.map((p) => p.final))),
    maximalPrice: amount(Math.max(...prices.map((p) => p.final))),
    regularPrice: amount(Math.min(...prices.map((p) => p.regular))),
  };
}
