/** Spec §5: the old (regular) price is shown only when it is larger than the final price. */
export function hasOldPrice(
  finalValue: number,
  regularValue: number | null | undefined,
): regularValue is number {
  return typeof regularValue === 'number' && Number.isFinite(regularValue) && regularValue > finalValue;
}

/** Spec §9: discount percent = 100 × (1 − final / regular), rounded; 0 when there is no discount. */
export function discountPercent(finalValue: number, regularValue: number | null | undefined): number {
  if (!hasOldPrice(finalValue, regularValue) || regularValue <= 0) return 0;
  return Math.round(100 * (1 - finalValue / regularValue));
}

/** Magento locales use `en_US`; Intl wants `en-US`. */
export function toBcp47(locale: string): string {
  return locale.replace(/_/g, '-');
}

/** Formats an amount in a currency with `Intl.NumberFormat` (e.g. 24, EUR, en-US → "€24.00"). */
export function formatPrice(value: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(toBcp47(locale), { style: 'currency', currency }).format(value);
}
