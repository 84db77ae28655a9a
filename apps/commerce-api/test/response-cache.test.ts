import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client.js';
import { DataVersion } from '../src/server/data-version.js';
import {
  CACHEABLE_ROOT_FIELDS,
  createResponseCache,
  isCacheableQuery,
  PRIVATE_ROOT_FIELDS,
} from '../src/server/response-cache.js';
import { buildSchema } from '../src/server/schema.js';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

describe('the answer cache’s field lists', () => {
  it('name every root query field of the schema once: cacheable or a shopper’s own', () => {
    const fields = Object.keys(buildSchema().getQueryType()!.getFields());
    // A new query field: decide whether its answer is the same for every guest of a store view
    // (CACHEABLE_ROOT_FIELDS) or not (PRIVATE_ROOT_FIELDS), in src/server/response-cache.ts.
    expect(fields.filter((f) => !CACHEABLE_ROOT_FIELDS.has(f) && !PRIVATE_ROOT_FIELDS.has(f))).toEqual([]);
    expect([...CACHEABLE_ROOT_FIELDS].filter((f) => PRIVATE_ROOT_FIELDS.has(f))).toEqual([]);
    for (const own of [
      'cart',
      'customer',
      'customerPaymentTokens',
      'guestOrder',
      'giftCardAccount',
      'sharedWishlist',
    ])
      expect(PRIVATE_ROOT_FIELDS.has(own), own).toBe(true);
  });
});

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

  it('never keeps or shares what a signed-in customer asks, and a guest never gets it', async () => {
    const token = await signUp(t, 'cache-private@example.com', { firstname: 'Cachette' });
    for (const headers of [bearer(token), { 'x-authorization': `Bearer ${token}` }]) {
      for (let i = 0; i < 2; i++) {
        const own = await get('{ customer { email firstname } }', headers);
        expect(((await own.json()) as { data: { customer: { email: string } } }).data.customer.email).toBe(
          'cache-private@example.com',
        );
        expect(own.headers.get('cache-control')).toBe('no-store');
        expect(own.headers.get('x-shop-cache')).toBeNull();
        // Even a catalogue query is answered per request when it comes with a token.
        const shared = await get('{ storeConfig { store_code } }', headers);
        expect(shared.headers.get('cache-control')).toBe('no-store');
        expect(shared.headers.get('x-shop-cache')).toBeNull();
      }
    }
    const guest = await get('{ customer { email firstname } }');
    expect(guest.headers.get('cache-control')).toBe('no-store');
    expect(await guest.text()).not.toContain('cache-private@example.com');
  });

  it('keeps promotion landing pages for guests', async () => {
    const q = '{ promoPage(promoCode: "SPRING") { promo_code title is_valid } }';
    const first = await get(q);
    expect(
      ((await first.json()) as { data: { promoPage: { promo_code: string } } }).data.promoPage.promo_code,
    ).toBe('SPRING');
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    expect((await get(q)).headers.get('x-shop-cache')).toBe('hit');
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

describe('an answer that sets a cookie', () => {
  it('is neither kept nor shared', async () => {
    let runs = 0;
    const db: Queryable = { query: <T>() => Promise.resolve([{ v: '1' }] as T[]) };
    const cache = createResponseCache({
      version: new DataVersion(db),
      enabled: true,
      maxEntries: 10,
      maxBytes: 1_000_000,
      ttlMs: 60_000,
      sharedMaxAge: 60,
      staleWhileRevalidate: 300,
    });
    // A plugin before the cache that sets a cookie on one kind of answer (as a session handler might).
    const cookie: Plugin = {
      onResponse({ request, response }) {
        if (new URL(request.url).searchParams.get('query')?.includes('cmsPage'))
          response.headers.append('Set-Cookie', 'seen=1; HttpOnly');
      },
    };
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { storeConfig: String, cmsPage: String }',
        resolvers: { Query: { storeConfig: () => `run ${++runs}`, cmsPage: () => `run ${++runs}` } },
      }),
      plugins: [cookie, cache.plugin],
    });
    const get = (query: string) => yoga.fetch(`http://shop.test/graphql?${new URLSearchParams({ query })}`);
    for (let i = 0; i < 2; i++) {
      const answer = await get('{ cmsPage }');
      expect(answer.headers.get('set-cookie')).toContain('seen=1');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-shop-cache')).toBeNull();
    }
    expect(cache.size).toBe(0);
    await get('{ storeConfig }');
    const kept = await get('{ storeConfig }');
    expect(kept.headers.get('x-shop-cache')).toBe('hit');
    expect(cache.size).toBe(1);
    expect(runs).toBe(3);
  });
});
