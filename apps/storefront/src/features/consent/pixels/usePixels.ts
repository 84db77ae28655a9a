import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  analytics as defaultAnalytics,
  type Analytics,
  type AnalyticsEvent,
} from '../../../platform/analytics';
import { consentStore } from '../../../platform/consent';
import { useStoreView } from '../../../platform/store/store-context';
import { getStoredCartId } from '../../cart';
import { browserPixel, pixelSubscriber, tikTokPixel } from './pixels';

/**
 * Spec §7 "a social pixel": Meta's script, loaded only with advertising consent. Build-time
 * `VITE_FB_PIXEL_SCRIPT_URL` (default Meta's `fbevents.js`); the pixel id comes from the API
 * (`FB_PIXEL_ID` there), so without one nothing loads.
 */
export const PIXEL_SCRIPT_URL =
  (import.meta.env?.VITE_FB_PIXEL_SCRIPT_URL as string | undefined) ||
  'https://connect.facebook.net/en_US/fbevents.js';

/**
 * Spec §7 "a video social pixel": TikTok's script, loaded only with advertising consent. Build-time
 * `VITE_TIKTOK_PIXEL_SCRIPT_URL` (default TikTok's `events.js`); the pixel id comes from the API's
 * tikTok* answers (`TIKTOK_PIXEL_ID` there), so without one nothing loads.
 */
export const TIKTOK_SCRIPT_URL =
  (import.meta.env?.VITE_TIKTOK_PIXEL_SCRIPT_URL as string | undefined) ||
  'https://analytics.tiktok.com/i18n/pixel/events.js';

/** Subscribes the advertising pixels to the shop's events (after hydration, browser only). */
export function usePixels(analytics: Analytics = defaultAnalytics): void {
  const apollo = useApolloClient();
  const store = useStoreView();
  useEffect(() => {
    const advertisingAllowed = () => consentStore().get()?.advertising === true;
    const send = pixelSubscriber({
      apollo,
      advertisingAllowed,
      cartId: () => getStoredCartId(store.code),
      sendToBrowserPixel: browserPixel(window, PIXEL_SCRIPT_URL),
      sendToTikTokPixel: tikTokPixel(window, TIKTOK_SCRIPT_URL),
    });
    // The page's view before consent is held and sent once advertising is allowed (as the data
    // layer's is for analytics, spec §7).
    let heldView: AnalyticsEvent | null = null;
    const stopEvents = analytics.subscribe((event) => {
      if (event.event === 'page_view' && !advertisingAllowed()) heldView = event;
      send(event);
    });
    const stopConsent = consentStore().subscribe((consent) => {
      if (!consent?.advertising || !heldView) return;
      const view = heldView;
      heldView = null;
      send(view);
    });
    return () => {
      stopEvents();
      stopConsent();
    };
  }, [analytics, apollo, store.code]);
}
