/**
 * Spec §3 client-stored key `savedPromoCode`: a promo code kept for the cart (e.g. from a promo
 * link). Spec §7: the coupon call takes it and removes it on success.
 */
export const SAVED_PROMO_CODE_KEY = 'savedPromoCode';

type PromoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): PromoStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked
  }
};

export function readSavedPromoCode(storage: PromoStorage | null = browserStorage()): string | null {
  try {
    const code = storage?.getItem(SAVED_PROMO_CODE_KEY)?.trim();
    return code ? code : null;
  } catch {
    return null;
  }
}

export function savePromoCode(code: string, storage: PromoStorage | null = browserStorage()): void {
  try {
    if (code.trim()) storage?.setItem(SAVED_PROMO_CODE_KEY, code.trim());
  } catch {
    // Nothing to keep it in: the shopper can still type the code in the cart.
  }
}

export function clearSavedPromoCode(storage: PromoStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(SAVED_PROMO_CODE_KEY);
  } catch {
    // Nothing stored that could be read back either.
  }
}
