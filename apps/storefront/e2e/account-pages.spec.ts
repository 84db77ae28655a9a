import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { networkSettled, test } from './support/network';
import { closeNewsletterPopup, PASSWORD, uniqueEmail } from './support/customers';

/**
 * The account pages of issue 22: /account, /account-information and /address-book, the auth-only
 * redirect of spec §6 (server and browser), the account menu's items and the mobile account menu.
 */

async function createCustomer(request: APIRequestContext, email: string, firstname = 'Rita') {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', store: 'en' },
    data: {
      query: `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      variables: { input: { email, firstname, lastname: 'Rose', password: PASSWORD } },
    },
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
}

/** Pages hydrate and load their lazy parts before a shopper's click counts. */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await networkSettled(page);
  return response;
}

/** A form field by its label (the label also holds the required asterisk or "optional"). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\W*$`));

async function signInOnPage(page: Page, email: string, password = PASSWORD) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectNoAxeViolations(page: Page, selector = 'main') {
  await injectAxe(page);
  const violations = await getViolations(page, selector);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A new customer, signed in through /sign-in, ending on `path`. */
async function signedInAt(page: Page, request: APIRequestContext, path: string, firstname = 'Rita') {
  const email = uniqueEmail(firstname.toLowerCase());
  await createCustomer(request, email, firstname);
  await open(page, `/sign-in?returnTo=${encodeURIComponent(path)}`);
  await signInOnPage(page, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`), { timeout: 20_000 });
  await networkSettled(page);
  return email;
}

// Spec §4's newsletter pop-up follows each sign-in; these journeys close it (support/customers.ts).
test.beforeEach(({ page }) => closeNewsletterPopup(page));

test.describe('account pages', () => {
  test('a guest opening /address-book lands on /sign-in (server redirect, not cached) and comes back after signing in', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('guest');
    await createCustomer(request, email);

    // The server answers a guest with a redirect no shared cache may keep.
    const direct = await request.get('/de/address-book', { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers()['location']).toBe('/de/sign-in?returnTo=%2Faddress-book');
    expect(direct.headers()['cache-control']).toBe('private, no-store');

    await open(page, '/address-book');
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Faddress-book$/);
    await signInOnPage(page, email);
    await expect(page).toHaveURL(/\/address-book$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

    // Signed in, the server renders the page (no customer data in its HTML) and keeps it private.
    const own = await page.request.get('/address-book', { maxRedirects: 0 });
    expect(own.status()).toBe(200);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    expect(await own.text()).not.toContain(email);

    // A link followed in the browser by a guest is redirected there too (client side).
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await open(page, '/');
    await page.evaluate(() => {
      history.pushState({}, '', '/account-information');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Faccount-information$/);
  });

  test('address book: add (with the postcode rule and hint), a business address, edit, defaults, delete — keyboard and axe', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signedInAt(page, request, '/address-book');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = page.locator('form').filter({ has: page.getByRole('group', { name: 'New Address' }) });
    // The form takes focus when it opens.
    await expect(field(form, 'First name')).toBeFocused();
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form.getByText('Is required').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard only: type into the focused field and tab on.
    await field(form, 'First name').focus();
    await page.keyboard.type('Anna');
    await page.keyboard.press('Tab'); // middle name
    await page.keyboard.press('Tab'); // last name
    await page.keyboard.type('Berger');
    await field(form, 'Street address').fill('Hauptstraße 5');
    await field(form, 'City').fill('Berlin');
    // Issue 16: a new address starts on the store's `storeConfig.default_country` (Latvia in en).
    await expect(form.getByRole('combobox', { name: /Country/ })).toContainText('Latvia');
    await form.getByRole('combobox', { name: /Country/ }).click();
    await page.getByRole('option', { name: 'Germany' }).click();
    await expect(form.getByText('e.g. 12345')).toBeVisible();
    await field(form, 'Postcode').fill('1011');
    await field(form, 'Phone number').fill('+49 30 1234567');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form.getByText('Invalid zip code')).toBeVisible();
    await expect(field(form, 'Postcode')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('10115');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The address has been saved.' })).toBeVisible({
      timeout: 15_000,
    });
    // The first address becomes the default for both; a default cannot be deleted.
    const first = page.getByRole('listitem').filter({ hasText: 'Anna Berger' });
    await expect(first).toContainText('Default Shipping Address');
    await expect(first).toContainText('Default Billing Address');
    await expect(first.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    // A second, business address: the legal entity's registration id is required.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const second = page.locator('form');
    await field(second, 'First name').fill('Jonas');
    await field(second, 'Last name').fill('Müller');
    await second.getByRole('checkbox', { name: 'This is a business address' }).check();
    await field(second, 'Company or business name').fill('Müller Kosmetik GmbH');
    await second.getByRole('textbox', { name: /^VAT number/ }).fill('DE123456789');
    await field(second, 'Street address').fill('Unter den Linden 1');
    await field(second, 'City').fill('Berlin');
    await second.getByRole('combobox', { name: /Country/ }).click();
    await page.getByRole('option', { name: 'Germany' }).click();
    await field(second, 'Postcode').fill('10117');
    await field(second, 'Phone number').fill('+49 30 7654321');
    await second.getByRole('button', { name: 'Save Address' }).click();
    await expect(field(second, 'Registration number')).toBeFocused();
    await field(second, 'Registration number').fill('HRB 12345');
    await second.getByRole('checkbox', { name: 'Use as my default billing address' }).check();
    await second.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The address has been saved.' })).toBeVisible({
      timeout: 15_000,
    });
    const business = page.getByRole('listitem').filter({ hasText: 'Jonas Müller' });
    await expect(business).toContainText('Müller Kosmetik GmbH');
    await expect(business).toContainText('Registration number: HRB 12345');
    await expect(business).toContainText('VAT number: DE123456789');
    await expect(business).toContainText('Default Billing Address');
    await expect(first).not.toContainText('Default Billing Address');
    await expectNoAxeViolations(page);

    // Edit the first address.
    await first.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.locator('form').filter({ has: page.getByRole('group', { name: 'Edit Address' }) });
    await expect(field(edit, 'First name')).toHaveValue('Anna');
    await field(edit, 'City').fill('Potsdam');
    await field(edit, 'Postcode').fill('14467');
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Anna Berger' })).toContainText(
      '14467 Potsdam',
      {
        timeout: 15_000,
      },
    );

    // Make the business address the shipping default too, then delete the first one.
    await business.getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('checkbox', { name: 'Use as my default shipping address' }).check();
    await page.getByRole('button', { name: 'Save Address' }).click();
    const anna = page.getByRole('listitem').filter({ hasText: 'Anna Berger' });
    await expect(anna.getByRole('button', { name: /^Delete/ })).toBeVisible({ timeout: 15_000 });
    await anna.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The address has been deleted.' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('listitem').filter({ hasText: 'Anna Berger' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Jonas Müller' })).toBeVisible();
  });

  test('account information: name change, e-mail and password rules and errors, password change signs in again; axe', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = await signedInAt(page, request, '/account-information', 'Lena');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Information' })).toBeVisible();
    await expectNoAxeViolations(page);

    const name = page.locator('form', { has: page.getByRole('button', { name: 'Save Name' }) });
    await expect(field(name, 'First Name')).toHaveValue('Lena');
    await field(name, 'First Name').fill('Magdalena');
    await name.getByRole('button', { name: 'Save Name' }).click();
    await expect(name.getByText('Your name has been saved.')).toBeVisible({ timeout: 15_000 });
    // The header's menu greets with the new name.
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('menu')).toContainText('Hi, Magdalena');
    await expect(page.getByRole('menuitem', { name: 'Address Book' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Account Information' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    await page.keyboard.press('Escape');

    const password = page.locator('form', { has: page.getByRole('button', { name: 'Change Password' }) });
    // Spec §5: the new password must differ from the current one, the repeat must match.
    await field(password, 'Current Password').fill(PASSWORD);
    await field(password, 'New Password').fill(PASSWORD);
    await field(password, 'Confirm Password').fill('Something-else-1');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Fields must be different')).toBeVisible();
    await expect(password.getByText('Fields must match')).toBeVisible();
    await expect(field(password, 'New Password')).toBeFocused();
    await expectNoAxeViolations(page);

    // A wrong current password: the API's refusal is shown.
    await field(password, 'Current Password').fill('Wrong-password-1');
    await field(password, 'New Password').fill('Rosewater-2027');
    await field(password, 'Confirm Password').fill('Rosewater-2027');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByRole('alert')).toContainText("The password doesn't match this account", {
      timeout: 15_000,
    });

    // The right one: changed, and still signed in (the API revoked the old token).
    await field(password, 'Current Password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Your password has been changed.')).toBeVisible({ timeout: 30_000 });
    // Not `networkidle` after a reload: Chromium's background revalidation of an API answer kept
    // with stale-while-revalidate never reports its end to Playwright, so it can never come.
    await page.reload();
    await expect(page).toHaveURL(/\/account-information$/);
    await expect(field(name, 'First Name')).toHaveValue('Magdalena');

    // E-mail change needs the (new) password.
    const emailForm = page.locator('form', { has: page.getByRole('button', { name: 'Change Email' }) });
    await expect(emailForm).toContainText(`Current email: ${email}`);
    const next = uniqueEmail('magdalena');
    await field(emailForm, 'New Email').fill(next);
    await field(emailForm, 'Current Password').fill('Rosewater-2027');
    await emailForm.getByRole('button', { name: 'Change Email' }).click();
    await expect(emailForm.getByText('Your email address has been changed.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(emailForm).toContainText(`Current email: ${next}`);
  });

  test('dashboard: contact information and default addresses; a guest sees the profile prompt; axe in German', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await open(page, '/de/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    await expect(
      page.getByText('Melden Sie sich an, um Ihre Kontodaten und Adressen zu sehen.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('dora');
    await createCustomer(request, email, 'Dora');
    await page.getByRole('main').getByRole('link', { name: 'Anmelden' }).click();
    const signIn = page.getByRole('main');
    await field(signIn, 'E-Mail').fill(email);
    await field(signIn, 'Passwort').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/account$/, { timeout: 20_000 });
    const main = page.getByRole('main');
    await expect(main).toContainText('Dora Rose');
    await expect(main).toContainText(email);
    await expect(main).toContainText('Sie haben noch keine Standardadresse festgelegt.');
    await expect(
      main.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Mein Konto' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    // Keyboard: the account navigation reaches the address book.
    await main.getByRole('link', { name: 'Adressen verwalten' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/address-book$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Adressbuch' })).toBeVisible();
  });

  test('mobile account menu: a side sheet with the account items, closed when the screen becomes large', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInAt(page, request, '/account', 'Mia');
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Hi, Mia' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await sheet.getByRole('link', { name: 'Address Book' }).click();
    await expect(page).toHaveURL(/\/address-book$/);
    await expect(sheet).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
    await expect(sheet).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sheet).toBeHidden();
    // Back to small: it stays closed (reset), and opens again on a tap.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(sheet).toBeHidden();
  });
});
