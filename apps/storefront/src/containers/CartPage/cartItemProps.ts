import type { CartItemOption, CartItemProps } from '@shop/ui';
import type { MiniCartItemFragment } from '../../gql/graphql';
import { productPath } from '../ProductCard/productCardProps';
import { hasFixedQuantity, stockProduct } from './cartView';

/** Chosen options shown under a line's name: configurable options, gift card amount and people. */
export function itemOptions(
  item: MiniCartItemFragment,
  labels: { amount: string; from: string; to: string },
  formatPrice: (v: number) => string,
): CartItemOption[] {
  if (item.__typename === 'ConfigurableCartItem') {
    return (item.configurable_options ?? []).flatMap((o) =>
      o ? [{ label: o.option_label, value: o.value_label }] : [],
    );
  }
  if (item.__typename === 'GiftCardCartItem') {
    const sender = [item.sender_name, item.sender_email ? `<${item.sender_email}>` : '']
      .filter(Boolean)
      .join(' ');
    const recipient = [item.recipient_name, item.recipient_email ? `<${item.recipient_email}>` : '']
      .filter(Boolean)
      .join(' ');
    return [
      { label: labels.amount, value: formatPrice(item.amount.value ?? 0) },
      ...(sender ? [{ label: labels.from, value: sender }] : []),
      ...(recipient ? [{ label: labels.to, value: recipient }] : []),
    ];
  }
  return [];
}

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
  const variant = item.__typename === 'ConfigurableCartItem' ? item.configured_variant : null;
  const row = item.prices?.row_total_including_tax;
  const discount = item.prices?.total_item_discount?.value ?? 0;
  const rowValue = row?.value ?? 0;
  const { maxQty } = stockProduct(item);
  const sample = Boolean(product.is_sample_product);
  // Samples and free gifts are not sold on their own: they have no product page to link to.
  const linked = !item.isFreeGift && !sample;
  return {
    name: product.name ?? product.sku ?? '',
    ...(linked ? { href: productPath(product) } : {}),
    image: variant?.thumbnail?.url || product.thumbnail?.url || '',
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
    fixedQuantity: hasFixedQuantity(item),
    removable: !item.isFreeGift,
  };
}
