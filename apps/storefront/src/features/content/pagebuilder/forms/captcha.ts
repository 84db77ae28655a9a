/**
 * reCAPTCHA v3 tokens for protected forms (spec §7: the newsletter sends a captcha header from
 * the action `subscribe_newsletter`). The script loads only when a form is sent and the store
 * has a site key; when it cannot load (blocked, offline) the header goes out empty and the
 * server decides (it asks for a token only when it can verify one).
 */
interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

const LOAD_TIMEOUT_MS = 8000;
let loading: Promise<ReCaptcha> | undefined;

function loadScript(siteKey: string): Promise<ReCaptcha> {
  loading ??= new Promise<ReCaptcha>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA did not load')), LOAD_TIMEOUT_MS);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined; // a later submit may try again
    throw error;
  });
  return loading;
}

/** A token for `action`, or '' when the store has no site key or the captcha could not load. */
export async function captchaToken(siteKey: string | null | undefined, action: string): Promise<string> {
  if (!siteKey || typeof document === 'undefined') return '';
  try {
    const grecaptcha = await loadScript(siteKey);
    return await new Promise<string>((resolve) => {
      grecaptcha.ready(() => {
        grecaptcha.execute(siteKey, { action }).then(resolve, () => resolve(''));
      });
    });
  } catch {
    return '';
  }
}
