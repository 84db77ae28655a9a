import type { CartItemProps } from '@shop/ui';
import type { CartItemOption } from '@shop/ui';
import type { MiniCartItemFragment } from '../../gql/graphql';
import { productPath } from '../catalog';

/** Spec §4 stock of one cart line, as the UI needs it. */
export interface CartLineStock {
  /** The product (or chosen variant) is out of stock. */
  outOfStock: boolean;
  /** The line asks for more than is available. */
  overAvailable: boolean;
  /** What is left to buy, when the API says (`max_qty`). */
  maxQty: number | null;
}

/** The product the shopper actually buys: the chosen variant of a configurable line, else the product. */
export function boughtProduct(item: MiniCartItemFragment) {
  return item.__typename === 'ConfigurableCartItem' && item.configured_variant
    ? item.configured_variant
    : item.product;
}

/**
 * Spec §4: in stock when IN_STOCK and max_qty null or above 0; with the item in the cart, only if
 * the available quantity covers the cart quantity (the API's `is_available` / ITEM_QTY error).
 */
export function cartLineStock(item: MiniCartItemFragment): CartLineStock {
  const product = boughtProduct(item);
  const maxQty = product.max_qty ?? null;
  const outOfStock = product.stock_status !== 'IN_STOCK' || (maxQty !== null && maxQty <= 0);
  const overAvailable =
    !outOfStock &&
    (!item.is_available ||
      (item.errors ?? []).some((e) => e?.code === 'ITEM_QTY') ||
      (maxQty !== null && item.quantity > maxQty));
  return { outOfStock, overAvailable, maxQty };
}

/** Spec §5: checkout is blocked while any item is out of stock or exceeds the available quantity. */
export function isCheckoutBlocked(items: readonly MiniCartItemFragment[]): boolean {
  return items.some((item) => {
    const stock = cartLineStock(item);
    return stock.outOfStock || stock.overAvailable;
  });
}

/** Texts the line mapping needs, translated by the caller. */
export interface CartLineTexts {
  outOfStock: string;
  limited: (maxQty: number) => string;
  giftCard: { amount: string; from: string; to: string; message: string };
}

/** A configurable line's option labels, or a gift card's amount, sender, recipient and message. */
export function cartLineOptions(
  item: MiniCartItemFragment,
  texts: CartLineTexts['giftCard'],
  formatMoney: (value: number, currency: string) => string,
): CartItemOption[] {
  if (item.__typename === 'ConfigurableCartItem') {
    return (item.configurable_options ?? []).flatMap((o) =>
      o ? [{ label: o.option_label, value: o.value_label }] : [],
    );
  }
  if (item.__typename === 'GiftCardCartItem') {
    const person = (name: string | null | undefined, email: string | null | undefined) =>
      [name?.trim(), email?.trim() ? `(${email.trim()})` : ''].filter(Boolean).join(' ');
    return [
      ...(item.amount
        ? [{ label: texts.amount, value: formatMoney(item.amount.value ?? 0, item.amount.currency ?? '') }]
        : []),
      ...(person(item.sender_name, item.sender_email)
        ? [{ label: texts.from, value: person(item.sender_name, item.sender_email) }]
        : []),
      ...(person(item.recipient_name, item.recipient_email)
        ? [{ label: texts.to, value: person(item.recipient_name, item.recipient_email) }]
        : []),
      ...(item.message?.trim() ? [{ label: texts.message, value: item.message.trim() }] : []),
    ];
  }
  return [];
}

/** Spec §8 stock text of a line, or undefined when it is fine. */
export function cartLineStockMessage(item: MiniCartItemFragment, texts: CartLineTexts): string | undefined {
  const stock = cartLineStock(item);
  if (stock.outOfStock) return texts.outOfStock;
  if (stock.overAvailable)
    return stock.maxQty !== null && stock.maxQty > 0 ? texts.limited(stock.maxQty) : texts.outOfStock;
  return undefined;
}

/** Whether the shopper may change the quantity: not for samples, gift cards or free gifts (spec §5). */
export function cartLineQuantityFixed(item: MiniCartItemFragment): boolean {
  return item.isFreeGift || Boolean(item.product.is_sample_product) || item.__typename === 'GiftCardCartItem';
}

/** A line the shopper pays for: not a free gift, not a sachet sample. */
export function isPaidCartLine(item: MiniCartItemFragment): boolean {
  return !item.isFreeGift && !item.product.is_sample_product;
}

/**
 * Samples and free gifts belong to a purchase: removing the line `uid` takes them along when it is
 * the last paid line (the API removes them; the shopper is told why).
 */
export function removalTakesFreeLines(items: readonly MiniCartItemFragment[], uid: string): boolean {
  const paid = items.filter(isPaidCartLine);
  return paid.length === 1 && paid[0]!.uid === uid && items.some((item) => !isPaidCartLine(item));
}

/** The thumbnail: the chosen variant's, else the product's. */
export function cartLineImage(item: MiniCartItemFragment): string {
  const variant = item.__typename === 'ConfigurableCartItem' ? item.configured_variant : null;
  return variant?.thumbnail?.url || item.product.thumbnail?.url || '';
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
  const row = item.prices?.row_total_including_tax;
  const discount = item.prices?.total_item_discount?.value ?? 0;
  const rowValue = row?.value ?? 0;
  const { maxQty } = cartLineStock(item);
  const sample = Boolean(product.is_sample_product);
  // Samples and free gifts are not sold on their own: they have no product page to link to.
  const linked = !item.isFreeGift && !sample && Boolean(product.canonical_url || product.url_key);
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
    ...(maxQty !== null && maxQty > 0 ? { maxQuantity: Math.max(maxQty, item.quantity) } : {}),
    freeGift: item.isFreeGift ? item.gwpCartLabel || true : false,
    sample,
    fixedQuantity: cartLineQuantityFixed(item),
    removable: !item.isFreeGift,
  };
}
