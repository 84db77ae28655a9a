/**
 * The offline feature (issue 17): service worker, connectivity notices, the persisted client
 * cache and the "needs a connection" rule. Only these small helpers are imported statically; the
 * rest (`./start`) is loaded by the app shell once the page is interactive.
 */
export { isOffline, needsNetworkMessage, NeedsNetworkError } from './network';
export type { OfflineSupportOptions } from './start';
