import { VOLUME_ATTRIBUTE } from '../configurableOptions';
import { isInStock } from '../stock';
import type { OptionData, ProductData, VariantData } from './productData';

/** Whether the configurable product's only option is the pack size (the volume switch). */
export function isVolumeSwitch(options: readonly OptionData[]): boolean {
  return options.length === 1 && options[0]!.attribute_code === VOLUME_ATTRIBUTE;
}

/** What the page shows for a selection: the chosen variant's or the product's own values. */
export function displayed(product: ProductData, variant: VariantData | null) {
  const stock = variant?.stock ?? product.stock;
  return {
    sku: variant?.sku ?? product.sku,
    price: variant?.price ?? product.price,
    media: variant?.media.length ? variant.media : product.media,
    volume: variant?.volume ?? product.volume,
    stock,
    inStock: isInStock({ stock_status: stock.status, max_qty: stock.maxQty }),
    /** Spec §8 "Only {max_qty} left in stock": a limited, positive salable quantity. */
    lowStock: stock.status === 'IN_STOCK' && stock.maxQty !== null && stock.maxQty > 0 ? stock.maxQty : null,
  };
}
