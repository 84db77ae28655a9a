import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydratedControl } from './support/hydration';

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

/** Stands in for TikTok's events.js: takes over the `ttq` queue TikTok's snippet keeps and records. */
const STAND_IN_TIKTOK = `(function () {
  var ttq = window.ttq;
  window.tiktokCalls = Array.prototype.slice.call(ttq);
  ttq.push = function (args) { window.tiktokCalls.push(args); return 0; };
})();`;

const tiktokCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { tiktokCalls?: unknown[][] }).tiktokCalls ?? []);

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
  await expect.poll(() => scriptRequests).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
  const pageView = answers.find((a) => a.operation === 'FbPageView')!;
  expect(pageView.pixelID).toBe('e2e-pixel-1');
  await expect
    .poll(() => pixelCalls(page))
    .toContainEqual(['track', 'PageView', {}, { eventID: pageView.eventId }]);
  expect((await pixelCalls(page))[0]).toEqual(['init', 'e2e-pixel-1']);

  // Add to bag: fbAddToCart and tikTokAddToCart (quantity as a string); the pixel's AddToCart
  // carries fbAddToCart's eventId. (A first visit's banner comes before the page has hydrated.)
  const addToBag = page.getByRole('button', { name: 'Add to bag', exact: true });
  await hydratedControl(addToBag);
  await addToBag.click();
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
  // A first visit's banner comes before the page has hydrated: the button is used once it has.
  const addToBag = page.getByRole('button', { name: 'Add to bag', exact: true });
  await hydratedControl(addToBag);
  await addToBag.click();
  await expect(
    page
      .locator('[data-type="success"]')
      .filter({ hasText: 'Cloudberry Cleansing Gel was added to your shopping bag' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

type LayerEvent = { event?: string; ecommerce?: Record<string, unknown> & { items?: { item_id: string }[] } };
const layerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: LayerEvent[] }).dataLayer ?? []).filter((e) => e.event),
  );

async function prepareCheckout(request: APIRequestContext, cartId: string) {
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const r = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', store: 'en' },
      data: { query, variables },
    });
    expect(((await r.json()) as { errors?: unknown[] }).errors ?? []).toEqual([]);
  };
  await gql(
    `mutation($id: String!, $a: CartAddressInput!) {
      setGuestEmailOnCart(input: { cart_id: $id, email: "journey@example.com" }) { cart { id } }
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } }
    }`,
    {
      id: cartId,
      a: {
        firstname: 'Jo',
        lastname: 'Journey',
        street: ['Hauptstraße 5'],
        city: 'Berlin',
        postcode: '10115',
        country_code: 'DE',
        telephone: '+49 30 1234567',
      },
    },
  );
  await gql(
    `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id,
      shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    { id: cartId },
  );
}

test('Allow All, a whole purchase journey: the expected data layer events, tracking mutations and pixel calls with matching eventIds', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const scripts: string[] = [];
  await page.route('https://connect.facebook.net/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: STAND_IN_PIXEL });
  });
  await page.route('https://analytics.tiktok.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: STAND_IN_TIKTOK });
  });
  const answers = recordTracking(page);
  // What a page's data layer and pixels got, kept before the next full page load.
  const layer: string[] = [];
  const meta: unknown[][] = [];
  const tiktok: unknown[][] = [];
  const keep = async () => {
    layer.push(...(await layerEvents(page)).map((e) => e.event!));
    meta.push(...(await pixelCalls(page)));
    tiktok.push(...(await tiktokCalls(page)));
  };

  // Land on a category: nothing before the choice, which comes once the page has hydrated.
  await page.goto('/skincare.html');
  const card = page.locator('article', { hasText: 'Cloudberry Cleansing Gel' }).getByRole('link').first();
  await hydratedControl(card);
  await page.getByRole('button', { name: 'Allow All' }).click();
  await expect.poll(() => answers.map((a) => a.operation)).toContain('FbPageView');

  // Product (a card's link), wish list, bag.
  await card.click();
  await expect(page).toHaveURL(/cloudberry-cleansing-gel/);
  await expect.poll(() => answers.map((a) => a.operation)).toContain('TikTokProductView');
  await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
  await expect(
    page.locator('[data-type="success"]').filter({ hasText: 'added to your wishlist' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
  await expect
    .poll(() => answers.map((a) => a.operation))
    .toEqual(
      expect.arrayContaining(['FbAddToWishlist', 'TikTokAddToWishlist', 'FbAddToCart', 'TikTokAddToCart']),
    );
  const miniCart = page.getByRole('dialog', { name: /Shopping bag/ });
  await expect(miniCart).toBeVisible();
  await miniCart.getByRole('button', { name: 'Close' }).last().click();

  // Search: a suggestion's click, then the search page.
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('serum');
  const suggestion = page.getByRole('link', { name: 'Birch Sap Hydrating Serum' });
  await suggestion.click();
  await expect(page).toHaveURL(/serum/);
  await box.fill('serum');
  await box.press('Enter');
  await expect(page).toHaveURL(/search\.html\?q=serum/);
  await expect.poll(() => answers.map((a) => a.operation)).toContain('FbSearch');
  await expect.poll(async () => (await layerEvents(page)).map((e) => e.event)).toContain('search');
  await page.waitForTimeout(500);
  await keep();

  // Checkout and place the order (the address and delivery are set through the API).
  const cartId = await page.evaluate(() => localStorage.getItem('cart_id_en'));
  expect(cartId).toHaveLength(32);
  await prepareCheckout(request, cartId!);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect.poll(() => answers.map((a) => a.operation)).toContain('TikTokInitiateCheckout');
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('radio', { name: /Check \/ Money order/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success$/, { timeout: 20_000 });
  await expect
    .poll(() => answers.map((a) => a.operation))
    .toEqual(expect.arrayContaining(['FbPurchase', 'TikTokPurchase']));
  await expect.poll(async () => (await layerEvents(page)).map((e) => e.event)).toContain('purchase');
  await page.waitForTimeout(500);
  await keep();

  // The data layer: exactly these shop events, in this order (page views between them). The
  // category's impression is there only when the choice came before the list was seen: the banner
  // is in the page's HTML and keeps a click made before its chunk, so either may come first (only
  // the page view waits for consent).
  const shopEvents = layer.filter((e) => e !== 'page_view');
  if (shopEvents[0] === 'view_item_list') shopEvents.shift();
  expect(shopEvents).toEqual([
    'select_item',
    'view_item',
    'add_to_wishlist',
    'add_to_cart',
    'select_item',
    'view_item',
    'view_item_list',
    'search',
    'begin_checkout',
    'purchase',
  ]);
  // The tracking mutations: exactly these, once each (page views and product views per page).
  const operations = answers.map((a) => a.operation);
  const count = (name: string) => operations.filter((o) => o === name).length;
  expect(count('FbProductView')).toBe(2);
  expect(count('TikTokProductView')).toBe(2);
  for (const name of [
    'FbAddToWishlist',
    'TikTokAddToWishlist',
    'FbAddToCart',
    'TikTokAddToCart',
    'FbSearch',
    'FbInitiateCheckout',
    'TikTokInitiateCheckout',
    'FbPurchase',
    'TikTokPurchase',
  ])
    expect(count(name), name).toBe(1);
  expect(count('FbPageView')).toBe(layer.filter((e) => e === 'page_view').length);
  expect(new Set(operations)).toEqual(
    new Set([
      'FbPageView',
      'FbProductView',
      'TikTokProductView',
      'FbAddToWishlist',
      'TikTokAddToWishlist',
      'FbAddToCart',
      'TikTokAddToCart',
      'FbSearch',
      'FbInitiateCheckout',
      'TikTokInitiateCheckout',
      'FbPurchase',
      'TikTokPurchase',
    ]),
  );
  // Every answer's eventId reached its browser pixel, once: Meta's as eventID, TikTok's as event_id.
  const metaIds = meta.filter((c) => c[0] === 'track').map((c) => (c[3] as { eventID: string }).eventID);
  const tiktokIds = tiktok
    .filter((c) => c[0] === 'track')
    .map((c) => (c[3] as { event_id: string }).event_id);
  expect(metaIds.sort()).toEqual(
    answers
      .filter((a) => a.operation.startsWith('Fb'))
      .map((a) => a.eventId)
      .sort(),
  );
  expect(tiktokIds.sort()).toEqual(
    answers
      .filter((a) => a.operation.startsWith('TikTok'))
      .map((a) => a.eventId)
      .sort(),
  );
  for (const a of answers)
    expect(a.pixelID).toBe(a.operation.startsWith('Fb') ? 'e2e-pixel-1' : 'e2e-tiktok-1');
  // Both scripts from their configured addresses, once per page load that had advertising events.
  expect(new Set(scripts)).toEqual(
    new Set([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=e2e-tiktok-1&lib=ttq',
    ]),
  );
  const wished = meta.find((c) => c[1] === 'AddToWishlist')!;
  expect(wished[2]).toMatchObject({ currency: 'EUR', content_name: 'Cloudberry Cleansing Gel' });
});

test('analytics-only consent: the data layer gets the events, no tracking mutation and no pixel script', async ({
  page,
}) => {
  await page
    .context()
    .addCookies([
      { name: 'cookie_consent', value: encodeURIComponent('[1,3]'), domain: '127.0.0.1', path: '/' },
    ]);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const answers = recordTracking(page);
  await page.goto('/cloudberry-cleansing-gel.html');
  const wishlist = page.getByRole('button', { name: 'Add to wishlist' }).first();
  await hydratedControl(wishlist);
  await wishlist.click();
  // The wish list's event first (each comes when its mutation has answered).
  await expect
    .poll(async () => (await layerEvents(page)).map((e) => e.event))
    .toEqual(['page_view', 'view_item', 'add_to_wishlist']);
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
  await expect
    .poll(async () => (await layerEvents(page)).map((e) => e.event))
    .toEqual(['page_view', 'view_item', 'add_to_wishlist', 'add_to_cart']);
  const [wish] = (await layerEvents(page)).filter((e) => e.event === 'add_to_wishlist');
  expect(wish!.ecommerce).toMatchObject({
    currency: 'EUR',
    items: [{ item_name: 'Cloudberry Cleansing Gel', quantity: 1, currency: 'EUR' }],
  });
  await page.waitForTimeout(500);
  expect(answers).toEqual([]);
  expect(requests.filter((u) => /facebook|tiktok/.test(u))).toEqual([]);
  expect(requests.filter((u) => /operationName=(Fb|TikTok)/.test(u))).toEqual([]);
});
