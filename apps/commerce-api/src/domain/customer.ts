import {
  createHash,
  randomBytes,
  scrypt as scryptCb,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Db, Queryable } from '../db/client.js';
import { phrase } from '../i18n/scope.js';
import { inputError, shopperError } from './errors.js';
import { setCustomerSubscribed } from './newsletter.js';
import { BIRTHDAY_TEXT, checkBirthdayWrite } from './birthday.js';
import { registerReferredFriend } from './referral.js';
import {
  FIELD_MAX,
  FORM_TEXT,
  fieldError,
  isCountryCode,
  queueEmail,
  requiredEmail,
  requiredText,
} from './forms.js';
import { rateLimitsFromEnv, type RateBucket, type RateLimit } from './rate-limit.js';

/**
 * Customer accounts: passwords, tokens, the brute-force lockout, password reset and the address book.
 * Magento's texts where Magento has them (Magento_Customer / Magento_CustomerGraphQl); the spec's
 * (§5) where the spec sets a rule Magento words differently (the password classes).
 */

export interface AuthSettings {
  /** Bearer token lifetime (Magento's "customer access token lifetime", spec §9: 3600 s). */
  tokenLifetimeSeconds: number;
  /** Failed sign-ins that lock an account (Magento: lockout_failures = 10). */
  lockoutFailures: number;
  /** How long a locked account stays locked (Magento: lockout_threshold = 10 minutes). */
  lockoutMinutes: number;
  /** Failed sign-ins from one client address within `lockoutMinutes` before it is refused too. */
  addressFailures: number;
  /** Lifetime of a password reset link (Magento: reset_link_expiration_period = 2 hours). */
  resetLinkHours: number;
  /** scrypt cost N (2^17 as OWASP recommends; tests may lower it, hashes carry their own). */
  scryptCost: number;
  /** Per-address limits on sign-ups, reset e-mails, forms, reviews, comments and new carts. */
  rateLimits: Readonly<Record<RateBucket, RateLimit>>;
}

const envInt = (name: string, fallback: number): number => {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

export function authSettingsFromEnv(): AuthSettings {
  return {
    tokenLifetimeSeconds: envInt('CUSTOMER_TOKEN_LIFETIME', 3600),
    lockoutFailures: envInt('CUSTOMER_LOCKOUT_FAILURES', 10),
    lockoutMinutes: envInt('CUSTOMER_LOCKOUT_MINUTES', 10),
    addressFailures: envInt('CUSTOMER_ADDRESS_FAILURES', 50),
    resetLinkHours: envInt('CUSTOMER_RESET_LINK_HOURS', 2),
    scryptCost: envInt('CUSTOMER_SCRYPT_COST', 2 ** 17),
    rateLimits: rateLimitsFromEnv(),
  };
}

export const CUSTOMER_TEXT = {
  signInFailed:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  notAuthorized: "The current customer isn't authorized.",
  emailTaken: 'A customer with the same email address already exists in an associated website.',
  passwordLength: 'The password needs at least 8 characters. Create a new password and try again.',
  passwordClasses:
    'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
  wrongPassword: "The password doesn't match this account. Verify the password and try again.",
  invalidLogin: 'Invalid login or password.',
  resetTokenMismatch: 'The password token is mismatched. Reset and try again.',
  resetTokenExpired: 'Your password reset link has expired.',
  addressNotFound: (id: number) => `Could not find a address with ID "${id}"`,
  addressForbidden: (id: number) => `Current customer does not have permission to address with ID "${id}"`,
  defaultBilling: (id: number) =>
    `Customer Address ${id} is set as default billing address and can not be deleted`,
  defaultShipping: (id: number) =>
    `Customer Address ${id} is set as default shipping address and can not be deleted`,
} as const;

// ---- Passwords ------------------------------------------------------------------------------

/** The password rule (spec §5), published to clients as StoreConfig's password fields. */
export const PASSWORD_RULE = {
  /** Magento's customer/password/minimum_password_length. */
  minLength: 8,
  /** Of lowercase, uppercase, digits and special characters (required_character_classes_number). */
  characterClasses: 3,
} as const;
const PASSWORD_MIN = PASSWORD_RULE.minLength;
/** bcrypt-style ceiling: a longer "password" is a denial-of-service attempt on the hash, not a password. */
const PASSWORD_MAX = 256;

export function checkPasswordRule(password: string, field = 'password'): void {
  if ([...password].length < PASSWORD_MIN) throw fieldError(field, CUSTOMER_TEXT.passwordLength);
  if (password.length > PASSWORD_MAX) throw fieldError(field, FORM_TEXT.maxLength(PASSWORD_MAX));
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  if (classes < PASSWORD_RULE.characterClasses) throw fieldError(field, CUSTOMER_TEXT.passwordClasses);
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

const scryptMemory = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const r = 8;
  const p = 1;
  const key = await scrypt(password, salt, 32, { N: cost, r, p, maxmem: scryptMemory(cost, r) });
  return `$scrypt$${cost}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const R = Number(r);
  const key = await scrypt(password.slice(0, PASSWORD_MAX), Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: scryptMemory(N, R),
  });
  return timingSafeEqual(key, expected);
}

// ---- Tokens ---------------------------------------------------------------------------------

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** 256 random bits, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

export async function issueToken(q: Queryable, customerId: number, settings: AuthSettings): Promise<string> {
  const token = newToken();
  await q.query(
    `INSERT INTO customer_token (token_hash, customer_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3::double precision))`,
    [sha256(token), customerId, settings.tokenLifetimeSeconds],
  );
  return token;
}

/** The customer a bearer token belongs to, or null when it is unknown, expired or revoked. */
export async function customerIdForToken(q: Queryable, token: string): Promise<number | null> {
  const [row] = await q.query<{ customer_id: number }>(
    `SELECT customer_id FROM customer_token
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [sha256(token)],
  );
  return row?.customer_id ?? null;
}

export async function revokeToken(q: Queryable, token: string): Promise<void> {
  await q.query('UPDATE customer_token SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
    sha256(token),
  ]);
}

export async function revokeAllTokens(q: Queryable, customerId: number): Promise<void> {
  await q.query(
    'UPDATE customer_token SET revoked_at = now() WHERE customer_id = $1 AND revoked_at IS NULL',
    [customerId],
  );
}

/** The bearer token of a request (`Authorization: Bearer …`, or the spec's `X-Authorization` copy). */
export function bearerToken(headers: Headers): string | null {
  for (const name of ['authorization', 'x-authorization']) {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(headers.get(name) ?? '')?.[1];
    if (token) return token;
  }
  return null;
}

// ---- Customers ------------------------------------------------------------------------------

export interface CustomerRow {
  entity_id: number;
  email: string;
  firstname: string;
  middlename: string | null;
  lastname: string;
  prefix: string | null;
  suffix: string | null;
  date_of_birth: string | null;
  gender: number | null;
  taxvat: string | null;
  password_hash: string;
  group_id: number;
  segment_ids: number[];
  is_subscribed: boolean;
  allow_remote_shopping_assistance: boolean;
  store_id: number;
  default_billing: number | null;
  default_shipping: number | null;
  failures_num: number;
  first_failure: string | null;
  lock_expires: string | null;
  created_at: string;
  date_of_birth_writes: number;
}

const CUSTOMER_COLUMNS = `entity_id, email, firstname, middlename, lastname, prefix, suffix,
  to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, gender, taxvat, password_hash, group_id, segment_ids,
  is_subscribed, allow_remote_shopping_assistance, store_id, default_billing, default_shipping, failures_num,
  first_failure, lock_expires, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
  date_of_birth_writes`;

export async function loadCustomer(q: Queryable, id: number, forUpdate = false): Promise<CustomerRow | null> {
  const [row] = await q.query<CustomerRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM customer WHERE entity_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function customerByEmail(
  q: Queryable,
  email: string,
  forUpdate = false,
): Promise<CustomerRow | null> {
  const [row] = await q.query<CustomerRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM customer WHERE lower(email) = lower($1)${forUpdate ? ' FOR UPDATE' : ''}`,
    [email.trim()],
  );
  return row ?? null;
}

export async function isEmailAvailable(q: Queryable, email: string): Promise<boolean> {
  const v = email.trim();
  if (!v) throw inputError('Email must be specified');
  return (await customerByEmail(q, v)) === null;
}

export interface PersonalInput {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  date_of_birth?: string | null;
  dob?: string | null;
  gender?: number | null;
  taxvat?: string | null;
  is_subscribed?: boolean | null;
  allow_remote_shopping_assistance?: boolean | null;
}

export interface CreateCustomerInput extends PersonalInput {
  email: string;
  password?: string | null;
  /** A referrer's personal link code (spec §1 friend referral). */
  referral_code?: string | null;
}

const optionalText = (field: string, value: string | null | undefined): string | null => {
  const v = (value ?? '').trim();
  if (!v) return null;
  if ([...v].length > FIELD_MAX) throw fieldError(field, FORM_TEXT.maxLength(FIELD_MAX));
  return v;
};

function dateOfBirth(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !date || date.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}` || date > new Date())
    throw fieldError('date_of_birth', 'Date of Birth is not a valid date.');
  return `${m[1]}-${m[2]}-${m[3]}`;
}

function gender(value: number | null | undefined): number | null {
  if (value == null) return null;
  if (![1, 2, 3].includes(value)) throw fieldError('gender', `"${value}" is not a valid gender.`);
  return value;
}

export interface CreatedCustomer {
  customer: CustomerRow;
}

/**
 * Creates an account in the store view it was asked in; the welcome e-mail goes to the outbox.
 * `instead` replaces the welcome e-mail with other work in the same transaction (a PRO application).
 */
export async function createCustomer(
  db: Db,
  storeId: number,
  input: CreateCustomerInput,
  settings: AuthSettings,
  instead?: (tx: Queryable, customer: CustomerRow) => Promise<void>,
): Promise<CustomerRow> {
  const email = requiredEmail('email', input.email);
  const firstname = requiredText('firstname', input.firstname, FIELD_MAX);
  const lastname = requiredText('lastname', input.lastname, FIELD_MAX);
  const password = input.password ?? '';
  if (!password) throw fieldError('password', FORM_TEXT.required);
  checkPasswordRule(password);
  const values = {
    middlename: optionalText('middlename', input.middlename),
    prefix: optionalText('prefix', input.prefix),
    suffix: optionalText('suffix', input.suffix),
    dob: dateOfBirth(input.date_of_birth ?? input.dob),
    gender: gender(input.gender),
    taxvat: optionalText('taxvat', input.taxvat),
  };
  const hash = await hashPassword(password, settings.scryptCost);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ entity_id: number }>(
      `INSERT INTO customer (email, firstname, middlename, lastname, prefix, suffix, date_of_birth, gender, taxvat,
                             password_hash, is_subscribed, allow_remote_shopping_assistance, store_id, date_of_birth_writes)
       SELECT $1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, CASE WHEN $7::date IS NULL THEN 0 ELSE 1 END
        WHERE NOT EXISTS (SELECT 1 FROM customer WHERE lower(email) = lower($1))
       ON CONFLICT DO NOTHING RETURNING entity_id`,
      [
        email,
        firstname,
        values.middlename,
        lastname,
        values.prefix,
        values.suffix,
        values.dob,
        values.gender,
        values.taxvat,
        hash,
        input.is_subscribed ?? false,
        input.allow_remote_shopping_assistance ?? false,
        storeId,
      ],
    );
    const id = rows[0]?.entity_id;
    if (!id) throw inputError(CUSTOMER_TEXT.emailTaken);
    if (instead) await instead(tx, (await loadCustomer(tx, id))!);
    else await queueEmail(tx, storeId, 'customer_create_account_welcome', email, { firstname, lastname });
    // Registration's newsletter box goes through the one subscription (double opt-in).
    if (input.is_subscribed) await setCustomerSubscribed(tx, storeId, id, true);
    await registerReferredFriend(tx, { id, email }, input.referral_code?.trim().slice(0, 64) || null);
    return (await loadCustomer(tx, id))!;
  });
}

export async function updateCustomer(db: Db, customerId: number, input: PersonalInput): Promise<CustomerRow> {
  const sets: string[] = [];
  const params: unknown[] = [customerId];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  let guard = '';
  if (input.firstname !== undefined) set('firstname', requiredText('firstname', input.firstname, FIELD_MAX));
  if (input.lastname !== undefined) set('lastname', requiredText('lastname', input.lastname, FIELD_MAX));
  for (const f of ['middlename', 'prefix', 'suffix', 'taxvat'] as const)
    if (input[f] !== undefined) set(f, optionalText(f, input[f]));
  if (input.date_of_birth !== undefined || input.dob !== undefined) {
    const next = dateOfBirth(input.date_of_birth ?? input.dob);
    const [current] = await db.query<{ dob: string | null; writes: number }>(
      `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob, date_of_birth_writes AS writes FROM customer WHERE entity_id = $1`,
      [customerId],
    );
    // Spec §5 "Birthday changeable once": counted writes, checked again in the UPDATE against a race.
    if (checkBirthdayWrite(current?.dob ?? null, current?.writes ?? 0, next)) {
      set('date_of_birth', next);
      params.push(current?.writes ?? 0);
      sets.push(`date_of_birth_writes = date_of_birth_writes + 1`);
      guard = ` AND date_of_birth_writes = $${params.length}`;
    }
  }
  if (input.gender !== undefined) set('gender', gender(input.gender));
  if (input.allow_remote_shopping_assistance != null)
    set('allow_remote_shopping_assistance', input.allow_remote_shopping_assistance);
  if (sets.length > 0) {
    const updated = await db.query(
      `UPDATE customer SET ${sets.join(', ')}, updated_at = now() WHERE entity_id = $1${guard} RETURNING entity_id`,
      params,
    );
    if (updated.length === 0) throw fieldError('date_of_birth', phrase(BIRTHDAY_TEXT));
  }
  return (await loadCustomer(db, customerId))!;
}

export async function updateCustomerEmail(
  db: Db,
  customerId: number,
  email: string,
  password: string,
): Promise<CustomerRow> {
  const next = requiredEmail('email', email);
  const current = await loadCustomer(db, customerId);
  if (!current || !(await verifyPassword(password, current.password_hash)))
    throw shopperError(CUSTOMER_TEXT.invalidLogin, 'graphql-authentication');
  const other = await customerByEmail(db, next);
  if (other && other.entity_id !== customerId) throw inputError(CUSTOMER_TEXT.emailTaken);
  await db.query('UPDATE customer SET email = $2, updated_at = now() WHERE entity_id = $1', [
    customerId,
    next,
  ]);
  return (await loadCustomer(db, customerId))!;
}

/** Changes the password; every token of the account is revoked (the storefront signs in again). */
export async function changePassword(
  db: Db,
  customerId: number,
  currentPassword: string,
  newPassword: string,
  settings: AuthSettings,
): Promise<CustomerRow> {
  const current = await loadCustomer(db, customerId);
  if (!current || !(await verifyPassword(currentPassword, current.password_hash)))
    throw shopperError(CUSTOMER_TEXT.wrongPassword, 'graphql-authentication');
  checkPasswordRule(newPassword, 'newPassword');
  const hash = await hashPassword(newPassword, settings.scryptCost);
  return db.transaction(async (tx) => {
    await tx.query('UPDATE customer SET password_hash = $2, updated_at = now() WHERE entity_id = $1', [
      customerId,
      hash,
    ]);
    await revokeAllTokens(tx, customerId);
    await queueEmail(tx, current.store_id, 'customer_password_changed', current.email, {
      firstname: current.firstname,
    });
    return (await loadCustomer(tx, customerId))!;
  });
}

// ---- Sign-in with lockout -------------------------------------------------------------------

const signInFailed = () => shopperError(CUSTOMER_TEXT.signInFailed, 'graphql-authentication');

/**
 * Magento's generateCustomerToken with its lockout: `lockoutFailures` wrong passwords lock the
 * account for `lockoutMinutes`; a client address with too many failures is refused as well. Every
 * refusal has the same neutral text, so the answer does not tell whether an address has an account.
 */
export async function signIn(
  db: Db,
  email: string,
  password: string,
  clientAddress: string,
  settings: AuthSettings,
): Promise<string> {
  const [throttle] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM customer_signin_failure
      WHERE address = $1 AND failed_at > now() - make_interval(mins => $2::int)`,
    [clientAddress, settings.lockoutMinutes],
  );
  if (Number(throttle?.n ?? 0) >= settings.addressFailures) throw signInFailed();

  const customer = await customerByEmail(db, email);
  const locked = customer?.lock_expires && new Date(customer.lock_expires) > new Date();
  const ok = customer && !locked ? await verifyPassword(password, customer.password_hash) : false;
  if (!customer || locked || !ok) {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO customer_signin_failure (address) VALUES ($1)', [clientAddress]);
      await tx.query("DELETE FROM customer_signin_failure WHERE failed_at < now() - interval '1 day'");
      if (customer && !locked) {
        // Counts failures within one lockout window; the failure that reaches the limit locks.
        await tx.query(
          `UPDATE customer SET
             failures_num = CASE WHEN first_failure IS NULL OR first_failure < now() - make_interval(mins => $2::int)
                                 THEN 1 ELSE failures_num + 1 END,
             first_failure = CASE WHEN first_failure IS NULL OR first_failure < now() - make_interval(mins => $2::int)
                                  THEN now() ELSE first_failure END
           WHERE entity_id = $1`,
          [customer.entity_id, settings.lockoutMinutes],
        );
        await tx.query(
          `UPDATE customer SET lock_expires = now() + make_interval(mins => $2::int), failures_num = 0, first_failure = NULL
            WHERE entity_id = $1 AND failures_num >= $3`,
          [customer.entity_id, settings.lockoutMinutes, settings.lockoutFailures],
        );
      }
    });
    throw signInFailed();
  }
  // Spec §6 PRO applicant: the right password, but the provider has not approved the account (yet).
  // Told only after the password matched, so it reveals nothing about an address to a stranger.
  const [pro] = await db.query<{ status: string }>(
    'SELECT status FROM customer_pro_application WHERE customer_id = $1',
    [customer.entity_id],
  );
  if (pro?.status === 'PENDING')
    throw shopperError(
      phrase(
        'Your PRO application is still being reviewed. We confirm it by e-mail, usually within 1 to 3 working days.',
      ),
      'graphql-authentication',
    );
  if (pro?.status === 'REJECTED')
    throw shopperError(
      phrase('Your PRO application was not approved. Please contact us if you have any questions.'),
      'graphql-authentication',
    );
  return db.transaction(async (tx) => {
    await tx.query(
      'UPDATE customer SET failures_num = 0, first_failure = NULL, lock_expires = NULL WHERE entity_id = $1',
      [customer.entity_id],
    );
    return issueToken(tx, customer.entity_id, settings);
  });
}

// ---- Password reset -------------------------------------------------------------------------

/**
 * Queues a single-use reset link for a registered address. Answers the same whether or not the
 * address has an account, so the form cannot be used to find out who shops here.
 */
export async function requestPasswordReset(
  db: Db,
  storeId: number,
  email: string,
  settings: AuthSettings,
): Promise<boolean> {
  const v = requiredEmail('email', email);
  const customer = await customerByEmail(db, v);
  if (!customer) return true;
  const token = newToken();
  await db.transaction(async (tx) => {
    // A new link replaces the ones before it.
    await tx.query(
      'UPDATE customer_password_reset SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL',
      [customer.entity_id],
    );
    await tx.query(
      `INSERT INTO customer_password_reset (token_hash, customer_id, expires_at)
       VALUES ($1, $2, now() + make_interval(hours => $3::int))`,
      [sha256(token), customer.entity_id, settings.resetLinkHours],
    );
    await queueEmail(tx, storeId, 'customer_password_reset', customer.email, {
      firstname: customer.firstname,
      // The link's path; the mailer adds the shop's address and the store view's prefix.
      path: `/customer/account/createPassword?token=${encodeURIComponent(token)}&email=${encodeURIComponent(customer.email)}`,
      hours: settings.resetLinkHours,
    });
  });
  return true;
}

export async function resetPassword(
  db: Db,
  email: string,
  token: string,
  newPassword: string,
  settings: AuthSettings,
): Promise<boolean> {
  const customer = await customerByEmail(db, email);
  const [reset] = customer
    ? await db.query<{ expired: boolean; used: boolean }>(
        `SELECT expires_at <= now() AS expired, used_at IS NOT NULL AS used FROM customer_password_reset
          WHERE token_hash = $1 AND customer_id = $2`,
        [sha256(token.trim()), customer.entity_id],
      )
    : [];
  if (!customer || !reset || reset.used) throw inputError(CUSTOMER_TEXT.resetTokenMismatch);
  if (reset.expired) throw inputError(CUSTOMER_TEXT.resetTokenExpired);
  checkPasswordRule(newPassword, 'newPassword');
  const hash = await hashPassword(newPassword, settings.scryptCost);
  await db.transaction(async (tx) => {
    const used = await tx.query(
      'UPDATE customer_password_reset SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING 1',
      [sha256(token.trim())],
    );
    if (used.length === 0) throw inputError(CUSTOMER_TEXT.resetTokenMismatch);
    await tx.query(
      `UPDATE customer SET password_hash = $2, failures_num = 0, first_failure = NULL, lock_expires = NULL,
              updated_at = now() WHERE entity_id = $1`,
      [customer.entity_id, hash],
    );
    await revokeAllTokens(tx, customer.entity_id);
    await queueEmail(tx, customer.store_id, 'customer_password_changed', customer.email, {
      firstname: customer.firstname,
    });
  });
  return true;
}

// ---- Address book ---------------------------------------------------------------------------

export interface AddressRow {
  entity_id: number;
  customer_id: number;
  firstname: string;
  middlename: string | null;
  lastname: string;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  fax: string | null;
  vat_id: string | null;
  is_business: boolean;
  registration_id: string | null;
}

export interface AddressInput {
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  fax?: string | null;
  vat_id?: string | null;
  default_billing?: boolean | null;
  default_shipping?: boolean | null;
  is_business?: boolean | null;
  registration_id?: string | null;
}

const PHONE = /^\+?[\d\s()-]{5,20}$/;
const STREET_LINES = 2;

/** Validates a whole address (after merging an update into the stored one). */
function addressValues(a: AddressInput) {
  const country = String(a.country_code ?? a.country_id ?? '')
    .trim()
    .toUpperCase();
  if (!country) throw fieldError('country_code', FORM_TEXT.required);
  if (!isCountryCode(country)) throw fieldError('country_code', FORM_TEXT.country);
  const street = (a.street ?? []).map((s) => (s ?? '').trim()).slice(0, STREET_LINES);
  if (!street[0]) throw fieldError('street', FORM_TEXT.required);
  street.forEach((s, i) => {
    if ([...s].length > FIELD_MAX) throw fieldError(`street.${i}`, FORM_TEXT.maxLength(FIELD_MAX));
  });
  const telephone = optionalText('telephone', a.telephone);
  if (!telephone) throw fieldError('telephone', FORM_TEXT.required);
  if (!PHONE.test(telephone))
    throw fieldError('telephone', 'The entered phone number has an incorrect format');
  const isBusiness = a.is_business ?? false;
  const company = optionalText('company', a.company);
  const registration = optionalText('registration_id', a.registration_id);
  if (isBusiness && !company) throw fieldError('company', FORM_TEXT.required);
  if (isBusiness && !registration) throw fieldError('registration_id', FORM_TEXT.required);
  return {
    firstname: requiredText('firstname', a.firstname, FIELD_MAX),
    middlename: optionalText('middlename', a.middlename),
    lastname: requiredText('lastname', a.lastname, FIELD_MAX),
    prefix: optionalText('prefix', a.prefix),
    suffix: optionalText('suffix', a.suffix),
    company,
    street: street.filter((s, i) => i === 0 || s),
    city: requiredText('city', a.city, FIELD_MAX),
    region: optionalText('region', a.region?.region),
    region_code: optionalText('region', a.region?.region_code),
    region_id: a.region?.region_id ?? null,
    postcode: optionalText('postcode', a.postcode),
    country_code: country,
    telephone,
    fax: optionalText('fax', a.fax),
    vat_id: optionalText('vat_id', a.vat_id),
    is_business: isBusiness,
    registration_id: isBusiness ? registration : null,
  };
}

/** The validated address as statement parameters, in the column order of the INSERT and UPDATE below. */
const addressParams = (v: ReturnType<typeof addressValues>): unknown[] => [
  v.firstname,
  v.middlename,
  v.lastname,
  v.prefix,
  v.suffix,
  v.company,
  JSON.stringify(v.street),
  v.city,
  v.region,
  v.region_code,
  v.region_id,
  v.postcode,
  v.country_code,
  v.telephone,
  v.fax,
  v.vat_id,
  v.is_business,
  v.registration_id,
];

const ADDRESS_COLUMNS = `entity_id, customer_id, firstname, middlename, lastname, prefix, suffix, company, street, city,
  region, region_code, region_id, postcode, country_code, telephone, fax, vat_id, is_business, registration_id`;

export async function loadAddresses(q: Queryable, customerId: number): Promise<AddressRow[]> {
  return q.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM customer_address WHERE customer_id = $1 ORDER BY entity_id`,
    [customerId],
  );
}

async function ownAddress(q: Queryable, customerId: number, id: number): Promise<AddressRow> {
  const [row] = await q.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM customer_address WHERE entity_id = $1`,
    [id],
  );
  if (!row) throw shopperError(CUSTOMER_TEXT.addressNotFound(id), 'graphql-no-such-entity');
  if (row.customer_id !== customerId)
    throw shopperError(CUSTOMER_TEXT.addressForbidden(id), 'graphql-authorization');
  return row;
}

/** The customer's saved address, for checkout (`customer_address_id`). */
export const customerAddress = ownAddress;

async function setDefaults(
  tx: Queryable,
  customerId: number,
  addressId: number,
  input: Pick<AddressInput, 'default_billing' | 'default_shipping'>,
): Promise<void> {
  if (input.default_billing === true)
    await tx.query('UPDATE customer SET default_billing = $2 WHERE entity_id = $1', [customerId, addressId]);
  if (input.default_billing === false)
    await tx.query(
      'UPDATE customer SET default_billing = NULL WHERE entity_id = $1 AND default_billing = $2',
      [customerId, addressId],
    );
  if (input.default_shipping === true)
    await tx.query('UPDATE customer SET default_shipping = $2 WHERE entity_id = $1', [customerId, addressId]);
  if (input.default_shipping === false)
    await tx.query(
      'UPDATE customer SET default_shipping = NULL WHERE entity_id = $1 AND default_shipping = $2',
      [customerId, addressId],
    );
}

export async function createAddress(db: Db, customerId: number, input: AddressInput): Promise<AddressRow> {
  const v = addressValues(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ entity_id: number }>(
      `INSERT INTO customer_address (customer_id, firstname, middlename, lastname, prefix, suffix, company, street, city,
          region, region_code, region_id, postcode, country_code, telephone, fax, vat_id, is_business, registration_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       RETURNING entity_id`,
      [customerId, ...addressParams(v)],
    );
    // The first address of a book becomes its default for both unless the shopper said otherwise.
    const [first] = await tx.query<{ n: string }>(
      'SELECT count(*) AS n FROM customer_address WHERE customer_id = $1',
      [customerId],
    );
    const isFirst = Number(first?.n) === 1;
    await setDefaults(tx, customerId, row!.entity_id, {
      default_billing: input.default_billing ?? (isFirst ? true : null),
      default_shipping: input.default_shipping ?? (isFirst ? true : null),
    });
    return ownAddress(tx, customerId, row!.entity_id);
  });
}

/** An order's address as the cart keeps it (domain/cart.ts `CartAddress`). */
export interface CheckoutAddress {
  firstname: string;
  middlename?: string | null;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code: string;
  telephone?: string | null;
  vat_id?: string | null;
  registration_id?: string | null;
  is_business?: boolean | null;
}

/** The parts that make two addresses the same place and person (letter case and spaces aside). */
const addressKey = (a: CheckoutAddress) =>
  JSON.stringify(
    [a.firstname, a.lastname, a.company, ...a.street, a.city, a.postcode, a.country_code, a.telephone].map(
      (part) => (part ?? '').trim().toLowerCase().replace(/\s+/g, ' '),
    ),
  );

/**
 * Checkout's "save this address" (Magento's `save_in_address_book`): the order's address joins the
 * customer's book unless the book already has it. An address the book cannot take (it checks more
 * than the cart does) is left out rather than failing an order that is already placed.
 */
export async function saveCheckoutAddress(
  db: Db,
  customerId: number,
  address: CheckoutAddress,
): Promise<void> {
  const book = await loadAddresses(db, customerId);
  if (book.some((a) => addressKey(a) === addressKey(address))) return;
  try {
    await createAddress(db, customerId, {
      firstname: address.firstname,
      middlename: address.middlename ?? null,
      lastname: address.lastname,
      company: address.company ?? null,
      street: address.street,
      city: address.city,
      region: { region: address.region ?? null, region_id: address.region_id ?? null },
      postcode: address.postcode ?? null,
      country_code: address.country_code,
      telephone: address.telephone ?? null,
      vat_id: address.vat_id ?? null,
      is_business: address.is_business ?? false,
      registration_id: address.registration_id ?? null,
    });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
  }
}

export async function updateAddress(
  db: Db,
  customerId: number,
  id: number,
  input: AddressInput,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    const stored = await ownAddress(tx, customerId, id);
    const merged: AddressInput = {
      ...stored,
      region: { region: stored.region, region_code: stored.region_code, region_id: stored.region_id },
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
    };
    const v = addressValues(merged);
    await tx.query(
      `UPDATE customer_address SET firstname = $2, middlename = $3, lastname = $4, prefix = $5, suffix = $6,
          company = $7, street = $8::jsonb, city = $9, region = $10, region_code = $11, region_id = $12,
          postcode = $13, country_code = $14, telephone = $15, fax = $16, vat_id = $17, is_business = $18,
          registration_id = $19
        WHERE entity_id = $1`,
      [id, ...addressParams(v)],
    );
    await setDefaults(tx, customerId, id, input);
    return ownAddress(tx, customerId, id);
  });
}

/** As Magento: a default address cannot be deleted; the shopper makes another one default first. */
export async function deleteAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await ownAddress(tx, customerId, id);
    const customer = await loadCustomer(tx, customerId, true);
    if (customer?.default_billing === id) throw inputError(CUSTOMER_TEXT.defaultBilling(id));
    if (customer?.default_shipping === id) throw inputError(CUSTOMER_TEXT.defaultShipping(id));
    await tx.query('DELETE FROM customer_address WHERE entity_id = $1', [id]);
    return true;
  });
}
