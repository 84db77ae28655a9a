import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { DataVersion } from '../src/server/data-version.js';

/**
 * Every table, in one of two classes (migration 022). A new table must be put in one of them
 * here, and a migration must give it the trigger or not: this test fails until both agree.
 */

/** Rows a guest's page or a catalogue answer shows: a write moves the data version. */
const GUEST_VISIBLE = [
  // catalogue: products, prices, stock, options, media, links, labels, categories, URLs
  'catalog_attribute',
  'catalog_attribute_label',
  'catalog_attribute_option',
  'catalog_attribute_option_label',
  'category',
  'category_product',
  'category_store',
  'configurable_attribute',
  'configurable_attribute_label',
  'configurable_attribute_option',
  'media_asset',
  'product',
  'product_attribute_option',
  'product_label',
  'product_label_product',
  'product_link',
  'product_media',
  'product_price',
  'product_store',
  'product_super_attribute',
  'product_super_link',
  'url_rewrite',
  'giftcard_amount',
  // reviews (published ones show on product pages) and their rating scales
  'rating',
  'rating_option',
  'review',
  'review_vote',
  // CMS, menus, store views and their configuration texts
  'cms_block',
  'cms_page',
  'menu',
  'menu_item',
  'store',
  'store_group',
  'core_config_data',
  // promotions: cart rules' labels and thresholds shown to guests, promo landing pages
  'sales_rule',
  'salesrule_label',
  'gift_threshold',
  'promotion',
  'promotion_store',
  // journal (approved comments are public)
  'amblog_author',
  'amblog_author_store',
  'amblog_category',
  'amblog_category_store',
  'amblog_comment',
  'amblog_post',
  'amblog_post_category',
  'amblog_post_store',
  'amblog_post_tag',
  'amblog_tag',
  'amblog_tag_store',
  // product finder quiz
  'product_quiz',
  'product_quiz_answer',
  'product_quiz_answer_store',
  'product_quiz_product',
  'product_quiz_question',
  'product_quiz_question_store',
  'product_quiz_rule',
  'product_quiz_store',
  // tracking blacklist (issue 15, migration 024: the same list for every guest, a cacheable answer)
  'tracking_blacklist',
];

/** A shopper's own, transactional records (and bookkeeping): a write never moves the version. */
const SHOPPER_OWN = [
  'schema_migrations',
  'seed_meta',
  // carts and orders
  'quote',
  'quote_item',
  'quote_gift_card',
  'sales_order',
  'sales_order_item',
  // accounts, sessions and sign-in
  'customer',
  'customer_address',
  'customer_token',
  'customer_password_reset',
  'customer_signin_failure',
  'customer_pro_application',
  'customer_social_identity',
  'social_login_request',
  // money and rewards that belong to one shopper
  'giftcard_account',
  'vault_payment_token',
  'reward_points_account',
  'reward_points_history',
  'salesrule_coupon',
  'referral',
  // messages, subscriptions and forms
  'newsletter_subscriber',
  'customer_communication',
  'contact_request',
  'business_inquiry',
  'email_outbox',
  'product_alert_stock',
  'product_quiz_submission',
  // wish lists
  'wishlist',
  'wishlist_item',
  // server-side tracking events (issue 15, migration 023: created after 022, so no trigger)
  'tracking_event',
  // affiliate network events (issue 15, migration 024)
  'affiliate_event',
  // recorded sessions (issue 15, session recording's allowance; no customer data, no trigger)
  'session_recording',
  // throttles
  'lookup_failure',
  'rate_limit_hit',
];

describe('the data version (migration 022)', () => {
  let db: Db;
  const version = async () =>
    (
      await db.query<{ v: string }>(
        'SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS v FROM shop_data_version',
      )
    )[0]!.v;

  const url = process.env.DATABASE_URL;
  const schema = `data_version_${process.pid}`;

  beforeAll(async () => {
    if (url) {
      db = await openDb({ databaseUrl: url, dataDir: '', schema });
      await migrate(db, () => undefined);
    } else {
      // The run's migrated and seeded dump (test/global-setup.ts): no migrating again here.
      db = await openDb({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(inject('seedDump'))]) });
    }
  }, 180_000);
  afterAll(async () => {
    if (url) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  it('classifies every table once', () => {
    const both = GUEST_VISIBLE.filter((t) => SHOPPER_OWN.includes(t));
    expect(both).toEqual([]);
    expect(new Set([...GUEST_VISIBLE, ...SHOPPER_OWN]).size).toBe(GUEST_VISIBLE.length + SHOPPER_OWN.length);
  });

  it('is moved by exactly the guest-visible tables, and every table is classified', async () => {
    const tables = (
      await db.query<{ tablename: string }>(
        'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
      )
    ).map((r) => r.tablename);
    const triggered = (
      await db.query<{ table: string }>(
        `SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE t.tgname = 'shop_data_version' AND c.relnamespace = current_schema()::regnamespace
          ORDER BY c.relname`,
      )
    ).map((r) => r.table);
    // A table in neither list: decide whether a guest's page or a catalogue answer shows its rows,
    // add it to GUEST_VISIBLE or SHOPPER_OWN here, and give it the trigger (or not) in a migration.
    expect(tables.filter((t) => !GUEST_VISIBLE.includes(t) && !SHOPPER_OWN.includes(t))).toEqual([]);
    // A listed table that no longer exists: take it out of its list.
    expect([...GUEST_VISIBLE, ...SHOPPER_OWN].filter((t) => !tables.includes(t))).toEqual([]);
    expect(triggered).toEqual([...GUEST_VISIBLE].sort());
  });

  it('moves with a catalogue, CMS or promotion write and not with a shopper’s own', async () => {
    let start = await version();
    for (const statement of [
      'UPDATE quote SET is_active = is_active WHERE false',
      "DELETE FROM rate_limit_hit WHERE bucket = 'none'",
      'UPDATE vault_payment_token SET is_active = is_active WHERE false',
      'UPDATE reward_points_history SET points_delta = points_delta WHERE false',
      'UPDATE referral SET status = status WHERE false',
      'UPDATE salesrule_coupon SET times_used = times_used WHERE false',
      'UPDATE customer_communication SET email_enabled = email_enabled WHERE false',
      'UPDATE newsletter_subscriber SET status = status WHERE false',
      'UPDATE customer_social_identity SET last_login_at = now() WHERE false',
      'UPDATE customer_pro_application SET status = status WHERE false',
    ]) {
      await db.query(statement);
      expect(await version(), statement).toBe(start);
    }
    for (const statement of [
      'UPDATE product SET qty = qty WHERE false',
      'UPDATE cms_block SET content = content WHERE false',
      'UPDATE promotion SET title = title WHERE false',
      'UPDATE sales_rule SET label = label WHERE false',
      'UPDATE core_config_data SET value = value WHERE false',
    ]) {
      await db.query(statement);
      const now = await version();
      expect(now, statement).not.toBe(start);
      start = now;
    }
  });

  it('is taken in at once after a write outside GraphQL (an admin command), and only if it moved', async () => {
    const tracked = new DataVersion(db, 60_000);
    await tracked.current();
    const start = tracked.value();
    await tracked.around(() => db.query('UPDATE quote SET is_active = is_active WHERE false'));
    expect(tracked.value()).toBe(start);
    await tracked.around(() => db.query('UPDATE product SET qty = qty WHERE false'));
    expect(tracked.value()).not.toBe(start);
  });

  it('moves again after a write that a poll saw half-way, from the version it knew before the write', async () => {
    const tracked = new DataVersion(db, 0);
    await tracked.current();
    // A mutation starts from what the process knows, without a read of its own (issue 18) ...
    const before = tracked.known();
    const untouched = tracked.value();
    await tracked.afterWrite(before);
    expect(tracked.value()).toBe(untouched);
    // ... its trigger moves the sequence, and a poll takes the new number in before its commit ...
    await db.query('UPDATE product SET qty = qty WHERE false');
    await tracked.current();
    const polled = tracked.value();
    expect(polled).not.toBe(untouched);
    // ... so answers cached under that number may hold the old rows: the write moves it once more.
    await tracked.afterWrite(before);
    expect(tracked.value()).not.toBe(polled);
  });
});
