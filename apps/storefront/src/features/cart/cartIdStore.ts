import { clearCartId, readCartId, writeCartId, type CartIdStorage } from './cartId';

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

/** localStorage that tells subscribers about every change the app makes to it. */
export const cartIdStorage: CartIdStorage = {
  getItem: (key) => browserStorage()?.getItem(key) ?? null,
  setItem: (key, value) => {
    browserStorage()?.setItem(key, value);
    emit();
  },
  removeItem: (key) => {
    browserStorage()?.removeItem(key);
    emit();
  },
};

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
