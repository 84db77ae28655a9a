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

/**
 * True in the browser; on the server and while hydrating, `serverValue`. With `serverValue` true
 * (a page the server rendered whole, e.g. a bag from the cart id cookie) the page does not render
 * again right after hydrating, as it would with `useHydrated`.
 */
export function useBrowserOr(serverValue: boolean): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => serverValue,
  );
}
