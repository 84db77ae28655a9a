import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bannerPngAssets, downscale, encodePng, paintBanner } from '../src/db/seed/raster.js';
import { variantPath } from '../src/media/variants.js';

/** Decodes our own PNGs (RGB, 8 bit, any of the five row filters) back to pixels. */
function decode(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let at = 8;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const a = i >= 3 ? pixels[y * stride + i - 3]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = i >= 3 && y > 0 ? pixels[(y - 1) * stride + i - 3]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][filter]!;
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + pred) & 0xff;
    }
  }
  return { width, height, pixels };
}

describe('raster banners', () => {
  it('encodes a PNG that decodes back to the painted pixels', () => {
    const image = paintBanner({ hue: '#37d6a0', width: 160, height: 70, seed: 1 });
    const decoded = decode(encodePng(image));
    expect(decoded.width).toBe(160);
    expect(decoded.height).toBe(70);
    expect(Buffer.from(decoded.pixels).equals(Buffer.from(image.pixels))).toBe(true);
  });

  it('paints the same picture every time, with detail (many colours, not a flat fill)', () => {
    const a = paintBanner({ hue: '#37d6a0', width: 200, height: 100, seed: 3 });
    const b = paintBanner({ hue: '#37d6a0', width: 200, height: 100, seed: 3 });
    expect(Buffer.from(a.pixels).equals(Buffer.from(b.pixels))).toBe(true);
    const colours = new Set<number>();
    for (let i = 0; i < a.pixels.length; i += 3)
      colours.add((a.pixels[i]! << 16) | (a.pixels[i + 1]! << 8) | a.pixels[i + 2]!);
    expect(colours.size).toBeGreaterThan(500);
  });

  it('downscales keeping the aspect ratio', () => {
    const small = downscale(paintBanner({ hue: '#f4a259', width: 300, height: 100, seed: 2 }), 60);
    expect(small).toMatchObject({ width: 60, height: 20 });
    expect(small.pixels).toHaveLength(60 * 20 * 3);
  });

  it('stores the original and a copy per smaller srcset width', () => {
    const rows = bannerPngAssets('catalog/category/x.png', {
      hue: '#8e7cc3',
      width: 700,
      height: 300,
      seed: 4,
    });
    expect(rows.map((r) => r.path)).toEqual([
      'catalog/category/x.png',
      ...[40, 80, 160, 320, 640].map((w) => variantPath('catalog/category/x.png', w)),
    ]);
    expect(variantPath('a/b.png', 640)).toBe('a/b.w640.png');
    expect(decode(Buffer.from(rows[5]!.body, 'base64')).width).toBe(640);
  });
});
