-- Issue 13 (branch loyalty): spec §1 loyalty programme (3 % points), friend referral (15 % off the
-- friend's first purchase), birthday offer (30 % off one purchase), and the promo pages of spec §2.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.

-- Every change of a points balance (Adobe Commerce's reward history): what happened, by how much,
-- the balance after it and the order it belongs to.
CREATE TABLE reward_points_history (
  history_id serial PRIMARY KEY,
  email text NOT NULL,
  points_delta integer NOT NULL,
  points_balance integer NOT NULL,
  -- EARNED: an order's 3 %; SPENT: redeemed in an order; ADJUSTED: taken back or returned when an
  -- order is cancelled or refunded; REFERRAL: a referred friend's first order completed.
  action text NOT NULL CHECK (action IN ('EARNED', 'SPENT', 'ADJUSTED', 'REFERRAL')),
  order_id integer REFERENCES sales_order(entity_id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reward_points_history_email_idx ON reward_points_history (email, history_id);

-- Whether an order's points were taken back (cancel/refund by the admin command), so it happens once.
ALTER TABLE sales_order ADD COLUMN reward_points_reverted boolean NOT NULL DEFAULT false;

-- Magento's "auto generation" rules: their own code is never accepted, only the personal coupons
-- generated for them (salesrule_coupon). Validity dates of a rule (promotions).
ALTER TABLE sales_rule ADD COLUMN use_auto_generation boolean NOT NULL DEFAULT false;
ALTER TABLE sales_rule ADD COLUMN from_date date;
ALTER TABLE sales_rule ADD COLUMN to_date date;

-- Personal single-use coupons (Magento's salesrule_coupon with a customer): the birthday coupon
-- (valid on the birthday, one per year) and the referred friend's first-purchase coupon.
CREATE TABLE salesrule_coupon (
  code text PRIMARY KEY,
  rule_id integer NOT NULL REFERENCES sales_rule(rule_id),
  customer_id integer NOT NULL REFERENCES customer(entity_id),
  kind text NOT NULL CHECK (kind IN ('BIRTHDAY', 'REFERRAL')),
  -- The year a birthday coupon belongs to (once a year); null for a referral coupon.
  year integer,
  valid_from date,
  valid_to date,
  usage_limit integer NOT NULL DEFAULT 1,
  times_used integer NOT NULL DEFAULT 0 CHECK (times_used <= usage_limit),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX salesrule_coupon_birthday_key ON salesrule_coupon (customer_id, year) WHERE kind = 'BIRTHDAY';
CREATE UNIQUE INDEX salesrule_coupon_referral_key ON salesrule_coupon (customer_id) WHERE kind = 'REFERRAL';

-- How many times the customer wrote their birthday (spec §5 "Birthday changeable once").
ALTER TABLE customer ADD COLUMN date_of_birth_writes integer NOT NULL DEFAULT 0;

-- Friend referral (spec §3 "Referred friend: friend e-mail, status"): PENDING (invited),
-- REGISTERED (the friend created an account through the invitation), COMPLETE (and placed a first
-- online order). One invitation per e-mail address.
CREATE TABLE referral (
  referral_id serial PRIMARY KEY,
  referrer_id integer NOT NULL REFERENCES customer(entity_id),
  email text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'REGISTERED', 'COMPLETE')),
  friend_id integer REFERENCES customer(entity_id),
  store_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX referral_email_key ON referral (lower(email));
CREATE UNIQUE INDEX referral_friend_key ON referral (friend_id);

-- A customer's personal referral link code (the link works without an e-mail invitation too).
ALTER TABLE customer ADD COLUMN referral_code text;
CREATE UNIQUE INDEX customer_referral_code_key ON customer (referral_code);

-- Promotions behind /promo/:promoCode: the landing page's title and CMS content, its validity and
-- the cart rule whose code the page hands to the bag.
CREATE TABLE promotion (
  promo_code text PRIMARY KEY,
  rule_id integer NOT NULL REFERENCES sales_rule(rule_id),
  title text NOT NULL,
  content text NOT NULL,
  from_date date,
  to_date date,
  is_active boolean NOT NULL DEFAULT true
);

INSERT INTO sales_rule (rule_id, code, label, simple_action, discount_amount, min_subtotal, free_shipping, is_active, use_auto_generation) VALUES
  (20, 'BIRTHDAY-30', 'Birthday: 30% off', 'by_percent', 30, 0, false, true, true),
  (21, 'REFERRAL-15', 'Welcome friend: 15% off', 'by_percent', 15, 0, false, true, true);

INSERT INTO sales_rule (rule_id, code, label, simple_action, discount_amount, min_subtotal, free_shipping, is_active, from_date, to_date) VALUES
  (22, 'SPRING', 'Spring: 15% off', 'by_percent', 15, 0, false, true, '2026-01-01', '2099-12-31'),
  (23, 'WINTER24', 'Winter 2024: 20% off', 'by_percent', 20, 0, false, true, '2024-12-01', '2025-02-28');

INSERT INTO promotion (promo_code, rule_id, title, content, from_date, to_date) VALUES
  ('SPRING', 22, 'Spring renewal: 15% off everything',
   '<p>Wake your skin up after winter: 15% off the whole range, cleansers to night creams.</p><p>The code is added to your bag for you.</p>',
   '2026-01-01', '2099-12-31'),
  ('WINTER24', 23, 'Winter care: 20% off',
   '<p>Rich creams for cold days.</p>', '2024-12-01', '2025-02-28');
