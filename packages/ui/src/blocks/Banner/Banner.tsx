import { preload } from 'react-dom';
import { Button } from '../../components/Button';
import { RegisteredLink } from '../../components/LinkProvider';
import { RichText, type RichTextTone } from '../../components/RichText';
import { buildImageUrl, buildSrcSet, srcSetWidths } from '../../components/Image/imageUrl';
import type { ImageUrlBuilder } from '../../components/Image/imageUrl';
import { mediaQueries } from '../../css/breakpoints';
import type { BlockBackgroundSize } from '../../private/BlockBackground';
import { blockLinkProps, type BlockLink } from '../../private/blockLink';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import { useSlideMediaWanted } from '../../private/slideMedia';
import { isLocalMediaUrl } from '../ImageBlock/ImageBlock';
import * as css from './Banner.css';

export const bannerAppearances = css.bannerAppearances;
export type BannerAppearance = (typeof bannerAppearances)[number];
export const bannerShows = css.bannerShows;
/** When the overlay colour / button shows. */
export type BannerShow = (typeof bannerShows)[number];
export const bannerButtonVariants = ['primary', 'secondary', 'link'] as const;
export type BannerButtonVariant = (typeof bannerButtonVariants)[number];

export interface BannerImage {
  /** Desktop image (and phones when there is no `mobileSrc`). */
  src?: string;
  /** Image below 768 px. */
  mobileSrc?: string;
  /** How the image fills the banner (CSS background-size words). Default `cover`. */
  size?: BlockBackgroundSize;
  /** CSS position, e.g. `center top`. Default `center`. */
  position?: string;
}

export interface BannerButton {
  text: string;
  variant?: BannerButtonVariant;
}

export interface BannerProps {
  /** `poster` (default): content over the whole image · `collage-*`: a content panel left/centre/right. */
  appearance?: BannerAppearance;
  image?: BannerImage;
  /** A CSS colour from content behind the image (Page Builder's background colour). */
  backgroundColor?: string;
  /** A CSS colour (from content) laid over the poster, or behind the collage panel. */
  overlayColor?: string;
  /** Default `always` when there is an overlay colour. */
  showOverlay?: BannerShow;
  /** The banner's message: HTML the app has already sanitized. */
  content?: string;
  /** `neutral` for dark text, `inverse` for light text on a dark image. */
  tone?: RichTextTone;
  button?: BannerButton;
  /** Default `always`. */
  showButton?: BannerShow;
  /** Makes the whole banner a link. */
  link?: BlockLink;
  /** The page's first banner (its LCP element): eager, high priority image. */
  priority?: boolean;
  /** Resizes local media for the srcset (default `?width=W`). */
  urlBuilder?: ImageUrlBuilder;
  /** `sizes` of the image; default full width. */
  sizes?: string;
  /** Page Builder styles; `minHeight` sets the banner height. */
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

const objectFit: Record<BlockBackgroundSize, string> = { cover: 'cover', contain: 'contain', auto: 'none' };

/** Page Builder banner: an image with a message, a button and an optional link. */
export function Banner({
  appearance = 'poster',
  image,
  backgroundColor,
  overlayColor,
  showOverlay = 'always',
  content,
  tone = 'neutral',
  button,
  showButton = 'always',
  link,
  priority = false,
  urlBuilder = buildImageUrl,
  sizes = '100vw',
  style,
  mobileStyle,
}: BannerProps) {
  const box = blockBoxProps(
    { ...style, backgroundColor: backgroundColor ?? style?.backgroundColor },
    mobileStyle,
    {
      [css.overlayColorVar]: overlayColor,
      [css.objectFitVar]: image?.size ? objectFit[image.size] : undefined,
      [css.objectPositionVar]: image?.position,
    },
  );
  // Inside a slider, a slide that is not shown or next in line leaves its image out: hidden
  // slides sit beside the viewport, where even lazy images are fetched before first paint.
  const mediaWanted = useSlideMediaWanted();
  const desktop = mediaWanted ? (image?.src ?? image?.mobileSrc) : undefined;
  const resizable = (url: string | undefined) =>
    url && isLocalMediaUrl(url) ? buildSrcSet(url, urlBuilder, srcSetWidths) : '';
  const desktopSrcSet = resizable(desktop);
  const mobileSrcSet = image?.mobileSrc ? resizable(image.mobileSrc) : '';

  const hasMobileSource = Boolean(image?.mobileSrc && image.mobileSrc !== desktop);
  if (priority && desktop) {
    // The LCP image, preloaded from the document head (React hoists these links) so the browser
    // asks for it with the HTML's first bytes, at high priority — one link per <picture> source,
    // each with its media query, so a phone never fetches the desktop copy.
    const desktopHref = desktopSrcSet ? urlBuilder(desktop, 1280) : desktop;
    preload(desktopHref, {
      as: 'image',
      fetchPriority: 'high',
      ...(desktopSrcSet ? { imageSrcSet: desktopSrcSet, imageSizes: sizes } : {}),
      ...(hasMobileSource ? { media: mediaQueries.medium } : {}),
    });
    if (hasMobileSource && image?.mobileSrc) {
      preload(image.mobileSrc, {
        as: 'image',
        fetchPriority: 'high',
        ...(mobileSrcSet ? { imageSrcSet: mobileSrcSet, imageSizes: sizes } : {}),
        media: mediaQueries.belowMedium,
      });
    }
  }

  const picture = desktop ? (
    <div className={css.media} aria-hidden="true">
      <picture className={css.picture}>
        {hasMobileSource ? (
          <source
            media={mediaQueries.belowMedium}
            srcSet={mobileSrcSet || image?.mobileSrc}
            sizes={mobileSrcSet ? sizes : undefined}
          />
        ) : null}
        <img
          className={css.img}
          src={desktopSrcSet ? urlBuilder(desktop, 1280) : desktop}
          srcSet={desktopSrcSet || undefined}
          sizes={desktopSrcSet ? sizes : undefined}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
        />
      </picture>
    </div>
  ) : null;

  const showsButton = button && button.text && showButton !== 'never';
  const hasLink = !!link?.href;
  // Author HTML with links of its own cannot sit inside the banner's link (nested anchors): then
  // the button alone carries the banner's link.
  const wholeLink = hasLink && !/<a[\s>]/i.test(content ?? '');
  const buttonLook = showsButton ? (
    <Button asChild variant={button.variant ?? 'primary'}>
      {link && hasLink && !wholeLink ? (
        <RegisteredLink {...blockLinkProps(link, undefined, button.text)} />
      ) : (
        // Inside the banner's link the button is its look only (no nested interactive element).
        <span>{button.text}</span>
      )}
    </Button>
  ) : null;
  const body = (
    <div className={css.wrapper}>
      {appearance === 'poster' ? <span className={css.overlay} /> : null}
      <div className={css.content}>
        {appearance !== 'poster' ? <span className={css.overlay} /> : null}
        {content ? <RichText html={content} tone={tone} /> : null}
        {buttonLook ? <span className={css.button}>{buttonLook}</span> : null}
      </div>
    </div>
  );

  return (
    <div
      {...box}
      className={cx(box.className, css.root)}
      data-appearance={appearance}
      data-overlay={overlayColor ? showOverlay : 'never'}
      data-show-button={showsButton ? showButton : undefined}
    >
      {picture}
      {link && wholeLink ? <RegisteredLink {...blockLinkProps(link, css.link, body)} /> : body}
    </div>
  );
}
