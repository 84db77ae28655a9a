import { useId } from 'react';
import { Button } from '../../components/Button';
import { RegisteredLink } from '../../components/LinkProvider';
import { Icon } from '../../components/Icon';
import { Image } from '../../components/Image';
import { Price } from '../../components/Price';
import {
  defaultProductCardLabels,
  type ProductCardLabels,
  type ProductCardProps,
} from '../../components/ProductCard';
import { cardStatus } from '../../components/ProductCard/cartButtonState';
import { comingSoonLabel, outOfStockLabel } from '../../components/ProductLabel';
import { ProductLabels } from '../../components/ProductLabels';
import { RichText } from '../../components/RichText';
import { Shimmer } from '../../components/Shimmer';
import * as css from './ProductCardBlock.css';

export const productCardBlockImagePositions = ['start', 'end'] as const;
export type ProductCardBlockImagePosition = (typeof productCardBlockImagePositions)[number];

export interface ProductCardBlockLabels extends ProductCardLabels {
  viewProduct: string;
}

export const defaultProductCardBlockLabels: ProductCardBlockLabels = {
  ...defaultProductCardLabels,
  viewProduct: 'View product',
};

export interface ProductCardBlockProps extends Pick<
  ProductCardProps,
  | 'name'
  | 'href'
  | 'image'
  | 'imageAlt'
  | 'presentationTitle'
  | 'collection'
  | 'volume'
  | 'price'
  | 'labels'
  | 'labelSettings'
  | 'stockStatus'
  | 'isComingSoon'
  | 'onAddToCart'
  | 'addToCartState'
  | 'addToCartDisabledReason'
> {
  /** Sanitized HTML: the short description that sells the product. */
  description?: string;
  /** Which side the picture takes from 768 px. */
  imagePosition?: ProductCardBlockImagePosition;
  /** Above the fold: image not lazy. */
  priority?: boolean;
  /** Skeleton while the app fetches the product. */
  loading?: boolean;
  text?: Partial<ProductCardBlockLabels>;
  headingLevel?: 2 | 3;
}

/**
 * Product card block: one featured product in a large, two-column layout — picture with labels,
 * name, collection, volume, description, price, "Add to bag" and a link to the product page.
 */
export function ProductCardBlock({
  name,
  href,
  image,
  imageAlt = '',
  presentationTitle,
  collection,
  volume,
  price,
  labels = [],
  labelSettings,
  stockStatus = 'IN_STOCK',
  isComingSoon = false,
  onAddToCart,
  addToCartState = 'idle',
  addToCartDisabledReason,
  description,
  imagePosition = 'start',
  priority = false,
  loading = false,
  text,
  headingLevel = 2,
}: ProductCardBlockProps) {
  const t = { ...defaultProductCardBlockLabels, ...text };
  const nameId = useId();
  const HeadingTag = `h${headingLevel}` as const;

  if (loading) {
    return (
      <div className={css.root} data-state="loading" aria-hidden="true">
        <div className={css.layout} data-image={imagePosition}>
          <div className={css.media}>
            <Shimmer shape="block" />
          </div>
          <div className={css.details}>
            <Shimmer shape="line" width="30%" />
            <Shimmer shape="line" width="70%" />
            <Shimmer shape="block" height="6rem" />
            <Shimmer shape="line" width="20%" />
          </div>
        </div>
      </div>
    );
  }

  const {
    cart,
    cartText,
    labels: allLabels,
  } = cardStatus(
    { state: addToCartState, stockStatus, isComingSoon, disabledReason: addToCartDisabledReason, labels },
    t,
    { comingSoon: comingSoonLabel, outOfStock: outOfStockLabel },
  );
  const eyebrow = [collection, presentationTitle].filter(Boolean).join(' · ');

  return (
    <article className={css.root} aria-labelledby={nameId}>
      <div className={css.layout} data-image={imagePosition}>
        <div className={css.media}>
          <Image
            src={image}
            alt={imageAlt}
            width={800}
            height={1000}
            priority={priority}
            sizes="(min-width: 768px) 50vw, 100vw"
          />
          {allLabels.length > 0 ? <ProductLabels labels={allLabels} {...labelSettings} /> : null}
        </div>
        <div className={css.details}>
          {eyebrow ? <p className={css.eyebrow}>{eyebrow}</p> : null}
          <HeadingTag id={nameId} className={css.name}>
            <RegisteredLink href={href} className={css.nameLink}>
              {name}
            </RegisteredLink>
          </HeadingTag>
          {volume ? <p className={css.volume}>{volume}</p> : null}
          {description ? (
            <div className={css.description}>
              <RichText html={description} />
            </div>
          ) : null}
          {price ? (
            <div className={css.price}>
              <Price {...price} size="large" />
            </div>
          ) : null}
          <div className={css.actions}>
            {onAddToCart ? (
              <Button
                loading={cart.state === 'loading'}
                disabled={cart.state === 'disabled'}
                data-cart-state={cart.state}
                aria-describedby={nameId}
                onClick={onAddToCart}
              >
                {cart.state === 'added' ? <Icon name="check" size="small" /> : null}
                {cartText}
              </Button>
            ) : null}
            <RegisteredLink href={href} className={css.viewLink}>
              {t.viewProduct}
            </RegisteredLink>
          </div>
        </div>
      </div>
    </article>
  );
}
