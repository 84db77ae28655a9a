import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { ANALYTICS_ONLY_CONSENT } from '../playwright.config';
import { closeNewsletterPopup, PASSWORD, storeApi, uniqueEmail } from './support/customers';
import { hydratedControl } from './support/hydration';

/**
 * Issue 11, saved payments: a card paid with at checkout is saved for later, pays the next order
 * as a saved card, shows under /saved-payments (brand, last four digits, expiry) and is deleted there.
 */

const gql = storeApi('en');
const NEXT_YEAR = String(new Date().getUTCFullYear() + 1).slice(2);

/** An account with one saved address and one product in its cart. */
async function customerWithBag(request: APIRequestContext, email: string) {
  await gql(
    request,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, firstname: 'Vera', lastname: 'Vault', password: PASSWORD } },
  );
  const token = await gql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: PASSWORD },
  );
  const auth = { authorization: `Bearer ${token.generateCustomerToken.token}` };
  await gql(
    request,
    `mutation { createCustomerAddress(input: { firstname: "Vera", lastname: "Vault", street: ["Elizabetes iela 10"],
        city: "Riga", postcode: "LV-1010", country_code: LV, telephone: "+371 2000 0000", default_shipping: true, default_billing: true }) { id } }`,
    {},
    auth,
  );
  const cart = await gql<{ customerCart: { id: string } }>(request, '{ customerCart { id } }', {}, auth);
  await gql(
    request,
    'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { user_errors { message } } }',
    { id: cart.customerCart.id },
    auth,
  );
}

/** One product in the customer's bag, through the API. */
async function addToBag(request: APIRequestContext, email: string) {
  const token = await gql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: PASSWORD },
  );
  const auth = { authorization: `Bearer ${token.generateCustomerToken.token}` };
  const cart = await gql<{ customerCart: { id: string } }>(request, '{ customerCart { id } }', {}, auth);
  await gql(
    request,
    'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { user_errors { message } } }',
    { id: cart.customerCart.id },
    auth,
  );
}

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(/^Email\W*$/).fill(email);
  await page.getByLabel(/^Password\W*$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`), { timeout: 20_000 });
}

async function toPayment(page: Page) {
  if (!page.url().endsWith('/checkout')) await page.goto('/checkout');
  const checkout = page.getByTestId('checkout');
  await expect(checkout).toBeVisible({ timeout: 20_000 });
  // The first step's button is used once the page has hydrated (a click before is lost).
  const firstContinue = page.getByRole('button', { name: 'Continue' });
  await hydratedControl(firstContinue);
  await firstContinue.click();
  await page
    .getByRole('radiogroup', { name: /Shipping method/ })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function placeOrder(page: Page) {
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({
    timeout: 20_000,
  });
}

// Spec §4's newsletter pop-up follows each sign-in; these journeys close it (support/customers.ts).
test.beforeEach(({ page }) => closeNewsletterPopup(page));

test('save a card at checkout, pay with it next time, delete it', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('vera');
  await customerWithBag(request, email);
  await signIn(page, email, '/saved-payments');
  const main = page.getByRole('main');
  await expect(main.getByText('You have no saved cards.', { exact: false })).toBeVisible({ timeout: 20_000 });

  // First order: pay by card and save it for later.
  await toPayment(page);
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('textbox', { name: /^Card number/ }).fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill(`12/${NEXT_YEAR}`);
  await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await page.getByRole('checkbox', { name: 'Save this card for later' }).check();
  await injectAxe(page);
  expect(await getViolations(page, '[data-testid="checkout"]')).toEqual([]);
  await placeOrder(page);

  // Second order, in a new session (the bag is filled through the API before signing in again):
  // the saved card is a payment choice of its own.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  // The new session's shopper answers the cookie banner as every spec's shopper did (issue 15).
  await page.context().addCookies(ANALYTICS_ONLY_CONSENT.cookies);
  await addToBag(request, email);
  await signIn(page, email, '/checkout');
  await toPayment(page);
  const saved = page.getByRole('radio', { name: /Visa ending in 1111/ });
  await expect(saved).toBeVisible({ timeout: 20_000 });
  await saved.check();
  await expect(page.getByRole('textbox', { name: /^Card number/ })).toHaveCount(0);
  await placeOrder(page);

  // Saved payments lists it (no number beyond the last four digits) and deletes it.
  await page.goto('/saved-payments');
  await expect(main.getByRole('heading', { level: 2, name: 'Visa ending in 1111' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(main.getByText(`Expires 12/20${NEXT_YEAR}`)).toBeVisible();
  await expect(main).not.toContainText('4111 1111');
  await injectAxe(page);
  const violations = await getViolations(page, 'main');
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await main.getByRole('button', { name: 'Delete Visa ending in 1111' }).click();
  await expect(
    main.getByRole('status').filter({ hasText: 'Visa ending in 1111 was deleted.' }),
  ).toBeVisible();
  await expect(main.getByText('You have no saved cards.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(main.getByText('You have no saved cards.', { exact: false })).toBeVisible({ timeout: 20_000 });
});
