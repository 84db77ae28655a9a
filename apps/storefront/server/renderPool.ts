import { AsyncResource } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { RenderedGuestPage } from './guestPage.js';
import type {
  FromWorker,
  HeaderValue,
  RenderRequestHead,
  RenderWorkerData,
  ToWorker,
} from './renderProtocol.js';

/**
 * Render workers (issue 23, fairness): server rendering is long synchronous work — at ten pages
 * at once, seconds of it — and on the thread that also serves the API it held every other request
 * (a new cart, `{ __typename }`) behind the renders. The pool runs the renders in worker threads;
 * the main thread keeps HTTP, the API (one instance, one answer cache, one database connection or
 * pool: the renders' GraphQL requests come back to it), static files and the guest page cache.
 *
 * Workers start when pages are asked for (and one on standby, below), and stop after `idleMs`
 * without a render (their memory goes back to the system) or once they have rendered `maxRenders`
 * pages (whatever they keep grows no further); a worker that dies fails only its own renders and
 * is replaced on demand. A worker past its renders keeps taking pages until its successor,
 * started then, has loaded the renderer and rendered the warm-up page: under load, pages no longer
 * wait for a cold worker (a product page's p99 was 2.2 s in the run where its worker was replaced).
 *
 * Spare workers (issue 18): the last `spare` places of the pool take pages only while the main
 * thread has room (its event loop busy less than `spareBelowLoad` of the last moment). The main
 * thread's own work is small per page, so under a storm of pages alone the spare worker renders
 * beside the first one on the core the main thread leaves idle (category pages 90 → 104/s in
 * `bench:load` on two cores, 97–99 → 123–125/s for ten clients on the page alone). When API work, carts and checkouts, fills the main thread, the spare worker gets
 * no new pages and leaves the main thread its core: two full workers on two cores had halved cart
 * creation under a page storm (BENCHMARKS.md, issue 23's fairness).
 *
 * A worker on standby (issue 18): a fresh worker's first page costs ~0.5 s to load the renderer
 * and ~1.4 s more to render cold (its code not yet compiled, its modules not yet run), so after a
 * quiet spell the next page that missed the page cache took 1.8–2.4 s instead of 30–60 ms. With
 * `standby`, the first place always holds a worker that has loaded the renderer and rendered the
 * warm-up pages (the renderer's `warmUpUrls`, with options from the server's `warmUp`; their
 * answers are thrown away): one starts with the
 * pool, and a worker in that place that goes idle is replaced by a fresh one, so its memory still
 * goes back to the system. A successor (below) takes its predecessor's place only once warm, too.
 */
export interface RenderPoolSettings {
  /** Worker threads at most; 0 renders on the main thread, as before. */
  size: number;
  /**
   * How many of the `size` places are spare: used only while the main thread's event loop is busy
   * less than `spareBelowLoad` (0: every place is always used).
   */
  spare: number;
  /** The main thread's event-loop utilisation (0–1) under which spare workers take pages. */
  spareBelowLoad: number;
  /** A worker without a render this long stops; the standby is renewed instead (0: never). */
  idleMs: number;
  /** A worker that has rendered this many pages is replaced (0: never). */
  maxRenders: number;
  /**
   * The first place always holds a warm worker: started with the pool, and renewed (not left
   * empty) when its worker goes idle. Off: every worker stops when idle, as before.
   */
  standby: boolean;
  /**
   * The standby worker is renewed when idle only if its JS heap grew by more than this since it
   * was warm (a burst of pages; 0: always): after a page or two it is kept, since a renewal costs a
   * warm-up (2–4 s of CPU).
   */
  standbyRenewBytes: number;
  /**
   * Linux nice value of the worker threads (0–19; default 0): above 0 renders yield the CPU to
   * the API — and, on a shared host, to everyone else (BENCHMARKS.md: pages starved at load 24).
   */
  nice: number;
  /**
   * MB of each worker's young generation (`resourceLimits.maxYoungGenerationSizeMb`; 0: V8's
   * default). Rendering allocates many short-lived objects: 192 MB (64 MB semi-spaces) spends far
   * less of a page on the scavenger than V8's 48 MB. Set per worker, so the main thread keeps V8's
   * default and does not hold a young generation grown to 128 MB after a burst.
   */
  youngGenerationMb: number;
  /**
   * Bytes of the API's shareable answers each worker keeps (answerCache.ts;
   * SHOP_RENDER_ANSWER_CACHE_MB, default 8; 0 with SHOP_API_CACHE=0, which measures without caches).
   */
  answerCacheBytes: number;
}

export function renderPoolSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  processes = 1,
): RenderPoolSettings {
  const num = (name: string, fallback: number) => {
    const raw = env[name];
    const v = Number(raw);
    return raw !== undefined && raw !== '' && Number.isInteger(v) && v >= 0 ? v : fallback;
  };
  // Default: the cores this process has (a share of them when the shop runs one process per core),
  // less one for the main thread, at least one and at most four; plus one spare worker on the main
  // thread's core while there is one to use (SHOP_RENDER_SPARE_WORKERS=0 leaves it out). A size set
  // with SHOP_RENDER_WORKERS has no spare unless SHOP_RENDER_SPARE_WORKERS says so.
  const share = Math.floor(os.availableParallelism() / Math.max(1, processes));
  const always = Math.max(1, Math.min(4, share - 1));
  const explicit = env.SHOP_RENDER_WORKERS !== undefined && env.SHOP_RENDER_WORKERS !== '';
  const size = Math.min(num('SHOP_RENDER_WORKERS', always), 16);
  const spare = Math.min(
    num('SHOP_RENDER_SPARE_WORKERS', explicit || always >= share || always >= 4 ? 0 : 1),
    explicit ? Math.max(0, size - 1) : 4,
  );
  return {
    size: explicit ? size : size + spare,
    spare,
    spareBelowLoad: Math.min(num('SHOP_RENDER_SPARE_BELOW_PERCENT', 50), 100) / 100,
    idleMs: num('SHOP_RENDER_WORKER_IDLE_S', 10) * 1000,
    maxRenders: num('SHOP_RENDER_WORKER_MAX_RENDERS', 2000),
    standby: env.SHOP_RENDER_STANDBY !== '0',
    standbyRenewBytes: num('SHOP_RENDER_STANDBY_RENEW_MB', 32) * 1024 * 1024,
    nice: Math.min(num('SHOP_RENDER_WORKER_NICE', 0), 19),
    youngGenerationMb: Math.min(num('SHOP_RENDER_WORKER_YOUNG_MB', 192), 1024),
    answerCacheBytes: env.SHOP_API_CACHE === '0' ? 0 : num('SHOP_RENDER_ANSWER_CACHE_MB', 8) * 1024 * 1024,
  };
}

/** What the server hands every render (as to `entry.server`'s `render`). */
export interface PoolRenderOptions {
  apiUri: string;
  apiFetch: typeof fetch;
  nonce: string;
  guestPage?: (page: RenderedGuestPage) => Promise<void>;
  beforeStream?: () => Promise<void>;
  log: { error(fields: Record<string, unknown>, message: string): void };
  /** The API's data version when the render begins; without it the worker keeps no answers. */
  dataVersion?: string;
}

/**
 * A page a fresh worker renders before it takes its place: `url` with the request's headers — or,
 * when the renderer names its own warm-up pages (its `warmUpUrls`), each of those in turn.
 */
export interface WarmUpPage {
  url: string;
  headers: RenderRequestHead['headers'];
  options: PoolRenderOptions;
}

/** What the pool asks of the server around its workers. */
export interface RenderPoolHooks {
  onWorkerError: (error: Error) => void;
  /** The main thread's event-loop utilisation of the last moment, 0–1 (tests give their own). */
  mainThreadLoad?: () => number;
  /** A warm-up page for a fresh worker, asked for each page (none: warm once the renderer is loaded). */
  warmUp?: () => Promise<WarmUpPage>;
}

/**
 * What a render writes to: the real response, or for a warm-up page one that keeps nothing. The
 * parts of `http.ServerResponse` the pool uses.
 */
interface RenderTarget {
  readonly headersSent: boolean;
  statusCode: number;
  setHeader(name: string, value: HeaderValue): unknown;
  removeHeader(name: string): void;
  write(chunk: Uint8Array | string): unknown;
  end(): unknown;
  flush?: () => void;
  destroy(error?: Error): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/** The response of a warm-up page: headers and chunks are dropped, `end` and `destroy` close it. */
class DiscardedResponse extends EventEmitter implements RenderTarget {
  headersSent = false;
  statusCode = 200;
  private closed = false;
  setHeader() {
    return this;
  }
  removeHeader() {}
  write() {
    return true;
  }
  end() {
    this.close();
    return this;
  }
  destroy() {
    this.close();
    return this;
  }
  private close() {
    if (this.closed) return;
    this.closed = true;
    this.emit('close');
  }
}

export interface RenderWorkerHeap {
  heapUsed: number;
  heapTotal: number;
  external: number;
}

interface Render {
  res: RenderTarget;
  options: PoolRenderOptions;
  /** Runs a function in the request's async context (its request id on every log line). */
  inContext: <T>(fn: () => T) => T;
  settle: (error?: Error) => void;
  returned: boolean;
  ended: boolean;
}

interface Slot {
  worker: Worker;
  active: Map<number, Render>;
  renders: number;
  retiring: boolean;
  /** The renderer is loaded (the worker said `ready`). */
  ready: boolean;
  /** It is to render the warm-up page before it takes a place (standby and successors). */
  warmUp: boolean;
  /** It has rendered its warm-up page (or has none to render): it may take a place. */
  warm: boolean;
  /** The id of its warm-up render while that runs (it does not count as a page in `pick`). */
  warming: number | null;
  /** The renderer's own warm-up pages (from its `ready` message). */
  warmUpUrls: string[] | null;
  /** Its JS heap's size once warm (the standby is renewed only when its heap grew past it). */
  warmHeap: number | null;
  /** It failed (`fail`): its pages are ended and it takes no place again. */
  failed: boolean;
  /**
   * The worker that takes this place once it is warm (started when this one is past its renders,
   * or, on standby, idle).
   */
  successor: Slot | null;
  idleTimer: NodeJS.Timeout | null;
  heaps: Map<number, (heap: RenderWorkerHeap) => void>;
}

export class RenderPool {
  private readonly slots: (Slot | null)[];
  /** Workers past their renders that still finish pages in flight. */
  private readonly retired = new Set<Slot>();
  private nextId = 0;
  private closed = false;
  /** Standby workers that died in a row (the pause before the next one), and that pause's timer. */
  private standbyFailures = 0;
  private standbyTimer: NodeJS.Timeout | null = null;

  private readonly mainThreadLoad: () => number;

  constructor(
    readonly settings: RenderPoolSettings,
    private readonly workerUrl: URL,
    private readonly workerData: RenderWorkerData,
    private readonly hooks: RenderPoolHooks,
  ) {
    this.mainThreadLoad = hooks.mainThreadLoad ?? eventLoopLoad();
    this.slots = Array.from({ length: Math.max(1, settings.size) }, () => null);
    if (settings.standby) this.slots[0] = this.start(true);
  }

  /** Workers that have loaded the renderer and rendered their warm-up page (tests). */
  get warmWorkers(): number {
    return this.every().filter((slot) => slot.warm).length;
  }

  /** Workers running now (tests, the soak). */
  get workers(): number {
    return this.every().length;
  }

  /** Every worker: in a place, warming up to take one, or retired and finishing its pages. */
  private every(): Slot[] {
    const placed = this.slots.filter((s): s is Slot => s !== null);
    return [...placed, ...placed.flatMap((s) => (s.successor ? [s.successor] : [])), ...this.retired];
  }

  /** Pages in flight (tests). */
  get busy(): number {
    return this.every().reduce((sum, slot) => sum + slot.active.size, 0);
  }

  render(req: IncomingMessage, res: ServerResponse, options: PoolRenderOptions): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The shop is stopping.'));
    const slot = this.pick();
    slot.renders++;
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    const head = { method: req.method ?? 'GET', url: req.url ?? '/', headers: { ...req.headers } };
    const { promise } = this.send(slot, head, res, options);
    // After the page is the worker's: a worker that is retired at once finishes it first.
    if (this.settings.maxRenders > 0 && slot.renders >= this.settings.maxRenders) this.succeed(slot);
    return promise;
  }

  /** Sends a page to a worker: the promise settles when `render()` in the worker returned. */
  private send(slot: Slot, head: RenderRequestHead, res: RenderTarget, options: PoolRenderOptions) {
    const id = this.nextId++;
    const promise = new Promise<void>((resolve, reject) => {
      const render: Render = {
        res,
        options,
        inContext: AsyncResource.bind(<T>(fn: () => T): T => fn()),
        settle: (error) => (error ? reject(error) : resolve()),
        returned: false,
        ended: false,
      };
      slot.active.set(id, render);
      res.once('close', () => {
        // The client left (or the answer is complete): the worker stops this page's render.
        if (!render.ended) slot.worker.postMessage({ type: 'close', id } satisfies ToWorker);
        render.ended = true;
        this.finish(slot, id);
      });
      slot.worker.postMessage({
        type: 'render',
        id,
        req: head,
        nonce: options.nonce,
        guestPage: Boolean(options.guestPage),
        ...(options.dataVersion !== undefined ? { dataVersion: options.dataVersion } : {}),
      } satisfies ToWorker);
    });
    return { id, promise };
  }

  /**
   * A worker that has loaded the renderer renders the warm-up pages (the renderer's own, else the
   * server's; their answers dropped), then counts as warm: a successor takes its place. A warm-up
   * page that fails is logged; past `WARM_UP_TIMEOUT_MS` the warm-up stops. The worker takes pages
   * all the same.
   */
  private async warm(slot: Slot) {
    const warmUp = this.hooks.warmUp;
    if (warmUp && slot.warmUp && !this.closed) {
      const deadline = Date.now() + WARM_UP_TIMEOUT_MS;
      for (const url of slot.warmUpUrls ?? [null]) {
        if (this.closed || !this.every().includes(slot) || Date.now() >= deadline) break;
        await this.warmUpPage(slot, warmUp, url, deadline - Date.now());
      }
    }
    slot.warm = true;
    this.standbyFailures = 0;
    this.takeOver(slot);
    if (this.settings.standby && !this.closed && this.every().includes(slot))
      slot.warmHeap = (await this.heapOf(slot)).heapTotal;
  }

  /** Renders one warm-up page (`url`, else the server's) into a response that keeps nothing. */
  private async warmUpPage(
    slot: Slot,
    warmUp: NonNullable<RenderPoolHooks['warmUp']>,
    url: string | null,
    ms: number,
  ) {
    const discarded = new DiscardedResponse();
    let log: PoolRenderOptions['log'] | null = null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The warm-up took too long.')), ms);
    });
    try {
      const page = await Promise.race([warmUp(), timeout]);
      if (this.closed || !this.every().includes(slot)) return;
      log = page.options.log;
      const { id, promise } = this.send(
        slot,
        { method: 'GET', url: url ?? page.url, headers: page.headers },
        discarded,
        page.options,
      );
      slot.warming = id;
      await Promise.race([promise, timeout]);
    } catch (error) {
      if (!this.closed) log?.error({ err: (error as Error).message }, 'render worker warm-up failed');
    } finally {
      clearTimeout(timer);
      slot.warming = null;
      // A render that threw or timed out has no end of its own: this ends it (and tells the
      // worker to stop it), so it leaves the worker's pages.
      discarded.destroy();
    }
  }

  /** Pages a worker is rendering, its warm-up page left out. */
  private load(slot: Slot): number {
    return slot.active.size - (slot.warming !== null && slot.active.has(slot.warming) ? 1 : 0);
  }

  /** Every worker's JS heap after a full collection (when `--expose-gc` is on). */
  async heaps(): Promise<RenderWorkerHeap[]> {
    return Promise.all(this.every().map((slot) => this.heapOf(slot)));
  }

  private heapOf(slot: Slot): Promise<RenderWorkerHeap> {
    return new Promise<RenderWorkerHeap>((resolve) => {
      const id = this.nextId++;
      slot.heaps.set(id, resolve);
      slot.worker.postMessage({ type: 'memory', id } satisfies ToWorker);
    });
  }

  /** Stops every worker (after the server drained). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.standbyTimer) clearTimeout(this.standbyTimer);
    this.standbyTimer = null;
    const slots = this.every();
    this.slots.fill(null);
    this.retired.clear();
    await Promise.all(slots.map((slot) => this.stop(slot)));
  }

  /**
   * An idle worker, else a new one in a free place, else the least busy; the spare places only
   * while the main thread has room.
   */
  private pick(): Slot {
    const spare = Math.min(this.settings.spare, this.slots.length - 1);
    const open =
      spare > 0 && this.mainThreadLoad() >= this.settings.spareBelowLoad
        ? this.slots.length - spare
        : this.slots.length;
    const places = this.slots.slice(0, open);
    const live = places.filter((s): s is Slot => s !== null);
    const idle = live.find((s) => this.load(s) === 0);
    if (idle) return idle;
    const free = places.indexOf(null);
    if (free >= 0) return (this.slots[free] = this.start());
    return live.reduce((a, b) => (this.load(b) < this.load(a) ? b : a));
  }

  /**
   * A new worker; `warmUp`: it renders the warm-up page once loaded (the standby, and successors,
   * which take their place only then).
   */
  private start(warmUp = false): Slot {
    const worker = new Worker(this.workerUrl, {
      ...(this.settings.youngGenerationMb > 0
        ? { resourceLimits: { maxYoungGenerationSizeMb: this.settings.youngGenerationMb } }
        : {}),
      workerData: {
        ...this.workerData,
        nice: this.settings.nice,
        answerCacheBytes: this.settings.answerCacheBytes,
      } satisfies RenderWorkerData,
    });
    const slot: Slot = {
      worker,
      active: new Map(),
      renders: 0,
      retiring: false,
      ready: false,
      warmUp,
      warm: false,
      warming: null,
      warmUpUrls: null,
      warmHeap: null,
      failed: false,
      successor: null,
      idleTimer: null,
      heaps: new Map(),
    };
    worker.on('message', (message: FromWorker) => this.receive(slot, message));
    worker.on('error', (error) => {
      this.hooks.onWorkerError(error);
      this.fail(slot, error);
    });
    worker.on('exit', (code) => {
      if (slot.active.size > 0) this.fail(slot, new Error(`The render worker stopped (exit code ${code}).`));
      this.forget(slot);
      this.restoreStandby();
    });
    return slot;
  }

  /**
   * The standby place left empty by a worker that died: a new standby starts, after a pause that
   * doubles with each failure in a row (1 s up to a minute), so a renderer that cannot load is not
   * restarted in a tight loop.
   */
  private restoreStandby() {
    if (!this.settings.standby || this.closed || this.slots[0] !== null || this.standbyTimer) return;
    const delay = Math.min(60_000, 1000 * 2 ** this.standbyFailures++);
    this.standbyTimer = setTimeout(() => {
      this.standbyTimer = null;
      if (!this.closed && this.slots[0] === null) this.slots[0] = this.start(true);
    }, delay);
    this.standbyTimer.unref();
  }

  /** A worker past its renders: its successor starts now and takes its place once ready. */
  private succeed(slot: Slot) {
    if (slot.successor || slot.retiring) return;
    if (slot.ready === false) return this.retire(slot);
    slot.successor = this.start(true);
  }

  /** A successor is warm: it takes its predecessor's place. */
  private takeOver(successor: Slot) {
    const index = this.slots.findIndex((s) => s?.successor === successor);
    const predecessor = index >= 0 ? this.slots[index]! : null;
    if (!predecessor || this.closed) return;
    predecessor.successor = null;
    this.retire(predecessor);
    this.slots[index] = successor;
    if (successor.active.size === 0) this.idleFrom(successor);
  }

  private retire(slot: Slot) {
    if (slot.retiring) return;
    slot.retiring = true;
    this.forget(slot);
    this.retired.add(slot);
    if (slot.active.size === 0) void this.stop(slot);
  }

  /** The slot is no longer given renders. */
  private forget(slot: Slot) {
    const index = this.slots.indexOf(slot);
    // A successor still warming up takes the place at once; one that failed is started again later.
    if (index >= 0) this.slots[index] = this.closed ? null : slot.successor;
    slot.successor = null;
    for (const other of this.slots) if (other?.successor === slot) other.successor = null;
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
  }

  private async stop(slot: Slot) {
    this.forget(slot);
    this.retired.delete(slot);
    for (const resolve of slot.heaps.values()) resolve({ heapUsed: 0, heapTotal: 0, external: 0 });
    slot.heaps.clear();
    await slot.worker.terminate();
  }

  /** A render is over once `render()` returned and its response is complete (or the client left). */
  private finish(slot: Slot, id: number) {
    const render = slot.active.get(id);
    if (!render || !render.returned || !render.ended) return;
    slot.active.delete(id);
    if (slot.active.size > 0) return;
    if (slot.retiring || this.closed) {
      void this.stop(slot);
      return;
    }
    // A worker that failed (its pages ended by `fail`) has no place to keep.
    if (slot.failed) return;
    this.idleFrom(slot);
  }

  /**
   * A worker without pages stops after `idleMs`, unless one comes first; the standby place's
   * worker is renewed instead, and a fresh one on standby waits for pages without a timer.
   */
  private idleFrom(slot: Slot) {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    if (this.settings.idleMs <= 0) return;
    const standby = this.settings.standby && this.slots[0] === slot;
    if (standby && slot.renders === 0) return;
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = null;
      if (!standby || this.slots[0] !== slot || this.closed) return void this.stop(slot);
      void this.heapOf(slot).then((heap) => {
        if (this.slots[0] !== slot || this.closed || slot.active.size > 0 || slot.successor) return;
        // A heap that has not grown since the warm-up is kept (renewing costs a warm-up's CPU);
        // the next quiet spell after a page asks again.
        const limit = this.settings.standbyRenewBytes;
        if (limit > 0 && slot.warmHeap !== null && heap.heapTotal - slot.warmHeap <= limit) return;
        // Renewed: the fresh worker warms up while this one still takes pages, then takes over.
        slot.successor = this.start(true);
      });
    }, this.settings.idleMs);
    slot.idleTimer.unref();
  }

  /** A worker failed: its pages in flight fail (a 500 when nothing was sent yet). */
  private fail(slot: Slot, error: Error) {
    slot.failed = true;
    this.forget(slot);
    this.retired.delete(slot);
    for (const render of slot.active.values()) {
      if (!render.returned) render.settle(error);
      else if (!render.ended) render.res.destroy(error);
    }
    slot.active.clear();
    for (const resolve of slot.heaps.values()) resolve({ heapUsed: 0, heapTotal: 0, external: 0 });
    slot.heaps.clear();
  }

  private receive(slot: Slot, message: FromWorker) {
    if (message.type === 'ready') {
      slot.ready = true;
      slot.warmUpUrls = message.warmUp?.length ? message.warmUp : null;
      void this.warm(slot);
      return;
    }
    if (message.type === 'memory') {
      slot.heaps.get(message.id)?.(message);
      slot.heaps.delete(message.id);
      return;
    }
    const render = slot.active.get(message.id);
    if (!render) return;
    const { res } = render;
    render.inContext(() => {
      switch (message.type) {
        case 'header':
          if (res.headersSent) return;
          if (message.value === null) res.removeHeader(message.name);
          else res.setHeader(message.name, message.value);
          return;
        case 'head':
          if (!res.headersSent) res.statusCode = message.status;
          return;
        case 'chunk':
          if (!render.ended) res.write(message.data);
          return;
        case 'flush':
          (res as ServerResponse & { flush?: () => void }).flush?.();
          return;
        case 'end':
          if (!render.ended) res.end();
          return;
        case 'log':
          // A page whose client left fails its remaining API requests (see `fetch`): those errors
          // are not the shop's, and no one saw the page.
          if (!(render.ended && !render.returned)) render.options.log.error(message.fields, message.message);
          return;
        case 'call':
          void this.call(slot, render, message);
          return;
        case 'fetch':
          void this.fetch(slot, render, message);
          return;
        case 'done':
          render.returned = true;
          render.settle(message.error === undefined ? undefined : new Error(message.error));
          this.finish(slot, message.id);
      }
    });
  }

  private async call(slot: Slot, render: Render, message: Extract<FromWorker, { type: 'call' }>) {
    const reply = (error?: string) =>
      slot.worker.postMessage({
        type: 'returned',
        id: message.id,
        callId: message.callId,
        ...(error === undefined ? {} : { error }),
      } satisfies ToWorker);
    try {
      if (message.what === 'beforeStream') await render.options.beforeStream?.();
      else if (message.page && render.options.guestPage) {
        await render.options.guestPage(message.page);
        // The main thread answered the request itself.
        render.ended = true;
      }
      reply();
    } catch (error) {
      reply(error instanceof Error ? error.message : String(error));
    }
  }

  private async fetch(slot: Slot, render: Render, message: Extract<FromWorker, { type: 'fetch' }>) {
    try {
      // The client left: the render's loaders get no more database work, so an abandoned page
      // (a client that timed out under load) ends at once instead of rendering for no one.
      if (render.ended) throw new Error('The client left before the page was complete.');
      const response = await render.options.apiFetch(message.url, {
        method: message.method,
        headers: message.headers,
        ...(message.body === null ? {} : { body: message.body }),
      });
      const body = await response.text();
      slot.worker.postMessage({
        type: 'fetched',
        id: message.id,
        fetchId: message.fetchId,
        status: response.status,
        headers: [...response.headers],
        body,
      } satisfies ToWorker);
    } catch (error) {
      slot.worker.postMessage({
        type: 'fetchFailed',
        id: message.id,
        fetchId: message.fetchId,
        message: error instanceof Error ? error.message : String(error),
      } satisfies ToWorker);
    }
  }
}

/** A warm-up page that takes longer is stopped (the worker takes pages all the same). */
const WARM_UP_TIMEOUT_MS = 30_000;

/** Below this the last reading stands: a moment is long enough to mean something, short enough to follow load. */
const LOAD_WINDOW_MS = 250;

/**
 * The main thread's event-loop utilisation over the last complete window of `LOAD_WINDOW_MS` or
 * more (Node's `performance.eventLoopUtilization`: the share of the time the loop ran callbacks
 * instead of waiting; a thread starved of CPU by the render threads counts as busy, too).
 */
function eventLoopLoad(): () => number {
  let mark = performance.eventLoopUtilization();
  let load = 0;
  return () => {
    const now = performance.eventLoopUtilization();
    const since = performance.eventLoopUtilization(now, mark);
    if (since.idle + since.active >= LOAD_WINDOW_MS) {
      load = since.utilization;
      mark = now;
    }
    return load;
  };
}
