// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { print } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import possibleTypes from '../../gql/possible-types';
import { cartIdKey } from './cartId';
import { getStoredCartId, subscribeCartId } from './cartIdStore';
import {
  addToCart,
  adoptCustomerCart,
  createCart,
  ensureCartId,
  removeCartItem,
  updateCartItemQuantity,
  type CartSession,
} from './operations';

const OLD = 'o'.repeat(32);
const NEW = 'n'.repeat(32);

type Reply = { data?: unknown; errors?: { message: string; extensions?: { category: string } }[] } | Error;
interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

const cart = (id: string, total: number) => ({
  __typename: 'Cart',
  id,
  total_quantity: total,
  prices: { __typename: 'CartPrices', subtotal_including_tax: null },
  itemsV2: { __typename: 'CartItems', total_count: 0, items: [] },
});

/** An Apollo client whose link answers each operation from `replies` (by operation name, in order). */
function session(replies: Record<string, Reply[]>): CartSession & { calls: Call[] } {
  const calls: Call[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const reply = replies[operation.operationName ?? '']?.shift();
        if (!reply)
          observer.error(new Error(`unexpected ${operation.operationName}: ${print(operation.query)}`));
        else if (reply instanceof Error) observer.error(reply);
        else {
          observer.next(reply as never);
          observer.complete();
        }
      }),
  );
  const apollo = new ApolloClient({
    link,
    cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
  });
  return { apollo, storeCode: 'fr', calls };
}

const created = (id: string) => ({
  data: { createGuestCart: { __typename: 'CreateGuestCartOutput', cart: cart(id, 0) } },
});
const added = (id: string, total: number, errors: { code: string; message: string }[] = []) => ({
  data: {
    addProductsToCart: {
      __typename: 'AddProductsToCartOutput',
      cart: cart(id, total),
      user_errors: errors.map((e) => ({ __typename: 'CartUserInputError', ...e })),
    },
  },
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  // Files share a worker and its storage (isolate: false): leave no cart for the next one.
  localStorage.clear();
});

describe('cart id', () => {
  it('creates a guest cart when the store has none, stores it and tells subscribers', async () => {
    const s = session({ CreateGuestCart: [created(NEW)] });
    const listener = vi.fn();
    const unsubscribe = subscribeCartId(listener);
    await expect(ensureCartId(s)).resolves.toBe(NEW);
    expect(localStorage.getItem(cartIdKey('fr'))).toBe(NEW);
    expect(getStoredCartId('fr')).toBe(NEW);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    // Now stored: no second creation.
    await expect(ensureCartId(s)).resolves.toBe(NEW);
    expect(s.calls).toHaveLength(1);
  });

  it('creates one cart for concurrent first adds', async () => {
    const s = session({ CreateGuestCart: [created(NEW), created(OLD)] });
    const ids = await Promise.all([ensureCartId(s), ensureCartId(s), ensureCartId(s)]);
    expect(ids).toEqual([NEW, NEW, NEW]);
    expect(s.calls.filter((c) => c.operationName === 'CreateGuestCart')).toHaveLength(1);
  });

  it('says "Unable to create cart" when creation fails or returns a bad id', async () => {
    await expect(
      createCart(session({ CreateGuestCart: [new TypeError('Failed to fetch')] })),
    ).rejects.toThrow('Unable to create cart');
    await expect(createCart(session({ CreateGuestCart: [created('short')] }))).rejects.toThrow(
      'Unable to create cart',
    );
    expect(localStorage.getItem(cartIdKey('fr'))).toBeNull();
  });
});

describe('customer cart (signed in)', () => {
  const customerCart = (id: string) => ({ data: { customerCart: cart(id, 1) } });
  const merged = (id: string) => ({ data: { mergeCarts: cart(id, 3) } });
  const invalid = {
    errors: [
      {
        message: `Could not find a cart with ID "${OLD}"`,
        extensions: { category: 'graphql-no-such-entity' },
      },
    ],
  };

  it('a signed-in customer without a stored cart gets the customer cart, not a new guest cart', async () => {
    const s = { ...session({ CustomerCart: [customerCart(NEW)] }), isSignedIn: () => true };
    await expect(ensureCartId(s)).resolves.toBe(NEW);
    expect(s.calls.map((c) => c.operationName)).toEqual(['CustomerCart']);
    expect(getStoredCartId('fr')).toBe(NEW);
  });

  it('after sign-in merges the guest cart into the customer cart and stores the customer cart', async () => {
    localStorage.setItem(cartIdKey('fr'), OLD);
    const s = session({
      CustomerCart: [customerCart(NEW)],
      MergeCarts: [merged(NEW)],
      MiniCartQuery: [{ data: { cart: cart(NEW, 3) } }],
    });
    await expect(adoptCustomerCart(s)).resolves.toBe(NEW);
    expect(s.calls.map((c) => [c.operationName, c.variables])).toEqual([
      ['CustomerCart', {}],
      ['MergeCarts', { source: OLD, destination: NEW }],
      ['MiniCartQuery', { cartId: NEW }],
    ]);
    expect(getStoredCartId('fr')).toBe(NEW);
  });

  it('without a guest cart, or when the guest cart is gone, only stores the customer cart', async () => {
    const s = session({
      CustomerCart: [customerCart(NEW)],
      MiniCartQuery: [{ data: { cart: cart(NEW, 1) } }],
    });
    await expect(adoptCustomerCart(s)).resolves.toBe(NEW);
    expect(s.calls.map((c) => c.operationName)).toEqual(['CustomerCart', 'MiniCartQuery']);

    localStorage.setItem(cartIdKey('fr'), OLD);
    const gone = session({
      CustomerCart: [customerCart(NEW)],
      MergeCarts: [invalid],
      MiniCartQuery: [{ data: { cart: cart(NEW, 1) } }],
    });
    await expect(adoptCustomerCart(gone)).resolves.toBe(NEW);
    expect(getStoredCartId('fr')).toBe(NEW);
  });
});

describe('addToCart', () => {
  it('adds a variant with its parent sku and reports the new total', async () => {
    localStorage.setItem(cartIdKey('fr'), OLD);
    const s = session({ AddProductsToCart: [added(OLD, 2)] });
    await expect(addToCart(s, { sku: 'V-30', parentSku: 'P' })).resolves.toEqual({
      status: 'done',
      cartId: OLD,
      totalQuantity: 2,
    });
    expect(s.calls[0]!.variables).toEqual({
      cartId: OLD,
      cartItems: [{ sku: 'V-30', quantity: 1, parent_sku: 'P' }],
    });
  });

  it('sends gift card options and custom prices the spec §7 way', async () => {
    localStorage.setItem(cartIdKey('fr'), OLD);
    const s = session({
      AddProductsToCart: [added(OLD, 1)],
      AddToCartWithPrice: [
        {
          data: {
            addToCartWithPrice: {
              __typename: 'AddProductsToCartOutput',
              cart: cart(OLD, 2),
              user_errors: [],
            },
          },
        },
      ],
    });
    await addToCart(s, {
      sku: 'GC',
      selectedOptions: ['amount-uid'],
      enteredOptions: [{ uid: 'sender', value: 'Anna' }],
    });
    expect(s.calls[0]!.variables['cartItems']).toEqual([
      {
        sku: 'GC',
        quantity: 1,
        selected_options: ['amount-uid'],
        entered_options: [{ uid: 'sender', value: 'Anna' }],
      },
    ]);
    await expect(addToCart(s, { sku: 'TIP', price: 12.5 })).resolves.toMatchObject({ status: 'done' });
    expect(s.calls[1]).toEqual({
      operationName: 'AddToCartWithPrice',
      variables: { cartId: OLD, sku: 'TIP', parentSku: null, quantity: 1, price: 12.5 },
    });
  });

  it('turns stock user errors into the spec §8 outcomes using the available quantity', async () => {
    localStorage.setItem(cartIdKey('fr'), OLD);
    const s = session({
      AddProductsToCart: [
        added(OLD, 0, [
          { code: 'NOT_SALABLE', message: 'There are no source items with the in stock status' },
        ]),
        added(OLD, 3, [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }]),
      ],
      AvailableProductQty: [{ data: { availableProductQty: 0 } }, { data: { availableProductQty: 3 } }],
    });
    await expect(addToCart(s, { sku: 'A' })).resolves.toEqual({ status: 'outOfStock', sku: 'A' });
    await expect(addToCart(s, { sku: 'B', quantity: 4 })).resolves.toEqual({
      status: 'limited',
      sku: 'B',
      maxQty: 3,
    });
  });

  it('joins other failed-operation messages with a comma', async () => {
    localStorage.setItem(cartIdKey('fr'), OLD);
    const s = session({
      AddProductsToCart: [
        added(OLD, 0, [
          { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "X"' },
          { code: 'INVALID_PARAMETER_VALUE', message: 'You can add up to 3 free samples.' },
        ]),
      ],
    });
    await expect(addToCart(s, { sku: 'X' })).resolves.toEqual({
      status: 'error',
      message: 'Could not find a product with SKU "X", You can add up to 3 free samples.',
    });
  });

  it('recovers from an invalid cart: new cart, refetch, one retry', async () => {
    localStorage.setItem(cartIdKey('fr'), OLD);
    const s = session({
      AddProductsToCart: [
        {
          errors: [{ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } }],
        },
        added(NEW, 1),
      ],
      CreateGuestCart: [created(NEW)],
      MiniCartQuery: [{ data: { cart: cart(NEW, 0) } }],
    });
    await expect(addToCart(s, { sku: 'A' })).resolves.toMatchObject({ status: 'done', cartId: NEW });
    expect(s.calls.map((c) => c.operationName)).toEqual([
      'AddProductsToCart',
      'CreateGuestCart',
      'MiniCartQuery',
      'AddProductsToCart',
    ]);
    expect(s.calls[3]!.variables['cartId']).toBe(NEW);
    expect(localStorage.getItem(cartIdKey('fr'))).toBe(NEW);
  });

  it('keeps the cart on a network error and reports it', async () => {
    localStorage.setItem(cartIdKey('fr'), OLD);
    const s = session({ AddProductsToCart: [new TypeError('Failed to fetch')] });
    await expect(addToCart(s, { sku: 'A' })).resolves.toEqual({
      status: 'error',
      message: 'Failed to fetch',
    });
    expect(localStorage.getItem(cartIdKey('fr'))).toBe(OLD);
    expect(s.calls).toHaveLength(1);
  });
});

describe('updating and removing items', () => {
  it('updates a quantity; a stock error says how many are left', async () => {
    localStorage.setItem(cartIdKey('fr'), OLD);
    const updated = (total: number, errors: { code: string; message: string }[]) => ({
      data: {
        updateCartItems: {
          __typename: 'UpdateCartItemsOutput',
          cart: cart(OLD, total),
          errors: errors.map((e) => ({ __typename: 'CartUserInputError', ...e })),
        },
      },
    });
    const s = session({
      UpdateCartItems: [
        updated(3, []),
        updated(3, [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }]),
      ],
      AvailableProductQty: [{ data: { availableProductQty: 3 } }],
    });
    await expect(updateCartItemQuantity(s, { uid: 'MQ==', sku: 'A' }, 3)).resolves.toMatchObject({
      status: 'done',
      totalQuantity: 3,
    });
    expect(s.calls[0]!.variables).toEqual({
      cartId: OLD,
      cartItems: [{ cart_item_uid: 'MQ==', quantity: 3 }],
    });
    await expect(updateCartItemQuantity(s, { uid: 'MQ==', sku: 'A' }, 5)).resolves.toEqual({
      status: 'limited',
      sku: 'A',
      maxQty: 3,
    });
  });

  it('removes an item by uid', async () => {
    localStorage.setItem(cartIdKey('fr'), OLD);
    const s = session({
      RemoveItemFromCart: [
        { data: { removeItemFromCart: { __typename: 'RemoveItemFromCartOutput', cart: cart(OLD, 0) } } },
      ],
    });
    await expect(removeCartItem(s, 'MQ==')).resolves.toEqual({
      status: 'done',
      cartId: OLD,
      totalQuantity: 0,
    });
    expect(s.calls[0]!.variables).toEqual({ cartId: OLD, itemUid: 'MQ==' });
  });
});

describe('the shop client cache', () => {
  it('answers the header count and the mini cart from an add-to-cart response, without a request', async () => {
    const { createApolloClient } = await import('../../platform/data/apollo');
    const { GetItemCountDocument } = await import('./__generated__/GetItemCount');
    const { MiniCartQueryDocument } = await import('./__generated__/MiniCartQuery');
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(added(OLD, 2)), { headers: { 'content-type': 'application/json' } }),
    );
    const apollo = createApolloClient({
      uri: 'http://shop.test/graphql',
      storeCode: 'fr',
      ssr: false,
      fetch,
    });
    localStorage.setItem(cartIdKey('fr'), OLD);
    await expect(addToCart({ apollo, storeCode: 'fr' }, { sku: 'A' })).resolves.toMatchObject({
      status: 'done',
    });
    expect(
      apollo.readQuery({ query: GetItemCountDocument, variables: { cartId: OLD } })?.cart?.total_quantity,
    ).toBe(2);
    expect(apollo.readQuery({ query: MiniCartQueryDocument, variables: { cartId: OLD } })?.cart?.id).toBe(
      OLD,
    );
    expect(apollo.readQuery({ query: GetItemCountDocument, variables: { cartId: NEW } })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
