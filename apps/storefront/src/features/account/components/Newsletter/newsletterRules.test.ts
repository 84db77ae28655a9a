import { describe, expect, it } from 'vitest';
import {
  clearNewsletterPopupFlag,
  confirmationParams,
  NEWSLETTER_POPUP_KEY,
  newsletterAction,
  newsletterPopupFlagged,
  newsletterPopupOffered,
  newsletterStatuses,
  setNewsletterPopupFlag,
  statusMessageId,
} from './newsletterRules';

describe('newsletter rules', () => {
  it('offers unsubscribing while subscribed or waiting for confirmation, else subscribing', () => {
    expect(newsletterStatuses.map((s) => [s, newsletterAction(s)])).toEqual([
      ['NOT_ACTIVE', 'subscribe'],
      ['SUBSCRIBED', 'unsubscribe'],
      ['UNCONFIRMED', 'unsubscribe'],
      ['UNSUBSCRIBED', 'subscribe'],
    ]);
  });

  it('has a text for each of the four statuses', () => {
    expect(new Set(newsletterStatuses.map(statusMessageId)).size).toBe(4);
  });

  it('reads the confirmation link and refuses malformed ones', () => {
    const code = 'a'.repeat(43);
    expect(confirmationParams(new URLSearchParams(`subscriber=12&code=${code}`))).toEqual({
      subscriberId: 12,
      code,
    });
    expect(confirmationParams(new URLSearchParams(`subscriber=x&code=${code}`))).toBeNull();
    expect(confirmationParams(new URLSearchParams('subscriber=12&code=short'))).toBeNull();
    expect(confirmationParams(new URLSearchParams(`code=${code}`))).toBeNull();
    expect(confirmationParams(new URLSearchParams('subscriber=12&code=<script>aaaaaaaaaaaaaaaa'))).toBeNull();
  });

  it('spec §4 pop-up flag: set at sign-in, read, cleared once shown; a refusing storage means no pop-up', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    expect(newsletterPopupFlagged(storage)).toBe(false);
    setNewsletterPopupFlag(storage);
    expect(map.has(NEWSLETTER_POPUP_KEY)).toBe(true);
    expect(newsletterPopupFlagged(storage)).toBe(true);
    clearNewsletterPopupFlag(storage);
    expect(newsletterPopupFlagged(storage)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => setNewsletterPopupFlag(refusing)).not.toThrow();
    expect(newsletterPopupFlagged(refusing)).toBe(false);
    expect(() => clearNewsletterPopupFlag(refusing)).not.toThrow();
    expect(newsletterPopupFlagged(null)).toBe(false);
  });

  it('the pop-up offers subscribing only to customers not subscribed or waiting to confirm', () => {
    expect(newsletterStatuses.filter(newsletterPopupOffered)).toEqual(['NOT_ACTIVE', 'UNSUBSCRIBED']);
  });
});
