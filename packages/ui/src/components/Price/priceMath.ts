/** Magento locales use `en_US`; Intl wants `en-US`. */
export function toBcp47(locale: string): string {
  return locale.replace(/_/g, '-');
}

/** Formats an amount in a currency with `Intl.NumberFormat` (e.g. 24, EUR, en-US → "€24.00"). */
export function formatPrice(value: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(toBcp47(locale), { style: 'currency', currency }).format(value);
}
