import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as css from './CartSummary.css';

export interface CartSummaryLine {
  label: string;
  /** Positive amount; discounts, gift cards and points are shown as deductions. */
  amount: number;
}

export interface CartSummaryShipping {
  /** Shipping cost including tax; 0 shows the free label. */
  amount: number;
  /** Carrier or method, e.g. "Flat Rate". */
  label?: string | null;
  /** Server text, e.g. "2-4 working days". */
  estimatedDelivery?: string | null;
}

export interface CartSummaryLabels {
  title: string;
  subtotal: string;
  /** Prefix of a tax line: taxes are included in the prices, so they are informational. */
  taxIncluded: (label: string) => string;
  giftCard: (code: string) => string;
  rewardPoints: (points: string) => string;
  shipping: string;
  /** Shown when no shipping method is chosen yet (cart page). */
  shippingAtCheckout: string;
  free: string;
  estimatedDelivery: (text: string) => string;
  grandTotal: string;
  /** Read before deductions so the minus sign is not the only cue. */
  deduction: (amount: string) => string;
}

export const defaultCartSummaryLabels: CartSummaryLabels = {
  title: 'Order summary',
  subtotal: 'Subtotal',
  taxIncluded: (label) => `Incl. ${label}`,
  giftCard: (code) => `Gift card ${code}`,
  rewardPoints: (points) => `Reward points (${points})`,
  shipping: 'Shipping',
  shippingAtCheckout: 'Calculated at checkout',
  free: 'Free',
  estimatedDelivery: (text) => `Estimated delivery: ${text}`,
  grandTotal: 'Total',
  deduction: (amount) => `minus ${amount}`,
};

export interface CartSummaryProps {
  /** Subtotal including tax. */
  subtotal: number;
  /** Applied taxes (included in the prices). */
  taxes?: readonly CartSummaryLine[];
  /** Cart rule discounts with their labels (e.g. the coupon's rule). */
  discounts?: readonly CartSummaryLine[];
  /** Gift cards by code with the amount applied to this cart. */
  giftCards?: readonly CartSummaryLine[];
  rewardPoints?: { points: number; amount: number } | null;
  /** The selected shipping method; null before one is chosen. */
  shipping?: CartSummaryShipping | null;
  /** False for carts that ship nothing (only virtual products such as e-mailed gift cards). */
  showShipping?: boolean;
  grandTotal: number;
  /** Formats amounts in the cart currency. */
  formatPrice: (value: number) => string;
  /** Formats the points count (locale digits). */
  formatNumber?: (value: number) => string;
  /** Heading level of the title (2 on the cart page). */
  headingLevel?: 2 | 3;
  /** Under the totals, e.g. the checkout button and its notice. */
  footer?: ReactNode;
  labels?: Partial<CartSummaryLabels>;
}

type RowKind = 'subtotal' | 'tax' | 'discount' | 'giftCard' | 'rewardPoints' | 'shipping' | 'total';

/**
 * Cart totals (spec §3 Cart prices): subtotal including tax with the taxes it includes, discounts
 * with their labels, gift cards, reward points, shipping (with estimated delivery when known) and the
 * grand total, as a description list.
 */
export function CartSummary({
  subtotal,
  taxes = [],
  discounts = [],
  giftCards = [],
  rewardPoints,
  shipping,
  showShipping = true,
  grandTotal,
  formatPrice,
  formatNumber = (v) => String(v),
  headingLevel = 2,
  footer,
  labels,
}: CartSummaryProps) {
  const t = { ...defaultCartSummaryLabels, ...labels };
  const titleId = useId();
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  const minus = (amount: number) => (
    <>
      <span aria-hidden="true">{`−${formatPrice(amount)}`}</span>
      <span className={visuallyHidden}>{t.deduction(formatPrice(amount))}</span>
    </>
  );
  const row = (kind: RowKind, key: string, term: ReactNode, value: ReactNode) => (
    <div className={css.row} data-kind={kind} key={key}>
      <dt className={css.term}>{term}</dt>
      <dd className={css.value}>{value}</dd>
    </div>
  );

  return (
    <section className={css.root} aria-labelledby={titleId}>
      <Title className={css.heading} id={titleId}>
        {t.title}
      </Title>
      <dl className={css.list}>
        {row('subtotal', 'subtotal', t.subtotal, formatPrice(subtotal))}
        {taxes.map((tax, i) => row('tax', `tax-${i}`, t.taxIncluded(tax.label), formatPrice(tax.amount)))}
        {discounts
          .filter((d) => d.amount > 0)
          .map((d, i) => row('discount', `discount-${i}`, d.label, minus(d.amount)))}
        {giftCards
          .filter((g) => g.amount > 0)
          .map((g) => row('giftCard', `gift-${g.label}`, t.giftCard(g.label), minus(g.amount)))}
        {rewardPoints && rewardPoints.amount > 0
          ? row(
              'rewardPoints',
              'points',
              t.rewardPoints(formatNumber(rewardPoints.points)),
              minus(rewardPoints.amount),
            )
          : null}
        {showShipping
          ? row(
              'shipping',
              'shipping',
              <>
                {shipping?.label ? `${t.shipping} (${shipping.label})` : t.shipping}
                {shipping?.estimatedDelivery ? (
                  <span className={css.hint}>{t.estimatedDelivery(shipping.estimatedDelivery)}</span>
                ) : null}
              </>,
              shipping ? (shipping.amount > 0 ? formatPrice(shipping.amount) : t.free) : t.shippingAtCheckout,
            )
          : null}
        {row('total', 'total', t.grandTotal, formatPrice(grandTotal))}
      </dl>
      {footer}
    </section>
  );
}
