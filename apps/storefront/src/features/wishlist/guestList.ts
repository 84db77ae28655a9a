import { browserStorage, type MarkerStorage } from '../../platform/session/marker';

/** Spec §3 "Guest wishlist item" in the client-stored `guest_wishlist` key (spec §3 client-stored keys). */
export interface GuestWishlistItem {
  sku: string;
  /** The card's or product page's SKU (the parent of a chosen option): what marks the button. */
  key: string;
  parent_sku?: string;
  quantity: number;
  name: string;
}

export const GUEST_WISHLIST_KEY = 'guest_wishlist';

const isItem = (v: unknown): v is GuestWishlistItem =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as GuestWishlistItem).sku === 'string' &&
  typeof (v as GuestWishlistItem).key === 'string' &&
  typeof (v as GuestWishlistItem).quantity === 'number';

export function readGuestList(storage: MarkerStorage | null = browserStorage()): GuestWishlistItem[] {
  try {
    const parsed = JSON.parse(storage?.getItem(GUEST_WISHLIST_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

export function writeGuestList(items: GuestWishlistItem[], storage: MarkerStorage | null = browserStorage()) {
  try {
    if (items.length) storage?.setItem(GUEST_WISHLIST_KEY, JSON.stringify(items));
    else storage?.removeItem(GUEST_WISHLIST_KEY);
  } catch {
    // Full or blocked storage: the list stays as it was.
  }
}

/** Spec §3: the SKU is unique; adding replaces an item with the same SKU (or the same button). */
export function withGuestItem(
  items: readonly GuestWishlistItem[],
  item: GuestWishlistItem,
): GuestWishlistItem[] {
  return [...items.filter((i) => i.sku !== item.sku && i.key !== item.key), item];
}

/** Removes the product a button stands for (its own SKU or its options' parent). */
export function withoutGuestItem(items: readonly GuestWishlistItem[], key: string): GuestWishlistItem[] {
  return items.filter((i) => i.key !== key && i.sku !== key);
}

/**
 * At sign-in (issue 12): the guest items the default list does not hold yet (by the button's SKU),
 * so merging never makes duplicate SKUs.
 */
export function guestItemsToMerge(
  guest: readonly GuestWishlistItem[],
  savedKeys: ReadonlySet<string>,
): GuestWishlistItem[] {
  return guest.filter((i) => !savedKeys.has(i.key) && !savedKeys.has(i.sku));
}
