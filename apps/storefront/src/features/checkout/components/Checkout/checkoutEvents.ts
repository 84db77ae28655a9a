import {
  emitShopEvent,
  itemsPayload,
  money,
  type AnalyticsItem,
  type EcommerceEvent,
} from '../../../../platform/analytics';
import type { CheckoutCartFragment, CheckoutOrderFragment } from '../../../../gql/graphql';

/** The bag's paid lines as data layer items (spec §7): SKU, name, unit price with tax, quantity. */
export function checkoutItems(cart: CheckoutCartFragment): AnalyticsItem[] {
  const currency = cart.prices?.grand_total?.currency ?? '';
  const items: AnalyticsItem[] = [];
  for (const line of cart.itemsV2?.items ?? []) {
    if (!line?.product?.sku || line.quantity <= 0) continue;
    const rowTotal = line.prices?.row_total_including_tax?.value ?? 0;
    items.push({
      item_id: line.product.sku,
      item_name: line.product.name ?? line.product.sku,
      price: money(rowTotal / line.quantity),
      quantity: line.quantity,
      currency,
    });
  }
  return items;
}

/** Spec §7 "checkout" (GA4 begin_checkout): the bag as the checkout opens. */
export function beginCheckoutEvent(cart: CheckoutCartFragment): EcommerceEvent {
  const items = checkoutItems(cart);
  const payload = itemsPayload(items, cart.prices?.grand_total?.currency ?? '');
  return { event: 'begin_checkout', ecommerce: payload };
}

/**
 * Spec §7: "Purchase events carry orderId, revenue, currencyCode, coupon, products" — GA4's
 * transaction_id, value (the grand total, 2 decimals), currency, coupon and items.
 */
export function purchaseEvent(order: CheckoutOrderFragment, coupon: string | null): EcommerceEvent {
  const currency = order.total?.grand_total?.currency ?? '';
  const items: AnalyticsItem[] = (order.items ?? [])
    .filter((i): i is NonNullable<typeof i> => !!i && !!i.product_sku)
    .map((i) => ({
      item_id: i.product_sku,
      item_name: i.product_name ?? i.product_sku,
      price: money(i.product_sale_price?.value ?? 0),
      quantity: i.quantity_ordered ?? 0,
      currency,
    }));
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      value: money(order.total?.grand_total?.value ?? 0),
      currency,
      ...(coupon ? { coupon } : {}),
      tax: money(order.total?.total_tax?.value ?? 0),
      shipping: money(order.total?.total_shipping?.value ?? 0),
      items,
    },
  };
}

export const reportBeginCheckout = (cart: CheckoutCartFragment) => emitShopEvent(beginCheckoutEvent(cart));
export const reportPurchase = (order: CheckoutOrderFragment, coupon: string | null) =>
  emitShopEvent(purchaseEvent(order, coupon));
