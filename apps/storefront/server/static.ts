import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compressBuffer, isCompressible, negotiateEncoding } from './compression.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Hashed build files never change, so each is read and compressed once per encoding. */
const cache = new Map<string, Buffer>();

async function body(file: string, encoding: 'br' | 'gzip' | null): Promise<Buffer> {
  const key = `${encoding ?? 'identity'}:${file}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const raw = await readFile(file);
  const out = encoding ? compressBuffer(raw, encoding) : raw;
  cache.set(key, out);
  return out;
}

/**
 * Serves the built browser files. Hashed files under /assets/ are immutable; everything else
 * is revalidated. Resolves false when there is no such file, so the page renderer answers.
 */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return false;
  }
  if (pathname === '/' || pathname.endsWith('/')) return false;
  const file = path.join(root, path.normalize(pathname));
  if (!file.startsWith(root + path.sep)) return false;
  // Never serve the build manifest: it is the server's, not the shopper's.
  if (file.includes(`${path.sep}.vite${path.sep}`)) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;

  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const encoding = isCompressible(type) ? negotiateEncoding(req.headers['accept-encoding']) : null;
  const data = await body(file, encoding);
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', data.length);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (isCompressible(type)) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader(
    'Cache-Control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
  res.end(req.method === 'HEAD' ? undefined : data);
  return true;
}
