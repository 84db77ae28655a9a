import { readlinkSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import { Writable } from 'node:stream';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  FromWorker,
  HeaderValue,
  RenderRequestHead,
  RenderWorkerData,
  ToWorker,
} from './renderProtocol.js';
import { AnswerCache, type Answer } from './answerCache.js';

/**
 * A render worker thread (server/renderPool.ts starts them): it imports the built render entry
 * and renders pages with it exactly as the main thread did, but
 * - the request is the parts a render reads (method, URL, headers),
 * - the response is a stand-in that forwards the status, headers and every HTML chunk to the
 *   main thread, which writes them to the real response (its compression, its socket), and
 * - the render's GraphQL requests go to the main thread's one API (one answer cache, one database
 *   connection or pool), which answers them in the request's context (its request id in the logs).
 * Only node built-ins, the built entry and the server's own compiled modules (the answer cache) are
 * loaded here, so the file runs as compiled.
 */

interface WorkerRenderOptions {
  apiUri: string;
  apiFetch: typeof fetch;
  manifest: Record<string, unknown>;
  nonce: string;
  guestPage?: (page: { status: number; html: string; nonce: string }) => Promise<void>;
  beforeStream: () => Promise<void>;
  log: { error(fields: Record<string, unknown>, message: string): void };
  themeColor?: string;
}

interface Renderer {
  render(req: IncomingMessage, res: ServerResponse, options: WorkerRenderOptions): Promise<void>;
  /** The pages a fresh worker renders once before it takes a place (optional). */
  warmUpUrls?: () => string[];
}

const port = parentPort;
if (!port) throw new Error('renderWorker runs as a worker thread');
const data = workerData as RenderWorkerData;
const post = (message: FromWorker) => port.postMessage(message);

/** Calls and GraphQL requests waiting for the main thread, by render id and their own id. */
const waiting = new Map<string, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
const responses = new Map<number, RenderResponse>();
let nextId = 0;

function ask<T>(id: number, key: number, message: FromWorker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting.set(`${id}:${key}`, { resolve: resolve as (value: unknown) => void, reject });
    post(message);
  });
}

/**
 * The response a render writes to: headers and status go over once, before the first chunk
 * (`head`), as `http.ServerResponse` does; `flush()` (React calls it after each batch) lets the
 * main thread's compression send what it has.
 */
class RenderResponse extends Writable {
  statusCode = 200;
  headersSent = false;
  private readonly headers = new Map<string, HeaderValue>();

  constructor(private readonly id: number) {
    super({ decodeStrings: false });
    // A write after the client left must not end the worker.
    this.on('error', () => undefined);
  }

  setHeader(name: string, value: HeaderValue): this {
    this.headers.set(name.toLowerCase(), value);
    post({ type: 'header', id: this.id, name, value });
    return this;
  }

  getHeader(name: string): HeaderValue | undefined {
    return this.headers.get(name.toLowerCase());
  }

  hasHeader(name: string): boolean {
    return this.headers.has(name.toLowerCase());
  }

  removeHeader(name: string): void {
    this.headers.delete(name.toLowerCase());
    post({ type: 'header', id: this.id, name, value: null });
  }

  writeHead(status: number, headers?: Record<string, HeaderValue>): this {
    for (const [name, value] of Object.entries(headers ?? {})) this.setHeader(name, value);
    this.statusCode = status;
    this.sendHead();
    return this;
  }

  flush(): void {
    if (this.headersSent) post({ type: 'flush', id: this.id });
  }

  private sendHead(): void {
    if (this.headersSent) return;
    this.headersSent = true;
    post({ type: 'head', id: this.id, status: this.statusCode });
  }

  override _write(chunk: Uint8Array | string, _encoding: BufferEncoding, done: (error?: Error) => void) {
    this.sendHead();
    // A copy: React may reuse the buffer it wrote from.
    post({ type: 'chunk', id: this.id, data: typeof chunk === 'string' ? chunk : new Uint8Array(chunk) });
    done();
  }

  override _final(done: (error?: Error) => void) {
    this.sendHead();
    post({ type: 'end', id: this.id });
    done();
  }
}

/** The API's shareable answers (answerCache.ts), when the pool gives this worker room for them. */
const answers = data.answerCacheBytes ? new AnswerCache(data.answerCacheBytes, 2000) : null;

/**
 * The render's fetch: the request goes to the main thread's API, the answer comes back whole —
 * or, for a catalogue query the API marked shareable, from this worker's answers of the page's
 * data version.
 */
function apiFetchFor(id: number, dataVersion: string | undefined): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const headers = [...request.headers];
    const key =
      answers && dataVersion !== undefined
        ? answers.key(dataVersion, request.method, request.url, headers)
        : null;
    const kept = key === null ? undefined : answers!.get(key);
    if (kept) {
      // Answered in a later task, as an answer from the main thread is. Answered at once, a render
      // ran from start to end without the worker's event loop turning, and the worker's memory
      // outside the JS heap grew by ~250 KB a page (the soak: +40–80 % after 2,000 renders,
      // against 10 % with this turn).
      await new Promise((resolve) => setImmediate(resolve));
      return new Response(kept.body, { status: kept.status, headers: kept.headers });
    }
    const fetchId = nextId++;
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    const answer = await ask<Answer>(id, fetchId, {
      type: 'fetch',
      id,
      fetchId,
      url: request.url,
      method: request.method,
      headers,
      body,
    });
    if (key !== null)
      answers!.offer(key, { status: answer.status, headers: answer.headers, body: answer.body });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

/**
 * With SHOP_RENDER_WORKER_NICE, renders yield the CPU to the main thread: on Linux this thread's
 * nice value is raised (only the
 * thread's: Linux schedules threads one by one), so when the cores are busy the API's requests go
 * first and pages take what is left. Nothing happens where the thread's id cannot be read.
 */
if (data.nice && os.platform() === 'linux') {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, data.nice);
  } catch {
    // not permitted or not Linux-like: render at the process's priority
  }
}

const renderer = (await import(data.rendererUrl)) as Renderer;
post({ type: 'ready', ...(renderer.warmUpUrls ? { warmUp: renderer.warmUpUrls() } : {}) });

async function render(
  id: number,
  head: RenderRequestHead,
  nonce: string,
  guestPage: boolean,
  dataVersion: string | undefined,
) {
  const res = new RenderResponse(id);
  responses.set(id, res);
  res.once('close', () => responses.delete(id));
  const req = { method: head.method, url: head.url, headers: head.headers } as IncomingMessage;
  const call = (
    what: 'beforeStream' | 'guestPage',
    page?: { status: number; html: string; nonce: string },
  ) => {
    const callId = nextId++;
    return ask<void>(id, callId, { type: 'call', id, callId, what, ...(page ? { page } : {}) });
  };
  try {
    await renderer.render(req, res as unknown as ServerResponse, {
      apiUri: data.apiUri,
      apiFetch: apiFetchFor(id, dataVersion),
      manifest: data.manifest,
      nonce,
      beforeStream: () => call('beforeStream'),
      ...(guestPage
        ? {
            guestPage: async (page: { status: number; html: string; nonce: string }) => {
              await call('guestPage', page);
              // The main thread sent the page: this render's response is complete.
              res.destroy();
            },
          }
        : {}),
      log: { error: (fields, message) => post({ type: 'log', id, fields, message }) },
      ...(data.themeColor ? { themeColor: data.themeColor } : {}),
    });
    post({ type: 'done', id });
  } catch (error) {
    post({ type: 'done', id, error: error instanceof Error ? error.message : String(error) });
    res.destroy();
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'render':
      void render(message.id, message.req, message.nonce, message.guestPage, message.dataVersion);
      return;
    case 'fetched': {
      const key = `${message.id}:${message.fetchId}`;
      waiting.get(key)?.resolve(message);
      waiting.delete(key);
      return;
    }
    case 'fetchFailed': {
      const key = `${message.id}:${message.fetchId}`;
      waiting.get(key)?.reject(new TypeError(message.message));
      waiting.delete(key);
      return;
    }
    case 'returned': {
      const key = `${message.id}:${message.callId}`;
      const call = waiting.get(key);
      waiting.delete(key);
      if (message.error) call?.reject(new Error(message.error));
      else call?.resolve(undefined);
      return;
    }
    case 'close':
      // `destroy` emits 'close' before the response finished: the render's stream stops (see
      // documentStream.ts).
      responses.get(message.id)?.destroy();
      return;
    case 'memory': {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      const heap = v8.getHeapStatistics();
      post({
        type: 'memory',
        id: message.id,
        heapUsed: heap.used_heap_size,
        heapTotal: heap.total_heap_size,
        external: heap.external_memory,
      });
    }
  }
});
