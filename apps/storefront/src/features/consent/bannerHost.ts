import { createRoot, type Root } from 'react-dom/client';

let current: { host: HTMLElement; root: Root } | null = null;

/**
 * The cookie banner's element and React root of its own, prepended to the body: the first thing
 * in the document (before the skip link), so a keyboard or screen-reader user meets it first.
 * React skips an element it did not render at the start of the body when it hydrates the
 * document, so the banner can be up before the page hydrates (firstVisit.ts).
 *
 * In the first download with the entry (which creates React's other root), so that `react-dom`
 * stays in the entry's chunk: the banner's own chunk importing it split it into a chunk of its own.
 */
export function bannerHost(): { host: HTMLElement; root: Root } {
  if (!current) {
    const host = document.createElement('div');
    host.dataset.consent = '';
    document.body.prepend(host);
    current = { host, root: createRoot(host) };
  }
  return current;
}

/** Whether the banner is up. */
export function bannerShown(): boolean {
  return current !== null;
}

/** Removes the banner at once; its root is unmounted after the event that closed it. */
export function removeBanner(): void {
  if (!current) return;
  const { host, root } = current;
  current = null;
  host.remove();
  queueMicrotask(() => root.unmount());
}
