import { ApolloLink, gql, type ApolloClient } from '@apollo/client';
import { lastValueFrom, Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createDedupeLink, isReloadRequest } from './dedupe';

const QUERY = gql`
  query Cart($id: String!) {
    cart(cart_id: $id) {
      id
    }
  }
`;
const MUTATION = gql`
  mutation Add($id: String!) {
    add(cart_id: $id)
  }
`;
const client = {} as ApolloClient;

/** A fake API counting requests; each answers with its request number after 10 ms. */
function fakeApi() {
  let requests = 0;
  let cancelled = 0;
  const link = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((observer) => {
        const n = ++requests;
        let answered = false;
        const timer = setTimeout(() => {
          answered = true;
          observer.next({ data: { n } });
          observer.complete();
        }, 10);
        return () => {
          if (!answered) cancelled++;
          clearTimeout(timer);
        };
      }),
  );
  return { link, requests: () => requests, cancelled: () => cancelled };
}

const execute = (link: ApolloLink, query = QUERY, variables = { id: 'a' }, context = {}) =>
  ApolloLink.execute(link, { query, variables, context }, { client });
const send = (...args: Parameters<typeof execute>) => lastValueFrom(execute(...args));

describe('in-flight query sharing (spec §7)', () => {
  it('identical in-flight queries share one request and one answer', async () => {
    const api = fakeApi();
    const link = createDedupeLink().concat(api.link);
    const [a, b] = await Promise.all([send(link), send(link)]);
    expect(api.requests()).toBe(1);
    expect(a).toEqual({ data: { n: 1 } });
    expect(b).toEqual({ data: { n: 1 } });
  });

  it('queries with other variables or headers are not shared; finished ones are not reused', async () => {
    const api = fakeApi();
    const link = createDedupeLink().concat(api.link);
    await Promise.all([
      send(link),
      send(link, QUERY, { id: 'b' }),
      send(link, QUERY, { id: 'a' }, { headers: { Store: 'de' } }),
    ]);
    await send(link);
    expect(api.requests()).toBe(4);
  });

  it('mutations are never shared', async () => {
    const api = fakeApi();
    const link = createDedupeLink().concat(api.link);
    await Promise.all([send(link, MUTATION), send(link, MUTATION)]);
    expect(api.requests()).toBe(2);
  });

  it('a reload request cancels the earlier identical one; both callers get the fresh answer', async () => {
    const api = fakeApi();
    const link = createDedupeLink().concat(api.link);
    const earlier = send(link);
    const fresh = send(link, QUERY, { id: 'a' }, { reload: true });
    expect(await earlier).toEqual({ data: { n: 2 } });
    expect(await fresh).toEqual({ data: { n: 2 } });
    expect(api.requests()).toBe(2);
    expect(api.cancelled()).toBe(1);
  });

  it('a no-store request (fetchOptions.cache) also cancels and refetches', async () => {
    const api = fakeApi();
    const link = createDedupeLink().concat(api.link);
    const earlier = send(link);
    const fresh = send(link, QUERY, { id: 'a' }, { fetchOptions: { cache: 'no-store' } });
    await Promise.all([earlier, fresh]);
    expect(api.requests()).toBe(2);
    expect(api.cancelled()).toBe(1);
  });

  it('the request is cancelled only when every sharer has unsubscribed', async () => {
    const api = fakeApi();
    const link = createDedupeLink().concat(api.link);
    const first = execute(link).subscribe({});
    const second = send(link);
    first.unsubscribe();
    expect(api.cancelled()).toBe(0);
    await second;
    const third = execute(link).subscribe({});
    third.unsubscribe();
    expect(api.cancelled()).toBe(1);
  });

  it('recognises reload requests', () => {
    expect(isReloadRequest({ reload: true })).toBe(true);
    expect(isReloadRequest({ fetchOptions: { cache: 'reload' } })).toBe(true);
    expect(isReloadRequest({ fetchOptions: { cache: 'default' } })).toBe(false);
    expect(isReloadRequest({})).toBe(false);
  });
});
