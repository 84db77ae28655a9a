import type { ApolloClient } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import { itemsPayload } from '../../platform/analytics/ecommerce';
import { emitShopEvent } from '../../platform/analytics/emit';
import { isSignedIn } from '../../platform/session/marker';
import { showToast } from '../../platform/toasts';
import { AddProductsToWishlistDocument } from './__generated__/AddProductsToWishlist';
import { RemoveProductsFromWishlistBySkuDocument } from './__generated__/RemoveProductsFromWishlistBySku';
import type { WishlistProduct } from './button';
import { listName, loadWishlistSettings } from './config';
import { setDialogProduct } from './dialogState';
import { readGuestList, withGuestItem, withoutGuestItem, writeGuestList } from './guestList';
import { getWishlistSnapshot, setWishlistSnapshot } from './button';
import { fetchMenuLists, getMenuLists, syncCustomer, syncGuest } from './sync';

export interface WishlistDeps {
  client: ApolloClient;
  intl: IntlShape;
}

/** Spec §9: toasts last 5 s. */
const TOAST_MS = 5000;

function setBusy(key: string, on: boolean) {
  const busy = new Set(getWishlistSnapshot().busy);
  if (on) busy.add(key);
  else busy.delete(key);
  setWishlistSnapshot({ busy });
}

export function wishlistItemInput(product: WishlistProduct) {
  return {
    sku: product.sku,
    quantity: 1,
    ...(product.parentSku ? { parent_sku: product.parentSku } : {}),
  };
}

type Price = { value: number; currency: string };

/**
 * The price shown with `sku` (for add_to_wishlist): the wish list buttons, part of first downloads,
 * do not carry it, so it is looked up when a product is saved — in the answers the page was built
 * from (Apollo's cache: cards and listings), else in the product page's schema.org product data.
 */
function shownPrice(client: ApolloClient, sku: string): Price | undefined {
  return cachedPrice(client.cache.extract(), sku, new Set()) ?? pagePrice(sku);
}

function cachedPrice(node: unknown, sku: string, seen: Set<object>): Price | undefined {
  if (!node || typeof node !== 'object' || seen.has(node)) return undefined;
  seen.add(node);
  const o = node as {
    sku?: unknown;
    price_range?: { minimum_price?: { final_price?: Record<string, unknown> } };
  };
  const final = o.sku === sku ? o.price_range?.minimum_price?.final_price : undefined;
  if (typeof final?.value === 'number') return { value: final.value, currency: String(final.currency ?? '') };
  for (const value of Object.values(node)) {
    const found = cachedPrice(value, sku, seen);
    if (found) return found;
  }
  return undefined;
}

function pagePrice(sku: string): Price | undefined {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const ld = JSON.parse(script.textContent ?? '') as { sku?: unknown; offers?: Record<string, unknown> };
      const value = Number(ld.offers?.price);
      if (ld.sku === sku && Number.isFinite(value))
        return { value, currency: String(ld.offers?.priceCurrency ?? '') };
    } catch {
      // Not JSON: look at the next one.
    }
  }
  return undefined;
}

/**
 * Spec §7 wish list pixels (fbAddToWishlist, tikTokAddToWishlist) and the data layer's
 * add_to_wishlist (GA4's shape): reported once a product is saved, the consent gate decides where
 * it goes (spec §6).
 */
export function reportWishlistAdd(client: ApolloClient, product: WishlistProduct) {
  let price: Price | undefined;
  try {
    price = shownPrice(client, product.sku);
  } catch {
    // Spec §8: tracking errors are swallowed (the event goes without a price).
  }
  emitShopEvent({
    event: 'add_to_wishlist',
    ecommerce: itemsPayload([
      {
        item_id: product.sku,
        item_name: product.name,
        price: price?.value ?? 0,
        quantity: 1,
        currency: price?.currency ?? '',
      },
    ]),
  });
}

/**
 * Adds the product to one of the customer's lists (the dialog's choice or the only one). Resolves to
 * the list's name; throws with the API's message when the item was refused.
 */
export async function addToList(deps: WishlistDeps, product: WishlistProduct, wishlistId: string) {
  const { data } = await deps.client.mutate({
    mutation: AddProductsToWishlistDocument,
    variables: { wishlistId, wishlistItems: [wishlistItemInput(product)] },
  });
  const result = data?.addProductsToWishlist;
  if (!result) throw new Error('');
  // Failed-operation messages are joined with a comma (spec §8).
  if (result.user_errors.length) throw new Error(result.user_errors.map((e) => e?.message).join(', '));
  reportWishlistAdd(deps.client, product);
  await syncCustomer(deps.client, deps.intl);
  return listName(deps.intl, result.wishlist.name);
}

/**
 * Spec §4 wish list add/remove. Signed out: the local list (SKU unique), the button marked, a
 * success toast. Signed in: several lists → the dialog; one list → added directly; removal by SKU.
 * A store with wish lists off shows its message instead. Removal failures are silent (spec §8).
 */
export async function changeWishlist(deps: WishlistDeps, product: WishlistProduct, key: string, on: boolean) {
  const t = (id: string, values?: Record<string, string | number>) => deps.intl.formatMessage({ id }, values);
  if (getWishlistSnapshot().busy.has(key)) return;
  setBusy(key, true);
  try {
    const settings = await loadWishlistSettings(deps.client);
    if (!settings.enabled) {
      showToast({
        id: 'wishlist-disabled',
        type: 'info',
        message: t('wishlist.disabled'),
        timeout: TOAST_MS,
      });
      return;
    }
    if (!isSignedIn()) {
      const items = readGuestList();
      writeGuestList(
        on
          ? withGuestItem(items, {
              sku: product.sku,
              key,
              quantity: 1,
              name: product.name,
              ...(product.parentSku ? { parent_sku: product.parentSku } : {}),
            })
          : withoutGuestItem(items, key),
      );
      syncGuest();
      if (on) reportWishlistAdd(deps.client, product);
      if (on)
        showToast({
          type: 'success',
          message: t('wishlist.addedGuest', { name: product.name }),
          timeout: TOAST_MS,
        });
      return;
    }
    if (!on) {
      await deps.client
        .mutate({ mutation: RemoveProductsFromWishlistBySkuDocument, variables: { sku: key } })
        .then(() => syncCustomer(deps.client, deps.intl))
        .catch(() => undefined);
      return;
    }
    if (settings.multiple) {
      if (!getMenuLists().length) await syncCustomer(deps.client, deps.intl).catch(() => undefined);
      setDialogProduct(product);
      return;
    }
    try {
      const lists = getMenuLists().length ? getMenuLists() : await fetchMenuLists(deps.client);
      await addToList(deps, product, String(lists[0]?.id ?? '0'));
      showToast({ type: 'success', message: t('wishlist.addedFavorites'), timeout: TOAST_MS });
    } catch {
      showToast({ type: 'error', message: t('wishlist.addError'), timeout: TOAST_MS });
    }
  } finally {
    setBusy(key, false);
  }
}
