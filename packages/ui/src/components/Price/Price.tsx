import { useUiTexts } from '../../private/uiTexts';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { discount, finalPrice, from, oldPrice, price, priceSizes } from './Price.css';
import { formatPrice } from './priceMath';

export { priceSizes };
export type PriceSize = (typeof priceSizes)[number];

export interface PriceLabels {
  /** Prefix for price ranges (configurable products). */
  from: string;
  /** Screen-reader sentence for a discounted price. */
  wasNow: (oldPrice: string, finalPrice: string) => string;
  /** Visible discount badge. */
  discount: (percent: number) => string;
}

export const defaultPriceLabels: PriceLabels = {
  from: 'From',
  wasNow: (old, now) => `Was ${old}, now ${now}`,
  discount: (percent) => `-${percent}%`,
};

export interface PriceProps {
  /** Final price (what the shopper pays). */
  value: number;
  /**
   * Regular price, struck through when given. The app passes it only when the product is
   * discounted (the API's `discount`); the kit compares no prices.
   */
  regularValue?: number | null;
  /** Whole percent for the discount badge (the API's `percent_off`); no badge without it. */
  discountPercent?: number | null;
  /** ISO 4217 code, e.g. "EUR". */
  currency: string;
  /** BCP 47 or Magento locale ("en-US", "de_DE"). */
  locale?: string;
  size?: PriceSize;
  /** "From" prefix: the lowest price of a range. */
  range?: boolean;
  labels?: Partial<PriceLabels>;
}

/**
 * A product price formatted with `Intl.NumberFormat`. With a regular price the old price is struck
 * through, with a discount percent a badge follows; screen readers hear one sentence ("Was €30.00,
 * now €24.00"). It only formats: whether and how much a product is discounted comes with the props.
 */
export function Price({
  value,
  regularValue,
  discountPercent,
  currency,
  locale = 'en-US',
  size = 'medium',
  range = false,
  labels,
}: PriceProps) {
  const text = { ...defaultPriceLabels, ...useUiTexts().price, ...labels };
  const now = formatPrice(value, currency, locale);
  const onSale = typeof regularValue === 'number' && Number.isFinite(regularValue);
  const old = onSale ? formatPrice(regularValue, currency, locale) : '';
  const spoken = `${range ? `${text.from} ` : ''}${onSale ? text.wasNow(old, now) : now}`;

  return (
    <p className={price({ size })} data-state={onSale ? 'discounted' : 'regular'}>
      <span className={visuallyHidden}>{spoken}</span>
      {range ? (
        <span aria-hidden="true" className={from}>
          {text.from}
        </span>
      ) : null}
      <span aria-hidden="true" className={finalPrice} data-part="final">
        {now}
      </span>
      {onSale ? (
        <s aria-hidden="true" className={oldPrice} data-part="old">
          {old}
        </s>
      ) : null}
      {onSale && discountPercent != null && discountPercent > 0 ? (
        <span aria-hidden="true" className={discount} data-part="discount">
          {text.discount(discountPercent)}
        </span>
      ) : null}
    </p>
  );
}
