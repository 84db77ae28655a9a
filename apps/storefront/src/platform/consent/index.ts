import { consentConfig } from './config';
import { createConsentStore, type ConsentStore } from './consent';

export {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentCategories,
  consentFromCategories,
  createConsentStore,
  decodeConsent,
  encodeConsent,
} from './consent';
export type { Consent, ConsentListener, ConsentStore } from './consent';
export { consentConfig, readConsentNumbering } from './config';
export type { ConsentNumbering } from './config';

let browserStore: ConsentStore | null = null;

/** The browser's consent (the `cookie_consent` cookie). Browser only: never call it while rendering. */
export function consentStore(): ConsentStore {
  browserStore ??= createConsentStore(document, consentConfig.numbering, location.protocol === 'https:');
  return browserStore;
}
