import type { ApolloClient } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import { showToast } from '../../platform/toasts';
import { AddProductsToWishlistDocument } from './__generated__/AddProductsToWishlist';
import type { GetCustomerWishlistMenuQuery } from '../../gql/graphql';
import { GetCustomerWishlistMenuDocument } from './__generated__/GetCustomerWishlistMenu';
import { guestItemsToMerge, readGuestList, writeGuestList } from './guestList';
import { setWishlistSnapshot } from './button';

export type MenuWishlist = NonNullable<
  NonNullable<NonNullable<GetCustomerWishlistMenuQuery['customer']>['wishlists'][number]>
>;

/** Spec §9 wishlist sync page: the lists come 10 at a time. */
export const WISHLIST_SYNC_PAGE = 10;

let lists: MenuWishlist[] = [];
const listeners = new Set<() => void>();
/** The signed-in customer's lists as last synced (the dialog's choices); empty for guests. */
export const getMenuLists = () => lists;
export function subscribeMenuLists(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const keysOf = (items: readonly { product?: { sku?: string | null } | null }[]) =>
  items.flatMap((i) => (i.product?.sku ? [i.product.sku] : []));

/** Every list of the customer, page after page of 10 (network-only: the server holds the truth). */
export async function fetchMenuLists(client: ApolloClient): Promise<MenuWishlist[]> {
  const all: MenuWishlist[] = [];
  for (let page = 1; ; page++) {
    const { data } = await client.query({
      query: GetCustomerWishlistMenuDocument,
      variables: { currentPage: page },
      fetchPolicy: 'network-only',
    });
    const got = (data?.customer?.wishlists ?? []).filter((w): w is MenuWishlist => !!w);
    all.push(...got);
    if (got.length < WISHLIST_SYNC_PAGE) return all;
  }
}

function publish(next: MenuWishlist[]) {
  lists = next;
  setWishlistSnapshot({
    saved: new Set(next.flatMap((w) => keysOf(w.items_v2?.items.filter((i) => !!i) ?? []))),
    count: next.reduce((n, w) => n + (w.items_count ?? 0), 0),
  });
  listeners.forEach((l) => l());
}

/** A guest's buttons and count come from the local list. */
export function syncGuest() {
  const items = readGuestList();
  lists = [];
  setWishlistSnapshot({ saved: new Set(items.map((i) => i.key)), count: items.length });
  listeners.forEach((l) => l());
}

/**
 * A signed-in customer's lists. Issue 12: a guest list left in this browser is merged into the
 * default list first (only SKUs it does not hold yet), the merged count is shown once, and the
 * local list is emptied.
 */
export function syncCustomer(client: ApolloClient, intl: IntlShape): Promise<void> {
  // One after the other: two syncs at once would merge the guest list twice.
  const run = queue.then(() => syncCustomerNow(client, intl));
  queue = run.catch(() => undefined);
  return run;
}
let queue: Promise<void> = Promise.resolve();

async function syncCustomerNow(client: ApolloClient, intl: IntlShape): Promise<void> {
  let fetched = await fetchMenuLists(client);
  const guest = readGuestList();
  const target = fetched[0];
  if (guest.length && target) {
    const held = new Set(keysOf(target.items_v2?.items.filter((i) => !!i) ?? []));
    const merge = guestItemsToMerge(guest, held);
    if (merge.length) {
      const { data } = await client.mutate({
        mutation: AddProductsToWishlistDocument,
        variables: {
          wishlistId: String(target.id),
          wishlistItems: merge.map((i) => ({
            sku: i.sku,
            quantity: i.quantity,
            ...(i.parent_sku ? { parent_sku: i.parent_sku } : {}),
          })),
        },
      });
      // Merged: the local list goes now, before anything else can fail or re-merge it.
      writeGuestList([]);
      const failed = data?.addProductsToWishlist?.user_errors.length ?? 0;
      const merged = merge.length - failed;
      if (merged > 0)
        showToast({
          id: 'wishlist-merged',
          type: 'success',
          message: intl.formatMessage({ id: 'wishlist.merged' }, { count: merged }),
        });
      fetched = await fetchMenuLists(client);
    } else writeGuestList([]);
  }
  publish(fetched);
}
