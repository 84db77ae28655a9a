#!/usr/bin/env node
// More than one machine, and recovery (issue 23). Starts two shop processes on one PostgreSQL
// behind Debian's nginx and checks what must hold across processes:
//   1. 200 concurrent buyers for the last 5 units of one product, spread over both processes:
//      exactly 5 orders, stock 0, never below;
//   2. a replayed placeOrder on the other process makes no second order;
//   3. an account locked out on one process is locked on the other;
//   4. PostgreSQL restarted under load: requests fail with a clear error while it is down and
//      succeed again after; no order is lost;
// and, on the embedded database,
//   5. `kill -9` during a burst of orders, then a restart: every acknowledged order is there.
// Needs DATABASE_URL (a PostgreSQL server where it may create a database) and nginx; `.ci/run`
// provides both. Usage: DATABASE_URL=postgres://… node scripts/scale-out.mjs
// Ends with "N passed, N failed" and writes .reports/scale-out.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/storefront/dist/server-bin/server/index.js');
const baseUrl = process.env.DATABASE_URL ?? process.env.PG_URL;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync('test', ['-x', p]).status === 0);
const SKU = 'AB-CL-002';
const UNITS = 5;
const BUYERS = 200;

const results = [];
const children = new Set();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'shop-scale-'));

function check(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function startShop(port, env, label) {
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Every simulated buyer comes from 127.0.0.1: per-address limits would refuse most of them.
      RATE_LIMIT_FACTOR: '1000',
      MAIL_DIR: path.join(tmp, 'mail'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const lines = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (c) => {
      for (const line of String(c).split('\n')) if (line) lines.push(`[${label}] ${line}`);
      if (lines.length > 400) lines.splice(0, lines.length - 400);
    });
  return { child, port, url: `http://127.0.0.1:${port}`, lines };
}

async function waitReady(shop, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`shop exited:\n${shop.lines.slice(-20).join('\n')}`);
    const ok = await fetch(`${shop.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`shop on ${shop.port} not ready:\n${shop.lines.slice(-20).join('\n')}`);
}

async function gql(url, query, variables = {}, headers = {}) {
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'en', ...headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { errors: [{ message: `non-JSON answer: ${text.slice(0, 80)}` }] };
    }
    return { status: res.status, body };
  } catch (error) {
    return { status: 0, body: { errors: [{ message: `no answer: ${error.message}` }] } };
  }
}

const ADDRESS = {
  firstname: 'Anna',
  lastname: 'Berzina',
  street: ['Brivibas iela 1'],
  city: 'Riga',
  postcode: 'LV-1010',
  country_code: 'LV',
  telephone: '+37120000000',
};

/** A guest cart with `qty` of `sku`, ready to place; returns its id or the first error. */
async function readyCart(url, email, sku = SKU, qty = 1) {
  const steps = [
    ['mutation { createGuestCart { cart { id } } }', {}],
    [
      'mutation($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { message } } }',
      { sku, q: qty },
    ],
    [
      'mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $e }) { cart { email } } }',
      { e: email },
    ],
    [
      'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      { a: ADDRESS },
    ],
    [
      'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }',
      {},
    ],
  ];
  let id = '';
  for (const [query, vars] of steps) {
    const r = await gql(url, query, { ...(id ? { id } : {}), ...vars });
    const error = r.body.errors?.[0]?.message ?? r.body.data?.addProductsToCart?.user_errors?.[0]?.message;
    if (error) return { error, status: r.status };
    if (!id) id = r.body.data.createGuestCart.cart.id;
  }
  return { id };
}

const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number } } }`;

async function place(url, id) {
  const r = await gql(url, PLACE, { id });
  return {
    status: r.status,
    number: r.body.data?.placeOrder?.orderV2?.number ?? null,
    error: r.body.errors?.[0]?.message ?? r.body.data?.placeOrder?.errors?.[0]?.message ?? null,
  };
}

function startNginx(port, upstreams) {
  const prefix = path.join(tmp, 'nginx');
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  // The recipe of deploy/nginx.conf, on loopback ports chosen for this run.
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream shop {
${upstreams.map((u) => `    server 127.0.0.1:${u} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 1m;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_read_timeout 120s;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return { child, url: `http://127.0.0.1:${port}` };
}

async function twoProcessesOnPostgres() {
  const admin = new pg.Client({ connectionString: baseUrl });
  // The PostgreSQL restart below ends these connections: expected, not a crash.
  admin.on('error', () => {});
  await admin.connect();
  const dbName = `shop_scale_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: dbUrl.href });
  db.on('error', () => {});
  try {
    // One process migrates and seeds; the second finds the database ready.
    const a = startShop(await freePort(), { DATABASE_URL: dbUrl.href }, 'a');
    await waitReady(a);
    const b = startShop(await freePort(), { DATABASE_URL: dbUrl.href }, 'b');
    await waitReady(b);
    const lb = startNginx(await freePort(), [a.port, b.port]);
    for (let i = 0; i < 100; i++) {
      if (
        (await fetch(`${lb.url}/healthz`).then(
          (r) => r.status,
          () => 0,
        )) === 200
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await db.connect();

    console.log('two shop processes and nginx are up; 200 buyers…');
    // 1. Oversell.
    await db.query(`UPDATE product SET qty = $2, stock_status = 'IN_STOCK' WHERE sku = $1`, [SKU, UNITS]);
    const before = Number((await db.query('SELECT count(*) AS n FROM sales_order')).rows[0].n);
    const started = Date.now();
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const cart = await readyCart(lb.url, `buyer${i}@example.com`);
        if (cart.error) return { stage: 'cart', ...cart };
        return { stage: 'place', id: cart.id, ...(await place(lb.url, cart.id)) };
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const orders = buyers.filter((r) => r.number);
    const fiveXX = buyers.filter((r) => r.status >= 500 || r.status === 0);
    const after = Number((await db.query('SELECT count(*) AS n FROM sales_order')).rows[0].n);
    const stock = (await db.query('SELECT qty FROM product WHERE sku = $1', [SKU])).rows[0].qty;
    check(
      `${BUYERS} concurrent buyers for ${UNITS} units over two processes behind nginx: exactly ${UNITS} orders`,
      orders.length === UNITS && after - before === UNITS,
      `${orders.length} orders answered, ${after - before} in the database, ${seconds} s`,
    );
    check('stock ends at 0, never below', Number(stock) === 0, `qty ${stock}`);
    const refusals = buyers.filter((r) => !r.number).map((r) => r.error);
    check(
      'every other buyer is refused with a stock message, never a server error',
      fiveXX.length === 0 &&
        refusals.every((m) =>
          /out of stock|not available|requested qty|no source items with the in stock status/i.test(m ?? ''),
        ),
      `${fiveXX.length} 5xx/no answer${fiveXX[0] ? ` (first: ${fiveXX[0].status} at ${fiveXX[0].stage}: ${fiveXX[0].error})` : ''}; refusals: ${[
        ...new Set(refusals),
      ]
        .map((m) => `"${m}" ×${refusals.filter((r) => r === m).length}`)
        .join(', ')}`,
    );

    // 2. Replay on the other process.
    const first = orders[0];
    const replayA = await place(a.url, first.id);
    const replayB = await place(b.url, first.id);
    const ofQuote = await db.query(
      `SELECT count(*) AS n FROM sales_order o JOIN quote q ON q.quote_id = o.quote_id WHERE q.masked_id = $1`,
      [first.id],
    );
    check(
      'a replayed placeOrder on either process answers the same order and makes no second one',
      replayA.number === first.number && replayB.number === first.number && Number(ofQuote.rows[0].n) === 1,
      `${first.number} → ${replayA.number} / ${replayB.number}, ${ofQuote.rows[0].n} order(s)`,
    );

    // 3. Lockout across processes.
    const email = `locked-${process.pid}@example.com`;
    const created = await gql(
      a.url,
      'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
      { i: { email, password: 'Sunflower-42', firstname: 'Liga', lastname: 'Ozola' } },
    );
    const signIn = (url, password) =>
      gql(
        url,
        'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        {
          e: email,
          p: password,
        },
      );
    const okBefore = await signIn(b.url, 'Sunflower-42');
    for (let i = 0; i < 10; i++) await signIn(a.url, `Wrong-password-${i}`);
    const lockedOnB = await signIn(b.url, 'Sunflower-42');
    check(
      'an account locked out by failures on one process is locked on the other',
      !created.body.errors &&
        !!okBefore.body.data?.generateCustomerToken?.token &&
        !lockedOnB.body.data?.generateCustomerToken &&
        /sign-in was incorrect/.test(lockedOnB.body.errors?.[0]?.message ?? ''),
      lockedOnB.body.errors?.[0]?.message ?? 'signed in',
    );

    // 4. PostgreSQL restarted under load.
    await postgresRestart(lb, db);

    lb.child.kill('SIGTERM');
    for (const s of [a, b]) s.child.kill('SIGTERM');
    await Promise.all(
      [a, b, lb].map((s) => new Promise((r) => (s.child.exitCode !== null ? r() : s.child.on('exit', r)))),
    );
  } finally {
    await db.end().catch(() => {});
    await admin.end().catch(() => {});
    const cleanup = new pg.Client({ connectionString: baseUrl });
    cleanup.on('error', () => {});
    await cleanup.connect().catch(() => {});
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await cleanup.end().catch(() => {});
  }
}

async function postgresRestart(lb, db) {
  const cluster = spawnSync('sh', ['-c', 'pg_lsclusters -h 2>/dev/null | head -n 1'], { encoding: 'utf8' })
    .stdout.trim()
    .split(/\s+/);
  if (cluster.length < 2 || process.getuid?.() !== 0) {
    check('PostgreSQL restart under load', false, 'needs a Debian cluster (pg_lsclusters) and root');
    return;
  }
  const ctl = (action) =>
    spawnSync(
      'pg_ctlcluster',
      [cluster[0], cluster[1], action, ...(action === 'stop' ? ['-m', 'fast'] : [])],
      {
        encoding: 'utf8',
      },
    ).status === 0;
  await db.query(`UPDATE product SET qty = 1000, stock_status = 'IN_STOCK' WHERE sku = $1`, [SKU]);
  await db.end();
  const acknowledged = [];
  const answers = { ok: 0, refused: 0, unanswered: [] };
  let stop = false;
  const worker = async (w) => {
    for (let i = 0; !stop && i < 500; i++) {
      const email = `restart-${w}-${i}@example.com`;
      const cart = await readyCart(lb.url, email);
      const placed = cart.error ? { error: cart.error, status: cart.status } : await place(lb.url, cart.id);
      if (placed.number) {
        answers.ok++;
        acknowledged.push({ number: placed.number, email });
      } else if (placed.status !== 0) answers.refused++;
      else answers.unanswered.push(placed.error);
    }
  };
  // Buyers keep buying through the whole outage.
  const load = Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
  while (answers.ok < 3) await new Promise((r) => setTimeout(r, 50));
  const okBefore = answers.ok;
  const stopped = ctl('stop');
  // While it is down: a clear 503 with a message a person can act on, quickly, never a hang.
  const probes = [];
  for (let i = 0; i < 3; i++) {
    const t0 = Date.now();
    const r = await gql(lb.url, 'mutation { createGuestCart { cart { id } } }');
    probes.push({ status: r.status, message: r.body.errors?.[0]?.message, ms: Date.now() - t0 });
  }
  const okWhileDown = answers.ok;
  const started = ctl('start');
  for (let i = 0; i < 100 && spawnSync('pg_isready', ['-q', '-h', '127.0.0.1']).status !== 0; i++)
    await new Promise((r) => setTimeout(r, 100));
  const okAtStart = answers.ok;
  const deadline = Date.now() + 60_000;
  while (answers.ok < okAtStart + 3 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    if (answers.unanswered.length > 0) break;
  }
  stop = true;
  await load;
  check(
    'PostgreSQL stopped under load: requests answer 503 with a clear message at once, never hang',
    stopped &&
      probes.every(
        (p) =>
          p.status === 503 &&
          p.message === 'The shop is temporarily unavailable. Please try again in a moment.' &&
          p.ms < 5000,
      ),
    probes.map((p) => `${p.status} in ${p.ms} ms`).join(', ') + ` — "${probes[0]?.message}"`,
  );
  check(
    'PostgreSQL started again: orders succeed without restarting the shop',
    started && answers.ok - okAtStart >= 3 && answers.unanswered.length === 0,
    `${okBefore} orders before, ${okWhileDown - okBefore} during, ${answers.ok - okAtStart} after; ${answers.refused} refused, ${answers.unanswered.length} unanswered`,
  );
  // Every acknowledged order is in the database.
  const missing = [];
  for (const { number, email } of acknowledged) {
    const r = await gql(
      lb.url,
      'query($n: String!, $e: String!) { guestOrder(input: { number: $n, email: $e, lastname: "Berzina" }) { number } }',
      { n: number, e: email },
    );
    if (r.body.data?.guestOrder?.number !== number) missing.push(number);
  }
  check(
    'no acknowledged order is lost across the PostgreSQL restart',
    acknowledged.length > 0 && missing.length === 0,
    `${acknowledged.length} acknowledged, ${missing.length} missing`,
  );
}

async function killNineOnPglite() {
  const dataDir = path.join(tmp, 'pglite');
  const port = await freePort();
  let shop = startShop(port, { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' }, 'pglite');
  await waitReady(shop);
  const acknowledged = [];
  let killed = false;
  const worker = async (w) => {
    for (let i = 0; !killed && i < 200; i++) {
      const email = `burst-${w}-${i}@example.com`;
      const cart = await readyCart(shop.url, email, 'AB-CL-001');
      if (cart.error) continue;
      const placed = await place(shop.url, cart.id);
      if (placed.number && !killed) acknowledged.push({ number: placed.number, email });
    }
  };
  const burst = Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
  while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 50));
  killed = true;
  shop.child.kill('SIGKILL');
  await burst;
  await new Promise((r) =>
    shop.child.exitCode !== null || shop.child.signalCode ? r() : shop.child.on('exit', r),
  );
  shop = startShop(port, { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' }, 'pglite-again');
  let opened = true;
  try {
    await waitReady(shop);
  } catch (error) {
    opened = false;
    console.log(error.message);
  }
  const missing = [];
  if (opened)
    for (const { number, email } of acknowledged) {
      const r = await gql(
        shop.url,
        'query($n: String!, $e: String!) { guestOrder(input: { number: $n, email: $e, lastname: "Berzina" }) { number } }',
        { n: number, e: email },
      );
      if (r.body.data?.guestOrder?.number !== number)
        missing.push(`${number}: ${r.body.errors?.[0]?.message}`);
    }
  check(
    'kill -9 of the embedded database during a burst of orders: it opens again with every acknowledged order',
    opened && acknowledged.length > 0 && missing.length === 0,
    `${acknowledged.length} acknowledged before the kill, ${missing.length} missing${missing[0] ? ` (${missing[0]})` : ''}`,
  );
  shop.child.kill('SIGTERM');
  await new Promise((r) => (shop.child.exitCode !== null ? r() : shop.child.on('exit', r)));
}

async function main() {
  if (!baseUrl) throw new Error('DATABASE_URL (a PostgreSQL server) is needed.');
  if (!NGINX) throw new Error('nginx is needed (Debian: apt-get install nginx).');
  await twoProcessesOnPostgres();
  await killNineOnPglite();
}

const finish = (code) => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed + (code ? 1 : 0);
  mkdirSync(path.join(root, '.reports'), { recursive: true });
  writeFileSync(path.join(root, '.reports/scale-out.json'), JSON.stringify({ passed, failed }));
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
};

main().then(
  () => finish(0),
  (error) => {
    console.error(`scale-out: ${error.stack ?? error.message}`);
    finish(1);
  },
);
