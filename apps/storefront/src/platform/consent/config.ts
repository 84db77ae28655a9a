/**
 * Consent settings. Kept out of `platform/config.ts`, which every first download carries: only the
 * consent code (loaded after hydration) reads them.
 */
/**
 * Spec §3 stores `cookie_consent` as a list of numbers and gives two readings of them:
 * `2-3` (the default): 2 advertisement, 3 analytics; `3-4`: analytics consent is category 3 or 4
 * (both written, either read), advertisement still 2. Necessary cookies are 1 in both. Fixed at
 * build time with `VITE_CONSENT_NUMBERING`, so every page of one deployment reads the same list.
 */
export type ConsentNumbering = '2-3' | '3-4';

export function readConsentNumbering(value: string | undefined): ConsentNumbering {
  return value === '3-4' ? '3-4' : '2-3';
}

export const consentConfig: { readonly numbering: ConsentNumbering } = {
  numbering: readConsentNumbering(import.meta.env?.VITE_CONSENT_NUMBERING as string | undefined),
};
