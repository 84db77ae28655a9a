import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStatementTimeout, openDb } from '../src/db/client.js';
import { INPUT_MESSAGES } from '../src/server/input-limits.js';
import { STATEMENT_TIMEOUT_MESSAGE } from '../src/server/yoga.js';
import { startApi, type TestApi } from './helpers.js';

/** No request may hold the process or the database long enough to starve other shoppers. */

let slowCms = false;
let t: TestApi;
beforeAll(async () => {
  t = await startApi(undefined, {
    // Stands in for a statement the database cancelled (SQLSTATE 57014) to see what the shopper gets.
    onQuery: (sql) => {
      if (slowCms && sql.includes('cms_block'))
        throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    },
  });
});
afterAll(async () => t?.cleanup());

const SEARCH = 'query($s: String) { products(search: $s) { total_count } }';
const SMALL = '{ storeConfig { store_code } }';

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

describe('fairness', () => {
  it('a 1 MB or 3 MB search string is refused at once and does not delay a small request by 100 ms', async () => {
    await t.gql(SMALL);
    const baseline = Math.min(
      ...(await Promise.all([1, 2, 3].map(() => timed(() => t.gql(SMALL))))).map((r) => r.ms),
    );
    for (const size of [1, 3]) {
      const huge = JSON.stringify({ query: SEARCH, variables: { s: 'a'.repeat(size * 1024 * 1024) } });
      const [big, small] = await Promise.all([
        timed(() =>
          t.api.fetch(
            new Request('http://shop.test/graphql', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: huge,
            }),
          ),
        ),
        timed(() => t.gql(SMALL)),
      ]);
      expect(big.value.status, `${size} MB`).toBe(413);
      expect(big.ms, `${size} MB answered in`).toBeLessThan(1000);
      expect(small.value.body.errors).toBeUndefined();
      expect(small.ms - baseline, `small request beside ${size} MB`).toBeLessThan(100);
    }
  });

  it('a search string just under the body limit is refused before the database sees it', async () => {
    const [long, small] = await Promise.all([
      timed(() => t.gql(SEARCH, { s: 'cream '.repeat(40_000) })),
      timed(() => t.gql(SMALL)),
    ]);
    expect(long.value.status).toBe(200);
    expect(long.value.body.errors?.[0]?.message).toBe(INPUT_MESSAGES.stringTooLong('"s"', 10_000));
    expect(long.ms).toBeLessThan(1000);
    expect(small.value.body.errors).toBeUndefined();
  });

  it('a statement the database cancels is a clear error for that shopper, not "Internal server error"', async () => {
    slowCms = true;
    const r = await t.gql('{ cmsBlocks(identifiers: ["footer"]) { items { identifier } } }');
    slowCms = false;
    expect(r.status).toBe(200);
    expect(r.body.errors?.[0]).toMatchObject({
      message: STATEMENT_TIMEOUT_MESSAGE,
      extensions: { category: 'graphql-timeout' },
    });
    const after = await t.gql(SMALL);
    expect(after.body.errors).toBeUndefined();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('statement timeout (PostgreSQL)', () => {
  it('cancels a long statement and keeps serving; migrations and seeding lift it', async () => {
    const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: '', statementTimeoutMs: 200 });
    try {
      const started = performance.now();
      const error = await db.query('SELECT pg_sleep(3)').catch((e: unknown) => e);
      expect(isStatementTimeout(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await db.transaction(async (tx) => {
        await tx.query('SET LOCAL statement_timeout = 0');
        await tx.query('SELECT pg_sleep(0.4)');
      });
    } finally {
      await db.close();
    }
  });
});
