/**
 * Names of the smaller copies of raster media, shared by the seed (which writes them) and the
 * media route (which serves them) without pulling the PNG painter into the server.
 */

/** Widths the storefront asks for in a srcset (spec §9); the media route serves the nearest. */
export const MEDIA_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;

/** Path of the `width` px copy of a raster media path: `a/b.png` → `a/b.w640.png`. */
export function variantPath(path: string, width: number): string {
  const dot = path.lastIndexOf('.');
  return `${path.slice(0, dot)}.w${width}${path.slice(dot)}`;
}
