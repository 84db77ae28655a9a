/** Parses `#rgb`, `#rrggbb`, `rgb()`/`rgba()` colours to 0–255 channels; other forms → null. */
export function parseColor(color: string): [number, number, number] | null {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/.exec(value);
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    const n = parseInt(h, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/** WCAG relative luminance of 0–255 channels. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * Which text reads better on an author's background colour: the one with the higher contrast
 * against it (white-ish vs near-black). Unknown colour forms keep the light default.
 */
export function readableTone(background: string | undefined): 'light' | 'dark' {
  const rgb = background ? parseColor(background) : null;
  if (!rgb) return 'light';
  const l = luminance(rgb);
  const onLight = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / 0.05;
  return onLight >= onDark ? 'light' : 'dark';
}
