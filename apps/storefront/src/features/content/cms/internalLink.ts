/**
 * Decides whether a click on a link inside CMS HTML can be handled by the router instead of a
 * full page load, and returns the router path (inside the store's basename) if so.
 */
export function routerPathForClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  location: { origin: string },
  basename: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  // Media and API paths are files, not pages.
  if (url.pathname.startsWith('/media/') || url.pathname === '/graphql') return null;
  let path = url.pathname;
  if (basename !== '/') {
    if (path !== basename && !path.startsWith(`${basename}/`)) return null; // another store view: reload
    path = path.slice(basename.length) || '/';
  }
  return `${path}${url.search}${url.hash}`;
}
