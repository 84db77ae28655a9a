import type { Queryable } from '../db/client.js';
import { dateIn } from './clock.js';
import type { PriceRule } from './cart-totals.js';

/**
 * Coupon codes: a cart rule's own code (within its validity dates), or a personal coupon generated
 * for an auto-generation rule (Magento's salesrule_coupon): bound to one customer, valid between its
 * dates, single use. The birthday (30 %) and referred friend (15 %) offers are such coupons.
 */

/** Today's date in a store view's time zone (the clock can be set in tests). */
export async function storeToday(q: Queryable, storeId: number): Promise<string> {
  const [row] = await q.query<{ timezone: string }>('SELECT timezone FROM store WHERE store_id = $1', [
    storeId,
  ]);
  return dateIn(row?.timezone ?? 'UTC');
}

/** The rule a code applies for this cart's customer today, with the code as the customer typed it. */
export async function findCouponRule(
  q: Queryable,
  code: string,
  opts: { storeId: number; customerId: number | null },
): Promise<PriceRule | null> {
  const today = await storeToday(q, opts.storeId);
  const [rule] = await q.query<PriceRule>(
    `SELECT r.code, COALESCE(l.label, r.label) AS label, r.simple_action, r.discount_amount, r.min_subtotal, r.free_shipping
       FROM sales_rule r LEFT JOIN salesrule_label l ON l.rule_id = r.rule_id AND l.store_id = $2
      WHERE upper(r.code) = upper($1) AND r.is_active AND NOT r.use_auto_generation
        AND (r.from_date IS NULL OR r.from_date <= $3::date) AND (r.to_date IS NULL OR r.to_date >= $3::date)
     UNION ALL
     SELECT c.code, COALESCE(l.label, r.label) AS label, r.simple_action, r.discount_amount, r.min_subtotal, r.free_shipping
       FROM salesrule_coupon c JOIN sales_rule r ON r.rule_id = c.rule_id
       LEFT JOIN salesrule_label l ON l.rule_id = r.rule_id AND l.store_id = $2
      WHERE upper(c.code) = upper($1) AND r.is_active AND c.customer_id = $4::int AND c.times_used < c.usage_limit
        AND (c.valid_from IS NULL OR c.valid_from <= $3::date) AND (c.valid_to IS NULL OR c.valid_to >= $3::date)
      LIMIT 1`,
    [code, opts.storeId, today, opts.customerId],
  );
  return rule ?? null;
}

/**
 * Takes one use of a personal coupon as an order is placed: the conditional UPDATE locks the coupon
 * row, so of concurrent orders with one single-use coupon only the first gets it. Codes that are no
 * personal coupon have no use count (true).
 */
export async function redeemCoupon(q: Queryable, code: string, customerId: number | null): Promise<boolean> {
  const [personal] = await q.query<{ code: string }>('SELECT code FROM salesrule_coupon WHERE code = $1', [
    code,
  ]);
  if (!personal) return true;
  const taken = await q.query(
    `UPDATE salesrule_coupon SET times_used = times_used + 1
      WHERE code = $1 AND customer_id = $2::int AND times_used < usage_limit RETURNING code`,
    [code, customerId],
  );
  return taken.length > 0;
}

/** Gives a use back when the order that took it is cancelled before payment. */
export async function releaseCoupon(q: Queryable, code: string | null): Promise<void> {
  if (!code) return;
  await q.query(
    'UPDATE salesrule_coupon SET times_used = times_used - 1 WHERE code = $1 AND times_used > 0',
    [code],
  );
}
