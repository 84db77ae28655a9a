import { ConsentManager, useAnalyticsTools, usePixels } from '../../features/consent';
import { NavigationScroll } from './NavigationScroll';
import { useDataLayer, usePageViews, useShopEvents } from './usePageViews';

/**
 * What navigation does besides rendering (spec §2): scrolling, and page views to the data layer;
 * and the cookie consent that gates them (spec §1, §6). Loaded after hydration, outside the first
 * download: until it mounts no navigation can happen, the browser itself keeps the scroll
 * position of a reloaded page, and nothing is tracked before the consent it reads.
 */
export function NavigationEffects() {
  // Subscribe the data layer and the pixels before the first page view is sent (effects run in
  // this order).
  useDataLayer();
  usePixels();
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
