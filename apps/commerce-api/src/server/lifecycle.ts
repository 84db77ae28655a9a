import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * What a load balancer needs from a shop or API process: `/healthz` (the process answers: restart
 * it when this fails), `/readyz` (send it traffic: the database answers and the process is not
 * stopping) and a drain on SIGTERM — stop taking new connections, let the requests in flight
 * finish, then close the database. During the optional grace period (`SHUTDOWN_GRACE_MS`) the
 * process still serves but reports not ready, so a balancer that polls `/readyz` moves traffic
 * away before the listener closes; nginx's `proxy_next_upstream error` needs no grace.
 */
export interface LifecycleOptions {
  /** True when the process can serve (for example, its database answers). Bounded by `readyTimeoutMs`. */
  ready: () => Promise<boolean>;
  /** How long in-flight requests may take to finish after the listener closes (default 10 s). */
  drainTimeoutMs?: number;
  /** How long to keep serving, reporting not ready, before the listener closes (default 0). */
  graceMs?: number;
  /** A readiness check slower than this counts as not ready (default 2 s). */
  readyTimeoutMs?: number;
  log?: (msg: string) => void;
}

export interface Lifecycle {
  /** Answers `/healthz` and `/readyz`; resolves false for every other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  readonly draining: boolean;
  /** Stops the server gracefully; resolves once every connection has closed. Idempotent. */
  drain(reason: string): Promise<void>;
}

const envMs = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const v = Number(raw ?? '');
  return raw !== undefined && raw !== '' && Number.isFinite(v) && v >= 0 ? v : fallback;
};

export function lifecycleTimingsFromEnv(): Pick<LifecycleOptions, 'drainTimeoutMs' | 'graceMs'> {
  return { drainTimeoutMs: envMs('DRAIN_TIMEOUT_MS', 10_000), graceMs: envMs('SHUTDOWN_GRACE_MS', 0) };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function createLifecycle(server: Server, options: LifecycleOptions): Lifecycle {
  const drainTimeoutMs = options.drainTimeoutMs ?? 10_000;
  const graceMs = options.graceMs ?? 0;
  const readyTimeoutMs = options.readyTimeoutMs ?? 2_000;
  const log = options.log ?? (() => {});
  let draining = false;
  let drained: Promise<void> | null = null;

  const isReady = async (): Promise<boolean> => {
    if (draining) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        options.ready(),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), readyTimeoutMs);
        }),
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const answer = (res: ServerResponse, status: number, body: Record<string, string>) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  return {
    get draining() {
      return draining;
    },
    async handle(req, res) {
      // A keep-alive connection still open while draining is closed after its answer.
      if (draining && !res.headersSent) res.setHeader('Connection', 'close');
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/healthz') {
        answer(res, 200, { status: 'ok' });
        return true;
      }
      if (path === '/readyz') {
        if (await isReady()) answer(res, 200, { status: 'ready' });
        else answer(res, 503, { status: draining ? 'draining' : 'unavailable' });
        return true;
      }
      return false;
    },
    drain(reason) {
      drained ??= (async () => {
        draining = true;
        log(`${reason}: draining (grace ${graceMs} ms, in-flight requests up to ${drainTimeoutMs} ms)`);
        if (graceMs > 0) await sleep(graceMs);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Connections that go idle after their answer are closed as they do; the rest get the time
        // left, then are cut.
        server.closeIdleConnections();
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        const cut = setTimeout(() => {
          log(`drain: cutting the connections still open after ${drainTimeoutMs} ms`);
          server.closeAllConnections();
        }, drainTimeoutMs);
        try {
          await closed;
        } finally {
          clearInterval(sweep);
          clearTimeout(cut);
        }
        log('drain: every connection closed');
      })();
      return drained;
    },
  };
}
