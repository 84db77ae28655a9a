import { Lru } from '../src/platform/lru.js';

/**
 * The API's shareable answers, kept in a render worker (issue 18). A page's catalogue queries
 * (store config, shell, route, listing…) went from the render thread to the main thread's API and
 * back for every page, even when the API answered them from its own cache: the messages, the
 * request objects on both threads and the API's request pipeline were a fifth of a rendered
 * page's CPU. The worker now keeps what the API itself says any client may share, as an HTTP
 * cache in front of it would:
 * - only a GET without credentials (no `Authorization`, no cookie) is looked up or kept;
 * - only a 200 answer with `Cache-Control: public` and an `s-maxage` (the API sends them only for
 *   catalogue queries answered without errors), without `private`, `no-store` or `Set-Cookie`, and
 *   for at most `s-maxage` seconds;
 * - the key holds every request header (so whatever the answer varies on — store, currency,
 *   customer group — is in it) and the API's data version as the main thread read it when the
 *   page's render began, so nothing kept answers a page begun after the catalogue or the CMS
 *   changed; a new version empties the cache.
 * Customer data is never in it: the API sends `no-store` for cart, customer and order queries.
 */

export interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Headers that differ on every request and say nothing about the answer. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'traceparent', 'tracestate', 'sentry-trace', 'baggage']);

export class AnswerCache {
  private readonly entries: Lru<string, { answer: Answer; expires: number }>;
  private version: string | null = null;

  constructor(
    private readonly maxBytes: number,
    maxEntries: number,
  ) {
    this.entries = new Lru(maxEntries, maxBytes);
  }

  /** The key of a request that may be answered from the cache; null for any other. */
  key(version: string, method: string, url: string, headers: readonly [string, string][]): string | null {
    if (method !== 'GET') return null;
    const kept: string[] = [];
    for (const [name, value] of headers) {
      const lower = name.toLowerCase();
      if (lower === 'authorization' || lower === 'cookie') return null;
      if (!PER_REQUEST_HEADERS.has(lower)) kept.push(`${lower}:${value}`);
    }
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    return `${version}\n${url}\n${kept.sort().join('\n')}`;
  }

  get(key: string, now = Date.now()): Answer | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit?.answer;
  }

  /** Keeps the answer when the API marked it as shareable (see above). */
  offer(key: string, answer: Answer, now = Date.now()): void {
    const seconds = sharedLifetime(answer);
    if (seconds <= 0) return;
    const bytes = answer.body.length * 2 + key.length * 2;
    if (bytes > this.maxBytes / 4) return; // one answer never takes over the cache
    this.entries.set(key, { answer, expires: now + seconds * 1000 }, bytes);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** For how many seconds a shared cache may keep the answer (0: not at all). */
export function sharedLifetime(answer: Answer): number {
  if (answer.status !== 200) return 0;
  let cacheControl = '';
  for (const [name, value] of answer.headers) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') return 0;
    if (lower === 'cache-control') cacheControl += `${cacheControl ? ',' : ''}${value}`;
  }
  const directives = new Map(
    cacheControl
      .toLowerCase()
      .split(',')
      .map((d) => d.trim().split('=') as [string, string | undefined])
      .filter(([name]) => name),
  );
  if (!directives.has('public') || ['private', 'no-store', 'no-cache'].some((d) => directives.has(d)))
    return 0;
  const seconds = Number(directives.get('s-maxage'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}
