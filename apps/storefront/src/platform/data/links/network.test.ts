import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../apollo';

/** The spec §7 rules through the real client that `createApolloClient` builds, over a fake fetch. */

const QUERY = gql`
  query StoreName {
    storeConfig {
      store_code
      store_name
    }
  }
`;
const MUTATION = gql`
  mutation Bump($n: Int!) {
    bump(n: $n)
  }
`;

interface Call {
  method: string;
  headers: Headers;
  signal: AbortSignal | null | undefined;
  body: string;
}

function fakeFetch(answer: (call: Call, index: number) => Promise<unknown> | unknown) {
  const calls: Call[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: Call = {
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      signal: init?.signal,
      body: typeof init?.body === 'string' ? init.body : '',
    };
    calls.push(call);
    const body = await answer(call, calls.length - 1);
    if (call.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json', 'X-Magento-Cache-Id': 'cache-1' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const storeConfig = {
  data: { storeConfig: { __typename: 'StoreConfig', store_code: 'fr', store_name: 'FR' } },
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A browser client past its hydration window (`ssrForceFetchDelay` turns network-only into cache-first for 100 ms). */
async function browserClient(fetch: typeof globalThis.fetch) {
  const client = createApolloClient({ uri: 'http://api.test/graphql', storeCode: 'fr', ssr: false, fetch });
  await wait(110);
  return client;
}

describe('createApolloClient network rules', () => {
  it('shares identical in-flight queries (one GET with the store headers), then sends the cache id back', async () => {
    const api = fakeFetch(async () => {
      await wait(10);
      return storeConfig;
    });
    const client = await browserClient(api.fetch);
    await Promise.all([
      client.query({ query: QUERY, fetchPolicy: 'network-only' }),
      client.query({ query: QUERY, fetchPolicy: 'network-only' }),
    ]);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.method).toBe('GET');
    expect(api.calls[0]?.headers.get('store')).toBe('fr');
    expect(api.calls[0]?.headers.get('customer-group')).toBe('0');
    await client.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(api.calls.length).toBe(2);
    expect(api.calls[1]?.headers.get('x-magento-cache-id')).toBe('cache-1');
  });

  it('a reload query aborts the identical one in flight and both callers get its answer', async () => {
    const api = fakeFetch(async (_call, index) => {
      await wait(20);
      return { data: { storeConfig: { ...storeConfig.data.storeConfig, store_name: `FR ${index}` } } };
    });
    const client = await browserClient(api.fetch);
    const earlier = client.query({ query: QUERY, fetchPolicy: 'network-only' });
    await wait(1);
    const fresh = client.query({ query: QUERY, fetchPolicy: 'network-only', context: { reload: true } });
    const [a, b] = await Promise.all([earlier, fresh]);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[0]?.signal?.aborted).toBe(true);
    expect((a.data as { storeConfig?: unknown }).storeConfig).toMatchObject({ store_name: 'FR 1' });
    expect((b.data as { storeConfig?: unknown }).storeConfig).toMatchObject({ store_name: 'FR 1' });
  });

  it('sends mutations one at a time', async () => {
    let running = 0;
    let maxRunning = 0;
    const api = fakeFetch(async (call) => {
      maxRunning = Math.max(maxRunning, ++running);
      await wait(5);
      running--;
      const n = (JSON.parse(call.body) as { variables: { n: number } }).variables.n;
      return { data: { bump: n } };
    });
    const client = await browserClient(api.fetch);
    const results = await Promise.all(
      [1, 2, 3].map((n) => client.mutate({ mutation: MUTATION, variables: { n } })),
    );
    expect(results.map((r) => (r.data as { bump: number }).bump)).toEqual([1, 2, 3]);
    expect(api.calls.map((c) => c.method)).toEqual(['POST', 'POST', 'POST']);
    expect(maxRunning).toBe(1);
  });

  it('retries a network failure in the browser while online', async () => {
    const api = fakeFetch((_call, index) => {
      if (index === 0) throw new TypeError('fetch failed');
      return storeConfig;
    });
    const client = createApolloClient({
      uri: 'http://api.test/graphql',
      storeCode: 'fr',
      ssr: false,
      fetch: api.fetch,
      isOnline: () => true,
    });
    await client.query({ query: QUERY });
    expect(api.calls).toHaveLength(2);
  });

  it('does not retry offline, nor ever on the server', async () => {
    for (const options of [{ ssr: false, isOnline: () => false }, { ssr: true }]) {
      const api = fakeFetch(() => {
        throw new TypeError('fetch failed');
      });
      const client = createApolloClient({
        uri: 'http://api.test/graphql',
        storeCode: 'fr',
        fetch: api.fetch,
        ...options,
      });
      await expect(client.query({ query: QUERY })).rejects.toThrow('fetch failed');
      expect(api.calls).toHaveLength(1);
    }
  });

  it('never retries a GraphQL error', async () => {
    const api = fakeFetch(() => ({
      data: null,
      errors: [{ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } }],
    }));
    const client = await browserClient(api.fetch);
    await expect(client.query({ query: QUERY })).rejects.toThrow("The cart isn't active.");
    expect(api.calls).toHaveLength(1);
  });
});
