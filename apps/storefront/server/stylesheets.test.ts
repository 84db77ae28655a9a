import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { combinedFiles, combineStyles, cssCatalogue, serveCombinedCss } from './stylesheets';

const manifest = {
  'src/entry.client.tsx': { file: 'assets/entry.js', css: ['assets/entry-a1.css'] },
  'src/routes/home.tsx': { file: 'assets/home.js', css: ['assets/home-b2.css', 'assets/Button-c3.css'] },
  'src/pagebuilder/Banner.tsx': { file: 'assets/Banner.js', css: ['assets/Banner-d4.css'] },
  'src/pagebuilder/Row.tsx': { file: 'assets/Row.js' },
};

function fakeResponse() {
  const headers = new Map<string, unknown>();
  let body: Buffer | undefined;
  const res = {
    statusCode: 0,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    end: (data?: Buffer) => {
      body = data;
    },
  };
  return { res: res as unknown as ServerResponse, headers, body: () => body, status: () => res.statusCode };
}

describe('combined stylesheets', () => {
  const catalogue = cssCatalogue(manifest);

  it('turns a page’s CSS files into one URL that lists them in cascade order', () => {
    const page = [
      '/assets/entry-a1.css',
      '/assets/home-b2.css',
      '/assets/Banner-d4.css',
      '/assets/Button-c3.css',
    ];
    const [href, ...rest] = combineStyles(catalogue, page);
    expect(rest).toEqual([]);
    expect(href).toMatch(/^\/assets\/combined-[0-9a-f]{10}-[0-9a-z.]+\.css$/);
    expect(combinedFiles(catalogue, href!)).toEqual(page);
  });

  it('leaves a single file, and files the build does not know, as they are', () => {
    expect(combineStyles(catalogue, ['/assets/entry-a1.css'])).toEqual(['/assets/entry-a1.css']);
    const styles = combineStyles(catalogue, ['/assets/entry-a1.css', '/other.css', '/assets/home-b2.css']);
    expect(styles).toHaveLength(2);
    expect(styles[1]).toBe('/other.css');
    expect(combinedFiles(catalogue, styles[0]!)).toEqual(['/assets/entry-a1.css', '/assets/home-b2.css']);
  });

  it('rejects URLs of another build, unknown or repeated files', () => {
    const href = combineStyles(catalogue, ['/assets/entry-a1.css', '/assets/home-b2.css'])[0]!;
    const other = cssCatalogue({ x: { css: ['assets/entry-zz.css', 'assets/home-b2.css'] } });
    expect(other.build).not.toBe(catalogue.build);
    expect(combinedFiles(other, href)).toBeNull();
    expect(combinedFiles(catalogue, `/assets/combined-${catalogue.build}-0.z9.css`)).toBeNull();
    expect(combinedFiles(catalogue, `/assets/combined-${catalogue.build}-1.1.css`)).toBeNull();
    expect(combinedFiles(catalogue, '/assets/entry-a1.css')).toBeNull();
  });

  it('serves the files concatenated in order and immutable', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'combined-css-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/entry-a1.css'), '.a{color:red}\n');
    writeFileSync(path.join(dir, 'assets/home-b2.css'), '@charset "UTF-8";\n.b{color:blue}');
    writeFileSync(path.join(dir, 'assets/Banner-d4.css'), '.d{color:green}');
    const href = combineStyles(catalogue, [
      '/assets/home-b2.css',
      '/assets/entry-a1.css',
      '/assets/Banner-d4.css',
    ])[0]!;

    const plain = fakeResponse();
    const req = { method: 'GET', url: `${href}?v=1`, headers: {} } as unknown as IncomingMessage;
    expect(await serveCombinedCss(dir, catalogue, req, plain.res)).toBe(true);
    expect(plain.status()).toBe(200);
    expect(plain.body()!.toString()).toBe('.b{color:blue}\n.a{color:red}\n.d{color:green}');
    expect(plain.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const miss = { method: 'GET', url: '/assets/entry-a1.css', headers: {} } as unknown as IncomingMessage;
    expect(await serveCombinedCss(dir, catalogue, miss, fakeResponse().res)).toBe(false);
  });
});
