/** Pure rules of the card payment (checkout) and saved cards: method codes, choices, what a card shows. */

export const CARD_METHOD = 'aurora_cc';
export const CARD_VAULT_METHOD = 'aurora_cc_vault';
/** A saved card as a payment choice: `aurora_cc_vault:<public hash>`. */
export const SAVED_CARD_PREFIX = `${CARD_VAULT_METHOD}:`;

export interface SavedCard {
  publicHash: string;
  /** Magento card type code: VI, MC, AE. */
  type: string;
  last4: string;
  expiry: string;
}

/** Reads a vault token's details JSON (`{"type","maskedCC","expirationDate"}`); null when unreadable. */
export function savedCard(token: { public_hash: string; details?: string | null }): SavedCard | null {
  try {
    const d = JSON.parse(token.details ?? '') as {
      type?: unknown;
      maskedCC?: unknown;
      expirationDate?: unknown;
    };
    if (typeof d.maskedCC !== 'string' || typeof d.expirationDate !== 'string') return null;
    return {
      publicHash: token.public_hash,
      type: typeof d.type === 'string' ? d.type : '',
      last4: d.maskedCC,
      expiry: d.expirationDate,
    };
  } catch {
    return null;
  }
}

/** The brand's name for a Magento card type code (brand names are not translated). */
export function cardBrand(type: string): string {
  return ({ VI: 'Visa', MC: 'Mastercard', AE: 'American Express' } as Record<string, string>)[type] ?? type;
}

export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
  save: boolean;
}

export const emptyCard: CardEntry = { number: '', expiry: '', cvc: '', save: false };

/** `MM/YY` or `MM/YYYY` as month and four-digit year; null when not in that form. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The payment method input for a choice: a card as entered, a saved card, or another method's code. */
export function paymentMethodInput(choice: string, card: CardEntry) {
  if (choice.startsWith(SAVED_CARD_PREFIX))
    return {
      code: CARD_VAULT_METHOD,
      aurora_cc_vault: { public_hash: choice.slice(SAVED_CARD_PREFIX.length) },
    };
  if (choice === CARD_METHOD) {
    const expiry = parseExpiry(card.expiry);
    return {
      code: CARD_METHOD,
      aurora_cc: {
        card_number: card.number,
        expiration_month: expiry?.month ?? 0,
        expiration_year: expiry?.year ?? 0,
        cvc: card.cvc,
        is_active_payment_token_enabler: card.save,
      },
    };
  }
  return { code: choice };
}
