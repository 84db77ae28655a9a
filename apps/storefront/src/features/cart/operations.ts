import type { ApolloClient } from '@apollo/client';
import { AddProductsToCartDocument } from './__generated__/AddProductsToCart';
import { AddToCartWithPriceDocument } from './__generated__/AddToCartWithPrice';
import { AvailableProductQtyDocument } from './__generated__/AvailableProductQty';
import { CreateGuestCartDocument } from './__generated__/CreateGuestCart';
import { CustomerCartDocument } from './__generated__/CustomerCart';
import { MergeCartsDocument } from './__generated__/MergeCarts';
import { MiniCartQueryDocument } from './__generated__/MiniCartQuery';
import { RemoveItemFromCartDocument } from './__generated__/RemoveItemFromCart';
import { UpdateCartItemsDocument } from './__generated__/UpdateCartItems';
import { isValidCartId } from './cartId';
import { cachedCartLines, reportCartChange } from './cartEvents';
import { cartIdStorage, getStoredCartId, setStoredCartId } from './cartIdStore';
import { cartFailureMessage, isDroppedStockMessage, userErrorsMessage } from './errors';
import { isInvalidCartError, runWithCartRecovery, UNABLE_TO_CREATE_CART } from './recovery';

/** What cart calls need: the Apollo client and the store view whose cart they work on. */
export interface CartSession {
  apollo: ApolloClient;
  storeCode: string;
  /** Spec §6: an invalid cart signs a signed-in user out; a signed-in customer uses the customer cart. */
  isSignedIn?: () => boolean;
  signOut?: () => void | Promise<void>;
}

/** The signed-in customer's cart id (created by the API when the customer has none). */
async function fetchCustomerCartId(session: CartSession): Promise<unknown> {
  const { data } = await session.apollo.query({ query: CustomerCartDocument, fetchPolicy: 'network-only' });
  return data?.customerCart?.id;
}

/**
 * Creates a cart — a guest cart, or for a signed-in customer the customer cart — stores its id for
 * the store and returns it; "Unable to create cart" on failure.
 */
export async function createCart(session: CartSession): Promise<string> {
  let id: unknown;
  try {
    if (session.isSignedIn?.()) {
      id = await fetchCustomerCartId(session);
    } else {
      const { data } = await session.apollo.mutate({ mutation: CreateGuestCartDocument });
      id = data?.createGuestCart?.cart?.id;
    }
  } catch (cause) {
    throw new Error(UNABLE_TO_CREATE_CART, { cause });
  }
  if (!isValidCartId(id)) throw new Error(UNABLE_TO_CREATE_CART);
  setStoredCartId(session.storeCode, id);
  return id;
}

// Two quick adds on a shopper's first visit must not create two carts.
const creating = new Map<string, Promise<string>>();

/** The stored cart id of the store, creating a cart when there is none (one creation at a time). */
export function ensureCartId(session: CartSession): Promise<string> {
  const stored = getStoredCartId(session.storeCode);
  if (stored) return Promise.resolve(stored);
  const running = creating.get(session.storeCode);
  if (running) return running;
  const created = createCart(session).finally(() => creating.delete(session.storeCode));
  creating.set(session.storeCode, created);
  return created;
}

/**
 * After sign-in (spec §6, issue 22): the guest cart of this store merges into the customer's cart
 * (same product and options: quantities summed) and the customer cart's id is stored, so the bag
 * is the same in every browser the customer signs in to. A guest cart that no longer exists has
 * nothing to merge.
 */
export async function adoptCustomerCart(session: CartSession): Promise<string> {
  const guestId = getStoredCartId(session.storeCode);
  const customerId = await fetchCustomerCartId(session);
  if (!isValidCartId(customerId)) throw new Error(UNABLE_TO_CREATE_CART);
  if (guestId && guestId !== customerId) {
    try {
      await session.apollo.mutate({
        mutation: MergeCartsDocument,
        variables: { source: guestId, destination: customerId },
      });
    } catch (error) {
      if (!isInvalidCartError(error)) throw error;
    }
  }
  setStoredCartId(session.storeCode, customerId);
  await refetchCart(session, customerId);
  return customerId;
}

/** Refetches the mini cart data of a cart (after recovery every cart view reads the new cart). */
export function refetchCart(session: CartSession, cartId: string) {
  return session.apollo.query({
    query: MiniCartQueryDocument,
    variables: { cartId },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
}

/**
 * Runs a cart call with the store's cart id (created when missing) through the spec §4
 * invalid-cart recovery: empty the stored cart, create a new one, refetch, retry once.
 */
export async function runCartOperation<T>(
  session: CartSession,
  operation: (cartId: string) => Promise<T>,
): Promise<T> {
  const cartId = await ensureCartId(session);
  const { result } = await runWithCartRecovery(
    (id) => (id ? operation(id) : ensureCartId(session).then(operation)),
    cartId,
    {
      storage: cartIdStorage,
      storeCode: session.storeCode,
      isSignedIn: session.isSignedIn ?? (() => false),
      signOut: session.signOut ?? (() => undefined),
      createCart: () => createCart(session),
      refetchCart: (id) => refetchCart(session, id),
    },
  );
  return result;
}

/** One add-to-cart request (spec §7): variants carry the parent sku, gift cards their options. */
export interface AddToCartInput {
  sku: string;
  /** Default 1 (spec §9). */
  quantity?: number;
  parentSku?: string | null;
  selectedOptions?: string[];
  enteredOptions?: { uid: string; value: string }[];
  /** Custom-price products: the shopper's price (at least the shown minimum) via addToCartWithPrice. */
  price?: number;
}

/**
 * How a cart change ended. Stock problems come back as their own outcomes so the UI can say
 * "Only {max_qty} left in stock" or "This Product is currently out of stock…" (spec §8).
 */
export type CartChangeOutcome =
  | { status: 'done'; cartId: string; totalQuantity: number }
  | { status: 'outOfStock'; sku: string }
  | { status: 'limited'; sku: string; maxQty: number }
  | { status: 'error'; message: string };

/** Available salable quantity of a sku, from the network (spec §7 availableProductQty network-only). */
export async function availableQty(session: CartSession, sku: string): Promise<number | null> {
  try {
    const { data } = await session.apollo.query({
      query: AvailableProductQtyDocument,
      variables: { sku },
      fetchPolicy: 'network-only',
    });
    return data?.availableProductQty ?? null;
  } catch {
    return null;
  }
}

interface UserError {
  code?: string | null;
  message: string;
}

const isStockUserError = (e: UserError) =>
  e.code === 'NOT_SALABLE' || e.code === 'INSUFFICIENT_STOCK' || isDroppedStockMessage(e.message);

async function stockOutcome(session: CartSession, sku: string): Promise<CartChangeOutcome> {
  const qty = await availableQty(session, sku);
  return qty !== null && qty > 0 ? { status: 'limited', sku, maxQty: qty } : { status: 'outOfStock', sku };
}

/** The outcome of a failed call: the server's messages joined with a comma (spec §8). */
export function errorOutcome(error: unknown): CartChangeOutcome {
  return { status: 'error', message: cartFailureMessage(error) };
}

async function mutationOutcome(
  session: CartSession,
  sku: string,
  result: { cart: { id: string; total_quantity: number } | null; errors: UserError[] },
): Promise<CartChangeOutcome> {
  const stock = result.errors.filter(isStockUserError);
  const other = result.errors.filter((e) => !isStockUserError(e));
  if (other.length) return { status: 'error', message: userErrorsMessage(other) };
  if (stock.length) return stockOutcome(session, sku);
  if (!result.cart) return { status: 'error', message: UNABLE_TO_CREATE_CART };
  return { status: 'done', cartId: result.cart.id, totalQuantity: result.cart.total_quantity };
}

/** Adds a product to the store's cart; the response carries the mini cart fields, so no refetch. */
export async function addToCart(session: CartSession, input: AddToCartInput): Promise<CartChangeOutcome> {
  const quantity = input.quantity ?? 1;
  try {
    const result = await runCartOperation(session, async (cartId) => {
      const before = cachedCartLines(session.apollo, cartId);
      const report = <R extends { cart: Parameters<typeof reportCartChange>[1] | null }>(out: R): R => {
        if (out.cart) reportCartChange(before, out.cart, { sku: input.sku, quantity });
        return out;
      };
      if (input.price !== undefined) {
        const { data } = await session.apollo.mutate({
          mutation: AddToCartWithPriceDocument,
          variables: {
            cartId,
            sku: input.sku,
            parentSku: input.parentSku ?? null,
            quantity,
            price: input.price,
          },
        });
        const out = data?.addToCartWithPrice;
        return report({
          cart: out?.cart ?? null,
          errors: (out?.user_errors ?? []).filter((e) => e !== null),
        });
      }
      const { data } = await session.apollo.mutate({
        mutation: AddProductsToCartDocument,
        variables: {
          cartId,
          cartItems: [
            {
              sku: input.sku,
              quantity,
              ...(input.parentSku ? { parent_sku: input.parentSku } : {}),
              ...(input.selectedOptions?.length ? { selected_options: input.selectedOptions } : {}),
              ...(input.enteredOptions?.length ? { entered_options: input.enteredOptions } : {}),
            },
          ],
        },
      });
      const out = data?.addProductsToCart;
      return report({
        cart: out?.cart ?? null,
        errors: (out?.user_errors ?? []).filter((e) => e !== null),
      });
    });
    return await mutationOutcome(session, input.sku, result);
  } catch (error) {
    return errorOutcome(error);
  }
}

/** Sets an item's quantity (0 removes it, as Magento does). `sku` names the product for stock checks. */
export async function updateCartItemQuantity(
  session: CartSession,
  item: { uid: string; sku: string },
  quantity: number,
): Promise<CartChangeOutcome> {
  try {
    const result = await runCartOperation(session, async (cartId) => {
      const before = cachedCartLines(session.apollo, cartId);
      const { data } = await session.apollo.mutate({
        mutation: UpdateCartItemsDocument,
        variables: { cartId, cartItems: [{ cart_item_uid: item.uid, quantity }] },
      });
      const out = data?.updateCartItems;
      if (out?.cart) reportCartChange(before, out.cart);
      return {
        cart: out?.cart ?? null,
        errors: (out?.errors ?? []).filter((e): e is NonNullable<typeof e> => e !== null),
      };
    });
    return await mutationOutcome(session, item.sku, result);
  } catch (error) {
    return errorOutcome(error);
  }
}

/** Removes an item from the store's cart. */
export async function removeCartItem(session: CartSession, uid: string): Promise<CartChangeOutcome> {
  try {
    const cart = await runCartOperation(session, async (cartId) => {
      const before = cachedCartLines(session.apollo, cartId);
      const { data } = await session.apollo.mutate({
        mutation: RemoveItemFromCartDocument,
        variables: { cartId, itemUid: uid },
      });
      const after = data?.removeItemFromCart?.cart ?? null;
      if (after) reportCartChange(before, after);
      return after;
    });
    if (!cart) return { status: 'error', message: UNABLE_TO_CREATE_CART };
    return { status: 'done', cartId: cart.id, totalQuantity: cart.total_quantity };
  } catch (error) {
    return errorOutcome(error);
  }
}
