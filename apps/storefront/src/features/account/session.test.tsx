// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { renderHook } from '@testing-library/react';
import { Observable } from 'rxjs';
import possibleTypes from '../../gql/possible-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSignIn } from '../../platform/session/markerStore';
import { SESSION_CHECK_MS, sessionExpired, signIn, SignInError, useSessionTimer } from './session';
import { isSignInCompleting } from './signedIn';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => vi.useRealTimers());

describe('session timer (spec §4)', () => {
  it('a stored marker expires at time + lifetime; a guest never expires', () => {
    expect(sessionExpired(T0 + 10_000_000, null)).toBe(false);
    expect(sessionExpired(T0 + 3_599_999, { time: T0, lifetime: 3600 })).toBe(false);
    expect(sessionExpired(T0 + 3_600_000, { time: T0, lifetime: 3600 })).toBe(true);
  });

  it('checks every second and signs out once, at expiry', () => {
    writeSignIn(5, T0);
    const signOut = vi.fn(() => Promise.resolve());
    renderHook(() => useSessionTimer(signOut));
    vi.advanceTimersByTime(4 * SESSION_CHECK_MS);
    expect(signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SESSION_CHECK_MS);
    expect(signOut).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10 * SESSION_CHECK_MS);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('stops when unmounted (sign-out reloads; a guest has no timer running out)', () => {
    writeSignIn(2, T0);
    const signOut = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => useSessionTimer(signOut));
    unmount();
    vi.advanceTimersByTime(5 * SESSION_CHECK_MS);
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('sign-in request', () => {
  it('then stores the markers (no token), the customer group and the customer cart, in that order', async () => {
    vi.useRealTimers();
    const GUEST = 'g'.repeat(32);
    const CUSTOMER = 'c'.repeat(32);
    localStorage.setItem('cart_id_de', GUEST);
    const operations: string[] = [];
    const cart = { __typename: 'Cart', id: CUSTOMER, total_quantity: 3 };
    const replies: Record<string, unknown> = {
      AccountCustomer: { customer: { __typename: 'Customer', firstname: 'Anna', group_id: 4 } },
      CustomerCart: { customerCart: cart },
      MergeCarts: { mergeCarts: cart },
      MiniCartQuery: {
        cart: {
          ...cart,
          prices: { __typename: 'CartPrices', subtotal_including_tax: null },
          itemsV2: { __typename: 'CartItems', total_count: 0, items: [] },
        },
      },
    };
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          operations.push(operation.operationName ?? '');
          // Views of the guest's cart wait while the sign-in completes (the checkout's loader).
          expect(isSignInCompleting()).toBe(true);
          // The marker exists before the first API call, so the headers link sees a customer.
          expect(localStorage.getItem('signin_token')).not.toBeNull();
          observer.next({ data: replies[operation.operationName ?? ''] } as never);
          observer.complete();
        }),
    );
    const apollo = new ApolloClient({
      link,
      cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
    });
    const fetchImpl = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ lifetime: 3600 }))));
    await signIn(apollo, 'de', { email: 'anna@example.com', password: 'Secret-1' }, fetchImpl);
    expect(operations).toEqual(['AccountCustomer', 'CustomerCart', 'MergeCarts', 'MiniCartQuery']);
    expect(isSignInCompleting()).toBe(false);
    expect(Object.keys(JSON.parse(localStorage.getItem('signin_token')!) as object).sort()).toEqual([
      'lifetime',
      'time',
    ]);
    expect(JSON.parse(localStorage.getItem('customer_group_id')!)).toMatchObject({
      value: 4,
      lifetime: 3600,
    });
    expect(localStorage.getItem('cart_id_de')).toBe(CUSTOMER);
  });

  it('posts the credentials with the store header and keeps no token; a refusal carries the API message', async () => {
    const fetchImpl = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ errors: [{ message: 'The account sign-in was incorrect.' }] }), {
          status: 401,
        }),
      ),
    );
    const apollo = {} as Parameters<typeof signIn>[0];
    const refused = signIn(apollo, 'de', { email: ' a@b.de ', password: 'pw' }, fetchImpl);
    await expect(refused).rejects.toBeInstanceOf(SignInError);
    await expect(refused).rejects.toThrow('The account sign-in was incorrect.');
    expect(fetchImpl).toHaveBeenCalledWith('/customer/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'de' },
      credentials: 'same-origin',
      body: JSON.stringify({ email: 'a@b.de', password: 'pw' }),
    });
    expect(localStorage.getItem('signin_token')).toBeNull();
  });
});
