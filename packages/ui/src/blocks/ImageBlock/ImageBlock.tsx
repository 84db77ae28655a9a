import { Image } from '../../components/Image';
import { RegisteredLink } from '../../components/LinkProvider';
import { srcSetWidths } from '../../components/Image/imageUrl';
import type { ImageUrlBuilder } from '../../components/Image/imageUrl';
import { blockLinkProps, type BlockLink } from '../../private/blockLink';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './ImageBlock.css';

/** Only the shop's own media can be resized with `?width=`; other URLs are used as they are. */
export function isLocalMediaUrl(url: string): boolean {
  return /^\/media\//.test(url);
}

export interface ImageBlockProps {
  /** Image URL (desktop, and phones when there is no `mobileSrc`). */
  src: string;
  /** Image URL below 768 px. */
  mobileSrc?: string;
  /** Required; empty string for a decorative image. */
  alt: string;
  /** Advisory title (tooltip). */
  title?: string;
  /** Shown under the image. */
  caption?: string;
  link?: BlockLink;
  /** Above the fold (first image of a page): eager and high fetch priority. */
  priority?: boolean;
  /** Intrinsic size, when known, so the page does not shift while it loads. */
  width?: number;
  height?: number;
  /** `sizes` for the srcset; default: the width of the page container. */
  sizes?: string;
  /** Resizes local media for the srcset (default `?width=W`). */
  urlBuilder?: ImageUrlBuilder;
  /** Label added to the link's name when it opens a new tab. */
  newTabLabel?: string;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/** Page Builder image: desktop and mobile image, optional caption and link. */
export function ImageBlock({
  src,
  mobileSrc,
  alt,
  title,
  caption,
  link,
  priority = false,
  width,
  height,
  sizes = '(max-width: 1440px) 100vw, 1440px',
  urlBuilder,
  newTabLabel = 'opens in a new tab',
  style,
  mobileStyle,
}: ImageBlockProps) {
  // srcset only for resizable media (spec §9 widths); both sources must agree.
  const resizable = isLocalMediaUrl(src) && (!mobileSrc || isLocalMediaUrl(mobileSrc));
  const image = (
    <Image
      src={src}
      mobileSrc={mobileSrc}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      widths={resizable ? srcSetWidths : []}
      urlBuilder={urlBuilder}
    />
  );
  const box = blockBoxProps(style, mobileStyle);
  const linked =
    link && link.href ? (
      <RegisteredLink
        {...blockLinkProps(link, css.link, image)}
        // An image link is named by its alt text; say so when it opens a new tab.
        {...(link.openInNewTab && alt ? { 'aria-label': `${alt} (${newTabLabel})` } : {})}
      />
    ) : (
      image
    );
  return (
    <figure {...box} className={cx(box.className, css.figure)}>
      {/* Page Builder's image title is an advisory tooltip, not the figure's name. */}
      <div title={title || undefined}>{linked}</div>
      {caption ? <figcaption className={css.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
