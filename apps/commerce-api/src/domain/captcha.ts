import type { StoreView } from './store.js';
import { inputError } from './errors.js';

/** Magento's reCAPTCHA failure text (Magento_ReCaptchaWebapiGraphQl). */
export const CAPTCHA_FAILED = 'ReCaptcha validation failed, please try again';
/** The header Magento's GraphQL reCAPTCHA reads the token from. */
export const CAPTCHA_HEADER = 'x-recaptcha';

export interface CaptchaSettings {
  /** Server-side verification secret; without one no token can be verified. */
  secret: string | undefined;
  /** reCAPTCHA v3 siteverify-compatible endpoint. */
  verifyUrl: string;
  /** Lowest v3 score accepted (0.0 bot … 1.0 human). */
  minScore: number;
  timeoutMs: number;
}

/** Read at call time so an operator (or a test) can switch verification on without a restart. */
export function captchaSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CaptchaSettings {
  const score = Number.parseFloat(env.CAPTCHA_MIN_SCORE ?? '');
  return {
    secret: env.CAPTCHA_SECRET?.trim() || undefined,
    verifyUrl: env.CAPTCHA_VERIFY_URL?.trim() || 'https://www.google.com/recaptcha/api/siteverify',
    minScore: Number.isFinite(score) ? score : 0.5,
    timeoutMs: 5000,
  };
}

/**
 * The rule: a token is required only when the store view shows a captcha (`captcha_key` set) AND
 * the server holds a secret to verify it with. Otherwise the form works without one — an unverifiable
 * token is never treated as proof of anything, and the header is ignored.
 */
export function captchaRequired(store: StoreView, settings: CaptchaSettings): boolean {
  const key = store.config.captcha_key;
  return typeof key === 'string' && key.trim() !== '' && settings.secret !== undefined;
}

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * Verifies a reCAPTCHA v3 token for `action` with the configured endpoint. Any failure — empty token
 * (the storefront sends one when the widget failed to load), network error, rejection, wrong action,
 * low score — throws Magento's error.
 */
export async function assertCaptcha(
  store: StoreView,
  headers: Headers,
  action: string,
  settings: CaptchaSettings = captchaSettingsFromEnv(),
): Promise<void> {
  if (!captchaRequired(store, settings)) return;
  const token = headers.get(CAPTCHA_HEADER)?.trim() ?? '';
  if (token === '' || token.length > 4096) throw inputError(CAPTCHA_FAILED);
  let answer: SiteVerifyAnswer;
  try {
    const res = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret!, response: token }).toString(),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    answer = (await res.json()) as SiteVerifyAnswer;
  } catch {
    throw inputError(CAPTCHA_FAILED);
  }
  const passed =
    answer.success === true &&
    (answer.action === undefined || answer.action === action) &&
    (answer.score === undefined || answer.score >= settings.minScore);
  if (!passed) throw inputError(CAPTCHA_FAILED);
}

/** The forms whose mutations verify a token (Magento's ReCaptchaFormEnum): the newsletter sign-up only. */
export const CAPTCHA_FORMS = ['NEWSLETTER'] as const;

/**
 * Magento's `recaptchaV3Config` as this shop enforces it: enabled only when `captchaRequired` holds,
 * and then for the forms that check a token. The storefront loads Google's script with the site key
 * alone, so the badge, theme and language are Google's defaults (bottom right, light, the browser's).
 */
export function recaptchaV3Config(store: StoreView, settings: CaptchaSettings = captchaSettingsFromEnv()) {
  const enabled = captchaRequired(store, settings);
  const key = store.config.captcha_key;
  return {
    is_enabled: enabled,
    website_key: typeof key === 'string' ? key.trim() : '',
    minimum_score: settings.minScore,
    badge_position: 'bottomright',
    theme: 'light',
    language_code: null,
    failure_message: CAPTCHA_FAILED,
    forms: enabled ? [...CAPTCHA_FORMS] : [],
  };
}
