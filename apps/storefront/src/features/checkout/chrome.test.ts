import { describe, expect, it } from 'vitest';
import { checkoutChrome } from './chrome';

describe('checkoutChrome (spec §2)', () => {
  it('keeps the full chrome outside checkout', () => {
    for (const path of ['/', '/cart', '/about', '/checkout-guide', '/checkouts'])
      expect(checkoutChrome(path)).toEqual({ header: true, headerTriggers: true, footer: true });
  });

  it('hides header, triggers and footer on /checkout (with or without a trailing slash)', () => {
    expect(checkoutChrome('/checkout')).toEqual({ header: false, headerTriggers: false, footer: false });
    expect(checkoutChrome('/checkout/')).toEqual({ header: false, headerTriggers: false, footer: false });
  });

  it('hides header and footer on the local-payment callback, for every path below it', () => {
    expect(checkoutChrome('/checkout/lpm/callback/abc')).toEqual({
      header: false,
      headerTriggers: false,
      footer: false,
    });
    expect(checkoutChrome('/checkout/lpm/callback')).toMatchObject({ header: false, footer: false });
  });

  it('keeps the header without cart and search triggers on the success and error pages', () => {
    for (const path of ['/checkout/success', '/checkout/error'])
      expect(checkoutChrome(path)).toEqual({ header: true, headerTriggers: false, footer: true });
  });
});
