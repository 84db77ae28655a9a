import { describe, expect, it } from 'vitest';
import { GUEST_ROUTES, PAGE_CACHING } from './pageCaching';
import { lazyRouteModules } from './routeModules';

describe('which pages the guest page cache may keep', () => {
  it('names every route once', () => {
    expect(Object.keys(PAGE_CACHING).sort()).toEqual(['root', ...Object.keys(lazyRouteModules)].sort());
  });

  it('keeps only catalogue, CMS, search and promotion pages', () => {
    expect([...GUEST_ROUTES].sort()).toEqual(
      ['about', 'home', 'productById', 'promo', 'resolver', 'root', 'search'].sort(),
    );
  });

  it('never keeps a shopper’s screens or a sign-in flow', () => {
    for (const id of [
      'cart',
      'checkout',
      'checkoutSuccess',
      'account',
      'accountInformation',
      'addressBook',
      'orderHistory',
      'myReviews',
      'newsletter',
      'communications',
      'savedPayments',
      'wishlist',
      'loyalty',
      'friendReferral',
      'login',
      'signIn',
      'proLogin',
      'socialLogin',
      'resetPassword',
      'cmsPreview',
    ] as const)
      expect(PAGE_CACHING[id], id).toBe('per-request');
  });
});
