/**
 * Spec §2 and §4 navigation rules as plain functions: when the page-loading indicator runs, when
 * the page scrolls to the top, when the URL resolver's shimmer stands in for the page.
 */
import type { HistoryAction } from '../../platform/analytics';

/** The parts of react-router's `useNavigation()` the rules read. */
export interface PendingNavigation {
  state: 'idle' | 'loading' | 'submitting';
  location?: { pathname: string } | undefined;
}

/**
 * The router's pending location carries the store prefix (`/de/face.html`); `useLocation()` does
 * not (`/face.html`). This gives the pending path as `useLocation()` would.
 */
export function pathInStore(pathname: string, basename: string): string {
  const prefix = basename.replace(/\/+$/, '');
  if (!prefix) return pathname;
  if (pathname.toLowerCase() === prefix.toLowerCase()) return '/';
  return pathname.toLowerCase().startsWith(`${prefix.toLowerCase()}/`)
    ? pathname.slice(prefix.length)
    : pathname;
}

/** The path the router is loading, inside the store; null when idle. */
export function pendingPath(navigation: PendingNavigation, basename: string): string | null {
  return navigation.state === 'idle' || !navigation.location
    ? null
    : pathInStore(navigation.location.pathname, basename);
}

/**
 * Spec §4 page-loading indicator: on while the router loads another page (`pending` is a
 * different path than the one shown).
 * Query-string changes of the same page (filters, sort, pagination, product options) are not a
 * page load: the page shows them itself (the category sidebar shows the pending filters).
 */
export function isPageLoading(pending: string | null, currentPathname: string): boolean {
  return pending !== null && pending !== currentPathname;
}

/**
 * Spec §2: "After a path change the page scrolls smoothly to the top, except on back/forward."
 * `top` — a push or replace to another path (react-router resets the scroll; we make it smooth);
 * `restore` — back/forward (react-router puts back the saved position); `none` — same path
 * (query or hash only: links that must not move pass `preventScrollReset`).
 */
export function scrollAfterNavigation(
  action: HistoryAction,
  previousPathname: string | null,
  pathname: string,
): 'top' | 'restore' | 'none' {
  if (previousPathname === null) return 'none';
  if (action === 'POP') return 'restore';
  return previousPathname === pathname ? 'none' : 'top';
}

/** `smooth` unless the visitor asked for reduced motion (then the jump is instant). */
export function scrollBehavior(win: Pick<Window, 'matchMedia'> | undefined): ScrollBehavior {
  const reduce = win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return reduce ? 'auto' : 'smooth';
}
