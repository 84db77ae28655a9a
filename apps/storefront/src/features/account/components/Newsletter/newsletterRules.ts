/** Pure rules of the newsletter screen (spec §2 /newsletter, §3 Newsletter status, §5 agreement). */

export const newsletterStatuses = ['NOT_ACTIVE', 'SUBSCRIBED', 'UNCONFIRMED', 'UNSUBSCRIBED'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** The text that describes a status to the customer. */
export function statusMessageId(status: NewsletterStatus): string {
  return {
    NOT_ACTIVE: 'account.newsletterPage.status.notActive',
    SUBSCRIBED: 'account.newsletterPage.status.subscribed',
    UNCONFIRMED: 'account.newsletterPage.status.unconfirmed',
    UNSUBSCRIBED: 'account.newsletterPage.status.unsubscribed',
  }[status];
}

/** What the screen offers: subscribing (with the terms agreement) or unsubscribing. */
export function newsletterAction(status: NewsletterStatus): 'subscribe' | 'unsubscribe' {
  return status === 'SUBSCRIBED' || status === 'UNCONFIRMED' ? 'unsubscribe' : 'subscribe';
}

/** The confirmation link's parameters (`/newsletter?subscriber=ID&code=CODE`), or null when absent or malformed. */
export function confirmationParams(params: URLSearchParams): { subscriberId: number; code: string } | null {
  const id = params.get('subscriber');
  const code = params.get('code');
  if (!id || !code || !/^\d{1,9}$/.test(id) || !/^[\w-]{16,128}$/.test(code)) return null;
  return { subscriberId: Number(id), code };
}

/** Spec §4 newsletter pop-up flag: set at sign-in, cleared once the pop-up was shown. */
export const NEWSLETTER_POPUP_KEY = 'newsletter_popup';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const localStore = (): FlagStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (privacy settings): no pop-up, nothing breaks
  }
};

/** Told on this page when the flag is set (the account menu is already on screen by then). */
export const NEWSLETTER_POPUP_EVENT = 'shop:newsletter-popup';

/** Sets the flag (every sign-in: password, PRO, social) and tells this page. */
export function setNewsletterPopupFlag(storage = localStore()): void {
  try {
    storage?.setItem(NEWSLETTER_POPUP_KEY, '1');
  } catch {
    return; // a full or refused storage only means no pop-up
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(NEWSLETTER_POPUP_EVENT));
}

/** Whether the pop-up is due: the flag set at sign-in is in storage. */
export function newsletterPopupFlagged(storage = localStore()): boolean {
  try {
    return storage ? storage.getItem(NEWSLETTER_POPUP_KEY) !== null : false;
  } catch {
    return false;
  }
}

/** Clears the flag: the pop-up has been shown (or is not needed), it does not come again. */
export function clearNewsletterPopupFlag(storage = localStore()): void {
  try {
    storage?.removeItem(NEWSLETTER_POPUP_KEY);
  } catch {
    // nothing to clear
  }
}

/** The pop-up offers subscribing; a customer who is subscribed or waiting to confirm is not asked. */
export function newsletterPopupOffered(status: NewsletterStatus): boolean {
  return newsletterAction(status) === 'subscribe';
}
