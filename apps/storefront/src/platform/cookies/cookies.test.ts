import { describe, expect, it } from 'vitest';
import { CookieError, readCookie, serializeCookie, setCookie, type CookieJar } from './cookies';

const lax = { maxAge: 60, sameSite: 'lax' } as const;

describe('serializeCookie (spec §5: valid name, value, numeric max-age, same-site lax, strict or none)', () => {
  it('writes name, value, max-age, path and SameSite', () => {
    expect(serializeCookie('cookie_consent', '%5B1%2C2%5D', { maxAge: 2592000, sameSite: 'lax' })).toBe(
      'cookie_consent=%5B1%2C2%5D; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('a', 'b', { maxAge: 0, sameSite: 'strict', path: '/de/' })).toBe(
      'a=b; Max-Age=0; Path=/de/; SameSite=Strict',
    );
    expect(serializeCookie('a', 'b', { maxAge: 1, sameSite: 'none', secure: true })).toBe(
      'a=b; Max-Age=1; Path=/; SameSite=None; Secure',
    );
  });

  it.each(['', 'a b', 'a;b', 'a=b', 'ä', 'a,b', '(a)'])('refuses the name %j', (name) => {
    expect(() => serializeCookie(name, 'v', lax)).toThrow(CookieError);
    expect(() => serializeCookie(name, 'v', lax)).toThrow(/Invalid cookie name/);
  });

  it.each(['', 'a b', 'a;b', 'a,b', 'a"b', 'a\\b', 'é', 'a\nb'])('refuses the value %j', (value) => {
    expect(() => serializeCookie('n', value, lax)).toThrow(/Invalid value for cookie "n"/);
  });

  it.each([Number.NaN, Infinity, -1, 1.5, '60' as unknown as number, undefined as unknown as number])(
    'refuses the max-age %j (a whole number of seconds is required)',
    (maxAge) => {
      expect(() => serializeCookie('n', 'v', { maxAge, sameSite: 'lax' })).toThrow(/Invalid max-age/);
    },
  );

  it.each(['', 'relaxed', 'None ', undefined])('refuses SameSite %j', (sameSite) => {
    expect(() => serializeCookie('n', 'v', { maxAge: 1, sameSite: sameSite as unknown as 'lax' })).toThrow(
      /Invalid SameSite/,
    );
  });

  it('accepts SameSite in any case, and refuses none without Secure', () => {
    expect(serializeCookie('n', 'v', { maxAge: 1, sameSite: 'LAX' as 'lax' })).toContain('SameSite=Lax');
    expect(() => serializeCookie('n', 'v', { maxAge: 1, sameSite: 'none' })).toThrow(/must be secure/);
  });

  it('refuses a path that does not start with / or carries a ;', () => {
    expect(() => serializeCookie('n', 'v', { ...lax, path: 'de' })).toThrow(/Invalid path/);
    expect(() => serializeCookie('n', 'v', { ...lax, path: '/; Domain=evil' })).toThrow(/Invalid path/);
  });
});

describe('setCookie / readCookie', () => {
  it('writes through the jar and reads a value back among others', () => {
    const jar: CookieJar = { cookie: '' };
    setCookie(jar, 'x', '1', lax);
    expect(jar.cookie).toBe('x=1; Max-Age=60; Path=/; SameSite=Lax');
    expect(readCookie({ cookie: 'a=1; cookie_consent=%5B1%5D;b=' }, 'cookie_consent')).toBe('%5B1%5D');
    expect(readCookie({ cookie: 'a=1; b=' }, 'b')).toBe('');
    expect(readCookie({ cookie: 'xa=1' }, 'a')).toBeNull();
    expect(readCookie({ cookie: '' }, 'a')).toBeNull();
  });

  it('a refused cookie leaves the jar untouched', () => {
    const jar: CookieJar = { cookie: 'keep=1' };
    expect(() => setCookie(jar, 'bad name', '1', lax)).toThrow(CookieError);
    expect(jar.cookie).toBe('keep=1');
  });
});
