import {
  browserStorage,
  CUSTOMER_GROUP_KEY,
  SESSION_LIFETIME_SECONDS,
  SIGNIN_TOKEN_KEY,
  type GroupMarker,
  type MarkerStorage,
  type StoredMarker,
} from './marker';

/** Writes and clears the session markers of `marker.ts`, telling subscribers (the header). */
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function writeSignIn(lifetime: number, now = Date.now(), storage = browserStorage()): void {
  const marker: StoredMarker = { time: now, lifetime };
  storage?.setItem(SIGNIN_TOKEN_KEY, JSON.stringify(marker));
  emit();
}

export function writeCustomerGroup(
  value: number,
  lifetime = SESSION_LIFETIME_SECONDS,
  now = Date.now(),
  storage = browserStorage(),
): void {
  const marker: GroupMarker = { value, time: now, lifetime };
  storage?.setItem(CUSTOMER_GROUP_KEY, JSON.stringify(marker));
  emit();
}

function remove(key: string, storage: MarkerStorage | null): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing stored that could be read back either
  }
  emit();
}

/** Sign-out: the token marker goes first (spec §4 "clear token"), then the user's group. */
export const clearSignIn = (storage = browserStorage()) => remove(SIGNIN_TOKEN_KEY, storage);
export const clearCustomerGroup = (storage = browserStorage()) => remove(CUSTOMER_GROUP_KEY, storage);

/** For useSyncExternalStore: changes made here and in other tabs (the `storage` event). */
export function subscribeSignIn(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SIGNIN_TOKEN_KEY || event.key === CUSTOMER_GROUP_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
