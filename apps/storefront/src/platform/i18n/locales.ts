/** Locales with formatting data (spec §1). Any other locale is an error. */
export const formattingLocales = [
  'en_US',
  'cs_CZ',
  'da_DK',
  'de_DE',
  'es_ES',
  'et_EE',
  'fi_FI',
  'fr_FR',
  'it_IT',
  'lt_LT',
  'lv_LV',
  'nb_NO',
  'nl_NL',
  'pl_PL',
  'ru_RU',
  'sv_FI',
  'sv_SE',
] as const;
export type FormattingLocale = (typeof formattingLocales)[number];

export const defaultLocale = 'en-US';

/** Message catalogues that exist (spec §1), keyed by the file that holds them. */
export const catalogues = ['en_US', 'en_AU', 'de_DE', 'fr', 'lv'] as const;
export type Catalogue = (typeof catalogues)[number];

/**
 * The BCP 47 tag used for number, date and currency formatting of a Magento locale code.
 * Throws the spec's error for locales without formatting data.
 */
export function formattingLocale(locale: string): string {
  // en_AU shares en_US formatting data in the spec's list but keeps its own region for Intl.
  const known = (formattingLocales as readonly string[]).includes(locale) || locale === 'en_AU';
  if (!known) throw new Error(`Unable to locate locale ${locale}`);
  return locale.replace('_', '-');
}

/** The message catalogue for a store locale: exact match, then language, then en_US. */
export function catalogueFor(locale: string): Catalogue {
  if ((catalogues as readonly string[]).includes(locale)) return locale as Catalogue;
  const language = locale.split('_')[0];
  const byLanguage = catalogues.find((c) => c === language || c.startsWith(`${language}_`));
  return byLanguage ?? 'en_US';
}
