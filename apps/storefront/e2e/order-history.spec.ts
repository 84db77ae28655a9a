import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { networkSettled, test } from './support/network';
import { closeNewsletterPopup, PASSWORD, storeApi, uniqueEmail } from './support/customers';

/**
 * Issue 11, order history: a customer with two orders finds one by number, gets spec §8's
 * not-found text for another number, opens an order's details (spec §3 Order) and orders again —
 * the bag fills and the item that cannot be added (its stock is all in the bag already) is named.
 */

const gql = storeApi('en');
const BALM = 'Oat Milk Cleansing Balm';

const ADDRESS = {
  firstname: 'Olga',
  lastname: 'Order',
  street: ['Brivibas iela 1'],
  city: 'Riga',
  postcode: 'LV-1010',
  country_code: 'LV',
  telephone: '+37120000000',
};

/** Places an order from the customer's cart through the API (checkout itself has its own e2e). */
async function placeOrder(
  request: APIRequestContext,
  token: string,
  items: { sku: string; quantity: number }[],
) {
  const auth = { authorization: `Bearer ${token}` };
  const { customerCart } = await gql<{ customerCart: { id: string } }>(
    request,
    '{ customerCart { id } }',
    {},
    auth,
  );
  const id = customerCart.id;
  await gql(
    request,
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }`,
    { id, items },
    auth,
  );
  await gql(
    request,
    `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
    { id, a: ADDRESS },
    auth,
  );
  await gql(
    request,
    `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
    { id },
    auth,
  );
  await gql(
    request,
    `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    { id },
    auth,
  );
  await gql(
    request,
    `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
    { id },
    auth,
  );
  const placed = await gql<{ placeOrder: { orderV2: { number: string } } }>(
    request,
    `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }`,
    { id },
    auth,
  );
  return placed.placeOrder.orderV2.number;
}

/** What a product's stock allows now (spec §7 availableProductQty). */
async function available(request: APIRequestContext, sku: string) {
  const { availableProductQty } = await gql<{ availableProductQty: number }>(
    request,
    'query($sku: String!) { availableProductQty(sku: $sku) }',
    { sku },
  );
  return availableProductQty;
}

async function expectNoAxeViolations(page: Page) {
  await injectAxe(page);
  const violations = await getViolations(page, 'main');
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Spec §4's newsletter pop-up follows each sign-in; these journeys close it (support/customers.ts).
test.beforeEach(({ page }) => closeNewsletterPopup(page));

test('a customer finds an order by number, opens its details and orders again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('orders');
  await gql(
    request,
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { email, firstname: 'Olga', lastname: 'Order', password: PASSWORD } },
  );
  const { generateCustomerToken } = await gql<{ generateCustomerToken: { token: string } }>(
    request,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: email, p: PASSWORD },
  );
  const token = generateCustomerToken.token;
  const first = await placeOrder(request, token, [
    { sku: 'AB-CL-001', quantity: 2 },
    { sku: 'AB-CL-003', quantity: 1 },
  ]);
  const second = await placeOrder(request, token, [{ sku: 'AB-CL-001', quantity: 1 }]);

  await page.goto('/order-history');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Forder-history$/);
  await networkSettled(page);
  await page.getByLabel(/^Email\W*$/).fill(email);
  await page.getByLabel(/^Password\W*$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/order-history$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();

  // Newest first.
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([`Order #${second}`, `Order #${first}`]);
  await expectNoAxeViolations(page);

  // Search by number: found, then not found.
  const search = page.getByRole('search', { name: 'Order search' });
  await search.getByLabel(/^Order number\W*$/).fill(first);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`number=${first}$`));
  await expect(titles).toHaveText([`Order #${first}`]);
  await search.getByLabel(/^Order number\W*$/).fill('999999999');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Order 999999999 was not found.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Show all orders' }).click();
  await expect(titles).toHaveCount(2);

  // The details: every field of spec §3 Order.
  await page.getByRole('link', { name: `Order #${first}` }).click();
  await expect(page).toHaveURL(new RegExp(`order=${first}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: `Order #${first}` })).toBeVisible();
  for (const text of [
    'Order number:',
    'Order date:',
    'Status:',
    'Pending',
    'Receiver:',
    'Olga Order',
    'Delivery address:',
    'Brivibas iela 1, LV-1010 Riga, Latvia',
    'Delivery type:',
    'Flat Rate',
    'Shipping method:',
    'Flat Rate - Standard delivery',
    'Payment method:',
    'Article:',
    'AB-CL-001',
    'Volume:',
    'Price:',
    'Quantity:',
    'Subtotal (excl. VAT):',
    'VAT:',
    'Shipping:',
    'Total (incl. VAT):',
  ])
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Order again when the bag already holds all the cleansing balm there is: the gel goes into the
  // bag, the balm that cannot be added is named.
  const auth = { authorization: `Bearer ${token}` };
  const { customerCart } = await gql<{ customerCart: { id: string } }>(
    request,
    '{ customerCart { id } }',
    {},
    auth,
  );
  await gql(
    request,
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }`,
    { id: customerCart.id, items: [{ sku: 'AB-CL-003', quantity: await available(request, 'AB-CL-003') }] },
    auth,
  );
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText('The items of this order are in your shopping bag.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`Not available, so not added to your shopping bag: ${BALM}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'View shopping bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByText('Cloudberry Cleansing Gel').first()).toBeVisible({
    timeout: 20_000,
  });

  // The history lists the orders of every store view: the German store shows them too.
  await page.goto('/de/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellverlauf' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    `Bestellung Nr. ${second}`,
    `Bestellung Nr. ${first}`,
  ]);
  await expectNoAxeViolations(page);
});
