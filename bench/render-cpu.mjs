#!/usr/bin/env node
// Server CPU per rendered page (issue 18): the built shop with the page cache off (`SHOP_PAGE_CACHE=0`;
// the API's catalogue answers cached, as bench:load's "render" run), N requests of each page one at
// a time after a warm-up, and the CPU time the shop's process used for them (Linux /proc), which
// depends far less on what else the machine runs than latencies do.
//
//   npm run build && node bench/render-cpu.mjs
//   BENCH_ENTRIES=apps/storefront/dist-before/server-bin/server/index.js,apps/storefront/dist/server-bin/server/index.js \
//     BENCH_ROUNDS=3 node bench/render-cpu.mjs        before/after: the builds take turns, round by round
//
// BENCH_PAGES (default `/skincare.html,/`), BENCH_REQUESTS per page and round (default 150),
// BENCH_WARMUP (default 30), BENCH_PORT (default: a free port), BENCH_NODE_ARGS (extra flags for the
// shop's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`). Exits 1 on any non-200 answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = (process.env.BENCH_ENTRIES ?? 'apps/storefront/dist/server-bin/server/index.js').split(',');
const PAGES = (process.env.BENCH_PAGES ?? '/skincare.html,/').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 150);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

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

/** CPU time (ms) a process and its children have used so far (Linux; USER_HZ 100). */
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
  return ticks * 10;
}

async function start(entry) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-render-cpu-'));
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const child = spawn(process.execPath, [...NODE_ARGS, entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir,
      MAIL_DIR: path.join(dataDir, 'mail'),
      RATE_LIMIT_FACTOR: '1000',
      SHOP_PAGE_CACHE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited before it answered.`);
    if (
      await fetch(`${url}/favicon.svg`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`${entry} did not answer within 180 s.`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let failures = 0;
async function get(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  if (res.status !== 200) failures++;
  return performance.now() - started;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = new Map(); // `${entry} ${page}` -> CPU ms per page, one per round
for (let round = 1; round <= ROUNDS; round++) {
  for (const entry of ENTRIES) {
    const shop = await start(entry);
    try {
      for (const page of PAGES) for (let i = 0; i < WARMUP; i++) await get(shop.url + page);
      for (const page of PAGES) {
        await new Promise((r) => setTimeout(r, 500));
        const before = cpuMs(shop.pid);
        const times = [];
        for (let i = 0; i < REQUESTS; i++) times.push(await get(shop.url + page));
        const perPage = (cpuMs(shop.pid) - before) / REQUESTS;
        const key = `${entry} ${page}`;
        results.set(key, [...(results.get(key) ?? []), perPage]);
        const load = os.loadavg()[0].toFixed(1);
        console.error(
          `round ${round} · ${entry} · ${page}: ${perPage.toFixed(1)} ms CPU a page, p50 ${median(times).toFixed(0)} ms (load ${load})`,
        );
      }
    } finally {
      await shop.stop();
    }
  }
}

console.log('| build | page | CPU per page, median of rounds | each round |');
console.log('|---|---|---:|---|');
for (const [key, values] of results) {
  const [entry, page] = key.split(' ');
  console.log(
    `| ${entry} | ${page} | ${median(values).toFixed(1)} ms | ${values.map((v) => v.toFixed(1)).join(', ')} |`,
  );
}
if (failures > 0) {
  console.error(`${failures} answers were not 200`);
  process.exit(1);
}
