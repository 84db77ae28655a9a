import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useStoreView } from '../app/store-context';
import { showToast } from '../app/toasts';
import { getFragmentData } from '../gql/fragment-masking';
import { GetItemCountDocument } from '../gql/documents/GetItemCountDocument';
import { MiniCartFragmentDoc } from '../gql/documents/MiniCartFragmentDoc';
import { MiniCartItemFragmentDoc } from '../gql/documents/MiniCartItemFragmentDoc';
import { MiniCartQueryDocument } from '../gql/documents/MiniCartQueryDocument';
import type { MiniCartFragment, MiniCartItemFragment } from '../gql/graphql';
import { clearStoredCartId, getStoredCartId, subscribeCartId } from './cartIdStore';
import { cartErrorMessage, isOnlyStockError, presentItems } from './errors';
import { miniCartStore } from './miniCartStore';
import {
  addToCart as addToCartCall,
  ensureCartId,
  removeCartItem,
  runCartOperation,
  updateCartItemQuantity,
  type AddToCartInput,
  type CartChangeOutcome,
  type CartSession,
} from './operations';
import { isInvalidCartError } from './recovery';

/** Spec §9: success flag 1.5 s, 5 s for samples. */
export const ADDED_FLAG_MS = 1500;
export const SAMPLE_ADDED_FLAG_MS = 5000;
/** Spec §8: the "was added" toast stays 5 s. */
export const ADDED_TOAST_MS = 5000;

/** The Apollo client and store code cart calls need. */
export function useCartSession(): CartSession {
  const apollo = useApolloClient();
  const { code } = useStoreView();
  return useMemo(() => ({ apollo, storeCode: code }), [apollo, code]);
}

const noCartOnServer = () => null;

/** The current store's stored cart id, or null (always null on the server and while hydrating). */
export function useCartId(): string | null {
  const { code } = useStoreView();
  return useSyncExternalStore(subscribeCartId, () => getStoredCartId(code), noCartOnServer);
}

/** Returns a function giving the store's cart id, creating a guest cart when missing ("Unable to create cart"). */
export function useEnsureCartId(): () => Promise<string> {
  const session = useCartSession();
  return useCallback(() => ensureCartId(session), [session]);
}

/**
 * Spec §7: a cart error shows an error toast with the server message and no timeout (the shopper
 * closes it). Failed-operation messages are joined with a comma; dropped stock errors say nothing.
 */
export function showCartError(error: unknown): void {
  const message = typeof error === 'string' ? error : cartErrorMessage(error) || errorText(error);
  if (!message) return;
  showToast({ id: `cart-error:${message}`, type: 'error', message, timeout: null, dismissable: true });
}

const errorText = (error: unknown) =>
  isOnlyStockError(error) ? '' : error instanceof Error ? error.message : String(error ?? '');

/**
 * Runs any cart call (coupon, gift card, checkout steps …) with the store's cart id — created when
 * missing — through the invalid-cart recovery of spec §4. Errors are thrown to the caller;
 * pass them to `showCartError` to follow spec §7.
 */
export function useCartOperation(): <T>(operation: (cartId: string) => Promise<T>) => Promise<T> {
  const session = useCartSession();
  return useCallback(
    <T>(operation: (cartId: string) => Promise<T>) => runCartOperation(session, operation),
    [session],
  );
}

/** Texts of the spec §8 stock outcomes, translated. */
function useOutcomeToast() {
  const intl = useIntl();
  return useCallback(
    (outcome: CartChangeOutcome) => {
      if (outcome.status === 'error') showCartError(outcome.message);
      else if (outcome.status === 'outOfStock')
        showCartError(intl.formatMessage({ id: 'cartData.stock.outOfStock' }));
      else if (outcome.status === 'limited')
        showCartError(intl.formatMessage({ id: 'cartData.stock.limited' }, { max_qty: outcome.maxQty }));
    },
    [intl],
  );
}

export interface AddToCartRequest extends AddToCartInput {
  /** Product name for the toast; the sku stands in when empty (spec §8). */
  name?: string | null;
  /** Samples keep the success flag 5 s instead of 1.5 s. */
  isSample?: boolean;
}

/**
 * Add to cart with the spec's feedback: "{name} was added to your shopping bag" (5 s) and the mini
 * cart opens on success; stock and cart errors as error toasts. `loading` while a call runs.
 */
export function useAddToCart(): {
  addToCart: (request: AddToCartRequest) => Promise<CartChangeOutcome>;
  loading: boolean;
} {
  const session = useCartSession();
  const intl = useIntl();
  const toastOutcome = useOutcomeToast();
  const [loading, setLoading] = useState(false);
  const addToCart = useCallback(
    async ({ name, isSample: _isSample, ...input }: AddToCartRequest) => {
      setLoading(true);
      try {
        const outcome = await addToCartCall(session, input);
        if (outcome.status === 'done') {
          showToast({
            id: `cart-added:${input.sku}`,
            type: 'success',
            message: intl.formatMessage({ id: 'cartData.added' }, { name: name?.trim() || input.sku }),
            timeout: ADDED_TOAST_MS,
            dismissable: true,
          });
          miniCartStore.setOpen(true);
        } else toastOutcome(outcome);
        return outcome;
      } finally {
        setLoading(false);
      }
    },
    [session, intl, toastOutcome],
  );
  return { addToCart, loading };
}

/**
 * The add-to-cart button's state (`idle` → `loading` → `added` for 1.5 s, 5 s for samples) and its
 * click handler. Ignores clicks while a call runs (spec §4).
 */
export function useAddToCartButton(): {
  state: 'idle' | 'loading' | 'added';
  add: (request: AddToCartRequest) => Promise<CartChangeOutcome | null>;
} {
  const { addToCart, loading } = useAddToCart();
  const [addedUntil, setAddedUntil] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const add = useCallback(
    async (request: AddToCartRequest) => {
      if (running.current) return null;
      running.current = true;
      try {
        const outcome = await addToCart(request);
        if (outcome.status === 'done') {
          if (timer.current) clearTimeout(timer.current);
          setAddedUntil(true);
          timer.current = setTimeout(
            () => setAddedUntil(false),
            request.isSample ? SAMPLE_ADDED_FLAG_MS : ADDED_FLAG_MS,
          );
        }
        return outcome;
      } finally {
        running.current = false;
      }
    },
    [addToCart],
  );
  return { state: loading ? 'loading' : addedUntil ? 'added' : 'idle', add };
}

/**
 * Quantity change and removal of cart items, with spec §8 stock and error toasts. `pending` is the
 * uid of the item whose call runs (its controls are disabled meanwhile).
 */
export function useCartItemActions(): {
  updateQuantity: (item: { uid: string; sku: string }, quantity: number) => Promise<CartChangeOutcome>;
  removeItem: (uid: string) => Promise<CartChangeOutcome>;
  pending: string | null;
} {
  const session = useCartSession();
  const toastOutcome = useOutcomeToast();
  const [pending, setPending] = useState<string | null>(null);
  const run = useCallback(
    async (uid: string, call: () => Promise<CartChangeOutcome>) => {
      setPending(uid);
      try {
        const outcome = await call();
        toastOutcome(outcome);
        return outcome;
      } finally {
        setPending(null);
      }
    },
    [toastOutcome],
  );
  const updateQuantity = useCallback(
    (item: { uid: string; sku: string }, quantity: number) =>
      run(item.uid, () => updateCartItemQuantity(session, item, quantity)),
    [run, session],
  );
  const removeItem = useCallback(
    (uid: string) => run(uid, () => removeCartItem(session, uid)),
    [run, session],
  );
  return { updateQuantity, removeItem, pending };
}

/** Whether the mini cart drawer is open, and a setter (add to cart opens it). */
export function useMiniCart(): { open: boolean; setOpen: (open: boolean) => void } {
  const open = useSyncExternalStore(miniCartStore.subscribe, miniCartStore.isOpen, () => false);
  return { open, setOpen: miniCartStore.setOpen };
}

/** Opens the mini cart from outside React. */
export const openMiniCart = () => miniCartStore.setOpen(true);

/**
 * Spec §7 GetItemCount(cartId): the cart's total quantity, fetched when a cart id exists.
 * `undefined` without a cart. An invalid stored cart is forgotten (the next add creates one).
 */
export function useCartItemCount(): number | undefined {
  const cartId = useCartId();
  const { code } = useStoreView();
  const { data, error } = useQuery(GetItemCountDocument, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error && isInvalidCartError(error)) clearStoredCartId(code);
  }, [error, code]);
  return cartId ? (data?.cart?.total_quantity ?? undefined) : undefined;
}

/**
 * Spec §7 MiniCartQuery(cart_id): the mini cart's items (null items from dropped stock errors
 * removed, spec §8), subtotal and count. Stock-only errors are not reported as errors.
 */
export function useMiniCartQuery(): {
  cartId: string | null;
  cart: MiniCartFragment | null;
  items: MiniCartItemFragment[];
  loading: boolean;
  error: string | null;
  refetch: () => void;
} {
  const cartId = useCartId();
  const { code } = useStoreView();
  const { data, error, loading, refetch } = useQuery(MiniCartQueryDocument, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  useEffect(() => {
    if (error && isInvalidCartError(error)) clearStoredCartId(code);
  }, [error, code]);
  const cart = cartId ? (getFragmentData(MiniCartFragmentDoc, data?.cart) ?? null) : null;
  const items = presentItems(cart?.itemsV2?.items).map((item) =>
    getFragmentData(MiniCartItemFragmentDoc, item),
  );
  const message = error && !isInvalidCartError(error) ? cartErrorMessage(error) : '';
  return {
    cartId,
    cart,
    items,
    loading: Boolean(cartId) && loading && !data,
    error: message || null,
    refetch: () => void refetch(),
  };
}
