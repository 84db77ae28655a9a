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

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** VAT contained in a gross amount at `rate` percent. */
export const vatOf = (gross: number, rate: number) => round2(gross - gross / (1 + rate / 100));

export function computeTotals(input: TotalsInput): Totals {
  const rows = input.lines.map((l) => ({ line: l, row: round2(l.unitPrice * l.qty) }));
  const subtotal = round2(rows.reduce((a, r) => a + r.row, 0));
  const gwpSubtotal = round2(
    rows.filter((r) => !r.line.hideFromGwp && !r.line.isGiftCard).reduce((a, r) => a + r.row, 0),
  );
  const discountable = rows.filter((r) => !r.line.isGiftCard && r.row > 0);
  const discountableTotal = round2(discountable.reduce((a, r) => a + r.row, 0));

  // Cart rule: applies once the subtotal reaches its minimum.
  const rule = input.rule;
  const ruleApplies = !!rule && subtotal >= rule.min_subtotal && subtotal > 0;
  let discount = 0;
  if (rule && ruleApplies) {
    if (rule.simple_action === 'by_percent')
      discount = round2((discountableTotal * rule.discount_amount) / 100);
    if (rule.simple_action === 'cart_fixed')
      discount = round2(Math.min(rule.discount_amount, discountableTotal));
  }
  // Spread the discount over lines in proportion to their totals; the last line takes the rounding rest.
  const lines = new Map<number, LineTotals>();
  let left = discount;
  discountable.forEach((r, i) => {
    const share = i === discountable.length - 1 ? left : round2((discount * r.row) / discountableTotal);
    left = round2(left - share);
    lines.set(r.line.key, { rowTotal: r.row, discount: share, rowTotalExclTax: 0 });
  });
  const taxRate = TAX_RATES[input.country] ?? 0;
  for (const r of rows) {
    const entry = lines.get(r.line.key) ?? { rowTotal: r.row, discount: 0, rowTotalExclTax: 0 };
    entry.rowTotalExclTax = r.line.isGiftCard ? r.row : round2(r.row - vatOf(r.row, taxRate));
    lines.set(r.line.key, entry);
  }

  // Shipping: flat rate, free above the threshold (or with a free-shipping coupon), store pickup.
  const freeShipping = (ruleApplies && !!rule?.free_shipping) || gwpSubtotal >= input.freeShippingThreshold;
  const onlyVirtual = input.lines.length > 0 && input.lines.every((l) => l.isGiftCard);
  const shippingRates: ShippingRate[] = onlyVirtual
    ? []
    : [
        {
          carrier_code: 'flatrate',
          method_code: 'flatrate',
          carrier_title: 'Flat Rate',
          method_title: 'Standard delivery',
          amount: input.flatRate,
          available: true,
          error_message: null,
          estimated_delivery_time: '2-4 working days',
        },
        {
          carrier_code: 'freeshipping',
          method_code: 'freeshipping',
          carrier_title: 'Free Shipping',
          method_title: 'Free delivery',
          amount: 0,
          available: freeShipping,
          error_message: freeShipping ? null : 'This shipping method is not available.',
          estimated_delivery_time: '3-5 working days',
        },
        {
          carrier_code: 'instore',
          method_code: 'pickup',
          carrier_title: 'In-Store Pickup',
          method_title: 'Pick up in store',
          amount: 0,
          available: true,
          error_message: null,
          estimated_delivery_time: 'Ready for pickup in 1 working day',
        },
      ];
  const selectedShipping =
    shippingRates.find((r) => r.available && `${r.carrier_code}/${r.method_code}` === input.shippingMethod) ??
    null;
  const shippingAmount = selectedShipping?.amount ?? 0;

  const taxableGross = round2(
    rows.filter((r) => !r.line.isGiftCard).reduce((a, r) => a + r.row, 0) - discount + shippingAmount,
  );
  const taxAmount = vatOf(Math.max(0, taxableGross), taxRate);
  let due = round2(Math.max(0, subtotal - discount + shippingAmount));

  // Reward points: all available points up to the amount due.
  let rewardPointsUsed = 0;
  let rewardPointsAmount = 0;
  if (input.useRewardPoints && input.rewardPointsBalance) {
    rewardPointsAmount = round2(Math.min(input.rewardPointsBalance * POINT_VALUE, due));
    rewardPointsUsed = Math.ceil(round2(rewardPointsAmount / POINT_VALUE));
    due = round2(due - rewardPointsAmount);
  }
  // Gift cards in the order applied, each up to its balance.
  const giftCardsApplied = input.giftCards.map((g) => {
    const applied = round2(Math.min(g.balance, due));
    due = round2(due - applied);
    return { code: g.code, applied, remaining: round2(g.balance - applied) };
  });
  const giftCardsAmount = round2(giftCardsApplied.reduce((a, g) => a + g.applied, 0));
  const grandTotal = round2(Math.max(0, due));
  // Loyalty: 3% of the order amount (goods after discounts, excluding shipping) as points worth POINT_VALUE each.
  const earnBase = Math.max(0, subtotal - discount - rewardPointsAmount);
  const potentialPoints = Math.floor(round2((earnBase * LOYALTY_RATE) / POINT_VALUE));

  return {
    subtotal,
    subtotalExclTax: round2(
      subtotal -
        vatOf(
          round2(subtotal - rows.filter((r) => r.line.isGiftCard).reduce((a, r) => a + r.row, 0)),
          taxRate,
        ),
    ),
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
