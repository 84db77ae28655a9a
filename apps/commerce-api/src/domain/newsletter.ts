import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, Queryable } from '../db/client.js';
import { phrase } from '../i18n/scope.js';
import { inputError, noSuchEntity } from './errors.js';
import { fieldError, FORM_TEXT, isEmail, queueEmail } from './forms.js';

/**
 * The newsletter subscription (spec §3 Newsletter status, Magento's SubscriptionStatusesEnum) and
 * the customer's channel preferences (spec §2 /communications).
 *
 * One subscription per store view and address, shared by every way in: the footer's newsletter block
 * (`subscribeEmailToNewsletter`), the account's newsletter screen and the checkout's opt-in
 * (`updateCustomerV2(is_subscribed)`), and registration (`createCustomerV2(is_subscribed)`).
 * Subscribing is double opt-in by default (Magento's "Need to Confirm"): the address is UNCONFIRMED
 * and a confirmation e-mail carries a link with a random code (only its SHA-256 is stored); following
 * it makes the subscription SUBSCRIBED. Unsubscribing takes effect at once. NOT_ACTIVE: never
 * subscribed.
 */
export type SubscriptionStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNCONFIRMED' | 'UNSUBSCRIBED';

export const NEWSLETTER_TEXT = {
  emptyEmail: 'You must specify an email address to subscribe to a newsletter.',
  invalidEmail: 'Enter a valid email address.',
  alreadySubscribed: 'This email address is already subscribed.',
  otherCustomer: 'Cannot create a newsletter subscription.',
  invalidId: 'This is an invalid subscription ID.',
  invalidCode: 'This is an invalid subscription confirmation code.',
} as const;

/** `NEWSLETTER_CONFIRM=0` subscribes at once (Magento's "Need to Confirm" off); double opt-in is the default. */
export const newsletterNeedsConfirm = () => process.env.NEWSLETTER_CONFIRM !== '0';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The storefront path of the confirmation link (spec §2 /newsletter); the mailer adds host and store prefix. */
export const confirmPath = (subscriberId: number, code: string) =>
  `/newsletter?subscriber=${subscriberId}&code=${encodeURIComponent(code)}`;

export interface SubscribeOptions {
  /** The signed-in customer the subscription belongs to (null: a guest). */
  customerId: number | null;
  /** A customer asking again is answered with the current status instead of an error. */
  idempotent?: boolean;
}

/**
 * Subscribes an address in a store view: UNCONFIRMED with a confirmation e-mail (double opt-in) or
 * SUBSCRIBED with the welcome e-mail. An address that unsubscribed, or never confirmed, may subscribe
 * again (a new link; the old one stops working). Runs inside the caller's transaction.
 */
export async function subscribe(
  tx: Queryable,
  storeId: number,
  rawEmail: string,
  options: SubscribeOptions,
): Promise<SubscriptionStatus> {
  const email = rawEmail.trim().toLowerCase();
  if (email === '') throw inputError(NEWSLETTER_TEXT.emptyEmail);
  if (!isEmail(email)) throw inputError(NEWSLETTER_TEXT.invalidEmail);
  // An account's address belongs to that account: another customer cannot subscribe it, and a
  // guest's subscription of it is linked to the account (confirming proves the mailbox).
  const [owner] = await tx.query<{ entity_id: number }>(
    'SELECT entity_id FROM customer WHERE lower(email) = $1',
    [email],
  );
  if (owner && options.customerId !== null && owner.entity_id !== options.customerId)
    throw inputError(phrase(NEWSLETTER_TEXT.otherCustomer));
  const customerId = options.customerId ?? owner?.entity_id ?? null;
  const confirm = newsletterNeedsConfirm();
  const code = randomBytes(32).toString('base64url');
  const status: SubscriptionStatus = confirm ? 'UNCONFIRMED' : 'SUBSCRIBED';
  // One statement decides: insert, or subscribe again a row that is not subscribed; a subscribed row
  // is left alone (no race between a read and a write).
  const rows = await tx.query<{ subscriber_id: number; status: SubscriptionStatus }>(
    `INSERT INTO newsletter_subscriber (store_id, email, status, customer_id, confirm_code_hash)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (store_id, email) DO UPDATE
       SET status = EXCLUDED.status, confirm_code_hash = EXCLUDED.confirm_code_hash,
           customer_id = COALESCE(EXCLUDED.customer_id, newsletter_subscriber.customer_id), updated_at = now()
       WHERE newsletter_subscriber.status <> 'SUBSCRIBED'
     RETURNING subscriber_id, status`,
    [storeId, email, status, customerId, confirm ? sha256(code) : null],
  );
  const row = rows[0];
  if (!row) {
    if (options.idempotent) return 'SUBSCRIBED';
    throw inputError(NEWSLETTER_TEXT.alreadySubscribed);
  }
  if (confirm)
    await queueEmail(tx, storeId, 'newsletter_subscription_confirm', email, {
      path: confirmPath(row.subscriber_id, code),
    });
  else await queueEmail(tx, storeId, 'newsletter_subscription_success', email, {});
  return row.status;
}

/** The guest form's subscription (`subscribeEmailToNewsletter`). */
export async function subscribeToNewsletter(
  db: Db,
  storeId: number,
  email: string,
  customerId: number | null = null,
): Promise<SubscriptionStatus> {
  return db.transaction((tx) => subscribe(tx, storeId, email, { customerId }));
}

/** Follows the confirmation link: UNCONFIRMED becomes SUBSCRIBED; a link already followed answers SUBSCRIBED. */
export async function confirmSubscription(
  db: Db,
  subscriberId: number,
  code: string,
): Promise<SubscriptionStatus> {
  return db.transaction(async (tx): Promise<SubscriptionStatus> => {
    const [row] = await tx.query<{
      store_id: number;
      email: string;
      status: SubscriptionStatus;
      confirm_code_hash: string | null;
    }>(
      `SELECT store_id, email, status, confirm_code_hash FROM newsletter_subscriber
        WHERE subscriber_id = $1 FOR UPDATE`,
      [subscriberId],
    );
    if (!row) throw noSuchEntity(phrase(NEWSLETTER_TEXT.invalidId));
    const given = Buffer.from(sha256(code), 'hex');
    const stored = row.confirm_code_hash ? Buffer.from(row.confirm_code_hash, 'hex') : null;
    const matches = stored !== null && stored.length === given.length && timingSafeEqual(stored, given);
    if (!matches || (row.status !== 'UNCONFIRMED' && row.status !== 'SUBSCRIBED'))
      throw inputError(phrase(NEWSLETTER_TEXT.invalidCode));
    if (row.status === 'SUBSCRIBED') return 'SUBSCRIBED';
    await tx.query(
      `UPDATE newsletter_subscriber SET status = 'SUBSCRIBED', updated_at = now() WHERE subscriber_id = $1`,
      [subscriberId],
    );
    await queueEmail(tx, row.store_id, 'newsletter_subscription_success', row.email, {});
    return 'SUBSCRIBED';
  });
}

interface CustomerSubscription {
  subscriber_id: number;
  email: string;
  status: SubscriptionStatus;
}

/** The customer's subscription in a store view: the row linked to the account, else the one with its e-mail. */
async function customerSubscription(
  q: Queryable,
  storeId: number,
  customerId: number,
): Promise<CustomerSubscription | null> {
  const [row] = await q.query<CustomerSubscription>(
    `SELECT s.subscriber_id, s.email, s.status FROM newsletter_subscriber s
       JOIN customer c ON c.entity_id = $2
      WHERE s.store_id = $1 AND (s.customer_id = $2 OR (s.customer_id IS NULL AND s.email = lower(c.email)))
      ORDER BY (s.customer_id IS NULL), s.updated_at DESC LIMIT 1`,
    [storeId, customerId],
  );
  return row ?? null;
}

export async function customerNewsletterStatus(
  q: Queryable,
  storeId: number,
  customerId: number,
): Promise<SubscriptionStatus> {
  return (await customerSubscription(q, storeId, customerId))?.status ?? 'NOT_ACTIVE';
}

/**
 * `updateCustomerV2(is_subscribed)` / `createCustomerV2(is_subscribed)`: true subscribes the
 * account's address (a customer already subscribed or waiting for confirmation keeps that state),
 * false unsubscribes at once.
 */
export async function setCustomerSubscribed(
  tx: Queryable,
  storeId: number,
  customerId: number,
  subscribed: boolean,
): Promise<SubscriptionStatus> {
  const current = await customerSubscription(tx, storeId, customerId);
  if (!subscribed) {
    if (!current || current.status === 'NOT_ACTIVE' || current.status === 'UNSUBSCRIBED')
      return current?.status ?? 'NOT_ACTIVE';
    await tx.query(
      `UPDATE newsletter_subscriber SET status = 'UNSUBSCRIBED', confirm_code_hash = NULL,
              customer_id = $2, updated_at = now()
        WHERE subscriber_id = $1`,
      [current.subscriber_id, customerId],
    );
    return 'UNSUBSCRIBED';
  }
  if (current?.status === 'SUBSCRIBED' || current?.status === 'UNCONFIRMED') return current.status;
  const [customer] = await tx.query<{ email: string }>('SELECT email FROM customer WHERE entity_id = $1', [
    customerId,
  ]);
  return subscribe(tx, storeId, customer!.email, { customerId, idempotent: true });
}

// ---- Communications (spec §2 /communications, §5) --------------------------------------------

export interface CommunicationPreferences {
  email: boolean;
  sms: boolean;
  sms_telephone: string | null;
  terms_agreed_at: string | null;
}

export interface CommunicationPreferencesInput {
  email: boolean;
  sms: boolean;
  sms_telephone?: string | null;
  terms_agreed: boolean;
}

/** Spec §5 phone rule, as the address form applies it. */
const PHONE = /^\+?[0-9 ()./-]{5,25}$/;
export const PHONE_TEXT = 'The entered phone number has an incorrect format';

export async function loadCommunicationPreferences(
  q: Queryable,
  customerId: number,
): Promise<CommunicationPreferences> {
  const [row] = await q.query<CommunicationPreferences>(
    `SELECT email_enabled AS email, sms_enabled AS sms, sms_telephone,
            to_char(terms_agreed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS terms_agreed_at
       FROM customer_communication WHERE customer_id = $1`,
    [customerId],
  );
  return row ?? { email: false, sms: false, sms_telephone: null, terms_agreed_at: null };
}

/** Saves the channels; refused without the terms agreement (spec §5), SMS needs a phone number. */
export async function saveCommunicationPreferences(
  db: Db,
  customerId: number,
  input: CommunicationPreferencesInput,
): Promise<CommunicationPreferences> {
  if (!input.terms_agreed) throw fieldError('terms_agreed', FORM_TEXT.required);
  const telephone = (input.sms_telephone ?? '').trim() || null;
  if (input.sms && telephone === null) throw fieldError('sms_telephone', FORM_TEXT.required);
  if (telephone !== null && !PHONE.test(telephone)) throw fieldError('sms_telephone', PHONE_TEXT);
  await db.query(
    `INSERT INTO customer_communication (customer_id, email_enabled, sms_enabled, sms_telephone, terms_agreed_at)
     VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (customer_id) DO UPDATE
       SET email_enabled = $2, sms_enabled = $3, sms_telephone = $4, terms_agreed_at = now(), updated_at = now()`,
    [customerId, input.email, input.sms, telephone],
  );
  return loadCommunicationPreferences(db, customerId);
}
