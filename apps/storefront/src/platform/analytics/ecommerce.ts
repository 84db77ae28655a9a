/**
 * Spec §7: "A data layer gets add/remove cart, impression, detail, click, checkout, purchase,
 * search, login, register events" — in GA4's recommended ecommerce shapes (add_to_cart,
 * remove_from_cart, view_item_list, view_item, select_item, begin_checkout, purchase, search,
 * login, sign_up), each item with `item_id` (the SKU), `item_name`, `price`, `quantity`, `currency`.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  currency: string;
  /** Position in a list (impressions and clicks), from 0. */
  index?: number;
  item_list_name?: string;
}

interface ItemsPayload {
  currency: string;
  value: number;
  items: AnalyticsItem[];
}

export type EcommerceEvent =
  | {
      event: 'add_to_cart' | 'remove_from_cart' | 'view_item' | 'begin_checkout' | 'add_to_wishlist';
      ecommerce: ItemsPayload;
    }
  | { event: 'view_item_list' | 'select_item'; ecommerce: ItemsPayload & { item_list_name: string } }
  | {
      event: 'purchase';
      /** Spec §7: "Purchase events carry orderId, revenue, currencyCode, coupon, products" — GA4's names. */
      ecommerce: ItemsPayload & { transaction_id: string; coupon?: string; tax?: number; shipping?: number };
    }
  | { event: 'search'; search_term: string }
  /** A click on a non-product suggestion (GA4 select_content), e.g. a search's category suggestion. */
  | { event: 'select_content'; content_type: string; content_id: string; item_list_name: string }
  | { event: 'login' | 'sign_up'; method: string };

export type EcommerceEventName = EcommerceEvent['event'];

/** Money with 2 decimals (cents rounded), as tag managers and pixels expect. */
export const money = (value: number): number => Math.round(value * 100) / 100;

/** Total value of a list of items: price × quantity, 2 decimals. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return money(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
}

/** The common payload of an item event: the first item's currency and the items' value. */
export function itemsPayload(items: AnalyticsItem[], currency = items[0]?.currency ?? ''): ItemsPayload {
  return { currency, value: itemsValue(items), items };
}
