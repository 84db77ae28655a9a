import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeApiRequest,
  handleSession,
  PRO_REQUIRED,
  TOKEN_COOKIE,
  tokenFromCookie,
  type SessionDeps,
} from './session';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const calls: {
  body: { query: string; variables?: Record<string, unknown> };
  headers: Record<string, string>;
}[] = [];
let revokeFails = false;
/** What the API says of the signed-in account's PRO application (`customer { pro_status }`). */
let proStatus: string | null = null;

const deps: SessionDeps = {
  async graphql(body, headers) {
    const b = body as (typeof calls)[number]['body'];
    calls.push({ body: b, headers });
    if (b.query.includes('revokeCustomerToken')) {
      if (revokeFails) throw new Error('API down');
      return { data: { revokeCustomerToken: { result: true } } };
    }
    if (b.query.includes('pro_status')) return { data: { customer: { pro_status: proStatus } } };
    if (b.variables?.password === 'Right-password-1')
      return { data: { generateCustomerToken: { token: TOKEN } } };
    return {
      data: { generateCustomerToken: null },
      errors: [
        { message: 'The account sign-in was incorrect…', extensions: { category: 'graphql-authentication' } },
      ],
    };
  },
};

let base = '';
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    void handleSession(req, res, deps).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fakeRequest = (headers: Record<string, string>) =>
  ({ headers: { ...headers } }) as unknown as IncomingMessage;

describe('the token cookie', () => {
  it('reads the token from the cookie header and ignores anything malformed', () => {
    expect(tokenFromCookie(fakeRequest({ cookie: `a=1; ${TOKEN_COOKIE}=${TOKEN}; b=2` }))).toBe(TOKEN);
    expect(tokenFromCookie(fakeRequest({ cookie: `${TOKEN_COOKIE}=<script>` }))).toBeNull();
    expect(tokenFromCookie(fakeRequest({}))).toBeNull();
  });

  it('turns the cookie into a bearer token for /graphql and does not pass the cookie on', () => {
    const req = fakeRequest({ cookie: `${TOKEN_COOKIE}=${TOKEN}` });
    authorizeApiRequest(req);
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req.headers.cookie).toBeUndefined();
    const own = fakeRequest({
      cookie: `${TOKEN_COOKIE}=${TOKEN}`,
      authorization: 'Bearer other-token-value-123456',
    });
    authorizeApiRequest(own);
    expect(own.headers.authorization).toBe('Bearer other-token-value-123456');
  });

  it('sends the spec §7 X-Authorization copy with the bearer token', () => {
    const req = fakeRequest({ cookie: `${TOKEN_COOKIE}=${TOKEN}`, 'sec-fetch-site': 'same-origin' });
    authorizeApiRequest(req);
    expect(req.headers['x-authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it("answers another site's requests as a guest's: the cookie is not used", () => {
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', host: 'shop.example' },
      { origin: 'null', host: 'shop.example' },
    ];
    for (const headers of foreign) {
      const req = fakeRequest({ cookie: `${TOKEN_COOKIE}=${TOKEN}`, ...headers });
      authorizeApiRequest(req);
      expect(req.headers.authorization).toBeUndefined();
      expect(req.headers.cookie).toBeUndefined();
    }
    const own = fakeRequest({
      cookie: `${TOKEN_COOKIE}=${TOKEN}`,
      origin: 'https://shop.example',
      host: 'shop.example',
    });
    authorizeApiRequest(own);
    expect(own.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('marks authorised API answers private and unstored; guest answers keep the API caching', () => {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name, value) } as never;
    authorizeApiRequest(fakeRequest({ cookie: `${TOKEN_COOKIE}=${TOKEN}` }), res);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    headers.clear();
    authorizeApiRequest(fakeRequest({}), res);
    expect(headers.has('Cache-Control')).toBe(false);
  });
});

describe('/customer/session', () => {
  it('signs in: the token goes into an HttpOnly SameSite=Lax cookie, never into the answer', async () => {
    const res = await fetch(`${base}/customer/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'de' },
      body: JSON.stringify({ email: 'anna@example.com', password: 'Right-password-1' }),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(TOKEN);
    expect(JSON.parse(text)).toEqual({ lifetime: 3600 });
    expect(res.headers.get('set-cookie')).toBe(
      `${TOKEN_COOKIE}=${TOKEN}; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(calls.at(-1)!.headers).toMatchObject({ Store: 'de', 'x-shop-client-address': '127.0.0.1' });
  });

  it('passes the API’s refusal on and sets no cookie', async () => {
    const res = await fetch(`${base}/customer/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'anna@example.com', password: 'wrong' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'The account sign-in was incorrect…',
    );
  });

  it('signs in at /prologin only an approved PRO account; any other is signed out again', async () => {
    const proSignIn = () =>
      fetch(`${base}/customer/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', store: 'fr' },
        body: JSON.stringify({ email: 'pro@example.com', password: 'Right-password-1', pro: true }),
      });
    for (const status of [null, 'REJECTED']) {
      proStatus = status;
      calls.length = 0;
      const res = await proSignIn();
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      const body = (await res.json()) as { errors: { extensions: { category: string } }[] };
      expect(body.errors[0]!.extensions.category).toBe(PRO_REQUIRED);
      // The token the API issued is revoked at once.
      expect(calls.at(-1)).toMatchObject({
        body: { query: expect.stringContaining('revokeCustomerToken') as string },
        headers: { Store: 'fr', Authorization: `Bearer ${TOKEN}` },
      });
    }
    proStatus = 'APPROVED';
    const res = await proSignIn();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ lifetime: 3600, pro: true });
    expect(res.headers.get('set-cookie')).toContain(`${TOKEN_COOKIE}=${TOKEN};`);
  });

  it('takes only JSON (a cross-site form cannot sign anyone in)', async () => {
    const res = await fetch(`${base}/customer/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    });
    expect(res.status).toBe(415);
  });

  it("refuses to sign in or out for another site's page", async () => {
    for (const method of ['POST', 'DELETE']) {
      const res = await fetch(`${base}/customer/session`, {
        method,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ email: 'a@example.com', password: 'Right-password-1' }),
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('signs out: revokes the token, and clears the cookie even when the revoke fails', async () => {
    for (const fails of [false, true]) {
      revokeFails = fails;
      const res = await fetch(`${base}/customer/session`, {
        method: 'DELETE',
        headers: { cookie: `${TOKEN_COOKIE}=${TOKEN}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBe(
        `${TOKEN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
      );
      expect(calls.at(-1)!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    }
  });
});
