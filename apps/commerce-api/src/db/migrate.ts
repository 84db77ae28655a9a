import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies pending `NNN_name.sql` files in order, each in its own transaction, recorded in schema_migrations. */
export async function migrate(db: Db, log: (msg: string) => void): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (tx) => {
      // A migration may run long; the statement timeout is for requests.
      await tx.query('SET LOCAL statement_timeout = 0');
      // Multi-statement scripts: split on semicolons at line ends (our migrations contain no procedural code).
      for (const stmt of splitStatements(sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    log(`migration applied: ${file}`);
    applied.push(file);
  }
  return applied;
}

function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
