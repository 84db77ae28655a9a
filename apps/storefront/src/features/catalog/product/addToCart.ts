import type { GiftCardOptionsValue } from '@shop/ui';
import { isInStock } from '../stock';
import { giftCardCartOptions, giftCardErrors, type GiftCardMessages } from './giftCard';
import type { ProductData, VariantData } from './productData';

/** The add request the product page sends (spec §7), without the toast name. */
export interface ProductCartRequest {
  sku: string;
  quantity: number;
  parentSku?: string;
  selectedOptions?: string[];
  enteredOptions?: { uid: string; value: string }[];
  price?: number;
}

export type ProductCartPlan =
  | { kind: 'add'; request: ProductCartRequest; isSample: boolean; fixedQuantity: boolean }
  | {
      kind: 'disabled';
      reason: 'unsupported' | 'selectOption' | 'giftCardEntry' | 'price' | 'outOfStock' | 'comingSoon';
      /** Labels of the options still to choose (selectOption). */
      missing?: string[];
    };

export const SUPPORTED_TYPES = ['SimpleProduct', 'ConfigurableProduct', 'GiftCardProduct'] as const;

/** Reads a typed price ("24,50" or "24.50"); NaN when it is not a number. */
export function parsePrice(raw: string): number {
  const trimmed = raw.trim();
  return trimmed ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

const noMessages: GiftCardMessages = {
  required: 'x',
  email: 'x',
  minAmount: () => 'x',
  maxAmount: () => 'x',
};

/**
 * Spec §4 "Add to cart": disabled when the type is unsupported, an option is missing, a required
 * gift-card entry is empty (or invalid), the custom price is below the shown minimum, or the
 * product (variant) is not salable. Otherwise the request of spec §7: variants carry the parent
 * sku, gift cards their selected amount and entered options, custom prices go with the price;
 * samples and gift cards always have quantity 1 (spec §5).
 */
export function productCartPlan(input: {
  product: ProductData;
  variant: VariantData | null;
  /** attribute_code → chosen value_index */
  selection: Record<string, number>;
  quantity: number;
  giftCard?: GiftCardOptionsValue;
  customPrice?: string;
  /** The shown minimum of a custom-price product. */
  minPrice: number;
}): ProductCartPlan {
  const { product, variant } = input;
  if (!(SUPPORTED_TYPES as readonly string[]).includes(product.typename))
    return { kind: 'disabled', reason: 'unsupported' };
  if (product.typename === 'ConfigurableProduct' && !variant) {
    const missing = product.options
      .filter((o) => input.selection[o.attribute_code] === undefined)
      .map((o) => o.label);
    return { kind: 'disabled', reason: 'selectOption', missing };
  }
  const stock = variant?.stock ?? product.stock;
  if (stock.comingSoon) return { kind: 'disabled', reason: 'comingSoon' };
  if (!isInStock({ stock_status: stock.status, max_qty: stock.maxQty }))
    return { kind: 'disabled', reason: 'outOfStock' };

  const isSample = product.isSample;
  const fixedQuantity = isSample || product.typename === 'GiftCardProduct';
  const quantity = fixedQuantity ? 1 : Math.max(1, Math.floor(input.quantity) || 1);
  const base: ProductCartRequest = variant
    ? { sku: variant.sku, parentSku: product.sku, quantity }
    : { sku: product.sku, quantity };

  if (product.giftCard) {
    const value = input.giftCard;
    if (!value) return { kind: 'disabled', reason: 'giftCardEntry' };
    const errors = giftCardErrors(value, product.giftCard, noMessages, String);
    if (Object.keys(errors).length) return { kind: 'disabled', reason: 'giftCardEntry' };
    const options = giftCardCartOptions(value, product.giftCard);
    return {
      kind: 'add',
      isSample,
      fixedQuantity,
      request: {
        ...base,
        ...(options.selected_options.length ? { selectedOptions: options.selected_options } : {}),
        ...(options.entered_options.length ? { enteredOptions: options.entered_options } : {}),
      },
    };
  }
  if (product.isCustomPrice) {
    const price = parsePrice(input.customPrice ?? '');
    if (!Number.isFinite(price) || price < input.minPrice) return { kind: 'disabled', reason: 'price' };
    return { kind: 'add', isSample, fixedQuantity, request: { ...base, price } };
  }
  return { kind: 'add', isSample, fixedQuantity, request: base };
}
