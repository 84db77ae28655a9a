import type { Queryable } from '../db/client.js';
import { phrase } from '../i18n/scope.js';
import { dateIn } from './clock.js';
import { fieldError } from './forms.js';

/**
 * Spec §1 birthday offer: 30 % off one purchase on the birthday (the store view's time zone), as a
 * personal single-use coupon valid that day, once a year. Spec §1/§5 give two readings of how often
 * the birthday may be written: "can be set and changed only once" (`BIRTHDAY_CHANGES=change-once`,
 * the default: set, then one change) and "changeable once" read as one entry
 * (`BIRTHDAY_CHANGES=set-once`: set once, never changed).
 */

export const BIRTHDAY_PERCENT = 30;
const BIRTHDAY_RULE_ID = 20;
export const BIRTHDAY_TEXT = 'The birthday can be set and changed only once.';

export type BirthdayChanges = 'change-once' | 'set-once';

export function birthdayChanges(): BirthdayChanges {
  return process.env.BIRTHDAY_CHANGES === 'set-once' ? 'set-once' : 'change-once';
}

/** How many times a birthday may be written in all (the first entry included). */
export const birthdayWrites = (mode: BirthdayChanges = birthdayChanges()) => (mode === 'set-once' ? 1 : 2);

/** Writes left for a customer who has written the birthday `writes` times. */
export const birthdayWritesLeft = (writes: number) => Math.max(0, birthdayWrites() - writes);

/** Refuses a birthday write beyond the allowed ones (writing the same date again is no change). */
export function checkBirthdayWrite(current: string | null, writes: number, next: string | null): boolean {
  if ((current ?? null) === (next ?? null)) return false;
  if (writes >= birthdayWrites()) throw fieldError('date_of_birth', phrase(BIRTHDAY_TEXT));
  return true;
}

/** Whether `today` (YYYY-MM-DD) is the birthday `dob`; a 29 February birthday counts on 28 February in other years. */
export function isBirthday(dob: string, today: string): boolean {
  const [, m, d] = dob.split('-');
  const [y, tm, td] = today.split('-');
  if (m === tm && d === td) return true;
  const leap = (n: number) => (n % 4 === 0 && n % 100 !== 0) || n % 400 === 0;
  return m === '02' && d === '29' && tm === '02' && td === '28' && !leap(Number(y));
}

/** On the birthday, the year's coupon is made (once a year: a second one for the year is never made). */
export async function ensureBirthdayCoupon(q: Queryable, customerId: number, storeId: number): Promise<void> {
  const [row] = await q.query<{ dob: string | null; timezone: string }>(
    `SELECT to_char(c.date_of_birth, 'YYYY-MM-DD') AS dob, s.timezone
       FROM customer c, store s WHERE c.entity_id = $1 AND s.store_id = $2`,
    [customerId, storeId],
  );
  if (!row?.dob) return;
  const today = dateIn(row.timezone);
  if (!isBirthday(row.dob, today)) return;
  const code = `BDAY-${today.slice(0, 4)}-${customerId.toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  await q.query(
    `INSERT INTO salesrule_coupon (code, rule_id, customer_id, kind, year, valid_from, valid_to)
     VALUES ($1, $2, $3, 'BIRTHDAY', $4, $5::date, $5::date) ON CONFLICT DO NOTHING`,
    [code, BIRTHDAY_RULE_ID, customerId, Number(today.slice(0, 4)), today],
  );
}

export interface CouponOffer {
  code: string;
  kind: 'BIRTHDAY' | 'REFERRAL';
  discount_percent: number;
  valid_to: string | null;
}

/** The customer's personal coupons the cart can apply today (birthday, referred friend's first purchase). */
export async function couponOffers(
  q: Queryable,
  customerId: number,
  storeId: number,
): Promise<CouponOffer[]> {
  await ensureBirthdayCoupon(q, customerId, storeId);
  const [{ timezone }] = (await q.query<{ timezone: string }>(
    'SELECT timezone FROM store WHERE store_id = $1',
    [storeId],
  )) as [{ timezone: string }];
  const today = dateIn(timezone);
  return q.query<CouponOffer>(
    `SELECT c.code, c.kind, r.discount_amount AS discount_percent, to_char(c.valid_to, 'YYYY-MM-DD') AS valid_to
       FROM salesrule_coupon c JOIN sales_rule r ON r.rule_id = c.rule_id
      WHERE c.customer_id = $1 AND c.times_used < c.usage_limit AND r.is_active
        AND (c.valid_from IS NULL OR c.valid_from <= $2::date) AND (c.valid_to IS NULL OR c.valid_to >= $2::date)
      ORDER BY c.kind, c.code`,
    [customerId, today],
  );
}
