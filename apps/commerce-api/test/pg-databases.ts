/** PostgreSQL test databases: one seeded template per run, one copy of it per test API. */
import type { Client } from 'pg';

/** Runs `fn` with a client on the server's maintenance database (`postgres`) named by `url`'s host. */
export async function withAdminClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(client: Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A new database copied from `template`; resolves to its connection string. */
export async function copyOfTemplate(url: string, template: string): Promise<string> {
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.href;
}

/** The database a connection string names. */
export function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}
