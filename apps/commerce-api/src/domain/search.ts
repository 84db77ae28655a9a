import type { Queryable } from '../db/client.js';
import { eqValues, type EqFilter, type MatchFilter, type RangeFilter } from './catalog.js';
import { inputError } from './errors.js';
import { toUid, uidToId } from './ids.js';

/** Longest catalogue search term accepted (Magento's default maximum query length). */
export const SEARCH_MAX_QUERY = 128;

/**
 * Product search as Magento's layered navigation does it: SQL narrows by text search and plain
 * attribute filters, then facet filters (category, price, select attributes) and aggregations run
 * over that candidate set, each facet's counts ignoring its own filter.
 */

export type SortDir = 'ASC' | 'DESC';

export interface FilterableAttribute {
  attribute_id: number;
  attribute_code: string;
  label: string;
  position: number;
  swatch_type: string;
  options: { option_id: number; label: string; sort_order: number; swatch_value: string | null }[];
}

/** Filterable attributes with labels in the store view's language (store 0 is the fallback). */
export async function loadFilterableAttributes(
  db: Queryable,
  storeId: number,
): Promise<FilterableAttribute[]> {
  const attrs = await db.query<Omit<FilterableAttribute, 'options'>>(
    `SELECT a.attribute_id, a.attribute_code, a.position, a.swatch_type,
            (SELECT l.label FROM catalog_attribute_label l WHERE l.attribute_id = a.attribute_id AND l.store_id IN (0, $1)
              ORDER BY l.store_id DESC LIMIT 1) AS label
       FROM catalog_attribute a WHERE a.is_filterable ORDER BY a.position`,
    [storeId],
  );
  const options = await db.query<FilterableAttribute['options'][number] & { attribute_id: number }>(
    `SELECT o.attribute_id, o.option_id, o.sort_order, o.swatch_value,
            (SELECT l.label FROM catalog_attribute_option_label l WHERE l.option_id = o.option_id AND l.store_id IN (0, $1)
              ORDER BY l.store_id DESC LIMIT 1) AS label
       FROM catalog_attribute_option o ORDER BY o.attribute_id, o.sort_order, o.option_id`,
    [storeId],
  );
  return attrs.map((a) => ({ ...a, options: options.filter((o) => o.attribute_id === a.attribute_id) }));
}

export interface SearchInput {
  storeId: number;
  currency: string;
  /** PostgreSQL text search configuration of the store's language (english, german, french). */
  textConfig: string;
  search?: string | null;
  filter?: Record<string, unknown> | null;
  sort?: Record<string, SortDir | null | undefined> | null;
  pageSize: number;
  currentPage: number;
  attributes: FilterableAttribute[];
  /** Category url_path → id, for category_url_path filters. */
  categoryIdsByPath: (paths: string[]) => number[];
  /** Category id → name and children (for the category aggregation). */
  category: (id: number) => { name: string; childIds: number[]; position: number } | undefined;
  rootCategoryId: number;
  /** Only products in the store's category tree are found. */
  inStore: (categoryId: number) => boolean;
}

export interface AggregationResult {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: { label: string; value: string; count: number }[];
}

export interface SearchResult {
  ids: number[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  aggregations: AggregationResult[];
  isSearch: boolean;
}

interface Candidate {
  id: number;
  name: string;
  price: number | null;
  bestseller_score: number;
  created_at: string | Date;
  relevance: number;
  category_ids: number[];
  category_positions: number[];
  option_keys: string[];
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Search words as prefix terms for to_tsquery: letters and digits only, so input can never break the query. */
export function toTsQuery(search: string): string | null {
  const words = search
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 10);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** The spec's sort values (§9) next to Magento's; the name says the order, the direction is kept for the others. */
export const SPEC_SORTS = ['BESTSELLER', 'NEW_ARRIVAL', 'PRICE_HIGH_LOW', 'PRICE_LOW_HIGH'] as const;

export async function searchCatalog(db: Queryable, input: SearchInput): Promise<SearchResult> {
  const params: unknown[] = [input.storeId, input.currency];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = ['p.visibility = 4'];
  const f = (input.filter ?? {}) as Record<string, EqFilter & MatchFilter & RangeFilter>;

  const skus = eqValues(f.sku);
  if (skus) where.push(`p.sku = ANY(${p(skus)}::text[])`);
  const keys = eqValues(f.url_key);
  if (keys) where.push(`t.url_key = ANY(${p(keys)}::text[])`);
  const match = (col: string, m: MatchFilter | null | undefined) => {
    if (!m) return;
    const value = m.match?.trim() ?? '';
    if (value.length === 0) throw inputError('Invalid match filter. Minimum length is 1.');
    where.push(
      m.match_type === 'FULL'
        ? `lower(${col}) = lower(${p(value)})`
        : `${col} ILIKE ${p(`%${likeEscape(value)}%`)}`,
    );
  };
  match('t.name', f.name);
  match('t.description', f.description);
  match('t.short_description', f.short_description);

  let relevance = '0::float8';
  const isSearch = input.search != null;
  if (isSearch) {
    const text = (input.search ?? '').trim();
    if (text.length === 0) throw inputError('Search term must be at least two characters.');
    // Magento's catalog/search/max_query_length (128): a longer term is no shopper's search.
    if (text.length > SEARCH_MAX_QUERY)
      throw inputError(`Search term must be at most ${SEARCH_MAX_QUERY} characters.`);
    const ts = toTsQuery(text);
    const like = p(`%${likeEscape(text)}%`);
    if (ts) {
      const q = `to_tsquery(${p(input.textConfig)}::regconfig, ${p(ts)})`;
      where.push(`(t.search_vector @@ ${q} OR p.sku ILIKE ${like})`);
      // Name hits weigh 1.0, collection/ingredients 0.4, description 0.2; an exact SKU hit wins.
      relevance = `(ts_rank('{0.2, 0.2, 0.4, 1.0}', t.search_vector, ${q}) + CASE WHEN p.sku ILIKE ${like} THEN 1 ELSE 0 END)::float8`;
    } else {
      where.push(`p.sku ILIKE ${like}`);
    }
  }

  const catIds = eqValues(f.category_id)?.map(Number).filter(Number.isInteger) ?? null;
  const catUids =
    eqValues(f.category_uid)
      ?.map(uidToId)
      .filter((v): v is number => v !== null) ?? null;
  const catPaths = eqValues(f.category_url_path);
  let categoryIds: number[] | null = null;
  for (const set of [catIds, catUids, catPaths ? input.categoryIdsByPath(catPaths) : null]) {
    if (set === null) continue;
    categoryIds = categoryIds === null ? set : categoryIds.filter((id) => set.includes(id));
  }
  // One filtered category (a category page): only products in its subtree can be in the result or in
  // any facet count (child-category counts included), so the candidate set is narrowed in SQL.
  if (categoryIds?.length === 1) {
    const subtree: number[] = [];
    const queue = [categoryIds[0]!];
    while (queue.length > 0) {
      const id = queue.shift()!;
      subtree.push(id);
      queue.push(...(input.category(id)?.childIds ?? []));
    }
    where.push(
      `EXISTS (SELECT 1 FROM category_product cf WHERE cf.product_id = p.entity_id AND cf.category_id = ANY(${p(subtree)}::int[]))`,
    );
  }

  const rows = await db.query<Candidate>(
    `SELECT p.entity_id AS id, t.name, pr.final_price AS price, p.bestseller_score, p.created_at, ${relevance} AS relevance,
            COALESCE(cats.category_ids, '{}') AS category_ids, COALESCE(cats.category_positions, '{}') AS category_positions,
            COALESCE(opts.option_keys, '{}') AS option_keys
       FROM product p
       JOIN (SELECT DISTINCT ON (product_id) * FROM product_store WHERE store_id IN (0, $1) ORDER BY product_id, store_id DESC) t ON t.product_id = p.entity_id
       LEFT JOIN product_price pr ON pr.product_id = p.entity_id AND pr.currency = $2
       LEFT JOIN (SELECT product_id, array_agg(category_id ORDER BY category_id) AS category_ids,
                         array_agg(position ORDER BY category_id) AS category_positions
                    FROM category_product GROUP BY product_id) cats ON cats.product_id = p.entity_id
       LEFT JOIN (SELECT product_id, array_agg(attribute_id || ':' || option_id) AS option_keys
                    FROM product_attribute_option GROUP BY product_id) opts ON opts.product_id = p.entity_id
      WHERE ${where.join(' AND ')}`,
    params,
  );
  const candidates = rows
    .map((r) => ({
      ...r,
      relevance: Number(r.relevance),
      price: r.price === null ? null : Number(r.price),
      optionSet: new Set(r.option_keys),
    }))
    .filter((r) => r.category_ids.some(input.inStore));

  // Facet filters: each is a predicate; aggregations apply all but their own.
  type C = (typeof candidates)[number];
  const facets = new Map<string, (c: C) => boolean>();
  if (categoryIds !== null) {
    const wanted = categoryIds;
    facets.set('category_uid', (c) => c.category_ids.some((id) => wanted.includes(id)));
  }
  if (f.price) {
    const num = (v: string | null | undefined) => (v != null && v !== '' ? Number(v) : null);
    const from = num(f.price.from);
    const to = num(f.price.to);
    if ((from !== null && Number.isNaN(from)) || (to !== null && Number.isNaN(to)))
      throw inputError('Invalid price range.');
    facets.set(
      'price',
      (c) => c.price !== null && (from === null || c.price >= from) && (to === null || c.price <= to),
    );
  }
  for (const attr of input.attributes) {
    const values = eqValues(f[attr.attribute_code]);
    if (!values) continue;
    const keysWanted = values.map((v) => `${attr.attribute_id}:${v}`);
    facets.set(attr.attribute_code, (c) => keysWanted.some((k) => c.optionSet.has(k)));
  }
  const passing = (except: string | null) =>
    candidates.filter((c) => [...facets.entries()].every(([code, test]) => code === except || test(c)));
  const matched = passing(null);

  // Sorting: explicit fields in the order given, then Magento's default (relevance or position).
  const positionOf = (c: C) => {
    if (categoryIds === null) return c.id;
    let best = Number.MAX_SAFE_INTEGER;
    c.category_ids.forEach((id, i) => {
      if (categoryIds!.includes(id)) best = Math.min(best, c.category_positions[i] ?? best);
    });
    return best;
  };
  const time = (c: C) => new Date(c.created_at).getTime();
  const price = (c: C) => c.price ?? Number.MAX_SAFE_INTEGER;
  const comparators: ((a: C, b: C) => number)[] = [];
  const dirOf = (d: SortDir) => (d === 'DESC' ? -1 : 1);
  for (const [key, d] of Object.entries(input.sort ?? {})) {
    if (!d) continue;
    const s = dirOf(d);
    if (key === 'name') comparators.push((a, b) => s * a.name.localeCompare(b.name));
    else if (key === 'price') comparators.push((a, b) => s * (price(a) - price(b)));
    else if (key === 'position') comparators.push((a, b) => s * (positionOf(a) - positionOf(b)));
    else if (key === 'relevance') comparators.push((a, b) => s * (a.relevance - b.relevance));
    else if (key === 'BESTSELLER') comparators.push((a, b) => s * (a.bestseller_score - b.bestseller_score));
    else if (key === 'NEW_ARRIVAL') comparators.push((a, b) => s * (time(a) - time(b)));
    else if (key === 'PRICE_HIGH_LOW') comparators.push((a, b) => price(b) - price(a));
    else if (key === 'PRICE_LOW_HIGH') comparators.push((a, b) => price(a) - price(b));
  }
  if (comparators.length === 0) {
    comparators.push(
      isSearch ? (a, b) => b.relevance - a.relevance : (a, b) => positionOf(a) - positionOf(b),
    );
  }
  comparators.push((a, b) => a.id - b.id);
  matched.sort((a, b) => {
    for (const cmp of comparators) {
      const r = cmp(a, b);
      if (r !== 0) return r;
    }
    return 0;
  });

  const total = matched.length;
  const totalPages = Math.ceil(total / input.pageSize);
  if (total > 0 && input.currentPage > totalPages) {
    throw inputError(
      `currentPage value ${input.currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
  const start = (input.currentPage - 1) * input.pageSize;
  return {
    ids: matched.slice(start, start + input.pageSize).map((c) => c.id),
    total_count: total,
    page_info: { current_page: input.currentPage, page_size: input.pageSize, total_pages: totalPages },
    aggregations: aggregate(input, categoryIds, passing),
    isSearch,
  };
}

function aggregate<
  C extends { id: number; price: number | null; category_ids: number[]; optionSet: Set<string> },
>(
  input: SearchInput,
  categoryIds: number[] | null,
  passing: (except: string | null) => C[],
): AggregationResult[] {
  const out: AggregationResult[] = [];

  // Categories: children of the filtered category (or of the store root), counted over the set without the category filter.
  const base = passing('category_uid');
  const parentId = categoryIds?.length === 1 ? categoryIds[0]! : input.rootCategoryId;
  const parent = input.category(parentId);
  if (parent) {
    const options = parent.childIds
      .map((id) => ({ id, cat: input.category(id) }))
      .map(({ id, cat }) => ({
        label: cat?.name ?? '',
        value: toUid(id),
        count: base.filter((c) => c.category_ids.includes(id)).length,
        position: cat?.position ?? 0,
      }))
      .filter((o) => o.count > 0)
      .sort((a, b) => a.position - b.position)
      .map(({ label, value, count }) => ({ label, value, count }));
    if (options.length)
      out.push({
        attribute_code: 'category_uid',
        label: 'Category',
        count: options.length,
        position: 0,
        options,
      });
  }

  // Price buckets of a round step giving at most 10 buckets.
  const priced = passing('price').filter((c) => c.price !== null);
  if (priced.length) {
    const max = Math.max(...priced.map((c) => c.price!));
    const step = [10, 20, 50, 100, 200, 500, 1000].find((s) => max / s <= 10) ?? 1000;
    const buckets = new Map<number, number>();
    for (const c of priced) {
      const from = Math.floor(c.price! / step) * step;
      buckets.set(from, (buckets.get(from) ?? 0) + 1);
    }
    const options = [...buckets.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([from, count]) => ({ label: `${from}-${from + step}`, value: `${from}_${from + step}`, count }));
    out.push({ attribute_code: 'price', label: 'Price', count: options.length, position: 1, options });
  }

  for (const attr of input.attributes) {
    const set = passing(attr.attribute_code);
    const options = attr.options
      .map((o) => ({
        label: o.label,
        value: String(o.option_id),
        count: set.filter((c) => c.optionSet.has(`${attr.attribute_id}:${o.option_id}`)).length,
      }))
      .filter((o) => o.count > 0);
    if (options.length) {
      out.push({
        attribute_code: attr.attribute_code,
        label: attr.label,
        count: options.length,
        position: attr.position + 1,
        options,
      });
    }
  }
  return out;
}
