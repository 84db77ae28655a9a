import { useSyncExternalStore } from 'react';

/**
 * The only wish list code in a first download (issue 12): what the buttons show and where a click
 * goes. The SKUs saved (in the guest list or any of the customer's lists), the SKUs with a call
 * running and the header count (undefined until the first sync) live outside React, so the lazy
 * chunks (sync, actions, dialog) can change them; the header trigger's chunk, loaded after
 * hydration, fills them and handles the clicks (a click before that waits for it).
 */
export interface WishlistProduct {
  sku: string;
  name: string;
  /** A chosen option of a configurable product: its parent's SKU. */
  parentSku?: string;
}

export interface WishlistSnapshot {
  saved: ReadonlySet<string>;
  busy: ReadonlySet<string>;
  count?: number;
}

type Change = (product: WishlistProduct, key: string, on: boolean) => void;

let snapshot: WishlistSnapshot = { saved: new Set(), busy: new Set() };
const listeners = new Set<() => void>();
let change: Change | null = null;
const waiting: Parameters<Change>[] = [];

export const getWishlistSnapshot = () => snapshot;

export function subscribeWishlist(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function setWishlistSnapshot(next: Partial<WishlistSnapshot>) {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((l) => l());
}

/** Called by the header trigger's chunk: from now on clicks go to `fn` (and any waiting one). */
export function setWishlistChange(fn: Change) {
  change = fn;
  waiting.splice(0).forEach((args) => fn(...args));
}

/**
 * Spec §4 wish list button on cards and the product page: selected once saved (by its own or its
 * parent's SKU) and while a call runs (busy then).
 */
export function useWishlistButton(product: WishlistProduct, key = product.parentSku ?? product.sku) {
  const state = useSyncExternalStore(subscribeWishlist, getWishlistSnapshot, getWishlistSnapshot);
  const busy = state.busy.has(key);
  return {
    wishlisted: busy || state.saved.has(key),
    wishlistLoading: busy,
    onWishlistedChange: (on: boolean) =>
      void (change ? change(product, key, on) : waiting.push([product, key, on])),
  };
}
