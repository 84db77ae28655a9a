#!/usr/bin/env node
// CSS each page type loads on a first visit: stylesheet requests and their bytes (gzip -9 of each
// body, so figures compare across servers and encodings), in Chromium against a running shop.
// Usage: node scripts/css-per-page.mjs [base URL = http://127.0.0.1:8080]
// Start the built shop first (`npm run serve -w @shop/storefront`, or `npm start`).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const base = (process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const PAGES = {
  home: '/',
  'CMS page (/about)': '/about',
  category: '/skincare.html',
  product: '/arctic-cloudberry-day-cream.html',
  cart: '/cart',
  checkout: '/checkout',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
});
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
console.log('| page | stylesheet requests | CSS gzip | CSS raw | stylesheets in the HTML head |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, url] of Object.entries(PAGES)) {
  const page = await browser.newPage();
  const css = new Map();
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() !== 'stylesheet' && !path.endsWith('.css')) return;
    css.set(
      path,
      response.body().catch(() => Buffer.alloc(0)),
    );
  });
  const response = await page.goto(base + url, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  const head = html.slice(0, html.indexOf('</head>'));
  const inHead = (head.match(/<link[^>]+rel="stylesheet"/g) ?? []).length;
  const bodies = await Promise.all(css.values());
  const gzip = bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
  const raw = bodies.reduce((sum, b) => sum + b.length, 0);
  console.log(`| ${name} \`${url}\` | ${css.size} | ${kb(gzip)} | ${kb(raw)} | ${inHead} |`);
  await page.close();
}
await browser.close();
