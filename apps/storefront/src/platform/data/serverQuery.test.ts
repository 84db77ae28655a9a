import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
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
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        observer.next({ data: answers[operation.operationName ?? ''] as Record<string, unknown> });
        observer.complete();
      }),
  );
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: { StoreConfig: { keyFields: ['store_code'] } } }),
    ssrMode: true,
  });
  return { client: renderFromLoaderData(client), asked };
}

describe('serverQueryPlan', () => {
  it('sorts queries by their root fields', () => {
    expect(serverQueryPlan(PAGE).kind).toBe('loaderOnly');
    expect(serverQueryPlan(CONFIG).kind).toBe('cache');
    const shell = serverQueryPlan(SHELL);
    expect(shell.kind).toBe('mixed');
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
    const snapshot = hydrationSnapshot(client.cache.extract());
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
    expect(Object.keys(client.cache.extract().ROOT_QUERY ?? {})).toContain('cmsPage({"identifier":"home"})');
  });
});
