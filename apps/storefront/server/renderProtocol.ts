/**
 * Messages between the shop's main thread and its render workers (server/renderPool.ts,
 * server/renderWorker.ts). Every message of one page render carries that render's `id`; the
 * worker's `parentPort` carries them all.
 */

/** What the worker gets at start: the built renderer to import and what every render needs. */
export interface RenderWorkerData {
  /** file: URL of the built render entry (`dist/server/entry.server.js`). */
  rendererUrl: string;
  manifest: Record<string, unknown>;
  themeColor?: string;
  apiUri: string;
  /** The worker thread's nice value on Linux (0: as the main thread). */
  nice?: number;
  /** Bytes of the API's shareable answers the worker keeps (answerCache.ts; 0: none). */
  answerCacheBytes?: number;
}

/** The parts of the request a render reads. */
export interface RenderRequestHead {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export type HeaderValue = string | number | readonly string[];

export type ToWorker =
  | {
      type: 'render';
      id: number;
      req: RenderRequestHead;
      nonce: string;
      guestPage: boolean;
      /** The API's data version when the render began (answerCache.ts); absent: keep nothing. */
      dataVersion?: string;
    }
  /** The answer to a GraphQL request of a render (made by the main thread's one API). */
  | {
      type: 'fetched';
      id: number;
      fetchId: number;
      status: number;
      headers: [string, string][];
      body: string;
    }
  | { type: 'fetchFailed'; id: number; fetchId: number; message: string }
  /** The main thread did what a `call` asked (`error` when it failed). */
  | { type: 'returned'; id: number; callId: number; error?: string }
  /** The client left before the page was complete: stop rendering it. */
  | { type: 'close'; id: number }
  /** Collect garbage (when exposed) and report the worker's heap (the soak's leak guard). */
  | { type: 'memory'; id: number };

export type FromWorker =
  | { type: 'header'; id: number; name: string; value: HeaderValue | null }
  | { type: 'head'; id: number; status: number }
  | { type: 'chunk'; id: number; data: Uint8Array | string }
  | { type: 'flush'; id: number }
  | { type: 'end'; id: number }
  | {
      type: 'call';
      id: number;
      callId: number;
      what: 'beforeStream' | 'guestPage';
      page?: { status: number; html: string; nonce: string };
    }
  | { type: 'log'; id: number; fields: Record<string, unknown>; message: string }
  | {
      type: 'fetch';
      id: number;
      fetchId: number;
      url: string;
      method: string;
      headers: [string, string][];
      body: string | null;
    }
  /** `render()` returned (the page may still be streaming) or threw (`error`). */
  | { type: 'done'; id: number; error?: string }
  | { type: 'memory'; id: number; heapUsed: number; heapTotal: number; external: number }
  /**
   * The worker has loaded the renderer; `warmUp`: the pages the renderer asks to render once before
   * the worker takes a place (the renderer's `warmUpUrls`).
   */
  | { type: 'ready'; warmUp?: string[] };
