-- PRO accounts and social sign-in (issue 11). Plain SQL that runs unchanged on PGlite and PostgreSQL.

-- Spec §1/§3 PRO registration: the application of a customer account (one per account). The
-- account cannot sign in while PENDING or after REJECTED; APPROVED moves it to the PRO group (2).
CREATE TABLE customer_pro_application (
  customer_id integer PRIMARY KEY REFERENCES customer(entity_id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  telephone text NOT NULL,
  country_code text NOT NULL,
  -- Spec §1 occupations: BEAUTICIAN, MAKEUP_ARTIST, SHOP, HOTEL, CAFE, BAR, RESTAURANT, INFLUENCER.
  occupation text NOT NULL,
  business_name text,
  website text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX customer_pro_application_status_idx ON customer_pro_application (status, created_at);

-- Social sign-in: an OpenID Connect identity (issuer + subject) linked to a customer account.
CREATE TABLE customer_social_identity (
  issuer text NOT NULL,
  subject text NOT NULL,
  customer_id integer NOT NULL REFERENCES customer(entity_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX customer_social_identity_customer_idx ON customer_social_identity (customer_id);

-- A started sign-in (authorization code flow): state (sha256 only), the PKCE verifier and the
-- nonce, kept until the provider sends the shopper back (10 minutes at most, used once).
CREATE TABLE social_login_request (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  store_id integer NOT NULL,
  expires_at timestamptz NOT NULL
);
