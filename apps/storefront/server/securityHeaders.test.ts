import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement, lazy, Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamDocument } from './documentStream';
import {
  contentSecurityPolicy,
  dsnOrigin,
  newNonce,
  parseSources,
  setSecurityHeaders,
  shopSecurityFromEnv,
} from './securityHeaders';

/** A late Suspense boundary, so React writes its inline reveal script after the shell too. */
const Late = lazy(
  () =>
    new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) =>
      setTimeout(() => resolve({ default: () => createElement('p', null, 'late part') }), 20),
    ),
);

function page() {
  return createElement(
    'html',
    null,
    createElement(
      'body',
      null,
      createElement('main', null, 'Welcome'),
      createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Late)),
    ),
  );
}

let server: http.Server;
let base = '';
beforeAll(async () => {
  const security = shopSecurityFromEnv({ CSP_IMG_SRC: 'https://cdn.example', TRUST_PROXY: '1' });
  // The shop server's order: headers first, then whatever answers (here a streamed page or JSON).
  server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const nonce = newNonce();
    setSecurityHeaders(req, res, nonce, security);
    if (req.url === '/json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      return;
    }
    streamDocument(req, res, page(), {
      status: 200,
      waitForAll: false,
      bootstrapModules: ['/assets/entry.js'],
      bootstrapScriptContent: 'window.__PAGE_STATE__={"a":1};',
      timeoutMs: 5_000,
      nonce,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('shop security headers', () => {
  it('put a fresh nonce on every inline script of a streamed page, and allow no other inline script', async () => {
    const first = await fetch(`${base}/`);
    const html = await first.text();
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/'unsafe-eval'/);

    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    // The hydration data, the entry module and React's reveal of the late boundary.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('late part');
    for (const attributes of scripts) {
      if (/\bsrc=/.test(attributes)) continue;
      expect(attributes, 'inline script without the nonce').toContain(`nonce="${nonce}"`);
    }

    const second = await fetch(`${base}/`);
    await second.text();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce!);
  });

  it('are on every answer: frame-ancestors, nosniff, referrer and permissions policies', async () => {
    for (const path of ['/', '/json']) {
      const res = await fetch(`${base}${path}`);
      await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('send HSTS when the request came over TLS (through a trusted proxy)', async () => {
    const res = await fetch(`${base}/json`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(shopSecurityFromEnv({ HSTS_MAX_AGE: '0' }).hstsMaxAge).toBe(0);
  });

  it('add third-party hosts from configuration, never keywords or directive breakers', () => {
    expect(
      parseSources("https://cdn.example, *.tiktok.com 'unsafe-inline' evil;script-src https: x'y"),
    ).toEqual(['https://cdn.example', '*.tiktok.com', 'https:']);
    const security = shopSecurityFromEnv({
      CSP_SCRIPT_SRC: 'https://connect.facebook.net',
      CSP_CONNECT_SRC: 'https://www.google-analytics.com',
      CSP_IMG_SRC: "'unsafe-inline'",
    });
    const csp = contentSecurityPolicy('abc', security);
    expect(csp).toMatch(/script-src 'self' 'nonce-abc' [^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/www\.google-analytics\.com/);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/www\.gstatic\.com\/recaptcha\/;/);
  });
});

describe('Sentry in the browser (issue 23)', () => {
  it("lets the pages connect to the DSN's origin, and only when a DSN is set", () => {
    expect(dsnOrigin('https://abc@o12.ingest.sentry.io/345')).toBe('https://o12.ingest.sentry.io');
    expect(dsnOrigin('not a url')).toBeNull();
    expect(
      shopSecurityFromEnv({ SENTRY_DSN: 'http://key@127.0.0.1:4525/7' }).extraSources['connect-src'],
    ).toEqual(['http://127.0.0.1:4525']);
    expect(shopSecurityFromEnv({}).extraSources['connect-src']).toEqual([]);
  });
});
