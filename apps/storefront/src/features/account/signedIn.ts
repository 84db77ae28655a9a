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

// A sign-in in this page that the server has accepted but whose own work (the guest cart merged
// into the customer's, a fresh cache) has not finished: the marker already says "signed in",
// the stored cart id is still the guest's.
let completing = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Runs the rest of a sign-in; `useSignInCompleting()` is true meanwhile. */
export async function whileSignInCompletes<T>(work: () => Promise<T>): Promise<T> {
  completing += 1;
  notify();
  try {
    return await work();
  } finally {
    completing -= 1;
    notify();
  }
}

/** Whether a sign-in is completing in this page (see `useSignInCompleting`). */
export const isSignInCompleting = () => completing > 0;

function subscribeCompleting(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Whether a sign-in is completing in this page: views of the guest's cart (checkout) wait for the
 * merged cart instead of showing the guest's bag to a signed-in customer.
 */
export function useSignInCompleting(): boolean {
  return useSyncExternalStore(subscribeCompleting, isSignInCompleting, () => false);
}
