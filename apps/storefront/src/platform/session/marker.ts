/**
 * Spec §3/§9 client-stored keys of a signed-in customer. The token itself lives in an HttpOnly
 * cookie the page cannot read (see server/session.ts), so `signin_token` keeps only when the
 * session started and how long it lasts — enough for the §4 expiry timer and for "signed in?".
 * `customer_group_id` is the group fetched after sign-in, sent as the `customer-group` header.
 * Read on every request by the headers link: this module is in the first download, so it only
 * reads; writing and change notification live in `markerStore.ts`, loaded with the account code.
 */
export const SIGNIN_TOKEN_KEY = 'signin_token';
export const CUSTOMER_GROUP_KEY = 'customer_group_id';
/** Spec §9: the sign-in token and the group marker are stored 3600 s. */
export const SESSION_LIFETIME_SECONDS = 3600;

/** `time`: when it was stored (ms since the epoch); `lifetime`: seconds it stays valid. */
export interface StoredMarker {
  time: number;
  lifetime: number;
}
export interface GroupMarker extends StoredMarker {
  value: number;
}

export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(): MarkerStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // blocked storage: nobody is signed in here
  }
}

function read(storage: MarkerStorage | null, key: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? 'null') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isMarker = (m: Record<string, unknown> | null): m is Record<string, unknown> & StoredMarker =>
  m !== null && typeof m['time'] === 'number' && typeof m['lifetime'] === 'number' && m['lifetime'] > 0;

/** The stored sign-in marker (expired or not), or null. */
export function readSignIn(storage = browserStorage()): StoredMarker | null {
  const m = read(storage, SIGNIN_TOKEN_KEY);
  return isMarker(m) ? { time: m.time, lifetime: m.lifetime } : null;
}

/** Milliseconds until the marker expires (0 or less once expired). */
export const msLeft = (marker: StoredMarker, now: number) => marker.time + marker.lifetime * 1000 - now;

/** Signed in: a sign-in marker that has not expired. */
export function isSignedIn(now = Date.now(), storage = browserStorage()): boolean {
  const marker = readSignIn(storage);
  return marker !== null && msLeft(marker, now) > 0;
}

/** The stored customer group while signed in and unexpired, else null (the guest group is sent). */
export function customerGroup(now = Date.now(), storage = browserStorage()): number | null {
  if (!isSignedIn(now, storage)) return null;
  const m = read(storage, CUSTOMER_GROUP_KEY);
  return isMarker(m) && typeof m['value'] === 'number' && msLeft(m, now) > 0 ? m['value'] : null;
}
