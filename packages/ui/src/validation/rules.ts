import { defaultMaxLength, searchTermMinLength, validationMessages as m } from './messages';
import { isValidPostcode, postcodeHint } from './postcode';

/**
 * What a rule may look at besides the value: the other values of the form (for "must match" and
 * "must differ") and the country chosen in it (for postcodes).
 */
export interface ValidationContext {
  values?: Readonly<Record<string, string | undefined>>;
  country?: string;
}

/** A rule returns its message when the value breaks it, otherwise null. */
export type ValidationRule = (value: string, context: ValidationContext) => string | null;

export interface RuleOptions {
  /** Replaces the spec's default message (e.g. a translation). */
  message?: string;
}

const isEmpty = (value: string) => value.trim() === '';

/** Non-empty after trimming. Every other rule lets an empty value pass, so this one decides. */
export function required({ message = m.required }: RuleOptions = {}): ValidationRule {
  return (value) => (isEmpty(value) ? message : null);
}

const emailPattern =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export function email({ message = m.email }: RuleOptions = {}): ValidationRule {
  return (value) => (isEmpty(value) || isValidEmail(value) ? null : message);
}

/** Digits with an optional leading +, spaces, dashes, dots and brackets; 7 to 15 digits (E.164). */
export function isValidPhone(value: string): boolean {
  const input = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(input)) return false;
  const digits = input.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export function phone({ message = m.phone }: RuleOptions = {}): ValidationRule {
  return (value) => (isEmpty(value) || isValidPhone(value) ? null : message);
}

/** Length in characters as the customer sees them (an emoji is one), as the counter shows it. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** Counts the trimmed value: surrounding spaces do not make a value long enough. */
export function minLength(min: number, { message = m.minLength }: RuleOptions = {}): ValidationRule {
  return (value) => (isEmpty(value) || characterCount(value.trim()) >= min ? null : message);
}

export const maxLengthMessageStyles = ['long', 'short'] as const;
export type MaxLengthMessageStyle = (typeof maxLengthMessageStyles)[number];

export interface MaxLengthOptions extends RuleOptions {
  /**
   * The spec gives two texts: `long` (default) "This field can’t contain more than 65 characters",
   * `short` "Must have less characters".
   */
  messageStyle?: MaxLengthMessageStyle;
}

export function maxLengthMessage(max: number, style: MaxLengthMessageStyle = 'long'): string {
  return style === 'short' ? m.maxLengthShort : m.maxLength.replace('{max}', String(max));
}

export function maxLength(
  max: number = defaultMaxLength,
  { message, messageStyle = 'long' }: MaxLengthOptions = {},
): ValidationRule {
  const text = message ?? maxLengthMessage(max, messageStyle);
  return (value) => (characterCount(value) <= max ? null : text);
}

/** ISO 3166-1 alpha-2 codes, officially assigned. */
const countryCodes = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
    'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
    'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
    'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
    'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
    'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
    'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

/** A two-letter ISO 3166-1 code, any case. */
export function isValidCountryCode(value: string): boolean {
  return countryCodes.has(value.trim().toUpperCase());
}

export function countryCode({ message = m.countryCode }: RuleOptions = {}): ValidationRule {
  return (value) => (isEmpty(value) || isValidCountryCode(value) ? null : message);
}

export interface PostcodeOptions extends RuleOptions {
  /** The country to check against; defaults to `context.country`. */
  country?: string;
  /** Append the country's format, e.g. "Invalid zip code (e.g. LV-1010)". Default true. */
  withHint?: boolean;
}

export function postcodeMessage(country: string | undefined, message: string = m.postcode): string {
  const hint = postcodeHint(country);
  return hint ? `${message} (e.g. ${hint})` : message;
}

export function postcode({
  message = m.postcode,
  country,
  withHint = true,
}: PostcodeOptions = {}): ValidationRule {
  return (value, context) => {
    const code = country ?? context.country;
    if (isEmpty(value) || isValidPostcode(value, code)) return null;
    return withHint ? postcodeMessage(code, message) : message;
  };
}

/** Equal to another field of the form, e.g. the password repeat. */
export function mustMatch(field: string, { message = m.mustMatch }: RuleOptions = {}): ValidationRule {
  return (value, context) => (isEmpty(value) || value === (context.values?.[field] ?? '') ? null : message);
}

/** Not equal to another field, e.g. a new password against the current one. */
export function mustDiffer(field: string, { message = m.mustDiffer }: RuleOptions = {}): ValidationRule {
  return (value, context) => (isEmpty(value) || value !== context.values?.[field] ? null : message);
}

/** A letter from another script (Cyrillic, Greek, CJK …); Latin letters with diacritics pass. */
const nonLatinLetter = /(?=\p{L})\P{Script=Latin}/u;

export function isLatinOnly(value: string): boolean {
  return !nonLatinLetter.test(value);
}

export function latinOnly({ message = m.latinOnly }: RuleOptions = {}): ValidationRule {
  return (value) => (isLatinOnly(value) ? null : message);
}

/** Which of the four classes a password uses: lowercase, uppercase, digits, special characters. */
export function passwordClasses(value: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}\s]/u].filter((re) => re.test(value)).length;
}

export function password({ message = m.password }: RuleOptions = {}): ValidationRule {
  return (value) => (isEmpty(value) || passwordClasses(value) >= 3 ? null : message);
}

/** Spec §4/§5: a search runs on 2 characters or more; fewer is the invalid-length state. */
export function searchTerm({ message = m.searchTerm }: RuleOptions = {}): ValidationRule {
  return (value) => (characterCount(value.trim()) >= searchTermMinLength ? null : message);
}
