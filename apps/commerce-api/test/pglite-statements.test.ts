import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db/client.js';

// Issue 18: the embedded database's thread runs each statement as a named prepared statement
// (db/pglite-worker.mjs) instead of PGlite's `query()`. What it gives back must not change.
let db: Db;
let direct: PGlite;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  direct = await PGlite.create({ dataDir: 'memory://', parsers: { 1700: (value: string) => Number(value) } });
  const schema = `CREATE TABLE kinds (
    id serial PRIMARY KEY, i4 int, i8 bigint, num numeric(20,4), txt text, flag boolean, doc jsonb,
    raw json, at timestamptz, day date, tags text[], ids int[], bin bytea, uid uuid, f8 float8,
    UNIQUE (txt))`;
  await db.exec(schema);
  await direct.exec(schema);
});
afterAll(async () => {
  await db?.close();
  await direct?.close();
});

const INSERT = `INSERT INTO kinds (i4, i8, num, txt, flag, doc, raw, at, day, tags, ids, bin, uid, f8)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`;
const rowValues = (n: number) => [
  n,
  String(9_007_199_254_740_993n + BigInt(n)),
  12.3456 + n,
  `name "${n}", with {braces} and \\ backslash`,
  n % 2 === 0,
  { label: `Crème ${n}`, list: [1, 2, n], nested: { ok: true } },
  JSON.stringify([n, 'x']),
  new Date(Date.UTC(2026, 11, 1, 3, n)),
  '2026-12-01',
  ['a', `b "${n}"`, null, 'c,d'],
  [1, n, 3],
  new Uint8Array([0, 255, n]),
  `00000000-0000-4000-8000-00000000000${n}`,
  n / 3,
];

describe('statements in the embedded database thread', () => {
  it('give the same values and rows as PGlite query(), for every column type the API stores', async () => {
    for (let n = 1; n <= 8; n++) {
      const mine = await db.query(INSERT, rowValues(n));
      const theirs = (await direct.query(INSERT, rowValues(n))).rows;
      expect(mine).toEqual(theirs);
    }
    const select = `SELECT * FROM kinds WHERE id = ANY($1) AND flag = $2 AND doc @> $3 ORDER BY id`;
    // Past PostgreSQL's five custom plans, so a kept generic plan answers too.
    for (const flag of [true, false, true, false, true, false, true]) {
      const params = [[1, 2, 3, 4, 5, 6], flag, { nested: { ok: true } }];
      const mine = await db.query(select, params);
      expect(mine).toEqual((await direct.query(select, params)).rows);
      expect(mine.map((r) => r.id)).toEqual(flag ? [2, 4, 6] : [1, 3, 5]);
    }
    const [row] = await db.query<Record<string, unknown>>('SELECT * FROM kinds WHERE id = $1', [3]);
    expect(row).toMatchObject({
      num: 15.3456,
      flag: false,
      ids: [1, 3, 3],
      tags: ['a', 'b "3"', null, 'c,d'],
    });
    expect(row!.at).toEqual(new Date(Date.UTC(2026, 11, 1, 3, 3)));
    expect(await db.query('SELECT NULL::int AS nothing, $1::text AS echo', [null])).toEqual([
      { nothing: null, echo: null },
    ]);
    expect(await db.query('UPDATE kinds SET f8 = 0 WHERE id = -1')).toEqual([]);
  });

  it('keep PostgreSQL errors and go on working after one', async () => {
    const insert = 'INSERT INTO kinds (txt) VALUES ($1) RETURNING id';
    await db.query(insert, ['unique one']);
    await expect(db.query(insert, ['unique one'])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELECT * FROM kinds WHERE i4 = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
    // The same texts again, after their failures.
    expect(await db.query(insert, ['unique two'])).toHaveLength(1);
    expect(await db.query('SELECT count(*)::int AS n FROM kinds WHERE i4 = $1', ['1'])).toEqual([{ n: 1 }]);
  });

  it('see a table that changed after its statement was prepared', async () => {
    await db.exec('CREATE TABLE changing (a int); INSERT INTO changing VALUES (1)');
    expect(await db.query('SELECT * FROM changing')).toEqual([{ a: 1 }]);
    await db.exec("ALTER TABLE changing ADD COLUMN b text DEFAULT 'new'");
    expect(await db.query('SELECT * FROM changing')).toEqual([{ a: 1, b: 'new' }]);
  });

  it('keep working past the number of statements kept, and across a rolled-back transaction', async () => {
    const texts = Array.from({ length: 450 }, (_, i) => `SELECT $1::int + ${i} AS v`);
    for (const [i, sql] of texts.entries()) expect(await db.query(sql, [1])).toEqual([{ v: i + 1 }]);
    // The first ones were closed to keep the number down; they are prepared again.
    for (const [i, sql] of texts.slice(0, 5).entries())
      expect(await db.query(sql, [2])).toEqual([{ v: i + 2 }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO kinds (txt) VALUES ($1)', ['rolled back']);
        await tx.query('SELECT 1 / $1::int AS boom', [0]);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await db.query('SELECT count(*)::int AS n FROM kinds WHERE txt = $1', ['rolled back'])).toEqual([
      { n: 0 },
    ]);
    expect(await db.query('INSERT INTO kinds (txt) VALUES ($1) RETURNING txt', ['kept'])).toEqual([
      { txt: 'kept' },
    ]);
  });
});
