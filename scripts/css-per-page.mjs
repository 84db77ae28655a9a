#!/usr/bin/env node
// CSS each page type loads on a first visit: stylesheet requests and their bytes (gzip -9 of each
// body, so figures compare across servers and encodings), in Chromium against a running shop.
// Usage: node scripts/css-per-page.mjs [base URL = http://127.0.0.1:8080] [--consented]
// (--consented: a returning shopper who answered the cookie banner; without it every page is a
// first visit, which shows the banner and loads its stylesheet after hydration.)
// Start the built shop first (`npm run serve -w @shop/storefront`, or `npm start`).
// The shop links the shell's stylesheet on every page and a lazy feature's (account, checkout,
// blog, extras) on the pages that render it (apps/storefront/bundling/cssGroups.ts); the last column
// counts the render-blocking ones.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const consented = args.includes('--consented');
const base = (args.find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const PAGES = {
  home: '/',
  'CMS page (/about)': '/about',
  category: '/skincare.html',
  product: '/arctic-cloudberry-day-cream.html',
  cart: '/cart',
  search: '/search.html?q=serum',
  checkout: '/checkout',
  blog: '/blog',
  'sign-in': '/sign-in',
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
  if (consented)
    await page
      .context()
      .addCookies([{ name: 'cookie_consent', value: encodeURIComponent('[1,3]'), url: base }]);
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
