import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  gql,
  InMemoryCache,
  Observable,
} from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { hydrationSnapshot } from './hydrationSnapshot';
import { renderFromLoaderData, serverQueryPlan } from './serverQuery';

const SHELL = gql`
  query Shell($menu: String!) {
    storeConfig {
      store_code
      locale
    }
    menu: scandiwebMenu(identifier: $menu) {
      items {
        label
      }
    }
  }
`;
const PAGE = gql`
  query Page($id: String!) {
    cmsPage(identifier: $id) {
      identifier
      content
    }
  }
`;
const CONFIG = gql`
  query Config {
    storeConfig {
      store_code
      locale
    }
  }
`;

const LISTING = gql`
  query Listing($search: String!, $pageSize: Int = 12) {
    products(search: $search, pageSize: $pageSize) {
      total_count
    }
  }
`;

const BLOCKS = gql`
  query Blocks($ids: [String], $withBlocks: Boolean!, $withQuiz: Boolean!) {
    cmsBlocks(identifiers: $ids) @include(if: $withBlocks) {
      items {
        identifier
      }
    }
    productQuiz(identifier: "skin") @include(if: $withQuiz) {
      id
    }
  }
`;
const FRAGMENTED = gql`
  query Fragmented {
    ... on Query {
      cmsPage(identifier: "home") {
        identifier
      }
    }
  }
`;

const answers: Record<string, unknown> = {
  Shell: {
    storeConfig: { __typename: 'StoreConfig', store_code: 'en', locale: 'en_US' },
    menu: { __typename: 'ScandiwebMenu', items: [{ __typename: 'ScandiwebMenuItem', label: 'Skincare' }] },
  },
  Page: { cmsPage: { __typename: 'CmsPage', identifier: 'home', content: '<p>Hi</p>' } },
  Config: { storeConfig: { __typename: 'StoreConfig', store_code: 'en', locale: 'en_US' } },
};

function serverClient() {
  const asked: string[] = [];
  const sent: { query: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        sent.push({ query: print(operation.query), variables: operation.variables });
        if (operation.variables['search'] === 'fail') {
          observer.next({ data: { products: null }, errors: [{ message: 'The search failed.' }] });
        } else if (operation.variables['search'] === 'down') {
          observer.error(new Error('API down'));
          return;
        } else if (operation.operationName === 'Listing') {
          observer.next({ data: { products: { __typename: 'Products', total_count: 3 } } });
        } else {
          observer.next({ data: answers[operation.operationName ?? ''] as Record<string, unknown> });
        }
        observer.complete();
      }),
  );
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: { StoreConfig: { keyFields: ['store_code'] } } }),
    ssrMode: true,
  });
  // The same link and cache setup without the server's changes: what Apollo answers with `no-cache`.
  const plain = new ApolloClient({ link, cache: new InMemoryCache(), ssrMode: true });
  return { client: renderFromLoaderData(client), plain, asked, sent };
}

describe('serverQueryPlan', () => {
  it('sorts queries by their root fields', () => {
    expect(serverQueryPlan(PAGE).kind).toBe('loaderOnly');
    expect(serverQueryPlan(CONFIG).kind).toBe('cache');
    const shell = serverQueryPlan(SHELL);
    expect(shell.kind).toBe('mixed');
    // A root field's @include/@skip does not hide what it is; a root fragment does.
    expect(serverQueryPlan(BLOCKS).kind).toBe('mixed');
    expect(serverQueryPlan(FRAGMENTED).kind).toBe('cache');
    // The same plan object every time (worked out once per document).
    expect(serverQueryPlan(SHELL)).toBe(shell);
  });
});

describe('renderFromLoaderData', () => {
  it('answers loader-only queries without writing them to the cache', async () => {
    const { client, asked } = serverClient();
    const { data } = await client.query({ query: PAGE, variables: { id: 'home' } });
    expect(data).toEqual(answers['Page']);
    expect(client.cache.extract()).toEqual({});
    // Asked again by another loader of the same request: the first answer, no second request.
    await client.query({ query: PAGE, variables: { id: 'home' } });
    expect(asked).toEqual(['Page']);
  });

  it('writes only the root fields the browser keeps, and gives the whole answer', async () => {
    const { client } = serverClient();
    const { data } = await client.query({ query: SHELL, variables: { menu: 'menu-en' } });
    expect(data).toEqual(answers['Shell']);
    const snapshot = hydrationSnapshot(client.cache.extract() as NormalizedCacheObject);
    expect(Object.keys(snapshot.ROOT_QUERY ?? {})).toEqual(['__typename', 'storeConfig']);
    expect(snapshot['StoreConfig:{"store_code":"en"}']).toEqual({
      __typename: 'StoreConfig',
      store_code: 'en',
      locale: 'en_US',
    });
    // The browser's hooks read the store config from what was written.
    expect(client.cache.readQuery({ query: CONFIG })).toEqual(answers['Config']);
  });

  it('leaves other queries and explicit fetch policies to the cache', async () => {
    const { client, asked } = serverClient();
    await client.query({ query: CONFIG });
    await client.query({ query: CONFIG });
    expect(asked).toEqual(['Config']);
    await client.query({ query: PAGE, variables: { id: 'home' }, fetchPolicy: 'cache-first' });
    expect(Object.keys((client.cache.extract() as NormalizedCacheObject)['ROOT_QUERY'] ?? {})).toContain(
      'cmsPage({"identifier":"home"})',
    );
  });

  it('sends what Apollo sends: __typename added, variable defaults filled in', async () => {
    const { client, sent } = serverClient();
    const { data } = await client.query({ query: LISTING, variables: { search: 'cream' } });
    expect(data).toEqual({ products: { __typename: 'Products', total_count: 3 } });
    expect(sent[0]?.variables).toEqual({ search: 'cream', pageSize: 12 });
    expect(sent[0]?.query).toContain('__typename');
  });

  it('gives GraphQL and network errors as client.query does, by error policy', async () => {
    const { client } = serverClient();
    await expect(client.query({ query: LISTING, variables: { search: 'fail' } })).rejects.toBeInstanceOf(
      CombinedGraphQLErrors,
    );
    const all = await client.query({ query: LISTING, variables: { search: 'fail' }, errorPolicy: 'all' });
    expect(all.data).toEqual({ products: null });
    expect(all.error?.message).toContain('The search failed.');
    await expect(client.query({ query: LISTING, variables: { search: 'down' } })).rejects.toThrow('API down');
    const down = await client.query({ query: LISTING, variables: { search: 'down' }, errorPolicy: 'all' });
    expect(down).toEqual({ data: undefined, error: new Error('API down') });
  });

  it('answers as Apollo answers the same query with no-cache', async () => {
    const { client, plain } = serverClient();
    for (const search of ['cream', 'fail', 'down']) {
      for (const errorPolicy of ['all', 'ignore'] as const) {
        const options = { query: LISTING, variables: { search }, errorPolicy };
        expect(await client.query(options)).toEqual(
          await plain.query({ ...options, fetchPolicy: 'no-cache' }),
        );
      }
    }
  });
});
