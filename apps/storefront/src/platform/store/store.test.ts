import { describe, expect, it } from 'vitest';
import { canonicalDefaultStoreUrl, storeFromUrl, storeHref } from './store';
import type { StorefrontConfig } from '../config';

const config: StorefrontConfig = {
  storeCodes: ['en', 'de', 'fr', 'au', 'mc'],
  defaultStoreCode: 'en',
  storeUrlMode: 'path',
  staffStoreCodes: ['mc'],
  switcherHiddenStoreCodes: ['mc', 'au', 'en'],
};
const at = (u: string) => storeFromUrl(new URL(u, 'http://shop.test'), config);

describe('storeFromUrl', () => {
  it('serves the default store without a prefix', () => {
    expect(at('/')).toEqual({ code: 'en', basename: '/', path: '/' });
    expect(at('/about')).toEqual({ code: 'en', basename: '/', path: '/about' });
  });
  it('reads the store code from the first path segment', () => {
    expect(at('/de/')).toEqual({ code: 'de', basename: '/de', path: '/' });
    expect(at('/de')).toEqual({ code: 'de', basename: '/de', path: '/' });
    expect(at('/au/skincare/serums.html')).toEqual({
      code: 'au',
      basename: '/au',
      path: '/skincare/serums.html',
    });
  });
  it('reads the query form /?{code} of the other reading', () => {
    expect(at('/?fr')).toEqual({ code: 'fr', basename: '/', path: '/' });
    expect(at('/about?de')).toEqual({ code: 'de', basename: '/', path: '/about' });
  });
  it('keeps unknown prefixes and ?code=value queries in the default store', () => {
    expect(at('/xx/about')).toEqual({ code: 'en', basename: '/', path: '/xx/about' });
    expect(at('/?de=1').code).toBe('en');
    expect(at('/en/about')).toEqual({ code: 'en', basename: '/', path: '/en/about' });
  });
});

describe('storeHref', () => {
  it('writes path-mode links', () => {
    expect(storeHref('de', '/', config)).toBe('/de/');
    expect(storeHref('de', '/about', config)).toBe('/de/about');
    expect(storeHref('en', '/about', config)).toBe('/about');
  });
  it('writes query-mode links', () => {
    const q = { ...config, storeUrlMode: 'query' as const };
    expect(storeHref('de', '/', q)).toBe('/?de');
    expect(storeHref('fr', '/search.html?q=serum', q)).toBe('/search.html?q=serum&fr');
  });
});

describe('canonicalDefaultStoreUrl', () => {
  const canon = (u: string) => canonicalDefaultStoreUrl(new URL(u, 'http://shop.test'), config);
  it('drops the default store prefix', () => {
    expect(canon('/en')).toBe('/');
    expect(canon('/en/')).toBe('/');
    expect(canon('/en/about?x=1')).toBe('/about?x=1');
  });
  it('leaves other URLs alone', () => {
    expect(canon('/')).toBeNull();
    expect(canon('/de/about')).toBeNull();
    expect(canon('/english-tea')).toBeNull();
  });
});
