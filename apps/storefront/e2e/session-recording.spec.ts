import { expect, test, type Page } from '@playwright/test';
import { SHOP_PORT } from '../playwright.config';
import { hydratedControl } from './support/hydration';
import { startOwnShop, type OwnShop } from './support/ownShop';

/**
 * Issue 15, spec §3/§4/§6/§7: session recording (getLogRocketTracking (can_track),
 * trackLogRocketRecording, LogRocket's script, a new session after 30 minutes inactivity) and the
 * viewed-products record, both only with analytics consent. This file starts its own shop with a
 * recorder app (LOGROCKET_APP_ID) and serves a stand-in for LogRocket's script that records what
 * it is called with.
 */
const PORT = SHOP_PORT + 6;
const BASE = `http://127.0.0.1:${PORT}`;
const APP = 'e2e-shop/storefront';
const SCRIPT = 'https://cdn.lr-ingest.com/LogRocket.min.js';

/** Stands in for LogRocket.min.js: defines window.LogRocket and records every call. */
const STAND_IN_RECORDER = `(function () {
  window.recorderCalls = [];
  window.LogRocket = {
    init: function (appId, options) { window.recorderCalls.push(['init', appId, options]); },
    startNewSession: function () { window.recorderCalls.push(['startNewSession']); },
  };
})();`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE, storageState: { cookies: [], origins: [] } });

let shop: OwnShop | null = null;
const logLines: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startOwnShop({
    port: PORT,
    name: 'recording',
    logLines,
    env: {
      LOGROCKET_APP_ID: APP,
      LOGROCKET_SESSION_LIMIT: '1000',
      CSP_SCRIPT_SRC: 'https://cdn.lr-ingest.com',
    },
  });
});

test.afterAll(async () => {
  await shop?.stop();
});

/** Every request the page makes, and the recording operations with their answers. */
function recordRequests(page: Page) {
  const requests: string[] = [];
  const recording: { operation: string; answer: unknown }[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('response', async (response) => {
    const request = response.request();
    if (new URL(request.url()).pathname !== '/graphql') return;
    const operation =
      new URL(request.url()).searchParams.get('operationName') ??
      (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    if (operation !== 'getLogRocketTracking' && operation !== 'TrackLogRocketRecording') return;
    recording.push({ operation, answer: ((await response.json()) as { data?: unknown }).data });
  });
  return { requests, recording };
}

const recorderCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { recorderCalls?: unknown[][] }).recorderCalls ?? []);
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as Record<string, unknown> | null, key);

test('before consent nothing records; with analytics consent a session is asked for, recorded and recorded again after 30 idle minutes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const scripts: string[] = [];
  await page.route(SCRIPT, (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: STAND_IN_RECORDER });
  });
  const { requests, recording } = recordRequests(page);
  await page.goto('/cloudberry-cleansing-gel.html');
  await expect(page.getByRole('button', { name: 'Allow All' })).toBeVisible();
  await page.clock.runFor(1000);
  expect(recording).toEqual([]);
  expect(scripts).toEqual([]);
  expect(requests.filter((u) => u.includes('lr-ingest'))).toEqual([]);
  expect(await stored(page, 'viewed_products')).toBeNull();

  // Analytics only (no advertising): the recorder and the viewed-products record start.
  await page.getByRole('button', { name: 'Manage Cookies' }).click();
  await page.getByRole('switch', { name: 'Analytics' }).click();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect
    .poll(() => recording.map((r) => r.operation))
    .toEqual(['getLogRocketTracking', 'TrackLogRocketRecording']);
  expect(recording[0]!.answer).toMatchObject({ logRocketTracking: { can_track: true } });
  const first = (recording[1]!.answer as { trackLogRocketRecording: { pixelID: string; eventId: string } })
    .trackLogRocketRecording;
  expect(first.pixelID).toBe(APP);
  await expect
    .poll(() => recorderCalls(page))
    .toEqual([['init', APP, { dom: { inputSanitizer: true }, network: { isEnabled: false } }]]);
  expect(scripts).toEqual([SCRIPT]);
  expect(await stored(page, 'session_recording')).toMatchObject({ id: first.eventId, appId: APP });

  // A next page within 30 minutes goes on with the same session: nothing asked again. (A first
  // visit's banner comes before the page has hydrated: the link navigates in the page once it has.)
  const skincare = page.getByRole('link', { name: 'Skincare' }).first();
  await hydratedControl(skincare);
  await skincare.click();
  await page.clock.runFor(10 * 60_000);
  await page.mouse.move(10, 10);
  await page.mouse.move(200, 200);
  await page.waitForTimeout(300);
  expect(recording).toHaveLength(2);

  // 30 minutes without activity, then activity: a new session, asked for and recorded.
  await page.clock.fastForward('31:00');
  await page.mouse.wheel(0, 200);
  await expect
    .poll(() => recording.map((r) => r.operation))
    .toEqual([
      'getLogRocketTracking',
      'TrackLogRocketRecording',
      'getLogRocketTracking',
      'TrackLogRocketRecording',
    ]);
  await expect.poll(async () => (await recorderCalls(page)).at(-1)).toEqual(['startNewSession']);
  const second = (recording[3]!.answer as { trackLogRocketRecording: { eventId: string } })
    .trackLogRocketRecording;
  expect(second.eventId).not.toBe(first.eventId);
  expect(await stored(page, 'session_recording')).toMatchObject({ id: second.eventId });
  expect(scripts).toHaveLength(1);
});

test('the viewed-products record: kept with analytics consent, newest first, the spec’s fields', async ({
  page,
}) => {
  await page
    .context()
    .addCookies([
      { name: 'cookie_consent', value: encodeURIComponent('[1,3]'), domain: '127.0.0.1', path: '/' },
    ]);
  await page.route(SCRIPT, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STAND_IN_RECORDER }),
  );
  await page.goto('/de/cloudberry-cleansing-gel.html');
  await expect.poll(async () => (await stored(page, 'viewed_products'))?.items_count).toBe(1);
  await page.goto('/skin-veil-foundation.html?opt=6004');
  await expect.poll(async () => (await stored(page, 'viewed_products'))?.items_count).toBe(2);
  const record = (await stored(page, 'viewed_products'))!;
  expect(record).toMatchObject({ last_visited_store_view: 'en', token: expect.any(String) });
  expect(typeof record.session_start).toBe('number');
  const products = record.products as Record<string, unknown>[];
  expect(products.map((p) => p.ProductName)).toEqual(['Skin Veil Foundation', 'Moltebeeren Reinigungsgel']);
  expect(products[0]).toMatchObject({
    SKU: 'AB-MU-001-04',
    ProductID: expect.stringMatching(/^\d+$/),
    URL: expect.stringContaining('skin-veil-foundation'),
    ImageURL: expect.stringMatching(/^http/),
    Price: expect.any(Number),
    CurrencyCode: 'EUR',
    VariantData: { SKU: 'AB-MU-001-04', ParentSKU: 'AB-MU-001' },
  });
  // Withdrawing analytics consent forgets it.
  await page.goto('/#cookie-settings');
  await page.getByRole('switch', { name: 'Analytics' }).click();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect.poll(() => stored(page, 'viewed_products')).toBeNull();
});

test('a recorder script that fails to load breaks nothing', async ({ page }) => {
  await page
    .context()
    .addCookies([
      { name: 'cookie_consent', value: encodeURIComponent('[1,3]'), domain: '127.0.0.1', path: '/' },
    ]);
  await page.route(SCRIPT, (route) => route.abort());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/cloudberry-cleansing-gel.html');
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
  await expect(
    page
      .locator('[data-type="success"]')
      .filter({ hasText: 'Cloudberry Cleansing Gel was added to your shopping bag' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
