import { describe, expect, it } from 'vitest';
import { PriceViewFragmentDoc } from './__generated__/PriceView';
import { makeFragmentData } from '../../../gql/fragment-masking';
import type { PriceViewFragment } from '../../../gql/graphql';
import { toPriceData } from './priceView';

type Range = NonNullable<PriceViewFragment['price_range']>;

/** What the API answers for a product's price (the fragment as a container receives it). */
function view(min: Range['minimum_price'], maxFinal?: number) {
  const data: PriceViewFragment = {
    price_range: {
      minimum_price: min,
      maximum_price: maxFinal === undefined ? null : { final_price: { value: maxFinal } },
    },
  };
  return makeFragmentData(data, PriceViewFragmentDoc);
}

const money = (value: number | null, currency: 'EUR' | 'AUD' = 'EUR') => ({ value, currency });

describe('toPriceData', () => {
  it('passes on the API discount: regular price and percent_off', () => {
    expect(
      toPriceData(
        view({
          final_price: money(27.2),
          regular_price: money(34),
          discount: { amount_off: 6.8, percent_off: 20 },
        }),
      ),
    ).toEqual({ value: 27.2, regularValue: 34, discountPercent: 20, currency: 'EUR', range: false });
  });

  it('shows no old price without an API discount, whatever the numbers', () => {
    expect(
      toPriceData(
        view({
          final_price: money(30),
          regular_price: money(30),
          discount: { amount_off: 0, percent_off: 0 },
        }),
      ),
    ).toEqual({ value: 30, currency: 'EUR', range: false });
    // The storefront does not compare prices: no discount from the API, no sale.
    expect(toPriceData(view({ final_price: money(24), regular_price: money(30), discount: null }))).toEqual({
      value: 24,
      currency: 'EUR',
      range: false,
    });
  });

  it('keeps the old price but no badge when the discount rounds to 0 %', () => {
    expect(
      toPriceData(
        view({
          final_price: money(29.99),
          regular_price: money(30),
          discount: { amount_off: 0.01, percent_off: 0 },
        }),
      ),
    ).toEqual({ value: 29.99, regularValue: 30, currency: 'EUR', range: false });
  });

  it("shows whole percents for Magento's two-decimal percent_off", () => {
    expect(
      toPriceData(
        view({
          final_price: money(19.99),
          regular_price: money(29.99),
          discount: { amount_off: 10, percent_off: 33.34 },
        }),
      ).discountPercent,
    ).toBe(33);
  });

  it('marks a range when the highest final price is above the lowest, in its currency', () => {
    const min = { final_price: money(18.5, 'AUD'), regular_price: money(18.5, 'AUD'), discount: null };
    expect(toPriceData(view(min, 26))).toEqual({ value: 18.5, currency: 'AUD', range: true });
    expect(toPriceData(view(min, 18.5)).range).toBe(false);
  });

  it('falls back to 0 EUR without a price', () => {
    expect(toPriceData(null)).toEqual({ value: 0, currency: 'EUR', range: false });
    expect(
      toPriceData(view({ final_price: money(null), regular_price: money(null), discount: null })),
    ).toEqual({
      value: 0,
      currency: 'EUR',
      range: false,
    });
  });
});
