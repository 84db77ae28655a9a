import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { networkSettled, test } from './support/network';
import { MAIL_DIR } from '../playwright.config';
import { closeNewsletterPopup, PASSWORD, uniqueEmail } from './support/customers';

/**
 * PRO accounts (issue 11, spec §1, §2 /prologin, §3 "PRO registration", §6 "PRO applicant"):
 * registration → pending (sign-in told it is being reviewed) → `npm run admin -- pro approve` →
 * signed in at /prologin as pro.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The e2e server's database (playwright.config.ts): `npm run admin` reaches it through its socket.
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${process.env.E2E_RUN_ID ?? 'local'}`);

function admin(...args: string[]): string {
  return execFileSync('node', [path.join(repoRoot, 'apps/commerce-api/dist/admin/cli.js'), ...args], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

async function expectNoAxeViolations(page: Page, selector = 'main') {
  await injectAxe(page);
  const violations = await getViolations(page, selector);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The decoded bodies of the .eml files addressed to `email`, oldest first. */
async function mailsTo(email: string, count: number): Promise<string[]> {
  let mails: string[] = [];
  await expect
    .poll(() => {
      mails = readdirSync(MAIL_DIR)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => readFileSync(path.join(MAIL_DIR, f), 'utf8'))
        .filter((m) => m.includes(`To: ${email}`))
        .map((m) => {
          const bytes = Buffer.from(m.replace(/=\r?\n/g, ''), 'latin1').toString('latin1');
          return Buffer.from(
            bytes.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8');
        });
      return mails.length;
    })
    .toBe(count);
  return mails;
}

const PENDING =
  'Your PRO application is still being reviewed. We confirm it by e-mail, usually within 1 to 3 working days.';

// Spec §4's newsletter pop-up follows each sign-in; these journeys close it (support/customers.ts).
test.beforeEach(({ page }) => closeNewsletterPopup(page));

test.describe('PRO accounts', () => {
  test('apply → pending → admin approves → signs in at /prologin as pro', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('pro');
    await page.goto('/prologin');
    await networkSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'PRO login' })).toBeVisible();
    // Spec §2: the pro user flag opens the authentication screen on CreateAccount (the PRO registration).
    const form = page.getByRole('form', { name: 'Apply for a PRO account' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    // Refused without the required fields; nothing is lost.
    await form.getByLabel(/^First Name/).fill('Ilze');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByText('Is required').first()).toBeVisible();
    await expect(form.getByLabel(/^First Name/)).toHaveValue('Ilze');
    await expectNoAxeViolations(page);

    await form.getByLabel(/^Last Name/).fill('Kalniņa');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Phone/).fill('call me');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByText('The entered phone number has an incorrect format')).toBeVisible();
    await form.getByLabel(/^Phone/).fill('+371 2000 0000');
    await form.getByRole('combobox', { name: /^Country/ }).click();
    await page.getByRole('option', { name: 'Latvia' }).click();
    await form.getByRole('combobox', { name: /^Occupation or business type/ }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Beautician',
      'Makeup artist',
      'Shop',
      'Hotel',
      'Cafe',
      'Bar',
      'Restaurant',
      'Influencer',
    ]);
    await page.getByRole('option', { name: 'Makeup artist' }).click();
    await form.getByLabel(/^Business name/).fill('Studio Ilze');
    await form.getByLabel(/^Web or social link/).fill('instagram.com/studio.ilze');
    await form.getByLabel(/^Password\W*$/).fill(PASSWORD);
    await form.getByLabel(/^Confirm Password\W*$/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Apply' }).click();

    // Pending: the confirmation on screen and by e-mail ("usually within 1 to 3 working days").
    await expect(page.getByRole('status')).toHaveText(
      'Thank you! We have received your PRO application. We will confirm it by e-mail, usually within 1 to 3 working days.',
    );
    await expectNoAxeViolations(page);
    const [received] = await mailsTo(email, 1);
    expect(received).toContain('usually within 1 to 3 working days');

    // A pending applicant signing in is told the application is still being reviewed — at
    // /prologin and on the ordinary sign-in page alike.
    await page.getByRole('button', { name: 'Already a PRO customer? Sign in' }).click();
    const signIn = page.getByRole('form', { name: 'Sign in to your PRO account' });
    await signIn.getByLabel(/^Email/).fill(email);
    await signIn.getByLabel(/^Password\W*$/).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.getByRole('alert')).toHaveText(PENDING);
    await expectNoAxeViolations(page);
    await page.goto('/sign-in');
    await networkSettled(page);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password\W*$/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(PENDING);

    // The provider approves it: `npm run admin -- pro approve EMAIL` through the running shop.
    expect(admin('pro', 'list')).toContain(`${email} PENDING`);
    expect(admin('pro', 'approve', email)).toContain(`${email} is APPROVED`);
    const approved = (await mailsTo(email, 2))[1]!;
    expect(approved).toContain('your PRO application is approved');
    const link = /https?:\/\/\S+\/prologin/.exec(approved)?.[0];
    expect(link).toBeTruthy();

    // Signs in at /prologin as pro.
    await page.goto('/prologin');
    await networkSettled(page);
    await page.getByRole('button', { name: 'Already a PRO customer? Sign in' }).click();
    await signIn.getByLabel(/^Email/).fill(email);
    await signIn.getByLabel(/^Password\W*$/).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    // Signing in merges the guest cart and refreshes the cache first: give a loaded machine time.
    await expect(page.getByRole('status')).toHaveText('You are signed in to your PRO account.', {
      timeout: 30_000,
    });
    await expectNoAxeViolations(page);
    const markers = await page.evaluate(() => ({
      signIn: JSON.parse(localStorage.getItem('signin_token') ?? 'null') as { time: number } | null,
      pro: JSON.parse(localStorage.getItem('pro_user') ?? 'null') as { time: number } | null,
      group: JSON.parse(localStorage.getItem('customer_group_id') ?? 'null') as { value: number } | null,
    }));
    expect(markers.pro?.time).toBe(markers.signIn?.time);
    // The PRO customer group (2) for the customer-group header.
    expect(markers.group?.value).toBe(2);
    // The token stays in the HttpOnly cookie.
    expect(JSON.stringify(markers)).not.toMatch(/[\w-]{40,}/);
    // The pro flag lives as long as the session: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('You are signed in to your PRO account.');
  });

  test('a customer without a PRO account is not signed in at /prologin', async ({ page, request }) => {
    const email = uniqueEmail('notpro');
    const created = await request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query: `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
        variables: { input: { firstname: 'Anna', lastname: 'Ozola', email, password: PASSWORD } },
      },
    });
    expect(((await created.json()) as { errors?: unknown }).errors).toBeUndefined();
    await page.goto('/de/prologin');
    await networkSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'PRO-Anmeldung' })).toBeVisible();
    await page.getByRole('button', { name: 'Bereits PRO-Kunde? Anmelden' }).click();
    const signIn = page.getByRole('form', { name: 'Bei Ihrem PRO-Konto anmelden' });
    await signIn.getByLabel(/^E-Mail/).fill(email);
    await signIn.getByLabel(/^Passwort\W*$/).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Anmelden' }).click();
    await expect(signIn.getByRole('alert')).toHaveText(
      'Dieses Konto ist kein PRO-Konto. Melden Sie sich über die normale Anmeldeseite an oder beantragen Sie ein PRO-Konto.',
    );
    expect(await page.evaluate(() => localStorage.getItem('signin_token'))).toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('shop_customer_token');
  });
});
