import type { Queryable } from '../db/client.js';

/**
 * The version of everything a guest sees (migration 022: a sequence every catalogue, CMS, store,
 * blog and quiz write moves). Caches put it in their keys instead of purging: a new version
 * simply misses, and the old entries age out of their LRU.
 *
 * - A write made through this API is visible at once: after each mutation the version is read
 *   again, and if it moved since this process last read it, a local epoch moves too. The epoch
 *   closes the window in which the trigger has moved the sequence but the writing transaction has
 *   not committed yet (an answer cached then would hold the old rows under the new number).
 * - Writes by another process (a second instance on the same PostgreSQL, an import, psql) are
 *   seen when the version is next polled, at most `pollMs` after the last check.
 */
export class DataVersion {
  private db = '0';
  private epoch = 0;
  private checkedAt = 0;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly source: Queryable,
    private readonly pollMs = 1000,
  ) {}

  /** The version now; reads the database first when the last check is older than `pollMs`. */
  async current(): Promise<string> {
    if (Date.now() - this.checkedAt >= this.pollMs) await this.poll();
    return this.value();
  }

  /** The version as last read, without asking the database. */
  value(): string {
    return `${this.db}.${this.epoch}`;
  }

  /** Reads the database's version now (one small statement). */
  async read(): Promise<string> {
    const rows = await this.source.query<{ v: string }>(
      'SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS v FROM shop_data_version',
    );
    return rows[0]?.v ?? '0';
  }

  /**
   * The database's version as this process last read it: what a write compares with afterwards
   * (issue 18: instead of a read of its own before every mutation). Whatever moved it since, this
   * write or another, is taken in after the write, as a poll would.
   */
  known(): string {
    return this.db;
  }

  /** After a write of this process committed: `before` is the database version known before it. */
  async afterWrite(before: string): Promise<void> {
    const now = await this.read();
    this.checkedAt = Date.now();
    if (now !== before || now !== this.db) {
      this.db = now;
      this.epoch++;
    }
  }

  /** Runs a write of this process outside GraphQL (an admin command) and takes in what it moved. */
  async around<T>(run: () => Promise<T>): Promise<T> {
    const before = this.known();
    try {
      return await run();
    } finally {
      await this.afterWrite(before).catch(() => undefined);
    }
  }

  private poll(): Promise<void> {
    this.pending ??= this.read()
      .then(
        (v) => {
          if (v !== this.db) {
            this.db = v;
            this.epoch++;
          }
        },
        () => undefined, // a failed read keeps the old version; the next request tries again
      )
      .finally(() => {
        this.checkedAt = Date.now();
        this.pending = null;
      });
    return this.pending;
  }
}
