import type { ApolloClient } from '@apollo/client';
import {
  emitShopEvent,
  itemsPayload,
  type AnalyticsItem,
  type EcommerceEvent,
} from '../../platform/analytics';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { MiniCartFragmentDoc } from './__generated__/MiniCart';
import { MiniCartItemFragmentDoc } from './__generated__/MiniCartItem';
import { MiniCartQueryDocument } from './__generated__/MiniCartQuery';

/** A cart line as the data layer names it, by the line's uid. */
export type CartLines = Map<string, AnalyticsItem>;

/** The lines of a cart carrying the mini cart's fields (spec §7 items: id, name, price, quantity, currency). */
export function cartLines(cart: FragmentType<typeof MiniCartFragmentDoc> | null | undefined): CartLines {
  const lines: CartLines = new Map();
  const mini = getFragmentData(MiniCartFragmentDoc, cart);
  for (const ref of mini?.itemsV2?.items ?? []) {
    if (!ref) continue;
    const item = getFragmentData(MiniCartItemFragmentDoc, ref);
    const price = item.prices?.price_including_tax;
    if (!item.product || !price) continue;
    const variant = 'configured_variant' in item ? item.configured_variant : null;
    const sku = variant?.sku ?? item.product.sku;
    if (!sku) continue;
    lines.set(item.uid, {
      item_id: sku,
      item_name: item.product.name ?? sku,
      price: price.value ?? 0,
      quantity: item.quantity,
      currency: price.currency ?? '',
    });
  }
  return lines;
}

/**
 * Spec §7 "add/remove cart" events for a change of the bag: what each line gained is added, what
 * it lost (or a line that went) is removed — so adds, quantity changes and removals all report the
 * quantities that changed hands, at the line's price.
 */
export function cartChangeEvents(before: CartLines, after: CartLines): EcommerceEvent[] {
  const added: AnalyticsItem[] = [];
  const removed: AnalyticsItem[] = [];
  for (const [uid, line] of after) {
    const delta = line.quantity - (before.get(uid)?.quantity ?? 0);
    if (delta > 0) added.push({ ...line, quantity: delta });
    else if (delta < 0) removed.push({ ...line, quantity: -delta });
  }
  for (const [uid, line] of before) if (!after.has(uid)) removed.push(line);
  const events: EcommerceEvent[] = [];
  if (added.length) events.push({ event: 'add_to_cart', ecommerce: itemsPayload(added) });
  if (removed.length) events.push({ event: 'remove_from_cart', ecommerce: itemsPayload(removed) });
  return events;
}

/** The bag's lines as the client last saw them; null when it never loaded them. */
export function cachedCartLines(apollo: ApolloClient, cartId: string): CartLines | null {
  try {
    const data = apollo.readQuery({ query: MiniCartQueryDocument, variables: { cartId } });
    return data?.cart ? cartLines(data.cart) : null;
  } catch {
    return null;
  }
}

/**
 * Reports a bag change; never throws (spec §8). `added` is what an add asked for: when the client
 * never loaded the bag's lines (nothing to compare with), the added product's line reports that.
 */
export function reportCartChange(
  before: CartLines | null,
  after: FragmentType<typeof MiniCartFragmentDoc> | null | undefined,
  added?: { sku: string; quantity: number },
): void {
  try {
    const now = cartLines(after);
    let events: EcommerceEvent[];
    if (before) events = cartChangeEvents(before, now);
    else {
      const line = added && [...now.values()].find((l) => l.item_id === added.sku);
      events = line
        ? [{ event: 'add_to_cart', ecommerce: itemsPayload([{ ...line, quantity: added.quantity }]) }]
        : [];
    }
    for (const event of events) emitShopEvent(event);
  } catch {
    // Spec §8: tracking errors are swallowed.
  }
}
