import {
  ConsentManager,
  useAnalyticsTools,
  useAttribution,
  useBlacklistedAnalytics,
  usePixels,
} from '../../features/consent';
import { NavigationScroll } from './NavigationScroll';
import { useDataLayer, usePageViews, useShopEvents } from './usePageViews';

/**
 * What navigation does besides rendering (spec §2): scrolling, and page views to the data layer;
 * and the cookie consent that gates them (spec §1, §6). Loaded after hydration, outside the first
 * download: until it mounts no navigation can happen, the browser itself keeps the scroll
 * position of a reloaded page, and nothing is tracked before the consent it reads.
 */
export function NavigationEffects() {
  // Subscribe the blacklist (spec §5), the data layer and the pixels before the first page view is
  // sent (effects run in this order): every tracking subscriber hears the blacklisted events.
  const tracked = useBlacklistedAnalytics();
  useDataLayer(tracked);
  usePixels(tracked);
  useAttribution(tracked);
  // Session recording and the viewed-products record (analytics consent only).
  useAnalyticsTools();
  usePageViews();
  useShopEvents();
  return (
    <>
      <NavigationScroll />
      <ConsentManager />
    </>
  );
}

/** The shell loads it with `lazy(() => import(…))`, which takes the module's default export. */
export default NavigationEffects;
