/**
 * Marks the server's banner and the browser's share (serverBanner.tsx, bannerHost.ts): its host's
 * attribute, and the prefix of the ids React makes in the banner's own root (the page's root makes
 * ids of its own, without one).
 */
export const SERVER_BANNER_ATTRIBUTE = 'data-server';
export const BANNER_ID_PREFIX = 'consent-';
