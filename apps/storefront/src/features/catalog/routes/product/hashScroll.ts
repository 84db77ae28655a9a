/** Spec §2 and §9 timing of in-page scrolling on the product page. */
export const ANCHOR_SCROLL_DELAY_MS = 1500;
export const HASH_UPDATE_DELAY_MS = 1000;
export const DEFAULT_HEADER_OFFSET_PX = 92;
export const SCROLLED_THRESHOLD_PX = 40;

/** `#anchor=reviews` → `reviews`; anything else → null. */
export function anchorFromHash(hash: string): string | null {
  const match = /^#?anchor=([^&]+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!) || null;
  } catch {
    return null;
  }
}

/** The header's measured height once the page is scrolled over 40 px, else 92 px. */
export function headerOffset(scrollY: number, measuredHeaderHeight: number | null): number {
  return scrollY > SCROLLED_THRESHOLD_PX && measuredHeaderHeight
    ? measuredHeaderHeight
    : DEFAULT_HEADER_OFFSET_PX;
}

/** Where to scroll so the element's top sits just below the header. */
export function scrollTarget(elementTopInViewport: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(elementTopInViewport + scrollY - offset));
}

interface ScrollEnv {
  window: Pick<Window, 'scrollY' | 'scrollTo' | 'setTimeout' | 'clearTimeout' | 'history' | 'location'>;
  document: Pick<Document, 'getElementById' | 'querySelector'>;
}

function measuredHeader(doc: ScrollEnv['document']): number | null {
  const header = doc.querySelector('header');
  const height = header?.getBoundingClientRect().height;
  return height && height > 0 ? height : null;
}

/** Smoothly scrolls to the element with `id`, offset by the header; false when there is none. */
export function scrollToElement(id: string, env: ScrollEnv): boolean {
  const el = env.document.getElementById(id);
  if (!el) return false;
  const top = scrollTarget(
    el.getBoundingClientRect().top,
    env.window.scrollY,
    headerOffset(env.window.scrollY, measuredHeader(env.document)),
  );
  env.window.scrollTo({ top, behavior: 'smooth' });
  return true;
}

/**
 * An in-page link click: scroll smoothly now, set the hash 1 s later (so the browser's own jump
 * does not fight the smooth scroll). Returns a cancel function.
 */
export function followHashLink(id: string, env: ScrollEnv): () => void {
  if (!scrollToElement(id, env)) return () => {};
  const timer = env.window.setTimeout(() => {
    const { pathname, search } = env.window.location;
    env.window.history.replaceState(env.window.history.state, '', `${pathname}${search}#${id}`);
  }, HASH_UPDATE_DELAY_MS);
  return () => env.window.clearTimeout(timer);
}

/** On arrival with `#anchor=id`: scroll smoothly to that element after 1.5 s. */
export function scheduleAnchorScroll(hash: string, env: ScrollEnv): () => void {
  const id = anchorFromHash(hash);
  if (!id) return () => {};
  const timer = env.window.setTimeout(() => scrollToElement(id, env), ANCHOR_SCROLL_DELAY_MS);
  return () => env.window.clearTimeout(timer);
}
