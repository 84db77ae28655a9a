-- Customer accounts: customers, their address book, sign-in tokens, password reset tokens and the
-- brute-force counters. Plain SQL that runs unchanged on PGlite and PostgreSQL. Counters live here
-- (not in process memory) so every API process on one PostgreSQL server sees the same lockout.

CREATE TABLE customer (
  entity_id serial PRIMARY KEY,
  email text NOT NULL,
  firstname text NOT NULL,
  middlename text,
  lastname text NOT NULL,
  prefix text,
  suffix text,
  date_of_birth date,
  gender integer,
  taxvat text,
  -- scrypt, with its parameters in the string: $scrypt$N$r$p$salt$hash (base64url parts).
  password_hash text NOT NULL,
  -- 1 general, 2 PRO, 3 retailer (0 is the guest group and never stored here).
  group_id integer NOT NULL DEFAULT 1,
  segment_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_subscribed boolean NOT NULL DEFAULT false,
  allow_remote_shopping_assistance boolean NOT NULL DEFAULT false,
  -- Store view the account was created in: its language for the account's e-mails.
  store_id integer NOT NULL,
  default_billing integer,
  default_shipping integer,
  -- Magento's lockout fields: failures since first_failure, locked until lock_expires.
  failures_num integer NOT NULL DEFAULT 0,
  first_failure timestamptz,
  lock_expires timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_email_key ON customer (lower(email));

CREATE TABLE customer_address (
  entity_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(entity_id) ON DELETE CASCADE,
  firstname text NOT NULL,
  middlename text,
  lastname text NOT NULL,
  prefix text,
  suffix text,
  company text,
  street jsonb NOT NULL,
  city text NOT NULL,
  region text,
  region_code text,
  region_id integer,
  postcode text,
  country_code text NOT NULL,
  telephone text,
  fax text,
  vat_id text,
  -- Spec §3 address extension: a business address carries the legal entity's registration id.
  is_business boolean NOT NULL DEFAULT false,
  registration_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_address_customer_idx ON customer_address (customer_id);

-- Bearer tokens: only the sha256 of a token is stored; a token is at least 256 random bits.
CREATE TABLE customer_token (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(entity_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX customer_token_customer_idx ON customer_token (customer_id);

-- Single-use password reset links (sha256 of the token, as above).
CREATE TABLE customer_password_reset (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(entity_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX customer_password_reset_customer_idx ON customer_password_reset (customer_id);

-- Failed sign-ins per client address, for the per-address throttle on top of the account lockout.
CREATE TABLE customer_signin_failure (
  address text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_signin_failure_address_idx ON customer_signin_failure (address, failed_at);

-- Carts and orders belong to a customer account instead of a token: a customer's cart outlives
-- the token it was created with and is the same in every browser.
ALTER TABLE quote ADD COLUMN customer_id integer REFERENCES customer(entity_id) ON DELETE SET NULL;
CREATE INDEX quote_customer_idx ON quote (customer_id, store_id, is_active);
-- Carts created under unchecked bearer tokens (before accounts existed) cannot be tied to an
-- account: they are closed rather than opened to guests.
UPDATE quote SET is_active = false WHERE owner_hash IS NOT NULL;
ALTER TABLE sales_order ADD COLUMN customer_id integer REFERENCES customer(entity_id) ON DELETE SET NULL;
CREATE INDEX sales_order_customer_idx ON sales_order (customer_id, created_at);
-- Orders placed under such tokens keep asking to be viewed signed in (see guestOrder).
ALTER TABLE sales_order ADD COLUMN customer_order boolean NOT NULL DEFAULT false;
UPDATE sales_order SET customer_order = true
  WHERE quote_id IN (SELECT quote_id FROM quote WHERE owner_hash IS NOT NULL);
ALTER TABLE quote DROP COLUMN owner_hash;
