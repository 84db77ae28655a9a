import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while hydrating, true after: for what only the browser knows (the
 * stored cart id, an order kept in localStorage), so the first client render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
