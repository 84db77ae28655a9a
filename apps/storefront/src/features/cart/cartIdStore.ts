import {
  cartIdFromCookies,
  cartIdKey,
  clearCartId,
  readCartId,
  writeCartId,
  writeCartIdCookie,
  type CartIdStorage,
} from './cartId';

/**
 * The stored cart id as an external store, so every component showing cart data (header count,
 * mini cart, /cart, checkout) re-renders when one of them creates, recovers or clears the cart —
 * and when another tab does (the `storage` event).
 */
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // blocked storage: no stored cart
  }
}

/** The page's cookies (cartId.ts: the server renders a guest's bag from the cookie copy). */
function mirrorToCookie(key: string, cartId: string | null): void {
  if (typeof document === 'undefined') return;
  writeCartIdCookie(document, key, cartId, window.location.protocol === 'https:');
}

/**
 * localStorage that tells subscribers about every change the app makes to it, and copies each
 * change into the store's cart id cookie.
 */
export const cartIdStorage: CartIdStorage = {
  getItem: (key) => browserStorage()?.getItem(key) ?? null,
  setItem: (key, value) => {
    browserStorage()?.setItem(key, value);
    mirrorToCookie(key, value);
    emit();
  },
  removeItem: (key) => {
    browserStorage()?.removeItem(key);
    mirrorToCookie(key, null);
    emit();
  },
};

/**
 * Brings the store's cart id cookie in line with storage: a cart stored before the cookie existed,
 * a cookie that expired, a cart cleared in another tab, or storage cleared on its own.
 */
export function syncCartIdCookie(storeCode: string): void {
  if (typeof document === 'undefined') return;
  const stored = readCartId(cartIdStorage, storeCode);
  const inCookie = cartIdFromCookies(document.cookie, storeCode);
  if (stored !== inCookie) mirrorToCookie(cartIdKey(storeCode), stored);
}

export function subscribeCartId(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('cart_id_')) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export const getStoredCartId = (storeCode: string): string | null => readCartId(cartIdStorage, storeCode);
export const setStoredCartId = (storeCode: string, cartId: string): void =>
  writeCartId(cartIdStorage, storeCode, cartId);
export const clearStoredCartId = (storeCode: string): void => clearCartId(cartIdStorage, storeCode);
