import type { CartItemProps } from '@shop/ui';
import type { MiniCartItemFragment } from '../../gql/graphql';
import { productPath } from '../ProductCard/productCardProps';
import { cartLineImage, cartLineQuantityFixed, cartLineStock } from '../../cart/cartItemProps';

/**
 * The data half of a cart line's props (events and texts come from the page): name, link, image,
 * row price with the item discount struck through, quantity bounds and the line's kind.
 */
export function cartItemData(
  item: MiniCartItemFragment,
  locale: string,
): Pick<
  CartItemProps,
  'name' | 'href' | 'image' | 'price' | 'quantity' | 'maxQuantity' | 'freeGift' | 'sample'
> & {
  fixedQuantity: boolean;
  removable: boolean;
} {
  const product = item.product;
  const row = item.prices?.row_total_including_tax;
  const discount = item.prices?.total_item_discount?.value ?? 0;
  const rowValue = row?.value ?? 0;
  const { maxQty } = cartLineStock(item);
  const sample = Boolean(product.is_sample_product);
  // Samples and free gifts are not sold on their own: they have no product page to link to.
  const linked = !item.isFreeGift && !sample;
  return {
    name: product.name ?? product.sku ?? '',
    ...(linked ? { href: productPath(product) } : {}),
    image: cartLineImage(item),
    price: {
      value: Math.max(0, rowValue - discount),
      regularValue: discount > 0 ? rowValue : null,
      currency: row?.currency ?? 'EUR',
      locale,
    },
    quantity: item.quantity,
    ...(maxQty != null && maxQty > 0 ? { maxQuantity: Math.max(maxQty, item.quantity) } : {}),
    freeGift: item.isFreeGift ? item.gwpCartLabel || true : false,
    sample,
    fixedQuantity: cartLineQuantityFixed(item),
    removable: !item.isFreeGift,
  };
}
