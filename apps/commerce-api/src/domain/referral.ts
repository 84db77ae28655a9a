import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/client.js';
import { phrase } from '../i18n/scope.js';
import { dateIn } from './clock.js';
import { inputError } from './errors.js';
import { queueEmail, requiredEmail } from './forms.js';
import { changePoints } from './loyalty.js';

/**
 * Spec §1 friend referral: a customer invites a friend by e-mail (one invitation per address) or
 * shares a personal link; the friend who creates an account through either gets 15 % off the first
 * purchase (a single-use coupon bound to the friend's account); the referral is PENDING (invited),
 * REGISTERED (the friend has an account) or COMPLETE (the friend registered and placed a first
 * online order), and on COMPLETE the referrer is credited `referralPoints()` points.
 */

export type ReferralStatus = 'PENDING' | 'REGISTERED' | 'COMPLETE';

/** Points the referrer earns when a referral completes (LOYALTY_REFERRAL_POINTS, default 500). */
export function referralPoints(): number {
  const v = Number(process.env.LOYALTY_REFERRAL_POINTS ?? '');
  return Number.isInteger(v) && v >= 0 && process.env.LOYALTY_REFERRAL_POINTS ? v : 500;
}

/** The friend's first-purchase discount in percent (spec §9: referral 15 %). */
export const REFERRAL_PERCENT = 15;
const REFERRAL_RULE_ID = 21;

export const REFERRAL_TEXT = {
  self: 'You cannot refer yourself.',
  existing: 'This person is already our customer.',
  invited: 'An invitation has already been sent to this e-mail address.',
} as const;

const newCode = (prefix: string) =>
  `${prefix}-${randomBytes(6)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')}`;

/** The customer's personal referral link code, made on first use. */
export async function referralCodeOf(q: Queryable, customerId: number): Promise<string> {
  const [row] = await q.query<{ referral_code: string | null }>(
    'SELECT referral_code FROM customer WHERE entity_id = $1',
    [customerId],
  );
  if (row?.referral_code) return row.referral_code;
  const code = randomBytes(9).toString('base64url');
  const [set] = await q.query<{ referral_code: string }>(
    `UPDATE customer SET referral_code = COALESCE(referral_code, $2) WHERE entity_id = $1 RETURNING referral_code`,
    [customerId, code],
  );
  return set!.referral_code;
}

export interface ReferralRow {
  email: string;
  status: ReferralStatus;
  created_at: string;
}

export async function listReferrals(q: Queryable, customerId: number): Promise<ReferralRow[]> {
  return q.query<ReferralRow>(
    `SELECT email, status, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at
       FROM referral WHERE referrer_id = $1 ORDER BY referral_id DESC LIMIT 100`,
    [customerId],
  );
}

/** Invites a friend by e-mail: refused for the customer's own address, customers and invited addresses. */
export async function inviteFriend(
  db: Db,
  customerId: number,
  storeId: number,
  emailInput: string,
): Promise<ReferralRow> {
  const email = requiredEmail('email', emailInput).toLowerCase();
  return db.transaction(async (tx) => {
    const [me] = await tx.query<{ email: string; firstname: string }>(
      'SELECT lower(email) AS email, firstname FROM customer WHERE entity_id = $1',
      [customerId],
    );
    if (me!.email === email) throw inputError(phrase(REFERRAL_TEXT.self));
    const existing = await tx.query('SELECT 1 FROM customer WHERE lower(email) = $1', [email]);
    if (existing.length > 0) throw inputError(phrase(REFERRAL_TEXT.existing));
    const rows = await tx.query<ReferralRow>(
      `INSERT INTO referral (referrer_id, email, store_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING
       RETURNING email, status, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at`,
      [customerId, email, storeId],
    );
    if (rows.length === 0) throw inputError(phrase(REFERRAL_TEXT.invited));
    const code = await referralCodeOf(tx, customerId);
    await queueEmail(tx, storeId, 'referral_invitation', email, {
      firstname: me!.firstname,
      path: `/create-account?referral=${encodeURIComponent(code)}`,
      percent: REFERRAL_PERCENT,
    });
    return rows[0]!;
  });
}

/**
 * A new account that came through an invitation (its e-mail was invited) or a referral link
 * (`referralCode`): the referral becomes REGISTERED and the friend gets the 15 % coupon. A link
 * code of the new customer's own is ignored; an unknown code changes nothing.
 */
export async function registerReferredFriend(
  tx: Queryable,
  friend: { id: number; email: string },
  referralCode: string | null,
): Promise<void> {
  const email = friend.email.toLowerCase();
  let [row] = await tx.query<{ referral_id: number }>(
    `UPDATE referral SET status = 'REGISTERED', friend_id = $2, updated_at = now()
      WHERE lower(email) = $1 AND status = 'PENDING' RETURNING referral_id`,
    [email, friend.id],
  );
  if (!row && referralCode) {
    const [referrer] = await tx.query<{ entity_id: number; store_id: number }>(
      'SELECT entity_id, store_id FROM customer WHERE referral_code = $1 AND entity_id <> $2',
      [referralCode, friend.id],
    );
    if (referrer)
      [row] = await tx.query<{ referral_id: number }>(
        `INSERT INTO referral (referrer_id, email, status, friend_id, store_id)
         VALUES ($1, $2, 'REGISTERED', $3, $4) ON CONFLICT DO NOTHING RETURNING referral_id`,
        [referrer.entity_id, email, friend.id, referrer.store_id],
      );
  }
  if (!row) return;
  await tx.query(
    `INSERT INTO salesrule_coupon (code, rule_id, customer_id, kind, valid_from)
     VALUES ($1, $2, $3, 'REFERRAL', $4::date) ON CONFLICT DO NOTHING`,
    [newCode('FRIEND'), REFERRAL_RULE_ID, friend.id, dateIn('UTC')],
  );
}

/** The friend's first order: the referral completes and the referrer is credited (once). */
export async function completeReferral(tx: Queryable, friendId: number, _orderId: number): Promise<void> {
  const [done] = await tx.query<{ referrer_id: number }>(
    `UPDATE referral SET status = 'COMPLETE', updated_at = now()
      WHERE friend_id = $1 AND status = 'REGISTERED' RETURNING referrer_id`,
    [friendId],
  );
  if (!done) return;
  const [referrer] = await tx.query<{ email: string }>('SELECT email FROM customer WHERE entity_id = $1', [
    done.referrer_id,
  ]);
  const points = referralPoints();
  // The friend's order is the friend's: the referrer's history names no order.
  if (referrer && points > 0) await changePoints(tx, referrer.email, points, 'REFERRAL', null);
}
