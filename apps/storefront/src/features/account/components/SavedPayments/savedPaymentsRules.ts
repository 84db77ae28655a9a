/**
 * Pure rules of Saved payments (spec §2 /saved-payments): what a vault token's details JSON says
 * (Magento's `{"type","maskedCC","expirationDate"}`). The checkout reads the same JSON for its
 * saved-card choices (features do not share internals).
 */
export interface SavedCard {
  publicHash: string;
  brand: string;
  last4: string;
  expiry: string;
}

const BRANDS: Record<string, string> = { VI: 'Visa', MC: 'Mastercard', AE: 'American Express' };

/** A card token as shown; null for another token type or unreadable details. */
export function savedCardOf(token: {
  public_hash: string;
  details?: string | null;
  type: string;
}): SavedCard | null {
  if (token.type !== 'card') return null;
  try {
    const d = JSON.parse(token.details ?? '') as {
      type?: unknown;
      maskedCC?: unknown;
      expirationDate?: unknown;
    };
    if (typeof d.maskedCC !== 'string' || typeof d.expirationDate !== 'string') return null;
    const type = typeof d.type === 'string' ? d.type : '';
    return {
      publicHash: token.public_hash,
      brand: BRANDS[type] ?? type,
      last4: d.maskedCC,
      expiry: d.expirationDate,
    };
  } catch {
    return null;
  }
}
