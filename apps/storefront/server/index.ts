import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { authorizeApiRequest, handleSession, type SessionDeps } from './session.js';
import { newNonce, setSecurityHeaders, shopSecurityFromEnv } from './securityHeaders.js';
import { isBuildFile, staticFiles } from './static.js';
import { handleBlogFeed } from './blogFeed.js';
import { createLifecycle, lifecycleTimingsFromEnv } from '@shop/commerce-api/lifecycle';
import {
  createLogger,
  currentRequestId,
  logRequestWhenDone,
  messageLog,
  requestIdFrom,
  withRequestContext,
} from '@shop/commerce-api/log';
import { flushErrorReports, reportError, startErrorReporting } from '@shop/commerce-api/error-reporting';
import { handleSocialLogin } from './socialLogin.js';
import { handleWebManifest, readPwaBuildInfo } from './webManifest.js';
import { startRenderers } from './renderers.js';
import { GuestPages, guestPageKey, guestPageSettingsFromEnv } from './guestPage.js';

/**
 * The shop on one origin: the commerce API (`/graphql`, `/media/*`), the built browser files and
 * server-rendered pages. `COMMERCE_API_URL` points the storefront at another GraphQL endpoint
 * (our API elsewhere, or Magento) instead of starting the embedded one.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const appRoot = path.resolve(here, '../../..'); // dist/server-bin/server → apps/storefront
const repoRoot = path.resolve(appRoot, '../..');
const clientDir = path.join(appRoot, 'dist/client');
/** The store view without a URL prefix (as in `src/platform/config.ts`). */
const DEFAULT_STORE = 'en';

/** JSON log lines (pino) at LOG_LEVEL: the shop server's, and the embedded API's under its own name. */
const logger = createLogger({ name: 'storefront' });
const log = messageLog(logger);

interface EmbeddedApi {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  fetch(request: Request): Promise<Response>;
  ready(): Promise<boolean>;
  dataVersion(): Promise<string>;
  close(): Promise<void>;
}

async function main() {
  // React, react-router and Apollo load their production builds only when NODE_ENV says so: the
  // development builds' checks made each page 1.5–2× slower (BENCHMARKS.md, issue 18). Set before
  // the renderer and the API are imported below. NODE_ENV=development keeps them.
  process.env.NODE_ENV ??= 'production';
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const externalApi = process.env.COMMERCE_API_URL;
  // Sentry (SENTRY_DSN): one SDK for the process, the embedded API's reports included.
  await startErrorReporting({ name: 'storefront' });

  let api: EmbeddedApi | null = null;
  if (!externalApi) {
    const { createCommerceApi } = await import('@shop/commerce-api');
    api = await createCommerceApi({
      dataDir: process.env.PGLITE_DATA_DIR ?? path.join(repoRoot, '.data/pglite'),
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      logger: createLogger({ name: 'commerce-api' }),
    });
  }

  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const embedded = api;
  const apiUri = externalApi ?? 'http://commerce-api.internal/graphql';
  const apiFetch: typeof fetch = embedded
    ? (input, init) => embedded.fetch(new Request(input, init))
    : globalThis.fetch;

  const serveStatic = staticFiles(clientDir);
  const manifestDeps = {
    defaultStoreCode: DEFAULT_STORE,
    storeUrlMode: process.env.STORE_URL_MODE === 'query' ? ('query' as const) : ('path' as const),
    build: readPwaBuildInfo(clientDir),
  };
  // Render errors go to the log and, with their debug id, to Sentry.
  const renderLog = {
    error(fields: Record<string, unknown>, message: string) {
      logger.error(fields, message);
      if (typeof fields.debugId === 'string')
        reportError(new Error(`${message}: ${String(fields.err)}`), {
          debugId: fields.debugId,
          reqId: currentRequestId(),
        });
    },
  };
  // The embedded API's data version: guest pages and the render workers' answers are keyed by it.
  const dataVersion = embedded ? () => embedded.dataVersion() : () => Promise.resolve('external');
  // Pages render in worker threads (server/renderPool.ts): the API, static files and cached pages
  // keep being served on this thread while pages render.
  const renderer = await startRenderers({
    appRoot,
    manifest,
    apiUri,
    themeColor: manifestDeps.build.themeColor,
    processes: workers,
    onWorkerError: (error) => {
      const debugId = randomBytes(4).toString('hex').toUpperCase();
      logger.error({ debugId, err: error.message }, 'render worker failed');
      reportError(error, { debugId });
    },
    // A fresh worker renders warm-up pages before it takes pages (entry.server's `warmUpUrls`:
    // every store view's home and a search; this home page if the renderer names none): its first
    // page is otherwise ~1.4 s of code compiled and modules run for the first time.
    warmUp: async () => ({
      url: '/',
      headers: { host: `127.0.0.1:${port}`, accept: 'text/html' },
      options: {
        apiUri,
        apiFetch,
        nonce: newNonce(),
        log: renderLog,
        ...(embedded ? { dataVersion: await dataVersion() } : {}),
        // Rendered whole as a guest's page, and dropped.
        guestPage: () => Promise.resolve(),
      },
    }),
  });
  const security = shopSecurityFromEnv();
  // Guest pages (server/guestPage.ts): versioned by the embedded API's data version; with an
  // external API only their time to live bounds how old a kept page may be.
  const guestPages = new GuestPages(guestPageSettingsFromEnv(), security);
  // Pages stream: the middleware compresses each chunk React flushes (React calls `res.flush()`),
  // so the browser can start on the shell before the rest of the page exists.
  const compress = compression() as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;

  const server = http.createServer((req, res) => {
    // A request id per request (a proxy's X-Request-Id when it is a safe token), on every log line
    // written while it is handled — the embedded API's included — and in the answer's header.
    const reqId = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = reqId;
    res.setHeader('X-Request-Id', reqId);
    void withRequestContext(reqId, () => {
      // The hashed build files are routine: their lines only at `debug` (unless one is missing).
      logRequestWhenDone(logger, req, res, { routine: isBuildFile });
      return handle(req, res);
    }).catch((error: unknown) => {
      logger.error(
        { method: req.method, path: req.url?.split('?')[0], err: (error as Error).message },
        'request failed',
      );
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      }
      res.end('Something went wrong. Sorry about that.');
    });
  });

  const session: SessionDeps = {
    graphql: async (body, headers) => {
      const response = await apiFetch(apiUri, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Awaited<ReturnType<SessionDeps['graphql']>>;
    },
  };

  // Readiness: the embedded API's database answers, or the external API answers a trivial query.
  const lifecycle = createLifecycle(server, {
    ready: embedded
      ? () => embedded.ready()
      : async () => {
          const response = await fetch(apiUri, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query: '{ __typename }' }),
            signal: AbortSignal.timeout(2_000),
          });
          return response.ok;
        },
    log,
    ...lifecycleTimingsFromEnv(),
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (await lifecycle.handle(req, res)) return;
    // Every answer carries the headers; the nonce marks the inline scripts of this page only.
    const nonce = newNonce();
    setSecurityHeaders(req, res, nonce, security);
    if (await handleSession(req, res, session)) return;
    if (await handleSocialLogin(req, res, session)) return;
    if (isApiPath(req.url ?? '/')) authorizeApiRequest(req, res);
    if (embedded && (await embedded.handle(req, res))) return;
    if (!embedded && externalApi && isApiPath(req.url ?? '/')) return proxy(externalApi, req, res);
    if (serveStatic(req, res)) return;
    if (await handleBlogFeed(req, res, { graphql: session.graphql, defaultStoreCode: DEFAULT_STORE })) return;
    if (await handleWebManifest(req, res, { ...manifestDeps, graphql: session.graphql })) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const beforeStream = () =>
      new Promise<void>((resolve, reject) =>
        compress(req, res, (error) => (error ? reject(error as Error) : resolve())),
      );
    const version = await dataVersion();
    const options = {
      apiUri,
      apiFetch,
      manifest,
      nonce,
      beforeStream,
      log: renderLog,
      themeColor: manifestDeps.build.themeColor,
      // The render workers keep the API's shareable answers by the embedded API's data version.
      ...(embedded ? { dataVersion: version } : {}),
    };
    const key = guestPageKey(req);
    if (!key) {
      await renderer.render(req, res, options);
      return;
    }
    const kept = guestPages.lookup(key, version);
    if (kept) return guestPages.send(req, res, kept, true);
    // Concurrent first requests for one page wait for one render instead of rendering it again.
    const pending = guestPages.settings.enabled ? guestPages.pending(key) : undefined;
    if (pending) {
      const page = await pending;
      if (page) return guestPages.send(req, res, page, true);
    }
    const settle = guestPages.settings.enabled && !pending ? guestPages.begin(key) : () => undefined;
    let page: ReturnType<GuestPages['keep']> | null = null;
    try {
      await renderer.render(req, res, {
        ...options,
        guestPage: async (rendered) => {
          // A response that sets a cookie is the requester's alone: never kept or shared.
          page = guestPages.keep(key, version, rendered, !res.hasHeader('set-cookie'));
          await guestPages.sendRendered(req, res, page, beforeStream);
        },
      });
    } finally {
      settle(page);
    }
  }

  // Keep idle connections longer than the proxies and load balancers in front usually do (60 s),
  // so they never reuse a socket this server is just closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  server.listen(port, host, () => {
    const shown = host === '0.0.0.0' ? 'localhost' : host;
    log(
      `Shop running at http://${shown}:${port}/ (API at /graphql${externalApi ? ` → ${externalApi}` : ''}; ${renderer.description})`,
    );
  });

  let closing = false;
  // Requests in flight finish (up to DRAIN_TIMEOUT_MS), then the database closes.
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: stopping the shop…`);
    void lifecycle
      .drain(signal)
      .then(() => renderer.close())
      .then(() => api?.close())
      .then(() => flushErrorReports())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === '/graphql' || pathname.startsWith('/media/');
}

/** Same-origin proxy to an external API, so the browser never needs CORS. */
async function proxy(externalApi: string, req: IncomingMessage, res: ServerResponse) {
  const target = new URL(req.url ?? '/', externalApi);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'host' || name === 'connection') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body =
    req.method === 'GET' || req.method === 'HEAD'
      ? undefined
      : await new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          req
            .on('data', (c: Buffer) => chunks.push(c))
            .on('end', () => resolve(Buffer.concat(chunks)))
            .on('error', reject);
        });
  try {
    const upstream = await fetch(target, {
      method: req.method ?? 'GET',
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    res.statusCode = upstream.status;
    upstream.headers.forEach((value, name) => {
      if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding')
        res.setHeader(name, value);
    });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  } catch {
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        errors: [
          { message: 'The commerce API is unavailable.', extensions: { category: 'graphql-unavailable' } },
        ],
      }),
    );
  }
}

/**
 * Worker processes: one renders pages on one core, so with PostgreSQL (or an external API) the
 * shop runs one per core (SHOP_WORKERS to choose; at most 8), each with its own caches — they see
 * each other's writes through the data version. The embedded PGlite belongs to one process, so
 * without DATABASE_URL the shop is one process whatever SHOP_WORKERS says.
 */
function workerCount(): number {
  const shared = Boolean(process.env.DATABASE_URL || process.env.COMMERCE_API_URL);
  const configured = Number(process.env.SHOP_WORKERS);
  const wanted =
    Number.isInteger(configured) && configured >= 1 ? configured : Math.min(os.availableParallelism(), 4);
  return shared ? Math.min(wanted, 8) : 1;
}

function startPrimary(workers: number) {
  let closing = false;
  // The first worker migrates and seeds the database; the others start once it answers.
  cluster.fork();
  cluster.once('listening', () => {
    for (let i = 1; i < workers; i++) cluster.fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    // A worker that crashed is replaced; one that stopped cleanly (Ctrl-C reaches every process of
    // the terminal's group) is not, and the primary ends with the last one.
    if (!closing && code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') {
      logger.error({ pid: worker.process.pid, exit: signal ?? code }, 'worker stopped; starting another');
      cluster.fork();
      return;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  const shutdown = () => {
    if (closing) return;
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

const workers = workerCount();
if (workers > 1 && cluster.isPrimary) {
  startPrimary(workers);
} else {
  void main().catch((error: unknown) => {
    logger.fatal({ err: (error as Error).message }, 'could not start the shop');
    process.exit(1);
  });
}
