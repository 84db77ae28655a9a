import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, signUp, startApi, type TestApi } from './helpers.js';
import { signInAtProvider, startOidcProvider, type LocalProvider } from './oidc-provider.js';

/**
 * Social sign-in (spec §2 /amsociallogin/social/login, §8) against a real OpenID Connect provider
 * started here: the authorization code flow with PKCE, state and nonce, and the linking rules.
 */
const REDIRECT = 'http://shop.test/amsociallogin/social/login';
const FAILED = 'Something went wrong. Please try again later';
const EXISTING = 'existing.social@example.com';

let bare: TestApi;
let t: TestApi;
let provider: LocalProvider;
const saved = { ...process.env };

beforeAll(async () => {
  // No provider configured: the first API reads an environment without one.
  for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) delete process.env[key];
  bare = await startApi();
  await bare.gql('{ amSocialLoginButtonConfig { type } }');

  provider = await startOidcProvider({
    clientId: 'shop',
    clientSecret: 'shop-secret-for-tests',
    redirectUri: REDIRECT,
    accounts: {
      'new-verified': {
        email: 'Social.New@example.com',
        email_verified: true,
        given_name: 'Liene',
        family_name: 'Bērziņa',
      },
      'existing-verified': { email: EXISTING, email_verified: true, name: 'Anna Ozola' },
      'existing-unverified': { email: EXISTING, email_verified: false },
      'new-unverified': { email: 'unverified.new@example.com', email_verified: false },
      'no-email': {},
    },
  });
  Object.assign(process.env, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'shop',
    OIDC_CLIENT_SECRET: 'shop-secret-for-tests',
    OIDC_PROVIDER_NAME: 'Aurora ID',
    OIDC_REDIRECT_URI: REDIRECT,
  });
  t = await startApi();
}, 60_000);

afterAll(async () => {
  process.env = saved;
  await bare?.cleanup();
  await t?.cleanup();
  await provider?.close();
});

const START = `mutation($type: String!) { createSocialLoginRequest(type: $type) { authorization_url state } }`;
const FINISH = `mutation($state: String!, $code: String!, $iss: String) {
  generateCustomerTokenWithSocialLogin(state: $state, code: $code, iss: $iss) { token } }`;
const ME = `{ customer { id email firstname lastname } }`;

async function start(store = 'en') {
  const r = await t.gql<{ createSocialLoginRequest: { authorization_url: string; state: string } }>(
    START,
    { type: 'oidc' },
    store,
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.createSocialLoginRequest;
}

/** Starts, signs in at the provider as `login`, and hands the provider's answer to the API. */
async function roundTrip(login: string) {
  const { authorization_url, state } = await start();
  const back = await signInAtProvider(authorization_url, login, REDIRECT);
  expect(back.searchParams.get('state')).toBe(state);
  const answer = {
    state: back.searchParams.get('state')!,
    code: back.searchParams.get('code')!,
    iss: back.searchParams.get('iss'),
  };
  const r = await t.gql<{ generateCustomerTokenWithSocialLogin: { token: string } | null }>(FINISH, answer);
  return { ...r, answer };
}

async function me(token: string) {
  const r = await t.gql<{ customer: { id: number; email: string; firstname: string; lastname: string } }>(
    ME,
    {},
    'en',
    bearer(token),
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.customer;
}

describe('social sign-in configuration', () => {
  it('offers no button when no provider is configured', async () => {
    const r = await bare.gql<{ amSocialLoginButtonConfig: unknown[] }>(
      '{ amSocialLoginButtonConfig { type } }',
    );
    expect(r.body.data!.amSocialLoginButtonConfig).toEqual([]);
    const started = await bare.gql(START, { type: 'oidc' });
    expect(started.body.errors?.[0]?.message).toBe(FAILED);
  });

  it("lists the configured provider's button with the shop's start URL", async () => {
    const r = await t.gql('{ amSocialLoginButtonConfig { type label url } }');
    expect(r.body.data).toEqual({
      amSocialLoginButtonConfig: [
        { type: 'oidc', label: 'Aurora ID', url: '/amsociallogin/social/login?type=oidc' },
      ],
    });
  });

  it('starts an authorization code flow with PKCE (S256), state and nonce', async () => {
    const { authorization_url, state } = await start();
    const url = new URL(authorization_url);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'shop',
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state,
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // Unknown provider types are the spec's failure.
    expect((await t.gql(START, { type: 'facebook' })).body.errors?.[0]?.message).toBe(FAILED);
  });
});

describe('linking rules', () => {
  it('creates a customer for a new verified e-mail, and signs the same identity in to it again', async () => {
    const first = await roundTrip('new-verified');
    expect(first.body.errors).toBeUndefined();
    const customer = await me(first.body.data!.generateCustomerTokenWithSocialLogin!.token);
    expect(customer).toMatchObject({
      email: 'social.new@example.com',
      firstname: 'Liene',
      lastname: 'Bērziņa',
    });
    // No password was set: a password sign-in cannot guess one.
    const password = await t.gql(
      `mutation { generateCustomerToken(email: "social.new@example.com", password: "!") { token } }`,
    );
    expect(password.body.errors).toBeDefined();

    const second = await roundTrip('new-verified');
    expect(await me(second.body.data!.generateCustomerTokenWithSocialLogin!.token)).toEqual(customer);
  });

  it('links a verified e-mail to the existing account of that address', async () => {
    const token = await signUp(t, EXISTING, { firstname: 'Anna', lastname: 'Ozola' });
    const existing = await me(token);
    const r = await roundTrip('existing-verified');
    expect(r.body.errors).toBeUndefined();
    expect((await me(r.body.data!.generateCustomerTokenWithSocialLogin!.token)).id).toBe(existing.id);
  });

  it('never links an unverified e-mail to an existing account, and creates no account for one', async () => {
    const other = await signUp(t, 'second.existing@example.com');
    expect(other).toBeTruthy();
    for (const login of ['existing-unverified', 'new-unverified', 'no-email']) {
      const r = await roundTrip(login);
      expect({ login, data: r.body.data?.generateCustomerTokenWithSocialLogin ?? null }).toEqual({
        login,
        data: null,
      });
      expect(r.body.errors?.[0]).toMatchObject({
        message: FAILED,
        extensions: { category: 'graphql-authentication' },
      });
    }
    expect(
      (await t.gql(`query { isEmailAvailable(email: "unverified.new@example.com") { is_email_available } }`))
        .body.data,
    ).toEqual({ isEmailAvailable: { is_email_available: true } });
    // The password account is untouched.
    expect(
      (
        await t.gql(
          `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
          {
            e: EXISTING,
            p: GOOD_PASSWORD,
          },
        )
      ).body.errors,
    ).toBeUndefined();
  });

  it('uses a started sign-in once, and only with its own state and code', async () => {
    const ok = await roundTrip('new-verified');
    expect(ok.body.errors).toBeUndefined();
    // Replayed: the state is gone.
    const replay = await t.gql(FINISH, ok.answer);
    expect(replay.body.errors?.[0]?.message).toBe(FAILED);
    // A state this API never issued.
    const forged = await t.gql(FINISH, { ...ok.answer, state: 'x'.repeat(43) });
    expect(forged.body.errors?.[0]?.message).toBe(FAILED);
    // A code that is not the provider's.
    const { state } = await start();
    const wrongCode = await t.gql(FINISH, { state, code: 'not-a-code', iss: provider.issuer });
    expect(wrongCode.body.errors?.[0]?.message).toBe(FAILED);
  });
});
