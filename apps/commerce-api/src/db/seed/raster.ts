import { crc32, deflateSync } from 'node:zlib';
import { MEDIA_WIDTHS, variantPath } from '../../media/variants.js';

/**
 * Raster banner artwork, painted deterministically at seed time (no image files, no native
 * libraries): browsers treat flat SVG banners as low-content images and skip them as the
 * Largest Contentful Paint, so the hero and category banners are PNGs with soft gradients,
 * aurora curtains, stars and fells — real photo-like detail at a small size.
 */

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function rgb(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16);
  return { r: (v >> 16) & 0xff, g: (v >> 8) & 0xff, b: v & 0xff };
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

/** Integer hash → [0, 1): the same pixel always gets the same value. */
function hash(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth value noise (bilinear between hashed lattice points). */
function noise(x: number, y: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = x - xi;
  const fy = y - yi;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash(xi, yi, seed);
  const b = hash(xi + 1, yi, seed);
  const c = hash(xi, yi + 1, seed);
  const d = hash(xi + 1, yi + 1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

function fbm(x: number, y: number, seed: number): number {
  return (
    0.55 * noise(x, y, seed) +
    0.3 * noise(x * 2.1, y * 2.1, seed + 1) +
    0.15 * noise(x * 4.3, y * 4.3, seed + 2)
  );
}

export interface RasterImage {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel. */
  pixels: Uint8Array;
}

/** Aurora over Lapland fells; `hue` colours the aurora, `seed` varies the landscape. */
export function paintBanner(opts: { hue: string; width: number; height: number; seed: number }): RasterImage {
  const { width: w, height: h, seed } = opts;
  const pixels = new Uint8Array(w * h * 3);
  const skyTop = rgb('#0b1d3a');
  const skyLow = rgb('#1f4e5f');
  const aurora = rgb(opts.hue);
  const violet = rgb('#8e7cc3');
  const fellNear = rgb('#0e2a33');
  const fellFar = rgb('#274b5a');
  const snow = rgb('#e9f1f2');
  const snowShade = rgb('#b7ccd3');
  // Scale-free coordinates: the same picture at every size.
  const s = 1 / w;
  const aspect = h / w;
  for (let x = 0; x < w; x++) {
    const u = x * s;
    const curtain = aspect * (0.3 + 0.09 * Math.sin(u * 7.1 + seed) + 0.04 * Math.sin(u * 19.3 + seed * 2));
    const far = aspect * (0.52 + 0.08 * Math.sin(u * 4.2 + seed) + 0.06 * (fbm(u * 9, seed, seed) - 0.5));
    const near =
      aspect * (0.66 + 0.07 * Math.sin(u * 3.1 + seed * 3) + 0.08 * (fbm(u * 14, 3, seed + 5) - 0.5));
    const ground = aspect * (0.84 + 0.03 * Math.sin(u * 5.7 + seed) + 0.03 * (fbm(u * 6, 7, seed + 9) - 0.5));
    const rays = 0.55 + 0.45 * fbm(u * 60, 0.5, seed + 11);
    for (let y = 0; y < h; y++) {
      const v = y * s;
      let c = mix(skyTop, skyLow, y / h);
      // Aurora: a bright lower edge fading upwards, broken into rays.
      const d = curtain - v;
      if (d > -0.02 * aspect && d < 0.35 * aspect) {
        const edge = d < 0 ? Math.exp(-((d / (0.012 * aspect)) ** 2)) : Math.exp(-d / (0.11 * aspect));
        const glow = edge * rays * (0.65 + 0.35 * fbm(u * 8, v * 8, seed + 13));
        c = mix(c, mix(aurora, violet, Math.min(1, Math.max(0, u * 1.2 - 0.1))), Math.min(0.85, glow));
      }
      // Stars in the clear sky above the aurora.
      if (v < curtain && hash(x, y, seed + 17) > 0.9985) {
        c = mix(c, snow, 0.5 + 0.5 * hash(y, x, seed + 19));
      }
      if (v > far) c = mix(fellFar, fellNear, Math.min(1, (v - far) / (0.25 * aspect)) * 0.5);
      if (v > near) c = mix(fellNear, skyTop, 0.3 * ((v - near) / aspect));
      if (v > ground) {
        const t = Math.min(1, (v - ground) / (0.12 * aspect));
        c = mix(snowShade, snow, t * 0.8 + 0.2 * noise(u * 9, v * 20, seed + 29));
      }
      // Even levels only: the smooth gradients compress a third smaller, the eye sees no step.
      const i = (y * w + x) * 3;
      pixels[i] = Math.min(254, Math.round(c.r / 2) * 2);
      pixels[i + 1] = Math.min(254, Math.round(c.g / 2) * 2);
      pixels[i + 2] = Math.min(254, Math.round(c.b / 2) * 2);
    }
  }
  return { width: w, height: h, pixels };
}

/** Area-average downscale (what an image CDN does for the smaller srcset widths). */
export function downscale(image: RasterImage, width: number): RasterImage {
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const pixels = new Uint8Array(width * height * 3);
  const fx = image.width / width;
  const fy = image.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * fy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * fy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * fx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * fx));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * image.width + sx) * 3;
          r += image.pixels[i]!;
          g += image.pixels[i + 1]!;
          b += image.pixels[i + 2]!;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 3;
      pixels[o] = Math.min(254, Math.round(r / n / 2) * 2);
      pixels[o + 1] = Math.min(254, Math.round(g / n / 2) * 2);
      pixels[o + 2] = Math.min(254, Math.round(b / n / 2) * 2);
    }
  }
  return { width, height, pixels };
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** PNG (8-bit RGB); each row gets the filter with the smallest residuals (the usual heuristic). */
export function encodePng(image: RasterImage): Buffer {
  const { width: w, height: h, pixels } = image;
  const stride = w * 3;
  const raw = Buffer.alloc((stride + 1) * h);
  const candidates = [0, 1, 2, 3, 4].map(() => new Uint8Array(stride));
  for (let y = 0; y < h; y++) {
    const row = y * stride;
    const prev = row - stride;
    let best = 0;
    let bestCost = Infinity;
    for (let f = 0; f < 5; f++) {
      const out = candidates[f]!;
      let cost = 0;
      for (let i = 0; i < stride; i++) {
        const cur = pixels[row + i]!;
        const a = i >= 3 ? pixels[row + i - 3]! : 0;
        const b = y > 0 ? pixels[prev + i]! : 0;
        const c = i >= 3 && y > 0 ? pixels[prev + i - 3]! : 0;
        let pred = 0;
        if (f === 1) pred = a;
        else if (f === 2) pred = b;
        else if (f === 3) pred = (a + b) >> 1;
        else if (f === 4) {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        }
        const v = (cur - pred) & 0xff;
        out[i] = v;
        cost += v < 128 ? v : 256 - v;
      }
      if (cost < bestCost) {
        bestCost = cost;
        best = f;
      }
    }
    raw[y * (stride + 1)] = best;
    raw.set(candidates[best]!, y * (stride + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * A banner PNG and its smaller copies for the srcset widths below its own width, as media rows
 * (binary bodies base64 in the text column).
 */
export function bannerPngAssets(
  path: string,
  opts: { hue: string; width: number; height: number; seed: number },
): { path: string; content_type: string; body: string }[] {
  const full = paintBanner(opts);
  const rows = [{ path, content_type: 'image/png', body: encodePng(full).toString('base64') }];
  for (const width of MEDIA_WIDTHS) {
    if (width >= opts.width) continue;
    rows.push({
      path: variantPath(path, width),
      content_type: 'image/png',
      body: encodePng(downscale(full, width)).toString('base64'),
    });
  }
  return rows;
}
