/**
 * reCAPTCHA v3 for the protected forms (spec §7: `subscribeEmailToNewsletter` "with a captcha header
 * from action subscribe_newsletter"; every form that sends that mutation: the newsletter block and
 * the checkout's opt-in). A lazy module: a protected form imports it on the shopper's first
 * interaction (`onFirstInteraction`), which asks the API for the store's site key (`captcha_key`)
 * and loads the provider's script from `CAPTCHA_SCRIPT_URL`. Spec §4: "Captcha token is empty on
 * failure" — no key, a script that fails or times out, or an `execute` that rejects all give ''; the
 * header then goes out empty and the API, which verifies tokens, decides.
 *
 * Consent (spec §6): the captcha is no tracking pixel; it protects a form and needs no consent.
 */
import type { ApolloClient } from '@apollo/client';
import { CaptchaConfigDocument } from './__generated__/CaptchaConfig';

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

/**
 * The provider's script: build-time `VITE_CAPTCHA_SCRIPT_URL` (default Google's reCAPTCHA v3
 * `api.js`); the site key is added as `render`.
 */
export const CAPTCHA_SCRIPT_URL =
  (import.meta.env?.VITE_CAPTCHA_SCRIPT_URL as string | undefined) ||
  'https://www.google.com/recaptcha/api.js';

/** The header Magento's GraphQL reCAPTCHA reads the token from. */
export const CAPTCHA_HEADER = 'X-ReCaptcha';

const LOAD_TIMEOUT_MS = 8000;

interface Loaded {
  siteKey: string;
  grecaptcha: ReCaptcha;
}

let preparing: Promise<Loaded | null> | undefined;

export function captchaScriptUrl(siteKey: string, base: string = CAPTCHA_SCRIPT_URL): string {
  const url = new URL(base, location.href);
  url.searchParams.set('render', siteKey);
  return url.href;
}

function loadScript(siteKey: string): Promise<ReCaptcha> {
  return new Promise<ReCaptcha>((resolve, reject) => {
    const fail = () => reject(new Error('reCAPTCHA did not load'));
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    const script = document.createElement('script');
    script.src = captchaScriptUrl(siteKey);
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.grecaptcha) resolve(window.grecaptcha);
      else fail();
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      fail();
    };
    document.head.appendChild(script);
  });
}

/**
 * Fetches the site key and loads the script, once per page (a failure lets a later submit try
 * again). Resolves null when the store has no key or the captcha could not load.
 */
export function prepareCaptcha(apollo: ApolloClient): Promise<Loaded | null> {
  preparing ??= (async () => {
    const { data } = await apollo.query({ query: CaptchaConfigDocument });
    const siteKey = data?.storeConfig?.captcha_key?.trim();
    if (!siteKey) return null;
    return { siteKey, grecaptcha: await loadScript(siteKey) };
  })().catch(() => {
    preparing = undefined;
    return null;
  });
  return preparing;
}

/** A token for `action`, or '' when there is no site key or the captcha failed (spec §4). */
export async function captchaToken(apollo: ApolloClient, action: string): Promise<string> {
  const loaded = await prepareCaptcha(apollo);
  if (!loaded) return '';
  const { grecaptcha, siteKey } = loaded;
  return new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve(''), LOAD_TIMEOUT_MS);
    const done = (token: unknown) => {
      clearTimeout(timer);
      resolve(typeof token === 'string' ? token : '');
    };
    try {
      grecaptcha.ready(() => {
        grecaptcha.execute(siteKey, { action }).then(done, () => done(''));
      });
    } catch {
      done('');
    }
  });
}

/** For unit tests: forget the loaded script. */
export function resetCaptchaForTests(): void {
  preparing = undefined;
}
