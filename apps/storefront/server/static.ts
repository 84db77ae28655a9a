import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';
import sirv from 'sirv';

/**
 * Hashed build files never change; the service worker is checked on every visit (a new deployment
 * must reach the browser at once, issue 17); everything else (favicon, icons, robots.txt …) is
 * revalidated hourly.
 */
/** The hashed build files: never changed while the server runs, cached immutably, logged at `debug`. */
export const isBuildFile = (pathname: string): boolean => pathname.startsWith('/assets/');

export function cacheControl(pathname: string): string {
  if (pathname === '/sw.js') return 'no-cache';
  return isBuildFile(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
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
  const held = heldAssets(root);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (serviceWorker(req, res)) return true;
    if (held(req, res)) return true;
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

interface HeldFile {
  body: Buffer;
  headers: Record<string, string | number>;
}

/**
 * The hashed build files (`/assets/*`), sent from memory once read (issue 18). They never change
 * while the server runs (a deployment is a new process), and sirv opened, read and closed the file
 * again for every request: under a static-file load, 45 % of the main thread went to those calls
 * (BENCHMARKS.md, fourteenth session). The answer is the one sirv gives — the same choice of the
 * brotli, gzip or plain copy, the same headers and weak ETag, 304 for a matching `If-None-Match`.
 * Range requests, files over `maxFileBytes` and files past `maxTotalBytes` held go to sirv.
 */
export function heldAssets(
  root: string,
  { maxFileBytes = 1 << 20, maxTotalBytes = 64 << 20 } = {},
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const dir = path.join(root, 'assets');
  // The build's files, listed once: a request for anything else never reaches the disk here.
  const names = new Set<string>(existsSync(dir) ? readdirSync(dir) : []);
  const files = new Map<string, HeldFile | null>();
  let total = 0;
  const read = (name: string): HeldFile | null => {
    const known = files.get(name);
    if (known !== undefined) return known;
    const file = path.join(dir, name);
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats?.isFile() || stats.size > maxFileBytes || total + stats.size > maxTotalBytes) {
      // Nothing held is ever let go, so a file left to sirv stays sirv's: not looked at again.
      files.set(name, null);
      return null;
    }
    const encoding = name.endsWith('.br') ? 'br' : name.endsWith('.gz') ? 'gzip' : null;
    const headers: HeldFile['headers'] = {
      'Content-Length': stats.size,
      'Content-Type': lookup(encoding ? name.slice(0, -3) : name) ?? '',
      'Last-Modified': stats.mtime.toUTCString(),
      ETag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    const held = { body: readFileSync(file), headers };
    total += stats.size;
    files.set(name, held);
    return held;
  };
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isBuildFile(pathname) || req.headers.range) return false;
    const name = pathname.slice('/assets/'.length);
    if (!names.has(name)) return false;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const choices = [
      ...(/(br|brotli)/i.test(accepts) ? [`${name}.br`] : []),
      ...(accepts.includes('gzip') ? [`${name}.gz`] : []),
      name,
    ].filter((choice) => names.has(choice));
    const file = read(choices[0] ?? name);
    if (!file) return false;
    if (req.headers['if-none-match'] === file.headers.ETag) {
      res.writeHead(304).end();
      return true;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl(pathname));
    res.writeHead(200, file.headers).end(file.body);
    return true;
  };
}
