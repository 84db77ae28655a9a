import { emptyGiftCardOptions } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import { parsePrice, productCartPlan } from './addToCart';
import type { ProductData, VariantData } from './productData';

const stock = { status: 'IN_STOCK' as const, maxQty: null, comingSoon: false, preOrder: false };
const price = { value: 20, regularValue: 20, currency: 'EUR', range: false };

function product(over: Partial<ProductData> = {}): ProductData {
  return {
    typename: 'SimpleProduct',
    uid: 'u',
    id: 1,
    sku: 'AB-1',
    name: 'Rose Serum',
    urlKey: 'rose',
    path: '/rose.html',
    canonicalUrl: null,
    metaTitle: null,
    metaDescription: null,
    collection: null,
    presentationTitle: null,
    volume: null,
    eanCode: null,
    stock,
    price,
    media: [],
    labels: [],
    html: { description: '', howToUse: '', shipping: '', sustainability: '' },
    ingredients: [],
    certificates: [],
    breadcrumbs: [],
    options: [],
    variants: [],
    giftCard: null,
    isCustomPrice: false,
    isSample: false,
    ...over,
  };
}

const shade = {
  attribute_code: 'shade',
  attribute_id: 93,
  label: 'Shade',
  values: [{ value_index: 4, label: 'Amber 04' }],
} as unknown as ProductData['options'][number];
const amber = {
  sku: 'AB-1-04',
  name: 'Rose',
  attributes: { shade: 4 },
  product: { stock_status: 'IN_STOCK', max_qty: null, volume: null },
  volume: null,
  stock,
  price,
  media: [],
} as unknown as VariantData;

const plan = (p: ProductData, over: Partial<Parameters<typeof productCartPlan>[0]> = {}) =>
  productCartPlan({ product: p, variant: null, selection: {}, quantity: 1, minPrice: 20, ...over });

describe('product page add to cart (spec §4, §5, §7)', () => {
  it('adds a simple product with the chosen quantity', () => {
    expect(plan(product(), { quantity: 3 })).toEqual({
      kind: 'add',
      isSample: false,
      fixedQuantity: false,
      request: { sku: 'AB-1', quantity: 3 },
    });
  });

  it('needs every option of a configurable product, then sends the variant with its parent', () => {
    const p = product({ typename: 'ConfigurableProduct', options: [shade], variants: [amber] });
    expect(plan(p)).toEqual({ kind: 'disabled', reason: 'selectOption', missing: ['Shade'] });
    expect(plan(p, { variant: amber, selection: { shade: 4 }, quantity: 2 })).toMatchObject({
      kind: 'add',
      request: { sku: 'AB-1-04', parentSku: 'AB-1', quantity: 2 },
    });
  });

  it('is disabled for unsupported types, out of stock and coming soon', () => {
    expect(plan(product({ typename: 'BundleProduct' }))).toEqual({ kind: 'disabled', reason: 'unsupported' });
    expect(plan(product({ stock: { ...stock, status: 'OUT_OF_STOCK' } }))).toMatchObject({
      reason: 'outOfStock',
    });
    expect(plan(product({ stock: { ...stock, maxQty: 0 } }))).toMatchObject({ reason: 'outOfStock' });
    expect(plan(product({ stock: { ...stock, comingSoon: true } }))).toMatchObject({ reason: 'comingSoon' });
  });

  it('samples always go with quantity 1', () => {
    expect(plan(product({ isSample: true }), { quantity: 4 })).toMatchObject({
      kind: 'add',
      isSample: true,
      fixedQuantity: true,
      request: { quantity: 1 },
    });
  });

  it('custom prices need at least the shown minimum', () => {
    const p = product({ isCustomPrice: true });
    expect(plan(p, { customPrice: '' })).toMatchObject({ reason: 'price' });
    expect(plan(p, { customPrice: '19,99' })).toMatchObject({ reason: 'price' });
    expect(plan(p, { customPrice: 'abc' })).toMatchObject({ reason: 'price' });
    expect(plan(p, { customPrice: '25,50' })).toMatchObject({ kind: 'add', request: { price: 25.5 } });
    expect(parsePrice(' 20 ')).toBe(20);
  });

  it('gift cards need their required entries, then send amount and entered options (not the message)', () => {
    const p = product({
      typename: 'GiftCardProduct',
      giftCard: {
        amounts: [{ uid: 'amount-50', value: 50 }],
        allowOpenAmount: false,
        openAmountMin: null,
        openAmountMax: null,
        allowMessage: true,
        messageMaxLength: null,
        options: [
          { uid: 'o-sender', title: 'Sender', required: true, code: 'giftcard_sender_name' },
          { uid: 'o-message', title: 'Message', required: false, code: 'giftcard_message' },
        ],
      },
    });
    expect(plan(p, { giftCard: emptyGiftCardOptions })).toEqual({
      kind: 'disabled',
      reason: 'giftCardEntry',
    });
    expect(plan(p, { giftCard: { ...emptyGiftCardOptions, amount: 'amount-50' } })).toMatchObject({
      reason: 'giftCardEntry',
    });
    expect(
      plan(p, {
        quantity: 3,
        giftCard: { ...emptyGiftCardOptions, amount: 'amount-50', senderName: 'Anna', message: 'Hi' },
      }),
    ).toEqual({
      kind: 'add',
      isSample: false,
      fixedQuantity: true,
      request: {
        sku: 'AB-1',
        quantity: 1,
        selectedOptions: ['amount-50'],
        enteredOptions: [{ uid: 'o-sender', value: 'Anna' }],
      },
    });
  });
});
