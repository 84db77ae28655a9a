import { useSyncExternalStore } from 'react';
import {
  browserStorage,
  isSignedIn,
  readSignIn,
  type MarkerStorage,
} from '../../../../platform/session/marker';
import { subscribeSignIn } from '../../../../platform/session/markerStore';

/**
 * The pro user flag of spec §3's app state for a signed-in customer: set when an approved PRO
 * account signs in at `/prologin`. It records the sign-in it belongs to (the `signin_token`
 * marker's time), so it ends with that session — a later sign-in, a sign-out or the expiry — without
 * the sign-out having to know of it.
 */
export const PRO_USER_KEY = 'pro_user';

export function markProSession(storage: MarkerStorage | null = browserStorage()): void {
  const session = readSignIn(storage);
  if (session) storage?.setItem(PRO_USER_KEY, JSON.stringify({ time: session.time }));
}

export function isProSession(now = Date.now(), storage: MarkerStorage | null = browserStorage()): boolean {
  if (!isSignedIn(now, storage)) return false;
  try {
    const marker = JSON.parse(storage?.getItem(PRO_USER_KEY) ?? 'null') as { time?: unknown } | null;
    return marker?.time === readSignIn(storage)?.time;
  } catch {
    return false;
  }
}

/** Signed in to a PRO session; false on the server and while hydrating (guest HTML). */
export function useProSession(): boolean {
  return useSyncExternalStore(
    subscribeSignIn,
    () => isProSession(),
    () => false,
  );
}
