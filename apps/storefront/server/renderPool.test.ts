import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedGuestPage } from './guestPage';
import {
  RenderPool,
  renderPoolSettingsFromEnv,
  type PoolRenderOptions,
  type RenderPoolHooks,
  type RenderPoolSettings,
} from './renderPool';

/**
 * Issue 23: page rendering runs in worker threads, so a long render does not hold the requests
 * the main thread serves (the API: `{ __typename }`, a new cart). The worker file is compiled
 * here as the build compiles it; the render entry is a stand-in whose `/block` page holds its
 * thread for 500 ms — with the pool, probes keep being answered meanwhile; rendered on the main
 * thread (as before), the same probe waits for it. Bounds are generous: only the mechanism counts.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'render-pool-test-'));
const workerFile = path.join(dir, 'renderWorker.mjs');
const rendererFile = path.join(dir, 'renderer.mjs');
/** A renderer that takes 400 ms to load, and answers with the worker thread's id. */
const slowLoadingRendererFile = path.join(dir, 'slow-loading-renderer.mjs');
const LOAD_MS = 400;
/** A renderer that names its own warm-up pages (as entry.server's `warmUpUrls`). */
const namingRendererFile = path.join(dir, 'naming-renderer.mjs');
const BLOCK_MS = 500;

let abandonedQueries = 0;
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));

const RENDERER = `
export async function render(req, res, options) {
  const url = new URL(req.url, 'http://shop.test');
  if (url.pathname === '/block') {
    const answer = await options.apiFetch(options.apiUri, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const { data } = await answer.json();
    const start = Date.now();
    while (Date.now() - start < ${BLOCK_MS}) {
      // a long synchronous render
    }
    const end = Date.now();
    await options.beforeStream();
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write('<p>' + data.__typename + '</p>');
    res.flush?.();
    setTimeout(() => res.end('<p data-start="' + start + '" data-end="' + end + '"></p>'), 150);
    return;
  }
  if (url.pathname === '/catalogue') {
    const ask = async (query, headers = {}) => {
      const answer = await options.apiFetch(options.apiUri + '?query=' + encodeURIComponent(query), {
        headers: { store: 'en', 'x-request-id': String(Math.random()), ...headers },
      });
      return (await answer.json()).data.n;
    };
    const catalogue = await ask('{ catalogue }');
    const cart = await ask('{ cart }');
    const signedIn = await ask('{ catalogue }', { authorization: 'Bearer t0ken' });
    const german = await ask('{ catalogue }', { store: 'de' });
    res.end(['catalogue', catalogue, 'cart', cart, 'signed in', signedIn, 'de', german].join(' '));
    return;
  }
  if (url.pathname === '/guest') {
    await options.guestPage({ status: 200, html: '<p>guest ' + options.nonce + '</p>', nonce: options.nonce });
    return;
  }
  if (url.pathname === '/redirect') {
    res.writeHead(301, { Location: '/elsewhere' });
    res.end();
    return;
  }
  if (url.pathname === '/log') {
    options.log.error({ debugId: 'ABCD1234', err: 'shell failed' }, 'render error');
    res.end('logged');
    return;
  }
  if (url.pathname === '/throw') throw new Error('render failed on purpose');
  if (url.pathname === '/crash') process.exit(3);
  if (url.pathname === '/stream') {
    await options.beforeStream();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write('<p>first</p>');
    res.flush?.();
    // The rest waits for the test, which has read the first chunk by then.
    await options.apiFetch(options.apiUri, { method: 'POST', body: JSON.stringify({ query: '{ release }' }) });
    res.end('<p>last</p>');
    return;
  }
  if (url.pathname === '/abandoned') {
    await new Promise((resolve) => setTimeout(resolve, 400));
    try {
      await options.apiFetch(options.apiUri, { method: 'POST', body: JSON.stringify({ query: '{ abandoned }' }) });
    } catch {
      options.log.error({ debugId: 'GONE0000', err: 'api failed' }, 'route error');
    }
    res.end('too late');
    return;
  }
  res.setHeader('Content-Type', 'text/plain');
  res.end('page ' + url.pathname);
}
`;

const requestIds = new AsyncLocalStorage<string>();
const logged: { fields: Record<string, unknown>; message: string; reqId: string | undefined }[] = [];
const kept: RenderedGuestPage[] = [];
/** Called when a render asks the API (the stand-in's renders block right after the answer). */
let renderAskedApi: (() => void) | null = null;

/** The API stand-in on the main thread: `{ __typename }` at once, a cart after a few loop turns. */
async function api(body: string): Promise<Response> {
  const { query } = JSON.parse(body) as { query: string };
  if (query.includes('abandoned')) abandonedQueries++;
  if (query.includes('release')) await released;
  if (query.includes('createGuestCart')) {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    return Response.json({ data: { createGuestCart: { cart: { id: 'a'.repeat(32) } } } });
  }
  return Response.json({ data: { __typename: 'Query' } });
}

/** GET queries the stand-in API answered, and the data version renders begin with. */
const answered = { catalogue: 0, cart: 0 };
let dataVersion = 'v1';

/** GET: catalogue answers marked shareable as the API marks them; a cart answer `no-store`. */
function getApi(url: string): Response {
  const query = new URL(url).searchParams.get('query') ?? '';
  if (query.includes('cart')) {
    return Response.json({ data: { n: ++answered.cart } }, { headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(
    { data: { n: ++answered.catalogue } },
    { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60', Vary: 'Store, Authorization' } },
  );
}

type Render = (req: IncomingMessage, res: ServerResponse, options: PoolRenderOptions) => Promise<void>;

async function startShop(render: Render) {
  const server = http.createServer((req, res) => {
    void requestIds.run(String(req.headers['x-request-id'] ?? ''), async () => {
      if (req.url === '/graphql') {
        let body = '';
        for await (const chunk of req) body += String(chunk);
        const answer = await api(body);
        res.setHeader('Content-Type', 'application/json');
        res.end(await answer.text());
        return;
      }
      const options: PoolRenderOptions = {
        apiUri: 'http://api.internal/graphql',
        apiFetch: async (input, init) => {
          renderAskedApi?.();
          return (init?.method ?? 'GET') === 'GET' ? getApi(String(input)) : api(String(init?.body));
        },
        dataVersion,
        nonce: 'n0nce',
        beforeStream: () => Promise.resolve(),
        log: { error: (fields, message) => logged.push({ fields, message, reqId: requestIds.getStore() }) },
        ...(req.url === '/guest'
          ? {
              guestPage: async (page: RenderedGuestPage) => {
                kept.push(page);
                res.setHeader('Content-Type', 'text/html');
                res.end(page.html);
              },
            }
          : {}),
      };
      try {
        await render(req, res, options);
      } catch (error) {
        res.statusCode = 500;
        res.end(`failed: ${(error as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function pool(
  settings: Partial<RenderPoolSettings> = {},
  errors: Error[] = [],
  mainThreadLoad?: () => number,
  renderer = rendererFile,
  hooks: Partial<RenderPoolHooks> = {},
) {
  return new RenderPool(
    {
      size: 1,
      spare: 0,
      spareBelowLoad: 0.5,
      idleMs: 0,
      maxRenders: 0,
      standby: false,
      standbyRenewBytes: 0,
      nice: 0,
      youngGenerationMb: 0,
      answerCacheBytes: 0,
      ...settings,
    },
    pathToFileURL(workerFile),
    { rendererUrl: pathToFileURL(renderer).href, manifest: {}, apiUri: 'http://api.internal/graphql' },
    { onWorkerError: (error) => errors.push(error), ...(mainThreadLoad ? { mainThreadLoad } : {}), ...hooks },
  );
}

async function timed(base: string, query: string) {
  const started = performance.now();
  const res = await fetch(`${base}/graphql`, { method: 'POST', body: JSON.stringify({ query }) });
  await res.text();
  return { ms: performance.now() - started, at: Date.now() };
}

/** Probes `{ __typename }` and cart creation, one after the other, until `done` settles. */
async function probeUntil(base: string, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => (finished = true));
  const probes: { ms: number; at: number }[] = [];
  while (!finished) {
    probes.push(await timed(base, '{ __typename }'));
    probes.push(await timed(base, 'mutation { createGuestCart { cart { id } } }'));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return probes;
}

/** A warm-up page (`/warm`) whose API requests are recorded, with the thread that asked. */
function warmUpHook(
  warmUps: string[],
  url = '/warm',
  logged: string[] = [],
): Pick<RenderPoolHooks, 'warmUp'> {
  return {
    warmUp: () =>
      Promise.resolve({
        url,
        headers: { host: 'shop.test' },
        options: {
          apiUri: 'http://api.internal/graphql',
          apiFetch: (input) => {
            const asked = new URL(String(input)).searchParams;
            warmUps.push(asked.get('thread') ?? asked.get('page') ?? '');
            return Promise.resolve(Response.json({ data: {} }));
          },
          nonce: 'warm',
          guestPage: () => Promise.resolve(),
          log: { error: (fields, message) => logged.push(`${message}: ${String(fields.err)}`) },
        },
      }),
  };
}

async function until(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(condition()).toBe(true);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

beforeAll(async () => {
  await build({
    entryPoints: [path.join(here, 'renderWorker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: workerFile,
    logLevel: 'silent',
  });
  writeFileSync(rendererFile, RENDERER);
  writeFileSync(
    slowLoadingRendererFile,
    `import { threadId } from 'node:worker_threads';
const loading = Date.now();
while (Date.now() - loading < ${LOAD_MS}) {
  // a large renderer's first import
}
export async function render(req, res, options) {
  if (req.url === '/warm') await options.apiFetch(options.apiUri + '?query=warm&thread=' + threadId);
  res.end(String(threadId));
}
`,
  );
});

beforeAll(() =>
  writeFileSync(
    namingRendererFile,
    `export const warmUpUrls = () => ['/one', '/two?x=1'];
export async function render(req, res, options) {
  await options.apiFetch(options.apiUri + '?page=' + encodeURIComponent(req.url));
  res.end('page ' + req.url);
}
`,
  ),
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('render workers', () => {
  it('keep answering the API while a render blocks its worker for 500 ms', async () => {
    const renders = pool();
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    try {
      // Warm the worker (its start is not what is measured).
      expect(await (await fetch(`${shop.base}/warm`)).text()).toBe('page /warm');
      const page = fetch(`${shop.base}/block`).then(async (res) => {
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        const chunks: { text: string; at: number }[] = [];
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return { status: res.status, chunks };
          chunks.push({ text: decoder.decode(value), at: Date.now() });
        }
      });
      const probes = await probeUntil(shop.base, page);
      const { status, chunks } = await page;
      expect(status).toBe(200);
      const html = chunks.map((c) => c.text).join('');
      const [, start, end] = /data-start="(\d+)" data-end="(\d+)"/.exec(html)!.map(Number);
      expect(end! - start!).toBeGreaterThanOrEqual(BLOCK_MS);
      // The probes answered while the worker was blocked: several, and none waited for it.
      const during = probes.filter((p) => p.at > start! && p.at < end!);
      expect(during.length).toBeGreaterThanOrEqual(3);
      expect(median(during.map((p) => p.ms))).toBeLessThan(100);
      expect(Math.max(...during.map((p) => p.ms))).toBeLessThan(BLOCK_MS - 100);
    } finally {
      await shop.close();
      await renders.close();
    }
  });

  it('streams the chunks a render flushes as they come', async () => {
    const renders = pool();
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    try {
      const res = await fetch(`${shop.base}/stream`);
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      const first = await reader.read();
      // The render has not written its last chunk yet: it waits for `release`.
      expect(decoder.decode(first.value)).toBe('<p>first</p>');
      release();
      let rest = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        rest += decoder.decode(value);
      }
      expect(rest).toBe('<p>last</p>');
    } finally {
      await shop.close();
      await renders.close();
    }
  });

  it('(the contrast) rendered on the main thread, the same probe waits for the render', async () => {
    const inline = (await import(pathToFileURL(rendererFile).href)) as { render: Render };
    const shop = await startShop(inline.render);
    try {
      // The render blocks right after its API answer: probe from then on.
      const blocking = new Promise<void>((resolve) => (renderAskedApi = resolve));
      const page = fetch(`${shop.base}/block`).then((res) => res.text());
      await blocking;
      renderAskedApi = null;
      const probes = await probeUntil(shop.base, page);
      await page;
      expect(Math.max(...probes.map((p) => p.ms))).toBeGreaterThanOrEqual(BLOCK_MS - 200);
    } finally {
      await shop.close();
    }
  });

  it('passes redirects, guest pages, logs and failures through, in the request context', async () => {
    const renders = pool();
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    try {
      const redirect = await fetch(`${shop.base}/redirect`, { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('/elsewhere');

      const guest = await fetch(`${shop.base}/guest`);
      expect(await guest.text()).toBe('<p>guest n0nce</p>');
      expect(kept.at(-1)).toEqual({ status: 200, html: '<p>guest n0nce</p>', nonce: 'n0nce' });

      const log = await fetch(`${shop.base}/log`, { headers: { 'X-Request-Id': 'req-42' } });
      expect(await log.text()).toBe('logged');
      expect(logged.at(-1)).toEqual({
        fields: { debugId: 'ABCD1234', err: 'shell failed' },
        message: 'render error',
        reqId: 'req-42',
      });

      const failed = await fetch(`${shop.base}/throw`);
      expect(failed.status).toBe(500);
      expect(await failed.text()).toBe('failed: render failed on purpose');

      // The worker is still there for the next page, and its heap can be measured.
      expect(await (await fetch(`${shop.base}/after`)).text()).toBe('page /after');
      const [heap] = await renders.heaps();
      expect(heap!.heapUsed).toBeGreaterThan(0);
    } finally {
      await shop.close();
      await renders.close();
    }
  });

  it('fails only the pages of a worker that dies, and starts another for the next page', async () => {
    const errors: Error[] = [];
    const renders = pool({}, errors);
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    try {
      expect(await (await fetch(`${shop.base}/before`)).text()).toBe('page /before');
      const crashed = await fetch(`${shop.base}/crash`);
      expect(crashed.status).toBe(500);
      expect(await crashed.text()).toBe('failed: The render worker stopped (exit code 3).');
      expect(await (await fetch(`${shop.base}/after`)).text()).toBe('page /after');
    } finally {
      await shop.close();
      await renders.close();
    }
  });

  it('gives a page whose client left no more API answers, and logs nothing of it', async () => {
    const renders = pool();
    let started!: () => void;
    const rendering = new Promise<void>((resolve) => (started = resolve));
    const shop = await startShop((req, res, options) => {
      started();
      return renders.render(req, res, options);
    });
    try {
      const before = logged.length;
      const client = new AbortController();
      const page = fetch(`${shop.base}/abandoned`, { signal: client.signal });
      await rendering;
      expect(renders.busy).toBe(1);
      // The client leaves; the render asks the API 400 ms after it started.
      client.abort();
      await expect(page).rejects.toThrow();
      const deadline = Date.now() + 10_000;
      while (renders.busy > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(renders.busy).toBe(0);
      expect(abandonedQueries).toBe(0);
      expect(logged.length).toBe(before);
    } finally {
      await shop.close();
      await renders.close();
    }
  });

  it('stops idle workers and replaces a worker after its renders', async () => {
    const idle = pool({ idleMs: 200 });
    const shop = await startShop((req, res, options) => idle.render(req, res, options));
    try {
      expect(await (await fetch(`${shop.base}/one`)).text()).toBe('page /one');
      expect(idle.workers).toBe(1);
      const deadline = Date.now() + 10_000;
      while (idle.workers > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(idle.workers).toBe(0);
      // A page after that starts a worker again.
      expect(await (await fetch(`${shop.base}/two`)).text()).toBe('page /two');
    } finally {
      await shop.close();
      await idle.close();
    }

    const recycled = pool({ maxRenders: 2 });
    const shop2 = await startShop((req, res, options) => recycled.render(req, res, options));
    try {
      for (const page of ['/a', '/b', '/c', '/d', '/e'])
        expect(await (await fetch(`${shop2.base}${page}`)).text()).toBe(`page ${page}`);
      // The retired workers stopped once their pages were complete: one is left.
      const deadline = Date.now() + 10_000;
      while (recycled.workers > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(recycled.workers).toBe(1);
    } finally {
      await shop2.close();
      await recycled.close();
    }

    // One page per worker: each page finishes on its worker before the worker stops.
    const single = pool({ maxRenders: 1 });
    const shop3 = await startShop((req, res, options) => single.render(req, res, options));
    try {
      for (const page of ['/a', '/b', '/c'])
        expect(await (await fetch(`${shop3.base}${page}`)).text()).toBe(`page ${page}`);
    } finally {
      await shop3.close();
      await single.close();
    }
  });

  it('hand a worker past its renders over to a successor once it has loaded, so no page waits for a cold one', async () => {
    const warmUps: string[] = [];
    const renders = pool({ maxRenders: 3 }, [], undefined, slowLoadingRendererFile, warmUpHook(warmUps));
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    const page = async () => {
      const started = performance.now();
      const thread = await (await fetch(`${shop.base}/page`)).text();
      return { thread, ms: performance.now() - started };
    };
    const threads = (pages: { thread: string }[]) => new Set(pages.map((p) => p.thread)).size;
    try {
      const first = await page();
      // The first page has no worker to go to but a cold one.
      expect(first.ms).toBeGreaterThanOrEqual(LOAD_MS);
      const later: { thread: string; ms: number }[] = [];
      const deadline = Date.now() + 10_000;
      while (threads([first, ...later]) < 3 && Date.now() < deadline) later.push(await page());
      // Two replacements happened, and every page after the first went to a loaded worker.
      expect(threads([first, ...later])).toBe(3);
      expect(Math.max(...later.map((p) => p.ms))).toBeLessThan(LOAD_MS);
      // Each successor rendered the warm-up page before it took pages; the first worker did not.
      expect(warmUps).toHaveLength(2);
      expect(new Set(later.map((p) => p.thread).filter((t) => t !== first.thread))).toEqual(new Set(warmUps));
      // The workers that were replaced stopped once their pages were done.
      while (renders.workers > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(renders.workers).toBe(1);
    } finally {
      await shop.close();
      await renders.close();
    }
  });

  it('keep a warm worker on standby, renewed when it goes idle, so a page after a quiet spell waits for no cold one (issue 18)', async () => {
    const warmUps: string[] = [];
    const renders = pool(
      { standby: true, idleMs: 300 },
      [],
      undefined,
      slowLoadingRendererFile,
      warmUpHook(warmUps),
    );
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    const page = async () => {
      const started = performance.now();
      const thread = await (await fetch(`${shop.base}/page`)).text();
      return { thread, ms: performance.now() - started };
    };
    try {
      // Before any page: one worker, loaded and through its warm-up page, which went nowhere.
      await until(() => renders.warmWorkers === 1);
      expect(renders.workers).toBe(1);
      expect(renders.busy).toBe(0);
      expect(warmUps).toHaveLength(1);
      const first = await page();
      expect(first.thread).toBe(warmUps[0]);
      expect(first.ms).toBeLessThan(LOAD_MS);
      // Idle for 300 ms: a fresh worker warms up and takes the place; the old one stops.
      await until(() => warmUps.length === 2 && renders.workers === 1 && renders.warmWorkers === 1);
      expect(warmUps[1]).not.toBe(first.thread);
      // A worker on standby that has had no page is not renewed again.
      await new Promise((r) => setTimeout(r, 900));
      expect(warmUps).toHaveLength(2);
      expect(renders.workers).toBe(1);
      const later = await page();
      expect(later.thread).toBe(warmUps[1]);
      expect(later.ms).toBeLessThan(LOAD_MS);
    } finally {
      await shop.close();
      await renders.close();
    }
    expect(renders.workers).toBe(0);
  });

  it('a warm-up page that fails is logged and leaves a worker that takes pages, and renews it (issue 18)', async () => {
    const logged: string[] = [];
    const renders = pool(
      { standby: true, idleMs: 300 },
      [],
      undefined,
      rendererFile,
      warmUpHook([], '/throw', logged),
    );
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    try {
      await until(() => renders.warmWorkers === 1 && renders.busy === 0);
      expect(logged).toEqual(['render worker warm-up failed: render failed on purpose']);
      expect(await (await fetch(`${shop.base}/one`)).text()).toBe('page /one');
      // Idle: renewed all the same (its warm-up fails again), and no render is left behind.
      await until(() => logged.length === 2 && renders.workers === 1 && renders.busy === 0);
    } finally {
      await shop.close();
      await renders.close();
    }
  });

  it('keep a standby worker whose heap has not grown since its warm-up', async () => {
    const warmUps: string[] = [];
    const renders = pool(
      { standby: true, idleMs: 200, standbyRenewBytes: 512 * 1024 * 1024 },
      [],
      undefined,
      slowLoadingRendererFile,
      warmUpHook(warmUps),
    );
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    try {
      await until(() => renders.warmWorkers === 1);
      const first = await (await fetch(`${shop.base}/page`)).text();
      await new Promise((r) => setTimeout(r, 800));
      // Idle well past 200 ms, but a page of a few bytes grew nothing: the same worker, no warm-up.
      expect(await (await fetch(`${shop.base}/page`)).text()).toBe(first);
      expect(warmUps).toHaveLength(1);
      expect(renders.workers).toBe(1);
    } finally {
      await shop.close();
      await renders.close();
    }
  });

  it('warm up with the pages the renderer names, in turn', async () => {
    const warmUps: string[] = [];
    const renders = pool({ standby: true }, [], undefined, namingRendererFile, warmUpHook(warmUps));
    try {
      await until(() => renders.warmWorkers === 1);
      expect(warmUps).toEqual(['/one', '/two?x=1']);
      expect(renders.busy).toBe(0);
    } finally {
      await renders.close();
    }
  });

  it('start a new standby worker after the standby died', async () => {
    const errors: Error[] = [];
    const renders = pool({ standby: true }, errors, undefined, rendererFile, warmUpHook([]));
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    try {
      await until(() => renders.warmWorkers === 1);
      expect((await fetch(`${shop.base}/crash`)).status).toBe(500);
      expect(renders.workers).toBe(0);
      // After a second's pause, a new one is on standby, warm, before any page asks for it.
      await until(() => renders.workers === 1 && renders.warmWorkers === 1);
      expect(await (await fetch(`${shop.base}/two`)).text()).toBe('page /two');
    } finally {
      await shop.close();
      await renders.close();
    }
  });

  it('keep the API’s shareable answers for the data version a page began with (issue 18)', async () => {
    const renders = pool({ answerCacheBytes: 1 << 20 });
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    const page = () => fetch(`${shop.base}/catalogue`).then((res) => res.text());
    try {
      // The catalogue answer is asked for once per store and version; the cart's (no-store) and a
      // signed-in request (credentials) every time.
      expect(await page()).toBe('catalogue 1 cart 1 signed in 2 de 3');
      expect(await page()).toBe('catalogue 1 cart 2 signed in 4 de 3');
      dataVersion = 'v2';
      expect(await page()).toBe('catalogue 5 cart 3 signed in 6 de 7');
      expect(await page()).toBe('catalogue 5 cart 4 signed in 8 de 7');
    } finally {
      dataVersion = 'v1';
      await renders.close();
      await shop.close();
    }
    // Without room for answers (SHOP_API_CACHE=0), every render asks the API.
    const uncached = pool();
    const again = await startShop((req, res, options) => uncached.render(req, res, options));
    try {
      const before = answered.catalogue;
      await fetch(`${again.base}/catalogue`).then((res) => res.text());
      await fetch(`${again.base}/catalogue`).then((res) => res.text());
      expect(answered.catalogue - before).toBe(6);
    } finally {
      await uncached.close();
      await again.close();
    }
  });

  it('give a spare worker pages only while the main thread has room (issue 18)', async () => {
    let load = 0.9;
    const renders = pool({ size: 2, spare: 1, spareBelowLoad: 0.5 }, [], () => load);
    const shop = await startShop((req, res, options) => renders.render(req, res, options));
    const twoAtOnce = () =>
      Promise.all(
        [fetch(`${shop.base}/block`), fetch(`${shop.base}/block`)].map((p) => p.then((r) => r.text())),
      );
    try {
      // The main thread is busy: both pages go to the first worker, one after the other.
      await twoAtOnce();
      expect(renders.workers).toBe(1);
      // It has room: the second page goes to the spare worker.
      load = 0.2;
      const pages = await twoAtOnce();
      expect(pages.every((html) => html.startsWith('<p>Query</p>'))).toBe(true);
      expect(renders.workers).toBe(2);
    } finally {
      await shop.close();
      await renders.close();
    }
  });

  it('sizes the pool from the configuration, else from the cores', () => {
    // Default: the cores less one (one to four), and a spare worker while a core is left for it.
    const cores = os.availableParallelism();
    const always = Math.max(1, Math.min(4, cores - 1));
    const spare = always < cores && always < 4 ? 1 : 0;
    expect(renderPoolSettingsFromEnv({})).toMatchObject({ size: always + spare, spare, spareBelowLoad: 0.5 });
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_SPARE_WORKERS: '0' })).toMatchObject({
      size: always,
      spare: 0,
    });
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_SPARE_BELOW_PERCENT: '30' }).spareBelowLoad).toBe(0.3);
    // A size set by hand has no spare unless asked for, and keeps one worker that is always used.
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_WORKERS: '2' })).toMatchObject({ size: 2, spare: 0 });
    expect(
      renderPoolSettingsFromEnv({ SHOP_RENDER_WORKERS: '2', SHOP_RENDER_SPARE_WORKERS: '1' }),
    ).toMatchObject({
      size: 2,
      spare: 1,
    });
    expect(
      renderPoolSettingsFromEnv({ SHOP_RENDER_WORKERS: '2', SHOP_RENDER_SPARE_WORKERS: '5' }).spare,
    ).toBe(1);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_WORKERS: '0' }).size).toBe(0);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_WORKERS: '3' }).size).toBe(3);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_WORKERS: 'lots' }).size).toBeGreaterThanOrEqual(1);
    expect(renderPoolSettingsFromEnv({}, 64).size).toBe(1);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_WORKER_IDLE_S: '5' }).idleMs).toBe(5000);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_WORKER_MAX_RENDERS: '0' }).maxRenders).toBe(0);
    expect(renderPoolSettingsFromEnv({}).nice).toBe(0);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_WORKER_NICE: '10' }).nice).toBe(10);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_WORKER_NICE: '40' }).nice).toBe(19);
    expect(renderPoolSettingsFromEnv({}).answerCacheBytes).toBe(8 * 1024 * 1024);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_ANSWER_CACHE_MB: '2' }).answerCacheBytes).toBe(
      2 * 1024 * 1024,
    );
    expect(renderPoolSettingsFromEnv({ SHOP_API_CACHE: '0' }).answerCacheBytes).toBe(0);
    expect(renderPoolSettingsFromEnv({}).standby).toBe(true);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_STANDBY: '0' }).standby).toBe(false);
    expect(renderPoolSettingsFromEnv({}).standbyRenewBytes).toBe(32 * 1024 * 1024);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_STANDBY_RENEW_MB: '0' }).standbyRenewBytes).toBe(0);
    expect(renderPoolSettingsFromEnv({}).youngGenerationMb).toBe(192);
    expect(renderPoolSettingsFromEnv({ SHOP_RENDER_WORKER_YOUNG_MB: '0' }).youngGenerationMb).toBe(0);
  });
});
