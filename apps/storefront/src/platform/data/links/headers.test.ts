import { ApolloLink, gql, type ApolloClient } from '@apollo/client';
import { lastValueFrom, Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CACHE_ID_HEADER, createHeadersLink, requestHeaders } from './headers';

const QUERY = gql`
  query Read {
    read
  }
`;
const client = {} as ApolloClient;

describe('request headers (spec §7)', () => {
  it('a guest sends the store, the guest group and no authorization', () => {
    expect(requestHeaders({ storeCode: 'fr' })).toEqual({ Store: 'fr', 'customer-group': '0' });
  });

  it('adds Content-Currency only when a currency is set', () => {
    expect(requestHeaders({ storeCode: 'us', currency: 'USD' })['Content-Currency']).toBe('USD');
    expect(requestHeaders({ storeCode: 'us', currency: null })).not.toHaveProperty('Content-Currency');
  });

  it('a signed-in shopper sends the stored group and no token (the server adds it from its cookie)', () => {
    expect(requestHeaders({ storeCode: 'en', signedIn: true, customerGroup: 4 })).toEqual({
      Store: 'en',
      'customer-group': '4',
    });
  });

  it('falls back to the guest group when signed in without a stored group, and ignores a group when signed out', () => {
    expect(requestHeaders({ storeCode: 'en', signedIn: true })['customer-group']).toBe('0');
    expect(requestHeaders({ storeCode: 'en', signedIn: false, customerGroup: 4 })).toEqual({
      Store: 'en',
      'customer-group': '0',
    });
  });

  it('sends back the cache id the API gave on an earlier response', async () => {
    const sent: Array<Record<string, string>> = [];
    const api = new ApolloLink(
      (operation) =>
        new Observable<ApolloLink.Result>((observer) => {
          sent.push(operation.getContext().headers as Record<string, string>);
          operation.setContext({ response: new Response(null, { headers: { [CACHE_ID_HEADER]: 'abc' } }) });
          observer.next({ data: {} });
          observer.complete();
        }),
    );
    const link = createHeadersLink({
      storeCode: 'de',
      rememberCacheId: true,
      shopper: () => ({ currency: 'EUR' }),
    }).concat(api);
    await lastValueFrom(ApolloLink.execute(link, { query: QUERY }, { client }));
    await lastValueFrom(ApolloLink.execute(link, { query: QUERY }, { client }));
    expect(sent[0]).toEqual({ Store: 'de', 'Content-Currency': 'EUR', 'customer-group': '0' });
    expect(sent[1]?.[CACHE_ID_HEADER]).toBe('abc');
  });

  it('on the server the cache id is never remembered', async () => {
    const sent: Array<Record<string, string>> = [];
    const api = new ApolloLink(
      (operation) =>
        new Observable<ApolloLink.Result>((observer) => {
          sent.push(operation.getContext().headers as Record<string, string>);
          operation.setContext({ response: new Response(null, { headers: { [CACHE_ID_HEADER]: 'abc' } }) });
          observer.next({ data: {} });
          observer.complete();
        }),
    );
    const link = createHeadersLink({ storeCode: 'de', rememberCacheId: false }).concat(api);
    await lastValueFrom(ApolloLink.execute(link, { query: QUERY }, { client }));
    await lastValueFrom(ApolloLink.execute(link, { query: QUERY }, { client }));
    expect(sent[1]).not.toHaveProperty(CACHE_ID_HEADER);
  });
});
