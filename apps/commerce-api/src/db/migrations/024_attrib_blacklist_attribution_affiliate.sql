-- Issue 15 (branch attrib): spec §5 tracking blacklist, §3/§4 attribution record, §7 affiliate.
--
-- tracking_blacklist: spec §3 "Blacklist data: skus, urls", read by getBlacklistData and managed
-- with `npm run admin -- blacklist …`. Every guest's storefront reads the same list (a cacheable
-- answer), so a change moves the data version (the trigger of migration 022).
CREATE TABLE tracking_blacklist (
  entry_id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('sku', 'url')),
  value text NOT NULL CHECK (length(value) BETWEEN 1 AND 255),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, value)
);
CREATE TRIGGER shop_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tracking_blacklist
  FOR EACH STATEMENT EXECUTE FUNCTION bump_shop_data_version();

-- Spec §3 "Attribution record: referrer, utmSource, utmMedium, utmCampaign, utmTerm, utmContent,
-- timestamp", saved to the cart by gtmSaveAttribution (spec §7) and carried to the order placed
-- from that cart (copied when the order row is written, so every way of placing an order keeps it).
ALTER TABLE quote ADD COLUMN attribution jsonb;
ALTER TABLE sales_order ADD COLUMN attribution jsonb;
CREATE OR REPLACE FUNCTION sales_order_attribution() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.attribution IS NULL THEN SELECT q.attribution INTO NEW.attribution FROM quote q WHERE q.quote_id = NEW.quote_id; END IF; RETURN NEW; END $$;
CREATE TRIGGER sales_order_attribution BEFORE INSERT ON sales_order
  FOR EACH ROW EXECUTE FUNCTION sales_order_attribution();

-- Spec §7 affiliate network (Awin): awinCookie, awinCommissionGroup and awinPurchase events,
-- recorded server side as the fb*/tikTok* ones are in tracking_event. Money is numeric with 2
-- decimals ("revenue 2 decimals"), never a float. Only what the affiliate needs: the click id
-- (awc), the channel, the order number and its amounts — no customer data.
CREATE TABLE affiliate_event (
  event_id text PRIMARY KEY,
  event_name text NOT NULL CHECK (event_name IN ('cookie', 'commission_group', 'purchase')),
  store_id integer NOT NULL,
  advertiser_id text,
  awc text,
  channel text,
  order_number text,
  revenue numeric(12, 2),
  currency text,
  voucher text,
  commission_group text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX affiliate_event_created_idx ON affiliate_event (created_at);
