import type { AnalyticsEvent } from '../../../platform/analytics';
import { readCookie, setCookie, type CookieJar } from '../../../platform/cookies';

/**
 * Spec §7 "an email-marketing tool (abandoned-checkout restore link /cart/restore/{cartId}; store
 * cookie 30 days, path /, SameSite Lax)"; §9 "Email tool cookie 30 days". A shopper who follows
 * one of the tool's e-mails arrives with its contact id in the address; the shop keeps it in the
 * tool's cookie (through the spec §5 cookie helper) so that a checkout started later names the
 * contact, and tells the tool of that checkout with the link that brings the bag back
 * (`/cart/restore/{cartId}`, the shop's route, which makes that bag the browser's). Only with
 * advertising consent (spec §6); the tool's script loads from a configured URL, never before an
 * event needs it.
 */
export const EMAIL_TOOL_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export interface EmailToolConfig {
  /** The tool's cookie, and the query parameter its e-mail links carry the contact id in. */
  cookie: string;
  param: string;
  /** The tool's browser script; empty: no script, nothing sent. */
  scriptUrl: string;
}

/** Build-time settings (`VITE_EMAIL_TOOL_COOKIE`, `VITE_EMAIL_TOOL_PARAM`, `VITE_EMAIL_TOOL_SCRIPT_URL`). */
export const emailToolConfig: EmailToolConfig = {
  cookie: (import.meta.env?.VITE_EMAIL_TOOL_COOKIE as string | undefined) || 'email_tool_contact',
  param: (import.meta.env?.VITE_EMAIL_TOOL_PARAM as string | undefined) || 'email_tool_contact',
  scriptUrl: (import.meta.env?.VITE_EMAIL_TOOL_SCRIPT_URL as string | undefined) || '',
};

/** The contact id of an e-mail link: letters, digits, `_`, `-` and `.`, at most 128. */
export function contactFromLanding(search: string, param: string): string | null {
  const value = new URLSearchParams(search).get(param)?.trim() ?? '';
  return /^[A-Za-z0-9_.-]{1,128}$/.test(value) ? value : null;
}

/** Keeps the contact id in the tool's cookie: 30 days, path /, SameSite Lax (spec §7). */
export function keepContact(jar: CookieJar, name: string, contactId: string, secure: boolean): void {
  setCookie(jar, name, contactId, { maxAge: EMAIL_TOOL_COOKIE_MAX_AGE, path: '/', sameSite: 'lax', secure });
}

/** Removes the tool's cookie (consent withdrawn). */
export function forgetContact(jar: CookieJar, name: string, secure: boolean): void {
  if (readCookie(jar, name) === null) return;
  setCookie(jar, name, 'x', { maxAge: 0, path: '/', sameSite: 'lax', secure });
}

/** Spec §7: the abandoned-checkout link, `/cart/restore/{cartId}` on the shop (store prefix included). */
export function cartRestoreUrl(origin: string, storeHref: (path: string) => string, cartId: string): string {
  return new URL(storeHref(`/cart/restore/${encodeURIComponent(cartId)}`), origin).href;
}

/** What the tool's script reads: a queue of calls on `window`, as such tools' snippets keep. */
export type EmailToolCall = ['track', 'started_checkout', StartedCheckout];
export interface StartedCheckout {
  contactId: string | null;
  cartId: string;
  abandonedCheckoutURL: string;
  value: number;
  currency: string;
  items: { sku: string; name: string; price: number; quantity: number }[];
}

export interface EmailToolDeps {
  allowed: () => boolean;
  cartId: () => string | null;
  contactId: () => string | null;
  restoreUrl: (cartId: string) => string;
  send: (call: EmailToolCall) => void;
}

/** The subscriber: a begin_checkout (after the blacklist) tells the tool with the restore link. */
export function emailToolListener(deps: EmailToolDeps) {
  return (event: AnalyticsEvent) => {
    if (event.event !== 'begin_checkout' || !deps.allowed()) return;
    const cartId = deps.cartId();
    if (!cartId) return;
    try {
      deps.send([
        'track',
        'started_checkout',
        {
          contactId: deps.contactId(),
          cartId,
          abandonedCheckoutURL: deps.restoreUrl(cartId),
          value: event.ecommerce.value,
          currency: event.ecommerce.currency,
          items: event.ecommerce.items.map((i) => ({
            sku: i.item_id,
            name: i.item_name,
            price: i.price,
            quantity: i.quantity,
          })),
        },
      ]);
    } catch {
      // Spec §8: tracking errors are swallowed.
    }
  };
}

/** Queues a call for the tool's script, loading it (once) from `scriptUrl`. */
export function emailToolScript(
  host: Window & { emailToolQueue?: EmailToolCall[] },
  scriptUrl: string,
): (call: EmailToolCall) => void {
  return (call) => {
    if (!scriptUrl) return;
    if (!host.emailToolQueue) {
      host.emailToolQueue = [];
      const script = host.document.createElement('script');
      script.async = true;
      script.src = scriptUrl;
      script.dataset.tracking = 'email-tool';
      host.document.head.append(script);
    }
    host.emailToolQueue.push(call);
  };
}
