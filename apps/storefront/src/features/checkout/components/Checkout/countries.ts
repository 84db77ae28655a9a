/**
 * Countries the shop delivers to: the API's CountryCodeEnum (there is no countries query in the
 * API yet). Names come from the browser's Intl in the store's language.
 */
export const SHIPPING_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'IT',
  'LT',
  'LV',
  'NL',
  'NO',
  'PL',
  'SE',
  'US',
] as const;

/** Country a new address starts with in each store view (the international store asks). */
export const STORE_DEFAULT_COUNTRY: Record<string, string> = { de: 'DE', fr: 'FR', au: 'AU', mc: 'LV' };

export function countryOptions(locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return SHIPPING_COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}
