import { describe, expect, it } from 'vitest';
import {
  CART_ID_COOKIE_MAX_AGE,
  CART_ID_LENGTH_MESSAGE,
  cartIdError,
  cartIdFromCookies,
  cartIdKey,
  clearCartId,
  readCartId,
  writeCartId,
  writeCartIdCookie,
  type CartIdStorage,
} from './cartId';

const ID = 'a'.repeat(32);
const OTHER = 'B_-'.repeat(10) + 'zz';

function fakeStorage(): CartIdStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('cart id (spec §3, §5)', () => {
  it('accepts exactly 32 characters, otherwise gives the spec message', () => {
    expect(cartIdError(ID)).toBeNull();
    expect(cartIdError(OTHER)).toBeNull();
    expect(cartIdError('a'.repeat(31))).toBe(CART_ID_LENGTH_MESSAGE);
    expect(cartIdError('a'.repeat(33))).toBe(CART_ID_LENGTH_MESSAGE);
    expect(cartIdError(null)).toBe('Cart ID length should be 32 symbols');
  });

  it('keeps one cart per store code', () => {
    const storage = fakeStorage();
    writeCartId(storage, 'fr', ID);
    writeCartId(storage, 'de', OTHER);
    expect(readCartId(storage, 'fr')).toBe(ID);
    expect(readCartId(storage, 'de')).toBe(OTHER);
    expect(readCartId(storage, 'en')).toBeNull();
    clearCartId(storage, 'fr');
    expect(readCartId(storage, 'fr')).toBeNull();
    expect(readCartId(storage, 'de')).toBe(OTHER);
  });

  it('refuses to store an id of the wrong length', () => {
    const storage = fakeStorage();
    expect(() => writeCartId(storage, 'fr', 'short')).toThrow(CART_ID_LENGTH_MESSAGE);
    expect(storage.data.size).toBe(0);
  });

  it('reads a malformed stored id, or blocked storage, as no cart', () => {
    const storage = fakeStorage();
    storage.data.set(cartIdKey('fr'), 'not-a-cart-id');
    expect(readCartId(storage, 'fr')).toBeNull();
    const blocked: CartIdStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readCartId(blocked, 'fr')).toBeNull();
  });
});

describe('the cart id cookie (issue 18: the server renders a guest’s bag from it)', () => {
  it('reads the store’s valid id from a Cookie header, nothing else', () => {
    const header = `a=1; cart_id_de=${OTHER}; cart_id_en=${ID}`;
    expect(cartIdFromCookies(header, 'en')).toBe(ID);
    expect(cartIdFromCookies(header, 'de')).toBe(OTHER);
    expect(cartIdFromCookies(header, 'fr')).toBeNull();
    expect(cartIdFromCookies('cart_id_en=short', 'en')).toBeNull();
    expect(cartIdFromCookies(null, 'en')).toBeNull();
  });

  it('writes the id for thirty days on the whole site, deletes it with null, and skips an id no cookie holds', () => {
    const jar = { cookie: '' };
    writeCartIdCookie(jar, 'cart_id_en', ID, false);
    expect(jar.cookie).toBe(`cart_id_en=${ID}; Max-Age=${CART_ID_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`);
    writeCartIdCookie(jar, 'cart_id_en', ID, true);
    expect(jar.cookie).toMatch(/; Secure$/);
    writeCartIdCookie(jar, 'cart_id_en', null, false);
    expect(jar.cookie).toBe('cart_id_en=x; Max-Age=0; Path=/; SameSite=Lax');
    jar.cookie = 'untouched';
    writeCartIdCookie(jar, 'cart_id_en', 'a;b'.repeat(10) + 'cc', false);
    expect(jar.cookie).toBe('untouched');
  });
});
