import { describe, expect, it } from 'vitest';
import { confirmationParams, newsletterAction, newsletterStatuses, statusMessageId } from './newsletterRules';

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
});
