import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareQueries } from './prepareQueries';

const CART = gql`
  query Cart($id: String!) {
    cart(cart_id: $id) {
      id
      total_quantity
    }
  }
`;
const VALIDATE = gql`
  query Validate($id: String!) {
    validateCart(cart_id: $id) {
      can_checkout
    }
  }
`;

function client() {
  const requests: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push(operation.operationName ?? '');
        observer.complete();
      }),
  );
  const apollo = new ApolloClient({ cache: new InMemoryCache(), link });
  apollo.cache.writeQuery({
    query: CART,
    variables: { id: 'c1' },
    data: { cart: { __typename: 'Cart', id: 'c1', total_quantity: 2 } },
  });
  return { apollo, requests };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('queries prepared before the component that runs them hydrates (issue 18)', () => {
  it('runs each query against the cache only, each after a yield of its own, and asks the network nothing', async () => {
    const yields: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => yields.push(resolve)) });
    const { apollo, requests } = client();
    const watch = vi.spyOn(apollo, 'watchQuery');
    const read = vi.spyOn(apollo.cache, 'diff');
    const done = prepareQueries(apollo, [
      { query: CART, variables: { id: 'c1' } },
      { query: VALIDATE, variables: { id: 'c1' } },
    ]);
    const nextYield = async () => {
      await vi.waitFor(() => expect(yields).toHaveLength(1));
      yields.shift()!();
      await Promise.resolve();
    };
    expect(watch).not.toHaveBeenCalled();
    await nextYield();
    expect(watch).toHaveBeenCalledTimes(1);
    expect(watch.mock.calls[0]?.[0]).toMatchObject({
      query: CART,
      variables: { id: 'c1' },
      fetchPolicy: 'cache-only',
    });
    expect(read).toHaveBeenCalled();
    await nextYield();
    await done;
    expect(watch).toHaveBeenCalledTimes(2);
    expect(watch.mock.calls[1]?.[0]).toMatchObject({ query: VALIDATE, fetchPolicy: 'cache-only' });
    expect(requests).toEqual([]);
  });

  it('waits for a timer where the browser has no `scheduler.yield`', async () => {
    vi.useFakeTimers();
    const { apollo } = client();
    const watch = vi.spyOn(apollo, 'watchQuery');
    const done = prepareQueries(apollo, [{ query: CART, variables: { id: 'c1' } }]);
    await Promise.resolve();
    expect(watch).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await done;
    expect(watch).toHaveBeenCalledOnce();
  });

  it('leaves no query watching the cache, and the component’s own query still asks the network', async () => {
    const { apollo, requests } = client();
    await prepareQueries(apollo, [{ query: VALIDATE, variables: { id: 'c1' } }]);
    expect(apollo.getObservableQueries('active').size).toBe(0);
    await apollo
      .query({ query: VALIDATE, variables: { id: 'c1' }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
    expect(requests).toEqual(['Validate']);
  });
});
