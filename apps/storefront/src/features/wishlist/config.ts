import type { ApolloClient } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import { WishlistConfigDocument } from './__generated__/WishlistConfig';

export interface WishlistSettings {
  enabled: boolean;
  multiple: boolean;
  max: number;
}

/** The store view's wish list settings as StoreConfig gives them ("1"/"0" strings). */
export function toWishlistSettings(
  config:
    | {
        magento_wishlist_general_is_enabled?: string | null;
        enable_multiple_wishlists?: string | null;
        maximum_number_of_wishlists?: string | null;
      }
    | null
    | undefined,
): WishlistSettings {
  const enabled = config?.magento_wishlist_general_is_enabled === '1';
  const multiple = enabled && config?.enable_multiple_wishlists === '1';
  return {
    enabled,
    multiple,
    max: multiple ? Math.max(1, Number(config?.maximum_number_of_wishlists) || 1) : 1,
  };
}

/** Spec §4: a list may be created when multiple lists are on and the maximum is above the count. */
export const canCreateList = (settings: WishlistSettings, count: number) =>
  settings.multiple && settings.max > count;

export async function loadWishlistSettings(client: ApolloClient): Promise<WishlistSettings> {
  const { data } = await client.query({ query: WishlistConfigDocument, fetchPolicy: 'cache-first' });
  return toWishlistSettings(data?.storeConfig);
}

/** The name the API gives every customer's first list (Magento's default, "Wish List"). */
export const DEFAULT_LIST_NAME = 'Wish List';

/** A list's name as the shop shows it: the default list's name in the store's language. */
export const listName = (intl: IntlShape, name: string | null | undefined) =>
  !name || name === DEFAULT_LIST_NAME ? intl.formatMessage({ id: 'wishlist.defaultName' }) : name;
