import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { map } from 'rxjs';
import possibleTypes from '../gql/possible-types';

/** Header Magento (and our API) use to vary cached responses; sent back as it was received. */
export const CACHE_ID_HEADER = 'X-Magento-Cache-Id';

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
}

/** Spec §7: retries up to 5 with jitter starting at 300 ms, only while online. */
export const RETRY_MAX = 5;
export const RETRY_INITIAL_MS = 300;

function headersLink(storeCode: string, remember: boolean): ApolloLink {
  let cacheId: string | null = null;
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        Store: storeCode,
        ...(cacheId ? { [CACHE_ID_HEADER]: cacheId } : {}),
      },
    }));
    return forward(operation).pipe(
      map((result) => {
        if (remember) {
          const response = operation.getContext().response as Response | undefined;
          const received = response?.headers.get(CACHE_ID_HEADER);
          if (received) cacheId = received;
        }
        return result;
      }),
    );
  });
}

export function createApolloClient(options: ApolloOptions): ApolloClient {
  const cache = new InMemoryCache({
    possibleTypes: possibleTypes.possibleTypes,
    typePolicies: {
      // One store config per store view, and the client only ever talks to one store.
      StoreConfig: { keyFields: ['store_code'] },
      CmsPage: { keyFields: ['identifier'] },
      CmsBlock: { keyFields: ['identifier'] },
    },
  });
  if (options.state) cache.restore(options.state);

  const http = new HttpLink({
    uri: options.uri,
    // Queries go as GET so that a CDN or the browser can cache them (spec §7); mutations POST.
    useGETForQueries: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const links: ApolloLink[] = [headersLink(options.storeCode, !options.ssr)];
  if (!options.ssr) {
    const isOnline = options.isOnline ?? (() => true);
    links.push(
      new RetryLink({
        delay: { initial: RETRY_INITIAL_MS, max: 10_000, jitter: true },
        attempts: {
          max: RETRY_MAX,
          // A GraphQL error is an answer, not a failure of the network: never retried.
          retryIf: (error) => !CombinedGraphQLErrors.is(error) && isOnline(),
        },
      }),
    );
  }
  links.push(http);

  return new ApolloClient({
    link: ApolloLink.from(links),
    cache,
    ssrMode: options.ssr,
    ...(options.ssr ? {} : { ssrForceFetchDelay: 100 }),
  });
}
