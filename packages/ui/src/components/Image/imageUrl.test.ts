import { describe, expect, it } from 'vitest';
import {
  buildImageUrl,
  buildSrcSet,
  imageCardSizes,
  missingImageSourceMessage,
  resolveImageSource,
  sizesForCard,
  srcSetWidths,
} from './imageUrl';

describe('buildImageUrl', () => {
  it('appends a width parameter', () => {
    expect(buildImageUrl('https://cdn.shop/media/a.jpg', 320)).toBe('https://cdn.shop/media/a.jpg?width=320');
  });
  it('keeps other parameters and the hash', () => {
    expect(buildImageUrl('/media/a.jpg?v=3#x', 640)).toBe('/media/a.jpg?v=3&width=640#x');
  });
  it('replaces an existing width', () => {
    expect(buildImageUrl('/a.jpg?width=99&q=85', 40)).toBe('/a.jpg?q=85&width=40');
  });
  it('leaves data and blob URLs alone', () => {
    expect(buildImageUrl('data:image/png;base64,AAAA', 40)).toBe('data:image/png;base64,AAAA');
  });
});

describe('buildSrcSet', () => {
  it('lists the spec §9 widths', () => {
    expect(srcSetWidths).toEqual([40, 80, 160, 320, 640, 960, 1280, 1600, 2560]);
    const set = buildSrcSet('/a.jpg');
    expect(set.split(', ')).toHaveLength(9);
    expect(set.startsWith('/a.jpg?width=40 40w, /a.jpg?width=80 80w')).toBe(true);
    expect(set.endsWith('/a.jpg?width=2560 2560w')).toBe(true);
  });
  it('uses a swapped builder', () => {
    expect(buildSrcSet('/a.jpg', (s, w) => `${s}/${w}`, [40, 80])).toBe('/a.jpg/40 40w, /a.jpg/80 80w');
  });
  it('is empty for data URLs', () => {
    expect(buildSrcSet('data:image/gif;base64,R0')).toBe('');
  });
});

describe('card sizes', () => {
  it('match spec §9 and share the 0.736 ratio', () => {
    expect(imageCardSizes).toEqual({
      xsmall: { width: 268, height: 364 },
      small: { width: 324, height: 440 },
      medium: { width: 436, height: 592 },
      large: { width: 660, height: 896 },
    });
    for (const { width, height } of Object.values(imageCardSizes))
      expect(width / height).toBeCloseTo(0.736, 2);
  });
  it('derive sizes attributes', () => {
    expect(sizesForCard('xsmall')).toBe('(max-width: 640px) 50vw, 268px');
    expect(sizesForCard('large')).toBe('(max-width: 640px) 100vw, 660px');
  });
});

describe('resolveImageSource', () => {
  it('prefers src, falls back to resource', () => {
    expect(resolveImageSource('/a.jpg', { url: '/b.jpg' })).toBe('/a.jpg');
    expect(resolveImageSource(undefined, { url: '/b.jpg', label: 'B' })).toBe('/b.jpg');
  });
  it('throws the spec message without either', () => {
    expect(() => resolveImageSource(undefined, undefined)).toThrow("Missing both 'src' and 'resource' props");
    expect(missingImageSourceMessage).toBe("Missing both 'src' and 'resource' props");
  });
});
