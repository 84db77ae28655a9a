import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { networkSettled, test } from './support/network';
import { closeNewsletterPopup, PASSWORD, storeApi, uniqueEmail } from './support/customers';

/**
 * Issue 13, loyalty points end to end: a customer's order earns 3 % as points, shown on the order
 * and on /loyalty; the next bag spends them and the balance drops. A store view with the programme
 * off answers 404 for /loyalty and its account menu does not list it.
 */

const gql = storeApi('en');
const ADDRESS = {
  firstname: 'Lina',
  lastname: 'Loyal',
  street: ['Brivibas iela 1'],
  city: 'Riga',
  postcode: 'LV-1010',
  country_code: 'LV',
  telephone: '+37120000000',
};

async function customer(request: APIRequestContext, email: string) {
  await gql(
    request,
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { email, firstname: 'Lina', lastname: 'Loyal', password: PASSWORD } },
  );
  const { generateCustomerToken } = await gql<{ generateCustomerToken: { token: string } }>(
    request,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: email, p: PASSWORD },
  );
  return { authorization: `Bearer ${generateCustomerToken.token}` };
}

async function fillCart(request: APIRequestContext, auth: Record<string, string>, quantity: number) {
  const { customerCart } = await gql<{ customerCart: { id: string } }>(
    request,
    '{ customerCart { id } }',
    {},
    auth,
  );
  await gql(
    request,
    `mutation($id: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: $q }]) { cart { id } } }`,
    { id: customerCart.id, q: quantity },
    auth,
  );
  return customerCart.id;
}

/** Addresses, shipping and payment through the API, then the order (checkout has its own e2e). */
async function placeOrder(request: APIRequestContext, auth: Record<string, string>, id: string) {
  for (const [query, variables] of [
    [
      `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
      { id, a: ADDRESS },
    ],
    [
      `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
      { id },
    ],
    [
      `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
      { id },
    ],
    [
      `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
      { id },
    ],
  ] as const)
    await gql(request, query, variables, auth);
  const placed = await gql<{ placeOrder: { orderV2: { number: string } } }>(
    request,
    `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }`,
    { id },
    auth,
  );
  return placed.placeOrder.orderV2.number;
}

async function signIn(page: Page, email: string) {
  await networkSettled(page);
  await page.getByLabel(/^Email\W*$/).fill(email);
  await page.getByLabel(/^Password\W*$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectNoAxeViolations(page: Page) {
  await injectAxe(page);
  const violations = await getViolations(page, 'main');
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Spec §4's newsletter pop-up follows each sign-in; these journeys close it (support/customers.ts).
test.beforeEach(({ page }) => closeNewsletterPopup(page));

test('an order earns points shown on the order and on /loyalty; the next bag spends them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('loyal');
  const auth = await customer(request, email);
  // 2 × 24 EUR = 48 EUR → 3 % = 1.44 EUR = 144 points (shipping earns none).
  const first = await placeOrder(request, auth, await fillCart(request, auth, 2));

  await page.goto('/loyalty');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Floyalty$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/loyalty$/, { timeout: 20_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Loyalty Program' })).toBeVisible();
  await expect(main.getByText('144 points', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText('Worth €1.44 in your shopping bag')).toBeVisible();
  await expect(main.getByText('+144')).toBeVisible();
  for (const heading of [
    'How to earn points',
    'How to spend points',
    'Points history',
    'Refer a friend',
    'Birthday offer',
  ])
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(main.getByText(/you get 500 points once they have placed it/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The account menu lists the programme in this store view.
  await expect(
    page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Loyalty Program' }),
  ).toBeVisible();

  // The history links the order, whose details show the points earned.
  await main.getByRole('link', { name: `Order #${first}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order-history\\?order=${first}$`));
  await expect(page.getByRole('main').getByText('144', { exact: true })).toBeVisible({ timeout: 20_000 });

  // Next bag: 1 × 24 EUR, pay 1.44 EUR of it with the points.
  const next = await fillCart(request, auth, 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Use my points' }).click();
  await expect(page.getByText('144 points applied: €1.44 off.')).toBeVisible({ timeout: 20_000 });
  const second = await placeOrder(request, auth, next);

  // 24 − 1.44 = 22.56 EUR → 67.68 → 67 points earned; 144 spent: the balance drops to 67.
  await page.goto('/loyalty');
  await expect(main.getByText('67 points', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText(/^[-−]144$/)).toBeVisible();
  await expect(main.getByRole('link', { name: `Order #${second}` })).toHaveCount(2);
});

test('a store view with loyalty off answers 404 for /loyalty and leaves it out of the account menu', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('staff');
  await customer(request, email);
  const response = await page.goto('/mc/loyalty');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Kļūda 404' })).toBeVisible();

  // Signed in once (the session is the shop's, every store view shares it).
  await page.goto('/sign-in?returnTo=%2Faccount');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
  await page.goto('/mc/account');
  const nav = page.getByRole('main').getByRole('navigation').first();
  await expect(nav.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('link', { name: /Lojalitātes programma/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /Iesakiet draugam/ })).toHaveCount(0);
  // The euro store shows the programme.
  await page.goto('/account');
  await expect(page.getByRole('main').getByRole('link', { name: 'Loyalty Program' })).toBeVisible({
    timeout: 20_000,
  });
});
