/**
 * Issue 17: actions that only the network can do (add to bag, placing an order, signing in) are
 * not sent while the browser is offline; the shopper is told and keeps what they entered. Once
 * back online they try again themselves — nothing is queued, so nothing is sent twice.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Message ids of the "needs a connection" explanations (features/offline/i18n). */
export const needsNetworkMessage = {
  addToCart: 'offline.needsNetwork.addToCart',
  checkout: 'offline.needsNetwork.checkout',
  signIn: 'offline.needsNetwork.signIn',
} as const;

/** Thrown instead of sending a call that needs the network while the browser is offline. */
export class NeedsNetworkError extends Error {
  constructor() {
    super('This needs a network connection.');
    this.name = 'NeedsNetworkError';
  }
}
