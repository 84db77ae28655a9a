/**
 * Marks the server's banner and the browser's share (serverBanner.tsx, bannerHost.ts): its host's
 * attributes (the server's banner; taken over by the banner's chunk; the index of a button tapped
 * before that), and the prefix of the ids React makes in the banner's own root (the page's root
 * makes ids of its own, without one).
 */
export const SERVER_BANNER_ATTRIBUTE = 'data-server';
export const LIVE_BANNER_ATTRIBUTE = 'data-live';
export const CLICKED_BUTTON_ATTRIBUTE = 'data-clicked';
export const BANNER_ID_PREFIX = 'consent-';
