import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface DocumentStreamOptions {
  status: number;
  /** Crawlers get the complete document; browsers the shell as soon as it is ready. */
  waitForAll: boolean;
  bootstrapModules: string[];
  bootstrapScriptContent?: string;
  timeoutMs: number;
  /** Content-Security-Policy nonce for the inline scripts React writes (hydration data, reveals). */
  nonce?: string;
  /** `no-store` unless given (`private, no-store` for a signed-in shopper's page). */
  cacheControl?: string;
  /**
   * Where a render error is reported, with the debug id made for it (spec §4/§8: the id a shopper
   * can quote). Defaults to stderr.
   */
  report?: (fields: { debugId: string; err: string }, message: string) => void;
  /** The failed shell's page text for a debug id (default: the spec's English unexpected-error text). */
  failureText?: (debugId: string) => string;
  /** Makes the debug id of a render error (tests); default 8 random hex characters. */
  debugId?: () => string;
}

const randomDebugId = () =>
  [...crypto.getRandomValues(new Uint8Array(4))]
    .map((b) => b.toString(16).padStart(2, '0').toUpperCase())
    .join('');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The message of a render error, one line and without the stack (which may carry request data). */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 300);
}

/** Without the server's logger (tests, tools): one JSON line on stderr. */
const stderrReport: NonNullable<DocumentStreamOptions['report']> = (fields, message) =>
  process.stderr.write(`${JSON.stringify({ level: 'error', msg: message, ...fields })}\n`);

/**
 * Streams a React document. Only a failing shell changes the status (500): an error inside a
 * Suspense boundary (a Page Builder block, a lazy widget) is reported once and the boundary's
 * fallback or error view goes out, so the page keeps its 200 or 404 — the browser retries that
 * part when it hydrates.
 */
export function streamDocument(
  req: IncomingMessage,
  res: ServerResponse,
  app: ReactNode,
  opts: DocumentStreamOptions,
): void {
  const report = opts.report ?? stderrReport;
  let shellFailed = false;
  // Why rendering stopped early, passed to React's abort: a client that left is not an error (a
  // shopper who followed a link while the page streamed), a page past its deadline is, by name.
  const clientLeft = new Error('The client left before the page was complete.');
  let firstDebugId: string | null = null;
  const send = () => {
    res.statusCode = opts.status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', opts.cacheControl ?? 'no-store');
    pipe(res);
  };
  const { pipe, abort } = renderToPipeableStream(app, {
    bootstrapModules: opts.bootstrapModules,
    // Content that is ready goes out in place: React would otherwise move large ready Suspense
    // boundaries (Page Builder blocks are boundaries) to the end of the stream, where only a
    // script can reveal them — no content without JavaScript, and a later hero image (LCP).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(opts.bootstrapScriptContent ? { bootstrapScriptContent: opts.bootstrapScriptContent } : {}),
    ...(opts.nonce ? { nonce: opts.nonce } : {}),
    onShellReady() {
      if (!opts.waitForAll) send();
    },
    onAllReady() {
      if (opts.waitForAll && !shellFailed) send();
    },
    onShellError() {
      // onError has already reported the cause.
      shellFailed = true;
      if (res.headersSent) return;
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      const text =
        opts.failureText?.(firstDebugId ?? '') ??
        `Sorry! An unexpected error occurred. Debug id ${firstDebugId ?? ''}`;
      res.end(
        `<!doctype html><title>Something went wrong</title><p>Something went wrong. Sorry about that.</p><p>${escapeHtml(text)}</p>`,
      );
    },
    // The returned id is React's `digest`: it reaches the browser with the boundary that failed.
    onError(error: unknown) {
      if (error === clientLeft) return undefined;
      const debugId = (opts.debugId ?? randomDebugId)();
      firstDebugId ??= debugId;
      report({ debugId, err: describe(error) }, 'render error');
      return debugId;
    },
  });
  // The deadline's closure holds the whole render (React's request, the page's Apollo cache and
  // state): it must end with the response, not `timeoutMs` later — an unref'd timer still keeps what
  // it closes over, so every page of the last 10 s stayed in memory (found by the perfsrv soak).
  const deadline = setTimeout(
    () => abort(new Error(`The page took longer than ${opts.timeoutMs} ms to render.`)),
    opts.timeoutMs,
  );
  deadline.unref();
  res.once('close', () => {
    clearTimeout(deadline);
    // The client left before the page was complete: stop rendering it, and log nothing (each
    // boundary still pending used to be logged as a render error, without a reason).
    if (!res.writableFinished) abort(clientLeft);
  });
}

/**
 * Renders a whole document into a string (a guest page that caches may keep): waits for every
 * Suspense boundary, so the HTML holds all content in place and React writes no reveal scripts.
 * Rejects when the shell fails or the render takes longer than `timeoutMs`.
 */
export function renderDocument(
  app: ReactNode,
  opts: Pick<
    DocumentStreamOptions,
    'bootstrapModules' | 'bootstrapScriptContent' | 'timeoutMs' | 'nonce' | 'report'
  >,
): Promise<string> {
  const report = opts.report ?? stderrReport;
  return new Promise((resolve, reject) => {
    // Decoded chunk by chunk into strings: no whole-document Buffer per page (large native buffers
    // per render fragmented the allocator's heap; see GuestPage.parts).
    const decoder = new TextDecoder();
    const parts: string[] = [];
    let failed = false;
    // Cleared as soon as the document is complete or failed: its closure holds the render (see
    // streamDocument).
    const deadline = setTimeout(() => {
      if (parts.length > 0 || failed) return;
      failed = true;
      // Named, so the log line React's onError writes for the unfinished part says why.
      const tooLong = new Error(`The page took longer than ${opts.timeoutMs} ms to render.`);
      abort(tooLong);
      reject(tooLong);
    }, opts.timeoutMs);
    deadline.unref();
    const sink = new Writable({
      decodeStrings: false,
      write(chunk: Uint8Array | string, _encoding, done) {
        parts.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
        done();
      },
      final(done) {
        clearTimeout(deadline);
        parts.push(decoder.decode());
        if (!failed) resolve(parts.join(''));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(app, {
      bootstrapModules: opts.bootstrapModules,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(opts.bootstrapScriptContent ? { bootstrapScriptContent: opts.bootstrapScriptContent } : {}),
      ...(opts.nonce ? { nonce: opts.nonce } : {}),
      onAllReady() {
        if (!failed) pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // As when streaming: the id is React's `digest` and the key of the server's log line.
      onError(error: unknown) {
        const debugId = randomDebugId();
        report({ debugId, err: describe(error) }, 'render error');
        return debugId;
      },
    });
  });
}
