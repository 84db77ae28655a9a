import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDeps } from './session';
import { handleSocialLogin, resultPath, socialLoginStore, STATE_COOKIE } from './socialLogin';

/**
 * The shop server's half of the social sign-in (the API's half, with a real provider, is in
 * apps/commerce-api/test/social-login.test.ts; the whole round trip in e2e/social-login.spec.ts).
 */
const STATE = 'state_abcdefghijklmnopqrstuvwxyz0123456789ABC';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const calls: { query: string; variables: Record<string, unknown>; headers: Record<string, string> }[] = [];

const deps: SessionDeps = {
  async graphql(body, headers) {
    const b = body as { query: string; variables: Record<string, unknown> };
    calls.push({ ...b, headers });
    if (b.query.includes('createSocialLoginRequest'))
      return b.variables.type === 'oidc'
        ? {
            data: {
              createSocialLoginRequest: { authorization_url: 'https://id.example/auth?x=1', state: STATE },
            },
          }
        : { data: { createSocialLoginRequest: null }, errors: [{ message: 'Something went wrong.' }] };
    return b.variables.code === 'good-code'
      ? { data: { generateCustomerTokenWithSocialLogin: { token: TOKEN } } }
      : {
          data: { generateCustomerTokenWithSocialLogin: null },
          errors: [{ message: 'Something went wrong.' }],
        };
  },
};

let base = '';
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    void handleSocialLogin(req, res, deps, false).then((handled) => {
      if (!handled) res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, cookie?: string) =>
  fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('social login on the shop server', () => {
  it('knows the path in every store view form', () => {
    expect(socialLoginStore(new URL('http://x/amsociallogin/social/login?type=oidc'))).toBe('en');
    expect(socialLoginStore(new URL('http://x/de/amsociallogin/social/login'))).toBe('de');
    expect(socialLoginStore(new URL('http://x/amsociallogin/social/login?fr&type=oidc'))).toBe('fr');
    expect(socialLoginStore(new URL('http://x/sign-in'))).toBeNull();
    expect(resultPath('de', 'failed', false)).toBe('/de/amsociallogin/social/login?social=failed');
    expect(resultPath('de', 'failed', true)).toBe('/amsociallogin/social/login?de&social=failed');
  });

  it('starts: the state in an HttpOnly cookie with the store view, then off to the provider', async () => {
    const res = await get('/de/amsociallogin/social/login?type=oidc');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('https://id.example/auth?x=1');
    expect(res.headers.get('set-cookie')).toBe(
      `${STATE_COOKIE}=${STATE}~de; Path=/; HttpOnly; SameSite=Lax; Max-Age=600`,
    );
    expect(calls.at(-1)!.headers).toMatchObject({ Store: 'de' });
    // An unknown provider: the failure page, no cookie.
    const unknown = await get('/amsociallogin/social/login?type=myspace');
    expect(unknown.headers.get('location')).toBe('/amsociallogin/social/login?social=failed');
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('signs in only with the state this browser started: the token goes into the session cookie', async () => {
    const kept = `${STATE_COOKIE}=${STATE}~de`;
    const ok = await get(
      `/amsociallogin/social/login?code=good-code&state=${STATE}&iss=https%3A%2F%2Fid.example`,
      kept,
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/de/amsociallogin/social/login?social=signed-in&lifetime=3600');
    const cookies = ok.headers.getSetCookie();
    expect(cookies).toContain(`${STATE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    expect(cookies).toContain(`shop_customer_token=${TOKEN}; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600`);
    expect(calls.at(-1)).toMatchObject({
      variables: { state: STATE, code: 'good-code', iss: 'https://id.example' },
      headers: { Store: 'de' },
    });

    const failures = [
      [`/amsociallogin/social/login?code=good-code&state=${STATE}`, undefined], // no cookie: not started here
      [`/amsociallogin/social/login?code=good-code&state=other${STATE}`, kept], // someone else's state
      [`/amsociallogin/social/login?error=access_denied&state=${STATE}`, kept], // refused at the provider
      [`/amsociallogin/social/login?code=bad-code&state=${STATE}`, kept], // the API refused
    ] as const;
    for (const [path, cookie] of failures) {
      const res = await get(path, cookie);
      expect(res.headers.get('location')).toMatch(/\/amsociallogin\/social\/login\?social=failed$/);
      expect(res.headers.getSetCookie().join()).not.toContain('shop_customer_token');
    }
  });

  it('leaves the page itself and other paths to the storefront', async () => {
    expect((await get('/amsociallogin/social/login?social=failed')).status).toBe(204);
    expect((await get('/sign-in?type=oidc')).status).toBe(204);
  });
});
