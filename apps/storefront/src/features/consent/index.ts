/**
 * Consent's public face (issue 15; spec §1 cookie banner, §6 consent gates). The shell links to
 * the settings with `COOKIE_SETTINGS_HASH`; `ConsentManager` mounts after hydration and opens the
 * banner from the settings link; the entry calls `showBannerOnFirstVisit`, whose chunk takes over
 * the banner a guest page's HTML shows (serverBanner.tsx) or shows it, without waiting for
 * hydration. (Only what the entry
 * uses of this module joins the first download: the tracking hooks stay in their chunks.)
 */
export { COOKIE_SETTINGS_HASH } from './settingsLink';
export { ConsentManager } from './ConsentManager';
/** The entry shows a first visit's banner while the page hydrates (its chunk loads only then). */
export { showBannerOnFirstVisit } from './firstVisit';
/** The advertising pixels (spec §7 tracking mutations + Meta's browser pixel), gated by consent. */
export { usePixels } from './pixels/usePixels';
/** Spec §5 tracking blacklist, §3/§4/§7 attribution and the affiliate network, gated by consent. */
export { useAttribution, useBlacklistedAnalytics } from './tracking/useTracking';
/** Session recording and the viewed-products record, loaded with analytics consent only. */
export { useAnalyticsTools } from './useAnalyticsTools';
