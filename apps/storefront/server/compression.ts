import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, createGzip, gzipSync, type Gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | null;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

/** The best encoding the client accepts (q=0 means "not acceptable"). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/** Compresses a whole body; used for static files, whose results are cached by the caller. */
export function compressBuffer(body: Buffer, encoding: Exclude<Encoding, null>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(body, { level: 9 });
}

/**
 * A gzip stream for streamed HTML that flushes every chunk React writes, so the browser can
 * start on the shell before the rest of the page exists.
 */
export function streamingGzip(req: IncomingMessage, res: ServerResponse): Gzip | null {
  if (negotiateEncoding(req.headers['accept-encoding']) === null) return null;
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Vary', 'Accept-Encoding');
  const gzip = createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
  gzip.pipe(res);
  return gzip;
}
