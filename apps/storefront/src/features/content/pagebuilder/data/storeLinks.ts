import { isServerPath } from '../../../../platform/routing/serverPaths';

/**
 * CMS content links to store-relative paths (`/skincare.html`, `{{store url="about"}}` → `/about`)
 * as Magento does; in a store view with a path prefix (`/de`) they belong under that prefix.
 */

export function storePathHref(href: string, basename: string): string {
  if (basename === '/' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (isServerPath(href)) return href;
  if (href === basename || href.startsWith(`${basename}/`)) return href;
  return href === '/' ? basename : `${basename}${href}`;
}

/** The same for every `href="/…"` of an HTML string (already sanitized, so attributes are quoted). */
export function prefixHtmlLinks(html: string, basename: string): string {
  if (basename === '/') return html;
  return html.replace(/(\shref=")(\/[^"]*)"/g, (_m, attr: string, href: string) => {
    return `${attr}${storePathHref(href, basename)}"`;
  });
}
