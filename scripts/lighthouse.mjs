#!/usr/bin/env node
// Lighthouse 12 (mobile defaults, simulated throttling) on the pages of issue 18, with Debian's
// Chromium: home, a category, a product, search and /cart with an item, in en and de, five runs
// each; prints the medians.
//   npm run bench:lighthouse                          → the whole matrix (10 pages × 5 runs)
//   npm run bench:lighthouse -- home cart --runs=1    → a subset: page names and/or locales (en, de)
//   npm run bench:lighthouse -- /about /de/about      → paths of your own
// Needs `npm run build` first. Reports go to lighthouse-reports/ (not committed);
// LIGHTHOUSE_SAVE_ASSETS=1 keeps each run's trace and DevTools log there too. Each run loads the
// page cold in a browser already started (see lighthouseInBrowser); BENCH_FRESH_BROWSER=1 lets the
// Lighthouse CLI start its own Chromium for each run instead.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';
import { guestCartWithItem, startShop } from './serve-for-bench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The matrix. `store` is the store view code the cart id is kept under. */
const MATRIX = {
  en: {
    store: 'en',
    home: '/',
    category: '/skincare/serums.html',
    product: '/skin-veil-foundation.html',
    search: '/search.html?q=serum',
    cart: '/cart',
  },
  de: {
    store: 'de',
    home: '/de/',
    category: '/de/hautpflege/seren.html',
    product: '/de/skin-veil-foundation.html',
    search: '/de/search.html?q=creme',
    cart: '/de/cart',
  },
};
const PAGE_NAMES = ['home', 'category', 'product', 'search', 'cart'];

const args = process.argv.slice(2);
const runsArg = args.find((a) => a.startsWith('--runs='));
const runs = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length))) : 5;
const words = args.filter((a) => !a.startsWith('--'));
const paths = words.filter((a) => a.startsWith('/'));
const locales = words.filter((a) => a in MATRIX);
const names = words.filter((a) => PAGE_NAMES.includes(a));
const unknown = words.filter((a) => !a.startsWith('/') && !(a in MATRIX) && !PAGE_NAMES.includes(a));
if (unknown.length) {
  console.error(
    `Unknown arguments: ${unknown.join(', ')} (pages: ${PAGE_NAMES.join(', ')}; locales: en, de)`,
  );
  process.exit(2);
}

/** @type {{ label: string, locale: string | null, name: string | null, path: string }[]} */
const targets = [];
for (const p of paths) targets.push({ label: p, locale: null, name: null, path: p });
if (!paths.length || locales.length || names.length) {
  for (const locale of locales.length ? locales : Object.keys(MATRIX)) {
    for (const name of names.length ? names : PAGE_NAMES) {
      targets.push({ label: `${name} ${locale}`, locale, name, path: MATRIX[locale][name] });
    }
  }
}

const out = path.join(root, 'lighthouse-reports');
mkdirSync(out, { recursive: true });
const chrome = ensureChromium();
const shop = await startShop({ port: Number(process.env.LIGHTHOUSE_PORT ?? 4510) });

/** Runs the Lighthouse CLI without blocking this process (a Playwright browser may need it). */
async function lighthouse(url, file, extra) {
  const child = spawn(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      ...(process.env.LIGHTHOUSE_VERBOSE ? [] : ['--quiet']),
      // The run's artifacts (trace, DevTools log) in a folder beside each report, to see which tasks
      // a run counted; `lighthouse -A=<folder>` audits them again (after editing the trace, say).
      ...(process.env.LIGHTHOUSE_SAVE_ASSETS ? [`-GA=${file.replace(/\.json$/, '')}-artifacts`] : []),
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ...extra,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const status = await new Promise((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Each run in a browser already running: a fresh Chromium with a profile of its own opens a
 * stand-in page for the shop's origin (no shop file enters the HTTP cache), then Lighthouse attaches
 * to it and loads the page, as a cold load (new profile, empty cache).
 *
 * Why not the CLI's own launch (`BENCH_FRESH_BROWSER=1`): on these VMs, the first page a freshly
 * started Chromium shows often has its first frame held for one second after it loaded (observed
 * FCP 1.25–1.3 s against 0.2–0.3 s, load at 0.14–0.5 s). Lantern then counts every script started
 * in that second as holding the paint: FCP ~2.2 s and LCP ~3.8 s instead of 0.9 and 1.2 s. It is
 * the browser's start, not the page: 7 of 12 runs with the CLI's launch against 1 of 12 this way,
 * same build and hour (BENCHMARKS.md, "2026-11-30 (ninth session)").
 *
 * With `store`, the bag (/cart) gets a cart with an item where the app keeps it: localStorage
 * `cart_id_<store>` and its copy in the cookie of the same name, from which the server renders the
 * bag, and Lighthouse keeps them (storage reset off). `BENCH_CART_COOKIE=0` leaves the cookie out:
 * the bag as a browser without it gets it (a loader, then the cart fetched in the page).
 */
async function lighthouseInBrowser(url, file, store) {
  const cartId = store ? await guestCartWithItem(shop.url, store) : null;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chrome,
    headless: true,
    args: [...CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')), `--remote-debugging-port=${port}`],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.route(`${shop.url}/__lighthouse-storage`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>storage</title>' }),
    );
    await page.goto(`${shop.url}/__lighthouse-storage`);
    if (cartId) {
      await page.evaluate(
        ([key, id]) => globalThis.localStorage.setItem(key, id),
        [`cart_id_${store}`, cartId],
      );
    }
    if (cartId && process.env.BENCH_CART_COOKIE !== '0') {
      await browser.addCookies([
        {
          name: `cart_id_${store}`,
          value: cartId,
          url: shop.url,
          sameSite: 'Lax',
          expires: Date.now() / 1000 + 3600,
        },
      ]);
    }
    await page.close();
    return await lighthouse(url, file, [`--port=${port}`, ...(cartId ? ['--disable-storage-reset'] : [])]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Script requests of a load (the entry, its modulepreloaded chunks, lazy chunks); with
 * `beforeLoad`, issue 18's "at most 20 script requests before a page is interactive": those the
 * browser started before the page's load event (observed, unthrottled) — the entry, its module
 * preloads and what the page imports while it hydrates; the shell's after-hydration chunk, idle
 * preloads and toasts come later.
 */
const scriptRequests = (lhr, { beforeLoad = false } = {}) => {
  const load = beforeLoad ? (lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity) : Infinity;
  return (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script' && r.networkRequestTime <= load,
  ).length;
};

/** One load of the page as Lighthouse's phone sees it (412 px at 1.75×), in its own browser. */
async function warmUp(url) {
  const browser = await chromium.launch({
    executablePath: chrome,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    await page.goto(url, { waitUntil: 'load' });
  } finally {
    await browser.close();
  }
}

const rows = [];
try {
  for (const target of targets) {
    // Warm the server once so the first run does not pay for lazy module loading, nor for
    // encoding the page's images: the shop encodes each image width once (sharp, kept in memory),
    // and that encoding ran on the machine's cores beside the measured page load of the first run.
    await warmUp(shop.url + target.path);
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      const load = os.loadavg()[0];
      const file = path.join(out, `${target.path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${run}.json`);
      const lhr =
        target.name === 'cart'
          ? await lighthouseInBrowser(shop.url + target.path, file, MATRIX[target.locale].store)
          : process.env.BENCH_FRESH_BROWSER === '1'
            ? await lighthouse(shop.url + target.path, file, [])
            : await lighthouseInBrowser(shop.url + target.path, file, null);
      const a = (k) => lhr.audits[k]?.numericValue;
      const sample = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        FCP: a('first-contentful-paint'),
        LCP: a('largest-contentful-paint'),
        TBT: a('total-blocking-time'),
        CLS: a('cumulative-layout-shift'),
        scripts: scriptRequests(lhr),
        scriptsBeforeLoad: scriptRequests(lhr, { beforeLoad: true }),
        load,
        // Lighthouse's measure of this machine's CPU speed: its simulated throttling multiplies the
        // page's observed task times, so a slower host (a busy VM) shows a higher TBT.
        cpu: lhr.environment?.benchmarkIndex,
      };
      samples.push(sample);
      console.log(
        `${target.label} run ${run}/${runs}: ${sample.performance} · FCP ${Math.round(sample.FCP)} ms · LCP ${Math.round(sample.LCP)} ms · TBT ${Math.round(sample.TBT)} ms · CLS ${sample.CLS?.toFixed(3)} · ${sample.scripts} scripts (${sample.scriptsBeforeLoad} before load) · load ${load.toFixed(1)} · CPU index ${Math.round(sample.cpu ?? NaN)}`,
      );
    }
    const m = (k) => median(samples.map((s) => s[k]));
    const loads = samples.map((s) => s.load);
    rows.push({
      page: target.label,
      path: target.path,
      performance: m('performance'),
      FCP: `${(m('FCP') / 1000).toFixed(1)} s`,
      LCP: `${(m('LCP') / 1000).toFixed(1)} s`,
      TBT: `${Math.round(m('TBT'))} ms`,
      CLS: m('CLS').toFixed(3),
      scripts: m('scripts'),
      'before load': m('scriptsBeforeLoad'),
      load: `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
      'CPU index': Math.round(m('cpu')),
    });
  }
} finally {
  await shop.stop();
}
console.log(`\nMedians of ${runs} run(s) per page (Lighthouse 12.8.2, mobile, simulated throttling):`);
console.table(rows);
console.log(
  "CPU index: Lighthouse's benchmarkIndex of the machine during the runs (higher is faster). Compare runs only at similar indexes.",
);
