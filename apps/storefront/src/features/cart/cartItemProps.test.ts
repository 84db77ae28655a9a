import { describe, expect, it } from 'vitest';
import type { MiniCartItemFragment } from '../../gql/graphql';
import {
  cartLineImage,
  cartLineOptions,
  cartItemData,
  cartLineQuantityFixed,
  cartLineStock,
  cartLineStockMessage,
  isCheckoutBlocked,
  removalTakesFreeLines,
} from './cartItemProps';

const money = (value: number) => ({ __typename: 'Money' as const, value, currency: 'EUR' });
const product = (over: Partial<MiniCartItemFragment['product']> = {}) =>
  ({
    __typename: 'SimpleProduct',
    uid: 'p',
    sku: 'AB-1',
    name: 'Rose Serum',
    url_key: 'rose-serum',
    url_suffix: '.html',
    canonical_url: null,
    stock_status: 'IN_STOCK',
    max_qty: null,
    volume: null,
    is_sample_product: false,
    thumbnail: { url: '/media/rose.jpg', label: null },
    ...over,
  }) as MiniCartItemFragment['product'];

function simple(over: Partial<MiniCartItemFragment> = {}): MiniCartItemFragment {
  return {
    __typename: 'SimpleCartItem',
    uid: 'MQ==',
    quantity: 1,
    is_available: true,
    isFreeGift: false,
    hideFromGwp: false,
    gwpCartLabel: null,
    customDiscountLabel: null,
    errors: null,
    prices: null,
    product: product(),
    ...over,
  } as MiniCartItemFragment;
}

const texts = {
  outOfStock: 'This Product is currently out of stock. Please try again later.',
  limited: (n: number) => `Only ${n} left in stock`,
  giftCard: { amount: 'Amount', from: 'From', to: 'To', message: 'Message' },
};

describe('cart line stock (spec §4, §5)', () => {
  it('is fine in stock, with no or enough max_qty', () => {
    expect(cartLineStock(simple())).toEqual({ outOfStock: false, overAvailable: false, maxQty: null });
    expect(
      cartLineStockMessage(simple({ quantity: 2, product: product({ max_qty: 2 }) }), texts),
    ).toBeUndefined();
    expect(isCheckoutBlocked([simple()])).toBe(false);
  });

  it('out of stock by status or max_qty 0 blocks checkout', () => {
    const out = simple({ product: product({ stock_status: 'OUT_OF_STOCK' }) });
    expect(cartLineStock(out).outOfStock).toBe(true);
    expect(cartLineStockMessage(out, texts)).toBe(texts.outOfStock);
    expect(cartLineStock(simple({ product: product({ max_qty: 0 }) })).outOfStock).toBe(true);
    expect(isCheckoutBlocked([simple(), out])).toBe(true);
  });

  it('over the available quantity says how many are left and blocks checkout', () => {
    const over = simple({
      quantity: 4,
      is_available: false,
      errors: [
        { __typename: 'CartItemError', code: 'ITEM_QTY', message: 'The requested qty is not available' },
      ],
      product: product({ max_qty: 2 }),
    } as unknown as Partial<MiniCartItemFragment>);
    expect(cartLineStock(over)).toEqual({ outOfStock: false, overAvailable: true, maxQty: 2 });
    expect(cartLineStockMessage(over, texts)).toBe('Only 2 left in stock');
    expect(isCheckoutBlocked([over])).toBe(true);
  });

  it('reads the chosen variant of a configurable line', () => {
    const line = {
      ...simple(),
      __typename: 'ConfigurableCartItem',
      configurable_options: [
        {
          __typename: 'SelectedConfigurableOption',
          configurable_product_option_uid: 'o',
          option_label: 'Shade',
          value_label: 'Amber 04',
        },
      ],
      configured_variant: {
        __typename: 'SimpleProduct',
        uid: 'v',
        sku: 'AB-1-04',
        stock_status: 'OUT_OF_STOCK',
        max_qty: 0,
        volume: null,
        thumbnail: { url: '/media/amber.jpg', label: null },
      },
    } as unknown as MiniCartItemFragment;
    expect(cartLineStock(line).outOfStock).toBe(true);
    expect(cartLineOptions(line, texts.giftCard, String)).toEqual([{ label: 'Shade', value: 'Amber 04' }]);
    expect(cartLineImage(line)).toBe('/media/amber.jpg');
  });
});

describe('cart line display', () => {
  it('lists gift card amount, sender, recipient and message', () => {
    const card = {
      ...simple(),
      __typename: 'GiftCardCartItem',
      amount: money(50),
      sender_name: 'Anna',
      sender_email: '',
      recipient_name: 'Marta',
      recipient_email: 'marta@example.com',
      message: ' Happy birthday ',
    } as unknown as MiniCartItemFragment;
    expect(cartLineOptions(card, texts.giftCard, (v, c) => `${c} ${v}`)).toEqual([
      { label: 'Amount', value: 'EUR 50' },
      { label: 'From', value: 'Anna' },
      { label: 'To', value: 'Marta (marta@example.com)' },
      { label: 'Message', value: 'Happy birthday' },
    ]);
    expect(cartLineQuantityFixed(card)).toBe(true);
  });

  it('fixes the quantity of samples and free gifts only', () => {
    expect(cartLineQuantityFixed(simple())).toBe(false);
    expect(cartLineQuantityFixed(simple({ isFreeGift: true }))).toBe(true);
    expect(cartLineQuantityFixed(simple({ product: product({ is_sample_product: true }) }))).toBe(true);
  });

  it('links to the canonical URL, else url key and suffix; samples and free gifts have no link', () => {
    const href = (item: MiniCartItemFragment) => cartItemData(item, 'en-US').href;
    expect(href(simple())).toBe('/rose-serum.html');
    expect(href(simple({ product: product({ canonical_url: 'skincare/rose.html' }) }))).toBe(
      '/skincare/rose.html',
    );
    expect(href(simple({ product: product({ url_key: null }) }))).toBeUndefined();
    expect(href(simple({ isFreeGift: true }))).toBeUndefined();
    expect(href(simple({ product: product({ is_sample_product: true }) }))).toBeUndefined();
  });
});

describe('removalTakesFreeLines (issue 19: samples and gifts belong to a purchase)', () => {
  const paid = simple({ uid: 'paid' });
  const other = simple({ uid: 'other' });
  const sample = simple({ uid: 'sample', product: product({ is_sample_product: true }) });
  const gift = simple({ uid: 'gift', isFreeGift: true });

  it('is true only when the last paid line goes while free lines remain', () => {
    expect(removalTakesFreeLines([paid, sample, gift], 'paid')).toBe(true);
    expect(removalTakesFreeLines([paid, other, sample], 'paid')).toBe(false);
    expect(removalTakesFreeLines([paid, sample], 'sample')).toBe(false);
    expect(removalTakesFreeLines([paid], 'paid')).toBe(false);
  });
});
