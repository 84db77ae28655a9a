import type { RouteDeps } from '../../../../platform/routing/deps';
import { getStoredCartId } from '../../cartIdStore';
import { prepareQueries } from '../../../../platform/data/prepareQueries';
import { CartPageDocument } from './__generated__/CartPage';
import { ValidateCartDocument } from './__generated__/ValidateCart';

/** The cart asked for while the first page hydrated, until the bag's first render takes it. */
let prefetched: string | null = null;

/**
 * Issue 18: when the first page is the bag, its cart is asked for while the page hydrates (the
 * route's `handle.prefetch`), so it shows as soon as hydration ends instead of a round trip later.
 * The answer goes into the page's Apollo cache, where the bag's own query reads it.
 *
 * A bag the server rendered has its cart in the page's cache already; there the bag's two queries
 * are prepared instead, each in a task of its own (`prepareQueries`), so Apollo's first work on
 * their large documents is not done inside a hydration slice (13 ms of a 22 ms slice, unthrottled).
 */
export function prefetchCartPage({ apollo, storeCode }: RouteDeps): void {
  const cartId = getStoredCartId(storeCode);
  if (!cartId) return;
  // A bag the server rendered (serverCart.ts) came with its cart in the page's cache.
  // The validation is prepared too: it is network-only, and the cache-only run asks nothing.
  if (apollo.cache.readQuery({ query: CartPageDocument, variables: { cartId } })?.cart) {
    void prepareQueries(apollo, [
      { query: CartPageDocument, variables: { cartId } },
      { query: ValidateCartDocument, variables: { cartId } },
    ]);
    return;
  }
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
