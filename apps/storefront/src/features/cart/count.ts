import { useQuery } from '@apollo/client/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useStoreView } from '../../platform/store/store-context';
import { GetItemCountDocument } from './__generated__/GetItemCount';
import { clearStoredCartId, getStoredCartId, subscribeCartId, syncCartIdCookie } from './cartIdStore';
import { miniCartStore } from './miniCartStore';
import { isInvalidCartError } from './recovery';

// What the header needs of the cart, kept apart from the cart calls: the header's lazy chunk (and
// the preload list in every page's entry) stays small.

/**
 * The current store's stored cart id, or null. On the server and while hydrating it is
 * `serverCartId`: null, except on a bag the server rendered from the cart id cookie (cartId.ts).
 */
export function useCartId(serverCartId: string | null = null): string | null {
  const { code } = useStoreView();
  return useSyncExternalStore(
    subscribeCartId,
    () => getStoredCartId(code),
    () => serverCartId,
  );
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
export const useCartItemCount: () => number | undefined = import.meta.env.SSR
  ? // The server never knows the cart (its id is in the browser's storage), so it sets up no
    // Apollo watch for it on every page.
    () => undefined
  : useStoredCartItemCount;

function useStoredCartItemCount(): number | undefined {
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
  // Every page's header keeps the cart id cookie in line with storage.
  useEffect(() => {
    syncCartIdCookie(code);
  }, [cartId, code]);
  return cartId ? (data?.cart?.total_quantity ?? undefined) : undefined;
}
