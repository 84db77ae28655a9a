import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { networkSettled, test } from './support/network';

/**
 * Issue 15: spec §5 tracking blacklist (getBlacklistData, managed with `npm run admin -- blacklist`),
 * §3/§4/§7 attribution (kept 7 days, saved to the cart once with gtmSaveAttribution, then dropped)
 * and §7 affiliate (awc, channel aw, awinPurchase with revenue to 2 decimals). Requests are logged
 * and asserted; the specs start with analytics-only consent (playwright.config.ts).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${process.env.E2E_RUN_ID ?? 'local'}`);
function admin(...args: string[]): string {
  return execFileSync('node', [path.join(repoRoot, 'apps/commerce-api/dist/admin/cli.js'), ...args], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

/** Allow All: necessary, advertising and analytics (`[1,2,3]`, the default numbering). */
const ALLOW_ALL = {
  cookies: [
    {
      name: 'cookie_consent',
      value: encodeURIComponent('[1,2,3]'),
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

type Call = { operation: string; variables: Record<string, unknown> };
/** Every GraphQL operation the page sends (GET or POST), with its variables. */
function recordOperations(page: Page): Call[] {
  const calls: Call[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    if (request.method() === 'GET') {
      const operation = url.searchParams.get('operationName') ?? '';
      const variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>;
      calls.push({ operation, variables });
      return;
    }
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: Record<string, unknown>;
    } | null;
    if (body?.operationName) calls.push({ operation: body.operationName, variables: body.variables ?? {} });
  });
  return calls;
}
const named = (calls: Call[], operation: string) => calls.filter((c) => c.operation === operation);

type Event = Record<string, unknown> & { event?: string; ecommerce?: { items?: { item_id: string }[] } };
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Event[] }).dataLayer ?? []);
const record = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function open(page: Page, url: string) {
  await page.goto(url);
  await networkSettled(page);
}

test('a utm landing: the attribution record is kept, saved to the cart exactly once, then dropped', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const calls = recordOperations(page);
  await open(
    page,
    '/cloudberry-cleansing-gel.html?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=gel&utm_content=hero',
  );
  // Analytics consent: kept in the browser; no bag yet, so nothing is saved.
  await expect.poll(() => record(page, 'attribution_record')).not.toBeNull();
  expect(JSON.parse((await record(page, 'attribution_record'))!)).toMatchObject({
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
    utmTerm: 'gel',
    utmContent: 'hero',
    referrer: null,
  });
  expect(named(calls, 'GtmSaveAttribution')).toEqual([]);

  await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
  await expect.poll(() => named(calls, 'GtmSaveAttribution').length).toBe(1);
  const [save] = named(calls, 'GtmSaveAttribution');
  const cartId = await page.evaluate(() => localStorage.getItem('cart_id_en'));
  expect(save!.variables).toEqual({
    cartId,
    referrer: null,
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
    utmTerm: 'gel',
    utmContent: 'hero',
  });
  await expect.poll(() => record(page, 'attribution_record')).toBeNull();

  // Not again: another page, another add, a reload.
  await page.goto('/arctic-rose-eye-cream.html');
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'add_to_cart').length)
    .toBe(1);
  await page.goto('/sea-algae-hyaluronic-serum.html');
  await page.reload();
  await expect.poll(async () => (await dataLayer(page)).some((e) => e.event === 'page_view')).toBe(true);
  expect(named(calls, 'GtmSaveAttribution')).toHaveLength(1);
  expect(await record(page, 'attribution_record')).toBeNull();
});

test.describe('with Allow All', () => {
  test.use({ storageState: ALLOW_ALL });
  // Meta's browser pixel (advertising consent) is not reachable here: refused at once.
  test.beforeEach(({ page }) => page.route('https://connect.facebook.net/**', (route) => route.abort()));

  test('an Awin landing (awc): awinCookie, then the purchase sends awinPurchase with revenue to 2 decimals and channel aw', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const calls = recordOperations(page);
    await open(page, '/?awc=1001_1732000000_abc123&utm_medium=affiliate');
    await expect.poll(() => named(calls, 'AwinCookie').length).toBe(1);
    expect(named(calls, 'AwinCookie')[0]!.variables).toEqual({
      awc: '1001_1732000000_abc123',
      utmSource: null,
    });
    // Only awc and utm_source are kept.
    expect(JSON.parse((await record(page, 'affiliate_record'))!)).toEqual({
      awc: '1001_1732000000_abc123',
      utmSource: null,
      timestamp: expect.any(Number),
    });

    const cartId = await readyCart(request, 'awin@example.com');
    await page.evaluate((id) => localStorage.setItem('cart_id_en', id), cartId);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await page.getByRole('radio', { name: /Check \/ Money order/ }).check();
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/success$/, { timeout: 20_000 });
    const number = (await page.getByTestId('order-number').textContent())!.trim();

    await expect.poll(() => named(calls, 'AwinPurchase').length).toBe(1);
    const purchase = (await dataLayer(page)).find((e) => e.event === 'purchase')!;
    const value = (purchase.ecommerce as { value: number }).value;
    const sale = named(calls, 'AwinPurchase')[0]!.variables;
    expect(sale).toMatchObject({
      orderNumber: number,
      revenue: value.toFixed(2),
      currencyCode: 'EUR',
      channel: 'aw',
      awc: '1001_1732000000_abc123',
      commissionGroup: `DEFAULT:${value.toFixed(2)}`,
    });
    expect(sale.revenue).toMatch(/^\d+\.\d{2}$/);
    expect(named(calls, 'AwinCommissionGroup')).toEqual([
      { operation: 'AwinCommissionGroup', variables: { orderNumber: number } },
    ]);
  });

  test('a blacklisted SKU sends no data-layer event and no tracking mutation; another SKU does', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    expect(admin('blacklist', 'add', 'sku', 'AB-MA-005')).toContain('AB-MA-005');
    try {
      const calls = recordOperations(page);
      await open(page, '/north-sea-algae-sheet-masks.html');
      await expect.poll(() => named(calls, 'GetBlacklistData').length).toBe(1);
      // The page view goes (its path is not listed); the product's detail does not.
      await expect.poll(async () => (await dataLayer(page)).some((e) => e.event === 'page_view')).toBe(true);
      await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
      await expect(page.locator('[data-type="success"]').first()).toBeVisible();
      await page.waitForTimeout(500);
      const listed = (await dataLayer(page)).filter((e) =>
        e.ecommerce?.items?.some((i) => i.item_id === 'AB-MA-005'),
      );
      expect(listed).toEqual([]);
      const tracking = calls.filter((c) => /^(Fb|TikTok|Awin)/.test(c.operation));
      expect(tracking.filter((c) => c.operation !== 'FbPageView')).toEqual([]);

      await open(page, '/arctic-rose-eye-cream.html');
      await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
      await expect
        .poll(async () =>
          (await dataLayer(page))
            .filter((e) => e.ecommerce?.items?.some((i) => i.item_id === 'AB-MO-006'))
            .map((e) => e.event),
        )
        .toEqual(['view_item', 'add_to_cart']);
      await expect
        .poll(() =>
          calls
            .filter((c) => /^(Fb|TikTok)(ProductView|AddToCart)$/.test(c.operation))
            .map((c) => c.operation),
        )
        .toEqual(
          expect.arrayContaining(['FbProductView', 'TikTokProductView', 'FbAddToCart', 'TikTokAddToCart']),
        );
      for (const call of calls.filter((c) => /^(Fb|TikTok)(ProductView|AddToCart)$/.test(c.operation)))
        expect(call.variables.sku).toBe('AB-MO-006');
    } finally {
      admin('blacklist', 'remove', 'sku', 'AB-MA-005');
    }
  });

  test('a failing blacklist load lets events through', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'GetBlacklistData',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Internal server error' }] }),
        }),
    );
    const calls = recordOperations(page);
    await open(page, '/arctic-rose-eye-cream.html');
    // On a loaded machine the network can go quiet before the page has hydrated and asked.
    await expect.poll(() => named(calls, 'GetBlacklistData').length).toBe(1);
    await expect
      .poll(async () => (await dataLayer(page)).map((e) => e.event).filter(Boolean))
      .toEqual(expect.arrayContaining(['page_view', 'view_item']));
    await expect.poll(() => named(calls, 'FbProductView').length).toBe(1);
  });
});

test.describe('the e-mail tool with Allow All', () => {
  test.use({ storageState: ALLOW_ALL });
  test.beforeEach(({ page }) => page.route('https://connect.facebook.net/**', (route) => route.abort()));

  test('its abandoned-checkout link restores the bag, keeps its contact cookie 30 days (path /, Lax) and its utm fields', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const cartId = await readyCart(request, 'restore@example.com');
    const calls = recordOperations(page);
    const before = Date.now() / 1000;
    await page.goto(
      `/cart/restore/${cartId}?utm_source=email_tool&utm_campaign=abandoned&email_tool_contact=C-123`,
    );
    await expect(page).toHaveURL(
      /\/cart\?utm_source=email_tool&utm_campaign=abandoned&email_tool_contact=C-123$/,
    );
    expect(await page.evaluate(() => localStorage.getItem('cart_id_en'))).toBe(cartId);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'email_tool_contact')?.value)
      .toBe('C-123');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'email_tool_contact')!;
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    expect(cookie.expires - before).toBeGreaterThan(30 * 24 * 3600 - 120);
    expect(cookie.expires - before).toBeLessThan(30 * 24 * 3600 + 120);
    // The restored bag gets the e-mail's attribution, once.
    await expect.poll(() => named(calls, 'GtmSaveAttribution').length).toBe(1);
    expect(named(calls, 'GtmSaveAttribution')[0]!.variables).toMatchObject({
      cartId,
      utmSource: 'email_tool',
      utmCampaign: 'abandoned',
    });
  });
});

async function readyCart(request: APIRequestContext, email: string): Promise<string> {
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', store: 'en' },
      data: { query, variables },
    });
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    expect(body.errors ?? []).toEqual([]);
    return body.data;
  };
  const { createGuestCart } = await gql<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
  );
  const id = createGuestCart.cart.id;
  await gql(
    `mutation($id: String!, $email: String!, $a: CartAddressInput!) {
      addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-SE-002", quantity: 1 }]) { user_errors { message } }
      setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } }
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } }
    }`,
    {
      id,
      email,
      a: {
        firstname: 'Aino',
        lastname: 'Affiliate',
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
    { id },
  );
  return id;
}
