/**
 * Deployment settings of the storefront. Where the spec gives two readings, both are supported
 * here and the default is named.
 */
export type StoreUrlMode = 'path' | 'query';

/**
 * Spec §2 gives two readings of the checkout's three steps: "shipping details (1), receiver details
 * (2), payment details (3)" (`shipping-first`, the default) and "receiver, shipping, payment"
 * (`receiver-first`). Chosen at build time with `VITE_CHECKOUT_STEP_ORDER`, so the server-rendered
 * and the hydrated page always agree.
 */
export type CheckoutStepOrder = 'shipping-first' | 'receiver-first';
export type CheckoutStepId = 'shipping' | 'receiver' | 'payment';
export const CHECKOUT_STEP_ORDERS: Record<CheckoutStepOrder, readonly CheckoutStepId[]> = {
  'shipping-first': ['shipping', 'receiver', 'payment'],
  'receiver-first': ['receiver', 'shipping', 'payment'],
};

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

export function readCheckoutStepOrder(value: string | undefined): CheckoutStepOrder {
  return value === 'receiver-first' ? 'receiver-first' : 'shipping-first';
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

/** Checkout settings (spec §2): the step order reading, fixed at build time. */
export const checkoutConfig: { readonly stepOrder: CheckoutStepOrder } = {
  stepOrder: readCheckoutStepOrder(import.meta.env?.VITE_CHECKOUT_STEP_ORDER as string | undefined),
};

/**
 * Spec §2: "A page view is tracked on each push navigation". Read as a new page (`path`, the
 * default): a push navigation that changes the path; query-string and hash changes of the same
 * page (filters, sort, pagination, product options) are not page views. Read literally (`push`):
 * every push navigation, query-string changes included. Replace and back/forward navigations
 * never count; the landing page always does.
 */
export type PageViewReading = 'path' | 'push';

/**
 * Spec §2 on URLs the resolver looks up: "While loading, a shimmer or loader shows" (`shimmer`,
 * the default: the page gives way to a shimmer while the lookup answers) and "Navigation to
 * unlisted paths waits for the lookup, with the page-loading flag on" (`wait`: the old page
 * stays until the new one is ready). The page-loading indicator runs in both.
 */
export type ResolverPendingReading = 'shimmer' | 'wait';

export function readPageViewReading(value: string | undefined): PageViewReading {
  return value === 'push' ? 'push' : 'path';
}

export function readResolverPendingReading(value: string | undefined): ResolverPendingReading {
  return value === 'wait' ? 'wait' : 'shimmer';
}

/** Navigation settings (spec §2), fixed at build time so server and browser agree. */
export const navigationConfig: {
  readonly pageViews: PageViewReading;
  readonly resolverPending: ResolverPendingReading;
} = {
  pageViews: readPageViewReading(import.meta.env?.VITE_PAGE_VIEWS as string | undefined),
  resolverPending: readResolverPendingReading(import.meta.env?.VITE_RESOLVER_PENDING as string | undefined),
};
