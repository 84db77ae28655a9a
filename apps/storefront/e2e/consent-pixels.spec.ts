import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 15, spec §6 and §7: with advertising consent each shop event goes to the API's tracking
 * mutation (recorded server side, answered with pixelID and eventId) and to Meta's browser pixel —
 * here a stand-in script the test serves in place of connect.facebook.net — with the same eventId.
 * The shop server runs with FB_PIXEL_ID=e2e-pixel-1 (playwright.config.ts).
 */
test.use({ storageState: { cookies: [], origins: [] } });

/** Stands in for fbevents.js: takes over the queue Meta's snippet keeps and records every call. */
const STAND_IN_PIXEL = `(function () {
  var fbq = window.fbq;
  window.pixelCalls = [];
  fbq.callMethod = function () { window.pixelCalls.push(Array.prototype.slice.call(arguments)); };
  (fbq.queue || []).forEach(function (args) { window.pixelCalls.push(args); });
  fbq.queue = [];
})();`;

type Answer = {
  operation: string;
  variables: Record<string, unknown>;
  eventId: string;
  pixelID: string | null;
};

function recordTracking(page: Page) {
  const answers: Answer[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: Record<string, unknown>;
    } | null;
    if (!body?.operationName || !/^(Fb|TikTok)/.test(body.operationName)) return;
    const json = (await response.json()) as {
      data?: Record<string, { eventId: string; pixelID: string | null }>;
    };
    const out = Object.values(json.data ?? {})[0];
    if (out) answers.push({ operation: body.operationName, variables: body.variables ?? {}, ...out });
  });
  return answers;
}

const pixelCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { pixelCalls?: unknown[][] }).pixelCalls ?? []);

test('Allow All: tracking mutations and the browser pixel send the same eventId; the pixel loads only then', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const scriptRequests: string[] = [];
  await page.route('https://connect.facebook.net/**', (route) => {
    scriptRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: STAND_IN_PIXEL });
  });
  const answers = recordTracking(page);
  await page.goto('/cloudberry-cleansing-gel.html');
  await expect(page.getByRole('button', { name: 'Allow All' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(scriptRequests).toEqual([]);
  expect(answers).toEqual([]);

  await page.getByRole('button', { name: 'Allow All' }).click();
  // The page view held until consent goes 100 ms after it: to the API, then to the pixel.
  await expect.poll(() => answers.map((a) => a.operation)).toContain('FbPageView');
  expect(scriptRequests).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
  const pageView = answers.find((a) => a.operation === 'FbPageView')!;
  expect(pageView.pixelID).toBe('e2e-pixel-1');
  await expect
    .poll(() => pixelCalls(page))
    .toContainEqual(['track', 'PageView', {}, { eventID: pageView.eventId }]);
  expect((await pixelCalls(page))[0]).toEqual(['init', 'e2e-pixel-1']);

  // Add to bag: fbAddToCart and tikTokAddToCart (quantity as a string); the pixel's AddToCart
  // carries fbAddToCart's eventId.
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
  await expect
    .poll(() => answers.map((a) => a.operation))
    .toEqual(expect.arrayContaining(['FbAddToCart', 'TikTokAddToCart']));
  const add = answers.find((a) => a.operation === 'FbAddToCart')!;
  const tiktok = answers.find((a) => a.operation === 'TikTokAddToCart')!;
  expect(add.variables).toMatchObject({ quantity: 1 });
  expect(tiktok.variables).toMatchObject({ quantity: '1', sku: add.variables.sku });
  expect(tiktok.eventId).not.toBe(add.eventId);
  await expect
    .poll(async () => (await pixelCalls(page)).find((c) => c[1] === 'AddToCart'))
    .toEqual([
      'track',
      'AddToCart',
      expect.objectContaining({ content_ids: [add.variables.sku] }),
      { eventID: add.eventId },
    ]);
  // The script loaded once.
  expect(scriptRequests).toHaveLength(1);
});

test('a pixel script that fails to load breaks nothing; tracking errors are swallowed', async ({ page }) => {
  await page.route('https://connect.facebook.net/**', (route) => route.abort());
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName?.startsWith('Fb') || body?.operationName?.startsWith('TikTok'))
        return route.fulfill({ status: 500, body: 'down' });
      return route.continue();
    },
  );
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/cloudberry-cleansing-gel.html');
  await page.getByRole('button', { name: 'Allow All' }).click();
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
  await expect(
    page
      .locator('[data-type="success"]')
      .filter({ hasText: 'Cloudberry Cleansing Gel was added to your shopping bag' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
