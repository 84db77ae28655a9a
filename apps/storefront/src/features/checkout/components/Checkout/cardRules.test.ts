import { describe, expect, it } from 'vitest';
import { emptyCard, parseExpiry, paymentMethodInput, savedCard } from './cardRules';

describe('card rules', () => {
  it('reads MM/YY and MM/YYYY expiry dates', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1230')).toBeNull();
  });

  it('builds Magento-style payment method inputs for a card, a saved card and other methods', () => {
    const card = { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', save: true };
    expect(paymentMethodInput('aurora_cc', card)).toEqual({
      code: 'aurora_cc',
      aurora_cc: {
        card_number: '4111 1111 1111 1111',
        expiration_month: 12,
        expiration_year: 2030,
        cvc: '123',
        is_active_payment_token_enabler: true,
      },
    });
    expect(paymentMethodInput('aurora_cc_vault:abc', emptyCard)).toEqual({
      code: 'aurora_cc_vault',
      aurora_cc_vault: { public_hash: 'abc' },
    });
    expect(paymentMethodInput('checkmo', card)).toEqual({ code: 'checkmo' });
  });

  it('reads a vault token’s details', () => {
    expect(
      savedCard({ public_hash: 'h', details: '{"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}' }),
    ).toEqual({ publicHash: 'h', type: 'VI', last4: '1111', expiry: '12/2030' });
    expect(savedCard({ public_hash: 'h', details: 'x' })).toBeNull();
  });
});
