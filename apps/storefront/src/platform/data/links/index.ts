import { ApolloLink } from '@apollo/client';
import { createDedupeLink } from './dedupe';
import { createHeadersLink, type Shopper } from './headers';
import { createMutationQueueLink } from './mutationQueue';
import { createOwnTaskLink } from './ownTask';
import { createRetryLink } from './retry';

export { CACHE_ID_HEADER, createHeadersLink, requestHeaders, type Shopper } from './headers';
export { createDedupeLink, isReloadRequest } from './dedupe';
export { createMutationQueueLink } from './mutationQueue';
export { createOwnTaskLink } from './ownTask';
export { createRetryLink, shouldRetry, RETRY_INITIAL_MS, RETRY_MAX } from './retry';

export interface NetworkLinksOptions {
  storeCode: string;
  /** Server rendering: no queue, no retries, no cache-id memory. */
  ssr: boolean;
  isOnline?: () => boolean;
  shopper?: () => Shopper;
  /** Browser: an answer with an unexpected server error, by its debug id (spec §4/§8 toast). */
  onUnexpectedError?: (debugId: unknown) => void;
}

/**
 * Spec §7 network rules, in the order a request meets them: headers (so identical requests are
 * compared with their headers), sharing of identical queries, the mutation queue, then retries —
 * inside the queue, so a mutation keeps its turn while it is retried. In the browser a query meets
 * them in a task of its own (ownTask.ts), not inside the React render that asked for it.
 */
export function createNetworkLinks(options: NetworkLinksOptions): ApolloLink {
  const headers = createHeadersLink({
    storeCode: options.storeCode,
    rememberCacheId: !options.ssr,
    ...(options.shopper ? { shopper: options.shopper } : {}),
    ...(options.onUnexpectedError ? { onUnexpectedError: options.onUnexpectedError } : {}),
  });
  if (options.ssr) return ApolloLink.from([headers, createDedupeLink()]);
  return ApolloLink.from([
    createOwnTaskLink(),
    headers,
    createDedupeLink(),
    createMutationQueueLink(),
    createRetryLink(options.isOnline ?? (() => true)),
  ]);
}
