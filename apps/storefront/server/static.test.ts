import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, heldAssets, staticFiles } from './static';

const js = 'export const a = 1;'.repeat(200);
let base = '';
let server: http.Server;
let root = '';

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, 'assets/entry-abc.js'), js);
  writeFileSync(path.join(root, 'assets/entry-abc.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(root, 'assets/entry-abc.js.gz'), gzipSync(js));
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, '.vite/manifest.json'), '{}');
  writeFileSync(path.join(root, 'sw.js'), 'self.version = 1;');
  const serve = staticFiles(root);
  server = http.createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(418).end('renderer');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe('staticFiles', () => {
  it('sends the precompressed copy the client accepts, hashed assets cached immutably', async () => {
    const br = await fetch(`${base}/assets/entry-abc.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe(js);
    const gz = await fetch(`${base}/assets/entry-abc.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(js);
  });

  it('revalidates files outside /assets/ and leaves pages, dot folders and writes to the renderer', async () => {
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await fetch(`${base}/.vite/manifest.json`)).status).toBe(418);
    expect((await fetch(`${base}/`)).status).toBe(418);
    expect((await fetch(`${base}/about`)).status).toBe(418);
    expect((await fetch(`${base}/assets/entry-abc.js`, { method: 'POST' })).status).toBe(418);
  });

  it('serves /sw.js for revalidation on every visit, with an ETag of what the file holds now', async () => {
    const first = await fetch(`${base}/sw.js`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await first.text()).toBe('self.version = 1;');
    const etag = first.headers.get('etag')!;
    expect((await fetch(`${base}/sw.js`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // A new deployment replaces the file while the server runs: the next check gets it.
    writeFileSync(path.join(root, 'sw.js'), 'self.version = 2;');
    const second = await fetch(`${base}/sw.js`, { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).not.toBe(etag);
    expect(await second.text()).toBe('self.version = 2;');
  });

  it("answers hashed assets from memory once read, with sirv's headers, 304s and ranges", async () => {
    const css = 'a{color:red}'.repeat(100);
    writeFileSync(path.join(root, 'assets/held-abc.css'), css);
    writeFileSync(path.join(root, 'assets/held-abc.css.gz'), gzipSync(css));
    // Listed when the server started: a file added later is sirv's (which knows only its own list).
    expect((await fetch(`${base}/assets/held-abc.css`)).status).toBe(418);

    const held = heldAssets(root);
    const local = http.createServer((req, res) => {
      if (!held(req, res)) res.writeHead(418).end('not held');
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
    try {
      const gz = await fetch(`${url}/assets/held-abc.css`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(gz.status).toBe(200);
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.headers.get('content-type')).toBe('text/css');
      expect(gz.headers.get('vary')).toBe('Accept-Encoding');
      expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(gz.headers.get('etag')).toMatch(/^W\/"\d+-\d+"$/);
      expect(await gz.text()).toBe(css);
      // The same as sirv alone sends for the same file.
      const serve = sirv(root, { dev: false, etag: true, brotli: true, gzip: true, extensions: [] });
      const plain = http.createServer((req, res) => serve(req, res, () => void res.writeHead(418).end()));
      await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
      const sirvUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
      for (const encoding of ['br', 'gzip', 'identity']) {
        const init = { headers: { 'Accept-Encoding': encoding } };
        const [theirs, ours] = await Promise.all([
          fetch(`${sirvUrl}/assets/entry-abc.js`, init),
          fetch(`${url}/assets/entry-abc.js`, init),
        ]);
        for (const header of [
          'content-type',
          'content-encoding',
          'content-length',
          'etag',
          'last-modified',
          'vary',
        ])
          expect(ours.headers.get(header), `${encoding} ${header}`).toBe(theirs.headers.get(header));
        expect(await ours.text()).toBe(await theirs.text());
      }
      await new Promise<void>((resolve) => plain.close(() => resolve()));
      // From memory: the files are gone from the disk, the answers stay.
      rmSync(path.join(root, 'assets/held-abc.css.gz'));
      const again = await fetch(`${url}/assets/held-abc.css`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(await again.text()).toBe(css);
      const etag = again.headers.get('etag')!;
      const unchanged = await fetch(`${url}/assets/held-abc.css`, {
        headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
      });
      expect(unchanged.status).toBe(304);
      // Ranges, unknown names and everything outside /assets/ are not answered here.
      expect((await fetch(`${url}/assets/held-abc.css`, { headers: { Range: 'bytes=0-9' } })).status).toBe(
        418,
      );
      expect((await fetch(`${url}/assets/other-abc.css`)).status).toBe(418);
      expect((await fetch(`${url}/favicon.svg`)).status).toBe(418);
    } finally {
      await new Promise<void>((resolve) => local.close(() => resolve()));
    }
  });

  it('leaves files over the size limits to sirv', async () => {
    const held = heldAssets(root, { maxFileBytes: 100 });
    const local = http.createServer((req, res) => {
      if (!held(req, res)) res.writeHead(418).end('not held');
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
    try {
      // entry-abc.js is 3,800 bytes; its brotli copy is under 100.
      expect(
        (await fetch(`${url}/assets/entry-abc.js`, { headers: { 'Accept-Encoding': 'identity' } })).status,
      ).toBe(418);
      expect(
        (await fetch(`${url}/assets/entry-abc.js`, { headers: { 'Accept-Encoding': 'br' } })).status,
      ).toBe(200);
    } finally {
      await new Promise<void>((resolve) => local.close(() => resolve()));
    }
  });

  it('keeps hashed assets immutable and the rest short-lived', () => {
    expect(cacheControl('/assets/x-123.css')).toContain('immutable');
    expect(cacheControl('/robots.txt')).not.toContain('immutable');
  });
});
