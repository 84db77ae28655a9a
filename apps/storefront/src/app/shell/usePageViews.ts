import { useEffect, useRef } from 'react';
import { useHref, useLocation, useNavigationType } from 'react-router';
import {
  analytics as defaultAnalytics,
  consentGatedDataLayer,
  isPageView,
  pageViewEvent,
  productDetailEvent,
  takeQueuedEvents,
  TRACK_SIGNAL,
  type Analytics,
  type PageLocation,
} from '../../platform/analytics';
import { navigationConfig, type PageViewReading } from '../../platform/config';
import { consentStore } from '../../platform/consent';

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
    // Spec §7 "detail": a product page's view (GA4 view_item), from the page's product data.
    const detail = productDetailEvent(document);
    if (detail) analytics.track(detail);
  }, [analytics, reading, action, href, location.key, location.pathname, location.search, location.hash]);
}

/**
 * Events go to `window.dataLayer` (spec §7), where a tag manager picks them up — only with
 * analytics consent (spec §6); the page view held until then goes 100 ms after it (spec §7).
 */
export function useDataLayer(analytics: Analytics = defaultAnalytics): void {
  useEffect(() => {
    const gate = consentGatedDataLayer(window as Window & { dataLayer?: unknown[] }, consentStore());
    const unsubscribe = analytics.subscribe(gate.listener);
    return () => {
      unsubscribe();
      gate.stop();
    };
  }, [analytics]);
}

/**
 * Shop events reported with `emitShopEvent` (add to cart, checkout, purchase …) — including those
 * reported before this chunk loaded — go to the analytics hub, and through it to the consent gate.
 */
export function useShopEvents(analytics: Analytics = defaultAnalytics): void {
  useEffect(() => {
    const drain = () => {
      for (const event of takeQueuedEvents()) analytics.track(event);
    };
    drain();
    window.addEventListener(TRACK_SIGNAL, drain);
    return () => window.removeEventListener(TRACK_SIGNAL, drain);
  }, [analytics]);
}
