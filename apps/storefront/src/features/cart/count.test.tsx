// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreViewProvider, type StoreView } from '../../platform/store/store-context';
import { clearStoredCartId, setStoredCartId } from './cartIdStore';
import { useCartItemCount } from './count';

const store = { code: 'fr', formattingLocale: 'fr-FR' } as StoreView;
const CART = 'c'.repeat(32);

function Count() {
  const { count, watch } = useCartItemCount();
  return (
    <>
      <output>{count === undefined ? 'no count' : `count ${count}`}</output>
      {watch}
    </>
  );
}

function renderCount() {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        observer.next({ data: { cart: { __typename: 'Cart', id: CART, total_quantity: 3 } } });
        observer.complete();
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache() });
  const watched = vi.spyOn(apollo, 'watchQuery');
  render(
    <ApolloProvider client={apollo}>
      <StoreViewProvider value={store}>
        <Count />
      </StoreViewProvider>
    </ApolloProvider>,
  );
  return { asked, watched };
}

// Test files share a worker and its storage (isolate: false): a cart another file left must not
// count here.
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearStoredCartId('fr');
  localStorage.clear();
});

describe('useCartItemCount (spec §7 GetItemCount, issue 18)', () => {
  it('without a cart sets up no watch at all; with one it counts, and forgets the count when the cart goes', async () => {
    const { asked, watched } = renderCount();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('status').textContent).toBe('no count');
    // No query watched: Apollo's first work on the document is not spent for a shopper without a cart.
    expect(watched).not.toHaveBeenCalled();
    expect(asked).toEqual([]);

    act(() => setStoredCartId('fr', CART));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('count 3'));
    expect(watched).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['GetItemCount']);

    act(() => clearStoredCartId('fr'));
    expect(screen.getByRole('status').textContent).toBe('no count');
  });

  it('counts at once a cart stored before the page', async () => {
    setStoredCartId('fr', CART);
    const { watched } = renderCount();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('count 3'));
    expect(watched).toHaveBeenCalledTimes(1);
  });
});
