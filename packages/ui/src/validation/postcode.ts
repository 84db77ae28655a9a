/**
 * Postcode formats of the spec's countries (store views and switcher flags): a pattern to check
 * and an example to show as the format hint. Codes are ISO 3166-1 alpha-2; `UK` is read as `GB`
 * because the shop's store code for Great Britain is `uk`.
 */
export interface PostcodeFormat {
  /** Whole-value pattern, tested against the trimmed, upper-cased input. */
  pattern: RegExp;
  /** A valid example, shown to the customer as the expected format. */
  example: string;
}

export const postcodeFormats = {
  AU: { pattern: /^\d{4}$/, example: '2000' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  DE: { pattern: /^\d{5}$/, example: '12345' },
  DK: { pattern: /^(DK-?)?\d{4}$/, example: '1050' },
  EE: { pattern: /^\d{5}$/, example: '10111' },
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28001' },
  FI: { pattern: /^\d{5}$/, example: '00100' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  GB: {
    pattern:
      /^(GIR ?0AA|[A-PR-UWYZ](\d[A-HJKPSTUW]?|\d{2}|[A-HK-Y]\d[ABEHMNPRVWXY]?|[A-HK-Y]\d{2}) ?\d[ABD-HJLNP-UW-Z]{2})$/,
    example: 'SW1A 1AA',
  },
  IT: { pattern: /^\d{5}$/, example: '00118' },
  LT: { pattern: /^(LT-?)?\d{5}$/, example: 'LT-01100' },
  LV: { pattern: /^(LV-?)?\d{4}$/, example: 'LV-1010' },
  MC: { pattern: /^980\d{2}$/, example: '98000' },
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/, example: '1011 AB' },
  NO: { pattern: /^\d{4}$/, example: '0150' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '114 55' },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '12345 / 12345-6789' },
} as const satisfies Record<string, PostcodeFormat>;

export type PostcodeCountry = keyof typeof postcodeFormats;

/** Anything that looks like a postcode, for countries without an entry above. */
const genericPostcode = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

function normaliseCountry(country: string | undefined): string | undefined {
  const code = country?.trim().toUpperCase();
  return code === 'UK' ? 'GB' : code || undefined;
}

/** The format of a country's postcodes, or undefined when the shop has none on file. */
export function postcodeFormat(country: string | undefined): PostcodeFormat | undefined {
  const code = normaliseCountry(country);
  return code && code in postcodeFormats ? postcodeFormats[code as PostcodeCountry] : undefined;
}

/** The example shown as the format hint, e.g. `LV-1010` for Latvia. */
export function postcodeHint(country: string | undefined): string | undefined {
  return postcodeFormat(country)?.example;
}

/** Whether `value` is a valid postcode for `country` (generic check for unknown countries). */
export function isValidPostcode(value: string, country: string | undefined): boolean {
  const input = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!input) return false;
  return (postcodeFormat(country)?.pattern ?? genericPostcode).test(input);
}
