import { visuallyHidden } from '../../private/visuallyHidden.css';
import { discount, finalPrice, from, oldPrice, price, priceSizes } from './Price.css';
import { discountPercent, formatPrice, hasOldPrice } from './priceMath';

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
  /** Regular price; shown struck through only when larger than `value`. */
  regularValue?: number | null;
  /** ISO 4217 code, e.g. "EUR". */
  currency: string;
  /** BCP 47 or Magento locale ("en-US", "de_DE"). */
  locale?: string;
  size?: PriceSize;
  /** "From" prefix: the lowest price of a range. */
  range?: boolean;
  /** Show the discount percent badge when discounted. */
  showDiscount?: boolean;
  labels?: Partial<PriceLabels>;
}

/**
 * A product price formatted with `Intl.NumberFormat`. When the regular price is larger the old price
 * is struck through with a discount badge; screen readers hear one sentence ("Was €30.00, now €24.00").
 */
export function Price({
  value,
  regularValue,
  currency,
  locale = 'en-US',
  size = 'medium',
  range = false,
  showDiscount = true,
  labels,
}: PriceProps) {
  const text = { ...defaultPriceLabels, ...labels };
  const now = formatPrice(value, currency, locale);
  const onSale = hasOldPrice(value, regularValue);
  const old = onSale ? formatPrice(regularValue, currency, locale) : '';
  const percent = discountPercent(value, regularValue);
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
      {onSale && showDiscount && percent > 0 ? (
        <span aria-hidden="true" className={discount} data-part="discount">
          {text.discount(percent)}
        </span>
      ) : null}
    </p>
  );
}
