import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Lru } from '../src/platform/lru';
import { GuestPages, guestPageKey, guestPageSettingsFromEnv, sealGuestPage } from './guestPage';
import { shopSecurityFromEnv } from './securityHeaders';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const request = (headers: Record<string, string> = {}, method = 'GET', url = '/skincare.html') =>
  ({ method, url, headers: { host: 'shop.test', ...headers } }) as unknown as IncomingMessage;

describe('guest pages', () => {
  it('allow exactly the scripts React wrote (those with the render’s nonce) by hash, and drop the nonce', () => {
    const nonce = 'n0nce+/=';
    const html =
      `<html><head><script type="module" src="/assets/entry.js" nonce="${nonce}" async=""></script></head><body>` +
      `<p>content</p><script>alert("injected")</script>` +
      `<script nonce="${nonce}">window.__SHOP__={"a":1};</script>` +
      `<script id="_R_" nonce="${nonce}">$RC("B:0","S:0")</script></body></html>`;
    const sealed = sealGuestPage(html, nonce);
    expect(sealed.hashes.sort()).toEqual([sha('window.__SHOP__={"a":1};'), sha('$RC("B:0","S:0")')].sort());
    expect(sealed.hashes).not.toContain(sha('alert("injected")'));
    const sealedHtml = sealed.parts.join('');
    expect(sealedHtml).not.toContain(nonce);
    expect(sealedHtml).toContain('<script>window.__SHOP__={"a":1};</script>');
    expect(sealedHtml).toBe(html.replaceAll(` nonce="${nonce}"`, ''));
  });

  it('are keyed only for a guest’s GET or HEAD, by origin and URL', () => {
    expect(guestPageKey(request())).toBe('http://shop.test/skincare.html');
    expect(guestPageKey(request({}, 'HEAD', '/?a=1'))).toBe('http://shop.test/?a=1');
    expect(guestPageKey(request({ 'x-forwarded-proto': 'https' }))).toBe('https://shop.test/skincare.html');
    expect(guestPageKey(request({}, 'POST'))).toBeNull();
    expect(guestPageKey(request({ cookie: 'a=1; shop_customer_token=abc' }))).toBeNull();
    // An empty session cookie is no session.
    expect(guestPageKey(request({ cookie: 'shop_customer_token=' }))).toBe('http://shop.test/skincare.html');
  });

  it('are kept per data version and sent with a hash policy and shared-cache headers', async () => {
    const pages = new GuestPages(guestPageSettingsFromEnv({}), shopSecurityFromEnv({}));
    const kept = pages.keep('k', 'v1', {
      status: 200,
      html: '<html><body><script nonce="abc">1</script></body></html>',
      nonce: 'abc',
    });
    expect(pages.lookup('k', 'v1')).toBe(kept);
    expect(pages.lookup('k', 'v2')).toBeNull();
    expect(pages.lookup('k', 'v1')).toBeNull(); // a stale version is dropped

    const headers: Record<string, unknown> = {};
    let body: Buffer | undefined;
    const res = {
      statusCode: 0,
      setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
      end: (chunk?: Buffer) => (body = chunk),
    } as unknown as ServerResponse;
    await pages.send(request({ 'accept-encoding': 'gzip, br;q=0' }), res, kept, true);
    expect(headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${sha('1')}'`);
    expect(headers['content-security-policy']).not.toContain('nonce');
    expect(headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['x-shop-cache']).toBe('hit');
    expect(gunzipSync(body!).toString()).toBe('<html><body><script>1</script></body></html>');

    // Without compression: the sealed parts in order, their UTF-8 length announced.
    const written: string[] = [];
    const plainHeaders: Record<string, unknown> = {};
    const plain = {
      statusCode: 0,
      setHeader: (name: string, value: unknown) => (plainHeaders[name.toLowerCase()] = value),
      write: (chunk: string) => written.push(chunk),
      end: () => undefined,
    } as unknown as ServerResponse;
    const umlaut = pages.keep('u', 'v1', {
      status: 200,
      html: '<p>Größe</p><script nonce="n">2</script>',
      nonce: 'n',
    });
    await pages.send(request({ 'accept-encoding': 'identity' }), plain, umlaut, false);
    expect(written.join('')).toBe('<p>Größe</p><script>2</script>');
    expect(plainHeaders['content-length']).toBe(Buffer.byteLength('<p>Größe</p><script>2</script>'));
    expect(plainHeaders['content-encoding']).toBeUndefined();
  });

  it('are neither kept nor shared nor handed to waiting requests when the response sets a cookie', async () => {
    const pages = new GuestPages(guestPageSettingsFromEnv({}), shopSecurityFromEnv({}));
    const settle = pages.begin('k');
    const waiting = pages.pending('k');
    const page = pages.keep('k', 'v1', { status: 200, html: '<p>mine</p>', nonce: 'abc' }, false);
    settle(page);
    expect(await waiting).toBeNull();
    expect(pages.lookup('k', 'v1')).toBeNull();
    expect(pages.size).toBe(0);
    const headers: Record<string, unknown> = {};
    const res = {
      statusCode: 0,
      setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
      write: () => true,
      end: () => undefined,
    } as unknown as ServerResponse;
    await pages.sendRendered(request(), res, page, () => Promise.resolve());
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-shop-cache']).toBeUndefined();
  });

  it('are not kept with SHOP_PAGE_CACHE=0', () => {
    const pages = new GuestPages(guestPageSettingsFromEnv({ SHOP_PAGE_CACHE: '0' }), shopSecurityFromEnv({}));
    pages.keep('k', 'v', { status: 200, html: '<p></p>', nonce: 'x' });
    expect(pages.lookup('k', 'v')).toBeNull();
  });
});

describe('the LRU behind the server caches', () => {
  it('forgets the least recently used entry past its count or size', () => {
    const lru = new Lru<string, number>(2, 100);
    lru.set('a', 1, 10);
    lru.set('b', 2, 10);
    lru.get('a');
    lru.set('c', 3, 10);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    lru.set('big', 4, 90);
    expect(lru.size).toBe(2);
    expect(lru.weight).toBeLessThanOrEqual(100);
    lru.set('huge', 5, 101);
    expect(lru.get('huge')).toBeUndefined();
  });
});
