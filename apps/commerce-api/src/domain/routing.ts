import type { Queryable } from '../db/client.js';

export type RouteType = 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE' | 'AMBLOG_POST' | 'AMBLOG_CATEGORY';

export interface ResolvedRoute {
  type: RouteType;
  id: number;
  /** The URL to show: for redirects the target, else the requested path (without leading slash). */
  relative_url: string;
  redirect_code: 0 | 301 | 302;
}

const ENTITY_TYPES: Record<string, RouteType> = {
  category: 'CATEGORY',
  product: 'PRODUCT',
  'cms-page': 'CMS_PAGE',
  'amblog-post': 'AMBLOG_POST',
  'amblog-category': 'AMBLOG_CATEGORY',
};

interface RewriteRow {
  request_path: string;
  target_path: string;
  redirect_type: number;
  entity_type: string;
  entity_id: number;
}

/** Strips host, query, fragment and leading slashes: "/skincare.html?x=1" → "skincare.html". */
export function normaliseUrl(url: string): string {
  let path = url.trim();
  path = path.replace(/^[a-z]+:\/\/[^/]+/i, '');
  path = path.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path).replace(/^\/+/, '').replace(/\/+$/, '');
}

/**
 * Resolves a storefront URL through the store's URL rewrites. Accepts the path with or without the
 * store's .html suffix; "" is the home page. Unknown URLs resolve to null, as in Magento.
 */
export async function resolveUrl(
  db: Queryable,
  storeId: number,
  url: string,
  opts: { homePage: string; suffixes: string[] },
): Promise<ResolvedRoute | null> {
  let path: string;
  try {
    path = normaliseUrl(url);
  } catch {
    return null; // malformed percent-encoding is just an unknown URL
  }
  if (path === '') path = opts.homePage;
  const candidates = new Set([path]);
  for (const suffix of opts.suffixes.filter((s) => s !== '')) {
    if (path.endsWith(suffix)) candidates.add(path.slice(0, -suffix.length));
    else candidates.add(path + suffix);
  }
  const rows = await db.query<RewriteRow>(
    `SELECT request_path, target_path, redirect_type, entity_type, entity_id FROM url_rewrite
      WHERE store_id = $1 AND request_path = ANY($2::text[])`,
    [storeId, [...candidates]],
  );
  // Prefer the exact path the shopper asked for, then the suffixed/unsuffixed variants.
  let row = rows.find((r) => r.request_path === path) ?? rows[0];
  if (!row) {
    // A system path (catalog/product/view/id/28, catalog/category/view/id/3, cms/page/view/page_id/2)
    // is the entity itself, as in Magento: found through the rewrite that targets it.
    const system = await db.query<RewriteRow>(
      `SELECT request_path, target_path, redirect_type, entity_type, entity_id FROM url_rewrite
        WHERE store_id = $1 AND target_path = $2 AND redirect_type = 0 ORDER BY request_path LIMIT 1`,
      [storeId, path],
    );
    row = system[0];
  }
  if (!row) return null;
  const type = ENTITY_TYPES[row.entity_type];
  if (!type) return null;
  if (row.redirect_type === 301 || row.redirect_type === 302) {
    return { type, id: row.entity_id, relative_url: row.target_path, redirect_code: row.redirect_type };
  }
  return { type, id: row.entity_id, relative_url: row.request_path, redirect_code: 0 };
}
