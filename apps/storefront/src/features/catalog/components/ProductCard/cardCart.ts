import { swatchGroups, type ConfigurableOption, type Variant } from '../../configurableOptions';
import { isInStock } from '../../stock';
import type { ProductCardViewFragment } from '../../../../gql/graphql';

/**
 * What a product card's add-to-cart does (spec §4, §7). Simple products add their sku; a
 * configurable product adds the variant of the chosen swatch — or the auto-selected first in-stock
 * one — with its parent sku. Gift cards and custom-price products need the product page's entries;
 * other types cannot be added (the button is disabled with the reason).
 */
export type CardCartPlan =
  | { kind: 'add'; sku: string; parentSku?: string; isSample: boolean; inStock: boolean }
  | { kind: 'disabled'; reason: 'chooseOptions' | 'unsupported' | 'selectOption' };

function configurable(p: Extract<ProductCardViewFragment, { __typename?: 'ConfigurableProduct' }>) {
  const options: ConfigurableOption[] = (p.configurable_options ?? []).flatMap((o) =>
    o?.attribute_code
      ? [
          {
            attribute_code: o.attribute_code,
            attribute_id: o.attribute_code,
            values: (o.values ?? []).flatMap((v) =>
              v?.value_index != null ? [{ value_index: v.value_index, label: v.label ?? '' }] : [],
            ),
          },
        ]
      : [],
  );
  const variants: Variant[] = (p.variants ?? []).flatMap((v) =>
    v?.product?.sku
      ? [
          {
            sku: v.product.sku,
            attributes: Object.fromEntries(
              (v.attributes ?? []).flatMap((a) =>
                a?.code && a.value_index != null ? [[a.code, a.value_index]] : [],
              ),
            ),
            product: {
              stock_status: v.product.stock_status ?? null,
              max_qty: v.product.max_qty ?? null,
              volume: v.product.volume ?? null,
            },
          },
        ]
      : [],
  );
  return { options, variants };
}

/** The value the card's swatches start on: the first in-stock group (spec §4 auto-select). */
export function cardInitialSwatch(p: ProductCardViewFragment): number | null {
  if (p.__typename !== 'ConfigurableProduct') return null;
  const { options, variants } = configurable(p);
  return swatchGroups(options, variants).autoSelected;
}

export function cardCartPlan(p: ProductCardViewFragment, chosen: number | null): CardCartPlan {
  const isSample = Boolean(p.is_sample_product);
  switch (p.__typename) {
    case 'SimpleProduct':
      if (p.is_custom_price) return { kind: 'disabled', reason: 'chooseOptions' };
      return {
        kind: 'add',
        sku: p.sku ?? '',
        isSample,
        inStock: isInStock({ stock_status: p.stock_status ?? null, max_qty: p.max_qty ?? null }),
      };
    case 'ConfigurableProduct': {
      if (p.is_custom_price) return { kind: 'disabled', reason: 'chooseOptions' };
      const { options, variants } = configurable(p);
      const { groups, autoSelected } = swatchGroups(options, variants);
      const value = chosen ?? autoSelected;
      const variant = groups.find((g) => g.value.value_index === value)?.variant ?? null;
      if (!variant) return { kind: 'disabled', reason: 'selectOption' };
      return {
        kind: 'add',
        sku: variant.sku,
        parentSku: p.sku ?? '',
        isSample,
        inStock: isInStock(variant.product),
      };
    }
    case 'GiftCardProduct':
      return { kind: 'disabled', reason: 'chooseOptions' };
    default:
      return { kind: 'disabled', reason: 'unsupported' };
  }
}
