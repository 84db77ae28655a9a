import http from 'node:http';
import { expect, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import Provider from 'oidc-provider';
import { networkSettled, test } from './support/network';
import { OIDC, OIDC_PORT } from '../playwright.config';
import { closeNewsletterPopup } from './support/customers';

/**
 * Social sign-in (issue 11, spec §2 /amsociallogin/social/login, §8) against a real OpenID Connect
 * provider started here (the `oidc-provider` package and its development login form): a new
 * customer is created, the second sign-in comes back to the same customer, failures show the
 * spec's text, and the token stays in the HttpOnly cookie.
 */

// Spec §4's newsletter pop-up follows each sign-in; these journeys close it (support/customers.ts).
test.beforeEach(({ page }) => closeNewsletterPopup(page));

// One worker runs this file's tests in order: they share the provider started on OIDC_PORT.
test.describe.configure({ mode: 'default' });

const run = `${Date.now()}.${process.pid}`;
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  [`liene-${run}`]: {
    email: `social.${run}@example.com`,
    email_verified: true,
    given_name: 'Liene',
    family_name: 'Bērziņa',
  },
};
const LOGIN = Object.keys(ACCOUNTS)[0]!;
const FAILED = 'Something went wrong. Please try again later';

let server: http.Server;
test.beforeAll(async () => {
  const provider = new Provider(OIDC.issuer, {
    clients: [
      {
        client_id: OIDC.clientId,
        client_secret: OIDC.clientSecret,
        redirect_uris: [OIDC.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...(ACCOUNTS[id] ?? {}) }) }),
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(OIDC_PORT, '127.0.0.1', resolve));
});
test.afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

async function expectNoAxeViolations(page: Page, selector = 'main') {
  await injectAxe(page);
  const violations = await getViolations(page, selector);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** From the sign-in page through the provider's login form back into the shop's account. */
async function socialSignIn(page: Page) {
  await page.goto('/sign-in');
  await networkSettled(page);
  await page.getByRole('link', { name: `Continue with ${OIDC.name}` }).click();
  await page.waitForURL(`${OIDC.issuer}/**`);
  await page.locator('input[name="login"]').fill(LOGIN);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL('**/account');
  await networkSettled(page);
}

/** The signed-in customer as the shop's own API answers the page (through the cookie). */
const customer = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ customer { id email firstname lastname } }' }),
    });
    return (
      ((await response.json()) as { data?: { customer?: Record<string, unknown> } }).data?.customer ?? null
    );
  });

test.describe('social sign-in', () => {
  test('creates the customer on the first round trip and links the same customer the second time', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/sign-in');
    await networkSettled(page);
    await expect(page.getByText('Or sign in with')).toBeVisible();
    await expectNoAxeViolations(page);

    await socialSignIn(page);
    const first = await customer(page);
    expect(first).toMatchObject({
      email: `social.${run}@example.com`,
      firstname: 'Liene',
      lastname: 'Bērziņa',
    });
    // Signed in as with a password: the markers, the HttpOnly cookie — and no token for page scripts.
    const state = await page.evaluate(() => ({
      marker: localStorage.getItem('signin_token'),
      cookies: document.cookie,
      storage: JSON.stringify({ ...localStorage }),
    }));
    expect(state.marker).toMatch(/"lifetime":3600/);
    expect(state.cookies).not.toContain('shop_customer_token');
    expect(state.storage).not.toMatch(/[\w-]{43,}/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'shop_customer_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookies.map((c) => c.name)).not.toContain('shop_social_state');

    // Signed out everywhere (the provider's session too): the second sign-in is linked to the same customer.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    expect(await customer(page)).toBeNull();
    await socialSignIn(page);
    expect(await customer(page)).toEqual(first);
  });

  test('a failed sign-in shows the spec text', async ({ page }) => {
    // The provider refused (the shopper cancelled), and an answer whose state this browser never started.
    for (const answer of [
      'error=access_denied&state=abc',
      'code=forged-code&state=forged-state-0000000000000',
    ]) {
      await page.goto(`/amsociallogin/social/login?${answer}`);
      await networkSettled(page);
      await expect(page).toHaveURL(/\/amsociallogin\/social\/login\?social=failed$/);
      await expect(page.getByRole('alert')).toHaveText(FAILED);
    }
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    // In the store view's language.
    await page.goto('/de/amsociallogin/social/login?social=failed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung über soziale Netzwerke');
    expect(await page.evaluate(() => localStorage.getItem('signin_token'))).toBeNull();
  });
});
