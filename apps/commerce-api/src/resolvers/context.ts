import type { Db } from '../db/client.js';
import {
  loadCategoryTree,
  loadProducts,
  loadVariantLinks,
  type CategoryTree,
  type ProductModel,
  type VariantLink,
} from '../domain/catalog.js';
import { loadFilterableAttributes, type FilterableAttribute } from '../domain/search.js';
import type { StoreView } from '../domain/store.js';

/** Per-request context: the resolved store view plus memoised loaders, so a query never loads the same rows twice. */
export interface ApiContext {
  db: Db;
  /** Null only for an unknown `Store` header; execution is stopped before resolvers run in that case. */
  store: StoreView | null;
  stores: StoreView[];
  currency: string;
  /** Customer group from the `customer-group` header (guest 0). */
  customerGroupId: number;
  categoryTree(): Promise<CategoryTree>;
  filterableAttributes(): Promise<FilterableAttribute[]>;
  variants(parentId: number): Promise<{ links: VariantLink[]; children: ProductModel[] }>;
}

export interface ResolverContext extends ApiContext {
  store: StoreView;
}

export function createContext(
  db: Db,
  stores: StoreView[],
  store: StoreView | null,
  customerGroupId = 0,
): ApiContext {
  let tree: Promise<CategoryTree> | undefined;
  let attributes: Promise<FilterableAttribute[]> | undefined;
  const variantCache = new Map<number, Promise<{ links: VariantLink[]; children: ProductModel[] }>>();
  const storeId = store?.store_id ?? 0;
  const currency = store?.default_display_currency_code ?? 'EUR';
  return {
    db,
    store,
    stores,
    currency,
    customerGroupId,
    categoryTree: () => (tree ??= loadCategoryTree(db, storeId)),
    filterableAttributes: () => (attributes ??= loadFilterableAttributes(db, storeId)),
    variants: (parentId) => {
      let hit = variantCache.get(parentId);
      if (!hit) {
        hit = (async () => {
          const links = await loadVariantLinks(db, parentId);
          const childIds = [...new Set(links.map((l) => l.product_id))];
          return { links, children: await loadProducts(db, storeId, currency, childIds) };
        })();
        variantCache.set(parentId, hit);
      }
      return hit;
    },
  };
}
