import { GraphQLError } from 'graphql';
import type { Db, Queryable } from '../db/client.js';
import { inputError } from './errors.js';

/** Spec §5 texts for the storefront's own forms (extensions use them; Magento operations keep Magento's). */
export const FORM_TEXT = {
  required: 'Is required',
  email: 'The entered email is not valid',
  country: 'Country code is not valid',
  maxLength: (max: number) => `This field can’t contain more than ${max} characters`,
} as const;

/** Spec §5: single-line text fields hold at most 65 characters. */
export const FIELD_MAX = 65;
/** Free-text messages (inquiry, contact comment) are longer than a field but still bounded. */
export const MESSAGE_MAX = 2000;
/** Sales replies to a business inquiry within 3 to 5 working days (spec §1, §9). */
export const INQUIRY_REPLY_DAYS = { min: 3, max: 5 } as const;

// Same rule as the cart and stock-alert e-mails: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** RFC 5321 caps an address at 254 characters. */
const EMAIL_MAX = 254;

export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL.test(value);

/** A graphql-input error that names the offending input field, so a form can show it next to the field. */
export function fieldError(field: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'graphql-input', field } });
}

/** Trims and checks a required text field; returns the trimmed value. */
export function requiredText(field: string, value: string | null | undefined, max: number): string {
  const v = (value ?? '').trim();
  if (v === '') throw fieldError(field, FORM_TEXT.required);
  if ([...v].length > max) throw fieldError(field, FORM_TEXT.maxLength(max));
  return v;
}

export function requiredEmail(field: string, value: string | null | undefined, max = EMAIL_MAX): string {
  const v = requiredText(field, value, max).toLowerCase();
  if (!isEmail(v)) throw fieldError(field, FORM_TEXT.email);
  return v;
}

let regionNames: Intl.DisplayNames | undefined;
/** ISO 3166-1 alpha-2 check against ICU's region list (Node ships full ICU): unknown codes echo back unchanged. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const name = regionNames.of(code);
  // ICU also names a few non-country groupings (EU, UN, EZ, QO, XA…); only real countries are accepted.
  return !!name && name !== code && !/^(EU|EZ|UN|QO|XA|XB|ZZ|UK)$/.test(code);
}

/** Queues an e-mail for the mailer (no mail leaves this service directly). */
export async function queueEmail(
  db: Queryable,
  storeId: number,
  template: string,
  recipient: string,
  payload: Record<string, unknown>,
): Promise<number> {
  const rows = await db.query<{ message_id: number }>(
    `INSERT INTO email_outbox (store_id, template, recipient, payload) VALUES ($1, $2, $3, $4::jsonb)
     RETURNING message_id`,
    [storeId, template, recipient, JSON.stringify(payload)],
  );
  return rows[0]!.message_id;
}

// ---- Contact form (Magento contact form texts) ---------------------------------------------

export interface ContactInput {
  name: string;
  email: string;
  telephone?: string | null;
  comment: string;
}

const PHONE = /^\+?[0-9 ()./-]{5,25}$/;

export async function submitContactRequest(db: Db, storeId: number, input: ContactInput): Promise<void> {
  const name = input.name.trim();
  const comment = input.comment.trim();
  const email = input.email.trim().toLowerCase();
  const telephone = input.telephone?.trim() || null;
  if (name === '') throw inputError('Enter the Name and try again.');
  if (comment === '') throw inputError('Enter the comment and try again.');
  if (!isEmail(email))
    throw inputError('The email address is invalid. Verify the email address and try again.');
  if ([...name].length > FIELD_MAX) throw fieldError('name', FORM_TEXT.maxLength(FIELD_MAX));
  if ([...comment].length > MESSAGE_MAX) throw fieldError('comment', FORM_TEXT.maxLength(MESSAGE_MAX));
  if (telephone !== null && !PHONE.test(telephone))
    throw fieldError('telephone', 'The entered phone number has an incorrect format');
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO contact_request (store_id, name, email, telephone, comment) VALUES ($1, $2, $3, $4, $5)',
      [storeId, name, email, telephone, comment],
    );
    await queueEmail(tx, storeId, 'contact_email_template', 'support', { name, email, telephone, comment });
  });
}

// ---- Business inquiry (spec §3) ----------------------------------------------------------------

export interface BusinessInquiryInput {
  name: string;
  email: string;
  company: string;
  position: string;
  country_code: string;
  message: string;
}

/** Validates every field in form order and stores the inquiry; the sales team's notice goes to the outbox. */
export async function submitBusinessInquiry(
  db: Db,
  storeId: number,
  input: BusinessInquiryInput,
): Promise<number> {
  const name = requiredText('name', input.name, FIELD_MAX);
  const email = requiredEmail('email', input.email, FIELD_MAX);
  const company = requiredText('company', input.company, FIELD_MAX);
  const position = requiredText('position', input.position, FIELD_MAX);
  const country = requiredText('country_code', input.country_code, FIELD_MAX).toUpperCase();
  if (!isCountryCode(country)) throw fieldError('country_code', FORM_TEXT.country);
  const message = requiredText('message', input.message, MESSAGE_MAX);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ inquiry_id: number }>(
      `INSERT INTO business_inquiry (store_id, name, email, company, position, country_code, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING inquiry_id`,
      [storeId, name, email, company, position, country, message],
    );
    const id = rows[0]!.inquiry_id;
    const fields = { inquiry_id: id, name, email, company, position, country_code: country, message };
    await queueEmail(tx, storeId, 'business_inquiry_sales', 'sales', fields);
    await queueEmail(tx, storeId, 'business_inquiry_received', email, {
      inquiry_id: id,
      name,
      reply_min_working_days: INQUIRY_REPLY_DAYS.min,
      reply_max_working_days: INQUIRY_REPLY_DAYS.max,
    });
    return id;
  });
}
