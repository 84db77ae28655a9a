-- Issue 18: one number that moves whenever data a shopper sees without signing in changes —
-- catalogue, prices, stock, CMS, menus, stores, store texts and labels, blog, quizzes, reviews,
-- promotions and their landing pages. The API's answer cache and the storefront's page cache key
-- on it (src/server/data-version.ts), so a change is visible at once in this process and within a
-- second in others (they poll it).
--
-- A sequence, not a counter row: nextval never waits for another transaction, so concurrent
-- orders (which update stock) do not queue on it. A rolled-back write still moves it — harmless,
-- a cache refill.
--
-- Every table gets the statement trigger except the shopper's own, transactional ones, whose
-- writes change no page: carts and orders, accounts and their tokens, addresses, resets and
-- sign-in failures, wish lists, gift card balances, reward points and their history, personal
-- coupons, referrals, PRO applications, social identities and started social sign-ins, newsletter
-- subscriptions and communications, saved payment tokens, messages and forms, stock alerts, quiz
-- answers, throttles (lookup_failure, rate_limit_hit). Numbered after the promotion texts (021)
-- so every table this session added is covered; a trigger an earlier run of this change left is
-- replaced (DROP … IF EXISTS), and none stays on an excluded table. A table created later is
-- covered only by a new migration: test/data-version.test.ts lists both classes and fails for a
-- table that is in neither, or whose trigger does not match its class.
CREATE SEQUENCE IF NOT EXISTS shop_data_version;

CREATE OR REPLACE FUNCTION bump_shop_data_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('shop_data_version'); RETURN NULL; END $$;

DO $$ DECLARE t text; BEGIN FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP EXECUTE format('DROP TRIGGER IF EXISTS shop_data_version ON %I', t); END LOOP; FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> ALL (ARRAY['schema_migrations', 'seed_meta', 'quote', 'quote_item', 'quote_gift_card', 'sales_order', 'sales_order_item', 'giftcard_account', 'reward_points_account', 'reward_points_history', 'salesrule_coupon', 'referral', 'newsletter_subscriber', 'customer_communication', 'contact_request', 'business_inquiry', 'email_outbox', 'product_alert_stock', 'product_quiz_submission', 'customer', 'customer_address', 'customer_token', 'customer_password_reset', 'customer_signin_failure', 'customer_pro_application', 'customer_social_identity', 'social_login_request', 'vault_payment_token', 'lookup_failure', 'rate_limit_hit', 'wishlist', 'wishlist_item']) LOOP EXECUTE format('CREATE TRIGGER shop_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_shop_data_version()', t); END LOOP; END $$;
