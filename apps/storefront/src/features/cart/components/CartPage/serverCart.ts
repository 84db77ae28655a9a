import type { RouteDeps } from '../../../../platform/routing/deps';
import { hasSessionCookie } from '../../../../platform/session/cookie';
import { cartIdFromCookies } from '../../cartId';
import { CartPageDocument } from './__generated__/CartPage';

/**
 * Issue 18: the bag a guest's request can be rendered with on the server — the cart of the cart id
 * cookie (cartId.ts), asked for while the route loads, so the page arrives whole (lines, samples,
 * totals) instead of as a loader. The answer stays in the request's Apollo cache, which the page's
 * HTML carries to the browser for hydration; the page is the requester's own and sent `no-store`
 * (`PAGE_CACHING.cart` is `per-request`).
 *
 * Null — the browser fetches the cart as before — when there is no valid cookie, when the request
 * is signed in (a customer's cart needs their token, which the server never uses to fetch their
 * data), or when the API does not answer with the cart (expired, ordered, someone else's): the
 * browser then recovers it as spec §4 says, with the page's own messages.
 */
export async function serverCartId(cookieHeader: string | null, { apollo, storeCode }: RouteDeps) {
  if (hasSessionCookie(cookieHeader)) return null;
  const cartId = cartIdFromCookies(cookieHeader, storeCode);
  if (!cartId) return null;
  try {
    const { data, error } = await apollo.query({
      query: CartPageDocument,
      variables: { cartId },
      fetchPolicy: 'network-only',
      errorPolicy: 'all',
    });
    return data?.cart && !error ? cartId : null;
  } catch {
    return null;
  }
}
