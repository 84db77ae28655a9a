import { describe, expect, it } from 'vitest';
import type { CartPageViewFragment, MiniCartItemFragment } from '../../../../gql/graphql';
import { cartItemData } from '../../cartItemProps';
import {
  cartDeductions,
  giftStages,
  itemStockState,
  orderedLines,
  sampleChoices,
  withPending,
} from './cartView';
import { clearSavedPromoCode, readSavedPromoCode, savePromoCode } from './savedPromoCode';

const eur = (value: number) => ({ value, currency: 'EUR' as const });

function item(
  overrides: Omit<Partial<MiniCartItemFragment>, 'product'> & { product?: Record<string, unknown> } = {},
) {
  const { product, ...rest } = overrides;
  return {
    __typename: 'SimpleCartItem',
    uid: 'MQ==',
    quantity: 2,
    is_available: true,
    isFreeGift: false,
    hideFromGwp: false,
    gwpCartLabel: null,
    customDiscountLabel: null,
    errors: null,
    prices: {
      price_including_tax: eur(20),
      row_total_including_tax: eur(40),
      total_item_discount: eur(0),
    },
    product: {
      __typename: 'SimpleProduct',
      uid: 'p1',
      sku: 'AB-SERUM',
      name: 'Cloudberry Serum',
      url_key: 'cloudberry-serum',
      url_suffix: '.html',
      canonical_url: null,
      stock_status: 'IN_STOCK',
      max_qty: 10,
      volume: '30 ml',
      is_sample_product: false,
      thumbnail: { url: 'https://media/serum.jpg', label: null },
      ...product,
    },
    ...rest,
  } as MiniCartItemFragment;
}

type Deductible = Parameters<typeof cartDeductions>[0];

describe('cartDeductions', () => {
  it('shows gift cards and points from their own fields and the rest as cart rules', () => {
    const cart = {
      prices: {
        discounts: [
          { label: '10% off your order', amount: eur(8.6), coupon: { code: 'WELCOME10' } },
          { label: 'Reward points', amount: eur(15), coupon: null },
          { label: 'Gift card GIFT-020-EUR', amount: eur(20), coupon: null },
        ],
      },
      applied_gift_cards: [{ code: 'GIFT-020-EUR', applied_balance: eur(20), current_balance: eur(20) }],
      applied_reward_points: { points: 1500, money: eur(15) },
    } as unknown as Deductible;
    expect(cartDeductions(cart)).toEqual({
      discounts: [{ label: '10% off your order', amount: 8.6 }],
      giftCards: [{ label: 'GIFT-020-EUR', amount: 20 }],
      rewardPoints: { points: 1500, amount: 15 },
    });
  });

  it('keeps automatic rules without a coupon and drops zero amounts', () => {
    const cart = {
      prices: {
        discounts: [
          { label: 'Spring sale', amount: eur(5), coupon: null },
          { label: 'Nothing', amount: eur(0), coupon: null },
        ],
      },
      applied_gift_cards: [],
      applied_reward_points: null,
    } as unknown as Deductible;
    expect(cartDeductions(cart).discounts).toEqual([{ label: 'Spring sale', amount: 5 }]);
  });
});

describe('giftStages', () => {
  it('maps the server stages and falls back to the free-shipping qualifier', () => {
    const withStages = {
      gift_progress: {
        current: eur(30),
        stages: [
          { code: 'FREE_SHIPPING', label: 'Free shipping', threshold: eur(50) },
          { code: 'SMALL_GIFT', label: 'Free mini cleanser', threshold: eur(75) },
        ],
      },
      prices: null,
    } as unknown as CartPageViewFragment;
    expect(giftStages(withStages)).toEqual([
      { id: 'freeShipping', amount: 50 },
      { id: 'smallGift', amount: 75 },
    ]);
    const qualifierOnly = {
      gift_progress: { current: eur(30), stages: [] },
      prices: { free_shipping_qualifier: { amount: eur(20), threshold: eur(50), country_code: 'FI' } },
    } as unknown as CartPageViewFragment;
    expect(giftStages(qualifierOnly)).toEqual([{ id: 'freeShipping', amount: 50 }]);
  });
});

describe('itemStockState', () => {
  it('blocks out-of-stock and over-quantity lines', () => {
    expect(itemStockState(item())).toEqual({ status: 'ok' });
    expect(itemStockState(item({ product: { stock_status: 'OUT_OF_STOCK' } }))).toEqual({
      status: 'outOfStock',
    });
    expect(itemStockState(item({ is_available: false }))).toEqual({
      status: 'overQuantity',
      available: null,
    });
    expect(itemStockState(item({ is_available: false }), 1)).toEqual({
      status: 'overQuantity',
      available: 1,
    });
    expect(itemStockState(item(), 1)).toEqual({ status: 'overQuantity', available: 1 });
    expect(itemStockState(item(), 0)).toEqual({ status: 'outOfStock' });
  });

  it('reads the chosen variant of a configurable line', () => {
    const configurable = {
      ...item(),
      __typename: 'ConfigurableCartItem',
      configurable_options: [
        { configurable_product_option_uid: 'o', option_label: 'Shade', value_label: 'Light' },
      ],
      configured_variant: {
        uid: 'v',
        sku: 'AB-FOUND-LIGHT',
        stock_status: 'OUT_OF_STOCK',
        max_qty: 5,
        volume: null,
        thumbnail: { url: 'https://media/light.jpg', label: null },
      },
    } as unknown as MiniCartItemFragment;
    expect(itemStockState(configurable)).toEqual({ status: 'outOfStock' });
    expect(cartItemData(configurable, 'en-US').image).toBe('https://media/light.jpg');
  });
});

describe('cartItemData', () => {
  it('shows the row total with the item discount struck through and links products', () => {
    const data = cartItemData(
      item({
        prices: {
          price_including_tax: eur(20),
          row_total_including_tax: eur(40),
          total_item_discount: eur(4),
        },
      } as Partial<MiniCartItemFragment>),
      'de-DE',
    );
    expect(data).toMatchObject({
      name: 'Cloudberry Serum',
      href: '/cloudberry-serum.html',
      price: { value: 36, regularValue: 40, currency: 'EUR', locale: 'de-DE' },
      quantity: 2,
      maxQuantity: 10,
      fixedQuantity: false,
      removable: true,
    });
  });

  it('fixes samples and free gifts at their quantity; free gifts cannot be removed', () => {
    const sample = cartItemData(item({ quantity: 1, product: { is_sample_product: true } }), 'en-US');
    expect(sample).toMatchObject({ sample: true, fixedQuantity: true, removable: true });
    expect(sample.href).toBeUndefined();
    const gift = cartItemData(
      item({ quantity: 1, isFreeGift: true, gwpCartLabel: 'Free cosmetic pouch' }),
      'en-US',
    );
    expect(gift).toMatchObject({ freeGift: 'Free cosmetic pouch', fixedQuantity: true, removable: false });
  });
});

describe('samples and line order', () => {
  it('lists offered samples and counts those in the cart', () => {
    const cart = {
      available_samples: [
        {
          uid: 'a',
          sku: 'AB-SAMPLE-001',
          name: 'Serum sachet',
          volume: '2 ml',
          stock_status: 'IN_STOCK',
          small_image: null,
        },
        {
          uid: 'b',
          sku: 'AB-SAMPLE-002',
          name: 'Cream sachet',
          volume: null,
          stock_status: 'IN_STOCK',
          small_image: { url: 'x.jpg', label: null },
        },
      ],
    } as unknown as CartPageViewFragment;
    const lines = [
      item(),
      item({ uid: 'Mg==', quantity: 1, product: { sku: 'AB-SAMPLE-002', is_sample_product: true } }),
    ];
    expect(sampleChoices(cart, lines)).toEqual({
      options: [
        { id: 'AB-SAMPLE-001', name: 'Serum sachet', description: '2 ml', imageSrc: null },
        { id: 'AB-SAMPLE-002', name: 'Cream sachet', description: null, imageSrc: 'x.jpg' },
      ],
      selected: ['AB-SAMPLE-002'],
      itemUidBySku: { 'AB-SAMPLE-002': 'Mg==' },
    });
  });

  it('shows pending sample changes at once', () => {
    expect(withPending(['A', 'B'], { B: 'remove', C: 'add', A: 'add' })).toEqual(['A', 'C']);
    expect(withPending([], {})).toEqual([]);
  });

  it('orders products, then free gifts, then samples', () => {
    const sample = item({ uid: 's', product: { is_sample_product: true } });
    const gift = item({ uid: 'g', isFreeGift: true });
    const product = item({ uid: 'p' });
    expect(orderedLines([sample, gift, product]).map((i) => i.uid)).toEqual(['p', 'g', 's']);
  });
});

describe('savedPromoCode', () => {
  it('reads, trims and clears the stored code', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    expect(readSavedPromoCode(storage)).toBeNull();
    savePromoCode(' SAVE5 ', storage);
    expect(map.get('savedPromoCode')).toBe('SAVE5');
    expect(readSavedPromoCode(storage)).toBe('SAVE5');
    clearSavedPromoCode(storage);
    expect(readSavedPromoCode(storage)).toBeNull();
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readSavedPromoCode(blocked)).toBeNull();
    expect(() => savePromoCode('X', blocked)).not.toThrow();
    expect(() => clearSavedPromoCode(blocked)).not.toThrow();
  });
});
