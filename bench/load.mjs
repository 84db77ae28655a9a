#!/usr/bin/env node
// Server load figures (issue 18): server-rendered pages and the API of the built shop, as a table.
//
//   npm run build && npm run bench:load                       embedded PGlite (fresh, in a temp folder)
//   DATABASE_URL=postgres://…/db npm run bench:load            PostgreSQL (the database is seeded if empty)
//   BENCH_CI=1 node bench/load.mjs                             a few seconds; exits 1 on any error (npm test)
//   BENCH_SHOP_ROOT=../other-tree npm run bench:load           measures another checkout's build
//
// The shop is started by this script (loopback, a free port) once per configuration in BENCH_RUNS
// (default `nocache,render,cached`):
//   nocache  SHOP_PAGE_CACHE=0 SHOP_API_CACHE=0: every page rendered and every query run on the database
//   render   SHOP_PAGE_CACHE=0: pages rendered for every request; the API's catalogue answers cached
//   cached   the default: guest pages from the in-process page cache
// Scenarios (BENCH_SECONDS each, default 10, after BENCH_WARMUP_SECONDS of the same load, default 3;
// BENCH_CLIENTS connections, default 10): time to first
// byte one request at a time, category/home/product pages at 10 clients, catalogue queries at a fixed
// 300 requests/s (BENCH_RATE), and checkout mutations. Errors = non-2xx answers, socket errors,
// timeouts and GraphQL `errors`; any error makes the exit code 1 (timings never do).
// "server CPU per request" is the CPU time the shop's processes used per answer (Linux /proc):
// unlike rates and latencies it hardly depends on what else the machine is running.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { restoreSeedImage } from '../scripts/seed-image.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Another checkout's build to measure (a before/after comparison): BENCH_SHOP_ROOT=/path/to/tree.
const shopRoot = process.env.BENCH_SHOP_ROOT ? path.resolve(process.env.BENCH_SHOP_ROOT) : root;
const CI = process.env.BENCH_CI === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (CI ? 2 : 10));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const TTFB_SAMPLES = Number(process.env.BENCH_TTFB_SAMPLES ?? (CI ? 10 : 60));
const ORDERS = Math.min(Number(process.env.BENCH_ORDERS ?? (CI ? 10 : 100)), 300);
const RUNS = (process.env.BENCH_RUNS ?? (CI ? 'cached' : 'nocache,render,cached')).split(',');
// Seconds of the same load, not measured, before each page scenario: the figures are the shop's
// steady state, not the first seconds of code the render thread has not compiled yet (home's p99
// was 1.4-1.5 s with the first second in it, ~230 ms without). 0 in CI.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? (CI ? 0 : 3));
const DATABASE_URL = process.env.DATABASE_URL;
// CI: a fixed number of requests per scenario and a generous timeout, so a busy machine makes the
// test slower but never red; only errors fail it.
const LIMIT = CI ? { amount: Number(process.env.BENCH_AMOUNT ?? 60), timeout: 60 } : { duration: SECONDS };

const CONFIGS = {
  nocache: { SHOP_PAGE_CACHE: '0', SHOP_API_CACHE: '0' },
  render: { SHOP_PAGE_CACHE: '0' },
  cached: {},
};

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

async function startShop(dataDir, env) {
  // BENCH_PORT: a port of your own on a shared machine; otherwise any free one.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  // As `npm start` runs it (scripts/start.mjs).
  const child = spawn(process.execPath, ['apps/storefront/dist/server-bin/server/index.js'], {
    cwd: shopRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir,
      MAIL_DIR: path.join(dataDir, '..', 'mail'),
      // Every client is 127.0.0.1: raise the per-address limits (README "Rate limits").
      RATE_LIMIT_FACTOR: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The shop exited before it answered.');
    if (
      await fetch(`${url}/favicon.svg`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('The shop did not answer within 180 s.');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** CPU time (ms) the shop's processes (the server and its workers) have used so far (Linux). */
function cpuMs(pid) {
  const stat = (p) => {
    const text = readFileSync(`/proc/${p}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  };
  const pids = [pid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(stat(entry)[1]) === pid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  let ticks = 0;
  for (const p of pids) {
    try {
      const fields = stat(p);
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** Waits until the shop has finished what an earlier scenario left in flight. */
async function settle(pid) {
  for (let i = 0; i < 50; i++) {
    const before = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 200));
    if (cpuMs(pid) - before <= 10) return;
  }
}

const rows = [];
let failures = 0;
function record(run, name, r) {
  const errors = (r.errors ?? 0) + (r.non2xx ?? 0) + (r.timeouts ?? 0) + (r.graphqlErrors ?? 0);
  failures += errors;
  rows.push({ run, name, ...r, errors });
  const rate = r.perSecond === undefined ? '' : `${r.perSecond.toFixed(1)}/s, `;
  const cpu = r.cpuMs === undefined ? '' : `, ${r.cpuMs.toFixed(1)} ms CPU each`;
  console.error(
    `  ${run} · ${name}: ${rate}p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.requests} requests, ${errors} errors${cpu}`,
  );
}

/** Runs a scenario and measures the shop's CPU time per request around it. */
async function measure(run, name, pid, scenario, before = async () => {}) {
  await before();
  await settle(pid);
  const cpuBefore = cpuMs(pid);
  const r = await scenario();
  // Requests still in flight when a timed scenario ends are finished by the server afterwards:
  // their CPU counts, and so do they (autocannon's `sent`).
  await settle(pid);
  const used = cpuMs(pid) - cpuBefore;
  const served = Math.max(r.sent ?? r.requests, r.requests);
  record(run, name, { ...r, cpuMs: served > 0 ? used / served : undefined });
}

const fromCannon = (result, extra = {}) => ({
  perSecond: result.requests.total / (result.duration || SECONDS),
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  sent: result.requests.sent,
  // autocannon counts a response only once complete; a scenario that completed nothing failed.
  errors: result.errors + (result.requests.total === 0 ? 1 : 0),
  non2xx: result.non2xx,
  timeouts: result.timeouts,
  ...extra,
});

/** A page path with its links: the home page's first category and that category's first product. */
async function discover(url) {
  const home = await (await fetch(`${url}/`)).text();
  const links = [...home.matchAll(/href="(\/[a-z0-9-]+\.html)"/g)].map((m) => m[1]);
  const category = links.includes('/skincare.html') ? '/skincare.html' : links[0];
  const page = await (await fetch(`${url}${category}`)).text();
  const product =
    [...page.matchAll(/href="(\/[a-z0-9-]+\.html)"/g)].map((m) => m[1]).find((l) => !links.includes(l)) ??
    links.find((l) => l !== category);
  return { category, product };
}

async function ttfb(url, pagePath, samples) {
  const times = [];
  let errors = 0;
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${pagePath}`, { headers: { 'accept-encoding': 'gzip' } });
    times.push(performance.now() - started);
    if (!res.ok) errors++;
    await res.arrayBuffer();
  }
  return {
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    requests: samples,
    errors,
  };
}

async function pages(url, paths, extraHeaders = {}, limit = LIMIT) {
  const result = await autocannon({
    url,
    connections: CLIENTS,
    ...limit,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...extraHeaders },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  return fromCannon(result);
}

/** The same page load for WARMUP_SECONDS, not measured (see WARMUP_SECONDS). */
async function warmUp(url, paths) {
  if (WARMUP_SECONDS > 0) await pages(url, paths, {}, { duration: WARMUP_SECONDS });
}

const LISTING = `query BenchListing($uid: String!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 6, currentPage: 1, sort: { BESTSELLER: DESC }) {
    total_count page_info { current_page total_pages }
    aggregations { attribute_code label count position options { label value count } }
    items { __typename uid sku name url_key stock_status small_image { url label }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } } } }
  } }`;
const PRODUCT = `query BenchProduct($key: String!) {
  products(filter: { url_key: { eq: $key } }) { items { __typename uid sku name url_key stock_status
    description { html } media_gallery { url label position }
    price_range { minimum_price { regular_price { value currency } final_price { value currency } } }
    categories { uid name url_path } related_products { sku name small_image { url } }
    ... on ConfigurableProduct { configurable_options { attribute_code label values { uid label } }
      variants { attributes { code uid } product { sku stock_status } } } } } }`;
const SEARCH = `query BenchSearch($q: String!) {
  products(search: $q, pageSize: 12) { total_count
    aggregations { attribute_code count options { label value count } }
    items { __typename uid sku name url_key price_range { minimum_price { final_price { value currency } } } } } }`;
const MENU = `query BenchMenu($id: String!) {
  scandiwebMenu(identifier: $id) { menu_id title items { item_id title url parent_id position } } }`;

const getUrl = (url, query, variables) =>
  `${url}/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;

async function graphqlRate(url, query, variables) {
  let graphqlErrors = 0;
  const target = new URL(getUrl(url, query, variables));
  const result = await autocannon({
    url: url,
    connections: 20,
    overallRate: RATE,
    ...LIMIT,
    headers: { store: 'en', 'content-type': 'application/json' },
    requests: [
      {
        method: 'GET',
        path: `${target.pathname}${target.search}`,
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"errors"')) graphqlErrors++;
        },
      },
    ],
  });
  return fromCannon(result, { graphqlErrors });
}

async function gql(url, query, variables) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'en' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}

const ADDRESS = `{ firstname: "Jonas", lastname: "Müller", street: ["Hauptstraße 5"], city: "Berlin",
  postcode: "10115", country_code: "DE", telephone: "+49301234567" }`;
const SKUS = ['AB-CL-001', 'AB-CL-002', 'AB-CL-003', 'AB-CL-005', 'AB-SE-002', 'AB-SE-003', 'AB-MA-001'];

/** A mutation posted for each request, its variables made by `next()`; GraphQL errors count. */
async function mutations(url, query, next, opts = {}) {
  let graphqlErrors = 0;
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections: opts.connections ?? CLIENTS,
    ...(opts.amount ? { amount: opts.amount, timeout: 60 } : LIMIT),
    headers: { 'content-type': 'application/json', store: 'en' },
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ query, variables: next() }) }),
        onResponse: (status, body) => {
          if (status === 200 && (body.includes('"errors":[{') || body.includes('"user_errors":[{')))
            graphqlErrors++;
        },
      },
    ],
  });
  return fromCannon(result, { graphqlErrors });
}

async function checkout(run, url, pid) {
  // Enough carts and products that a cart's line never reaches the product's quantity limit
  // (a user error, which counts as an error here).
  const carts = [];
  for (let i = 0; i < CLIENTS * 5; i++)
    carts.push((await gql(url, 'mutation { createEmptyCart }')).createEmptyCart);
  let n = 0;
  await measure(run, 'API: add to cart (mutation)', pid, () =>
    mutations(
      url,
      `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) {
        user_errors { code message } cart { id total_quantity prices { grand_total { value currency } } } } }`,
      () => {
        const i = n++;
        return { id: carts[i % carts.length], sku: SKUS[Math.floor(i / carts.length) % SKUS.length] };
      },
    ),
  );
  await measure(run, 'API: set shipping address (mutation)', pid, () =>
    mutations(
      url,
      `mutation($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: ${ADDRESS} }] }) {
        cart { id shipping_addresses { available_shipping_methods { carrier_code amount { value } } } } } }`,
      () => ({ id: carts[n++ % carts.length] }),
    ),
  );
  const ready = [];
  for (let i = 0; i < ORDERS; i++) {
    const id = (await gql(url, 'mutation { createEmptyCart }')).createEmptyCart;
    await gql(
      url,
      `mutation($id: String!, $sku: String!) {
        addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } }
        setGuestEmailOnCart(input: { cart_id: $id, email: "bench@example.com" }) { cart { id } }
        setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: ${ADDRESS} }] }) { cart { id } }
        setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } }
        setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
      { id, sku: SKUS[i % SKUS.length] },
    );
    await gql(
      url,
      `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
      { id },
    );
    ready.push(id);
  }
  let o = 0;
  await measure(run, `API: place order (${ORDERS} prepared carts)`, pid, () =>
    mutations(
      url,
      'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number } } }',
      () => ({ id: ready[o++ % ready.length] }),
      { amount: ORDERS },
    ),
  );
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'shop-load-'));
const dataDir = path.join(tmp, 'pglite');
// Under `npm test`, a copy of the run's seeded database (scripts/seed-image.mjs).
if (!DATABASE_URL) restoreSeedImage(dataDir);
let shop = null;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
try {
  console.error(
    `${DATABASE_URL ? 'PostgreSQL' : 'PGlite'} · ${SECONDS} s per scenario · ${CLIENTS} clients · load average ${loadAverage()}`,
  );
  for (const run of RUNS) {
    const env = CONFIGS[run];
    if (!env) throw new Error(`Unknown run ${run} (nocache, render, cached).`);
    shop = await startShop(dataDir, env);
    const { url } = shop;
    const { category, product } = await discover(url);
    // Warm-up: the first renders load the route chunks and fill per-process caches.
    await pages(url, ['/', category, product]).catch(() => undefined);
    const m = (name, scenario, before) => measure(run, name, shop.pid, scenario, before);
    if (CI) {
      await m('pages: home, category, product, search, CMS (guests)', () =>
        pages(url, ['/', category, product, '/search.html?q=cream', '/about']),
      );
      await m('pages: the same with a session cookie (never cached)', () =>
        pages(url, ['/', category, product], { cookie: 'shop_customer_token=not-a-token' }),
      );
      await m('API: category listing (GET)', () => graphqlRate(url, LISTING, { uid: 'Mw==' }));
      await checkout(run, url, shop.pid);
    } else {
      await m(`TTFB ${category}, one request at a time`, () => ttfb(url, category, TTFB_SAMPLES));
      await m(`TTFB /, one request at a time`, () => ttfb(url, '/', TTFB_SAMPLES));
      for (const [label, path] of [
        ['category', category],
        ['home', '/'],
        ['product', product],
      ]) {
        await m(
          `${label} ${path}, ${CLIENTS} clients`,
          () => pages(url, [path]),
          () => warmUp(url, [path]),
        );
      }
      if (run !== 'cached') {
        const key = product.replace(/^\//, '').replace(/\.html$/, '');
        await m(`API: category listing + aggregations @${RATE}/s`, () =>
          graphqlRate(url, LISTING, { uid: 'Mw==' }),
        );
        await m(`API: product page @${RATE}/s`, () => graphqlRate(url, PRODUCT, { key }));
        await m(`API: search "cream" @${RATE}/s`, () => graphqlRate(url, SEARCH, { q: 'cream' }));
        await m(`API: menu @${RATE}/s`, () => graphqlRate(url, MENU, { id: 'menu-en' }));
        if (run === 'nocache') await checkout(run, url, shop.pid);
      }
    }
    await shop.stop();
    shop = null;
  }
} finally {
  await shop?.stop();
  rmSync(tmp, { recursive: true, force: true });
}

console.log(`\n${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load average after: ${loadAverage()}\n`);
console.log(
  '| run | scenario | pages or requests/s | p50 | p99 | requests | errors | server CPU per request |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const rate = r.perSecond === undefined ? '—' : r.perSecond.toFixed(1);
  const cpu = r.cpuMs === undefined ? '—' : `${r.cpuMs.toFixed(1)} ms`;
  console.log(
    `| ${r.run} | ${r.name} | ${rate} | ${r.p50} ms | ${r.p99} ms | ${r.requests} | ${r.errors} | ${cpu} |`,
  );
}
if (failures > 0) {
  console.error(`\n${failures} failed requests.`);
  process.exit(1);
}
