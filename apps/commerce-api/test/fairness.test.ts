import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStatementTimeout, openDb } from '../src/db/client.js';
import { withWritePriority } from '../src/db/priority.js';
import { INPUT_MESSAGES } from '../src/server/input-limits.js';
import { DATABASE_UNAVAILABLE_MESSAGE, STATEMENT_TIMEOUT_MESSAGE } from '../src/server/yoga.js';
import { startApi, type TestApi } from './helpers.js';

/** No request may hold the process or the database long enough to starve other shoppers. */

let slowCms = false;
let t: TestApi;
beforeAll(async () => {
  t = await startApi(undefined, {
    // The heavy statement below must not meet the timeout on a busy machine (tested on its own below).
    statementTimeoutMs: 60_000,
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

describe('the database never holds the server', () => {
  it('a request that never touches the database answers in under 100 ms while searches and a heavy query run', async () => {
    // Searches keep the database busy with little for this thread to do with their small answers:
    // the probes measure what the database costs the event loop, not the pages' own rendering work.
    const PAGE = `query($s: String) { products(search: $s, pageSize: 2) { total_count items { sku } } }`;
    // A statement that keeps the database busy for a while (~0.5 s on PGlite), beside page queries.
    const heavy = t.api.db.query('SELECT count(*) FROM generate_series(1, 1500000) a');
    let done = false;
    const load = Promise.all(
      [0, 1, 2, 3].map(async (client) => {
        for (let i = 0; i < 6; i++) {
          const r = await t.gql(PAGE, { s: ['cream', 'serum', 'oil', 'mask'][(client + i) % 4] });
          expect(r.body.errors).toBeUndefined();
        }
      }),
    ).finally(() => (done = true));
    let heavyDone = false;
    void heavy.finally(() => (heavyDone = true));
    const probes: number[] = [];
    let duringHeavy = 0;
    while (!done || probes.length < 5) {
      // Answering `{ __typename }` needs no I/O: without this turn of the event loop the probes
      // would starve the load's database replies of their turn.
      await new Promise((resolve) => setImmediate(resolve));
      const { ms, value } = await timed(() => t.gql('{ __typename }'));
      expect(value.body.data).toEqual({ __typename: 'Query' });
      probes.push(ms);
      if (!heavyDone) duringHeavy++;
    }
    await Promise.all([load, heavy]);
    // With the database on the main thread every probe waited for the heavy statement and for the
    // searches' statements (the probe during the heavy one took as long as it). Nine in ten under
    // 100 ms leaves room for a CI machine shared with other jobs (the 60 s run in BENCHMARKS.md
    // measures the tail over HTTP).
    const sorted = [...probes].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.floor(sorted.length * q)] ?? Infinity;
    const shown = `probes: ${probes.map(Math.round).join(', ')} ms`;
    expect(at(0.5), shown).toBeLessThan(25);
    expect(at(0.9), shown).toBeLessThan(100);
    expect(duringHeavy, 'probes answered while the heavy statement ran').toBeGreaterThan(3);
  });

  it('a write overtakes the reads queued before it', async () => {
    // Both lanes as a running shop has them: connections made (on PostgreSQL a new one costs a
    // TCP and SCRAM handshake, on a loaded CI machine longer than a read's 50 ms).
    await Promise.all([
      withWritePriority(() => t.api.db.query('SELECT 1')),
      ...Array.from({ length: 10 }, () => t.api.db.query('SELECT 1')),
    ]);
    const finished: string[] = [];
    // Twenty reads that each hold the database for 50 ms — more than PostgreSQL's pool has connections.
    const reads = Array.from({ length: 20 }, (_, i) =>
      t.api.db.query('SELECT pg_sleep(0.05)').then(() => finished.push(`read ${i}`)),
    );
    const write = withWritePriority(() => t.api.db.query('SELECT 1 AS one')).then((rows) => {
      finished.push('write');
      return rows;
    });
    expect(await write).toEqual([{ one: 1 }]);
    await Promise.all(reads);
    expect(finished.indexOf('write'), finished.join(', ')).toBeLessThan(5);
  });
});

describe('statement timeout', () => {
  it('cancels a long statement and keeps serving; committed rows stay; migrations and seeding lift it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'commerce-api-timeout-'));
    const logs: string[] = [];
    const db = await openDb({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: dir,
      statementTimeoutMs: 300,
      log: (line) => logs.push(line),
    });
    try {
      if (db.kind === 'pglite') {
        await db.exec('CREATE TABLE fairness_kept (n int)');
        await db.query('INSERT INTO fairness_kept VALUES ($1)', [7]);
      }
      const started = performance.now();
      const [error, queued] = await Promise.all([
        db.query('SELECT pg_sleep(3)').catch((e: unknown) => e),
        // Waits behind the long statement on PGlite (one connection): it is lost with the restart.
        db.query<{ one: number }>('SELECT 1 AS one').catch((e: unknown) => e),
      ]);
      expect(isStatementTimeout(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(2000);
      if (db.kind === 'pglite') {
        expect(isDatabaseUnavailable(queued)).toBe(true);
        expect(logs.join('\n')).toMatch(/a statement ran longer than 300 ms; opening it again/);
        expect(await db.query('SELECT n FROM fairness_kept')).toEqual([{ n: 7 }]);
      } else expect(queued).toEqual([{ one: 1 }]);
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await db.transaction(async (tx) => {
        await tx.query('SET LOCAL statement_timeout = 0');
        await tx.query('SELECT pg_sleep(0.6)');
      });
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!!process.env.DATABASE_URL)('the embedded database restarting', () => {
  it('answers 503 with the outage message while it reopens, then serves again', async () => {
    const r = await startApi(undefined, { statementTimeoutMs: 1000 });
    try {
      const FOOTER = '{ cmsBlocks(identifiers: ["footer"]) { items { identifier } } }';
      const long = r.api.db.query('SELECT pg_sleep(4)').catch((e: unknown) => e);
      const during = await r.api.fetch(
        new Request('http://shop.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: FOOTER }),
        }),
      );
      expect(isStatementTimeout(await long)).toBe(true);
      expect(during.status).toBe(503);
      expect(((await during.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
        DATABASE_UNAVAILABLE_MESSAGE,
      );
      expect(await r.api.ready()).toBe(true);
      const after = await r.gql(FOOTER);
      expect(after.body.errors).toBeUndefined();
    } finally {
      await r.cleanup();
    }
  });
});
