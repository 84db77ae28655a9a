import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bannerPngAssets } from '../src/db/seed/raster.js';
import { EncodedMediaCache, negotiateFormat } from '../src/server/mediaEncode.js';

describe('media format negotiation', () => {
  it('prefers WebP, then AVIF, and keeps the PNG for browsers that accept neither', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('webp');
    expect(negotiateFormat('image/avif,*/*')).toBe('avif');
    expect(negotiateFormat('image/avif, image/webp;q=0')).toBe('avif');
    expect(negotiateFormat('image/png,image/*;q=0.8')).toBeNull();
    expect(negotiateFormat(null)).toBeNull();
  });
});

describe('encoded media cache', () => {
  const png = Buffer.from(
    bannerPngAssets('t.png', { hue: '#37d6a0', width: 320, height: 140, seed: 1 })[0]!.body,
    'base64',
  );

  it('encodes a stored PNG as AVIF and WebP at its own size, much smaller, once', async () => {
    const cache = new EncodedMediaCache();
    let reads = 0;
    const source = () => {
      reads++;
      return png;
    };
    const avif = await cache.get('t.png', 'avif', source);
    const webp = await cache.get('t.png', 'webp', source);
    expect((await sharp(avif!).metadata()).format).toBe('heif');
    expect(await sharp(webp!).metadata()).toMatchObject({ format: 'webp', width: 320, height: 140 });
    expect(avif!.length).toBeLessThan(png.length / 2);
    expect(webp!.length).toBeLessThan(png.length / 2);
    expect(await cache.get('t.png', 'avif', source)).toBe(avif);
    expect(reads).toBe(2);
  });

  it('drops the oldest copies beyond its byte budget', async () => {
    const cache = new EncodedMediaCache(1);
    await cache.get('a.png', 'webp', () => png);
    await cache.get('b.png', 'webp', () => png);
    expect(cache.size).toBe(1);
  });
});
