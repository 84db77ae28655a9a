import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { attachMailer } from './mail/outbox.js';
import { authSettingsFromEnv, type AuthSettings } from './domain/customer.js';
import { openDb, type Db } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedCartProducts } from './db/seed/commerce.js';
import { seedIfEmpty } from './db/seed/index.js';
import { seedStoreTexts } from './db/seed/store-texts.js';
import { loadStores, type StoreView } from './domain/store.js';
import { StoreConfigTexts } from './i18n/scope.js';
import { createGraphqlServer } from './server/yoga.js';
import { DataVersion } from './server/data-version.js';
import { CLIENT_ADDRESS_HEADER } from './resolvers/context.js';
import { serveMedia } from './server/media.js';
import { adminSocketPath, listenForAdmin } from './admin/socket.js';
import { startErrorReporting } from './server/errorReporting.js';
import {
  createLogger,
  currentRequestId,
  messageLog,
  requestIdFrom,
  logRequestWhenDone,
  withRequestContext,
  type Logger,
} from './server/log.js';
import { httpSecurityFromEnv, withApiSecurityHeaders, type HttpSecurity } from './server/http-security.js';

export interface CommerceApiOptions {
  /** PostgreSQL connection string; defaults to process.env.DATABASE_URL. Without one, embedded PGlite is used. */
  databaseUrl?: string;
  /** Listen on the admin socket beside a PGlite data folder (default true; see admin/socket.ts). */
  adminSocket?: boolean;
  /** PGlite data directory; default process.env.PGLITE_DATA_DIR ?? <cwd>/.data/pglite */
  dataDir?: string;
  /** PostgreSQL only: schema to work in (created if missing). */
  schema?: string;
  /** PGlite only: start from a `dumpDataDir()` tarball instead of an empty directory (fast test databases). */
  loadDataDir?: Blob;
  /** Receives each JSON log line (tests); default: stdout at LOG_LEVEL. Ignored when `logger` is given. */
  log?: (line: string) => void;
  /** The pino logger to write through (the shop server passes its own child); default: a new one. */
  logger?: Logger;
  /** Called with every SQL statement before it runs (statement-count tests, diagnostics). */
  onQuery?: (sql: string) => void;
  /** Account security settings; defaults from the environment (see domain/customer.ts). */
  authSettings?: Partial<AuthSettings>;
  /** Where mail is written as `.eml` files without `SMTP_URL` (default MAIL_DIR, else `mail/` beside the data folder). */
  mailDir?: string;
  /**
   * Statements running longer are cancelled (default DB_STATEMENT_TIMEOUT_MS, else 5000; 0 turns
   * it off): by PostgreSQL itself, or on PGlite by restarting its thread (see db/pglite-host.ts).
   */
  statementTimeoutMs?: number;
  /** Sentry DSN for error reports (default SENTRY_DSN; none: no reporting, the SDK is not loaded). */
  sentryDsn?: string;
  /** CORS allowlist, introspection and HSTS; defaults from the environment (CORS_ORIGINS, GRAPHQL_INTROSPECTION, HSTS_MAX_AGE). */
  security?: Partial<HttpSecurity>;
}

export interface CommerceApi {
  /** Handles /graphql (GET + POST) and /media/* ; resolves false when the path is not the API's so the caller can serve something else. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Fetch-API form for tests and SSR in the same process */
  fetch(request: Request): Promise<Response>;
  /**
   * The version of everything a guest sees (catalogue, CMS, stores): it changes with every such
   * write, at once for this process's own writes and within a second for others'. Page caches key
   * on it (see server/data-version.ts).
   */
  dataVersion(): Promise<string>;
  /** Resolves when every queued e-mail has been sent or written (tests, shutdown). */
  flushMail(): Promise<void>;
  /** Where mail is written when there is no SMTP server. */
  readonly mailDir: string;
  /** True while the database answers (the `/readyz` check; see server/lifecycle.ts). */
  ready(): Promise<boolean>;
  /** The database, for tests that check what is (and is not) stored. */
  readonly db: Db;
  close(): Promise<void>;
}

const envMs = (name: string, fallback: number): number => {
  const v = Number(process.env[name] ?? '');
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isFinite(v) && v >= 0
    ? v
    : fallback;
};

const isGraphqlPath = (path: string) => path === '/graphql' || path === '/graphql/';
const isMediaPath = (path: string) => path.startsWith('/media/');

export async function createCommerceApi(options: CommerceApiOptions = {}): Promise<CommerceApi> {
  const logger =
    options.logger ?? createLogger({ name: 'commerce-api', ...(options.log ? { write: options.log } : {}) });
  await startErrorReporting({ name: 'commerce-api', dsn: options.sentryDsn });
  const log = messageLog(logger);
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const dataDir = options.dataDir ?? process.env.PGLITE_DATA_DIR ?? join(process.cwd(), '.data', 'pglite');
  const db: Db = await openDb({
    databaseUrl: databaseUrl || undefined,
    dataDir,
    schema: options.schema,
    loadDataDir: options.loadDataDir,
    onQuery: options.onQuery,
    statementTimeoutMs: options.statementTimeoutMs ?? envMs('DB_STATEMENT_TIMEOUT_MS', 5000),
    log,
  });
  let stores: StoreView[];
  let configTexts: StoreConfigTexts;
  try {
    await migrate(db, log);
    const seeded = await seedIfEmpty(db, log);
    await seedCartProducts(db, log);
    await seedStoreTexts(db, log);
    // Fresh planner statistics after bulk inserts: without them PostgreSQL (and PGlite, which has no
    // autovacuum) plans the catalogue queries for empty tables.
    // Not a request: the statement timeout is lifted, as for migrations and seeding.
    if (seeded)
      await db.transaction(async (tx) => {
        await tx.query('SET LOCAL statement_timeout = 0');
        await tx.query('ANALYZE');
      });
    stores = await loadStores(db);
    configTexts = await StoreConfigTexts.load(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  log(
    `ready on ${db.kind === 'pglite' ? `PGlite (${dataDir})` : 'PostgreSQL'} with stores ${stores.map((s) => s.code).join(', ')}`,
  );

  const mailDir =
    options.mailDir ??
    process.env.MAIL_DIR ??
    (dataDir.startsWith('memory://')
      ? join(tmpdir(), `shop-mail-${process.pid}`)
      : join(dirname(dataDir), 'mail'));
  const mailer = attachMailer({
    db,
    stores: () => stores,
    log,
    mailDir,
    smtpUrl: process.env.SMTP_URL || undefined,
    shopUrl: process.env.SHOP_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
    storeUrlMode: process.env.STORE_URL_MODE === 'query' ? 'query' : 'path',
    from: process.env.MAIL_FROM ?? 'Aurora Botanica <shop@aurora-botanica.example>',
    staff: {
      support: process.env.MAIL_SUPPORT ?? 'support@aurora-botanica.example',
      sales: process.env.MAIL_SALES ?? 'sales@aurora-botanica.example',
    },
  });
  // Mail queued before a restart goes out now.
  void mailer.request();

  const version = new DataVersion(db);
  // `npm run admin` reaches an embedded database through the running process (see admin/socket.ts);
  // what a command writes (a refund's stock, an approved comment) is seen by the caches at once.
  const adminServer =
    db.kind === 'pglite' && !dataDir.startsWith('memory://') && options.adminSocket !== false
      ? listenForAdmin(db, adminSocketPath(dataDir), log, (run) => version.around(run))
      : null;

  const authSettings = { ...authSettingsFromEnv(), ...options.authSettings };
  const security = { ...httpSecurityFromEnv(), ...options.security };
  const faultInjection = process.env.E2E_FAULTS === '1' && process.env.NODE_ENV !== 'production';
  if (faultInjection) logger.warn('E2E_FAULTS=1: test fault injection is on (X-E2E-Fault header)');
  const yoga = createGraphqlServer({
    db,
    stores: () => stores,
    logger,
    authSettings,
    security,
    configTexts,
    version,
    faultInjection,
  });
  let closed = false;

  // Requests that come with no request context (the API on its own, tests) get one here; in the
  // shop server the request already has its id.
  const inRequestContext = <T>(id: string | null, fn: () => Promise<T>): Promise<T> =>
    currentRequestId() ? fn() : withRequestContext(requestIdFrom(id), fn);

  const fetchHandler = (request: Request): Promise<Response> =>
    inRequestContext(request.headers.get('x-request-id'), () => answer(request));
  const answer = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (isMediaPath(path))
      return withApiSecurityHeaders(await serveMedia(db, request, path), request, security);
    if (isGraphqlPath(path)) return yoga.fetch(request);
    return new Response('Not Found', { status: 404 });
  };

  return {
    fetch: fetchHandler,
    dataVersion: () => version.current(),
    mailDir,
    db,
    flushMail: () => mailer.flush(),
    async ready() {
      if (closed) return false;
      await db.query('SELECT 1');
      return true;
    },
    handle(req, res) {
      if (currentRequestId()) return handleNode(req, res);
      const reqId = requestIdFrom(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', reqId);
      return withRequestContext(reqId, () => {
        logRequestWhenDone(logger, req, res);
        return handleNode(req, res);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      adminServer?.close();
      await mailer.flush();
      await db.close();
    },
  };

  async function handleNode(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (isGraphqlPath(path)) {
      // The sign-in throttle counts per client address: taken from the socket (or, behind a proxy
      // the operator trusts, its X-Forwarded-For), never from a header the client chose.
      const forwarded = process.env.TRUST_PROXY === '1' ? String(req.headers['x-forwarded-for'] ?? '') : '';
      req.headers[CLIENT_ADDRESS_HEADER] =
        forwarded.split(',')[0]?.trim() || req.socket.remoteAddress || 'unknown';
      await yoga.requestListener(req, res);
      return true;
    }
    if (isMediaPath(path)) {
      const proto = 'encrypted' in req.socket ? 'https' : 'http';
      const forwardedProto = req.headers['x-forwarded-proto'];
      const headers: Record<string, string> = {};
      if (typeof forwardedProto === 'string') headers['x-forwarded-proto'] = forwardedProto;
      // The image format follows the browser's Accept (AVIF/WebP, else the stored PNG).
      if (typeof req.headers.accept === 'string') headers['accept'] = req.headers.accept;
      const request = new Request(`${proto}://localhost${req.url ?? '/'}`, { method: req.method, headers });
      const response = withApiSecurityHeaders(await serveMedia(db, request, path), request, security);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
      return true;
    }
    return false;
  }
}
