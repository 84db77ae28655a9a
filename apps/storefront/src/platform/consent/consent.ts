import type { ConsentNumbering } from './config';
import { readCookie, setCookie, type CookieJar } from '../cookies';

/**
 * The shopper's cookie consent (spec §1 cookie banner, §3 `cookie_consent`, §6: "Analytics consent
 * gates tracking pixels; advertising consent gates advertising ones"). Read in the browser only:
 * the server never renders anything that depends on it, so guest pages stay shareable in a cache.
 */
export interface Consent {
  analytics: boolean;
  advertising: boolean;
}

export const CONSENT_COOKIE = 'cookie_consent';
/** How long a choice is kept before the banner asks again (the spec names no lifetime). */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

const NECESSARY = 1;
const ADVERTISING = 2;
const ANALYTICS: Record<ConsentNumbering, readonly number[]> = { '2-3': [3], '3-4': [3, 4] };

/** The list of category numbers stored for a choice (spec §3), necessary always included. */
export function consentCategories(consent: Consent, numbering: ConsentNumbering): number[] {
  const list = [NECESSARY];
  if (consent.advertising) list.push(ADVERTISING);
  if (consent.analytics) list.push(...ANALYTICS[numbering]);
  return list;
}

/** The choice a stored list of category numbers means. */
export function consentFromCategories(list: readonly number[], numbering: ConsentNumbering): Consent {
  return {
    advertising: list.includes(ADVERTISING),
    analytics: ANALYTICS[numbering].some((n) => list.includes(n)),
  };
}

/** Cookie value: the JSON list, URI-encoded (`[1,2,3]` → `%5B1%2C2%2C3%5D`). */
export function encodeConsent(consent: Consent, numbering: ConsentNumbering): string {
  return encodeURIComponent(JSON.stringify(consentCategories(consent, numbering)));
}

/** The stored cookie value read back; null when nothing (or nothing readable) is stored. */
export function decodeConsent(raw: string | null, numbering: ConsentNumbering): Consent | null {
  if (!raw) return null;
  let list: unknown;
  try {
    list = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!Array.isArray(list) || !list.every((n) => typeof n === 'number')) return null;
  return consentFromCategories(list as number[], numbering);
}

export type ConsentListener = (consent: Consent | null) => void;

export interface ConsentStore {
  /** The stored choice, or null before the shopper has chosen. */
  get(): Consent | null;
  /** Stores a choice and tells every listener. */
  set(consent: Consent): void;
  subscribe(listener: ConsentListener): () => void;
}

export function createConsentStore(
  jar: CookieJar,
  numbering: ConsentNumbering,
  secure: boolean,
): ConsentStore {
  const listeners = new Set<ConsentListener>();
  // What was read is kept until the running script is done (a microtask): the tracking's effects
  // ask a dozen times in the task after hydration, and each read of `document.cookie` is a
  // synchronous request to the browser (0.1–3 ms each, issue 18). A later task reads again, so a
  // choice made in another tab or by the server still counts.
  let kept: { consent: Consent | null } | null = null;
  const get = () => {
    if (!kept) {
      kept = { consent: decodeConsent(readCookie(jar, CONSENT_COOKIE), numbering) };
      queueMicrotask(() => (kept = null));
    }
    return kept.consent;
  };
  return {
    get,
    set(consent) {
      setCookie(jar, CONSENT_COOKIE, encodeConsent(consent, numbering), {
        maxAge: CONSENT_MAX_AGE,
        sameSite: 'lax',
        secure,
      });
      kept = null;
      const now = get();
      for (const listener of [...listeners]) {
        try {
          listener(now);
        } catch {
          // Spec §8: tracking errors are swallowed.
        }
      }
    },
    subscribe(listener) {
      const entry: ConsentListener = (c) => listener(c);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
  };
}
