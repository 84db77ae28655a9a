import { readdirSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { networkSettled, test } from './support/network';
import { MAIL_DIR } from '../playwright.config';
import { PASSWORD, storeApi, uniqueEmail } from './support/customers';
import { hydratedControl } from './support/hydration';

/**
 * Spec §4 newsletter pop-up (issue 11): the flag set at sign-in opens the pop-up once, then it is
 * cleared — a reload does not bring it back; subscribing from it is the account's double opt-in
 * subscription (UNCONFIRMED, a confirmation e-mail); it traps focus and closes with the keyboard.
 */

const gql = storeApi('en');
const FLAG = 'newsletter_popup';

async function createCustomer(request: APIRequestContext, email: string) {
  await gql(
    request,
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { email, firstname: 'Liv', lastname: 'Aalto', password: PASSWORD } },
  );
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in?returnTo=%2F');
  await networkSettled(page);
  await page.getByLabel(/^Email\W*$/).fill(email);
  await page.getByLabel(/^Password\W*$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Stay in touch' });
const flag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), FLAG);
const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Account', exact: true });

test('shown once after signing in, closed with the keyboard, not shown again after a reload', async ({
  page,
  request,
}) => {
  // Two sign-ins, a sign-out and a reload: on a loaded 2-core machine the reload alone took 9 s.
  test.setTimeout(90_000);
  const email = uniqueEmail('popup-dismiss');
  await createCustomer(request, email);
  // A guest's pages never load the pop-up.
  const popupChunks: string[] = [];
  page.on('request', (r) => {
    if (/NewsletterPopup/.test(r.url())) popupChunks.push(r.url());
  });
  await page.goto('/');
  await networkSettled(page);
  expect(popupChunks).toEqual([]);

  await signIn(page, email);
  const dialog = popup(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Sign up for our newsletter for news, offers and skincare tips.');
  // Shown: the flag is cleared at once.
  expect(await flag(page)).toBeNull();
  await injectAxe(page);
  expect((await getViolations(page, '[role="dialog"]')).map((v) => v.id)).toEqual([]);

  // Focus stays in the dialog however far one tabs.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();

  // Not `networkidle` after a reload: Chromium's background revalidation of an API answer kept
  // with stale-while-revalidate never reports its end to Playwright, so it can never come.
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  await hydratedControl(accountMenu(page));
  await expect(popup(page)).toHaveCount(0);

  // "Not now" by keyboard after the next sign-in (the flag is set at each sign-in).
  await accountMenu(page).click();
  // Signing out reloads the page.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await signIn(page, email);
  await expect(popup(page)).toBeVisible({ timeout: 20_000 });
  const later = popup(page).getByRole('button', { name: 'Not now' });
  for (let i = 0; i < 8 && !(await later.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(popup(page)).toBeHidden();
  expect(await flag(page)).toBeNull();
});

test('subscribing from the pop-up needs the agreement and starts the double opt-in', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('popup-subscribe');
  await createCustomer(request, email);
  await signIn(page, email);
  const dialog = popup(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });

  // Spec §5: without the agreement nothing is sent.
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('Is required')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /I agree to the terms/ })).toBeFocused();
  await dialog.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Thank you for subscribing! Please check your inbox to confirm.'),
  ).toBeVisible();

  // The account's subscription: waiting for the e-mail's link.
  await page.goto('/newsletter');
  await expect(page.getByText(`Please confirm your subscription: we sent a link to ${email}.`)).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(() =>
      readdirSync(MAIL_DIR)
        .filter((f) => f.endsWith('.eml'))
        .some((f) => {
          // Quoted-printable: soft line breaks joined, "=" written as "=3D".
          const mail = readFileSync(`${MAIL_DIR}/${f}`, 'utf8').replace(/=\r?\n/g, '');
          return mail.includes(`To: ${email}`) && mail.includes('/newsletter?subscriber=3D');
        }),
    )
    .toBe(true);
  // Already waiting for confirmation: a later sign-in does not ask again.
  await page.reload();
  await expect(popup(page)).toHaveCount(0);
});
