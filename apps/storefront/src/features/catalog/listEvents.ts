import { itemsPayload, type AnalyticsItem } from '../../platform/analytics/ecommerce';
import { emitShopEvent } from '../../platform/analytics/emit';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { ProductCardViewFragmentDoc } from './components/ProductCard/__generated__/ProductCardView';
import { PriceViewFragmentDoc } from './price/__generated__/PriceView';

type CardProduct = FragmentType<typeof ProductCardViewFragmentDoc>;

/** A listing's products as data layer items (spec §7 impressions), with their place in the list. */
export function listItems(listName: string, products: readonly CardProduct[]): AnalyticsItem[] {
  return products.map((ref, index) => {
    const p = getFragmentData(ProductCardViewFragmentDoc, ref);
    const price = getFragmentData(PriceViewFragmentDoc, p).price_range.minimum_price.final_price;
    return {
      item_id: p.sku ?? '',
      item_name: p.name ?? '',
      price: price.value ?? 0,
      quantity: 1,
      currency: price.currency ?? '',
      index,
      item_list_name: listName,
    };
  });
}

/**
 * Spec §7 "impression" (GA4 view_item_list) for a listing as it is shown, and "click"
 * (select_item) when one of its products' links is followed. Returns the clean-up.
 */
export function trackListing(listName: string, products: readonly CardProduct[], doc: Document): () => void {
  const items = listItems(listName, products);
  if (!items.length) return () => undefined;
  emitShopEvent({ event: 'view_item_list', ecommerce: { ...itemsPayload(items), item_list_name: listName } });
  const paths = products.map((ref) => {
    const p = getFragmentData(ProductCardViewFragmentDoc, ref);
    return `/${p.canonical_url ?? `${p.url_key ?? ''}${p.url_suffix ?? ''}`}`;
  });
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const path = new URL(link.href).pathname;
    const index = paths.findIndex((p) => path.endsWith(p));
    const item = items[index];
    if (item)
      emitShopEvent({
        event: 'select_item',
        ecommerce: { ...itemsPayload([item]), item_list_name: listName },
      });
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
