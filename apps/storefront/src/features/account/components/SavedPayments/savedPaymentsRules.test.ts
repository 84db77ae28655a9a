import { describe, expect, it } from 'vitest';
import { savedCardOf } from './savedPaymentsRules';

describe('savedCardOf', () => {
  it('reads the brand, last four digits and expiry of a card token', () => {
    expect(
      savedCardOf({
        public_hash: 'h1',
        type: 'card',
        details: '{"type":"MC","maskedCC":"4444","expirationDate":"03/2031"}',
      }),
    ).toEqual({ publicHash: 'h1', brand: 'Mastercard', last4: '4444', expiry: '03/2031' });
  });

  it('skips other token types and unreadable details', () => {
    expect(savedCardOf({ public_hash: 'h', type: 'account', details: '{}' })).toBeNull();
    expect(savedCardOf({ public_hash: 'h', type: 'card', details: 'not json' })).toBeNull();
    expect(savedCardOf({ public_hash: 'h', type: 'card', details: null })).toBeNull();
  });
});
