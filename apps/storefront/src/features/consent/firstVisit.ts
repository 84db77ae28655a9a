import { bannerShown } from './bannerHost';
import type { BannerTexts } from './bannerRoot';

/**
 * The consent cookie's name (platform/consent's `CONSENT_COOKIE`; a test keeps them equal). Named
 * here because platform/consent comes with the after-hydration chunk, which the first download
 * must not import.
 */
export const CONSENT_COOKIE_NAME = 'cookie_consent';

/** Whether the document has no consent cookie at all: a first visit, as far as consent goes. */
export function noConsentCookie(cookies: string): boolean {
  return !cookies.split(';').some((pair) => pair.trim().startsWith(`${CONSENT_COOKIE_NAME}=`));
}

/**
 * A first visit (no consent cookie) makes the cookie banner work without waiting for the page to
 * hydrate (issue 18). A guest page's HTML already shows it (serverBanner.tsx): the chunk takes that
 * one over; any other page's banner comes with the chunk. The banner's chunk loads once `load`
 * gives the page's texts (the entry: after the first paint, so the chunk never competes with it);
 * it renders once `pageRoot` says the page's
 * React root exists (`hydrateRoot` called): React listens to a document's events for the first
 * root created in it, so a banner root made first would leave the page deaf to clicks. With the
 * chunk here by then, React renders the banner (default priority) before it hydrates the page (a
 * transition). A returning shopper who has chosen downloads nothing of it; a cookie that is there
 * but unreadable is left to `ConsentManager`, which opens the banner after hydration.
 */
export function showBannerOnFirstVisit(load: Promise<BannerTexts>, pageRoot: Promise<void>): void {
  if (!noConsentCookie(document.cookie) || bannerShown()) return;
  void load
    .then((texts) =>
      Promise.all([import('./bannerRoot'), pageRoot]).then(([banner]) =>
        banner.openConsentBanner({ by: 'first-visit' }, texts),
      ),
    )
    // Without its chunk or texts the banner waits for ConsentManager; nothing is tracked meanwhile.
    .catch(() => undefined);
}
