import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApolloLoader } from '../../platform/data/apolloSource';
import { useStoreView } from '../../platform/store/store-context';
import { isSignedIn } from '../../platform/session/marker';
import { getFragmentData } from '../../gql/fragment-masking';
import { MiniCartFragmentDoc } from './__generated__/MiniCart';
import { MiniCartItemFragmentDoc } from './__generated__/MiniCartItem';
import { MiniCartQueryDocument } from './__generated__/MiniCartQuery';
import type { MiniCartFragment, MiniCartItemFragment } from '../../gql/graphql';
import { useCartFeedbackTexts } from './addToCartButton';
import { clearStoredCartId } from './cartIdStore';
import { useCartId } from './count';
import { cartErrorMessage, presentItems } from './errors';
import { showOutcomeError } from './feedback';
import {
  removeCartItem,
  runCartOperation,
  updateCartItemQuantity,
  type CartChangeOutcome,
  type CartSession,
} from './operations';
import { isInvalidCartError } from './recovery';

/**
 * The Apollo client and store code cart calls need, and the signed-in state: an invalid cart signs
 * a signed-in customer out (spec §4/§6). The sign-out code loads only when that happens.
 */
export function useCartSession(): CartSession {
  const apollo = useApolloClient();
  const { code } = useStoreView();
  return useMemo(() => cartSession(apollo, code), [apollo, code]);
}

/**
 * The same session for parts that render before Apollo Client has loaded (Page Builder blocks on a
 * guest's first page): resolves once the client is there.
 */
export function useCartSessionLoader(): () => Promise<CartSession> {
  const loadApollo = useApolloLoader();
  const { code } = useStoreView();
  return useCallback(() => loadApollo().then((apollo) => cartSession(apollo, code)), [loadApollo, code]);
}

function cartSession(apollo: CartSession['apollo'], code: string): CartSession {
  return {
    apollo,
    storeCode: code,
    isSignedIn: () => isSignedIn(),
    signOut: () =>
      import('../../platform/session/signOut').then((m) =>
        m.signOut({ apollo, storeCode: code, removeCart: () => clearStoredCartId(code) }),
      ),
  };
}

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

/** Error toasts of a failed cart change, in the current locale. */
function useOutcomeToast() {
  const texts = useCartFeedbackTexts();
  return useCallback((outcome: CartChangeOutcome) => showOutcomeError(outcome, texts), [texts]);
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

export { useCartId, useCartItemCount, useMiniCart, openMiniCart } from './count';
