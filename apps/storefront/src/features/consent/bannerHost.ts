import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from '../../platform/reactDom/reactDomClient';
import {
  BANNER_ID_PREFIX,
  CLICKED_BUTTON_ATTRIBUTE,
  LIVE_BANNER_ATTRIBUTE,
  SERVER_BANNER_ATTRIBUTE,
} from './bannerMarks';

let banner: { host: HTMLElement; root: Root } | null = null;

/** The banner a guest page's HTML carries (serverBanner.tsx), shown by its script, not yet live. */
function serverBanner(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`body > [${SERVER_BANNER_ATTRIBUTE}]`);
}

/**
 * Shows `ui` in the cookie banner's element and React root of its own, at the start of the body:
 * the first thing in the document (before the skip link), so a keyboard or screen-reader user meets
 * it first. React skips an element it did not render at the start of the body when it hydrates the
 * document, so the banner can be up before the page has hydrated (firstVisit.ts). Created only
 * after the page's root: React marks the document as listened to when the first root of it is
 * made, and a root made on this element first would keep the page's root from listening.
 *
 * A first visit's banner (`fromServer`) takes over the one the page's HTML shows: it hydrates it,
 * then clicks again the button a shopper clicked before (serverBanner.tsx keeps its index). Any
 * other opening replaces that one.
 *
 * In the first download with the entry (which creates React's other root), so that `react-dom`
 * stays in the entry's chunk: the banner's own chunk importing it split it into a chunk of its own.
 */
export function showInBannerHost(ui: ReactNode, { fromServer }: { fromServer: boolean }): HTMLElement {
  const server = serverBanner();
  if (!banner && server && fromServer && !server.hidden) {
    server.removeAttribute(SERVER_BANNER_ATTRIBUTE);
    server.setAttribute(LIVE_BANNER_ATTRIBUTE, '');
    banner = { host: server, root: hydrateRoot(server, ui, { identifierPrefix: BANNER_ID_PREFIX }) };
    const clicked = server.getAttribute(CLICKED_BUTTON_ATTRIBUTE);
    if (clicked !== null) {
      server.removeAttribute(CLICKED_BUTTON_ATTRIBUTE);
      server.querySelectorAll('button')[Number(clicked)]?.click();
    }
    return server;
  }
  server?.remove();
  banner ??= (() => {
    const host = document.createElement('div');
    host.dataset.consent = '';
    return { host, root: createRoot(host, { identifierPrefix: BANNER_ID_PREFIX }) };
  })();
  if (!banner.host.isConnected) document.body.prepend(banner.host);
  banner.root.render(ui);
  return banner.host;
}

/** Whether a live banner is up (the server's, before its chunk has taken it over, is not). */
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
