import { expect, test, type APIRequestContext } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';

/**
 * Issue 13, promo pages (spec §2 `/promo/:promoCode`, §3 `savedPromoCode`, §7): the landing page
 * keeps the code, the bag applies it on its next load and forgets it; an ended or unknown code says
 * so and keeps nothing.
 */

async function guestCart(request: APIRequestContext) {
  const post = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', store: 'en' },
      data: { query, variables },
    });
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    expect(body.errors ?? []).toEqual([]);
    return body.data;
  };
  const created = await post<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
  );
  const cartId = created.createGuestCart.cart.id;
  await post(
    `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { cart { id } } }`,
    { id: cartId },
  );
  return cartId;
}

test('/promo/SPRING shows the promotion and fills the bag with its code', async ({ page, request }) => {
  const cartId = await guestCart(request);
  await page.addInitScript((id) => {
    if (!localStorage.getItem('cart_id_en')) localStorage.setItem('cart_id_en', id);
  }, cartId);
  const response = await page.goto('/promo/SPRING');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Spring renewal: 15% off everything' }),
  ).toBeVisible();
  await expect(page.getByText('15% off the whole range')).toBeVisible();
  await expect(page.getByText(/^Valid from .* to December 31, 2099\.$/)).toBeVisible();
  await expect(
    page.getByText('Your code SPRING is saved: your shopping bag applies it for you.'),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('savedPromoCode'))).toBe('SPRING');
  await injectAxe(page);
  expect((await getViolations(page, 'main')).map((v) => v.id)).toEqual([]);

  await page.getByRole('link', { name: 'Go to your shopping bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Promo code SPRING applied')).toBeVisible({ timeout: 20_000 });
  // 15 % of 24 EUR.
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('−€3.60');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('savedPromoCode'))).toBeNull();
});

test('an ended or unknown promotion says so and stores nothing', async ({ page }) => {
  await page.goto('/promo/WINTER24');
  await expect(page.getByRole('heading', { level: 1, name: 'This promotion has ended' })).toBeVisible();
  await expect(
    page.getByText('“Winter care: 20% off” is no longer running, so no code was saved.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('savedPromoCode'))).toBeNull();

  const response = await page.goto('/de/promo/NOSUCHCODE');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Aktion nicht gefunden' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('savedPromoCode'))).toBeNull();
});
