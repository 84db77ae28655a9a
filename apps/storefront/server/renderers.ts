import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { RenderedGuestPage } from './guestPage.js';
import {
  RenderPool,
  renderPoolSettingsFromEnv,
  type RenderWorkerHeap,
  type WarmUpPage,
} from './renderPool.js';

/** What the server hands a render (`entry.server`'s `RenderOptions`, as the server fills them). */
export interface ServerRenderOptions {
  apiUri: string;
  apiFetch: typeof fetch;
  manifest: Record<string, unknown>;
  nonce: string;
  guestPage?: (page: RenderedGuestPage) => Promise<void>;
  beforeStream?: () => Promise<void>;
  log: { error(fields: Record<string, unknown>, message: string): void };
  themeColor: string;
  /** The embedded API's data version when the render begins (render workers key answers by it). */
  dataVersion?: string;
}

export interface ServerRenderer {
  render(req: IncomingMessage, res: ServerResponse, options: ServerRenderOptions): Promise<void>;
  /** Stops the render workers (after the server drained). */
  close(): Promise<void>;
  /** How pages are rendered, for the start-up log line. */
  readonly description: string;
}

/**
 * The key under which the soak test's probe (scripts/soak-probe.cjs) finds the render workers'
 * heaps, so its leak guard measures them with the main thread's.
 */
export const RENDER_WORKER_HEAPS = Symbol.for('shop.renderWorkerHeaps');

/**
 * Pages rendered in worker threads (server/renderPool.ts; SHOP_RENDER_WORKERS, default from the
 * cores), or on the main thread with SHOP_RENDER_WORKERS=0.
 */
export async function startRenderers(opts: {
  appRoot: string;
  manifest: Record<string, unknown>;
  apiUri: string;
  themeColor: string;
  /** Shop processes on this machine (each has its own pool). */
  processes: number;
  onWorkerError: (error: Error) => void;
  /** The page a fresh worker renders before it takes pages (its answer is dropped). */
  warmUp?: () => Promise<WarmUpPage>;
}): Promise<ServerRenderer> {
  const rendererUrl = pathToFileURL(path.join(opts.appRoot, 'dist/server/entry.server.js')).href;
  const settings = renderPoolSettingsFromEnv(process.env, opts.processes);
  if (settings.size === 0) {
    const inline = (await import(rendererUrl)) as Pick<ServerRenderer, 'render'>;
    return {
      render: (req, res, options) => inline.render(req, res, options),
      close: () => Promise.resolve(),
      description: 'pages rendered on the main thread',
    };
  }
  const pool = new RenderPool(
    settings,
    new URL('./renderWorker.js', import.meta.url),
    { rendererUrl, manifest: opts.manifest, themeColor: opts.themeColor, apiUri: opts.apiUri },
    { onWorkerError: opts.onWorkerError, ...(opts.warmUp ? { warmUp: opts.warmUp } : {}) },
  );
  (globalThis as Record<symbol, unknown>)[RENDER_WORKER_HEAPS] = (): Promise<RenderWorkerHeap[]> =>
    pool.heaps();
  return {
    render: (req, res, options) => pool.render(req, res, options),
    close: () => pool.close(),
    description:
      `pages rendered by up to ${settings.size} worker thread${settings.size === 1 ? '' : 's'}` +
      (settings.spare > 0 ? ` (${settings.spare} of them while the main thread has room)` : '') +
      (settings.standby ? ', one kept warm' : ''),
  };
}
