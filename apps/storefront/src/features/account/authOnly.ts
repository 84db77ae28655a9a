import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasSessionCookie } from '../../platform/session/cookie';
import { isSignedIn } from '../../platform/session/marker';
import { storePath, type RouteDeps } from '../../platform/routing/deps';

/** Spec §2/§6: the auth-only routes (those with a screen so far are loaded with this rule). */
export const authOnlyPaths = [
  '/wishlist',
  '/saved-payments',
  '/order-history',
  '/communications',
  '/address-book',
  '/account-information',
] as const;

/** `/sign-in?returnTo=…` for a path inside the store (the sign-in page goes back there). */
export function signInPath(returnTo: string): string {
  return `/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Who is signed in, as a loader can tell: the server sees the HttpOnly session cookie (it never
 * fetches the customer's data with it); the browser reads the `signin_token` marker.
 */
export function requestSignedIn(request: Request): boolean {
  return import.meta.env.SSR ? hasSessionCookie(request.headers.get('cookie')) : isSignedIn();
}

/**
 * The loader of an auth-only route: a guest is sent to /sign-in with the page they asked for as
 * `returnTo` — on the server as a 302 no shared cache may keep (a signed-in shopper asking the
 * same URL gets the page), in the browser as a client redirect. Resolves to null for a customer:
 * the page fetches its data in the browser, so no customer data is ever in server HTML.
 */
export function requireCustomer({ request }: LoaderFunctionArgs, deps: Pick<RouteDeps, 'basename'>) {
  if (requestSignedIn(request)) return Promise.resolve(null);
  const url = new URL(request.url);
  const here = storePath(request, deps.basename) + url.search;
  // The router adds the store's prefix (`/de`) to the redirect itself.
  return Promise.reject(redirect(signInPath(here), { headers: { 'Cache-Control': 'private, no-store' } }));
}
