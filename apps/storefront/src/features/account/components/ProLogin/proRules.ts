import { defaultMaxLength, maxLength, phone, required, validate, type ValidationRule } from '@shop/ui';

/** Spec §1 occupations and business types that can apply for a PRO account (the API's `ProOccupation`). */
export const proOccupations = [
  'BEAUTICIAN',
  'MAKEUP_ARTIST',
  'SHOP',
  'HOTEL',
  'CAFE',
  'BAR',
  'RESTAURANT',
  'INFLUENCER',
] as const;
export type ProOccupationValue = (typeof proOccupations)[number];

/** A web or social link holds more than a name field (the API's limit). */
export const WEBSITE_MAX = 255;

/**
 * The link as the API stores it: `https://` in front of a bare `instagram.com/name`, and only
 * http(s) addresses with a dotted host name. Null when it is not a link.
 */
export function normaliseWebsite(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(v) ? v : `https://${v}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

export interface ProRuleTexts {
  required: string;
  maxLength: string;
  phone: string;
  website: string;
}

export type ProField = 'telephone' | 'business_name' | 'website';

/**
 * Spec §3/§5 rules of the PRO registration's own fields (names, e-mail and password use the
 * account rules): the phone is required and in the spec's format; business name and link are
 * optional, the name at most 65 characters, the link a web address.
 */
export function proRules(texts: ProRuleTexts): Record<ProField, ValidationRule[]> {
  const max = maxLength(defaultMaxLength, { message: texts.maxLength });
  return {
    telephone: [required({ message: texts.required }), max, phone({ message: texts.phone })],
    business_name: [max],
    website: [
      maxLength(WEBSITE_MAX, { message: texts.maxLength }),
      (value) => (value.trim() === '' || normaliseWebsite(value) ? null : texts.website),
    ],
  };
}

/** The first message of each PRO field that breaks a rule. */
export function proErrors(
  values: Record<ProField, string>,
  rules: Record<ProField, ValidationRule[]>,
): Partial<Record<ProField, string>> {
  const errors: Partial<Record<ProField, string>> = {};
  for (const field of Object.keys(values) as ProField[]) {
    const message = validate(values[field], rules[field], { values });
    if (message) errors[field] = message;
  }
  return errors;
}
