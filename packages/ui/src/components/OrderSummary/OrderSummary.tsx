import { useId, type ReactNode } from 'react';
import { CartSummary, type CartSummaryLabels, type CartSummaryProps } from '../CartSummary';
import * as css from './OrderSummary.css';

export interface OrderSummaryItem {
  id: string;
  name: string;
  /** Chosen options, e.g. ["Volume: 50 ml"]. */
  options?: readonly string[];
  quantity: number;
  /** Row total including tax. */
  rowTotal: number;
  image?: { src: string; alt: string } | null;
  /** Free gift or sample: shown as free. */
  isFree?: boolean;
  /** e.g. "Free cosmetic pouch" for a gift line. */
  note?: string | null;
}

export interface OrderSummaryLabels {
  title: string;
  items: (count: number) => string;
  quantity: (count: number) => string;
  free: string;
  /** Heading of the totals block. */
  totals: string;
}

export const defaultOrderSummaryLabels: OrderSummaryLabels = {
  title: 'Order summary',
  items: (count) => `${count} ${count === 1 ? 'item' : 'items'} in your bag`,
  quantity: (count) => `Qty ${count}`,
  free: 'Free',
  totals: 'Totals',
};

export type OrderSummaryTotals = Omit<
  CartSummaryProps,
  'formatPrice' | 'formatNumber' | 'headingLevel' | 'footer' | 'labels'
>;

export interface OrderSummaryProps {
  items: readonly OrderSummaryItem[];
  totals: OrderSummaryTotals;
  formatPrice: (value: number) => string;
  formatNumber?: (value: number) => string;
  /** Under the totals, e.g. the promo code field. */
  children?: ReactNode;
  /** The item list starts folded (small screens). */
  defaultCollapsed?: boolean;
  labels?: Partial<OrderSummaryLabels>;
  totalsLabels?: Partial<CartSummaryLabels>;
}

/**
 * The checkout's compact order summary: the bag's items (folding list) and the cart totals of
 * `CartSummary`, with room for a promo code field below.
 */
export function OrderSummary({
  items,
  totals,
  formatPrice,
  formatNumber,
  children,
  defaultCollapsed = false,
  labels: labelsProp,
  totalsLabels,
}: OrderSummaryProps) {
  const labels = { ...defaultOrderSummaryLabels, ...labelsProp };
  const titleId = useId();
  const count = items.reduce((sum, i) => sum + i.quantity, 0);
  return (
    <section className={css.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.heading}>
        {labels.title}
      </h2>
      <details className={css.details} open={!defaultCollapsed}>
        <summary className={css.summary}>{labels.items(count)}</summary>
        <ul className={css.items}>
          {items.map((item) => (
            <li key={item.id} className={css.item}>
              {item.image ? (
                <img className={css.thumb} src={item.image.src} alt={item.image.alt} loading="lazy" />
              ) : (
                <span className={css.thumb} aria-hidden="true" />
              )}
              <span className={css.text}>
                <span className={css.name}>{item.name}</span>
                {item.options?.map((o) => (
                  <span key={o} className={css.meta}>
                    {o}
                  </span>
                ))}
                {item.note ? <span className={css.meta}>{item.note}</span> : null}
                <span className={css.meta}>{labels.quantity(item.quantity)}</span>
              </span>
              <span className={css.price}>
                {item.isFree || item.rowTotal === 0 ? labels.free : formatPrice(item.rowTotal)}
              </span>
            </li>
          ))}
        </ul>
      </details>
      <CartSummary
        {...totals}
        formatPrice={formatPrice}
        formatNumber={formatNumber}
        headingLevel={3}
        labels={{ title: labels.totals, ...totalsLabels }}
        footer={children}
      />
    </section>
  );
}
