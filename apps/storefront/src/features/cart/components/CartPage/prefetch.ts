import type { RouteDeps } from '../../../../platform/routing/deps';
import { getStoredCartId } from '../../cartIdStore';
import { CartPageDocument } from './__generated__/CartPage';

/** The cart asked for while the first page hydrated, until the bag's first render takes it. */
let prefetched: string | null = null;

/**
 * Issue 18: when the first page is the bag, its cart is asked for while the page hydrates (the
 * route's `handle.prefetch`), so it shows as soon as hydration ends instead of a round trip later.
 * The answer goes into the page's Apollo cache, where the bag's own query reads it.
 */
export function prefetchCartPage({ apollo, storeCode }: RouteDeps): void {
  const cartId = getStoredCartId(storeCode);
  if (!cartId) return;
  // A bag the server rendered (serverCart.ts) came with its cart in the page's cache.
  if (apollo.cache.readQuery({ query: CartPageDocument, variables: { cartId } })?.cart) return;
  prefetched = cartId;
  apollo
    .query({
      query: CartPageDocument,
      variables: { cartId },
      fetchPolicy: 'network-only',
      errorPolicy: 'all',
    })
    .catch(() => undefined); // the bag's own query asks again and shows what went wrong
}

/**
 * The cart id `prefetchCartPage` asked for, once: the bag that renders first starts from the cache
 * for it (the answer is there, or its request is in flight and shared); any later visit to the bag
 * asks the API again.
 */
export function takePrefetchedCart(): string | null {
  const cartId = prefetched;
  prefetched = null;
  return cartId;
}
