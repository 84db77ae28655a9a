-- Saved payments (issue 11; spec §2 /saved-payments, §3 "Payment tokens exist"). Plain SQL that runs
-- unchanged on PGlite and PostgreSQL.

-- Magento's vault_payment_token: what a saved card keeps is the public hash the storefront names it
-- by, the method, the type and the details JSON (brand, last four digits, expiry) — never the card
-- number or the security code. `gateway_token` is the processor's reference for charging it again.
CREATE TABLE vault_payment_token (
  entity_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(entity_id) ON DELETE CASCADE,
  public_hash text NOT NULL UNIQUE,
  payment_method_code text NOT NULL,
  type text NOT NULL CHECK (type IN ('card', 'account')),
  gateway_token text NOT NULL,
  details text NOT NULL,
  expires_at timestamptz NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  is_visible boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vault_payment_token_customer_idx ON vault_payment_token (customer_id, is_active, is_visible);

-- The card chosen for a cart until the order is placed: brand, last four digits, expiry and the
-- "save for later" choice, or the saved card's public hash. Never the number or the security code.
ALTER TABLE quote ADD COLUMN payment_details jsonb;
