import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './client.js';
import { hasWritePriority } from './priority.js';

/**
 * The embedded database (PGlite) in a worker thread of this process (db/pglite-worker.mjs).
 *
 * Why a thread: PGlite executes a statement synchronously in WebAssembly. On the main thread a
 * heavy query froze every request, even those that never touch the database (issue 23 measured
 * 18–45 s). In its own thread it blocks only itself; the server keeps answering.
 *
 * Statement timeout: PostgreSQL's `statement_timeout` needs signals that PGlite does not have, so
 * a watchdog here reads what the thread runs (a shared clock, no messages) and, when one statement
 * runs longer than the limit, ends the thread: that statement fails as PostgreSQL's would
 * (SQLSTATE 57014), the other requests in flight as "database unavailable" (503), and the database
 * opens again from its folder — as after a crash, PostgreSQL's recovery keeps every committed
 * write. A transaction that ran `SET LOCAL statement_timeout = 0` (migrations, seeding) is not
 * watched. A thread that dies (or whose WebAssembly aborts) is replaced the same way.
 *
 * The thread belongs to this process: a `kill -9` ends both, and nothing else can keep the data
 * folder open afterwards.
 */
export interface PgliteWorkerOptions {
  dataDir: string;
  /** Initial contents (a `dumpDataDir()` tarball); an in-memory database restarts from it. */
  loadDataDir?: Blob;
  /** A statement running longer ends the thread (0 or undefined: never). */
  statementTimeoutMs?: number;
  log?: (message: string) => void;
}

interface Request {
  id: number;
  op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close';
  sql?: string;
  params?: unknown[];
  tx?: number;
  priority?: boolean;
}

type Reply =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { type: 'result'; id: number; rows?: unknown[]; error?: Record<string, unknown> };

interface Pending {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
  /** Not watched by the statement timeout (inside a transaction that lifted it). */
  unwatched: boolean;
}

interface Thread {
  worker: Worker;
  generation: number;
  clock: SharedArrayBuffer;
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
const LIFT_TIMEOUT = /^\s*SET\s+LOCAL\s+statement_timeout\s*(=|TO)\s*'?0'?\s*;?\s*$/i;

function databaseError(fields: Record<string, unknown>): Error {
  const error = new Error(typeof fields.message === 'string' ? fields.message : 'Database error');
  return Object.assign(error, fields);
}

const unavailable = (why: string) =>
  databaseError({ name: 'Error', code: '57P01', message: `Connection terminated: ${why}` });

export async function openPgliteWorker(options: PgliteWorkerOptions): Promise<Db> {
  const log = options.log ?? ((message: string) => console.error(`[commerce-api] ${message}`));
  const timeoutMs =
    options.statementTimeoutMs && options.statementTimeoutMs > 0 ? options.statementTimeoutMs : 0;
  const image = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let nextTx = 1;
  let generation = 0;
  let closed = false;
  let thread: Promise<Thread>;
  let restarting = false;

  function start(): Promise<Thread> {
    const clock = new SharedArrayBuffer(16);
    const worker = new Worker(WORKER_URL, {
      workerData: { dataDir: options.dataDir, loadDataDir: image, clock },
    });
    const current: Thread = { worker, generation: ++generation, clock };
    return new Promise<Thread>((resolve, reject) => {
      let opened = false;
      worker.on('message', (reply: Reply) => {
        if (reply.type === 'ready') {
          opened = true;
          resolve(current);
        } else if (reply.type === 'failed') {
          reject(databaseError(reply.error));
        } else {
          const waiting = pending.get(reply.id);
          if (!waiting) return;
          pending.delete(reply.id);
          if (reply.error) waiting.reject(databaseError(reply.error));
          else waiting.resolve(reply.rows ?? []);
        }
      });
      worker.on('error', (error) => {
        if (!opened) reject(error);
        else lost(current, `the embedded database stopped (${error.message})`);
      });
      worker.on('exit', (code) => {
        if (!opened) reject(new Error(`The embedded database did not open (exit ${code})`));
        else if (!closed) lost(current, `the embedded database exited (code ${code})`);
      });
    });
  }

  /** Fails what the lost thread held and opens the database again. */
  function lost(dead: Thread, why: string, timedOutId = 0) {
    if (dead.generation !== generation || closed) return;
    log(`${why}; opening it again`);
    for (const [id, waiting] of pending) {
      waiting.reject(
        id === timedOutId
          ? databaseError({
              name: 'Error',
              code: '57014',
              message: 'canceling statement due to statement timeout',
            })
          : unavailable(why),
      );
    }
    pending.clear();
    void dead.worker.terminate();
    restart();
  }

  function restart(attempt = 0) {
    restarting = true;
    thread = start();
    thread.then(
      () => {
        restarting = false;
        log('the embedded database is open again');
      },
      (error: Error) => {
        if (closed) return;
        const delay = Math.min(5_000, 500 * 2 ** attempt);
        log(`the embedded database could not be opened (${error.message}); trying again in ${delay} ms`);
        setTimeout(() => restart(attempt + 1), delay).unref();
      },
    );
  }

  thread = start();
  const first = await thread;

  // The watchdog: a statement past the limit ends the thread (see above).
  const watchdog = timeoutMs
    ? setInterval(
        () => {
          if (restarting) return;
          void thread
            .then((current) => {
              const id = Atomics.load(new Int32Array(current.clock, 0, 1), 0);
              if (id === 0 || pending.get(id)?.unwatched) return;
              const since = new Float64Array(current.clock, 8, 1)[0] ?? Date.now();
              if (Date.now() - since > timeoutMs)
                lost(current, `a statement ran longer than ${timeoutMs} ms`, id);
            })
            .catch(() => undefined);
        },
        Math.max(20, Math.min(250, timeoutMs / 4)),
      ).unref()
    : null;

  /** Sends one request; `onThread` pins transaction statements to the thread that began it. */
  async function call(
    request: Omit<Request, 'id'>,
    onThread?: number,
    unwatched = false,
  ): Promise<unknown[]> {
    if (closed && request.op !== 'close') throw unavailable('the database is closed');
    let current: Thread;
    try {
      current = await thread;
    } catch {
      throw unavailable('the embedded database is not open');
    }
    if (onThread !== undefined && onThread !== current.generation)
      throw unavailable('the embedded database restarted during the transaction');
    const id = nextId++;
    if (nextId > 2_000_000_000) nextId = 1;
    return new Promise<unknown[]>((resolve, reject) => {
      pending.set(id, { resolve, reject, unwatched });
      current.worker.postMessage({ ...request, id } satisfies Request);
    });
  }

  const priority = () => (hasWritePriority() ? { priority: true } : {});

  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) =>
      (await call({ op: 'query', sql, params, ...priority() })) as T[],
    exec: async (sql) => {
      await call({ op: 'exec', sql, ...priority() });
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = nextTx++;
      const onThread = (await thread.catch(() => first)).generation;
      await call({ op: 'begin', tx, ...priority() }, onThread);
      let unwatched = false;
      try {
        const result = await fn({
          query: async <R>(sql: string, params?: unknown[]) => {
            if (LIFT_TIMEOUT.test(sql)) unwatched = true;
            return (await call({ op: 'query', sql, params, tx }, onThread, unwatched)) as R[];
          },
        });
        await call({ op: 'commit', tx }, onThread, unwatched);
        return result;
      } catch (error) {
        await call({ op: 'rollback', tx }, onThread).catch(() => undefined);
        throw error;
      }
    },
    async close() {
      if (closed) return;
      if (watchdog) clearInterval(watchdog);
      const current = await thread.catch(() => null);
      closed = true;
      if (!current) return;
      const stopped = new Promise<void>((resolve) => current.worker.once('exit', () => resolve()));
      // Closing writes PGlite's state to its folder; a thread that does not answer is ended.
      const timer = setTimeout(() => void current.worker.terminate(), 10_000).unref();
      await call({ op: 'close' }).catch(() => undefined);
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      clearTimeout(timer);
      await current.worker.terminate();
      for (const waiting of pending.values()) waiting.reject(unavailable('the database is closed'));
      pending.clear();
    },
  };
}
