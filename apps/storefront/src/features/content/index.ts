/**
 * Content's public face (CMS pages, Page Builder, 404 and error views): what other features may
 * import. Everything else in features/content is internal — import it from here, never by its
 * path (ESLint enforces it).
 */

/** DOMPurify for CMS HTML: jsdom on the server, loaded on demand in the browser. */
export { loadSanitizer, sanitizeHtml, type Sanitize } from './cms/sanitize';
/** Page Builder content of a page: the renderer loads as its own chunk, preloaded by the server. */
export { LazyPageBuilder } from './pagebuilder/render/LazyPageBuilder';
export type { PageContent } from './pagebuilder/data/pageContent';
/** Parses Page Builder HTML and fetches what its blocks show (a chunk of its own; loaders only). */
export const loadPageContentModule = () => import('./pagebuilder/data/loadPageContent');
