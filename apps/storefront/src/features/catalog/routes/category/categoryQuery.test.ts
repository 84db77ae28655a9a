import { describe, expect, it } from 'vitest';
import { filterGroups, listingVariables, quizPromoVisible, readListingState } from './categoryQuery';

const types = {
  skin_type: 'FilterEqualTypeInput',
  price: 'FilterRangeTypeInput',
  category_uid: 'FilterEqualTypeInput',
};

describe('listing state from the URL', () => {
  it('reads filters, a known sort and the page', () => {
    const state = readListingState(
      new URLSearchParams('skin_type[filter]=Dry,7001&sort=PRICE_LOW_HIGH&page=2'),
    );
    expect(state).toEqual({
      selected: { skin_type: [{ title: 'Dry', value: '7001' }] },
      sort: 'PRICE_LOW_HIGH',
      page: 2,
    });
    expect(readListingState(new URLSearchParams('sort=DROP_TABLE&page=-3'))).toEqual({
      selected: {},
      sort: null,
      page: 1,
    });
  });
  it('builds the products arguments with the category and the spec sort direction', () => {
    const state = readListingState(
      new URLSearchParams('skin_type[filter]=Dry,7001&price[filter]=,10_*&sort=BESTSELLER'),
    );
    expect(listingVariables(state, types, { category_uid: { eq: 'Mw==' } })).toEqual({
      filter: { skin_type: { eq: '7001' }, price: { from: '10' }, category_uid: { eq: 'Mw==' } },
      sort: { BESTSELLER: 'DESC' },
    });
  });
});

describe('filterGroups', () => {
  it('offers supported option groups by position, and price as a range from its buckets', () => {
    const groups = filterGroups(
      [
        {
          attribute_code: 'price',
          label: 'Price',
          position: 0,
          options: [
            { value: '10_20', label: '10-20', count: 2 },
            { value: '40_50', label: '40-50', count: 1 },
          ],
        },
        { attribute_code: 'category_uid', label: 'Category', position: 1, options: [] },
        {
          attribute_code: 'skin_type',
          label: 'Skin type',
          position: 3,
          options: [{ value: '7001', label: 'Dry', count: 4 }],
        },
        { attribute_code: 'unsupported', label: 'X', position: 2, options: [] },
      ],
      types,
    );
    expect(groups).toEqual([
      {
        attribute: 'skin_type',
        label: 'Skin type',
        kind: 'checkbox',
        options: [{ value: '7001', label: 'Dry', count: 4 }],
      },
      { attribute: 'price', label: 'Price', kind: 'range', options: [], min: 10, max: 50 },
    ]);
  });
});

describe('quizPromoVisible', () => {
  it('needs the flag, a category list and this category in it', () => {
    const config = { product_quiz_promo_enabled: true, product_quiz_promo_categories: '3, 4' };
    expect(quizPromoVisible(config, 4)).toBe(true);
    expect(quizPromoVisible(config, 5)).toBe(false);
    expect(quizPromoVisible({ ...config, product_quiz_promo_enabled: false }, 4)).toBe(false);
    expect(quizPromoVisible({ ...config, product_quiz_promo_categories: '' }, 4)).toBe(false);
    expect(quizPromoVisible(null, 4)).toBe(false);
  });
});
