import { createRoot, type Root } from 'react-dom/client';

let banner: { host: HTMLElement; root: Root } | null = null;

/**
 * The cookie banner's element and React root of its own, prepended to the body: the first thing
 * in the document (before the skip link), so a keyboard or screen-reader user meets it first.
 * React skips an element it did not render at the start of the body when it hydrates the
 * document, so the banner can be up before the page has hydrated (firstVisit.ts). Created only
 * after the page's root: React marks the document as listened to when the first root of it is
 * made, and a root made on this element first would keep the page's root from listening.
 *
 * In the first download with the entry (which creates React's other root), so that `react-dom`
 * stays in the entry's chunk: the banner's own chunk importing it split it into a chunk of its own.
 */
export function bannerHost(): { host: HTMLElement; root: Root } {
  banner ??= (() => {
    const host = document.createElement('div');
    host.dataset.consent = '';
    return { host, root: createRoot(host) };
  })();
  if (!banner.host.isConnected) document.body.prepend(banner.host);
  return banner;
}

/** Whether the banner is up. */
export function bannerShown(): boolean {
  return banner?.host.isConnected ?? false;
}

/**
 * Takes the banner out of the document at once. Its React tree stays as it is, detached, until the
 * banner opens again: unmounting it is a render, and rendering this root while the page's root
 * hydrates makes React start that hydration over (a shopper's click meanwhile can be lost).
 */
export function removeBanner(): void {
  banner?.host.remove();
}
