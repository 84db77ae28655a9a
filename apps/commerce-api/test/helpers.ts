import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createCommerceApi, type CommerceApi } from '../src/index.js';
import type { AuthSettings } from '../src/domain/customer.js';
import type { HttpSecurity } from '../src/server/http-security.js';
import { copyOfTemplate, databaseOf, dropDatabase, withAdminClient } from './pg-databases.js';

export interface TestApi {
  api: CommerceApi;
  /** PostgreSQL only: the database this API works in (its own copy of the run's seeded template). */
  databaseUrl?: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    store?: string,
    headers?: Record<string, string>,
  ): Promise<GqlResult<T>>;
  cleanup(): Promise<void>;
}

export interface GqlResult<T> {
  status: number;
  headers: Headers;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/**
 * Starts the API on a fresh database: a temp PGlite dir by default (from the run's seeded dump), or
 * on the PostgreSQL server named by DATABASE_URL a throwaway copy of the run's seeded template
 * database (dropped again in cleanup).
 */
export async function startApi(
  dataDir?: string,
  options: {
    onQuery?: (sql: string) => void;
    authSettings?: Partial<AuthSettings>;
    /** PostgreSQL only: work in that API's database (a second API process on the same database). */
    sameDatabaseAs?: TestApi;
    security?: Partial<HttpSecurity>;
    /** Receives the API's log lines (default: dropped, or printed with API_LOG=1). */
    log?: (line: string) => void;
    /** The database's statement timeout (default: DB_STATEMENT_TIMEOUT_MS, else 5000). */
    statementTimeoutMs?: number;
  } = {},
): Promise<TestApi> {
  const url = process.env.DATABASE_URL;
  const dump = !url && !dataDir ? inject('seedDump') : '';
  // From the run's seeded dump: an in-memory database in 1–2 s instead of migrating and seeding (~11 s).
  const dir = dump ? 'memory://' : (dataDir ?? mkdtempSync(join(tmpdir(), 'commerce-api-test-')));
  const shared = options.sameDatabaseAs?.databaseUrl;
  const databaseUrl = url ? (shared ?? (await copyOfTemplate(url, inject('pgTemplate')))) : undefined;
  const mailDir = mkdtempSync(join(tmpdir(), 'commerce-api-mail-'));
  const api = await createCommerceApi({
    databaseUrl,
    dataDir: dir,
    ...(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}),
    log: options.log ?? (process.env.API_LOG ? (m) => console.log(m) : () => undefined),
    onQuery: options.onQuery,
    authSettings: options.authSettings,
    security: options.security,
    statementTimeoutMs: options.statementTimeoutMs,
    mailDir,
  });
  return {
    api,
    databaseUrl,
    async gql(query, variables, store, headers) {
      const res = await api.fetch(
        new Request('http://shop.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(store ? { store } : {}), ...headers },
          body: JSON.stringify({ query, variables }),
        }),
      );
      return {
        status: res.status,
        headers: res.headers,
        body: (await res.json()) as GqlResult<never>['body'],
      };
    },
    async cleanup() {
      await api.close();
      if (url && databaseUrl && !shared)
        await withAdminClient(url, (client) => dropDatabase(client, databaseOf(databaseUrl)));
      if (!dataDir && !dump) rmSync(dir, { recursive: true, force: true });
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/** A password that passes the spec's rule (8+ characters, 3 of 4 classes). */
export const GOOD_PASSWORD = 'Sunflower-42';

/** Creates a customer account through the API and signs in; returns the bearer token. */
export async function signUp(
  t: TestApi,
  email: string,
  options: { store?: string; password?: string; firstname?: string; lastname?: string } = {},
): Promise<string> {
  const password = options.password ?? GOOD_PASSWORD;
  const created = await t.gql(
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    {
      input: {
        email,
        password,
        firstname: options.firstname ?? 'Anna',
        lastname: options.lastname ?? 'Ozola',
      },
    },
    options.store,
  );
  if (created.body.errors) throw new Error(created.body.errors[0]!.message);
  return signInAs(t, email, password, options.store);
}

export async function signInAs(t: TestApi, email: string, password: string, store?: string): Promise<string> {
  const r = await t.gql<{ generateCustomerToken: { token: string } }>(
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: email, p: password },
    store,
  );
  if (r.body.errors) throw new Error(r.body.errors[0]!.message);
  return r.body.data!.generateCustomerToken.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
