-- Newsletter and communications in the account area (issue 11; spec §2 /newsletter, /communications,
-- §3 Newsletter status, §5 terms agreement). Plain SQL that runs unchanged on PGlite and PostgreSQL.

-- Double opt-in, as Magento's newsletter_subscriber (customer_id, subscriber_confirm_code): a
-- subscription stays UNCONFIRMED until the link in the confirmation e-mail is followed. Only the
-- SHA-256 of the link's random code is kept. A customer's subscription is the row linked to the
-- account (or, before it was linked, the row with the account's e-mail) in the store view.
ALTER TABLE newsletter_subscriber ADD COLUMN customer_id integer REFERENCES customer(entity_id) ON DELETE SET NULL;
ALTER TABLE newsletter_subscriber ADD COLUMN confirm_code_hash text;
CREATE INDEX newsletter_subscriber_customer_idx ON newsletter_subscriber (customer_id, store_id);

-- customer.is_subscribed is no longer read: `Customer.is_subscribed` is derived from the
-- subscription (as Magento does). Accounts that ticked it before keep their subscription.
INSERT INTO newsletter_subscriber (store_id, email, status, customer_id)
SELECT c.store_id, lower(c.email), 'SUBSCRIBED', c.entity_id FROM customer c WHERE c.is_subscribed
ON CONFLICT (store_id, email) DO UPDATE SET customer_id = EXCLUDED.customer_id;

-- The customer's channel preferences (spec §2 /communications), saved only with the terms agreed.
CREATE TABLE customer_communication (
  customer_id integer PRIMARY KEY REFERENCES customer(entity_id) ON DELETE CASCADE,
  email_enabled boolean NOT NULL DEFAULT false,
  sms_enabled boolean NOT NULL DEFAULT false,
  sms_telephone text,
  terms_agreed_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
