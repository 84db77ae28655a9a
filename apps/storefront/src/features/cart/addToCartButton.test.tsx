// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreViewProvider, type StoreView } from '../../platform/store/store-context';
import { ADDED_FLAG_MS, SAMPLE_ADDED_FLAG_MS, useAddToCartButton } from './addToCartButton';
import type { CartChangeOutcome } from './operations';

const addToCartWithFeedback = vi.fn<(...args: unknown[]) => Promise<CartChangeOutcome>>();
vi.mock('./feedback', () => ({
  addToCartWithFeedback: (...args: unknown[]) => addToCartWithFeedback(...args),
}));

const store = { code: 'fr', formattingLocale: 'fr-FR' } as StoreView;
const apollo = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
const messages = {
  'cartData.added': '{name} a été ajouté à votre panier',
  'cartData.stock.outOfStock': 'Rupture',
  'cartData.stock.limited': 'Plus que {max_qty}',
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <ApolloProvider client={apollo}>
    <IntlProvider locale="fr-FR" messages={messages}>
      <StoreViewProvider value={store}>{children}</StoreViewProvider>
    </IntlProvider>
  </ApolloProvider>
);

const done: CartChangeOutcome = { status: 'done', cartId: 'c'.repeat(32), totalQuantity: 1 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  addToCartWithFeedback.mockReset();
});

describe('useAddToCartButton (spec §4, §9)', () => {
  it('loading while the call runs, Added for 1.5 s, then idle; translated feedback texts', async () => {
    let resolve!: (o: CartChangeOutcome) => void;
    addToCartWithFeedback.mockImplementation(() => new Promise((r) => (resolve = r)));
    const { result } = renderHook(() => useAddToCartButton(), { wrapper });
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.add({ sku: 'AB-1', name: 'Sérum' });
    });
    expect(result.current.state).toBe('loading');
    // A second click while running is ignored.
    await act(async () => {
      await expect(result.current.add({ sku: 'AB-1' })).resolves.toBeNull();
    });
    await act(async () => {
      await vi.waitFor(() => expect(addToCartWithFeedback).toHaveBeenCalledTimes(1));
      resolve(done);
      await pending;
    });
    const [session, request, texts] = addToCartWithFeedback.mock.calls[0]! as [
      { storeCode: string },
      { sku: string; name: string },
      { added: (n: string) => string; limited: (n: number) => string },
    ];
    expect(session.storeCode).toBe('fr');
    expect(request).toMatchObject({ sku: 'AB-1', name: 'Sérum' });
    expect(texts.added('Sérum')).toBe('Sérum a été ajouté à votre panier');
    expect(texts.limited(2)).toBe('Plus que 2');
    expect(result.current.state).toBe('added');
    act(() => vi.advanceTimersByTime(ADDED_FLAG_MS - 1));
    expect(result.current.state).toBe('added');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe('idle');
  });

  it('keeps the flag 5 s for samples', async () => {
    addToCartWithFeedback.mockResolvedValue(done);
    const { result } = renderHook(() => useAddToCartButton(), { wrapper });
    await act(async () => {
      await result.current.add({ sku: 'SACHET', isSample: true });
    });
    act(() => vi.advanceTimersByTime(ADDED_FLAG_MS));
    expect(result.current.state).toBe('added');
    act(() => vi.advanceTimersByTime(SAMPLE_ADDED_FLAG_MS - ADDED_FLAG_MS));
    expect(result.current.state).toBe('idle');
  });

  it('goes back to idle without the flag when the add fails', async () => {
    addToCartWithFeedback.mockResolvedValue({ status: 'outOfStock', sku: 'AB-1' });
    const { result } = renderHook(() => useAddToCartButton(), { wrapper });
    await act(async () => {
      await expect(result.current.add({ sku: 'AB-1' })).resolves.toEqual({
        status: 'outOfStock',
        sku: 'AB-1',
      });
    });
    expect(result.current.state).toBe('idle');
  });
});
