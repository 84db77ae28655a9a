import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { openDb, type Db } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedCartProducts } from './db/seed/commerce.js';
import { seedIfEmpty } from './db/seed/index.js';
import { loadStores, type StoreView } from './domain/store.js';
import { createGraphqlServer } from './server/yoga.js';
import { serveMedia } from './server/media.js';

export interface CommerceApiOptions {
  /** PostgreSQL connection string; defaults to process.env.DATABASE_URL. Without one, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; default process.env.PGLITE_DATA_DIR ?? <cwd>/.data/pglite */
  dataDir?: string;
  /** PostgreSQL only: schema to work in (created if missing). */
  schema?: string;
  /** PGlite only: start from a `dumpDataDir()` tarball instead of an empty directory (fast test databases). */
  loadDataDir?: Blob;
  log?: (msg: string) => void;
  /** Called with every SQL statement before it runs (statement-count tests, diagnostics). */
  onQuery?: (sql: string) => void;
}

export interface CommerceApi {
  /** Handles /graphql (GET + POST) and /media/* ; resolves false when the path is not the API's so the caller can serve something else. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Fetch-API form for tests and SSR in the same process */
  fetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

const isGraphqlPath = (path: string) => path === '/graphql' || path === '/graphql/';
const isMediaPath = (path: string) => path.startsWith('/media/');

export async function createCommerceApi(options: CommerceApiOptions = {}): Promise<CommerceApi> {
  const log = options.log ?? ((msg: string) => console.log(`[commerce-api] ${msg}`));
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const dataDir = options.dataDir ?? process.env.PGLITE_DATA_DIR ?? join(process.cwd(), '.data', 'pglite');
  const db: Db = await openDb({
    databaseUrl: databaseUrl || undefined,
    dataDir,
    schema: options.schema,
    loadDataDir: options.loadDataDir,
    onQuery: options.onQuery,
  });
  let stores: StoreView[];
  try {
    await migrate(db, log);
    const seeded = await seedIfEmpty(db, log);
    await seedCartProducts(db, log);
    // Fresh planner statistics after bulk inserts: without them PostgreSQL (and PGlite, which has no
    // autovacuum) plans the catalogue queries for empty tables.
    if (seeded) await db.exec('ANALYZE');
    stores = await loadStores(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  log(
    `ready on ${db.kind === 'pglite' ? `PGlite (${dataDir})` : 'PostgreSQL'} with stores ${stores.map((s) => s.code).join(', ')}`,
  );

  const yoga = createGraphqlServer({ db, stores: () => stores, log });
  let closed = false;

  const fetchHandler = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (isMediaPath(path)) return serveMedia(db, request, path);
    if (isGraphqlPath(path)) return yoga.fetch(request);
    return new Response('Not Found', { status: 404 });
  };

  return {
    fetch: fetchHandler,
    async handle(req, res) {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (isGraphqlPath(path)) {
        await yoga.requestListener(req, res);
        return true;
      }
      if (isMediaPath(path)) {
        const response = await serveMedia(
          db,
          new Request(`http://localhost${req.url ?? '/'}`, { method: req.method }),
          path,
        );
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
        return true;
      }
      return false;
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
    },
  };
}
