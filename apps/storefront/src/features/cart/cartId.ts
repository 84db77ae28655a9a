import { CookieError, readCookie, setCookie, type CookieJar } from '../../platform/cookies';

/**
 * Spec §3/§5: the cart id is a 32-character string stored per store code, so each store view keeps
 * its own cart (a cart belongs to one store and currency in the API).
 */
export const CART_ID_LENGTH = 32;
export const CART_ID_LENGTH_MESSAGE = 'Cart ID length should be 32 symbols';

/** The part of `Storage` the cart id needs, so tests can pass a fake. */
export type CartIdStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One key per store view: clearing one store's cart never touches another's. */
export const cartIdKey = (storeCode: string) => `cart_id_${storeCode}`;

/** The spec §5 message when `cartId` is not a valid cart id, else null. */
export function cartIdError(cartId: unknown): string | null {
  return typeof cartId === 'string' && cartId.length === CART_ID_LENGTH ? null : CART_ID_LENGTH_MESSAGE;
}

export const isValidCartId = (cartId: unknown): cartId is string => cartIdError(cartId) === null;

/** The stored cart id of this store, or null when there is none or it is not a valid id. */
export function readCartId(storage: CartIdStorage, storeCode: string): string | null {
  let stored: string | null;
  try {
    stored = storage.getItem(cartIdKey(storeCode));
  } catch {
    return null; // storage blocked (private mode, quota): behave as a shopper without a cart
  }
  return isValidCartId(stored) ? stored : null;
}

/** Stores the cart id for this store; throws the spec message for an id of the wrong length. */
export function writeCartId(storage: CartIdStorage, storeCode: string, cartId: string): void {
  const error = cartIdError(cartId);
  if (error) throw new Error(error);
  storage.setItem(cartIdKey(storeCode), cartId);
}

export function clearCartId(storage: CartIdStorage, storeCode: string): void {
  try {
    storage.removeItem(cartIdKey(storeCode));
  } catch {
    // Nothing stored that could be read back either.
  }
}

/**
 * Issue 18: the stored id is copied into a cookie of the same name (`cart_id_<store>`), so the
 * server can render a guest's bag whole instead of a loader. Storage stays the source of truth: the
 * cookie follows every write and clear, and each page's header brings it back in line with storage
 * (`syncCartIdCookie`). Thirty days, like the e-mail tool's store cookie (spec §7); a later visit
 * writes it again.
 */
export const CART_ID_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** The cart id a request's `Cookie` header carries for this store, if it is a valid one. */
export function cartIdFromCookies(cookieHeader: string | null | undefined, storeCode: string): string | null {
  if (!cookieHeader) return null;
  const value = readCookie({ cookie: cookieHeader }, cartIdKey(storeCode));
  return isValidCartId(value) ? value : null;
}

/** Sets (a cart id) or deletes (null) the store's cart id cookie. An id no cookie can hold is skipped. */
export function writeCartIdCookie(jar: CookieJar, key: string, cartId: string | null, secure: boolean): void {
  try {
    setCookie(jar, key, cartId ?? 'x', {
      maxAge: cartId ? CART_ID_COOKIE_MAX_AGE : 0,
      path: '/',
      sameSite: 'lax',
      secure,
    });
  } catch (error) {
    if (!(error instanceof CookieError)) throw error;
    // Not a cookie value: the bag of that cart renders in the browser, as without the cookie.
  }
}
