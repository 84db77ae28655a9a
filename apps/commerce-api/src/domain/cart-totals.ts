import { amount, cents, percentOf, spread, sum, times, vatIn, withoutVat } from './money.js';
import { configText } from '../i18n/scope.js';

/**
 * Cart price maths, pure: catalogue prices include VAT (constant gross prices across countries, as
 * Magento's cross-border trade setting), so tax is the VAT share of the taxable amount at the rate of
 * the shipping country. Order: subtotal → cart rule discount → shipping → reward points → gift cards.
 */

export const LOYALTY_RATE = 0.03;
/** Money value of one reward point in the cart currency. */
export const POINT_VALUE = 0.01;

/** VAT / GST rates in percent by country (0 for countries outside the tax zones). */
export const TAX_RATES: Record<string, number> = {
  AT: 20,
  AU: 10,
  BE: 21,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 22,
  ES: 21,
  FI: 25.5,
  FR: 20,
  IT: 22,
  LT: 21,
  LV: 21,
  NL: 21,
  PL: 23,
  SE: 25,
};

export interface TotalsLine {
  key: number;
  unitPrice: number;
  qty: number;
  /** Gift card lines: neither discounted nor taxed (vouchers), nor counted for gift progress. */
  isGiftCard: boolean;
  /** Samples and free gifts: price 0, not counted for gift progress. */
  hideFromGwp: boolean;
}

export interface PriceRule {
  code: string;
  label: string;
  simple_action: 'by_percent' | 'cart_fixed' | 'none';
  discount_amount: number;
  min_subtotal: number;
  free_shipping: boolean;
}

export interface ShippingRate {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  available: boolean;
  error_message: string | null;
  estimated_delivery_time: string;
}

export interface TotalsInput {
  lines: TotalsLine[];
  rule: PriceRule | null;
  country: string;
  currency: string;
  freeShippingThreshold: number;
  flatRate: number;
  /** carrier_code/method_code of the selected method, if any. */
  shippingMethod: string | null;
  rewardPointsBalance: number | null;
  useRewardPoints: boolean;
  giftCards: { code: string; balance: number }[];
}

export interface LineTotals {
  rowTotal: number;
  discount: number;
  rowTotalExclTax: number;
}

export interface Totals {
  subtotal: number;
  subtotalExclTax: number;
  gwpSubtotal: number;
  discount: number;
  ruleApplies: boolean;
  freeShipping: boolean;
  shippingRates: ShippingRate[];
  selectedShipping: ShippingRate | null;
  shippingAmount: number;
  taxRate: number;
  taxAmount: number;
  rewardPointsUsed: number;
  rewardPointsAmount: number;
  giftCardsApplied: { code: string; applied: number; remaining: number }[];
  giftCardsAmount: number;
  grandTotal: number;
  potentialPoints: number;
  lines: Map<number, LineTotals>;
}

/** Rounds to the cent (rule: half away from zero) — for callers that still hold a float. */
export const round2 = (n: number) => amount(cents(n));

/** VAT contained in a gross amount at `rate` percent (money.ts rule 5). */
export const vatOf = (gross: number, rate: number) => amount(vatIn(cents(gross), rate));

/** A gross amount without its VAT at `rate` percent (money.ts rule 5). */
export const exclTax = (gross: number, rate: number) => amount(withoutVat(cents(gross), rate));

/**
 * The cart's totals. All arithmetic is in integer cents (money.ts, whose header lists the rounding
 * rules); amounts go out as decimals.
 */
export function computeTotals(input: TotalsInput): Totals {
  const rows = input.lines.map((l) => ({ line: l, row: times(cents(l.unitPrice), l.qty) }));
  const subtotalC = sum(rows.map((r) => r.row));
  const gwpSubtotalC = sum(rows.filter((r) => !r.line.hideFromGwp && !r.line.isGiftCard).map((r) => r.row));
  const discountable = rows.filter((r) => !r.line.isGiftCard && r.row > 0);
  const discountableC = sum(discountable.map((r) => r.row));

  // Cart rule: applies once the subtotal reaches its minimum.
  const rule = input.rule;
  const ruleApplies = !!rule && subtotalC >= cents(rule.min_subtotal) && subtotalC > 0;
  let discountC = 0;
  if (rule && ruleApplies) {
    if (rule.simple_action === 'by_percent') discountC = percentOf(discountableC, rule.discount_amount);
    if (rule.simple_action === 'cart_fixed') discountC = Math.min(cents(rule.discount_amount), discountableC);
  }
  // The discount spread over lines in proportion to their totals (rule 4).
  const lines = new Map<number, LineTotals>();
  const shares = spread(
    discountC,
    discountable.map((r) => r.row),
  );
  discountable.forEach((r, i) =>
    lines.set(r.line.key, { rowTotal: amount(r.row), discount: amount(shares[i] ?? 0), rowTotalExclTax: 0 }),
  );
  const taxRate = TAX_RATES[input.country] ?? 0;
  for (const r of rows) {
    const entry = lines.get(r.line.key) ?? { rowTotal: amount(r.row), discount: 0, rowTotalExclTax: 0 };
    entry.rowTotalExclTax = amount(r.line.isGiftCard ? r.row : r.row - vatIn(r.row, taxRate));
    lines.set(r.line.key, entry);
  }

  // Shipping: flat rate, free above the threshold (or with a free-shipping coupon), store pickup.
  const freeShipping =
    (ruleApplies && !!rule?.free_shipping) || gwpSubtotalC >= cents(input.freeShippingThreshold);
  const onlyVirtual = input.lines.length > 0 && input.lines.every((l) => l.isGiftCard);
  const shippingRates: ShippingRate[] = onlyVirtual
    ? []
    : [
        {
          carrier_code: 'flatrate',
          method_code: 'flatrate',
          carrier_title: configText('carriers/flatrate/title', 'Flat Rate'),
          method_title: configText('carriers/flatrate/name', 'Standard delivery'),
          amount: amount(cents(input.flatRate)),
          available: true,
          error_message: null,
          estimated_delivery_time: configText(
            'carriers/flatrate/estimated_delivery_time',
            '2-4 working days',
          ),
        },
        {
          carrier_code: 'freeshipping',
          method_code: 'freeshipping',
          carrier_title: configText('carriers/freeshipping/title', 'Free Shipping'),
          method_title: configText('carriers/freeshipping/name', 'Free delivery'),
          amount: 0,
          available: freeShipping,
          error_message: freeShipping
            ? null
            : configText('carriers/freeshipping/specificerrmsg', 'This shipping method is not available.'),
          estimated_delivery_time: configText(
            'carriers/freeshipping/estimated_delivery_time',
            '3-5 working days',
          ),
        },
        {
          carrier_code: 'instore',
          method_code: 'pickup',
          carrier_title: configText('carriers/instore/title', 'In-Store Pickup'),
          method_title: configText('carriers/instore/name', 'Pick up in store'),
          amount: 0,
          available: true,
          error_message: null,
          estimated_delivery_time: configText(
            'carriers/instore/estimated_delivery_time',
            'Ready for pickup in 1 working day',
          ),
        },
      ];
  const selectedShipping =
    shippingRates.find((r) => r.available && `${r.carrier_code}/${r.method_code}` === input.shippingMethod) ??
    null;
  const shippingC = cents(selectedShipping?.amount ?? 0);

  const goodsC = sum(rows.filter((r) => !r.line.isGiftCard).map((r) => r.row));
  const taxC = vatIn(Math.max(0, goodsC - discountC + shippingC), taxRate);
  let dueC = Math.max(0, subtotalC - discountC + shippingC);

  // Reward points: all available points up to the amount due (one point is worth POINT_VALUE).
  const pointCents = cents(POINT_VALUE);
  let rewardPointsUsed = 0;
  let rewardPointsC = 0;
  if (input.useRewardPoints && input.rewardPointsBalance) {
    rewardPointsC = Math.min(times(pointCents, input.rewardPointsBalance), dueC);
    rewardPointsUsed = Math.ceil(rewardPointsC / pointCents);
    dueC -= rewardPointsC;
  }
  // Gift cards in the order applied, each up to its balance.
  const giftCardsApplied = input.giftCards.map((g) => {
    const balanceC = cents(g.balance);
    const appliedC = Math.min(balanceC, dueC);
    dueC -= appliedC;
    return { code: g.code, applied: amount(appliedC), remaining: amount(balanceC - appliedC) };
  });
  const giftCardsC = sum(giftCardsApplied.map((g) => cents(g.applied)));
  // Loyalty: 3% of the order amount (goods after discounts, excluding shipping) as points.
  const earnBaseC = Math.max(0, subtotalC - discountC - rewardPointsC);
  const potentialPoints = Math.floor((earnBaseC * Math.round(LOYALTY_RATE * 100)) / (100 * pointCents));
  const giftCardGoodsC = sum(rows.filter((r) => r.line.isGiftCard).map((r) => r.row));

  const subtotal = amount(subtotalC);
  const discount = amount(discountC);
  const rewardPointsAmount = amount(rewardPointsC);
  const giftCardsAmount = amount(giftCardsC);
  const grandTotal = amount(Math.max(0, dueC));
  const gwpSubtotal = amount(gwpSubtotalC);
  const shippingAmount = amount(shippingC);
  const taxAmount = amount(taxC);
  const subtotalExclTax = amount(subtotalC - vatIn(subtotalC - giftCardGoodsC, taxRate));
  return {
    subtotal,
    subtotalExclTax,
    gwpSubtotal,
    discount,
    ruleApplies,
    freeShipping,
    shippingRates,
    selectedShipping,
    shippingAmount,
    taxRate,
    taxAmount,
    rewardPointsUsed,
    rewardPointsAmount,
    giftCardsApplied,
    giftCardsAmount,
    grandTotal,
    potentialPoints,
    lines,
  };
}
