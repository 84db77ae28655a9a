import { useSyncExternalStore } from 'react';
import { isSignedIn } from '../../platform/session/marker';
import { subscribeSignIn } from '../../platform/session/markerStore';

/** Signed in, per the stored marker; false on the server and while hydrating (guest HTML). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeSignIn,
    () => isSignedIn(),
    () => false,
  );
}
