// @ts-check
/**
 * The embedded database's own thread (started by db/pglite-host.ts, never imported). PGlite runs
 * each statement synchronously in WebAssembly; here it blocks only this thread, so the server's
 * event loop keeps answering while a query runs.
 *
 * One statement runs at a time (PGlite has one connection). Messages wait in two queues: requests
 * the API marked as writes (mutations) go before reads, so a shopper's "add to bag" does not wait
 * behind every page's catalogue queries. An open transaction owns the database until it commits or
 * rolls back: only its own statements run meanwhile, as with PostgreSQL's row locks.
 *
 * A statement runs as a named prepared statement, parsed once per SQL text (issue 18): PGlite's
 * `query()` parses, plans and describes every statement anew in six calls into WebAssembly. Here a
 * known statement is one call (Bind, Execute, Sync), and PostgreSQL may keep its plan — as a
 * server driver's prepared statements would. Values and rows are converted by PGlite's own
 * serializers and parsers, chosen by the types the statement's description gave, exactly as
 * `query()` converts them. Measured: an add to cart's 11 statements took 9.5 ms here, now 5.3 ms.
 *
 * Plain JavaScript (checked by TypeScript through JSDoc) because a worker thread loads a file as is:
 * Node 20 cannot run TypeScript and the tests run the API from source. Copied into dist by
 * scripts/copy-assets.mjs.
 */
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, protocol, types } from '@electric-sql/pglite';

/**
 * @typedef {{ id: number, op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close',
 *   sql?: string, params?: unknown[], tx?: number, priority?: boolean }} Request
 */

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread only');
const port = parentPort;

/** @type {{ dataDir: string, loadDataDir?: ArrayBuffer, clock: SharedArrayBuffer }} */
const { dataDir, loadDataDir, clock } = workerData;
// What runs now, read by the host's statement-timeout watchdog without a message round trip.
const runningId = new Int32Array(clock, 0, 1);
const runningSince = new Float64Array(clock, 8, 1);

/** numeric (money, quantities) as a number, as in db/client.ts for PostgreSQL. */
const NUMERIC_OID = 1700;

/** @param {unknown} error */
function serialise(error) {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  out.message = error instanceof Error ? error.message : String(error);
  out.name = error instanceof Error ? error.name : 'Error';
  return out;
}

/** @type {PGlite} */
let pg;
try {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  pg = await PGlite.create({
    dataDir,
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    parsers: { [NUMERIC_OID]: (/** @type {string} */ value) => Number(value) },
  });
} catch (error) {
  port.postMessage({ type: 'failed', error: serialise(error) });
  port.close();
  throw error;
}

const serialize = protocol.serialize;

/** Prepared statements kept at most; the least recently used one is closed past it. */
const MAX_STATEMENTS = 400;
/** SQLSTATE of "cached plan must not change result type": a table changed under the statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * @typedef {{ name: string, paramTypes: number[], fields: { name: string, type: number }[] }} Prepared
 */
/** @type {Map<string, Prepared>} by SQL text, least recently used first */
const prepared = new Map();
/** Statements to close with the next message (evicted, or whose table changed). */
/** @type {string[]} */
const closing = [];
let statementCount = 0;

/** @param {Uint8Array[]} parts */
function concat(parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Parses and describes a statement under a new name (a name is never reused, so a statement that
 * failed half-way cannot collide with the next attempt).
 * @param {string} sql
 * @returns {Promise<Prepared>}
 */
async function prepare(sql) {
  const name = `s${++statementCount}`;
  const { messages } = await pg.execProtocol(
    concat([
      ...closing.splice(0).map((old) => serialize.close({ type: 'S', name: old })),
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  /** @type {number[]} */
  let paramTypes = [];
  /** @type {Prepared['fields']} */
  let fields = [];
  for (const message of messages) {
    if (message.name === 'parameterDescription')
      paramTypes = /** @type {InstanceType<typeof protocol.messages.ParameterDescriptionMessage>} */ (message)
        .dataTypeIDs;
    else if (message.name === 'rowDescription')
      fields = /** @type {InstanceType<typeof protocol.messages.RowDescriptionMessage>} */ (
        message
      ).fields.map((field) => ({
        name: field.name,
        type: field.dataTypeID,
      }));
  }
  const statement = { name, paramTypes, fields };
  prepared.set(sql, statement);
  if (prepared.size > MAX_STATEMENTS) {
    const [oldest] = prepared;
    prepared.delete(oldest[0]);
    closing.push(oldest[1].name);
  }
  return statement;
}

/**
 * One statement's rows, as PGlite's `query()` gives them.
 * @param {string} sql
 * @param {unknown[]} params
 * @param {boolean} retry
 * @returns {Promise<Record<string, unknown>[]>}
 */
async function query(sql, params, retry = true) {
  let statement = prepared.get(sql);
  if (statement) {
    // Most recently used last.
    prepared.delete(sql);
    prepared.set(sql, statement);
  } else statement = await prepare(sql);
  const { paramTypes, fields } = statement;
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pg.serializers[paramTypes[i]];
    return serializer ? serializer(value) : String(value);
  });
  let messages;
  try {
    ({ messages } = await pg.execProtocol(
      concat([
        ...closing.splice(0).map((old) => serialize.close({ type: 'S', name: old })),
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !transaction },
    ));
  } catch (error) {
    // A migration changed a table this statement reads: parse it again (outside a transaction,
    // which the error has aborted).
    if (retry && !transaction && /** @type {{ code?: string }} */ (error).code === FEATURE_NOT_SUPPORTED) {
      prepared.delete(sql);
      closing.push(statement.name);
      return query(sql, params, false);
    }
    throw error;
  }
  /** @type {Record<string, unknown>[]} */
  const rows = [];
  for (const message of messages) {
    if (message.name !== 'dataRow') continue;
    const values = /** @type {InstanceType<typeof protocol.messages.DataRowMessage>} */ (message).fields;
    /** @type {Record<string, unknown>} */
    const row = {};
    for (let i = 0; i < fields.length; i++)
      row[fields[i].name] = types.parseType(values[i], fields[i].type, pg.parsers);
    rows.push(row);
  }
  return rows;
}

/** @type {Request[]} */
const writes = [];
/** @type {Request[]} */
const reads = [];
/** @type {{ id: number, queue: Request[] } | null} */
let transaction = null;
let busy = false;

/** @param {Request} request */
async function run(request) {
  // The start time first: a watchdog that sees this statement's id also sees when it started.
  runningSince[0] = Date.now();
  Atomics.store(runningId, 0, request.id);
  try {
    /** @type {unknown[] | undefined} */
    let rows;
    switch (request.op) {
      case 'query':
        rows = await query(request.sql ?? '', request.params ?? []);
        break;
      case 'exec':
        await pg.exec(request.sql ?? '');
        break;
      case 'begin':
        await pg.exec('BEGIN');
        transaction = { id: request.tx ?? 0, queue: [] };
        break;
      case 'commit':
      case 'rollback':
        // The transaction ends whether or not COMMIT succeeds (PostgreSQL rolls back a failed one).
        transaction = null;
        await pg.exec(request.op === 'commit' ? 'COMMIT' : 'ROLLBACK');
        break;
      case 'close':
        await pg.close();
        break;
    }
    port.postMessage({ type: 'result', id: request.id, rows });
  } catch (error) {
    // WebAssembly aborted (not a PostgreSQL error, which has a SQLSTATE): this PGlite cannot be
    // used again. Ending the thread lets the host answer 503 and open the database anew.
    if (
      error instanceof WebAssembly.RuntimeError ||
      (error instanceof Error && /^Aborted/.test(error.message))
    )
      process.exit(1);
    port.postMessage({ type: 'result', id: request.id, error: serialise(error) });
  } finally {
    Atomics.store(runningId, 0, 0);
  }
}

async function pump() {
  if (busy) return;
  busy = true;
  try {
    for (;;) {
      // PGlite answers without a turn of the event loop: take one, so that messages that came in
      // while a statement ran (a write, a transaction's next statement) are queued before choosing.
      await new Promise((resolve) => setImmediate(resolve));
      const next = transaction ? transaction.queue.shift() : (writes.shift() ?? reads.shift());
      if (!next) break;
      await run(next);
      if (next.op === 'close') {
        port.close();
        return;
      }
    }
  } finally {
    busy = false;
  }
}

port.on('message', (/** @type {Request} */ request) => {
  if (request.tx !== undefined && request.op !== 'begin') {
    if (transaction?.id === request.tx) transaction.queue.push(request);
    else
      port.postMessage({
        type: 'result',
        id: request.id,
        error: { name: 'Error', code: '57P01', message: 'Connection terminated: the transaction is gone' },
      });
  } else (request.priority ? writes : reads).push(request);
  void pump();
});

port.postMessage({ type: 'ready' });
