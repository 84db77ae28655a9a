import type { DataRouter, RouterState } from 'react-router';

/**
 * Issue 17: a link followed while offline. The route loaders ask Apollo (cache first), so a page
 * whose data the client cache has (seen in this visit, or restored from the persisted cache) or
 * whose GraphQL answers the worker kept renders in the app as usual. A page first opened as a
 * document (server rendered: its catalogue data never reaches the client cache) has no such data:
 * its loader fails, and without this the shopper got the error view — or, while a request hung, a
 * page that stayed pending. Then the address is loaded as a document instead, which the service
 * worker answers with its kept copy of the page, or with the offline page for a page never visited.
 */

/** How long a navigation may stay pending offline before the document is loaded instead. */
export const OFFLINE_NAVIGATION_TIMEOUT_MS = 3000;

export interface OfflineNavigationOptions {
  isOffline: () => boolean;
  /** A service worker answers this page's document loads (else a document load offline fails). */
  workerControls: () => boolean;
  /**
   * Loads `href` as a document; `replace` when the router has already put the address in the
   * history (a navigation that ended in an error), so Back does not meet it twice.
   */
  loadDocument: (href: string, replace: boolean) => void;
  timeoutMs?: number;
}

/**
 * An answer a loader threw on purpose (404, 410): the shape react-router's `isRouteErrorResponse`
 * checks, written out so this chunk does not pull the router's code into the entry's preload list.
 */
const isErrorResponse = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { status?: unknown }).status === 'number' &&
  typeof (error as { statusText?: unknown }).statusText === 'string' &&
  'data' in error;

/** A loader failed for want of the network, not because the page does not exist (404 stays). */
export function failedForWantOfNetwork(errors: RouterState['errors']): boolean {
  return errors !== null && Object.values(errors).some((error) => !isErrorResponse(error));
}

/** Watches the router's navigations; returns a function that stops watching. */
export function watchOfflineNavigation(router: DataRouter, options: OfflineNavigationOptions): () => void {
  const timeoutMs = options.timeoutMs ?? OFFLINE_NAVIGATION_TIMEOUT_MS;
  const handOver = () => options.isOffline() && options.workerControls();
  let pending: { href: string; timer: ReturnType<typeof setTimeout> } | null = null;
  const settle = () => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };
  const unsubscribe = router.subscribe((state) => {
    const { navigation } = state;
    if (navigation.state === 'loading' && navigation.location) {
      const href = router.createHref(navigation.location);
      if (pending?.href === href) return;
      settle();
      pending = {
        href,
        timer: setTimeout(() => {
          if (pending?.href === href && handOver()) options.loadDocument(href, false);
        }, timeoutMs),
      };
      return;
    }
    const wasPending = pending !== null;
    settle();
    if (wasPending && navigation.state === 'idle' && failedForWantOfNetwork(state.errors) && handOver())
      options.loadDocument(router.createHref(state.location), true);
  });
  return () => {
    settle();
    unsubscribe();
  };
}
