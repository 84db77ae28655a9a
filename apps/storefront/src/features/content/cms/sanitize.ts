/**
 * CMS HTML is authored by people, so it is sanitized before it reaches the page (DOMPurify's
 * defaults: no scripts, event handlers or javascript: URLs). On the server DOMPurify runs on a
 * jsdom window; in the browser it is loaded only when a client navigation needs it — the first
 * page load receives HTML the server already sanitized.
 */

import { SANITIZE_OPTIONS, type Sanitize } from './sanitizeOptions';

export { SANITIZE_OPTIONS, type Sanitize };

let pending: Promise<Sanitize> | undefined;

export function loadSanitizer(): Promise<Sanitize> {
  pending ??= import.meta.env.SSR
    ? import('./sanitize.server').then((m) => m.createServerSanitizer())
    : import('dompurify').then(({ default: createDOMPurify }) => {
        const purify = createDOMPurify(window);
        return (html: string) => purify.sanitize(html, SANITIZE_OPTIONS);
      });
  return pending;
}

export async function sanitizeHtml(html: string): Promise<string> {
  const sanitize = await loadSanitizer();
  return sanitize(html);
}
