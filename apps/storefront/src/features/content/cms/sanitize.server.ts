import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { memoizeString } from '../../../platform/lru';
import { SANITIZE_OPTIONS, type Sanitize } from './sanitizeOptions';

/**
 * DOMPurify on one jsdom window. Its answer depends on the input alone, so the server remembers
 * it for the last 2,000 different inputs: the same footer, menu and category texts are in every
 * page, and sanitizing builds a DOM for each (about 0.3–2 ms apiece).
 */
export function createServerSanitizer(): Sanitize {
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  return memoizeString((html) => purify.sanitize(html, SANITIZE_OPTIONS), 2000);
}
