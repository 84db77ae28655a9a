import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { cartIdKey, type CartIdStorage } from './cartId';
import {
  isInvalidCartError,
  isNetworkError,
  runWithCartRecovery,
  UNABLE_TO_CREATE_CART,
  type CartRecoveryDeps,
} from './recovery';

const OLD = 'o'.repeat(32);
const NEW = 'n'.repeat(32);

const gqlError = (message: string, category?: string) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, ...(category ? { extensions: { category } } : {}) }],
  });

const notFound = gqlError(`Could not find a cart with ID "${OLD}"`, 'graphql-no-such-entity');
const notActive = gqlError("The cart isn't active.", 'graphql-no-such-entity');
const forbidden = gqlError(
  `The current user cannot perform operations on cart "${OLD}"`,
  'graphql-authorization',
);
const networkError = new TypeError('Failed to fetch');

function fakeStorage(): CartIdStorage & { data: Map<string, string> } {
  const data = new Map<string, string>([[cartIdKey('fr'), OLD]]);
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function deps(overrides: Partial<Omit<CartRecoveryDeps, 'storage'>> = {}) {
  const storage = fakeStorage();
  const d = {
    storeCode: 'fr',
    isSignedIn: () => false,
    signOut: vi.fn(),
    createCart: vi.fn(async () => NEW),
    refetchCart: vi.fn(async () => undefined),
    ...overrides,
    storage,
  };
  return d;
}

describe('invalid-cart errors (spec §8)', () => {
  it.each([
    ['Could not find a cart', notFound],
    ["The cart isn't active", notActive],
    ['The current user cannot perform operations on cart', forbidden],
  ])('"%s" is an invalid cart', (_, error) => {
    expect(isInvalidCartError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
  });

  it('also reads Apollo 3 style and bare GraphQL errors', () => {
    expect(isInvalidCartError({ graphQLErrors: [{ message: "The cart isn't active." }] })).toBe(true);
    expect(isInvalidCartError({ message: 'Could not find a cart with ID "x"', extensions: {} })).toBe(true);
  });

  it('other cart errors, other categories and network errors are not', () => {
    expect(isInvalidCartError(gqlError('The requested qty is not available', 'graphql-input'))).toBe(false);
    expect(
      isInvalidCartError(gqlError('Could not find a product with SKU "x"', 'graphql-no-such-entity')),
    ).toBe(false);
    expect(
      isInvalidCartError(gqlError("The current customer isn't authorized.", 'graphql-authorization')),
    ).toBe(false);
    expect(isInvalidCartError(gqlError("The cart isn't active.", 'graphql-input'))).toBe(false);
    expect(isInvalidCartError(networkError)).toBe(false);
    expect(isInvalidCartError(new Error("The cart isn't active."))).toBe(false);
  });

  it('tells network errors apart', () => {
    expect(isNetworkError(networkError)).toBe(true);
    expect(
      isNetworkError(
        new ServerError('Bad gateway', { response: new Response('', { status: 502 }), bodyText: '' }),
      ),
    ).toBe(true);
    expect(isNetworkError({ networkError: new Error('offline') })).toBe(true);
    expect(isNetworkError(notActive)).toBe(false);
  });
});

describe('invalid-cart recovery (spec §4)', () => {
  it('passes a successful operation through untouched', async () => {
    const d = deps();
    const operation = vi.fn(async (id: string | null) => `ok ${id}`);
    await expect(runWithCartRecovery(operation, OLD, d)).resolves.toEqual({
      result: `ok ${OLD}`,
      recovered: false,
      signedOut: false,
    });
    expect(d.createCart).not.toHaveBeenCalled();
  });

  it.each([notFound, notActive, forbidden])(
    'on an invalid cart: empties the stored cart, creates one, refetches and retries once (%#)',
    async (error) => {
      const d = deps();
      const calls: Array<string | null> = [];
      const operation = vi.fn(async (id: string | null) => {
        calls.push(id);
        if (id === OLD) throw error;
        return 'added';
      });
      const outcome = await runWithCartRecovery(operation, OLD, d);
      expect(outcome).toEqual({ result: 'added', recovered: true, signedOut: false });
      expect(calls).toEqual([OLD, NEW]);
      expect(d.refetchCart).toHaveBeenCalledWith(NEW);
      expect(d.storage.data.get(cartIdKey('fr'))).toBe(NEW);
      expect(d.signOut).not.toHaveBeenCalled();
    },
  );

  it('signs out a signed-in user and reports it', async () => {
    const d = deps({ isSignedIn: () => true });
    const operation = vi.fn(async (id: string | null) => {
      if (id === OLD) throw forbidden;
      return 'ok';
    });
    const outcome = await runWithCartRecovery(operation, OLD, d);
    expect(d.signOut).toHaveBeenCalledTimes(1);
    expect(outcome.signedOut).toBe(true);
  });

  it('retries only once: a second failure surfaces', async () => {
    const d = deps();
    const operation = vi.fn(async () => {
      throw notActive;
    });
    await expect(runWithCartRecovery(operation, OLD, d)).rejects.toBe(notActive);
    expect(operation).toHaveBeenCalledTimes(2);
    expect(d.createCart).toHaveBeenCalledTimes(1);
  });

  it('a network error surfaces without touching the cart', async () => {
    const d = deps();
    const operation = vi.fn(async () => {
      throw networkError;
    });
    await expect(runWithCartRecovery(operation, OLD, d)).rejects.toBe(networkError);
    expect(operation).toHaveBeenCalledTimes(1);
    expect(d.createCart).not.toHaveBeenCalled();
    expect(d.storage.data.get(cartIdKey('fr'))).toBe(OLD);
  });

  it('"Unable to create cart" when no new cart can be made; nothing is retried', async () => {
    const d = deps({
      createCart: vi.fn(async () => {
        throw networkError;
      }),
    });
    const operation = vi.fn(async () => {
      throw notFound;
    });
    await expect(runWithCartRecovery(operation, OLD, d)).rejects.toThrow(UNABLE_TO_CREATE_CART);
    expect(operation).toHaveBeenCalledTimes(1);
    expect(d.storage.data.has(cartIdKey('fr'))).toBe(false);
  });
});
