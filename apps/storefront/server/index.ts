import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import { authorizeApiRequest, handleSession, type SessionDeps } from './session.js';
import { newNonce, setSecurityHeaders, shopSecurityFromEnv } from './securityHeaders.js';
import { staticFiles } from './static.js';
import { handleBlogFeed } from './blogFeed.js';
import { createLifecycle, lifecycleTimingsFromEnv } from '@shop/commerce-api/lifecycle';
import { handleSocialLogin } from './socialLogin.js';
import { handleWebManifest, readPwaBuildInfo } from './webManifest.js';

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

interface ServerRenderer {
  render(
    req: IncomingMessage,
    res: ServerResponse,
    options: {
      apiUri: string;
      apiFetch: typeof fetch;
      manifest: Record<string, unknown>;
      nonce: string;
      themeColor: string;
    },
  ): Promise<void>;
}

interface EmbeddedApi {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  fetch(request: Request): Promise<Response>;
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const externalApi = process.env.COMMERCE_API_URL;

  let api: EmbeddedApi | null = null;
  if (!externalApi) {
    const { createCommerceApi } = await import('@shop/commerce-api');
    api = await createCommerceApi({
      dataDir: process.env.PGLITE_DATA_DIR ?? path.join(repoRoot, '.data/pglite'),
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      log: (msg: string) => console.log(`[commerce-api] ${msg}`),
    });
  }

  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const renderer = (await import(
    pathToFileURL(path.join(appRoot, 'dist/server/entry.server.js')).href
  )) as ServerRenderer;

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
  const security = shopSecurityFromEnv();
  // Pages stream: the middleware compresses each chunk React flushes (React calls `res.flush()`),
  // so the browser can start on the shell before the rest of the page exists.
  const compress = compression() as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      console.error(
        `[storefront] ${req.method} ${req.url?.split('?')[0]} failed: ${(error as Error).message}`,
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
    log: (msg) => console.log(`[storefront] ${msg}`),
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
    await new Promise<void>((resolve, reject) =>
      compress(req, res, (error) => (error ? reject(error as Error) : resolve())),
    );
    await renderer.render(req, res, {
      apiUri,
      apiFetch,
      manifest,
      nonce,
      themeColor: manifestDeps.build.themeColor,
    });
  }

  // Keep idle connections longer than the proxies and load balancers in front usually do (60 s),
  // so they never reuse a socket this server is just closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  server.listen(port, host, () => {
    const shown = host === '0.0.0.0' ? 'localhost' : host;
    console.log(
      `Shop running at http://${shown}:${port}/ (API at /graphql${externalApi ? ` → ${externalApi}` : ''})`,
    );
  });

  let closing = false;
  // Requests in flight finish (up to DRAIN_TIMEOUT_MS), then the database closes.
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: stopping the shop…`);
    void lifecycle
      .drain(signal)
      .then(() => api?.close())
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

void main().catch((error: unknown) => {
  console.error(`Could not start the shop: ${(error as Error).message}`);
  process.exit(1);
});
