/** Spec §9: widths offered in every srcset. */
export const srcSetWidths = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;

/** Spec §9 product-card image sizes (px). All share the 0.736 ratio. */
export const imageCardSizes = {
  xsmall: { width: 268, height: 364 },
  small: { width: 324, height: 440 },
  medium: { width: 436, height: 592 },
  large: { width: 660, height: 896 },
} as const;
export type ImageCardSize = keyof typeof imageCardSizes;
export const imageSizeNames = Object.keys(imageCardSizes) as ImageCardSize[];

/** Spec §9 aspect ratios (width / height). */
export const imageRatios = [0.8, 0.736] as const;
export type ImageRatio = (typeof imageRatios)[number];

/** Builds the URL of `src` resized to `width`. The app may pass its own (CDN, quality …). */
export type ImageUrlBuilder = (src: string, width: number) => string;

/**
 * Default builder: sets a `width` query parameter, keeping other parameters and the hash.
 * `data:` and `blob:` URLs cannot be resized and are returned unchanged.
 */
export const buildImageUrl: ImageUrlBuilder = (src, width) => {
  if (/^(data|blob):/i.test(src)) return src;
  const hashAt = src.indexOf('#');
  const hash = hashAt >= 0 ? src.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = (queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '')
    .split('&')
    .filter((p) => p !== '' && !/^width(=|$)/.test(p));
  params.push(`width=${Math.round(width)}`);
  return `${path}?${params.join('&')}${hash}`;
};

/** `srcset` string: one candidate per width, e.g. "a.jpg?width=40 40w, …". Empty for unresizable URLs. */
export function buildSrcSet(
  src: string,
  urlBuilder: ImageUrlBuilder = buildImageUrl,
  widths: readonly number[] = srcSetWidths,
): string {
  if (/^(data|blob):/i.test(src)) return '';
  return widths.map((w) => `${urlBuilder(src, w)} ${w}w`).join(', ');
}

/**
 * `sizes` for a card size: two cards per row up to 640 px (spec gallery), the large card
 * spans the row; above that the card's own width.
 */
export function sizesForCard(size: ImageCardSize): string {
  const { width } = imageCardSizes[size];
  const mobile = size === 'large' ? '100vw' : '50vw';
  return `(max-width: 640px) ${mobile}, ${width}px`;
}

export interface ImageResource {
  url: string;
  label?: string;
}

/** Spec §5: an image needs `src` or `resource`. */
export const missingImageSourceMessage = "Missing both 'src' and 'resource' props";

export function resolveImageSource(src: string | undefined, resource: ImageResource | undefined): string {
  const url = src || resource?.url;
  if (!url) throw new Error(missingImageSourceMessage);
  return url;
}
