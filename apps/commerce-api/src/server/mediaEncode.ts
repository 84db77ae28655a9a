import type SharpModule from 'sharp';
import { processLogger } from './log.js';

/**
 * Modern encodings of the stored raster media (spec §9 widths, quality 85) with sharp, chosen by the
 * browser's Accept header and kept in memory once encoded: the seed stores PNG (lossless, ~1.5 bits
 * a pixel for its painted banners), which is 4–6× the bytes of the same picture as AVIF or WebP.
 *
 * The seed's packshots and blog pictures are SVGs standing in for photographs. Asked for at a
 * srcset width they are rasterized here at that width (issue 18): a browser paints an SVG image
 * as a document of its own, with its own layout and font matching for its lettering (35 ms for one
 * 160 px thumbnail in a Lighthouse trace of the product page, ~100 ms a page load in all), where a
 * WebP of 1–6 KB only decodes. Marks and icons (the logo, labels, menu icons) stay vector.
 */

export type EncodedFormat = 'avif' | 'webp';

export const MEDIA_QUALITY = 85;

/**
 * The format to send: WebP when accepted, else AVIF; null when the request accepts neither (keep
 * the PNG). WebP first because, for the seed's painted banners at quality 85, it came out smaller
 * than AVIF (phone hero at 960 px: WebP 9.1 KB, AVIF 11.9 KB, PNG 90 KB) and encodes ~6× faster —
 * the first request for an image waits for its encoding.
 */
export function negotiateFormat(accept: string | null): EncodedFormat | null {
  if (!accept) return null;
  const accepted = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [type, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(type!.trim(), q ? Number(q.slice(2)) : 1);
  }
  for (const format of ['webp', 'avif'] as const) {
    const q = accepted.get(`image/${format}`);
    if (q !== undefined && q > 0) return format;
  }
  return null;
}

type Sharp = typeof SharpModule;
let sharpModule: Promise<Sharp | null> | undefined;

/** sharp ships prebuilt binaries; where none loads, the route keeps serving the stored PNGs. */
function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then(
    (m) => {
      const sharp = m.default;
      // One libvips thread and no libvips cache: the shop shares its cores, and we cache results.
      sharp.concurrency(1);
      sharp.cache(false);
      return sharp;
    },
    (error: unknown) => {
      processLogger().warn({ err: (error as Error).message }, 'sharp unavailable, serving stored PNGs');
      return null;
    },
  );
  return sharpModule;
}

/** Encoded copies by `path|format`, with the total held under a byte budget (oldest out first). */
export class EncodedMediaCache {
  private readonly entries = new Map<string, Promise<Buffer | null>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes = 48 * 1024 * 1024) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The encoded copy of `source` (stored under `path`), encoding it once; null without sharp.
   * `width`: rasterize a vector source (SVG) at that width.
   */
  get(path: string, format: EncodedFormat, source: () => Buffer, width?: number): Promise<Buffer | null> {
    const key = `${path}|${format}${width === undefined ? '' : `|${width}`}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh its place: the oldest entry is the first in the map.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const encoded = encode(source(), format, width).then(
      (buffer) => {
        if (buffer) this.account(key, buffer.length);
        else this.entries.delete(key);
        return buffer;
      },
      (error: unknown) => {
        this.entries.delete(key);
        processLogger().warn(
          { path, format, width, err: (error as Error).message },
          'could not encode an image',
        );
        return null;
      },
    );
    this.entries.set(key, encoded);
    return encoded;
  }

  private account(key: string, size: number) {
    this.sizes.set(key, size);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }
}

async function encode(source: Buffer, format: EncodedFormat, width?: number): Promise<Buffer | null> {
  const sharp = await loadSharp();
  if (!sharp) return null;
  let image = sharp(source);
  if (width !== undefined) {
    // Rendered at the density that gives `width` pixels (sharp reads SVGs at 72 dpi), so a copy
    // wider than the drawing's own size is drawn sharp, not enlarged.
    const own = (await image.metadata()).width;
    if (!own) throw new Error('a vector image without a width');
    image = sharp(source, { density: (72 * width) / own }).resize({ width });
  }
  return format === 'avif'
    ? image.avif({ quality: MEDIA_QUALITY, effort: 2 }).toBuffer()
    : image.webp({ quality: MEDIA_QUALITY }).toBuffer();
}
