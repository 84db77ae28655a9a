import type { Db, Queryable } from '../db/client.js';
import {
  createCustomer,
  customerByEmail,
  revokeAllTokens,
  type AuthSettings,
  type CustomerRow,
} from './customer.js';
import { FIELD_MAX, FORM_TEXT, fieldError, isCountryCode, queueEmail, requiredText } from './forms.js';

/**
 * PRO accounts (spec §1, §3 "PRO registration", §6 "PRO applicant"): beauticians, makeup artists,
 * shops, hotels, cafes, bars, restaurants and influencers apply; the account is created PENDING and
 * cannot sign in until the provider approves it ("confirmed by e-mail, usually within 1 to 3
 * working days"). Approval moves the account into the PRO customer group.
 */

/** Spec §1 occupations and business types. */
export const PRO_OCCUPATIONS = [
  'BEAUTICIAN',
  'MAKEUP_ARTIST',
  'SHOP',
  'HOTEL',
  'CAFE',
  'BAR',
  'RESTAURANT',
  'INFLUENCER',
] as const;
export type ProOccupation = (typeof PRO_OCCUPATIONS)[number];

export const PRO_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ProStatus = (typeof PRO_STATUSES)[number];

/** The customer group of approved PRO accounts (1 general, 2 PRO, 3 retailer: see 008_customers.sql). */
export const PRO_GROUP_ID = 2;
export const GENERAL_GROUP_ID = 1;
/** Spec §1, §9: the provider approves within 1 to 3 working days. */
export const PRO_APPROVAL_DAYS = { min: 1, max: 3 } as const;
/** A web or social link is longer than a name field. */
const WEBSITE_MAX = 255;
/** Spec §5 phone format (the contact form's rule). */
const PHONE = /^\+?[0-9 ()./-]{5,25}$/;
const PHONE_TEXT = 'The entered phone number has an incorrect format';

export interface ProApplicationInput {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  country_code: string;
  password: string;
  occupation: string;
  business_name?: string | null;
  website?: string | null;
}

export interface ProApplicationRow {
  customer_id: number;
  email: string;
  firstname: string;
  lastname: string;
  status: ProStatus;
  telephone: string;
  country_code: string;
  occupation: ProOccupation;
  business_name: string | null;
  website: string | null;
  store_id: number;
  created_at: string;
}

function optional(field: string, value: string | null | undefined, max: number): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if ([...v].length > max) throw fieldError(field, FORM_TEXT.maxLength(max));
  return v;
}

function website(value: string | null | undefined): string | null {
  const v = optional('website', value, WEBSITE_MAX);
  if (v === null) return null;
  // A bare "instagram.com/name" is what people type: it gets https:// in front.
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(v) ? v : `https://${v}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw fieldError('website', 'Please enter a valid URL.');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.'))
    throw fieldError('website', 'Please enter a valid URL.');
  return url.toString();
}

/** Checks the spec §3 fields the customer account does not check itself. */
export function proApplicationFields(input: ProApplicationInput) {
  const telephone = requiredText('telephone', input.telephone, FIELD_MAX);
  if (!PHONE.test(telephone)) throw fieldError('telephone', PHONE_TEXT);
  const country = requiredText('country_code', input.country_code, FIELD_MAX).toUpperCase();
  if (!isCountryCode(country)) throw fieldError('country_code', FORM_TEXT.country);
  if (!(PRO_OCCUPATIONS as readonly string[]).includes(input.occupation))
    throw fieldError('occupation', FORM_TEXT.required);
  return {
    telephone,
    country_code: country,
    occupation: input.occupation as ProOccupation,
    business_name: optional('business_name', input.business_name, FIELD_MAX),
    website: website(input.website),
  };
}

/**
 * Creates the customer account and its PENDING application in one transaction, with the
 * confirmation e-mail instead of the welcome e-mail.
 */
export async function applyForPro(
  db: Db,
  storeId: number,
  input: ProApplicationInput,
  settings: AuthSettings,
): Promise<CustomerRow> {
  const fields = proApplicationFields(input);
  return createCustomer(
    db,
    storeId,
    { email: input.email, firstname: input.firstname, lastname: input.lastname, password: input.password },
    settings,
    async (tx, customer) => {
      await tx.query(
        `INSERT INTO customer_pro_application
           (customer_id, telephone, country_code, occupation, business_name, website)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          customer.entity_id,
          fields.telephone,
          fields.country_code,
          fields.occupation,
          fields.business_name,
          fields.website,
        ],
      );
      await queueEmail(tx, storeId, 'pro_application_received', customer.email, {
        firstname: customer.firstname,
        days_min: PRO_APPROVAL_DAYS.min,
        days_max: PRO_APPROVAL_DAYS.max,
      });
    },
  );
}

/** The PRO status of a customer, or null when the account never applied. */
export async function proStatus(q: Queryable, customerId: number): Promise<ProStatus | null> {
  const [row] = await q.query<{ status: ProStatus }>(
    'SELECT status FROM customer_pro_application WHERE customer_id = $1',
    [customerId],
  );
  return row?.status ?? null;
}

const APPLICATION_COLUMNS = `a.customer_id, c.email, c.firstname, c.lastname, a.status, a.telephone,
  a.country_code, a.occupation, a.business_name, a.website, c.store_id,
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS created_at`;

/** Applications for the admin command, oldest first; `status` null lists all. */
export async function listProApplications(
  q: Queryable,
  status: ProStatus | null,
): Promise<ProApplicationRow[]> {
  return q.query<ProApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM customer_pro_application a JOIN customer c ON c.entity_id = a.customer_id
      WHERE $1::text IS NULL OR a.status = $1 ORDER BY a.created_at, a.customer_id`,
    [status],
  );
}

export type ProDecision = 'APPROVED' | 'REJECTED';

/**
 * The provider's decision on an application: APPROVED moves the account into the PRO group,
 * REJECTED keeps it out (and back in the general group if it had been approved). Each decision
 * that changes the status sends its e-mail. Null when the address has no PRO application.
 */
export async function decideProApplication(
  db: Db,
  email: string,
  decision: ProDecision,
): Promise<{ application: ProApplicationRow; changed: boolean } | null> {
  const customer = await customerByEmail(db, email);
  if (!customer) return null;
  return db.transaction(async (tx) => {
    const changed = await tx.query(
      `UPDATE customer_pro_application SET status = $2, decided_at = now()
        WHERE customer_id = $1 AND status <> $2 RETURNING 1`,
      [customer.entity_id, decision],
    );
    const [application] = await tx.query<ProApplicationRow>(
      `SELECT ${APPLICATION_COLUMNS} FROM customer_pro_application a JOIN customer c ON c.entity_id = a.customer_id
        WHERE a.customer_id = $1`,
      [customer.entity_id],
    );
    if (!application) return null;
    if (changed.length > 0) {
      await tx.query('UPDATE customer SET group_id = $2, updated_at = now() WHERE entity_id = $1', [
        customer.entity_id,
        decision === 'APPROVED' ? PRO_GROUP_ID : GENERAL_GROUP_ID,
      ]);
      // A rejected account signs in nowhere, also not with a token from before.
      if (decision === 'REJECTED') await revokeAllTokens(tx, customer.entity_id);
      await queueEmail(
        tx,
        customer.store_id,
        decision === 'APPROVED' ? 'pro_application_approved' : 'pro_application_rejected',
        customer.email,
        { firstname: customer.firstname },
      );
    }
    return { application, changed: changed.length > 0 };
  });
}
