import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { SANITIZE_OPTIONS, type Sanitize } from './sanitizeOptions';

export function createServerSanitizer(): Sanitize {
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  return (html) => purify.sanitize(html, SANITIZE_OPTIONS);
}
