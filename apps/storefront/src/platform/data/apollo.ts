import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client';
import possibleTypes from '../../gql/possible-types';
import { createNetworkLinks, type Shopper } from './links';
import { createUsedVariablesLink } from './links/usedVariables';
import { renderFromLoaderData } from './serverQuery';

export { CACHE_ID_HEADER, RETRY_INITIAL_MS, RETRY_MAX } from './links';

export interface ApolloOptions {
  /** GraphQL endpoint: `/graphql` in the browser, the internal or external API on the server. */
  uri: string;
  storeCode: string;
  /** Server rendering: no retries, no cache-id memory, one client per request. */
  ssr: boolean;
  /** Serialized cache from the server render, to hydrate without refetching. */
  state?: NormalizedCacheObject;
  fetch?: typeof fetch;
  /** Whether the browser is online; retries only happen online (spec §7). */
  isOnline?: () => boolean;
  /** Who is asking, read for every request (browser only: the server renders for guests). */
  shopper?: () => Shopper;
  /** Browser: an answer with an unexpected server error, by its debug id (spec §4/§8 toast). */
  onUnexpectedError?: (debugId: unknown) => void;
}

export function createApolloClient(options: ApolloOptions): ApolloClient {
  const cache = new InMemoryCache({
    // The server reads each answer once: result caching's memo bookkeeping only costs it (issue 18).
    // (Decided at build time, so the browser bundle carries nothing for it.)
    ...(import.meta.env.SSR ? { resultCaching: false } : {}),
    possibleTypes: possibleTypes.possibleTypes,
    typePolicies: {
      // One store config per store view, and the client only ever talks to one store.
      StoreConfig: { keyFields: ['store_code'] },
      CmsPage: { keyFields: ['identifier'] },
      CmsBlock: { keyFields: ['identifier'] },
      // Cart calls ask for different parts of the totals (the mini cart only the subtotal, the cart
      // page everything): merge them instead of letting the smaller answer replace the larger.
      CartPrices: { merge: true },
      Query: {
        fields: {
          // A cart already in the cache (e.g. from an add-to-cart response) answers cart(cart_id)
          // at once: the header count and the mini cart update without waiting for a refetch.
          cart: {
            read: (existing, { args, toReference }) =>
              existing !== undefined
                ? existing
                : typeof args?.['cart_id'] === 'string'
                  ? toReference({ __typename: 'Cart', id: args['cart_id'] })
                  : undefined,
          },
        },
      },
    },
  });
  if (options.state) cache.restore(options.state);

  const http = new HttpLink({
    uri: options.uri,
    // Queries go as GET so that a CDN or the browser can cache them (spec §7); mutations POST.
    useGETForQueries: true,
    // The link before it leaves out unused variables, knowing each document's once.
    includeUnusedVariables: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const network = createNetworkLinks({
    storeCode: options.storeCode,
    ssr: options.ssr,
    ...(options.isOnline ? { isOnline: options.isOnline } : {}),
    ...(options.shopper ? { shopper: options.shopper } : {}),
    ...(options.onUnexpectedError ? { onUnexpectedError: options.onUnexpectedError } : {}),
  });

  const client = new ApolloClient({
    link: ApolloLink.from([network, createUsedVariablesLink(), http]),
    // Off: the dedupe link shares identical queries itself and lets a reload request cancel the
    // stale one, which Apollo's deduplication (run before any link) cannot do (spec §7).
    queryDeduplication: false,
    cache,
    ssrMode: options.ssr,
    ...(options.ssr ? {} : { ssrForceFetchDelay: 100 }),
  });
  // Issue 18: the server renders from loader data without normalising it (serverQuery.ts). Decided
  // at build time: the browser bundle carries none of it.
  return import.meta.env.SSR && options.ssr ? renderFromLoaderData(client) : client;
}
