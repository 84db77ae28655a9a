import { describe, expect, it } from 'vitest';
import {
  GUEST_WISHLIST_KEY,
  guestItemsToMerge,
  readGuestList,
  withGuestItem,
  withoutGuestItem,
  writeGuestList,
  type GuestWishlistItem,
} from './guestList';

const item = (sku: string, extra: Partial<GuestWishlistItem> = {}): GuestWishlistItem => ({
  sku,
  key: sku,
  quantity: 1,
  name: sku,
  ...extra,
});

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('guest wish list (spec §3 guest wishlist item)', () => {
  it('keeps a SKU once: adding the same SKU replaces the item', () => {
    const once = withGuestItem([item('A'), item('B')], item('A', { quantity: 2 }));
    expect(once.map((i) => [i.sku, i.quantity])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });

  it('replaces another option of the same product (one item per button)', () => {
    const list = withGuestItem(
      [item('SE-15', { key: 'SE', parent_sku: 'SE' })],
      item('SE-30', { key: 'SE', parent_sku: 'SE' }),
    );
    expect(list.map((i) => i.sku)).toEqual(['SE-30']);
    expect(withoutGuestItem(list, 'SE')).toEqual([]);
  });

  it('reads back what it wrote, ignores junk and clears the key when empty', () => {
    const storage = memoryStorage();
    writeGuestList([item('A')], storage);
    expect(readGuestList(storage)).toEqual([item('A')]);
    storage.setItem(GUEST_WISHLIST_KEY, '[{"sku":1},"x",null]');
    expect(readGuestList(storage)).toEqual([]);
    storage.setItem(GUEST_WISHLIST_KEY, '{not json');
    expect(readGuestList(storage)).toEqual([]);
    writeGuestList([], storage);
    expect(storage.map.has(GUEST_WISHLIST_KEY)).toBe(false);
  });

  it('merges at sign-in only what the default list does not hold yet', () => {
    const guest = [item('A'), item('B'), item('C-1', { key: 'C', parent_sku: 'C' })];
    expect(guestItemsToMerge(guest, new Set(['A', 'C'])).map((i) => i.sku)).toEqual(['B']);
  });
});
