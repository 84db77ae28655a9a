#!/usr/bin/env node
// SSR memory soak: the built shop renders home, category and product pages (several store views,
// gzip like a browser) SOAK_RENDERS times (default 1,000) at SOAK_CONCURRENCY clients; after a full
// garbage collection its resident memory must be back within SOAK_MAX_GROWTH (25 %) of where it
// stood after a warm-up (and so must the JS heap), and no render may fail. A leak grows with every page; warm-up does not.
//
//   npm run bench:soak            (needs `npm run build`; CI runs it inside `npm test`)
//
// The server runs with its own fresh embedded database in a temporary folder, --expose-gc and
// scripts/soak-probe.cjs, which collects garbage and reports process.memoryUsage() over IPC, with
// the JS heap of every render worker thread (the JS heap checked below is the main thread's plus
// theirs). The workers are kept for the whole soak (no idle stop, no replacement after N renders),
// so a leak in the render shows as growth instead of being recycled away.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreSeedImage } from './seed-image.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/storefront/dist/server-bin/server/index.js');
const RENDERS = Number(process.env.SOAK_RENDERS ?? 1000);
const WARMUP = Number(process.env.SOAK_WARMUP ?? 150);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 4);
const MAX_GROWTH = Number(process.env.SOAK_MAX_GROWTH ?? 0.25);
const MB = 1024 * 1024;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// SOAK_PORT: a port of your own on a shared machine; otherwise any free one.
const port = Number(process.env.SOAK_PORT) || (await freePort());
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
// Under `npm test`, a copy of the run's seeded database (scripts/seed-image.mjs).
restoreSeedImage(dataDir);
const server = fork(serverEntry, [], {
  cwd: root,
  execArgv: ['--expose-gc', '-r', path.join(root, 'scripts/soak-probe.cjs')],
  // The page cache off: this measures rendering (guest pages would otherwise come from the cache
  // after the first render); the API's answer cache stays on, as in production.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: dataDir,
    SHOP_PAGE_CACHE: '0',
    SHOP_RENDER_WORKER_IDLE_S: '0',
    SHOP_RENDER_WORKER_MAX_RENDERS: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
let serverLog = '';
server.stdout.on('data', (chunk) => {
  serverLog = (serverLog + chunk).slice(-4000);
});
let exited = null;
server.on('exit', (code, signal) => {
  exited = { code, signal };
});

function stop(code) {
  if (!exited) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

function fail(message) {
  console.error(`✗ SSR soak: ${message}`);
  if (serverLog) console.error(`--- server output (last lines)\n${serverLog}`);
  stop(1);
}

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) fail(`the server exited before it was ready (${JSON.stringify(exited)})`);
    try {
      const res = await fetch(`${base}/graphql?query=%7B__typename%7D`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail('the server did not answer within 120 s');
}

function measure() {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no memory report within 30 s')), 30_000);
    const onMessage = (message) => {
      if (message?.type !== 'soak:memory') return;
      clearTimeout(timer);
      server.off('message', onMessage);
      const workers = message.renderWorkers ?? [];
      const workersHeap = workers.reduce((sum, w) => sum + w.heapUsed, 0);
      resolve({
        ...message,
        mainHeapUsed: message.heapUsed,
        workersHeap,
        workers: workers.length,
        heapUsed: message.heapUsed + workersHeap,
      });
    };
    server.on('message', onMessage);
    server.send({ type: 'soak:measure' });
  });
}

async function graphql(query, store) {
  const res = await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`, {
    headers: { Store: store },
  });
  const body = await res.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}

/** Pages from the API itself: the home page, top categories and products of three store views. */
async function pagesToRender() {
  const pages = [];
  for (const [store, prefix] of [
    ['en', '/'],
    ['de', '/de/'],
    ['fr', '/fr/'],
  ]) {
    const data = await graphql(
      '{ categories { items { children { url_path url_suffix } } } products(filter: {}, pageSize: 4) { items { url_key url_suffix } } }',
      store,
    );
    const categories = data.categories.items.flatMap((c) => c.children).map((c) => c.url_path + c.url_suffix);
    const products = data.products.items.map((p) => p.url_key + p.url_suffix);
    if (categories.length === 0 || products.length === 0) fail(`store ${store}: no categories or products`);
    for (let i = 0; i < Math.max(categories.length, products.length); i++) {
      pages.push(prefix, prefix + categories[i % categories.length], prefix + products[i % products.length]);
    }
  }
  return pages;
}

async function render(url) {
  const res = await fetch(`${base}${url}`, {
    headers: { 'Accept-Encoding': 'gzip', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) soak' },
    redirect: 'manual',
  });
  // fetch decodes the gzip stream itself: a truncated stream fails here.
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  if (!html.includes('</html>')) throw new Error(`${url} sent an incomplete document`);
}

async function renderMany(pages, count) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await render(pages[i % pages.length]);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;

try {
  const started = Date.now();
  await waitForServer();
  const pages = await pagesToRender();
  const fresh = await measure();
  await renderMany(pages, WARMUP);
  const before = await measure();
  const soakStart = Date.now();
  await renderMany(pages, RENDERS);
  const seconds = (Date.now() - soakStart) / 1000;
  const after = await measure();
  const growth = after.rss / before.rss - 1;
  const perRender = (after.heapUsed - before.heapUsed) / RENDERS;
  console.log(
    [
      `SSR soak: ${RENDERS} renders of ${pages.length} pages (home, category, product; en/de/fr) at ${CONCURRENCY} clients in ${seconds.toFixed(0)} s (${(RENDERS / seconds).toFixed(1)} pages/s)`,
      `  resident memory: ${mb(fresh.rss)} at start, ${mb(before.rss)} after ${WARMUP} warm-up renders, ${mb(after.rss)} after the soak (${(growth * 100).toFixed(1)} %, limit ${(MAX_GROWTH * 100).toFixed(0)} %)`,
      `  JS heap in use: ${mb(before.heapUsed)} → ${mb(after.heapUsed)} (${(perRender / 1024).toFixed(1)} KB per render); main thread ${mb(before.mainHeapUsed)} → ${mb(after.mainHeapUsed)}, ${after.workers} render worker${after.workers === 1 ? '' : 's'} ${mb(before.workersHeap)} → ${mb(after.workersHeap)}; external (embedded database) ${mb(after.external)}`,
      `  whole run ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ].join('\n'),
  );
  if (growth > MAX_GROWTH)
    fail(`resident memory grew ${(growth * 100).toFixed(1)} % (limit ${(MAX_GROWTH * 100).toFixed(0)} %)`);
  // The JS heap after a full collection is the sharper signal (resident memory also holds what
  // the allocator has not handed back): it must stay within the same limit.
  const heapGrowth = after.heapUsed / before.heapUsed - 1;
  if (heapGrowth > MAX_GROWTH)
    fail(`the JS heap grew ${(heapGrowth * 100).toFixed(1)} % (limit ${(MAX_GROWTH * 100).toFixed(0)} %)`);
  console.log('✓ SSR soak: memory back within the limit, every render complete');
  stop(0);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
