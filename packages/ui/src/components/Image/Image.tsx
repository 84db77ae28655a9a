import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { inlineVars } from '../../private/inlineVars';
import { Icon } from '../Icon';
import { Shimmer } from '../Shimmer';
import { mediaQueries } from '../../css/breakpoints';
import {
  fallback as fallbackClass,
  frame,
  imageFits,
  img,
  picture,
  placeholder,
  ratioVar,
} from './Image.css';
import {
  buildImageUrl,
  buildSrcSet,
  imageCardSizes,
  resolveImageSource,
  sizesForCard,
  srcSetWidths,
  type ImageCardSize,
  type ImageRatio,
  type ImageResource,
  type ImageUrlBuilder,
} from './imageUrl';

export { imageFits };
export type ImageFit = (typeof imageFits)[number];
export type ImageState = 'loading' | 'loaded' | 'error';

export interface ImageProps {
  /** Image URL. Either `src` or `resource` is required. */
  src?: string;
  /**
   * Image for screens below 768 px (spec §9 "mobile image below 768"), e.g. a page-builder image's
   * mobile version: renders a `<picture>` with a `<source>` for it.
   */
  mobileSrc?: string;
  /** CMS/media resource; used when `src` is absent. */
  resource?: ImageResource;
  /** Required. Empty string marks a decorative image. */
  alt: string;
  /** Spec card size: sets width/height attributes, ratio and `sizes`. */
  size?: ImageCardSize;
  /** Intrinsic width in px (ignored when `size` is given). */
  width?: number;
  /** Intrinsic height in px (ignored when `size` is given; with `ratio`, derived from `width`). */
  height?: number;
  /** Aspect ratio (width / height) of the frame: spec uses 0.8 or 0.736. */
  ratio?: ImageRatio | number;
  /** Overrides the derived `sizes` attribute. */
  sizes?: string;
  /** Above-the-fold image: eager loading and high fetch priority. */
  priority?: boolean;
  /** Defaults to `lazy` (or `eager` with `priority`). */
  loading?: 'lazy' | 'eager';
  fit?: ImageFit;
  /** Turns (src, width) into a resized URL; defaults to `?width=W`. */
  urlBuilder?: ImageUrlBuilder;
  /** srcset widths; defaults to spec §9 widths. */
  widths?: readonly number[];
  /** Content shown when the image fails to load (default: an icon). */
  fallback?: ReactNode;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/**
 * Responsive product/CMS image: srcset from spec widths, lazy by default, a shimmer until
 * it has loaded and a quiet fallback when it fails. State is exposed as `data-state`.
 */
export function Image({
  src,
  mobileSrc,
  resource,
  alt,
  size,
  width,
  height,
  ratio,
  sizes,
  priority = false,
  loading,
  fit = 'cover',
  urlBuilder = buildImageUrl,
  widths = srcSetWidths,
  fallback,
  onLoad,
  onError,
}: ImageProps) {
  const url = resolveImageSource(src, resource);
  const [settled, setSettled] = useState<{ url: string; state: ImageState } | null>(null);
  const state: ImageState = settled?.url === url ? settled.state : 'loading';
  const ref = useRef<HTMLImageElement>(null);

  // An image that finished before hydration fires no load event: read it from the element.
  useEffect(() => {
    const el = ref.current;
    if (el?.complete && el.naturalWidth > 0) setSettled({ url, state: 'loaded' });
  }, [url]);

  // A width with a ratio is a frame as well: without its size the browser would take the image for
  // the whole viewport's width and fetch the largest copy (a cart line's 112 px thumbnail at 960).
  const dims = size
    ? imageCardSizes[size]
    : width && height
      ? { width, height }
      : width && ratio
        ? { width, height: Math.round(width / ratio) }
        : undefined;
  const frameRatio = ratio ?? (dims ? dims.width / dims.height : undefined);
  const srcSet = buildSrcSet(url, urlBuilder, widths);
  const sizesAttr = sizes ?? (size ? sizesForCard(size) : dims ? `${dims.width}px` : undefined);
  const defaultSrcWidth = dims ? (widths.find((w) => w >= dims.width) ?? dims.width) : undefined;

  const imgElement = (
    <img
      ref={ref}
      className={img({ fit })}
      src={defaultSrcWidth && srcSet ? urlBuilder(url, defaultSrcWidth) : url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizesAttr : undefined}
      alt={alt}
      width={dims?.width}
      height={dims?.height}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onLoad={(e) => {
        setSettled({ url, state: 'loaded' });
        onLoad?.(e);
      }}
      onError={(e) => {
        setSettled({ url, state: 'error' });
        onError?.(e);
      }}
    />
  );
  const mobileSrcSet = mobileSrc ? buildSrcSet(mobileSrc, urlBuilder, widths) : '';

  return (
    <span
      className={frame}
      data-state={state}
      data-priority={priority ? '' : undefined}
      data-ratio={frameRatio ? '' : undefined}
      style={frameRatio ? inlineVars({ [ratioVar]: String(frameRatio) }) : undefined}
    >
      <span className={placeholder}>
        <Shimmer shape="block" />
      </span>
      {mobileSrc ? (
        <picture className={picture}>
          <source
            media={mediaQueries.belowMedium}
            srcSet={mobileSrcSet || mobileSrc}
            sizes={mobileSrcSet ? sizesAttr : undefined}
          />
          {imgElement}
        </picture>
      ) : (
        imgElement
      )}
      {state === 'error' ? (
        <span
          className={fallbackClass}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {fallback ?? <Icon name="image-off" size="large" />}
        </span>
      ) : null}
    </span>
  );
}
