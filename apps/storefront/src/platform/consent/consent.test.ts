import { describe, expect, it, vi } from 'vitest';
import { readCookie, type CookieJar } from '../cookies';
import {
  CONSENT_COOKIE,
  consentCategories,
  createConsentStore,
  decodeConsent,
  encodeConsent,
} from './consent';

/** A jar that keeps name=value like a browser (attributes dropped). */
function browserJar(): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...values].map(([n, v]) => `${n}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      values.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    },
  };
}

describe('cookie_consent numbering (spec §3: "2 advertisement, 3 analytics; another reading gives 3 and 4")', () => {
  it('2-3 (default): necessary 1, advertisement 2, analytics 3', () => {
    expect(consentCategories({ analytics: true, advertising: true }, '2-3')).toEqual([1, 2, 3]);
    expect(consentCategories({ analytics: true, advertising: false }, '2-3')).toEqual([1, 3]);
    expect(consentCategories({ analytics: false, advertising: true }, '2-3')).toEqual([1, 2]);
    expect(consentCategories({ analytics: false, advertising: false }, '2-3')).toEqual([1]);
  });

  it('3-4: analytics writes 3 and 4 and reads either', () => {
    expect(consentCategories({ analytics: true, advertising: true }, '3-4')).toEqual([1, 2, 3, 4]);
    expect(decodeConsent(encodeURIComponent('[1,4]'), '3-4')).toEqual({
      analytics: true,
      advertising: false,
    });
    expect(decodeConsent(encodeURIComponent('[1,3]'), '3-4')).toEqual({
      analytics: true,
      advertising: false,
    });
    // 4 means nothing in the default reading.
    expect(decodeConsent(encodeURIComponent('[1,4]'), '2-3')).toEqual({
      analytics: false,
      advertising: false,
    });
  });

  it('round-trips through the cookie value and refuses what it cannot read', () => {
    const value = encodeConsent({ analytics: false, advertising: true }, '2-3');
    expect(value).toBe('%5B1%2C2%5D');
    expect(decodeConsent(value, '2-3')).toEqual({ analytics: false, advertising: true });
    for (const bad of [null, '', '%E0%A4%A', 'yes', '%7B%7D', encodeURIComponent('["3"]')])
      expect(decodeConsent(bad, '2-3')).toBeNull();
  });
});

describe('createConsentStore', () => {
  it('stores the choice as cookie_consent for a year, SameSite Lax, and tells listeners', () => {
    const jar = browserJar();
    const store = createConsentStore(jar, '2-3', false);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBeNull();
    store.set({ analytics: true, advertising: false });
    expect(jar.written).toEqual(['cookie_consent=%5B1%2C3%5D; Max-Age=31536000; Path=/; SameSite=Lax']);
    expect(readCookie(jar, CONSENT_COOKIE)).toBe('%5B1%2C3%5D');
    expect(store.get()).toEqual({ analytics: true, advertising: false });
    expect(listener).toHaveBeenCalledWith({ analytics: true, advertising: false });
  });

  it('adds Secure on HTTPS pages', () => {
    const jar = browserJar();
    createConsentStore(jar, '3-4', true).set({ analytics: true, advertising: true });
    expect(jar.written[0]).toBe(
      'cookie_consent=%5B1%2C2%2C3%2C4%5D; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('reads the cookie once while a script runs, again afterwards (a choice from elsewhere counts)', async () => {
    const jar = browserJar();
    let reads = 0;
    const counted: CookieJar = {
      get cookie() {
        reads++;
        return jar.cookie;
      },
      set cookie(line: string) {
        jar.cookie = line;
      },
    };
    const store = createConsentStore(counted, '2-3', false);
    for (let i = 0; i < 12; i++) expect(store.get()).toBeNull();
    expect(reads).toBe(1);
    // Another tab (or the server) stores a choice; the next task sees it.
    jar.cookie = 'cookie_consent=%5B1%2C3%5D';
    expect(store.get()).toBeNull();
    await Promise.resolve();
    expect(store.get()).toEqual({ analytics: true, advertising: false });
    expect(reads).toBe(2);
    // The store's own choice is read back at once.
    store.set({ analytics: false, advertising: true });
    expect(store.get()).toEqual({ analytics: false, advertising: true });
  });
});
