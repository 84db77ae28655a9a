// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDeps } from '../../../../platform/routing/deps';
import { prefetchCartPage, takePrefetchedCart } from './prefetch';
import { CartPageDocument } from './__generated__/CartPage';
import { ValidateCartDocument } from './__generated__/ValidateCart';

const CART = 'c'.repeat(32);

function deps(query = vi.fn().mockResolvedValue({ data: null }), cached: unknown = null) {
  const cache = { readQuery: vi.fn().mockReturnValue(cached) };
  const unsubscribe = vi.fn();
  const watchQuery = vi.fn((_options: unknown) => ({ subscribe: () => ({ unsubscribe }) }));
  return {
    deps: { apollo: { query, cache, watchQuery }, storeCode: 'en', basename: '/' } as unknown as RouteDeps,
    query,
    watchQuery,
    unsubscribe,
  };
}

afterEach(() => {
  localStorage.clear();
  takePrefetchedCart();
});

describe('the bag asks for its cart while the first page hydrates (issue 18)', () => {
  it('asks for the stored cart of the store view with the bag’s own document, and hands it over once', async () => {
    localStorage.setItem('cart_id_en', CART);
    const { deps: d, query } = deps();
    prefetchCartPage(d);
    expect(query).toHaveBeenCalledOnce();
    const [options] = query.mock.calls[0] as [{ variables: unknown; fetchPolicy: string }];
    expect(options.variables).toEqual({ cartId: CART });
    expect(options.fetchPolicy).toBe('network-only');
    expect(takePrefetchedCart()).toBe(CART);
    expect(takePrefetchedCart()).toBeNull();
  });

  it('asks nothing without a stored cart, nor for another store view’s', () => {
    localStorage.setItem('cart_id_de', CART);
    const { deps: d, query } = deps();
    prefetchCartPage(d);
    expect(query).not.toHaveBeenCalled();
    expect(takePrefetchedCart()).toBeNull();
  });

  it('asks nothing when the server rendered the bag: its cart came with the page’s cache', () => {
    localStorage.setItem('cart_id_en', CART);
    const { deps: d, query } = deps(undefined, { cart: { id: CART } });
    prefetchCartPage(d);
    expect(query).not.toHaveBeenCalled();
    expect(takePrefetchedCart()).toBeNull();
  });

  it('prepares the bag’s two queries from the cache when the server rendered it', async () => {
    localStorage.setItem('cart_id_en', CART);
    const { deps: d, query, watchQuery, unsubscribe } = deps(undefined, { cart: { id: CART } });
    prefetchCartPage(d);
    expect(watchQuery).not.toHaveBeenCalled(); // each in a later task
    await vi.waitFor(() => expect(watchQuery).toHaveBeenCalledTimes(2));
    expect(watchQuery.mock.calls.map(([options]) => options)).toEqual([
      { query: CartPageDocument, variables: { cartId: CART }, fetchPolicy: 'cache-only' },
      { query: ValidateCartDocument, variables: { cartId: CART }, fetchPolicy: 'cache-only' },
    ]);
    expect(unsubscribe).toHaveBeenCalledTimes(2);
    expect(query).not.toHaveBeenCalled();
  });

  it('a failed request is left to the bag’s own query', async () => {
    localStorage.setItem('cart_id_en', CART);
    const { deps: d } = deps(vi.fn().mockRejectedValue(new Error('offline')));
    expect(() => prefetchCartPage(d)).not.toThrow();
    await Promise.resolve();
    expect(takePrefetchedCart()).toBe(CART);
  });
});
