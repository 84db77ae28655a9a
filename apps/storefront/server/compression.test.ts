import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBuffer, isCompressible, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
  });
});

describe('compression', () => {
  it('round-trips bodies and only compresses text-like types', () => {
    const body = Buffer.from('const a = 1;'.repeat(100));
    expect(gunzipSync(compressBuffer(body, 'gzip')).equals(body)).toBe(true);
    expect(brotliDecompressSync(compressBuffer(body, 'br')).equals(body)).toBe(true);
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
  });
});
