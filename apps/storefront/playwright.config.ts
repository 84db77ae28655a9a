import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the built single-origin server: one with the
 * embedded API on a fresh PGlite database, one whose API is unreachable.
 */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
/**
 * Two builds of Debian's Chromium 156 (scripts/chromium.mjs): its headless shell, which opens a
 * page for a sixth of the browser's CPU, runs every spec but those that need the browser itself —
 * a new tab from a modifier-click, installability, the service worker's offline journeys — which
 * are tagged `@browser` or are e2e/offline.spec.ts. Without the shell installed, all run in the
 * browser.
 */
const BROWSER = process.env.CHROME_PATH || '/usr/bin/chromium';
const SHELL =
  process.env.CHROME_SHELL_PATH ||
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : BROWSER);
// Matched against "project file describe title tags" (Playwright's grep).
const NEEDS_BROWSER = /\boffline\.spec\.ts\b|@browser\b/;
const desktop = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath, args: FLAGS },
});
export const SHOP_PORT = Number(process.env.E2E_PORT ?? 4310);
export const DOWN_PORT = SHOP_PORT + 1;
/**
 * The local OpenID Connect provider of the social sign-in test (e2e/social-login.spec.ts starts it;
 * the shop discovers it on first use). Its client is the shop below.
 */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? SHOP_PORT + 2);
export const OIDC = {
  issuer: `http://127.0.0.1:${OIDC_PORT}`,
  clientId: 'aurora-shop-e2e',
  clientSecret: 'e2e-client-secret-not-for-production',
  redirectUri: `http://127.0.0.1:${SHOP_PORT}/amsociallogin/social/login`,
  name: 'Aurora ID',
};
const server = 'node dist/server-bin/server/index.js';
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${process.env.E2E_RUN_ID ?? 'local'}`);

// The API writes mail as .eml files here (no SMTP in tests): one folder per run, made once by the
// runner, inherited by its workers through the environment, and removed when the runner exits.
if (!process.env.E2E_MAIL_DIR) {
  const made = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-mail-'));
  process.env.E2E_MAIL_DIR = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
}
export const MAIL_DIR = process.env.E2E_MAIL_DIR;

/**
 * Every spec but the consent spec starts as a shopper who allowed analytics only (`cookie_consent`
 * `[1,3]`, the default numbering): the cookie banner (issue 15) stays closed over their pages,
 * page views reach the data layer, and no advertising pixel loads. e2e/consent.spec.ts starts
 * without it.
 */
export const ANALYTICS_ONLY_CONSENT = {
  cookies: [
    {
      name: 'cookie_consent',
      value: encodeURIComponent('[1,3]'),
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI machines are 2 cores shared by the shop, two browsers and the test workers: on a slow one a
  // page under that load took 10–17 s to load and hydrate, and waits sized for a developer's
  // machine timed out (the waits are not what these tests measure; bench/ and Lighthouse do speed).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${SHOP_PORT}`,
    // A trace records every action's DOM snapshot and a screencast: on CI machines (2 cores) that
    // was 42 % of the run's CPU, spent on tests that pass. There the retry records it instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The shop's service worker (issue 17) would serve other specs' pages and catalogue answers
    // from its caches; only e2e/offline.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
    storageState: ANALYTICS_ONLY_CONSENT,
  },
  projects: [
    // The same desktop browser in both: only the Chromium build and the tests differ.
    { name: 'desktop', grepInvert: NEEDS_BROWSER, use: desktop(SHELL) },
    { name: 'desktop-browser', grep: NEEDS_BROWSER, use: desktop(BROWSER) },
  ],
  webServer: [
    {
      // Under `npm test` the data folder starts as a copy of the run's seeded database image
      // (scripts/seed-image.mjs); on its own the shop migrates and seeds it.
      command: `node ../../scripts/seed-image.mjs restore '${dataDir}' && ${server}`,
      url: `http://127.0.0.1:${SHOP_PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Every test shopper comes from 127.0.0.1: the per-address limits (API tests) are raised.
      env: {
        PORT: String(SHOP_PORT),
        HOST: '127.0.0.1',
        PGLITE_DATA_DIR: dataDir,
        MAIL_DIR,
        RATE_LIMIT_FACTOR: '1000',
        // Password hashes at scrypt N = 2^14, as in the API tests (production: 2^17, README): at
        // 2^17 each sign-up and sign-in costs ~0.3 s of a free core — 3 s on a loaded CI machine —
        // and the account specs timed out waiting for them.
        CUSTOMER_SCRYPT_COST: '16384',
        OIDC_ISSUER: OIDC.issuer,
        OIDC_CLIENT_ID: OIDC.clientId,
        OIDC_CLIENT_SECRET: OIDC.clientSecret,
        OIDC_REDIRECT_URI: OIDC.redirectUri,
        OIDC_PROVIDER_NAME: OIDC.name,
        // Issue 15: a Meta pixel id (the browser pixel loads only with advertising consent, which
        // only e2e/consent-pixels.spec.ts gives; it serves a stand-in for Meta's script).
        FB_PIXEL_ID: 'e2e-pixel-1',
        TIKTOK_PIXEL_ID: 'e2e-tiktok-1',
        CSP_SCRIPT_SRC: 'https://connect.facebook.net https://analytics.tiktok.com',
      },
    },
    {
      command: server,
      url: `http://127.0.0.1:${DOWN_PORT}/favicon.svg`,
      timeout: 60_000,
      reuseExistingServer: false,
      // Port 9 (discard) on loopback: nothing listens, every API call fails at once.
      env: { PORT: String(DOWN_PORT), HOST: '127.0.0.1', COMMERCE_API_URL: 'http://127.0.0.1:9/graphql' },
    },
  ],
});
