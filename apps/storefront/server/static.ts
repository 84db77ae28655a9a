import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

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

/**
 * Serves the built browser files. Hashed files under /assets/ are immutable; everything else
 * is revalidated. Resolves false when there is no such file, so the page renderer answers.
 */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (pathname === '/' || pathname.endsWith('/')) return false;
  const file = path.join(root, path.normalize(pathname));
  if (!file.startsWith(root + path.sep)) return false;
  // Never serve the build manifest: it is the server's, not the shopper's.
  if (file.includes(`${path.sep}.vite${path.sep}`)) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Content-Length', info.size);
  res.setHeader(
    'Cache-Control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((resolve, reject) => {
    createReadStream(file).on('error', reject).on('end', resolve).pipe(res);
  });
  return true;
}
