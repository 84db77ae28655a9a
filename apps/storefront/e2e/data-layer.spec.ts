import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { networkSettled, test } from './support/network';

/**
 * Issue 15 "Data layer and events", spec §7: with analytics consent, window.dataLayer gets
 * add/remove cart, impression, detail, click, checkout, purchase, search, login and register
 * events in GA4's ecommerce shapes (items with item_id, item_name, price, quantity, currency).
 * The specs start with analytics-only consent (playwright.config.ts).
 */

type Item = { item_id: string; item_name: string; price: number; quantity: number; currency: string };
type Event = Record<string, unknown> & {
  event?: string;
  ecommerce?: { items?: Item[] } & Record<string, unknown>;
};

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Event[] }).dataLayer ?? []);
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);
const ITEM_KEYS = ['currency', 'item_id', 'item_name', 'price', 'quantity'];

function expectItemShape(item: Item) {
  for (const key of ITEM_KEYS) expect(item, key).toHaveProperty(key);
  expect(typeof item.item_id).toBe('string');
  expect(typeof item.price).toBe('number');
  expect(Number.isInteger(item.quantity)).toBe(true);
  expect(item.currency).toMatch(/^[A-Z]{3}$/);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await networkSettled(page);
}

test('browse, bag, search: impression, click, detail, add and remove cart, search', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/skincare.html');
  // The impression is pushed once the listing has hydrated, which a loaded machine does after the
  // network went quiet.
  await expect.poll(async () => (await events(page, 'view_item_list')).length).toBeGreaterThan(0);
  const [list] = await events(page, 'view_item_list');
  expect(list!.ecommerce).toMatchObject({ item_list_name: 'Skincare', currency: 'EUR' });
  const listed = list!.ecommerce!.items!;
  expect(listed.length).toBeGreaterThan(0);
  listed.forEach(expectItemShape);
  expect(listed[0]).toMatchObject({ index: 0, quantity: 1, item_list_name: 'Skincare' });

  // Click: the card's link → select_item, then the product page's view and detail.
  const card = page.locator('article', { hasText: 'Cloudberry Cleansing Gel' });
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/cloudberry-cleansing-gel/);
  await expect.poll(async () => (await events(page, 'view_item')).length).toBe(1);
  const [click] = await events(page, 'select_item');
  expect(click!.ecommerce!.items).toEqual([
    expect.objectContaining({ item_name: 'Cloudberry Cleansing Gel' }),
  ]);
  const [detail] = await events(page, 'view_item');
  expect(detail!.ecommerce).toMatchObject({
    currency: 'EUR',
    items: [{ item_name: 'Cloudberry Cleansing Gel', quantity: 1, currency: 'EUR' }],
  });
  const sku = detail!.ecommerce!.items![0]!.item_id;
  expect(click!.ecommerce!.items![0]!.item_id).toBe(sku);
  expect((await events(page, 'page_view')).map((e) => e.navigation)).toEqual(['landing', 'push']);

  // Add to cart, twice 1: each reports the quantity added at the line's price.
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
  await expect.poll(async () => (await events(page, 'add_to_cart')).length).toBe(1);
  const [added] = await events(page, 'add_to_cart');
  expect(added!.ecommerce!.items).toEqual([
    {
      item_id: sku,
      item_name: 'Cloudberry Cleansing Gel',
      price: detail!.ecommerce!.items![0]!.price,
      quantity: 1,
      currency: 'EUR',
    },
  ]);
  expect(added!.ecommerce!.value).toBe(detail!.ecommerce!.items![0]!.price);
  // GA4: the previous ecommerce object is cleared before each ecommerce event.
  const layer = await dataLayer(page);
  expect(layer[layer.findIndex((e) => e.event === 'add_to_cart') - 1]).toEqual({ ecommerce: null });

  // Remove from the mini cart.
  const miniCart = page.getByRole('dialog', { name: /Shopping bag/ });
  await expect(miniCart).toBeVisible();
  await miniCart
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await expect.poll(async () => (await events(page, 'remove_from_cart')).length).toBe(1);
  const [removed] = await events(page, 'remove_from_cart');
  expect(removed!.ecommerce!.items).toEqual([expect.objectContaining({ item_id: sku, quantity: 1 })]);
  await miniCart.getByRole('button', { name: 'Close' }).last().click();

  // Search.
  await open(page, '/search.html?q=serum');
  await expect.poll(async () => (await events(page, 'search')).length).toBe(1);
  expect((await events(page, 'search'))[0]).toEqual({ event: 'search', search_term: 'serum' });
});

function api(request: APIRequestContext) {
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', store: 'en' },
      data: { query, variables },
    });
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    expect(body.errors ?? []).toEqual([]);
    return body.data;
  };
}

test('checkout and purchase: begin_checkout, then purchase with order number, revenue, currency, items', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const gql = api(request);
  const { createGuestCart } = await gql<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
  );
  const cartId = createGuestCart.cart.id;
  await gql(
    `mutation($id: String!, $email: String!, $a: CartAddressInput!) {
      addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-SE-002", quantity: 2 }]) { user_errors { message } }
      setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } }
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } }
    }`,
    {
      id: cartId,
      email: 'datalayer@example.com',
      a: {
        firstname: 'Dana',
        lastname: 'Layer',
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
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('e2e-cart-set')) {
      localStorage.setItem('cart_id_en', id);
      sessionStorage.setItem('e2e-cart-set', '1');
    }
  }, cartId);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect.poll(async () => (await events(page, 'begin_checkout')).length).toBe(1);
  const [begin] = await events(page, 'begin_checkout');
  // The bag's lines as they are: the product, and the free gift the bag added (price 0).
  expect(begin!.ecommerce!.items).toContainEqual(
    expect.objectContaining({ item_id: 'AB-SE-002', quantity: 2 }),
  );
  begin!.ecommerce!.items!.forEach(expectItemShape);

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('radio', { name: /Check \/ Money order/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success$/, { timeout: 20_000 });
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  const [purchase] = await events(page, 'purchase');
  expect(purchase!.ecommerce).toMatchObject({ transaction_id: number, currency: 'EUR' });
  expect(purchase!.ecommerce!.items).toContainEqual(
    expect.objectContaining({ item_id: 'AB-SE-002', quantity: 2, currency: 'EUR' }),
  );
  const value = purchase!.ecommerce!.value as number;
  expect(Math.round(value * 100) / 100).toBe(value);
  expect(value).toBeGreaterThan(0);
  expect(await events(page, 'purchase')).toHaveLength(1);
});

test('register and login reach the data layer', async ({ page }) => {
  test.setTimeout(60_000);
  const email = `layer-${Date.now()}@example.com`;
  await open(page, '/create-account');
  await page.getByLabel('First name').fill('Lia');
  await page.getByLabel('Last name').fill('Layer');
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  const passwords = page.getByLabel(/Password/);
  await passwords.first().fill('Str0ng-Passw0rd!');
  if ((await passwords.count()) > 1) await passwords.nth(1).fill('Str0ng-Passw0rd!');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect.poll(async () => (await events(page, 'login')).length, { timeout: 20_000 }).toBe(1);
  expect(await events(page, 'sign_up')).toEqual([{ event: 'sign_up', method: 'email' }]);
  expect(await events(page, 'login')).toEqual([{ event: 'login', method: 'email' }]);
});
