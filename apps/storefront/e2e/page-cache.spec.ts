import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, storeApi, uniqueEmail } from './support/customers';

/**
 * Issue 18: the guest page cache and the API's answer cache keep only what is the same for every
 * guest. A shopper's screens, sign-in flows and anything asked with the session cookie are
 * answered per request, and nothing a signed-in shopper saw reaches a guest.
 */
const gql = storeApi('en');

/** Fetched twice: the second answer of a kept page comes from the cache. */
async function twice(request: APIRequestContext, url: string) {
  await request.get(url, { maxRedirects: 0 });
  return request.get(url, { headers: { 'Accept-Encoding': 'gzip' }, maxRedirects: 0 });
}

test.describe('guest page cache', () => {
  for (const url of ['/', '/skincare.html', '/sea-algae-hyaluronic-serum.html', '/promo/SPRING', '/de/']) {
    test(`keeps ${url} for guests, with a hash policy and shared-cache headers`, async ({ request }) => {
      const page = await twice(request, url);
      expect(page.status()).toBe(200);
      expect(page.headers()['x-shop-cache']).toBe('hit');
      expect(page.headers()['cache-control']).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      const csp = page.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("'sha256-");
      expect(csp).not.toContain("'nonce-");
      expect(page.headers()['set-cookie']).toBeUndefined();
      expect(await page.text()).not.toContain('nonce=');
    });
  }

  for (const url of [
    '/cart',
    '/checkout',
    '/account',
    '/account-information',
    '/address-book',
    '/order-history',
    '/saved-payments',
    '/newsletter',
    '/communications',
    '/wishlist',
    '/loyalty',
    '/friend-referal',
    '/friend-referal?code=ABCDEFGH',
    '/prologin',
    '/sign-in',
    '/amsociallogin/social/login',
    '/amsociallogin/social/login?type=aurora',
    '/promo/NO-SUCH-PROMO',
    '/no-such-page.html',
  ]) {
    test(`answers ${url} per request, never from or into a shared cache`, async ({ request }) => {
      const page = await twice(request, url);
      expect(page.headers()['x-shop-cache']).toBeUndefined();
      expect(page.headers()['cache-control'] ?? '').toContain('no-store');
    });
  }
});

test('a signed-in shopper’s pages and answers are never kept, and a guest never sees them', async ({
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('page-cache');
  const firstname = `Cachette${Date.now() % 100_000}`;
  const guest = await playwright.request.newContext({ baseURL });
  const shopper = await playwright.request.newContext({ baseURL });
  await gql(
    guest,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password: PASSWORD, firstname, lastname: 'Ozola' } },
  );
  const signedIn = await shopper.post('/customer/session', {
    headers: { 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  // The sign-in answer sets the cookie and is the shopper's alone.
  expect(signedIn.headers()['set-cookie']).toContain('shop_customer_token=');
  expect(signedIn.headers()['cache-control']).toContain('no-store');

  for (const url of ['/', '/skincare.html', '/promo/SPRING', '/account', '/loyalty']) {
    for (let i = 0; i < 2; i++) {
      const page = await shopper.get(url);
      expect(page.headers()['x-shop-cache'], url).toBeUndefined();
      expect(page.headers()['cache-control'], url).toBe('private, no-store');
    }
  }
  // The shopper's own data over GET (as the storefront asks it), twice: never kept or shared.
  const own = `/graphql?${new URLSearchParams({ query: '{ customer { email firstname } }' })}`;
  for (let i = 0; i < 2; i++) {
    const answer = await shopper.get(own, { headers: { store: 'en' } });
    expect(await answer.text()).toContain(firstname);
    expect(answer.headers()['cache-control']).toContain('no-store');
    expect(answer.headers()['x-shop-cache']).toBeUndefined();
  }
  const storeConfig = `/graphql?${new URLSearchParams({ query: '{ storeConfig { store_code } }' })}`;
  for (let i = 0; i < 2; i++) {
    const answer = await shopper.get(storeConfig, { headers: { store: 'en' } });
    expect(answer.headers()['x-shop-cache']).toBeUndefined();
  }

  // A guest asking the same afterwards gets a guest's answers only.
  const guestOwn = await guest.get(own, { headers: { store: 'en' } });
  expect(await guestOwn.text()).not.toContain(firstname);
  for (const url of ['/', '/skincare.html', '/promo/SPRING', '/account', '/loyalty']) {
    const page = await guest.get(url);
    const html = await page.text();
    expect(html, url).not.toContain(firstname);
    expect(html, url).not.toContain(email);
  }
  await guest.dispose();
  await shopper.dispose();
});
