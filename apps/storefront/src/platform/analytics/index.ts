import { createAnalytics } from './analytics';

export { createAnalytics } from './analytics';
export type { Analytics, AnalyticsEvent, AnalyticsListener, PageViewEvent } from './analytics';
export { consentGatedDataLayer, dataLayerSubscriber, PAGE_VIEW_AFTER_CONSENT_MS } from './dataLayer';
export type { AnalyticsConsentSource, DataLayerHost } from './dataLayer';
export { emitShopEvent, takeQueuedEvents, TRACK_SIGNAL } from './emit';
export { itemsPayload, itemsValue, money } from './ecommerce';
export { productDetailEvent } from './productDetail';
export type { AnalyticsItem, EcommerceEvent, EcommerceEventName } from './ecommerce';
export { isPageView, landingParams, pageViewEvent } from './pageView';
export type { HistoryAction, PageLocation, PageViewInput } from './pageView';

/**
 * The browser's one analytics hub. Only effects use it (the server never tracks), so sharing the
 * module between server requests carries no state across them.
 */
export const analytics = createAnalytics();
