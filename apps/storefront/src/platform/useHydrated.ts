import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;
const inBrowser = () => true;

/**
 * A value only the browser can read (localStorage, cookies), read again at each render; on the
 * server and while hydrating it is `serverValue`, so the first client render matches the HTML, and
 * React renders again after hydrating only when the two differ. `read` must return a primitive (or
 * the same object) while nothing changed.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNothing, read, () => serverValue);
}

/**
 * False on the server and while hydrating, true after: for what only the browser knows (the
 * stored cart id, an order kept in localStorage), so the first client render matches the HTML.
 */
export function useHydrated(): boolean {
  return useBrowserValue(inBrowser, false);
}

/**
 * True in the browser; on the server and while hydrating, `serverValue`. With `serverValue` true
 * (a page the server rendered whole, e.g. a bag from the cart id cookie) the page does not render
 * again right after hydrating, as it would with `useHydrated`.
 */
export function useBrowserOr(serverValue: boolean): boolean {
  return useBrowserValue(inBrowser, serverValue);
}
