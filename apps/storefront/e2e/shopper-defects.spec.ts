import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Issue 19: defects two shoppers found trying the shop, one test per defect. Carts are seeded
 * through the GraphQL API and handed to the browser where the app keeps them
 * (localStorage `cart_id_{store}`).
 */

async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  store = 'en',
) {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', store },
    data: { query, variables },
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data;
}

async function seedCart(
  request: APIRequestContext,
  items: { sku: string; quantity: number }[],
  store = 'en',
): Promise<string> {
  const created = await gql<{ createGuestCart: { cart: { id: string } } }>(
    request,
    'mutation { createGuestCart { cart { id } } }',
    {},
    store,
  );
  const cartId = created.createGuestCart.cart.id;
  const added = await gql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } }
    }`,
    { cartId, items },
    store,
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  return cartId;
}

async function useCart(page: Page, cartId: string, store = 'en') {
  await page.addInitScript(
    ([id, code]) => {
      if (!localStorage.getItem(`cart_id_${code}`)) localStorage.setItem(`cart_id_${code}`, id!);
    },
    [cartId, store],
  );
}

/** Pages hydrate and load their lazy parts (header cart, toasts) before a shopper's click counts. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Whether the element lies wholly inside the viewport. */
async function onScreen(locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize()!;
  expect(box).not.toBeNull();
  return (
    box!.x >= 0 &&
    box!.y >= 0 &&
    box!.x + box!.width <= viewport.width &&
    box!.y + box!.height <= viewport.height
  );
}

/** Whether the centre of the element is what a click there would hit (nothing covers it). */
const clickable = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

const miniCart = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('list') });

test.describe('issue 19: rules and blockers', () => {
  test('1. samples and the free gift leave with the last paid line, with a message', async ({
    page,
    request,
  }) => {
    // €96 of cleansing gel: the small gift joins; two samples ticked.
    const cartId = await seedCart(request, [
      { sku: 'AB-CL-001', quantity: 4 },
      { sku: 'AB-SAMPLE-001', quantity: 1 },
      { sku: 'AB-SAMPLE-002', quantity: 1 },
    ]);
    await useCart(page, cartId);
    await open(page, '/cart');
    await expect(page.getByRole('article', { name: 'Mini Gentle Cleanser (gift)' }).first()).toBeVisible();
    await page
      .getByRole('article', { name: 'Cloudberry Cleansing Gel' })
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(
      page.locator('[data-type="info"]').filter({ hasText: 'Free samples and gifts come with a purchase' }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  for (const [store, checkout, close] of [
    ['de', 'Zur Kasse', 'Schließen'],
    ['fr', 'Commander', 'Fermer'],
  ] as const) {
    test(`2./3. ${store}: on a 375 px phone the mini cart's checkout and close are on screen, and the toast covers neither`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, `/${store}/cloudberry-cleansing-gel.html`);
      await page
        .getByRole('button', { name: /Tasche|panier/i })
        .first()
        .click();
      const drawer = miniCart(page);
      await expect(drawer).toBeVisible();
      const toast = page.locator('[data-type="success"]');
      await expect(toast).toBeVisible();
      for (const control of [
        drawer.getByRole('link', { name: checkout }),
        drawer.getByRole('button', { name: close, exact: true }).last(),
      ]) {
        // Polled: the drawer slides in.
        await expect.poll(() => onScreen(control)).toBe(true);
        await expect.poll(() => clickable(control)).toBe(true);
      }
      // The toast is inside the drawer (its focus trap), so the pointer resting on it blocks nothing.
      await toast.hover();
      await drawer.getByRole('link', { name: checkout }).click();
      await expect(page).toHaveURL(new RegExp(`/${store}/checkout`));
    });
  }

  test('4. a product with a variant in stock carries no Out of Stock label', async ({ page }) => {
    await open(page, '/sea-algae-hyaluronic-serum.html');
    await expect(page.getByText('In stock')).toBeVisible();
    await expect(page.locator('[data-label-id="-1"]')).toHaveCount(0);
  });
});
