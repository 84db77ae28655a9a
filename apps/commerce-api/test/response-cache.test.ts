import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { isCacheableQuery } from '../src/server/response-cache.js';
import { startApi, type TestApi } from './helpers.js';

/** The tables migration 016 leaves without the data-version trigger: a shopper's own records. */
const TRANSACTIONAL = [
  'schema_migrations',
  'seed_meta',
  'quote',
  'quote_item',
  'quote_gift_card',
  'sales_order',
  'sales_order_item',
  'giftcard_account',
  'reward_points_account',
  'newsletter_subscriber',
  'contact_request',
  'business_inquiry',
  'email_outbox',
  'product_alert_stock',
  'product_quiz_submission',
  'customer',
  'customer_address',
  'customer_token',
  'customer_password_reset',
  'customer_signin_failure',
  'lookup_failure',
  'wishlist',
  'wishlist_item',
];

describe('which queries are cacheable', () => {
  it('takes queries that read only catalogue, CMS and store fields', () => {
    expect(isCacheableQuery('{ storeConfig { store_code } products(search: "x") { total_count } }')).toBe(
      true,
    );
    expect(
      isCacheableQuery(
        'query A { cmsPage(identifier: "home") { title } } query B { cart(cart_id: "x") { id } }',
        'A',
      ),
    ).toBe(true);
    expect(
      isCacheableQuery('query Q { ...F } fragment F on Query { scandiwebMenu(identifier: "m") { title } }'),
    ).toBe(true);
  });
  it('refuses carts, customers, stock look-ups, mutations, mixes and what does not parse', () => {
    expect(isCacheableQuery('{ cart(cart_id: "x") { id } }')).toBe(false);
    expect(isCacheableQuery('{ customer { email } }')).toBe(false);
    expect(isCacheableQuery('{ availableProductQty(sku: "x") }')).toBe(false);
    expect(isCacheableQuery('{ storeConfig { store_code } customerCart { id } }')).toBe(false);
    expect(isCacheableQuery('mutation { createEmptyCart }')).toBe(false);
    expect(isCacheableQuery('query A { storeConfig { store_code } } query B { storeConfig { id } }')).toBe(
      false,
    );
    expect(isCacheableQuery('query Q { ...F } fragment F on Query { cart(cart_id: "x") { id } }')).toBe(
      false,
    );
    expect(isCacheableQuery('{ storeConfig { ')).toBe(false);
  });
});

describe('the data version (migration 016)', () => {
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

  it('is moved by every table but a shopper’s own, and each table is in one list', async () => {
    const tables = (
      await db.query<{ tablename: string }>(
        'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
      )
    ).map((r) => r.tablename);
    const triggered = new Set(
      (
        await db.query<{ table: string }>(
          "SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = 'shop_data_version'",
        )
      ).map((r) => r.table),
    );
    // A new table must be given the trigger (catalogue, CMS …) or be added to TRANSACTIONAL here
    // and in the migration that creates it.
    const neither = tables.filter((t) => !triggered.has(t) && !TRANSACTIONAL.includes(t));
    expect(neither).toEqual([]);
    expect(tables.filter((t) => triggered.has(t) && TRANSACTIONAL.includes(t))).toEqual([]);
    for (const t of [
      'product',
      'product_price',
      'category',
      'cms_page',
      'cms_block',
      'menu_item',
      'store',
      'review',
      'amblog_comment',
      'core_config_data',
      'salesrule_label',
      'configurable_attribute_label',
    ])
      expect(triggered.has(t), t).toBe(true);
  });

  it('moves with a catalogue write and not with a cart write', async () => {
    const start = await version();
    await db.query('UPDATE quote SET updated_at = now() WHERE false');
    expect(await version()).toBe(start);
    await db.query('UPDATE product SET qty = qty WHERE false');
    expect(await version()).not.toBe(start);
  });
});

describe('cached catalogue answers (GET)', () => {
  let t: TestApi;
  let statements = 0;
  beforeAll(async () => {
    // The data version's own poll (once a second, whenever one falls due) is not the query's work.
    t = await startApi(undefined, {
      onQuery: (sql) => {
        if (!sql.includes('shop_data_version')) statements++;
      },
    });
  }, 180_000);
  afterAll(() => t.cleanup());

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.api.fetch(
      new Request(`http://shop.test/graphql?${new URLSearchParams({ query })}`, {
        headers: { store: 'en', ...headers },
      }),
    );

  it('answers a guest catalogue query from the cache, with shared-cache headers', async () => {
    const q = '{ storeConfig { store_code locale } }';
    const first = await get(q);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-shop-cache')).toBeNull();
    expect(first.headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(first.headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
    const second = await get(q);
    expect(second.headers.get('x-shop-cache')).toBe('hit');
    expect(await second.json()).toEqual(await first.json());
    // Another store view is another entry.
    const de = await get(q, { store: 'de' });
    expect(de.headers.get('x-shop-cache')).toBeNull();
    expect(((await de.json()) as { data: { storeConfig: { locale: string } } }).data.storeConfig.locale).toBe(
      'de_DE',
    );
  });

  it('runs a query once for identical requests that miss at the same moment', async () => {
    const listing = (size: number) =>
      `{ products(search: "cream", pageSize: ${size}) { total_count items { sku } aggregations { attribute_code } } }`;
    await get(listing(1)); // the per-store metadata (category tree, filter attributes) loaded
    statements = 0;
    await get(listing(2));
    const once = statements;
    expect(once).toBeGreaterThan(0);
    statements = 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(listing(3))));
    expect(statements).toBe(once);
    expect(answers.filter((a) => a.headers.get('x-shop-cache') === 'hit')).toHaveLength(4);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it('never caches carts, signed-in requests, POSTs or answers with errors', async () => {
    for (let i = 0; i < 2; i++) {
      const cart = await get('{ cart(cart_id: "0123456789abcdef0123456789abcdef") { id } }');
      expect(cart.headers.get('cache-control')).toBe('no-store');
      expect(cart.headers.get('x-shop-cache')).toBeNull();
      const signedIn = await get('{ storeConfig { store_code } }', { authorization: 'Bearer not-a-token' });
      expect(signedIn.headers.get('cache-control')).toBe('no-store');
      expect(signedIn.headers.get('x-shop-cache')).toBeNull();
      const missing = await get('{ cmsPage(identifier: "no-such-page") { title } }');
      expect(missing.headers.get('cache-control')).toBe('no-store');
      expect(missing.headers.get('x-shop-cache')).toBeNull();
      const posted = await t.gql('{ storeConfig { store_code } }', {}, 'en');
      expect(posted.headers.get('cache-control')).toBe('no-store');
      expect(posted.headers.get('x-shop-cache')).toBeNull();
    }
  });

  it('misses after a write that changes what guests see, at once', async () => {
    const q = '{ products(filter: { sku: { eq: "AB-MA-001" } }) { items { sku review_count } } }';
    await get(q);
    expect((await get(q)).headers.get('x-shop-cache')).toBe('hit');
    const before = await t.api.dataVersion();
    // A cart write changes nothing a guest sees: the cache stays.
    await t.gql('mutation { createEmptyCart }', {}, 'en');
    expect(await t.api.dataVersion()).toBe(before);
    expect((await get(q)).headers.get('x-shop-cache')).toBe('hit');
    const meta = await t.gql<{
      productReviewRatingsMetadata: { items: { id: string; values: { value_id: string }[] }[] };
    }>('{ productReviewRatingsMetadata { items { id values { value_id } } } }');
    const rating = meta.body.data!.productReviewRatingsMetadata.items[0]!;
    const review = await t.gql(
      'mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { nickname } } }',
      {
        input: {
          sku: 'AB-MA-001',
          nickname: 'Cache',
          summary: 'Fresh',
          text: 'Seen at once',
          ratings: [{ id: rating.id, value_id: rating.values[4]!.value_id }],
        },
      },
      'en',
    );
    expect(review.body.errors).toBeUndefined();
    expect(await t.api.dataVersion()).not.toBe(before);
    expect((await get(q)).headers.get('x-shop-cache')).toBeNull();
  });
});
