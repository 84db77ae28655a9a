import { NavigationScroll } from './NavigationScroll';
import { useDataLayer, usePageViews } from './usePageViews';

/**
 * What navigation does besides rendering (spec §2): scrolling, and page views to the data layer.
 * Loaded after hydration, outside the first download: until it mounts no navigation can happen,
 * and the browser itself keeps the scroll position of a reloaded page.
 */
export function NavigationEffects() {
  // Subscribe the data layer before the first page view is sent (effects run in this order).
  useDataLayer();
  usePageViews();
  return <NavigationScroll />;
}
