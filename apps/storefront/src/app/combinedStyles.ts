import { PAGE_STATE_GLOBAL, type PageState } from './state';

/**
 * The server sends a page's CSS files as one combined stylesheet. Chunks loaded later (client
 * navigation) list those files as their CSS, and Vite's loader adds a <link> for each one it
 * does not find in the document — a second copy, after the page's other CSS, which would change
 * the cascade. A disabled link per file tells the loader it is there; disabled stylesheet links
 * are neither fetched nor applied. Must run before the first dynamic import.
 */
export function registerCombinedStyles(doc: Document, assets: PageState['assets'] | undefined): void {
  for (const href of assets?.combinedStyles ?? []) {
    if (doc.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.disabled = true;
    link.media = 'not all';
    link.setAttribute('disabled', '');
    link.dataset.combined = '';
    doc.head.appendChild(link);
  }
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  registerCombinedStyles(
    document,
    (window as unknown as Record<string, PageState | undefined>)[PAGE_STATE_GLOBAL]?.assets,
  );
}
