import { useQuery } from '@apollo/client/react';
import { createElement, useEffect, useState, useSyncExternalStore, type ReactElement } from 'react';
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

/** What the header shows of the cart: its count, and the element that keeps the count. */
export interface CartItemCount {
  /** Spec §7 GetItemCount: the cart's total quantity; `undefined` without a cart or until known. */
  count: number | undefined;
  /** Render it where the hook is used (it renders nothing): it watches the count while a cart exists. */
  watch: ReactElement | null;
}

/**
 * Spec §7 GetItemCount(cartId): the cart's total quantity, fetched when a cart id exists. An
 * invalid stored cart is forgotten (the next add creates one). Every page's header keeps the cart
 * id cookie in line with storage.
 *
 * Issue 18: the query is watched by a child element that exists only while there is a cart id,
 * not by the header itself. A shopper without a cart (every first visit) never sets up the watch:
 * Apollo's first work on a document (its transforms and variables, ~50 ms of a page's first
 * seconds at Lighthouse's 4× CPU) is not spent for a count nobody has. The server never knows the
 * cart (its id is in the browser's storage), so it never watches either.
 */
export function useCartItemCount(): CartItemCount {
  const cartId = useCartId();
  const { code } = useStoreView();
  const [counted, setCounted] = useState<Counted | null>(null);
  useEffect(() => {
    syncCartIdCookie(code);
  }, [cartId, code]);
  if (import.meta.env.SSR || !cartId) return { count: undefined, watch: null };
  return {
    count: counted?.cartId === cartId ? counted.count : undefined,
    watch: createElement(CountWatch, { cartId, code, onCount: setCounted }),
  };
}

interface Counted {
  cartId: string;
  count: number | undefined;
}

function CountWatch({
  cartId,
  code,
  onCount,
}: {
  cartId: string;
  code: string;
  onCount: (counted: Counted) => void;
}): null {
  const { data, error } = useQuery(GetItemCountDocument, {
    variables: { cartId },
    fetchPolicy: 'cache-and-network',
  });
  const count = data?.cart?.total_quantity ?? undefined;
  useEffect(() => {
    onCount({ cartId, count });
  }, [cartId, count, onCount]);
  useEffect(() => {
    if (error && isInvalidCartError(error)) clearStoredCartId(code);
  }, [error, code]);
  return null;
}
