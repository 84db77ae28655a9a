import { clearCartId, writeCartId, type CartIdStorage } from './cartId';

/**
 * Spec §4/§8: when a cart call fails because the stored cart is gone, inactive (ordered) or not
 * the shopper's, the shop empties the stored cart (signing out a signed-in user), creates a new
 * cart, refetches it and retries the call once. Network errors never trigger this: the cart may
 * be fine, and throwing it away would lose the shopper's items.
 */
export const INVALID_CART_MESSAGES = [
  'Could not find a cart',
  "The cart isn't active",
  'The current user cannot perform operations on cart',
] as const;

/** Magento categories those errors carry. */
const INVALID_CART_CATEGORIES = new Set(['graphql-no-such-entity', 'graphql-authorization']);

export const UNABLE_TO_CREATE_CART = 'Unable to create cart';

interface FormattedError {
  message?: unknown;
  extensions?: { category?: unknown } | null;
}

/** GraphQL errors from any shape the app meets: Apollo 4 `CombinedGraphQLErrors`, Apollo 3 style, raw results. */
function graphQLErrorsOf(error: unknown): FormattedError[] {
  if (typeof error !== 'object' || error === null) return [];
  const { errors, graphQLErrors } = error as { errors?: unknown; graphQLErrors?: unknown };
  if (Array.isArray(errors)) return errors as FormattedError[];
  if (Array.isArray(graphQLErrors)) return graphQLErrors as FormattedError[];
  if ('extensions' in error && 'message' in error) return [error as FormattedError];
  return [];
}

/** A failure to reach the API or read its answer (no GraphQL errors to go on). */
export function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (graphQLErrorsOf(error).length > 0) return false;
  const { name, networkError } = error as { name?: unknown; networkError?: unknown };
  if (networkError) return true;
  return (
    name === 'ServerError' ||
    name === 'ServerParseError' ||
    name === 'TypeError' || // fetch: "Failed to fetch" / "fetch failed"
    name === 'AbortError' ||
    name === 'NetworkError'
  );
}

/** One of the spec §8 invalid-cart errors (by message, with Magento's category when present). */
export function isInvalidCartError(error: unknown): boolean {
  if (isNetworkError(error)) return false;
  return graphQLErrorsOf(error).some((e) => {
    const message = typeof e.message === 'string' ? e.message : '';
    const category = e.extensions?.category;
    const knownCategory = category === undefined || INVALID_CART_CATEGORIES.has(String(category));
    return knownCategory && INVALID_CART_MESSAGES.some((text) => message.startsWith(text));
  });
}

export interface CartRecoveryDeps {
  storage: CartIdStorage;
  storeCode: string;
  isSignedIn: () => boolean;
  /** Sign the user out (spec §4: an invalid cart signs out a signed-in user). */
  signOut: () => void | Promise<void>;
  /** Creates a cart on the API and returns its id. */
  createCart: () => Promise<string>;
  /** Refetches the cart (mini cart, totals) for the new id. */
  refetchCart: (cartId: string) => Promise<unknown>;
}

export interface CartRecoveryResult<T> {
  result: T;
  /** Whether the cart was replaced before `result` was obtained. */
  recovered: boolean;
  /** Whether the user was signed out on the way. */
  signedOut: boolean;
}

/**
 * Runs a cart operation; on an invalid-cart error recovers once and retries it with the new cart
 * id. Any other error, or a second failure, is thrown to the caller unchanged.
 */
export async function runWithCartRecovery<T>(
  operation: (cartId: string | null) => Promise<T>,
  cartId: string | null,
  deps: CartRecoveryDeps,
): Promise<CartRecoveryResult<T>> {
  try {
    return { result: await operation(cartId), recovered: false, signedOut: false };
  } catch (error) {
    if (!isInvalidCartError(error)) throw error;
  }

  clearCartId(deps.storage, deps.storeCode);
  const signedOut = deps.isSignedIn();
  if (signedOut) await deps.signOut();

  let newCartId: string;
  try {
    newCartId = await deps.createCart();
    writeCartId(deps.storage, deps.storeCode, newCartId);
  } catch (cause) {
    throw new Error(UNABLE_TO_CREATE_CART, { cause });
  }
  await deps.refetchCart(newCartId);

  return { result: await operation(newCartId), recovered: true, signedOut };
}
