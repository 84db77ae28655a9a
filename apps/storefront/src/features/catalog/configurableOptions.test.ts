import { describe, expect, it } from 'vitest';
import {
  findVariant,
  isValueAvailable,
  readSelection,
  swatchGroups,
  writeSelection,
  type ConfigurableOption,
  type Variant,
} from './configurableOptions';
import { isInStock } from './stock';

const shade: ConfigurableOption = {
  attribute_code: 'shade',
  attribute_id: 202,
  values: [
    { value_index: 1, label: 'Ivory 01' },
    { value_index: 2, label: 'Sand 03' },
    { value_index: 3, label: 'Honey 05' },
  ],
};
const volume: ConfigurableOption = {
  attribute_code: 'package_volume',
  attribute_id: 201,
  values: [
    { value_index: 30, label: '30 ml' },
    { value_index: 50, label: '50 ml' },
  ],
};
const v = (
  sku: string,
  attributes: Record<string, number>,
  stock: 'IN_STOCK' | 'OUT_OF_STOCK',
  vol?: string,
): Variant => ({
  sku,
  attributes,
  product: { stock_status: stock, max_qty: null, volume: vol ?? null },
});
const variants = [
  v('F-01-30', { shade: 1, package_volume: 30 }, 'IN_STOCK', '30 ml'),
  v('F-01-50', { shade: 1, package_volume: 50 }, 'IN_STOCK', '50 ml'),
  v('F-03-30', { shade: 2, package_volume: 30 }, 'OUT_OF_STOCK', '30 ml'),
  v('F-05-50', { shade: 3, package_volume: 50 }, 'IN_STOCK', '50 ml'),
];

describe('isInStock', () => {
  it('needs IN_STOCK and a positive or unlimited max_qty, above what is in the cart', () => {
    expect(isInStock({ stock_status: 'IN_STOCK', max_qty: null })).toBe(true);
    expect(isInStock({ stock_status: 'IN_STOCK', max_qty: 0 })).toBe(false);
    expect(isInStock({ stock_status: 'OUT_OF_STOCK', max_qty: 5 })).toBe(false);
    expect(isInStock({ stock_status: 'IN_STOCK', max_qty: 2 }, 1)).toBe(true);
    expect(isInStock({ stock_status: 'IN_STOCK', max_qty: 2 }, 2)).toBe(false);
  });
});

describe('variant availability', () => {
  it('disables values with no matching variant or only out-of-stock matches', () => {
    expect(isValueAvailable(variants, {}, 'shade', 2)).toBe(false); // only match is out of stock
    expect(isValueAvailable(variants, { package_volume: 30 }, 'shade', 3)).toBe(false); // no 30 ml Honey
    expect(isValueAvailable(variants, { package_volume: 50 }, 'shade', 3)).toBe(true);
  });
  it('finds the variant of a complete selection only', () => {
    expect(findVariant([shade, volume], variants, { shade: 1 })).toBeNull();
    expect(findVariant([shade, volume], variants, { shade: 1, package_volume: 50 })?.sku).toBe('F-01-50');
  });
});

describe('swatchGroups', () => {
  it('groups by the first option, shows the larger in-stock volume, auto-selects the first in stock', () => {
    const { groups, autoSelected } = swatchGroups([shade, volume], variants);
    expect(groups.map((g) => [g.value.label, g.variant?.sku, g.inStock])).toEqual([
      ['Ivory 01', 'F-01-50', true],
      ['Sand 03', 'F-03-30', false],
      ['Honey 05', 'F-05-50', true],
    ]);
    expect(autoSelected).toBe(1);
  });
});

describe('selection in the query string', () => {
  it('uses opt for a single option', () => {
    const params = writeSelection(new URLSearchParams('utm_source=x'), [shade], { shade: 3 });
    expect(params.toString()).toBe('utm_source=x&opt=3');
    expect(readSelection(params, [shade], variants)).toEqual({ shade: 3 });
  });
  it('uses opt plus the attribute id for several options', () => {
    const params = writeSelection(new URLSearchParams(), [shade, volume], { shade: 1, package_volume: 50 });
    expect(params.toString()).toBe('opt202=1&opt201=50');
    expect(readSelection(params, [shade, volume], variants)).toEqual({ shade: 1, package_volume: 50 });
  });
  it('a volume switch keeps the child sku in opt', () => {
    const volumeOnly = variants
      .filter((x) => x.attributes.shade === 1)
      .map((x) => ({
        ...x,
        attributes: { package_volume: x.attributes.package_volume! },
      }));
    const params = writeSelection(new URLSearchParams(), [volume], { package_volume: 50 }, volumeOnly);
    expect(params.toString()).toBe('opt=F-01-50');
    expect(readSelection(params, [volume], volumeOnly)).toEqual({ package_volume: 50 });
  });
  it('ignores values that do not exist', () => {
    expect(readSelection(new URLSearchParams('opt=99'), [shade], variants)).toEqual({});
    expect(readSelection(new URLSearchParams('opt202=abc'), [shade, volume], variants)).toEqual({});
  });
});
