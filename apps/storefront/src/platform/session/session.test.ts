import { describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER_GROUP_KEY,
  customerGroup,
  isSignedIn,
  msLeft,
  readSignIn,
  SIGNIN_TOKEN_KEY,
  type MarkerStorage,
} from './marker';
import { writeCustomerGroup, writeSignIn } from './markerStore';
import { runSignOut, type SignOutSteps } from './signOut';

function fakeStorage(): MarkerStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('signin_token marker (spec §3/§9)', () => {
  it('stores the time and lifetime in seconds, never a token', () => {
    const storage = fakeStorage();
    writeSignIn(3600, T0, storage);
    expect(JSON.parse(storage.data.get(SIGNIN_TOKEN_KEY)!)).toEqual({ time: T0, lifetime: 3600 });
    expect(readSignIn(storage)).toEqual({ time: T0, lifetime: 3600 });
  });

  it('is signed in until time + lifetime, not after', () => {
    const storage = fakeStorage();
    writeSignIn(3600, T0, storage);
    expect(isSignedIn(T0 + 3_599_999, storage)).toBe(true);
    expect(isSignedIn(T0 + 3_600_000, storage)).toBe(false);
    expect(msLeft(readSignIn(storage)!, T0 + 1000)).toBe(3_599_000);
  });

  it('treats a missing or malformed marker as signed out', () => {
    const storage = fakeStorage();
    expect(isSignedIn(T0, storage)).toBe(false);
    storage.setItem(SIGNIN_TOKEN_KEY, 'abc.def');
    expect(isSignedIn(T0, storage)).toBe(false);
    storage.setItem(SIGNIN_TOKEN_KEY, JSON.stringify({ time: T0, lifetime: 0 }));
    expect(isSignedIn(T0, storage)).toBe(false);
  });

  it('gives the stored customer group only while signed in', () => {
    const storage = fakeStorage();
    writeCustomerGroup(4, 3600, T0, storage);
    expect(JSON.parse(storage.data.get(CUSTOMER_GROUP_KEY)!)).toEqual({ value: 4, time: T0, lifetime: 3600 });
    expect(customerGroup(T0, storage)).toBeNull();
    writeSignIn(3600, T0, storage);
    expect(customerGroup(T0 + 1000, storage)).toBe(4);
    expect(customerGroup(T0 + 3_600_000, storage)).toBeNull();
  });
});

describe('sign-out (spec §4)', () => {
  function steps(log: string[], revoke: () => Promise<unknown>): SignOutSteps {
    return {
      closeMenus: () => log.push('closeMenus'),
      revoke: () => {
        log.push('revoke');
        return revoke();
      },
      clearToken: () => log.push('clearToken'),
      clearUser: () => log.push('clearUser'),
      clearCache: () => void log.push('clearCache'),
      removeCart: () => log.push('removeCart'),
      reload: () => log.push('reload'),
    };
  }
  const ORDER = ['closeMenus', 'revoke', 'clearToken', 'clearUser', 'clearCache', 'removeCart', 'reload'];

  it('runs the steps in the spec order', async () => {
    const log: string[] = [];
    await runSignOut(steps(log, () => Promise.resolve()));
    expect(log).toEqual(ORDER);
  });

  it('goes on when revoking fails', async () => {
    const log: string[] = [];
    const revoke = vi.fn(() => Promise.reject(new Error('offline')));
    await runSignOut(steps(log, revoke));
    expect(revoke).toHaveBeenCalledOnce();
    expect(log).toEqual(ORDER);
  });

  it('clears the cache only after the revoke has answered', async () => {
    const log: string[] = [];
    let answer!: () => void;
    const done = runSignOut(steps(log, () => new Promise<void>((resolve) => (answer = resolve))));
    await Promise.resolve();
    expect(log).toEqual(['closeMenus', 'revoke']);
    answer();
    await done;
    expect(log).toEqual(ORDER);
  });
});
