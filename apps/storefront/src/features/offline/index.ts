/**
 * The offline feature (issue 17): service worker, connectivity notices, the persisted client
 * cache and the "needs a connection" rule. Only small helpers are imported statically; the rest
 * loads once the page is interactive.
 */
export { isOffline, needsNetworkMessage, NeedsNetworkError } from './network';
export type { OfflineSupportOptions } from './start';

/** Loads and starts the offline support (its own chunk). */
export const loadOfflineSupport = () => import('./start');
