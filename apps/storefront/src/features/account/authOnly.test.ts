// @vitest-environment happy-dom
import { createStaticHandler } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authOnlyPaths, requireCustomer, signInPath } from './authOnly';

const handlerFor = (basename: string) =>
  createStaticHandler(
    [
      {
        path: '/',
        children: [
          { path: 'address-book', loader: (args) => requireCustomer(args, { basename }) },
          { path: 'sign-in', loader: () => null },
        ],
      },
    ],
    { basename },
  );

describe('auth-only routes (spec §6)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lists the spec’s routes', () => {
    expect([...authOnlyPaths].sort()).toEqual(
      [
        '/account-information',
        '/address-book',
        '/communications',
        '/order-history',
        '/saved-payments',
        '/wishlist',
      ].sort(),
    );
  });

  it('sends a guest to /sign-in with the page asked for, in the store, not to be cached', async () => {
    vi.stubEnv('SSR', true);
    const answer = await handlerFor('/de').query(new Request('http://shop.test/de/address-book?x=1'));
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/de${signInPath('/address-book?x=1')}`);
    expect(response.headers.get('Location')).toBe('/de/sign-in?returnTo=%2Faddress-book%3Fx%3D1');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('lets a request with the session cookie through on the server (the page loads its data in the browser)', async () => {
    vi.stubEnv('SSR', true);
    // (A browser-like test environment drops the Cookie header of a Request: a server request as
    // entry.server builds it, with the header.)
    const request = {
      url: 'http://shop.test/address-book',
      headers: new Map([['cookie', 'shop_customer_token=abcdefghijklmnopqrstuvwxyz']]),
    } as unknown as Request;
    await expect(
      requireCustomer({ request, params: {}, context: {} } as never, { basename: '/' }),
    ).resolves.toBeNull();
  });

  it('reads the signin_token marker in the browser', async () => {
    vi.stubEnv('SSR', false);
    localStorage.removeItem('signin_token');
    const guest = await handlerFor('/').query(new Request('http://shop.test/address-book'));
    expect((guest as Response).headers.get('Location')).toBe('/sign-in?returnTo=%2Faddress-book');
    localStorage.setItem('signin_token', JSON.stringify({ time: Date.now(), lifetime: 3600 }));
    const customer = await handlerFor('/').query(new Request('http://shop.test/address-book'));
    expect(customer).not.toBeInstanceOf(Response);
    localStorage.removeItem('signin_token');
  });
});
