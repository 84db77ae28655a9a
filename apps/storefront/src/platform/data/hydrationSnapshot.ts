import type { NormalizedCacheObject } from '@apollo/client';

/**
 * Root fields whose answers the route loaders turn into loader data (the resolved route, parsed
 * Page Builder blocks, the header menus and the store list, listings, the products, categories and posts of content
 * blocks). The page hydrates from that loader data and no component watches these queries (the
 * storefront reads catalogue data only through loaders; hooks watch cart and customer data), so
 * sending the raw answers as well would ship the CMS HTML twice — once rendered, once in the
 * cache: of the home page's 185 KB of state, 76 KB were the cache. A later client-side navigation
 * asks the API again.
 */
export const LOADER_ONLY_ROOT_FIELDS: readonly string[] = [
  'route',
  'cmsPage',
  'cmsBlocks',
  'scandiwebMenu',
  'products',
  'categories',
  'categoryList',
  'amBlogPosts',
  // The shell's store list: loader data only (the store switcher); no hook asks for it.
  'availableStores',
];

const fieldName = (storeFieldName: string) => {
  const end = storeFieldName.search(/[(:]/);
  return end === -1 ? storeFieldName : storeFieldName.slice(0, end);
};

function collectRefs(value: unknown, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value && typeof value === 'object') {
    const ref = (value as { __ref?: unknown }).__ref;
    if (typeof ref === 'string') into.push(ref);
    else for (const item of Object.values(value)) collectRefs(item, into);
  }
}

/**
 * The cache the browser gets with the HTML: the server's cache without the loader-only root fields
 * and without the entities only they reached (a mark-and-sweep from the root objects, as the
 * cache's own `gc()` does).
 */
export function hydrationSnapshot(
  extracted: NormalizedCacheObject,
  dropRootFields: readonly string[] = LOADER_ONLY_ROOT_FIELDS,
): NormalizedCacheObject {
  const drop = new Set(dropRootFields);
  const out: NormalizedCacheObject = {};
  const pending: string[] = [];
  for (const rootId of ['ROOT_QUERY', 'ROOT_MUTATION', 'ROOT_SUBSCRIPTION']) {
    const root = extracted[rootId];
    if (!root) continue;
    const kept = Object.fromEntries(
      Object.entries(root).filter(([key]) => rootId !== 'ROOT_QUERY' || !drop.has(fieldName(key))),
    );
    out[rootId] = kept as NormalizedCacheObject[string];
    collectRefs(kept, pending);
  }
  while (pending.length) {
    const id = pending.pop()!;
    if (id in out || !extracted[id]) continue;
    out[id] = extracted[id];
    collectRefs(extracted[id], pending);
  }
  return out;
}
