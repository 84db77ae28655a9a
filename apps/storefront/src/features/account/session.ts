import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { AccountCustomerDocument } from './__generated__/AccountCustomer';
import { msLeft, readSignIn, SESSION_LIFETIME_SECONDS } from '../../platform/session/marker';
import { writeCustomerGroup, writeSignIn } from '../../platform/session/markerStore';
import { SESSION_ENDPOINT } from '../../platform/session/signOut';
import { useStoreView } from '../../platform/store/store-context';
import { adoptCustomerCart, clearStoredCartId } from '../cart';
import { setNewsletterPopupFlag } from './components/Newsletter/newsletterRules';
import { whileSignInCompletes } from './signedIn';
import { emitShopEvent } from '../../platform/analytics/emit';

/** A refused sign-in, with the API's message (e.g. Magento's neutral lockout text) and its category. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly category?: string,
  ) {
    super(message);
  }
}

interface SessionAnswer {
  lifetime?: number;
  errors?: { message: string; extensions?: { category?: string } }[];
}

/**
 * Signs in through the shop server (the token goes into its HttpOnly cookie, never to this page),
 * then, in order: stores the `signin_token` marker with the lifetime the server gave, fetches the
 * customer group for the `customer-group` header (spec §6), merges the guest cart into the
 * customer's cart, and refreshes what the page shows.
 */
export async function signIn(
  apollo: ApolloClient,
  storeCode: string,
  credentials: { email: string; password: string; pro?: boolean },
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(SESSION_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: storeCode },
    credentials: 'same-origin',
    body: JSON.stringify({
      email: credentials.email.trim(),
      password: credentials.password,
      // `/prologin`: the server signs in approved PRO accounts only.
      ...(credentials.pro ? { pro: true } : {}),
    }),
  });
  const answer = (await response.json().catch(() => ({}))) as SessionAnswer;
  if (!response.ok || typeof answer.lifetime !== 'number') {
    const error = answer.errors?.[0];
    throw new SignInError(error?.message ?? response.statusText, error?.extensions?.category);
  }
  await completeSignIn(apollo, storeCode, answer.lifetime);
  // Spec §7 data layer "login".
  emitShopEvent({ event: 'login', method: credentials.pro ? 'pro' : 'email' });
}

/**
 * What follows the server's sign-in (a password, or a social sign-in's callback): the
 * `signin_token` marker with the session's lifetime, the newsletter pop-up flag, the customer group for the `customer-group`
 * header (spec §6), the guest cart merged into the customer's, and a fresh cache.
 */
export async function completeSignIn(
  apollo: ApolloClient,
  storeCode: string,
  lifetime: number,
): Promise<void> {
  await whileSignInCompletes(async () => {
    writeSignIn(lifetime);
    const { data } = await apollo.query({ query: AccountCustomerDocument, fetchPolicy: 'network-only' });
    const group = data?.customer?.group_id;
    if (typeof group === 'number') writeCustomerGroup(group, Math.min(lifetime, SESSION_LIFETIME_SECONDS));
    await adoptCustomerCart({ apollo, storeCode, isSignedIn: () => true });
    // Guest answers (prices of the guest group, the guest's cart) must not outlive the sign-in.
    await apollo.resetStore().catch(() => undefined);
  });
  // Spec §4: the newsletter pop-up opens once after a sign-in (components/NewsletterPopup) — once
  // the sign-in's own work is done, so its query never races the cart merge or the cache reset.
  setNewsletterPopupFlag();
}

/** The spec §4 sign-out of this store, as a callback (the sign-out code loads when it runs). */
export function useSignOut(): (closeMenus?: () => void) => Promise<void> {
  const apollo = useApolloClient();
  const { code } = useStoreView();
  return useCallback(
    (closeMenus?: () => void) =>
      import('../../platform/session/signOut').then((m) =>
        m.signOut({
          apollo,
          storeCode: code,
          removeCart: () => clearStoredCartId(code),
          ...(closeMenus ? { closeMenus } : {}),
        }),
      ),
    [apollo, code],
  );
}

/** Spec §4: the session timer is checked every second. */
export const SESSION_CHECK_MS = 1000;

/**
 * Whether a check at `now` must sign out: a stored marker whose time + lifetime has passed.
 * No marker (a guest) never signs out.
 */
export function sessionExpired(now: number, marker = readSignIn()): boolean {
  return marker !== null && msLeft(marker, now) <= 0;
}

/**
 * Spec §4 session: a timer derived from the stored time and lifetime, checked every second, signs
 * out and reloads at expiry. Sign-out stops it.
 */
export function useSessionTimer(signOut: () => Promise<void>): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!sessionExpired(Date.now())) return;
      window.clearInterval(timer);
      void signOut();
    }, SESSION_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [signOut]);
}
