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
