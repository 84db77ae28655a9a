// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../platform/analytics';
import type { CookieJar } from '../../../platform/cookies';
import {
  cartRestoreUrl,
  contactFromLanding,
  EMAIL_TOOL_COOKIE_MAX_AGE,
  emailToolListener,
  emailToolScript,
  forgetContact,
  keepContact,
  type EmailToolCall,
} from './emailTool';

const begin: AnalyticsEvent = {
  event: 'begin_checkout',
  ecommerce: {
    currency: 'EUR',
    value: 48,
    items: [{ item_id: 'AB-1', item_name: 'Gel', price: 24, quantity: 2, currency: 'EUR' }],
  },
};
const CART = 'c'.repeat(32);

describe('spec §7 e-mail tool', () => {
  it('its cookie: 30 days, path /, SameSite Lax, through the cookie helper', () => {
    expect(EMAIL_TOOL_COOKIE_MAX_AGE).toBe(30 * 24 * 60 * 60);
    const jar: CookieJar = { cookie: '' };
    keepContact(jar, 'email_tool_contact', 'C-123', false);
    expect(jar.cookie).toBe('email_tool_contact=C-123; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(() => keepContact(jar, 'bad name', 'C-1', false)).toThrow(/Invalid cookie name/);
    const set: CookieJar = { cookie: 'email_tool_contact=C-123' };
    forgetContact(set, 'email_tool_contact', true);
    expect(set.cookie).toBe('email_tool_contact=x; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('the contact id comes from the e-mail link', () => {
    expect(contactFromLanding('?email_tool_contact=C-123&utm_source=mail', 'email_tool_contact')).toBe(
      'C-123',
    );
    expect(contactFromLanding('?email_tool_contact=a%3Bb', 'email_tool_contact')).toBeNull();
    expect(contactFromLanding('', 'email_tool_contact')).toBeNull();
  });

  it('the abandoned-checkout link is /cart/restore/{cartId}, with the store prefix', () => {
    expect(cartRestoreUrl('https://shop.test', (p) => p, CART)).toBe(
      `https://shop.test/cart/restore/${CART}`,
    );
    expect(cartRestoreUrl('https://shop.test', (p) => `/de${p}`, CART)).toBe(
      `https://shop.test/de/cart/restore/${CART}`,
    );
  });

  it('a started checkout tells the tool, with the link, only with consent and a bag', () => {
    const send = vi.fn();
    let allowed = false;
    const listener = emailToolListener({
      allowed: () => allowed,
      cartId: () => CART,
      contactId: () => 'C-123',
      restoreUrl: (id) => `https://shop.test/cart/restore/${id}`,
      send,
    });
    listener(begin);
    expect(send).not.toHaveBeenCalled();
    allowed = true;
    listener({ event: 'search', search_term: 'gel' });
    listener(begin);
    expect(send).toHaveBeenCalledExactlyOnceWith([
      'track',
      'started_checkout',
      {
        contactId: 'C-123',
        cartId: CART,
        abandonedCheckoutURL: `https://shop.test/cart/restore/${CART}`,
        value: 48,
        currency: 'EUR',
        items: [{ sku: 'AB-1', name: 'Gel', price: 24, quantity: 2 }],
      },
    ]);
  });

  it('the script loads once, from the configured URL only', () => {
    const host = window as Window & { emailToolQueue?: EmailToolCall[] };
    const call: EmailToolCall = ['track', 'started_checkout', {} as EmailToolCall[2]];
    emailToolScript(host, '')(call);
    expect(host.emailToolQueue).toBeUndefined();
    const send = emailToolScript(host, 'https://tool.test/t.js');
    send(call);
    send(call);
    expect(host.emailToolQueue).toHaveLength(2);
    expect(document.querySelectorAll('script[data-tracking="email-tool"]')).toHaveLength(1);
  });
});
