import type { StoreView } from '../../../../platform/store/store-context';

/** Spec-free but stable: each store view's journal feed (RSS 2.0), served by the shop's server. */
export const FEED_FILE = 'blog/rss.xml';

/** Absolute URL of the store view's feed, for the page head's `<link rel="alternate">`. */
export function feedHref(store: Pick<StoreView, 'origin' | 'basename'>): string {
  const prefix = store.basename === '/' ? '' : store.basename;
  return `${store.origin}${prefix}/${FEED_FILE}`;
}
