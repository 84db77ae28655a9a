import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';

/**
 * Hashed build files never change; the service worker is checked on every visit (a new deployment
 * must reach the browser at once, issue 17); everything else (favicon, icons, robots.txt …) is
 * revalidated hourly.
 */
export function cacheControl(pathname: string): string {
  if (pathname === '/sw.js') return 'no-cache';
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
  const serviceWorker = serviceWorkerFile(path.join(root, 'sw.js'));
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (serviceWorker(req, res)) return true;
    let served = true;
    // sirv answers (or calls next) synchronously: it knows the build's files from start-up.
    serve(req, res, () => {
      served = false;
    });
    return served;
  };
}

/**
 * `/sw.js` (issue 17): browsers ask for it on every visit (`no-cache`), and a new deployment must
 * be seen at once. sirv's ETag is the size and time it saw at start-up; this one is the hash of the
 * file as it is now, read again whenever the file changes — a worker is never kept by a stale 304.
 */
export function serviceWorkerFile(file: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  let cached: { key: string; body: Buffer; gzip: Buffer; etag: string } | null = null;
  const current = () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return null;
    const key = `${stats.size}-${stats.mtimeMs}`;
    if (cached?.key !== key) {
      const body = readFileSync(file);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      cached = { key, body, gzip: gzipSync(body, { level: 9 }), etag };
    }
    return cached;
  };
  return (req, res) => {
    if ((req.url ?? '/').split('?')[0] !== '/sw.js') return false;
    const file = current();
    if (!file) return false;
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', cacheControl('/sw.js'));
    res.setHeader('ETag', file.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304).end();
      return true;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzip : file.body;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
