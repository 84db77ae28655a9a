#!/usr/bin/env node
// Lighthouse (mobile defaults) on pages of the built shop, with Debian's Chromium.
//   npm run bench:lighthouse            → / and /de/
//   npm run bench:lighthouse -- /about  → the pages you name
// Needs `npm run build` first. Reports go to lighthouse-reports/ (not committed).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';
import { startShop } from './serve-for-bench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/de/'];
const out = path.join(root, 'lighthouse-reports');
mkdirSync(out, { recursive: true });
const chrome = ensureChromium();
const shop = await startShop({ port: 4510 });

const rows = [];
try {
  for (const page of pages) {
    // Warm the server once so the first page does not pay for lazy module loading.
    await fetch(shop.url + page)
      .then((r) => r.arrayBuffer())
      .catch(() => fetch(shop.url + page).then((r) => r.arrayBuffer()));
    const file = path.join(out, `${page.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`);
    const res = spawnSync(
      'npx',
      [
        '--yes',
        'lighthouse@12.8.2',
        shop.url + page,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (res.status !== 0) throw new Error(`lighthouse failed on ${page}`);
    const lhr = JSON.parse(readFileSync(file, 'utf8'));
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const audit = (k) => lhr.audits[k]?.displayValue ?? '-';
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      FCP: audit('first-contentful-paint'),
      LCP: audit('largest-contentful-paint'),
      TBT: audit('total-blocking-time'),
      CLS: audit('cumulative-layout-shift'),
    });
  }
} finally {
  await shop.stop();
}
console.table(rows);
