import { useEffect, useRef } from 'react';
import { useHref, useLocation, useNavigationType } from 'react-router';
import {
  analytics as defaultAnalytics,
  dataLayerSubscriber,
  isPageView,
  pageViewEvent,
  type Analytics,
  type PageLocation,
} from '../../platform/analytics';
import { navigationConfig, type PageViewReading } from '../../platform/config';

/**
 * Spec §2: a page view on the landing page and on each push navigation (the rule and its two
 * readings are `isPageView`). Sent once the new page has rendered, so the title is the new one.
 */
export function usePageViews(
  analytics: Analytics = defaultAnalytics,
  reading: PageViewReading = navigationConfig.pageViews,
): void {
  const location = useLocation();
  const action = useNavigationType();
  const previous = useRef<PageLocation | null>(null);
  const counted = useRef<string | null>(null);
  // The address with the store prefix, as the browser shows it.
  const href = useHref({ pathname: location.pathname, search: location.search, hash: location.hash });
  useEffect(() => {
    // Effects may run twice for one location (React's strict mode): one view per history entry.
    if (counted.current === location.key) return;
    counted.current = location.key;
    const next = { pathname: location.pathname, search: location.search, hash: location.hash };
    const from = previous.current;
    previous.current = next;
    if (!isPageView({ previous: from, next, action, reading })) return;
    analytics.track(pageViewEvent(from === null, new URL(href, window.location.origin), document.title));
  }, [analytics, reading, action, href, location.key, location.pathname, location.search, location.hash]);
}

/**
 * Events go to `window.dataLayer` (spec §7), where a tag manager picks them up. Consent gating
 * (spec §6, §7: page view 100 ms after analytics consent) wraps this subscriber when the consent
 * feature arrives; no tag manager is loaded before then.
 */
export function useDataLayer(analytics: Analytics = defaultAnalytics): void {
  useEffect(
    () => analytics.subscribe(dataLayerSubscriber(window as Window & { dataLayer?: unknown[] })),
    [analytics],
  );
}
