import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

/** Hashed build files never change; everything else (favicon, robots.txt …) is revalidated hourly. */
export function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * The built browser files, through sirv: the brotli and gzip copies the build wrote next to each
 * file (vite-plugin-compression2) are sent to clients that accept them. Dot folders — the build
 * manifest in `.vite/` is the server's, not the shopper's — are never served. The returned
 * function answers false when there is no such file, so the page renderer answers instead.
 */
export function staticFiles(root: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const serve = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    // `/about` is a page, never `about.html`.
    extensions: [],
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname)),
  });
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let served = true;
    // sirv answers (or calls next) synchronously: it knows the build's files from start-up.
    serve(req, res, () => {
      served = false;
    });
    return served;
  };
}
