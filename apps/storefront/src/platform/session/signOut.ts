import type { ApolloClient } from '@apollo/client';
import { clearCustomerGroup, clearSignIn } from './markerStore';

/** The shop server's sign-in endpoint (server/session.ts): POST signs in, DELETE signs out. */
export const SESSION_ENDPOINT = '/customer/session';

/** The spec §4 sign-out steps, in the order they run. */
export interface SignOutSteps {
  closeMenus: () => void;
  /** Revokes the token; a failure (expired token, network) is ignored. */
  revoke: () => Promise<unknown>;
  clearToken: () => void;
  clearUser: () => void;
  /** Cart, gift card, shipping and customer data in the client cache. */
  clearCache: () => void | Promise<unknown>;
  removeCart: () => void;
  reload: () => void;
}

/**
 * Spec §4 sign-out: close menus, revoke the token (failure ignored), clear token, user state, cart
 * and customer cache data, remove the cart, then reload.
 */
export async function runSignOut(steps: SignOutSteps): Promise<void> {
  steps.closeMenus();
  try {
    await steps.revoke();
  } catch {
    // Spec §4: failure ignored — the cookie is cleared by the server either way or expires.
  }
  steps.clearToken();
  steps.clearUser();
  await steps.clearCache();
  steps.removeCart();
  steps.reload();
}

/** Root fields holding a customer's data; evicting them (and collecting) forgets cart and customer. */
const CUSTOMER_FIELDS = ['customer', 'customerCart', 'cart'] as const;

export interface SignOutOptions {
  apollo: ApolloClient;
  storeCode: string;
  /** Removes the store's stored cart id (the cart feature owns it). */
  removeCart: () => void;
  closeMenus?: () => void;
}

let running: Promise<void> | null = null;

/**
 * Signs the customer out (used by the account menu, the session timer and the cart's invalid-cart
 * recovery). Calls while one runs share it, so a timer tick and a cart error never sign out twice.
 */
export function signOut(options: SignOutOptions): Promise<void> {
  running ??= runSignOut({
    closeMenus: options.closeMenus ?? (() => undefined),
    revoke: () =>
      fetch(SESSION_ENDPOINT, {
        method: 'DELETE',
        headers: { Store: options.storeCode },
        credentials: 'same-origin',
      }),
    clearToken: () => clearSignIn(),
    clearUser: () => clearCustomerGroup(),
    clearCache: async () => {
      for (const fieldName of CUSTOMER_FIELDS) options.apollo.cache.evict({ id: 'ROOT_QUERY', fieldName });
      options.apollo.cache.gc();
      // Issue 17: the cache kept on the device goes too (it never holds customer data; belt and braces).
      await import('../data/persistCache').then((m) => m.wipePersistedCache()).catch(() => undefined);
    },
    removeCart: options.removeCart,
    reload: () => window.location.reload(),
  });
  return running;
}
