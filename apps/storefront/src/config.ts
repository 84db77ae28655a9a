/**
 * Deployment settings of the storefront. Where the spec gives two readings, both are supported
 * here and the default is named.
 */
export type StoreUrlMode = 'path' | 'query';

export interface StorefrontConfig {
  /** Store view codes served by this storefront, in switcher order. */
  readonly storeCodes: readonly string[];
  /** The store served without a prefix (spec §1: default is en). */
  readonly defaultStoreCode: string;
  /**
   * Spec §1 gives two readings of the store prefix: the first path segment (`/de/about`, the
   * default) or the query form `/?de`. Both are understood when reading a URL; this decides
   * which one links are written in.
   */
  readonly storeUrlMode: StoreUrlMode;
  /** Staff/employee stores (spec §6: mc): never offered to shoppers, and no switcher inside them. */
  readonly staffStoreCodes: readonly string[];
  /** Spec §6: stores mc, au and en are hidden from the store switcher group. */
  readonly switcherHiddenStoreCodes: readonly string[];
}

function readStoreUrlMode(value: string | undefined): StoreUrlMode {
  return value === 'query' ? 'query' : 'path';
}

const env: Record<string, string | undefined> =
  typeof process !== 'undefined' && process.env ? process.env : {};

export const storefrontConfig: StorefrontConfig = {
  storeCodes: ['en', 'de', 'fr', 'au', 'mc'],
  defaultStoreCode: 'en',
  storeUrlMode: readStoreUrlMode(env.STORE_URL_MODE),
  staffStoreCodes: ['mc'],
  switcherHiddenStoreCodes: ['mc', 'au', 'en'],
};
