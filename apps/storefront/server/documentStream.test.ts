import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { Component, createElement, lazy, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDocument, streamDocument } from './documentStream';

/** A ServerResponse stand-in that collects what the renderer writes. */
function fakeResponse() {
  let body = '';
  const headers = new Map<string, unknown>();
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      body += chunk.toString();
      done();
    },
  });
  const res = Object.assign(sink, {
    statusCode: 0,
    headersSent: false,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
  });
  const finished = new Promise<void>((resolve) => {
    sink.on('finish', resolve);
  });
  return {
    res: res as unknown as ServerResponse,
    finished,
    body: () => body,
    headers,
    status: () => res.statusCode,
  };
}

const req = { headers: {} } as IncomingMessage;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? createElement('p', null, 'block failed') : this.props.children;
  }
}

/** A lazy block whose module fails on the server, like a Page Builder view that throws. */
const Broken = lazy(() => Promise.reject(new Error('block exploded\n    at secret (/srv/app.js:1:1)')));
function Throws(): ReactNode {
  throw new Error('shell exploded');
}

function page(children: ReactNode) {
  return createElement(
    'html',
    null,
    createElement('body', null, createElement('main', null, 'Welcome'), children),
  );
}

async function run(app: ReactNode, status: number, waitForAll: boolean) {
  const out = fakeResponse();
  const reports: string[] = [];
  let n = 0;
  streamDocument(req, out.res, app, {
    status,
    waitForAll,
    bootstrapModules: [],
    timeoutMs: 5_000,
    report: (fields, message) => reports.push(`${message} ${fields.debugId}: ${fields.err}`),
    debugId: () => `ID${++n}`,
  });
  await out.finished;
  return { ...out, reports };
}

describe('streamDocument', () => {
  for (const waitForAll of [false, true]) {
    it(`keeps the page's status when a block inside a Suspense boundary fails (waitForAll: ${waitForAll})`, async () => {
      const broken = createElement(
        Boundary,
        null,
        createElement(Suspense, { fallback: 'loading' }, createElement(Broken)),
      );
      const ok = await run(page(broken), 200, waitForAll);
      expect(ok.status()).toBe(200);
      expect(ok.body()).toContain('Welcome');
      expect(ok.reports).toEqual(['render error ID1: block exploded']);

      const notFound = await run(page(broken), 404, waitForAll);
      expect(notFound.status()).toBe(404);
    });
  }

  it('answers 500 with a static page when the shell fails, reporting the error once', async () => {
    const failed = await run(page(createElement(Throws)), 200, false);
    expect(failed.status()).toBe(500);
    expect(failed.body()).toContain('Something went wrong');
    // Spec §4/§8: the page names the debug id of the failure's log line.
    expect(failed.body()).toContain('Sorry! An unexpected error occurred. Debug id ID1');
    expect(failed.reports).toEqual(['render error ID1: shell exploded']);
  });

  it('renders a healthy page with its status and no reports', async () => {
    const healthy = await run(page(null), 404, true);
    expect(healthy.status()).toBe(404);
    expect(healthy.headers.get('cache-control')).toBe('no-store');
    expect(healthy.reports).toEqual([]);
  });

  // The deadline's closure holds the whole render (React's request, the page's data): a timer left
  // running kept every page of the last `timeoutMs` in memory (the SSR soak's growth, issue 18).
  it('clears its deadline when the response is done, for a page and for a failed shell', async () => {
    for (const [app, status] of [
      [page(null), 200],
      [page(createElement(Throws)), 500],
    ] as const) {
      const timers = deadlineTimers();
      const out = await run(app, 200, false);
      await new Promise((resolve) => setImmediate(resolve)); // 'close' follows 'finish'
      expect(out.status()).toBe(status);
      expect(timers.cleared()).toBe(true);
      vi.restoreAllMocks();
    }
  });
});

/** A block whose data never comes: its boundary is still pending when the render stops. */
const Pending = lazy(() => new Promise<never>(() => {}));

describe('streamDocument stopped early', () => {
  const pendingPage = () =>
    page(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Pending)));

  function start(timeoutMs: number) {
    const out = fakeResponse();
    const reports: string[] = [];
    streamDocument(req, out.res, pendingPage(), {
      status: 200,
      waitForAll: false,
      bootstrapModules: [],
      timeoutMs,
      report: (fields, message) => reports.push(`${message} ${fields.debugId}: ${fields.err}`),
      debugId: () => 'ID1',
    });
    return { ...out, reports };
  }

  it('reports nothing when the client leaves while a boundary is pending', async () => {
    const out = start(5_000);
    await vi.waitFor(() => expect(out.body()).toContain('Welcome'));
    const closed = new Promise((resolve) => out.res.once('close', resolve));
    (out.res as unknown as Writable).destroy(); // the connection closed before the page was complete
    await closed;
    await abortDone();
    expect(out.reports).toEqual([]);
  });

  it('names the deadline when a page outlives it', async () => {
    const out = start(50);
    await out.finished;
    expect(out.body()).toContain('Loading');
    expect(out.reports).toEqual(['render error ID1: The page took longer than 50 ms to render.']);
  });
});

describe('renderDocument', () => {
  afterEach(() => vi.restoreAllMocks());

  it('resolves the whole document and clears its deadline', async () => {
    const timers = deadlineTimers();
    const html = await renderDocument(page(null), { bootstrapModules: [], timeoutMs: 5_000 });
    expect(html).toContain('<main>Welcome</main>');
    expect(timers.cleared()).toBe(true);
  });

  it('rejects a page that outlives its deadline, and the log line names the deadline', async () => {
    const reports: string[] = [];
    await expect(
      renderDocument(page(createElement(Suspense, { fallback: null }, createElement(Pending))), {
        bootstrapModules: [],
        timeoutMs: 50,
        report: (fields, message) => reports.push(`${message}: ${fields.err}`),
      }),
    ).rejects.toThrow('The page took longer than 50 ms to render.');
    await abortDone();
    expect(reports).toEqual(['render error: The page took longer than 50 ms to render.']);
  });

  it('rejects when the shell fails, and clears its deadline', async () => {
    const timers = deadlineTimers();
    await expect(
      renderDocument(page(createElement(Throws)), {
        bootstrapModules: [],
        timeoutMs: 5_000,
        report: () => {},
      }),
    ).rejects.toThrow('shell exploded');
    expect(timers.cleared()).toBe(true);
  });
});

/** React finishes an abort in work it schedules: a few turns of the event loop. */
async function abortDone() {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** Watches the renderer's deadline timer (the one set for 5 s): whether it was cleared. */
function deadlineTimers() {
  const set = vi.spyOn(globalThis, 'setTimeout');
  const clear = vi.spyOn(globalThis, 'clearTimeout');
  return {
    cleared() {
      const index = set.mock.calls.findIndex((call) => call[1] === 5_000);
      expect(index).toBeGreaterThanOrEqual(0);
      const handle = set.mock.results[index]!.value as unknown;
      return clear.mock.calls.some((call) => call[0] === handle);
    },
  };
}
