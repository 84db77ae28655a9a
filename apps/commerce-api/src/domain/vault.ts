import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.js';
import { inputError, noSuchEntity } from './errors.js';

/**
 * Saved payments (spec §2 /saved-payments), as Magento's vault keeps them: a card paid with at
 * checkout can be saved for later by a signed-in customer ("save for later", Magento's
 * `is_active_payment_token_enabler`); what is kept is a public hash, the method, the type and the
 * details (brand, last four digits, expiry) — never the card number or its security code, which are
 * checked when given and then dropped. A saved card pays through `<method>_vault` with its public
 * hash (Magento's `VaultTokenInput`).
 */
export const CARD_METHOD = 'aurora_cc';
export const CARD_VAULT_METHOD = 'aurora_cc_vault';

export const CARD_TEXT = {
  number: 'Please enter a valid credit card number.',
  expiry: 'Incorrect credit card expiration date.',
  cvc: 'Please enter a valid credit card verification number.',
  missingCard: 'Enter the card details and try again.',
  tokenNotFound: (hash: string) => `Could not find a token using public hash: ${hash}`,
} as const;

/** Magento's card type codes (Braintree's details `type`). */
export type CardType = 'VI' | 'MC' | 'AE';

export interface CardInput {
  card_number: string;
  expiration_month: number;
  expiration_year: number;
  cvc: string;
  is_active_payment_token_enabler?: boolean | null;
}

/** What the cart keeps of a card until the order: never the number or the security code. */
export interface CardDetails {
  type: CardType;
  maskedCC: string;
  expirationDate: string;
  save: boolean;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardType(digits: string): CardType | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'VI';
  if (/^(5[1-5]\d{14}|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(digits)) return 'MC';
  if (/^3[47]\d{13}$/.test(digits)) return 'AE';
  return null;
}

/** Checks a card as entered and returns only what may be kept. */
export function cardDetails(input: CardInput, now = new Date()): CardDetails {
  const digits = input.card_number.replace(/[\s-]/g, '');
  const type = /^\d{13,19}$/.test(digits) && luhn(digits) ? cardType(digits) : null;
  if (!type) throw inputError(CARD_TEXT.number);
  const month = input.expiration_month;
  const year = input.expiration_year;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (
    !Number.isInteger(month) ||
    !Number.isInteger(year) ||
    month < 1 ||
    month > 12 ||
    year * 12 + (month - 1) < thisMonth ||
    year > now.getUTCFullYear() + 20
  )
    throw inputError(CARD_TEXT.expiry);
  if (!(type === 'AE' ? /^\d{4}$/ : /^\d{3}$/).test(input.cvc.trim())) throw inputError(CARD_TEXT.cvc);
  return {
    type,
    maskedCC: digits.slice(-4),
    expirationDate: `${String(month).padStart(2, '0')}/${year}`,
    save: !!input.is_active_payment_token_enabler,
  };
}

export interface PaymentTokenRow {
  public_hash: string;
  payment_method_code: string;
  type: 'card' | 'account';
  details: string;
}

/** The customer's saved cards that can still pay (Magento's visible, active, unexpired tokens). */
export async function customerPaymentTokens(q: Queryable, customerId: number): Promise<PaymentTokenRow[]> {
  return q.query<PaymentTokenRow>(
    `SELECT public_hash, payment_method_code, type, details FROM vault_payment_token
      WHERE customer_id = $1 AND is_active AND is_visible AND expires_at > now()
      ORDER BY created_at DESC, entity_id DESC`,
    [customerId],
  );
}

/** Saves a card paid with at checkout (inside the order's transaction). */
export async function saveCardToken(
  tx: Queryable,
  customerId: number,
  details: CardDetails,
  orderReference: string,
): Promise<string> {
  const publicHash = randomBytes(32).toString('hex');
  const [month, year] = details.expirationDate.split('/').map(Number) as [number, number];
  await tx.query(
    `INSERT INTO vault_payment_token (customer_id, public_hash, payment_method_code, type, gateway_token, details, expires_at)
     VALUES ($1, $2, $3, 'card', $4, $5, make_timestamptz($6, $7, 1, 0, 0, 0, 'UTC') + interval '1 month')`,
    [
      customerId,
      publicHash,
      CARD_METHOD,
      orderReference,
      JSON.stringify({
        type: details.type,
        maskedCC: details.maskedCC,
        expirationDate: details.expirationDate,
      }),
      year,
      month,
    ],
  );
  return publicHash;
}

/** A saved card of this customer that can pay, or Magento's no-such-entity error. */
export async function usableToken(
  q: Queryable,
  customerId: number | null,
  publicHash: string,
): Promise<{ details: Omit<CardDetails, 'save'>; gateway_token: string }> {
  const [row] =
    customerId === null
      ? []
      : await q.query<{ details: Omit<CardDetails, 'save'>; gateway_token: string }>(
          `SELECT details::jsonb AS details, gateway_token FROM vault_payment_token
            WHERE public_hash = $1 AND customer_id = $2 AND is_active AND is_visible AND expires_at > now()`,
          [publicHash, customerId],
        );
  if (!row) throw noSuchEntity(CARD_TEXT.tokenNotFound(publicHash));
  return row;
}

/** `deletePaymentToken`: only the owner's own token; another customer's hash is "not found". */
export async function deletePaymentToken(
  q: Queryable,
  customerId: number,
  publicHash: string,
): Promise<void> {
  const rows = await q.query(
    `UPDATE vault_payment_token SET is_active = false, is_visible = false
      WHERE public_hash = $1 AND customer_id = $2 AND is_active RETURNING entity_id`,
    [publicHash, customerId],
  );
  if (rows.length === 0) throw noSuchEntity(CARD_TEXT.tokenNotFound(publicHash));
}
