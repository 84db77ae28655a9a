import { openPgliteWorker } from './pglite-host.js';
import { hasWritePriority } from './priority.js';
import { processLogger } from '../server/log.js';

/** Anything that can run a parameterised statement and return rows. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** One small interface over PGlite and PostgreSQL so domain code never cares which runs. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: schema to use (created if missing); lets tests isolate runs. */
  schema?: string;
  /** PGlite only: initial contents from a dumpDataDir() tarball. */
  loadDataDir?: Blob;
  /** Called before every statement (tests count statements per request with it). */
  onQuery?: (sql: string) => void;
  /**
   * A statement running longer is cancelled (SQLSTATE 57014), so one request cannot hold the
   * database, a connection or its locks for long: by the server on PostgreSQL; on PGlite, which
   * cannot be interrupted, by ending its thread and opening the database again (db/pglite-host.ts).
   * Migrations and seeding lift it (`SET LOCAL statement_timeout = 0`).
   */
  statementTimeoutMs?: number;
  /** Where the embedded database reports a restart (default: stderr). */
  log?: (message: string) => void;
}

/** SQLSTATE 57014: a statement cancelled by `statement_timeout`. */
export function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';
}

/**
 * The database cannot be reached right now (PostgreSQL restarting, a connection cut): the request
 * gets a clear "try again" answer rather than an internal error, and the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'].includes(code))
      return true;
    // SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now).
    if (/^08/.test(code) || ['57P01', '57P02', '57P03'].includes(code)) return true;
  }
  return (
    typeof message === 'string' &&
    /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/.test(
      message,
    )
  );
}

const SAFE_IDENT = /^[a-z_][a-z0-9_]*$/;

export async function openDb(options: DbOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema, options.statementTimeoutMs)
    : await openPgliteWorker({
        dataDir: options.dataDir,
        loadDataDir: options.loadDataDir,
        statementTimeoutMs: options.statementTimeoutMs,
        log: options.log,
      });
  return options.onQuery ? instrument(db, options.onQuery) : db;
}

/** Wraps a Db so every statement (inside transactions too) is reported before it runs. */
function instrument(db: Db, onQuery: (sql: string) => void): Db {
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      onQuery(sql);
      return q.query(sql, params);
    },
  });
  return {
    kind: db.kind,
    query: wrap(db).query,
    exec: (sql) => {
      onQuery(sql);
      return db.exec(sql);
    },
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

/**
 * numeric (money as decimal(20,4), quantities as decimal(12,4)) arrives as text from both drivers;
 * domain code reads it as a number and does money arithmetic in integer cents (domain/money.ts).
 * A 4-decimal value is exact as its nearest double at these magnitudes.
 */
const NUMERIC_OID = 1700;
const parseNumeric = (value: string): number => Number(value);

async function openPostgres(databaseUrl: string, schema?: string, statementTimeoutMs?: number): Promise<Db> {
  const { default: pg } = await import('pg');
  if (schema !== undefined && !SAFE_IDENT.test(schema)) throw new Error('Invalid schema name');
  const config = {
    connectionString: databaseUrl,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === NUMERIC_OID
          ? parseNumeric
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    ...(statementTimeoutMs && statementTimeoutMs > 0
      ? { statement_timeout: Math.floor(statementTimeoutMs) }
      : {}),
  };
  const pool = new pg.Pool({ ...config, max: 10 });
  // Mutations get connections of their own (db/priority.ts): page loads that fill the main pool
  // cannot make a shopper's write wait for one. One of them stays open once made: a write after a
  // quiet spell does not pay for a new connection (TCP and SCRAM) while reads hold theirs.
  const writePool = new pg.Pool({ ...config, max: 3, min: 1 });
  const poolFor = () => (hasWritePriority() ? writePool : pool);
  // An idle connection the server closed (a restart, a failover) is dropped from the pool and
  // replaced on demand; without a listener its 'error' event would end the process.
  for (const p of [pool, writePool])
    p.on('error', (error) => processLogger().error({ err: error.message }, 'database connection lost'));
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await poolFor().query(sql, params)).rows as T[],
    exec: async (sql) => {
      await poolFor().query(sql);
    },
    transaction: async (fn) => {
      const client = await poolFor().connect();
      // A connection that failed mid-transaction is destroyed, not handed to the next request.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        if (isDatabaseUnavailable(err)) broken = err as Error;
        else
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        throw err;
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      await Promise.all([pool.end(), writePool.end()]);
    },
  };
}
