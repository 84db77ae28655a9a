import type { PageViewReading } from '../config';
import type { PageViewEvent } from './analytics';

/** The router's history actions (react-router's `NavigationType` values). */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface PageViewInput {
  /** The location before this navigation; null for the landing page. */
  previous: PageLocation | null;
  next: PageLocation;
  /** How `next` was reached (ignored for the landing page). */
  action: HistoryAction;
  reading: PageViewReading;
}

/**
 * Spec §2: "A page view is tracked on each push navigation" — the landing page is a view; back,
 * forward and replace navigations are not. With the `path` reading (default) a push must also
 * change the path: filters, sort, pagination or a hash on the same page are not a new page.
 */
export function isPageView({ previous, next, action, reading }: PageViewInput): boolean {
  if (!previous) return true;
  if (action !== 'PUSH') return false;
  if (reading === 'push') return true;
  return previous.pathname !== next.pathname;
}

/** Query parameters of the landing address (the first value of a repeated name). */
export function landingParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (!(name in params)) params[name] = value;
  }
  return params;
}

/**
 * The page_view event for a navigation the rule counts, from the browser's address (store prefix
 * included) and the page's title; the landing parameters go with the landing page view only.
 */
export function pageViewEvent(landing: boolean, url: URL, title: string): PageViewEvent {
  const event: PageViewEvent = {
    event: 'page_view',
    page_path: url.pathname,
    page_location: url.href,
    page_title: title,
    navigation: landing ? 'landing' : 'push',
  };
  if (landing) {
    const params = landingParams(url.search);
    if (Object.keys(params).length) event.landing_params = params;
  }
  return event;
}
