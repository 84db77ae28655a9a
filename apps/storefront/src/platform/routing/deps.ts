import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * What loaders get besides the request: the Apollo client of this request (server) or of the
 * page (browser), and the store view. Injected, never global, so concurrent server renders never
 * share a cache.
 */
export interface RouteDeps {
  apollo: ApolloClient;
  storeCode: string;
  /** Router basename of the store view (`/de`), to turn request URLs into store paths. */
  basename: string;
}

/** The path of a request inside its store view: `/de/about` → `/about`. */
export function storePath(request: Request, basename: string): string {
  const { pathname } = new URL(request.url);
  if (basename !== '/' && (pathname === basename || pathname.startsWith(`${basename}/`))) {
    return pathname.slice(basename.length) || '/';
  }
  return pathname;
}

export type Loader<T> = (args: LoaderFunctionArgs, deps: RouteDeps) => Promise<T>;

/** A route module's `handle`: what the browser does with the first page's route before hydrating. */
export interface RouteHandle {
  /** Loads what hydrating the server's HTML needs (awaited: hydration waits for it). */
  beforeHydrate?: (loaderData: unknown) => Promise<void>;
  /**
   * Starts the queries a page rendered in the browser needs at once (the bag), so their answers
   * come while the page hydrates instead of after. Not awaited; the page's own queries share the
   * request in flight or read its answer from the cache. Where the server rendered the page, it may
   * prepare the queries its hydration runs instead (platform/data/prepareQueries.ts).
   */
  prefetch?: (deps: RouteDeps) => void;
  /**
   * Whether the server rendered this page whole from its loader data (a route not in the router's
   * list of such pages, which decides it per request: the bag with a cart id cookie). Such a page
   * asks for its scripts after its first paint (app/scriptsAfterPaint.ts).
   */
  wholeInHtml?: (loaderData: unknown) => boolean;
}
