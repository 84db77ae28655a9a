/**
 * Pure rules of the order history (spec §2 /order-history, §3 Order): its URL state, the order
 * date, and what "Order again" tells the shopper.
 */

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 10;

export interface OrderHistoryView {
  /** The order whose details are shown, if any (`?order=`). */
  order: string | null;
  /** The order number searched for (`?number=`). */
  number: string | null;
  /** The list's page (`?page=`, from 1). */
  page: number;
}

/** Reads the view from the query string; anything unusable falls back to the first page of all orders. */
export function orderHistoryView(params: URLSearchParams): OrderHistoryView {
  const text = (name: string) => params.get(name)?.trim() || null;
  const page = Number(params.get('page'));
  return {
    order: text('order'),
    number: text('number'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a view (the first page and empty parts left out). */
export function orderHistorySearch(view: Partial<OrderHistoryView>): string {
  const params = new URLSearchParams();
  if (view.order) params.set('order', view.order);
  if (view.number) params.set('number', view.number);
  if (view.page && view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Magento's order_date ("2026-11-25 14:07:25", UTC) as a date. */
export function orderDate(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}Z`);
}

export interface ReorderOutcome {
  /** Whether anything was put into the bag. */
  added: boolean;
  /** Names of the order's items that could not be added (in order, each once). */
  unavailable: string[];
}

/**
 * What "Order again" did: the lines named by the errors' paths (their SKUs) were not added, the
 * rest were. Unavailable items are named, never dropped silently.
 */
export function reorderOutcome(
  items: readonly { product_sku: string; product_name?: string | null }[],
  errors: readonly ({ path: readonly (string | null)[] } | null)[],
): ReorderOutcome {
  const failed = new Set(errors.flatMap((e) => (e?.path ?? []).filter((p): p is string => !!p)));
  const unavailable = [
    ...new Set(items.filter((i) => failed.has(i.product_sku)).map((i) => i.product_name || i.product_sku)),
  ];
  return { added: items.some((i) => !failed.has(i.product_sku)), unavailable };
}

/** Sum of an order's discounts, as a positive amount. */
export function discountTotal(discounts: readonly ({ amount: { value?: number | null } } | null)[]): number {
  return discounts.reduce((sum, d) => sum + Math.abs(d?.amount.value ?? 0), 0);
}
