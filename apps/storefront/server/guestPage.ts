import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { hasSessionCookie } from '../src/platform/session/cookie.js';
import { Lru } from '../src/platform/lru.js';
import { contentSecurityPolicy, type ShopSecurity } from './securityHeaders.js';

/**
 * Guest pages — a GET without the session cookie, on a public route (home, CMS, category,
 * product, search), answered 200 — hold no customer data: the server renders every page as a
 * guest, and the account parts fill in after hydration. So they are
 * - rendered whole, then sent with `Cache-Control: public, max-age=0, s-maxage=…,
 *   stale-while-revalidate=…` that a CDN or Varnish in front may use, and
 * - kept in an in-process LRU (SHOP_PAGE_CACHE=0 turns it off) keyed by the API's data version
 *   (which moves with every catalogue, CMS or store write), the origin and the URL, with their
 *   gzip and brotli bytes made once.
 *
 * Content-Security-Policy: a page that caches may serve to many cannot carry a per-response nonce
 * (everyone would learn it). It is rendered with a fresh nonce that marks the scripts React writes;
 * those scripts are then allowed by their SHA-256 hashes and the nonce attribute is removed. Markup
 * injected into content would carry no nonce, so it is neither hashed nor allowed.
 *
 * Signed-in requests (the cookie), other routes (cart, checkout, account, sign-in, previews),
 * errors and 404s are streamed per request with `private, no-store` or `no-store` and a nonce.
 */

export interface GuestPageSettings {
  /** In-process cache on. */
  enabled: boolean;
  maxBytes: number;
  maxEntries: number;
  ttlMs: number;
  sharedMaxAge: number;
  staleWhileRevalidate: number;
}

export function guestPageSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): GuestPageSettings {
  const num = (name: string, fallback: number) => {
    const v = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isFinite(v) && v >= 0 ? v : fallback;
  };
  return {
    enabled: env.SHOP_PAGE_CACHE !== '0',
    maxBytes: num('SHOP_PAGE_CACHE_MB', 48) * 1024 * 1024,
    maxEntries: num('SHOP_PAGE_CACHE_ENTRIES', 1000),
    ttlMs: num('SHOP_CACHE_TTL_S', 300) * 1000,
    sharedMaxAge: num('SHOP_CACHE_SHARED_MAX_AGE_S', 60),
    staleWhileRevalidate: num('SHOP_CACHE_STALE_S', 300),
  };
}

/** What the renderer hands over for a cacheable guest page. */
export interface RenderedGuestPage {
  status: number;
  /** The whole document, its inline scripts still carrying `nonce`. */
  html: string;
  /** The nonce those scripts were rendered with. */
  nonce: string;
}

export interface GuestPage {
  status: number;
  /**
   * The sealed document as strings, in order: slices of the rendered document between the nonces
   * it loses. A page rendered per request (the cache off, a miss) makes no whole-document Buffer —
   * large native buffers per page fragmented the allocator's heap and the server's resident memory
   * grew with every render (issue 18's SSR soak) — and no second whole-document string: slices
   * share the rendered string's characters, where joining them copied ~0.5 MB (2 ms a page here).
   */
  parts: readonly string[];
  /** The document's length in UTF-8 bytes (its `Content-Length` uncompressed), counted once. */
  bytes: number;
  csp: string;
  version: string;
  expires: number;
  /**
   * False for a page whose response sets a cookie (it is the requester's alone): sent `no-store`,
   * never kept, never handed to the requests that waited for its render.
   */
  shared: boolean;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The document without its nonce (as the slices between the nonces: see GuestPage.parts), and the
 * hashes of the inline scripts that carried it (React's). Scripts without the nonce are left out of
 * the hashes, whatever they are.
 */
export function sealGuestPage(html: string, nonce: string): { parts: string[]; hashes: string[] } {
  const marker = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (!attributes.includes(marker) || /\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(
      createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  const parts: string[] = [];
  let from = 0;
  for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, from)) {
    parts.push(html.slice(from, at));
    from = at + marker.length;
  }
  parts.push(html.slice(from));
  return { parts, hashes: [...hashes] };
}

/** Writes a sealed document's parts in order and ends the response. */
function writeParts(res: ServerResponse, parts: readonly string[]): void {
  for (const part of parts) res.write(part);
  res.end();
}

/** A kept page's compressed copy, made from its parts through a stream (no joined document). */
function encodeParts(parts: readonly string[], encoding: 'br' | 'gzip'): Promise<Buffer> {
  const stream =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.createGzip({ level: 6 });
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(out)));
    stream.on('error', reject);
    for (const part of parts) stream.write(part);
    stream.end();
  });
}

/** The request-level part: a guest's GET or HEAD; the route decides the rest. Key or null. */
export function guestPageKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (hasSessionCookie(req.headers.cookie)) return null;
  const url = req.url ?? '/';
  if (url.length > 2048) return null;
  const proto = process.env.PUBLIC_URL
    ? ''
    : String(req.headers['x-forwarded-proto'] ?? 'http')
        .split(',')[0]!
        .trim();
  return `${proto}://${req.headers.host ?? ''}${url}`;
}

function preferredEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { name, q: q === undefined ? 1 : Number(q) };
    })
    .filter((e) => e.q > 0)
    .map((e) => e.name);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export class GuestPages {
  private readonly pages: Lru<string, GuestPage>;
  /** Renders in flight per key: concurrent first requests for one page wait for one render. */
  private readonly inFlight = new Map<string, Promise<GuestPage | null>>();
  private readonly cacheControl: string;

  constructor(
    readonly settings: GuestPageSettings,
    private readonly security: ShopSecurity,
  ) {
    this.pages = new Lru(settings.enabled ? settings.maxEntries : 0, settings.maxBytes);
    this.cacheControl = `public, max-age=0, s-maxage=${settings.sharedMaxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}`;
  }

  get size(): number {
    return this.pages.size;
  }

  /** A kept page for this key and data version, if there is one. */
  lookup(key: string, version: string): GuestPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.version !== version || page.expires <= Date.now()) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  /** A render of this key already under way (its page, or null if it was not a guest page). */
  pending(key: string): Promise<GuestPage | null> | undefined {
    return this.inFlight.get(key);
  }

  /** Registers a render under way; `settle` with the page (or null) when it is known. */
  begin(key: string): (page: GuestPage | null) => void {
    let settle!: (page: GuestPage | null) => void;
    this.inFlight.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    return (page) => {
      this.inFlight.delete(key);
      settle(page?.shared ? page : null);
    };
  }

  /**
   * Seals a rendered page and keeps it (when caching is on and the page is `shared`: false when
   * its response sets a cookie).
   */
  keep(key: string, version: string, rendered: RenderedGuestPage, shared = true): GuestPage {
    const { parts, hashes } = sealGuestPage(rendered.html, rendered.nonce);
    const page: GuestPage = {
      status: rendered.status,
      parts,
      bytes: parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0),
      csp: contentSecurityPolicy({ hashes }, this.security),
      version,
      expires: Date.now() + this.settings.ttlMs,
      shared,
      encoded: new Map(),
    };
    // Weight: the HTML plus roughly what its compressed copies will take (computed only when kept).
    if (this.settings.enabled && shared) this.pages.set(key, page, Math.round(page.bytes * 1.35));
    return page;
  }

  /**
   * Sends a page just rendered through the server's streaming compression (`compress`, the
   * middleware that compresses streamed pages): a miss makes no whole compressed copy. A kept
   * page's compressed copies are made once, on its first hit (`send`).
   */
  async sendRendered(
    req: IncomingMessage,
    res: ServerResponse,
    page: GuestPage,
    compress: () => Promise<void>,
  ): Promise<void> {
    await compress();
    this.setHeaders(res, page, false);
    if (req.method !== 'HEAD') writeParts(res, page.parts);
    else res.end();
  }

  private setHeaders(res: ServerResponse, page: GuestPage, hit: boolean): void {
    res.statusCode = page.status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', page.csp);
    res.setHeader('Cache-Control', page.shared ? this.cacheControl : 'no-store');
    res.setHeader('Vary', 'Accept-Encoding');
    if (page.shared) res.setHeader('X-Shop-Cache', hit ? 'hit' : 'miss');
  }

  /** Sends a guest page: its own CSP and cache headers, compressed as the client accepts. */
  async send(req: IncomingMessage, res: ServerResponse, page: GuestPage, hit: boolean): Promise<void> {
    const encoding = preferredEncoding(req);
    let body: Buffer | null = null;
    if (encoding) {
      let encoded = page.encoded.get(encoding);
      if (!encoded) {
        encoded = encodeParts(page.parts, encoding);
        page.encoded.set(encoding, encoded);
        encoded.catch(() => page.encoded.delete(encoding));
      }
      body = await encoded;
    }
    this.setHeaders(res, page, hit);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body ? body.length : page.bytes);
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else writeParts(res, page.parts);
  }
}
