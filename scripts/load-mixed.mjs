#!/usr/bin/env node
// Mixed load on a running shop (issue 23's fairness figures): LOAD_CLIENTS clients load pages
// (home, a category, a product, the search page) for LOAD_SECONDS while, at the same time,
//   - one client creates guest carts as fast as it is answered (writes must keep being served),
//   - a probe sends a request that never touches the database (`{ __typename }` over POST, and a
//     built asset) every 250 ms and records how long each took.
// Then it waits LOAD_IDLE_SECONDS and reads the server's resident memory again (LOAD_PID: the
// server's process id, read from /proc; optional).
//
// The page clients run in a thread of their own (autocannon's `workers`) and ask for compressed
// pages as a browser does (LOAD_ACCEPT_ENCODING, default `br, gzip`; `identity` for the raw
// HTML): on this script's own event loop, reading hundreds of pages a second delayed the cart
// client's and the probe's answers by the load generator's work, not the shop's.
//
//   LOAD_URL=http://127.0.0.1:8080 LOAD_PID=<pid> node scripts/load-mixed.mjs
//
// Prints one JSON object: page and cart-creation rates and latencies, probe latencies, memory.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const base = (process.env.LOAD_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const clients = Number(process.env.LOAD_CLIENTS ?? 10);
const idleSeconds = Number(process.env.LOAD_IDLE_SECONDS ?? 15);
const pid = process.env.LOAD_PID;
const acceptEncoding = process.env.LOAD_ACCEPT_ENCODING ?? 'br, gzip';

const rssMb = () => {
  if (!pid) return null;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
};

async function firstLinks() {
  const home = await (await fetch(`${base}/`)).text();
  const links = [...home.matchAll(/href="(\/[a-z0-9-]+\.html)"/g)].map((m) => m[1]);
  const category = links.find((l) => !l.startsWith('/search')) ?? '/';
  const page = await (await fetch(`${base}${category}`)).text();
  const product = [...page.matchAll(/href="(\/[a-z0-9-]+\.html)"/g)]
    .map((m) => m[1])
    .find((l) => l !== category);
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? '/favicon.svg';
  return { category, product: product ?? category, asset };
}

const summary = (r) => ({
  requests: r.requests.total,
  perSecond: Math.round(r.requests.average * 10) / 10,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
});

function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

// The asset path is found before the load starts: the probe itself must never wait for a page.
async function probe(stop, assetPath) {
  const graphql = [];
  const asset = [];
  while (!stop.done) {
    let started = performance.now();
    const r = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    await r.text();
    graphql.push(performance.now() - started);
    started = performance.now();
    await (await fetch(`${base}${assetPath}`)).arrayBuffer();
    asset.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stats = (v) => ({
    n: v.length,
    p50: percentile(v, 50),
    p99: percentile(v, 99),
    max: percentile(v, 100),
  });
  return { graphqlTypename: stats(graphql), staticAsset: stats(asset) };
}

const { category, product, asset } = await firstLinks();
const rssBefore = rssMb();

// Cart creation alone first: the figure the mixed run is compared with.
const alone = await autocannon({
  url: `${base}/graphql`,
  method: 'POST',
  connections: 1,
  duration: 10,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: 'mutation { createGuestCart { cart { id } } }' }),
});

const stop = { done: false };
const probing = probe(stop, asset);
const [pages, carts] = await Promise.all([
  autocannon({
    url: base,
    connections: clients,
    duration: seconds,
    workers: 1,
    headers: { 'accept-encoding': acceptEncoding },
    requests: [
      { method: 'GET', path: '/' },
      { method: 'GET', path: category },
      { method: 'GET', path: product },
      { method: 'GET', path: '/search.html?q=cream' },
    ],
  }),
  autocannon({
    url: `${base}/graphql`,
    method: 'POST',
    connections: 1,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { createGuestCart { cart { id } } }' }),
  }),
]);
stop.done = true;
const probes = await probing;
const rssAfterLoad = rssMb();
await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
const rssIdle = rssMb();

console.log(
  JSON.stringify(
    {
      url: base,
      seconds,
      clients,
      acceptEncoding,
      pages: summary(pages),
      cartCreationAlone: summary(alone),
      cartCreationUnderLoad: summary(carts),
      probes,
      rssMb: { before: rssBefore, afterLoad: rssAfterLoad, [`after${idleSeconds}sIdle`]: rssIdle },
    },
    null,
    2,
  ),
);
