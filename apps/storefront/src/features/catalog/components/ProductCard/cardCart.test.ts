import { describe, expect, it } from 'vitest';
import type { ProductCardViewFragment } from '../../../../gql/graphql';
import { cardCartPlan, cardInitialSwatch } from './cardCart';

const base = { uid: 'u', sku: 'AB-1', name: 'Rose', stock_status: 'IN_STOCK', max_qty: null } as const;

function configurable(
  variants: { sku: string; value: number; stock: 'IN_STOCK' | 'OUT_OF_STOCK'; volume?: string }[],
) {
  return {
    ...base,
    __typename: 'ConfigurableProduct',
    sku: 'P',
    configurable_options: [
      {
        attribute_code: 'shade',
        label: 'Shade',
        position: 0,
        values: [...new Set(variants.map((v) => v.value))].map((value) => ({
          value_index: value,
          label: `Shade ${value}`,
          swatch_data: null,
        })),
      },
    ],
    variants: variants.map((v) => ({
      attributes: [{ code: 'shade', value_index: v.value }],
      product: { sku: v.sku, stock_status: v.stock, max_qty: null, volume: v.volume ?? null },
    })),
  } as unknown as ProductCardViewFragment;
}

describe('product card add to cart (spec §4, §7)', () => {
  it('adds a simple product by sku; samples are marked', () => {
    const p = {
      ...base,
      __typename: 'SimpleProduct',
      is_sample_product: true,
    } as unknown as ProductCardViewFragment;
    expect(cardCartPlan(p, null)).toEqual({ kind: 'add', sku: 'AB-1', isSample: true, inStock: true });
  });

  it('adds the auto-selected first in-stock variant with the parent sku, or the chosen one', () => {
    const p = configurable([
      { sku: 'P-1', value: 1, stock: 'OUT_OF_STOCK' },
      { sku: 'P-2', value: 2, stock: 'IN_STOCK' },
      { sku: 'P-3', value: 3, stock: 'IN_STOCK' },
    ]);
    expect(cardInitialSwatch(p)).toBe(2);
    expect(cardCartPlan(p, null)).toMatchObject({ kind: 'add', sku: 'P-2', parentSku: 'P', inStock: true });
    expect(cardCartPlan(p, 3)).toMatchObject({ sku: 'P-3' });
    expect(cardCartPlan(p, 1)).toMatchObject({ sku: 'P-1', inStock: false });
  });

  it('picks the larger in-stock volume within a swatch', () => {
    const p = configurable([
      { sku: 'P-15', value: 1, stock: 'IN_STOCK', volume: '15 ml' },
      { sku: 'P-50', value: 1, stock: 'IN_STOCK', volume: '50 ml' },
    ]);
    expect(cardCartPlan(p, null)).toMatchObject({ sku: 'P-50' });
  });

  it('without any in-stock variant there is nothing to select', () => {
    const p = configurable([{ sku: 'P-1', value: 1, stock: 'OUT_OF_STOCK' }]);
    expect(cardCartPlan(p, null)).toEqual({ kind: 'disabled', reason: 'selectOption' });
  });

  it('gift cards and custom prices need their page; other types are unsupported', () => {
    const gift = { ...base, __typename: 'GiftCardProduct' } as unknown as ProductCardViewFragment;
    const tip = {
      ...base,
      __typename: 'SimpleProduct',
      is_custom_price: true,
    } as unknown as ProductCardViewFragment;
    const bundle = { ...base, __typename: 'BundleProduct' } as unknown as ProductCardViewFragment;
    expect(cardCartPlan(gift, null)).toEqual({ kind: 'disabled', reason: 'chooseOptions' });
    expect(cardCartPlan(tip, null)).toEqual({ kind: 'disabled', reason: 'chooseOptions' });
    expect(cardCartPlan(bundle, null)).toEqual({ kind: 'disabled', reason: 'unsupported' });
  });
});
