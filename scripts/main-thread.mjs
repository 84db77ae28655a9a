#!/usr/bin/env node
// What a first visit costs the browser's main thread, from a trace of each load (issue 18).
//
//   npm run bench:main-thread                                  → the built shop: home and product
//   npm run bench:main-thread -- --runs=15 http://127.0.0.1:4610/x.html http://127.0.0.1:4612/x.html
//                                                              → pages of running shops, in turn
//   npm run bench:main-thread -- --cart http://127.0.0.1:4610/cart http://127.0.0.1:4612/de/cart
//                                                              → the bag, with a new cart each load
//
// Each load is a new phone-sized page without cookies in a newly started Chromium headless shell,
// unthrottled, traced until the network is idle and a second after. Per page it prints medians of:
// - busy: the main thread's tasks, in ms;
// - compile: V8's compiling and parsing on the main thread (lazy compilation of functions first
//   called, modules compiled without streaming), in ms, from a second load traced with V8's
//   compile events (they slow the page: V8 then also records source positions, so that load's
//   other figures are not used);
// - TBT ×4: Lighthouse's simulation in miniature: each task after the first contentful paint,
//   four times as long (its CPU slowdown), less 50 ms. Not Lighthouse's figure (no network
//   simulation, real task order), but it counts the same main-thread work and is far less noisy,
//   so two builds can be told apart in 9–15 loads each instead of dozens of Lighthouse runs.
//   Compare pages measured in the same run only.
// With `--cart`, each load gets a new guest cart with one item, kept as the app keeps it (the
// `cart_id_<store>` cookie and localStorage entry; the store view is the path's first segment when
// it is a store view code, `/de/cart` in `de`, else `en`), as `npm run bench:lighthouse` does
// for the bag.
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureHeadlessShell, ensureChromium } from './chromium.mjs';
import { gql, guestCartWithItem, startShop } from './serve-for-bench.mjs';

const args = process.argv.slice(2);
const runsArg = args.find((a) => a.startsWith('--runs='));
const runs = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length))) : 9;
let urls = args.filter((a) => !a.startsWith('--'));
const withCart = args.includes('--cart');
/** The shop's store view codes, by origin. */
const storeCodes = new Map();

const shop = urls.length ? null : await startShop({ port: Number(process.env.MAIN_THREAD_PORT ?? 4520) });
if (shop) urls = [`${shop.url}/`, `${shop.url}/skin-veil-foundation.html`];

const executablePath = ensureHeadlessShell(ensureChromium());
const launchOptions = {
  executablePath,
  args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
};
const traceDir = mkdtempSync(path.join(os.tmpdir(), 'main-thread-'));
const COMPILE = new Set([
  'V8.CompileCode',
  'V8.ParseFunction',
  'V8.CompileLazy',
  'v8.compile',
  'v8.compileModule',
]);

/** A new guest cart with one item for the page's store view, where the app looks for it. */
async function keepCart(context, url) {
  const { origin, pathname } = new URL(url);
  if (!storeCodes.has(origin)) {
    const { availableStores } = await gql(origin, 'en', '{ availableStores { store_code } }');
    storeCodes.set(origin, new Set(availableStores.map((s) => s.store_code)));
  }
  const first = pathname.split('/')[1] ?? '';
  const store = storeCodes.get(origin).has(first) ? first : 'en';
  const cartId = await guestCartWithItem(origin, store);
  const key = `cart_id_${store}`;
  await context.addCookies([{ name: key, value: cartId, url: origin, sameSite: 'Lax' }]);
  await context.addInitScript(([name, id]) => globalThis.localStorage.setItem(name, id), [key, cartId]);
}

/** One load's figures from its trace. */
async function measure(url, file, compileEvents) {
  // A browser of its own for each load, as Lighthouse's cold loads: nothing cached from another
  // (HTTP cache, V8's code cache, a renderer kept for the site).
  const browser = await chromium.launch(launchOptions);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (withCart) await keepCart(context, url);
  const page = await context.newPage();
  await browser.startTracing(page, {
    path: file,
    categories: [
      'devtools.timeline',
      'toplevel',
      'v8',
      'loading',
      'blink',
      ...(compileEvents ? ['disabled-by-default-v8.compile'] : []),
    ],
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await browser.stopTracing();
  await browser.close();
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
  rmSync(file);
  const threadNames = new Map();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const onMain = events.filter((e) => threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain');
  // The page's renderer: the one with the most main-thread events.
  const counts = new Map();
  for (const e of onMain) counts.set(e.pid, (counts.get(e.pid) ?? 0) + 1);
  const pid = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const main = onMain.filter((e) => e.pid === pid && e.ph === 'X' && e.dur !== undefined);
  const fcp = onMain.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts ?? 0;
  let busy = 0;
  let tbt = 0;
  for (const task of main.filter((e) => e.name === 'ThreadControllerImpl::RunTask')) {
    busy += task.dur / 1000;
    const end = task.ts + task.dur;
    const simulated = (4 * (end - Math.max(task.ts, fcp))) / 1000;
    if (end > fcp && simulated > 50) tbt += simulated - 50;
  }
  // Compiling: outermost events only (they nest).
  let compile = 0;
  let until = 0;
  for (const e of main.filter((e) => COMPILE.has(e.name)).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < until) continue;
    compile += e.dur / 1000;
    until = e.ts + e.dur;
  }
  return { busy, compile, tbt };
}

const results = urls.map(() => []);
for (let run = 0; run < runs; run++) {
  for (const [i, url] of urls.entries()) {
    const file = path.join(traceDir, `${i}.json`);
    const { busy, tbt } = await measure(url, file, false);
    const { compile } = await measure(url, file, true);
    results[i].push({ busy, tbt, compile });
  }
}
rmSync(traceDir, { recursive: true, force: true });
await shop?.stop();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};
console.log(
  `\nMedians of ${runs} load(s) per page (unthrottled main thread; TBT ×4 as Lighthouse simulates it):`,
);
console.table(
  urls.map((url, i) => ({
    page: url,
    'busy ms': median(results[i].map((r) => r.busy)),
    'compile ms': median(results[i].map((r) => r.compile)),
    'TBT ×4 ms': median(results[i].map((r) => r.tbt)),
    'TBT ×4, each load': results[i].map((r) => Math.round(r.tbt)).join(' '),
  })),
);
