import { useId } from 'react';
import { cx } from '../../private/cx';
import { inlineVars } from '../../private/inlineVars';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { useControllableState } from '../../hooks/useControllableState';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Image } from '../Image';
import { RegisteredLink } from '../LinkProvider';
import { imageCardSizes, imageSizeNames, type ImageCardSize } from '../Image/imageUrl';
import { Price, type PriceProps } from '../Price/Price';
import {
  comingSoonLabel,
  outOfStockLabel,
  type LabelSettings,
  type ProductLabelData,
} from '../ProductLabel/labelPlacement';
import { ProductLabels } from '../ProductLabels/ProductLabels';
import { Shimmer } from '../Shimmer';
import type { SwatchGroupProps } from '../SwatchGroup/SwatchGroup';
import { SwatchGroup } from '../SwatchGroup/SwatchGroup';
import {
  body,
  card,
  cardGap,
  eyebrow,
  footer,
  hoverLayer,
  link,
  maxWidthVar,
  media,
  meta,
  name as nameClass,
  priceRow,
  raised,
  skeletonMedia,
  wishlist as wishlistClass,
} from './ProductCard.css';
import { addToCartStates, cardStatus, type AddToCartState, type StockStatus } from './cartButtonState';

export const productCardSizes = imageSizeNames;
export type ProductCardSize = ImageCardSize;
export const productCardVariants = ['default', 'blog'] as const;
export type ProductCardVariant = (typeof productCardVariants)[number];
export { addToCartStates };
export type { AddToCartState, StockStatus };

export interface ProductCardLabels {
  addToCart: string;
  added: string;
  addToWishlist: string;
  removeFromWishlist: string;
  outOfStock: string;
  comingSoon: string;
}

export const defaultProductCardLabels: ProductCardLabels = {
  addToCart: 'Add to bag',
  added: 'Added',
  addToWishlist: 'Add to wishlist',
  removeFromWishlist: 'Remove from wishlist',
  outOfStock: 'Out of Stock',
  comingSoon: 'Coming Soon',
};

export interface ProductCardProps {
  name: string;
  /** Product URL (canonical_url). */
  href: string;
  /** small_image.url */
  image: string;
  /** Alt text; empty by default because the name link already names the product. */
  imageAlt?: string;
  /** hover_image.url: crossfades in on hover. */
  hoverImage?: string;
  /** Spec §9 card size (image size and type scale). */
  size?: ProductCardSize;
  /** Fill the parent's width instead of stopping at the size's width (gallery cells). */
  fluid?: boolean;
  /** `blog` shows no labels, wishlist, cart button, swatches, price or name (spec §2). */
  variant?: ProductCardVariant;
  /** Above the fold: image not lazy. */
  priority?: boolean;
  presentationTitle?: string;
  collection?: string;
  volume?: string;
  price?: Pick<
    PriceProps,
    'value' | 'regularValue' | 'discountPercent' | 'currency' | 'locale' | 'range' | 'labels'
  >;
  labels?: readonly ProductLabelData[];
  labelSettings?: LabelSettings;
  stockStatus?: StockStatus;
  isComingSoon?: boolean;
  /** Swatches row; `maxVisible` defaults to 5 with "+n". */
  swatches?: Omit<SwatchGroupProps, 'layout' | 'columns'>;
  wishlisted?: boolean;
  defaultWishlisted?: boolean;
  onWishlistedChange?: (wishlisted: boolean) => void;
  /** A wishlist call is running: the heart is busy and ignores clicks. */
  wishlistLoading?: boolean;
  /** Omit to hide the cart button. */
  onAddToCart?: () => void;
  addToCartState?: AddToCartState;
  /** Another reason the product cannot be added (already translated). */
  addToCartDisabledReason?: string;
  /** Element of the name; the listing decides the outline. */
  nameAs?: 'h2' | 'h3' | 'h4' | 'p';
  text?: Partial<ProductCardLabels>;
}

/**
 * Product tile for listings (spec §3): image with hover crossfade, labels, name, presentation title,
 * collection, volume, price, swatches, wishlist heart and add-to-cart. The name link stretches over
 * the card; the heart, swatches and button sit above it. Props in, events out.
 */
export function ProductCard({
  name,
  href,
  image,
  imageAlt = '',
  hoverImage,
  size = 'small',
  fluid = false,
  variant = 'default',
  priority = false,
  presentationTitle,
  collection,
  volume,
  price,
  labels = [],
  labelSettings,
  stockStatus = 'IN_STOCK',
  isComingSoon = false,
  swatches,
  wishlisted,
  defaultWishlisted = false,
  onWishlistedChange,
  wishlistLoading = false,
  onAddToCart,
  addToCartState = 'idle',
  addToCartDisabledReason,
  nameAs: NameTag = 'h3',
  text,
}: ProductCardProps) {
  const t = { ...defaultProductCardLabels, ...text };
  const nameId = useId();
  const [isWishlisted, setWishlisted] = useControllableState(
    wishlisted,
    defaultWishlisted,
    onWishlistedChange,
  );
  const blog = variant === 'blog';
  const showHeart = !blog && (onWishlistedChange !== undefined || wishlisted !== undefined);
  // The blog variant's name is only the link's name: no heading in the post's outline.
  const Name = blog ? 'p' : NameTag;
  const {
    cart,
    cartText,
    labels: allLabels,
  } = cardStatus(
    { state: addToCartState, stockStatus, isComingSoon, disabledReason: addToCartDisabledReason, labels },
    t,
    { comingSoon: comingSoonLabel, outOfStock: outOfStockLabel },
  );
  const eyebrowText = [collection, presentationTitle].filter(Boolean).join(' · ');

  const { width } = imageCardSizes[size];
  return (
    <article
      className={cx(card, cardGap[size])}
      aria-labelledby={nameId}
      data-size={size}
      data-variant={variant}
      data-stock={isComingSoon ? 'coming-soon' : stockStatus === 'OUT_OF_STOCK' ? 'out-of-stock' : 'in-stock'}
      data-max={fluid ? undefined : ''}
      style={fluid ? undefined : inlineVars({ [maxWidthVar]: `${width / 16}rem` })}
    >
      <div className={media} data-wishlist={showHeart ? '' : undefined}>
        <Image src={image} alt={imageAlt} size={size} priority={priority} />
        {hoverImage ? (
          <span className={hoverLayer} data-part="hover-image">
            <Image src={hoverImage} alt="" size={size} />
          </span>
        ) : null}
        {!blog && allLabels.length > 0 ? <ProductLabels labels={allLabels} {...labelSettings} /> : null}
        {showHeart ? (
          <button
            type="button"
            className={wishlistClass}
            aria-pressed={isWishlisted}
            aria-label={isWishlisted ? t.removeFromWishlist : t.addToWishlist}
            aria-describedby={nameId}
            aria-busy={wishlistLoading || undefined}
            data-state={isWishlisted ? 'on' : 'off'}
            onClick={() => {
              if (!wishlistLoading) setWishlisted(!isWishlisted);
            }}
          >
            <Icon name="heart" size="medium" />
          </button>
        ) : null}
      </div>

      <div className={body}>
        {eyebrowText ? <p className={eyebrow}>{eyebrowText}</p> : null}
        <Name className={blog ? visuallyHidden : nameClass({ size })} id={nameId}>
          <RegisteredLink href={href} className={link}>
            {name}
          </RegisteredLink>
        </Name>
        {volume ? <p className={meta}>{volume}</p> : null}
        {!blog && price ? (
          <div className={priceRow}>
            <Price {...price} size={size === 'large' ? 'large' : 'medium'} />
          </div>
        ) : null}
        {!blog && (swatches || onAddToCart) ? (
          <div className={footer}>
            {swatches ? (
              <div className={raised}>
                <SwatchGroup maxVisible={5} {...swatches} layout="row" />
              </div>
            ) : null}
            {onAddToCart ? (
              <Button
                variant="secondary"
                size={size === 'xsmall' ? 'small' : 'medium'}
                fullWidth
                loading={cart.state === 'loading'}
                disabled={cart.state === 'disabled'}
                data-cart-state={cart.state}
                onClick={onAddToCart}
              >
                {cart.state === 'added' ? <Icon name="check" size="small" /> : null}
                {cartText}
                {cart.state === 'idle' || cart.state === 'loading' ? (
                  <span className={visuallyHidden}>: {name}</span>
                ) : null}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

export interface ProductCardSkeletonProps {
  size?: ProductCardSize;
  fluid?: boolean;
  variant?: ProductCardVariant;
}

/** Loading placeholder with the card's proportions. Hidden from assistive technology. */
export function ProductCardSkeleton({
  size = 'small',
  fluid = false,
  variant = 'default',
}: ProductCardSkeletonProps) {
  const { width } = imageCardSizes[size];
  return (
    <div
      aria-hidden="true"
      className={cx(card, cardGap[size])}
      data-state="loading"
      data-max={fluid ? undefined : ''}
      style={fluid ? undefined : inlineVars({ [maxWidthVar]: `${width / 16}rem` })}
    >
      <span className={skeletonMedia}>
        <Shimmer shape="block" />
      </span>
      <div className={body}>
        <Shimmer shape="line" width="35%" />
        {variant === 'default' ? (
          <>
            <Shimmer shape="line" width="80%" />
            <Shimmer shape="line" width="25%" />
          </>
        ) : null}
      </div>
    </div>
  );
}
