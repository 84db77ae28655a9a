import type { Db, Queryable } from '../db/client.js';
import { LOYALTY_RATE, POINT_VALUE } from './cart-totals.js';
import { cents } from './money.js';

/**
 * Spec §1 loyalty programme: points equal to 3 % of the order amount — the goods after discounts
 * (cart rule and redeemed points), without shipping and before gift cards, which are a way to pay —
 * credited to the customer account when the order is placed, worth POINT_VALUE of the store view's
 * currency each when redeemed in a cart. Only customer orders in store views whose
 * `loyalty_pwa_enabled` is on earn points. Every balance change is kept in `reward_points_history`.
 */

export type PointsAction = 'EARNED' | 'SPENT' | 'ADJUSTED' | 'REFERRAL';

/** Points an amount earns: 3 % of it in money, in points of POINT_VALUE, rounded down to a whole point. */
export function pointsForAmount(orderAmount: number): number {
  // The same sum as the cart's potential points (cart-totals.ts): whole points only, a fraction of a
  // point is never credited (Adobe Commerce discards fractions).
  return Math.floor((cents(orderAmount) * Math.round(LOYALTY_RATE * 100)) / (100 * cents(POINT_VALUE)));
}

/** The money value of a number of points in a currency (every store currency: POINT_VALUE each). */
export function pointsMoney(points: number): number {
  return (points * cents(POINT_VALUE)) / 100;
}

/** Whether a store view runs the loyalty programme (its `loyalty_pwa_enabled` config). */
export async function loyaltyEnabledIn(q: Queryable, storeId: number): Promise<boolean> {
  const [row] = await q.query<{ on: boolean | null }>(
    `SELECT (config->>'loyalty_pwa_enabled')::boolean AS on FROM store WHERE store_id = $1`,
    [storeId],
  );
  return row?.on === true;
}

/**
 * Adds `delta` points (negative to take) to the account of `email` and records the change. The
 * account row is locked, so concurrent changes queue. A take larger than the balance takes what is
 * there (a cancelled order's points may have been spent already) — unless `exact`, when nothing
 * moves and null comes back (spending in an order). Returns the points actually moved.
 */
export async function changePoints(
  q: Queryable,
  email: string,
  delta: number,
  action: PointsAction,
  orderId: number | null,
  options: { exact?: boolean } = {},
): Promise<number | null> {
  const key = email.toLowerCase();
  await q.query(
    'INSERT INTO reward_points_account (email, points) VALUES ($1, 0) ON CONFLICT (email) DO NOTHING',
    [key],
  );
  const [acc] = await q.query<{ points: number }>(
    'SELECT points FROM reward_points_account WHERE email = $1 FOR UPDATE',
    [key],
  );
  const before = acc?.points ?? 0;
  if (options.exact && before + delta < 0) return null;
  const after = Math.max(0, before + delta);
  const moved = after - before;
  if (moved === 0) return 0;
  await q.query('UPDATE reward_points_account SET points = $2 WHERE email = $1', [key, after]);
  await q.query(
    `INSERT INTO reward_points_history (email, points_delta, points_balance, action, order_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [key, moved, after, action, orderId],
  );
  return moved;
}

export interface PointsHistoryRow {
  points_delta: number;
  points_balance: number;
  action: PointsAction;
  created_at: string;
  order_number: string | null;
}

export async function pointsHistory(q: Queryable, customerId: number): Promise<PointsHistoryRow[]> {
  return q.query<PointsHistoryRow>(
    `SELECT h.points_delta, h.points_balance, h.action,
            to_char(h.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
            o.increment_id AS order_number
       FROM reward_points_history h
       JOIN customer c ON lower(c.email) = h.email
       LEFT JOIN sales_order o ON o.entity_id = h.order_id
      WHERE c.entity_id = $1
      ORDER BY h.history_id DESC
      LIMIT 200`,
    [customerId],
  );
}

/**
 * Admin: a cancelled or refunded order gives back what it earned and returns what it spent. Once
 * per order; the order's status becomes `canceled` or `closed` (Magento's refunded state).
 */
export async function revertOrderPoints(
  db: Db,
  incrementId: string,
  status: 'canceled' | 'closed',
): Promise<{ found: boolean; already: boolean; takenBack: number; returned: number }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{
      entity_id: number;
      email: string;
      customer_id: number | null;
      reward_points_earned: number;
      reward_points_used: number;
      reward_points_reverted: boolean;
      credited: boolean;
    }>(
      `SELECT o.entity_id, o.email, o.customer_id, o.reward_points_earned, o.reward_points_used,
              o.reward_points_reverted,
              EXISTS (SELECT 1 FROM reward_points_history h WHERE h.order_id = o.entity_id AND h.action = 'EARNED') AS credited
         FROM sales_order o WHERE o.increment_id = $1 FOR UPDATE`,
      [incrementId],
    );
    if (!order) return { found: false, already: false, takenBack: 0, returned: 0 };
    if (order.reward_points_reverted) return { found: true, already: true, takenBack: 0, returned: 0 };
    let takenBack = 0;
    let returned = 0;
    if (order.credited && order.reward_points_earned > 0)
      takenBack = -(
        (await changePoints(tx, order.email, -order.reward_points_earned, 'ADJUSTED', order.entity_id)) ?? 0
      );
    if (order.reward_points_used > 0)
      returned =
        (await changePoints(tx, order.email, order.reward_points_used, 'ADJUSTED', order.entity_id)) ?? 0;
    await tx.query('UPDATE sales_order SET reward_points_reverted = true, status = $2 WHERE entity_id = $1', [
      order.entity_id,
      status,
    ]);
    return { found: true, already: false, takenBack, returned };
  });
}
