import type { Queryable } from '../db/client.js';
import { addItem, type AddRequest, type ItemOptions, type QuoteRow } from './cart.js';
import { inputError, noSuchEntity } from './errors.js';
import { toUid } from './ids.js';
import { loadOrderItems, type OrderRow } from './order.js';

/**
 * A customer's order history (Magento's `customer { orders }`) and reordering (`reorderItems`).
 * Only orders placed while signed in to the account belong to it: guest orders placed with the
 * same e-mail before the account existed are not matched by e-mail (see the README).
 */

export interface OrderListQuery {
  customerId: number;
  storeId: number;
  /** Magento's FilterStringTypeInput on the order number: eq, in, or a fuzzy match. */
  number?: { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null;
  currentPage: number;
  pageSize: number;
  /** Magento's scope: this store view (default), its website, or every store view. */
  scope: 'STORE' | 'WEBSITE' | 'GLOBAL';
  sortField: 'CREATED_AT' | 'NUMBER';
  sortDirection: 'ASC' | 'DESC';
}

/** The largest page Magento's list settings allow a storefront to ask for here. */
export const MAX_ORDER_PAGE_SIZE = 100;

export async function listCustomerOrders(
  q: Queryable,
  query: OrderListQuery,
): Promise<{ orders: OrderRow[]; totalCount: number }> {
  if (query.currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (query.pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const pageSize = Math.min(query.pageSize, MAX_ORDER_PAGE_SIZE);
  const where = ['customer_id = $1'];
  const params: unknown[] = [query.customerId];
  if (query.scope === 'STORE') {
    params.push(query.storeId);
    where.push(`store_id = $${params.length}`);
  } else if (query.scope === 'WEBSITE') {
    params.push(query.storeId);
    where.push(`store_id IN (SELECT s.store_id FROM store s JOIN store_group g ON g.group_id = s.group_id
      WHERE g.website_code = (SELECT g2.website_code FROM store s2 JOIN store_group g2 ON g2.group_id = s2.group_id
                               WHERE s2.store_id = $${params.length}))`);
  }
  const { eq, match } = query.number ?? {};
  const list = query.number?.in?.filter((n): n is string => typeof n === 'string');
  if (eq != null) {
    params.push(eq.trim());
    where.push(`increment_id = $${params.length}`);
  }
  if (list) {
    params.push(list.map((n) => n.trim()));
    where.push(`increment_id = ANY($${params.length}::text[])`);
  }
  if (match != null) {
    // A fuzzy match is a substring of the number; LIKE's own wildcards in the text are literal.
    params.push(`%${match.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`increment_id LIKE $${params.length}`);
  }
  const column = query.sortField === 'NUMBER' ? 'increment_id' : 'created_at';
  const direction = query.sortDirection === 'ASC' ? 'ASC' : 'DESC';
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sales_order WHERE ${where.join(' AND ')}`,
    params,
  );
  const orders = await q.query<OrderRow>(
    `SELECT * FROM sales_order WHERE ${where.join(' AND ')}
      ORDER BY ${column} ${direction}, entity_id ${direction}
      LIMIT ${pageSize} OFFSET ${(query.currentPage - 1) * pageSize}`,
    params,
  );
  return { orders, totalCount: count?.n ?? 0 };
}

export type ReorderErrorCode =
  'REORDER_NOT_AVAILABLE' | 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';

export interface ReorderError {
  code: ReorderErrorCode;
  message: string;
  /** Magento's path: the order item's SKU. */
  path: string[];
}

/** The customer's own order with this number, or Magento's no-such-entity error. */
export async function customerOrder(
  q: Queryable,
  customerId: number,
  orderNumber: string,
): Promise<OrderRow> {
  const [order] = await q.query<OrderRow>(
    'SELECT * FROM sales_order WHERE increment_id = $1 AND customer_id = $2',
    [orderNumber.trim(), customerId],
  );
  if (!order) throw noSuchEntity(`Cannot find order number "${orderNumber}" in customer's orders.`);
  return order;
}

const ERROR_CODES: Record<string, ReorderErrorCode> = {
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  NOT_SALABLE: 'NOT_SALABLE',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
};

/** The add request that puts an order line back into a cart (options as they were ordered). */
function addRequestFor(
  item: Awaited<ReturnType<typeof loadOrderItems>>[number],
  parentSku: string | null,
): AddRequest {
  const options = item.options as ItemOptions;
  const card = options.giftcard;
  if (card)
    return {
      sku: item.sku,
      quantity: 1,
      selected_options: [toUid(`giftcard/giftcard_amount/${card.amount}`)],
      entered_options: [
        ['giftcard_sender_name', card.sender_name],
        ['giftcard_sender_email', card.sender_email],
        ['giftcard_recipient_name', card.recipient_name],
        ['giftcard_recipient_email', card.recipient_email],
      ].flatMap(([field, value]) => (value ? [{ uid: toUid(`giftcard/${field}`), value }] : [])),
    };
  return { sku: item.sku, quantity: item.qty, parent_sku: parentSku };
}

/**
 * Magento's reorderItems: every line of the order (not its free gift, which the cart earns again)
 * goes into the customer's cart as it was ordered. A line that cannot be added is reported with
 * Magento's code and message, and the others are still added.
 */
export async function reorderItems(tx: Queryable, order: OrderRow, cart: QuoteRow): Promise<ReorderError[]> {
  const items = (await loadOrderItems(tx, order.entity_id)).filter((i) => !i.is_free_gift);
  const parentIds = [...new Set(items.flatMap((i) => (i.parent_product_id ? [i.parent_product_id] : [])))];
  const parents = parentIds.length
    ? await tx.query<{ entity_id: number; sku: string }>(
        'SELECT entity_id, sku FROM product WHERE entity_id = ANY($1::int[])',
        [parentIds],
      )
    : [];
  const custom = await tx.query<{ sku: string }>(
    'SELECT sku FROM product WHERE sku = ANY($1::text[]) AND is_custom_price',
    [items.map((i) => i.sku)],
  );
  const errors: ReorderError[] = [];
  for (const item of items) {
    const parentSku = parents.find((p) => p.entity_id === item.parent_product_id)?.sku ?? null;
    if (item.parent_product_id && !parentSku) {
      errors.push({
        code: 'PRODUCT_NOT_FOUND',
        message: `Could not find a product with SKU "${item.sku}"`,
        path: [item.sku],
      });
      continue;
    }
    const request = addRequestFor(item, parentSku);
    if (custom.some((c) => c.sku === item.sku)) request.price = item.price;
    const error = await addItem(tx, cart, request);
    if (error)
      errors.push({
        code: ERROR_CODES[error.code] ?? 'UNDEFINED',
        message: error.message,
        path: [item.sku],
      });
  }
  return errors;
}
