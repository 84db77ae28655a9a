import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../platform/consent';
import { CONSENT_COOKIE_NAME, noConsentCookie } from './firstVisit';

describe('the first visit check', () => {
  it('names the consent store’s cookie', () => {
    expect(CONSENT_COOKIE_NAME).toBe(CONSENT_COOKIE);
  });

  it('is a first visit without a consent cookie, whatever else is stored', () => {
    expect(noConsentCookie('')).toBe(true);
    expect(noConsentCookie('store=de; my_cookie_consent=%5B1%5D; cookie_consent_x=1')).toBe(true);
  });

  it('is not one with a consent cookie anywhere in the list, readable or not', () => {
    expect(noConsentCookie('cookie_consent=%5B1%2C3%5D')).toBe(false);
    expect(noConsentCookie('store=de;cookie_consent=%5B1%5D; other=1')).toBe(false);
    expect(noConsentCookie('store=de; cookie_consent=garbage')).toBe(false);
  });
});
