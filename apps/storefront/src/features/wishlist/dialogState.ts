import type { WishlistProduct } from './button';

/** The wish list dialog (spec §3 app state "wishlist modal"): which product it is choosing a list for. */
let current: WishlistProduct | null = null;
const listeners = new Set<() => void>();

export const getDialogProduct = () => current;
export function subscribeDialog(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export function setDialogProduct(product: WishlistProduct | null) {
  current = product;
  listeners.forEach((l) => l());
}
