import { describe, expect, it } from 'vitest';
import { computeTotals, type TotalsInput } from '../src/domain/cart-totals.js';

const base: TotalsInput = {
  lines: [],
  rule: null,
  country: 'LV',
  currency: 'EUR',
  freeShippingThreshold: 50,
  flatRate: 4.95,
  shippingMethod: null,
  rewardPointsBalance: null,
  useRewardPoints: false,
  giftCards: [],
};
const line = (
  key: number,
  unitPrice: number,
  qty = 1,
  extra: Partial<TotalsInput['lines'][number]> = {},
) => ({
  key,
  unitPrice,
  qty,
  isGiftCard: false,
  hideFromGwp: false,
  ...extra,
});

describe('cart totals (pure)', () => {
  it('takes VAT out of gross prices at the shipping country rate, shipping included', () => {
    const t = computeTotals({ ...base, lines: [line(1, 24.2)], shippingMethod: 'flatrate/flatrate' });
    expect(t.subtotal).toBe(24.2);
    expect(t.shippingAmount).toBe(4.95);
    expect(t.grandTotal).toBe(29.15);
    expect(t.taxAmount).toBeCloseTo(29.15 - 29.15 / 1.21, 2);
    expect(computeTotals({ ...base, country: 'US', lines: [line(1, 10)] }).taxAmount).toBe(0);
  });

  it('spreads a percent discount over lines and caps a fixed one at the discountable amount', () => {
    const rule = {
      code: 'X',
      label: 'X',
      simple_action: 'by_percent' as const,
      discount_amount: 10,
      min_subtotal: 0,
      free_shipping: false,
    };
    const t = computeTotals({ ...base, rule, lines: [line(1, 10, 1), line(2, 20.05, 1)] });
    expect(t.discount).toBe(3.01);
    expect(t.lines.get(1)!.discount + t.lines.get(2)!.discount).toBeCloseTo(3.01, 2);
    const fixed = computeTotals({
      ...base,
      rule: { ...rule, simple_action: 'cart_fixed', discount_amount: 100 },
      lines: [line(1, 30), line(2, 50, 1, { isGiftCard: true })],
    });
    expect(fixed.discount).toBe(30); // gift cards are never discounted
    const below = computeTotals({ ...base, rule: { ...rule, min_subtotal: 100 }, lines: [line(1, 30)] });
    expect(below.ruleApplies).toBe(false);
    expect(below.discount).toBe(0);
  });

  it('offers free shipping above the threshold or with a free-shipping rule, never for gift cards alone', () => {
    expect(computeTotals({ ...base, lines: [line(1, 49.99)] }).freeShipping).toBe(false);
    expect(computeTotals({ ...base, lines: [line(1, 50)] }).freeShipping).toBe(true);
    // samples and free gifts do not count towards the threshold
    expect(
      computeTotals({ ...base, lines: [line(1, 45), line(2, 10, 1, { hideFromGwp: true })] }).freeShipping,
    ).toBe(false);
    expect(computeTotals({ ...base, lines: [line(1, 50, 1, { isGiftCard: true })] }).shippingRates).toEqual(
      [],
    );
  });

  it('applies reward points, then gift cards in order, never below zero; earns 3 % as points', () => {
    const t = computeTotals({
      ...base,
      lines: [line(1, 40)],
      useRewardPoints: true,
      rewardPointsBalance: 1000,
      giftCards: [
        { code: 'A', balance: 20 },
        { code: 'B', balance: 50 },
      ],
    });
    expect(t.rewardPointsAmount).toBe(10);
    expect(t.rewardPointsUsed).toBe(1000);
    expect(t.giftCardsApplied).toEqual([
      { code: 'A', applied: 20, remaining: 0 },
      { code: 'B', applied: 10, remaining: 40 },
    ]);
    expect(t.grandTotal).toBe(0);
    expect(t.potentialPoints).toBe(90); // 3 % of 30 (40 − 10 paid with points) = 0.90 → 90 points
  });
});
