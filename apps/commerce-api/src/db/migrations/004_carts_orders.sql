-- Carts (quotes), price rules, gift card accounts, reward points, free-gift thresholds and orders.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL. Cart and order rows keep product ids and
-- SKUs without foreign keys: the catalogue seed may be replaced while carts and orders stay.

CREATE TABLE quote (
  quote_id serial PRIMARY KEY,
  -- The 32-character id clients use (Magento's masked quote id).
  masked_id text NOT NULL UNIQUE CHECK (length(masked_id) = 32),
  store_id integer NOT NULL,
  currency text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  -- sha256 of the bearer token that created the cart; null for guest carts.
  owner_hash text,
  email text,
  coupon_code text,
  use_reward_points boolean NOT NULL DEFAULT false,
  shipping_address jsonb,
  billing_address jsonb,
  -- carrier_code/method_code, e.g. flatrate/flatrate
  shipping_method text,
  payment_method text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE quote_item (
  item_id serial PRIMARY KEY,
  quote_id integer NOT NULL REFERENCES quote(quote_id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  sku text NOT NULL,
  -- Configurable parent of a variant line.
  parent_product_id integer,
  qty double precision NOT NULL CHECK (qty > 0),
  -- Shopper-chosen price of a custom-price product, or the chosen gift card amount.
  custom_price double precision,
  -- Selected/entered options (configurable values, gift card sender/recipient).
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_free_gift boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_item_quote_idx ON quote_item (quote_id, item_id);

CREATE TABLE sales_rule (
  rule_id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  label text NOT NULL,
  -- by_percent: percent of the discountable subtotal; cart_fixed: amount off the cart.
  simple_action text NOT NULL CHECK (simple_action IN ('by_percent', 'cart_fixed', 'none')),
  discount_amount double precision NOT NULL DEFAULT 0,
  min_subtotal double precision NOT NULL DEFAULT 0,
  free_shipping boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE quote_gift_card (
  quote_id integer NOT NULL REFERENCES quote(quote_id) ON DELETE CASCADE,
  code text NOT NULL,
  PRIMARY KEY (quote_id, code)
);

CREATE TABLE giftcard_account (
  code text PRIMARY KEY,
  balance double precision NOT NULL CHECK (balance >= 0),
  currency text NOT NULL,
  expiration_date date,
  is_active boolean NOT NULL DEFAULT true
);

-- Loyalty points by customer e-mail (1 point redeems 0.01 of the cart currency).
CREATE TABLE reward_points_account (
  email text PRIMARY KEY,
  points integer NOT NULL CHECK (points >= 0)
);

-- Gift progress stages per currency; gift stages name the free gift added when reached.
CREATE TABLE gift_threshold (
  stage text NOT NULL CHECK (stage IN ('FREE_SHIPPING', 'SMALL_GIFT', 'LARGE_GIFT', 'EXTRA_GIFT')),
  currency text NOT NULL,
  amount double precision NOT NULL,
  gift_sku text,
  label text NOT NULL,
  PRIMARY KEY (stage, currency)
);

CREATE SEQUENCE sales_order_number_seq START 1;

CREATE TABLE sales_order (
  entity_id serial PRIMARY KEY,
  increment_id text NOT NULL UNIQUE,
  -- One order per cart: placing the same cart again returns this order (idempotent placeOrder).
  quote_id integer NOT NULL UNIQUE REFERENCES quote(quote_id),
  masked_quote_id text NOT NULL,
  store_id integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  email text NOT NULL,
  shipping_address jsonb,
  billing_address jsonb NOT NULL,
  shipping_method text,
  shipping_description text,
  payment_method text NOT NULL,
  payment_title text NOT NULL,
  payment_reference text,
  coupon_code text,
  subtotal double precision NOT NULL,
  subtotal_excl_tax double precision NOT NULL,
  discount_amount double precision NOT NULL,
  shipping_amount double precision NOT NULL,
  tax_amount double precision NOT NULL,
  gift_cards_amount double precision NOT NULL,
  reward_points_used integer NOT NULL DEFAULT 0,
  reward_points_amount double precision NOT NULL DEFAULT 0,
  reward_points_earned integer NOT NULL DEFAULT 0,
  grand_total double precision NOT NULL,
  -- Full totals breakdown (applied taxes, discounts, gift cards) as shown at placement.
  totals jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sales_order_item (
  item_id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  parent_product_id integer,
  sku text NOT NULL,
  name text NOT NULL,
  qty double precision NOT NULL,
  price double precision NOT NULL,
  row_total double precision NOT NULL,
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_free_gift boolean NOT NULL DEFAULT false
);
CREATE INDEX sales_order_item_order_idx ON sales_order_item (order_id);

INSERT INTO sales_rule (rule_id, code, label, simple_action, discount_amount, min_subtotal, free_shipping, is_active) VALUES
  (1, 'WELCOME10', '10% off your order', 'by_percent', 10, 0, false, true),
  (2, 'SAVE5', '5 off orders over 30', 'cart_fixed', 5, 30, false, true),
  (3, 'BIG20', '20% off orders over 100', 'by_percent', 20, 100, false, true),
  (4, 'FREESHIP', 'Free shipping', 'none', 0, 0, true, true),
  (5, 'EXPIRED15', '15% off (ended)', 'by_percent', 15, 0, false, false);

INSERT INTO giftcard_account (code, balance, currency, expiration_date, is_active) VALUES
  ('GIFT-050-EUR', 50, 'EUR', NULL, true),
  ('GIFT-020-EUR', 20, 'EUR', NULL, true),
  ('GIFT-500-EUR', 500, 'EUR', NULL, true),
  ('GIFT-100-AUD', 100, 'AUD', NULL, true),
  ('GIFT-EMPTY', 0, 'EUR', NULL, true),
  ('GIFT-EXPIRED', 30, 'EUR', '2020-01-01', true);

INSERT INTO reward_points_account (email, points) VALUES
  ('loyal@example.com', 1500),
  ('rich@example.com', 100000);

INSERT INTO gift_threshold (stage, currency, amount, gift_sku, label) VALUES
  ('FREE_SHIPPING', 'EUR', 50, NULL, 'Free shipping'),
  ('SMALL_GIFT', 'EUR', 75, 'AB-GWP-S', 'Free mini cleanser'),
  ('LARGE_GIFT', 'EUR', 120, 'AB-GWP-L', 'Free cosmetic pouch'),
  ('EXTRA_GIFT', 'EUR', 180, 'AB-GWP-X', 'Free travel kit'),
  ('FREE_SHIPPING', 'AUD', 80, NULL, 'Free shipping'),
  ('SMALL_GIFT', 'AUD', 120, 'AB-GWP-S', 'Free mini cleanser'),
  ('LARGE_GIFT', 'AUD', 190, 'AB-GWP-L', 'Free cosmetic pouch'),
  ('EXTRA_GIFT', 'AUD', 290, 'AB-GWP-X', 'Free travel kit');
