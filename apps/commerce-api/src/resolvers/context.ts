import type { Db } from '../db/client.js';
import DataLoader from 'dataloader';
import {
  authSettingsFromEnv,
  bearerToken,
  CUSTOMER_TEXT,
  customerIdForToken,
  type AuthSettings,
} from '../domain/customer.js';
import { shopperError } from '../domain/errors.js';
import { takeRateLimit, type RateBucket } from '../domain/rate-limit.js';
import { loadAll } from '../db/batch.js';
import {
  loadGalleryRows,
  loadGiftcardAmounts,
  loadLabelRows,
  loadLinkedIds,
  loadProductIdsBySku,
  loadReviewPages,
  loadVariantLinksFor,
  type GalleryRow,
  type GiftcardAmountRow,
  type LabelRow,
  type LinkKey,
  type ReviewPageKey,
  type ReviewRow,
} from '../domain/catalog-batch.js';
import {
  loadCategoryTree,
  loadProducts,
  type CategoryTree,
  type ProductModel,
  type VariantLink,
} from '../domain/catalog.js';
import { loadFilterableAttributes, type FilterableAttribute } from '../domain/search.js';
import type { StoreView } from '../domain/store.js';

/** Batched per-request loaders: one statement per field type for all products a response needs. */
export interface CatalogLoaders {
  product: DataLoader<number, ProductModel | null>;
  productIdBySku: DataLoader<string, number | null>;
  labels: DataLoader<number, LabelRow[]>;
  gallery: DataLoader<number, GalleryRow[]>;
  linked: DataLoader<LinkKey, number[], string>;
  reviews: DataLoader<ReviewPageKey, ReviewRow[], string>;
  variantLinks: DataLoader<number, VariantLink[]>;
  giftcardAmounts: DataLoader<number, GiftcardAmountRow[]>;
}

/** Per-request context: the resolved store view plus memoised loaders, so a query never loads the same rows twice. */
export interface ApiContext {
  db: Db;
  /** Null only for an unknown `Store` header; execution is stopped before resolvers run in that case. */
  store: StoreView | null;
  stores: StoreView[];
  currency: string;
  /** Customer group from the `customer-group` header (guest 0). */
  customerGroupId: number;
  /** Request headers (Authorization for customer carts); empty outside HTTP. */
  headers: Headers;
  categoryTree(): Promise<CategoryTree>;
  filterableAttributes(): Promise<FilterableAttribute[]>;
  variants(parentId: number): Promise<{ links: VariantLink[]; children: ProductModel[] }>;
  loaders: CatalogLoaders;
  /** Who is asking: the customer behind the bearer token, checked once per request. */
  auth: RequestAuth;
}

/** Internal header carrying the client's address from the HTTP handler to the resolvers. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

/** The request's customer, resolved lazily from its bearer token. */
export interface RequestAuth {
  settings: AuthSettings;
  /** The bearer token as sent (never logged), or null for guests. */
  token: string | null;
  /** The client's address for the sign-in throttle. */
  clientAddress: string;
  /** Counts this request against the client address's limit for `bucket`, or refuses it (429). */
  takeRateLimit(bucket: RateBucket): Promise<void>;
  /**
   * The customer id, or null for a guest. A token that is unknown, expired or revoked is answered
   * with Magento's authorization error rather than silently treated as a guest.
   */
  customerId(): Promise<number | null>;
  /** The customer id; a guest gets Magento's "The current customer isn't authorized." */
  requireCustomerId(): Promise<number>;
}

export interface ResolverContext extends ApiContext {
  store: StoreView;
}

/**
 * Store metadata that every listing needs (category tree with counts, filterable attributes) changes
 * only with the catalogue seed; it is shared between requests for a short time instead of being read
 * three times per request.
 */
export class MetadataCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  constructor(private readonly ttlMs = 60_000) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed load must not be served from the cache.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

export function createContext(
  db: Db,
  stores: StoreView[],
  store: StoreView | null,
  customerGroupId = 0,
  metadata?: MetadataCache,
  headers: Headers = new Headers(),
  authSettings: AuthSettings = authSettingsFromEnv(),
): ApiContext {
  let tree: Promise<CategoryTree> | undefined;
  let attributes: Promise<FilterableAttribute[]> | undefined;
  const storeId = store?.store_id ?? 0;
  const currency = store?.default_display_currency_code ?? 'EUR';
  const cached = <T>(key: string, load: () => Promise<T>) => (metadata ? metadata.get(key, load) : load());

  // One DataLoader per batch query, per request: loads in the same tick become one SQL statement,
  // and each key is fetched once per request (the cache never outlives the request).
  const product = new DataLoader<number, ProductModel | null>(async (ids) => {
    const rows = await loadProducts(db, storeId, currency, [...ids]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  const loaders: CatalogLoaders = {
    product,
    productIdBySku: new DataLoader((skus) => loadProductIdsBySku(db, [...skus])),
    labels: new DataLoader((ids) => loadLabelRows(db, storeId, [...ids])),
    gallery: new DataLoader((ids) => loadGalleryRows(db, [...ids])),
    linked: new DataLoader((keys) => loadLinkedIds(db, [...keys]), {
      cacheKeyFn: (k) => `${k.productId}|${k.type}`,
    }),
    reviews: new DataLoader((keys) => loadReviewPages(db, storeId, [...keys]), {
      cacheKeyFn: (k) => `${k.productId}|${k.pageSize}|${k.currentPage}`,
    }),
    variantLinks: new DataLoader((ids) => loadVariantLinksFor(db, storeId, [...ids])),
    giftcardAmounts: new DataLoader((ids) => loadGiftcardAmounts(db, currency, [...ids])),
  };
  const variantCache = new Map<number, Promise<{ links: VariantLink[]; children: ProductModel[] }>>();

  const token = bearerToken(headers);
  let customer: Promise<number | null> | undefined;
  const customerId = () =>
    (customer ??= token
      ? customerIdForToken(db, token).then((id) => {
          if (id === null) throw shopperError(CUSTOMER_TEXT.notAuthorized, 'graphql-authorization');
          return id;
        })
      : Promise.resolve(null));
  const auth: RequestAuth = {
    settings: authSettings,
    token,
    // Set by the API's own HTTP handler from the socket (or a trusted proxy), never from the client.
    clientAddress: headers.get(CLIENT_ADDRESS_HEADER) || 'unknown',
    takeRateLimit: (bucket) =>
      takeRateLimit(
        db,
        bucket,
        headers.get(CLIENT_ADDRESS_HEADER) || 'unknown',
        authSettings.rateLimits[bucket],
      ),
    customerId,
    requireCustomerId: async () => {
      const id = await customerId();
      if (id === null) throw shopperError(CUSTOMER_TEXT.notAuthorized, 'graphql-authorization');
      return id;
    },
  };

  return {
    db,
    store,
    stores,
    auth,
    currency,
    customerGroupId,
    headers,
    loaders,
    categoryTree: () => (tree ??= cached(`tree:${storeId}`, () => loadCategoryTree(db, storeId))),
    filterableAttributes: () =>
      (attributes ??= cached(`attributes:${storeId}`, () => loadFilterableAttributes(db, storeId))),
    variants: (parentId) => {
      let hit = variantCache.get(parentId);
      if (!hit) {
        hit = (async () => {
          const links = await loaders.variantLinks.load(parentId);
          const childIds = [...new Set(links.map((l) => l.product_id))];
          const children = await loadAll(product, childIds);
          return { links, children: children.filter((c): c is ProductModel => c !== null) };
        })();
        variantCache.set(parentId, hit);
      }
      return hit;
    },
  };
}
