import type { AnalyticsListener } from '../../../platform/analytics';
import {
  catalogueFacts,
  parseViewedProducts,
  recordViewedProduct,
  viewedProductFromPage,
  VIEWED_PRODUCTS_KEY,
} from './viewedProducts';

export interface ViewedProductsDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  doc: Pick<Document, 'querySelectorAll'>;
  /** The page's address (to make image and product addresses absolute). */
  href: () => string;
  storeView: string;
  /** The answers the page was built from (Apollo's extracted cache), for the product's id. */
  answers: () => unknown;
  now: () => number;
  newToken: () => string;
}

/**
 * Keeps the viewed-products record (spec §3, §4) up to date: on each product page's view (the data
 * layer's detail event, spec §7) the product — read from the page's product data — goes first in
 * the record, which is cleared at 50 products or 24 hours after its session start. Only the
 * analytics-consent code calls it (spec §6). Storage failures are swallowed.
 */
export function viewedProductsSubscriber(deps: ViewedProductsDeps): AnalyticsListener {
  return (event) => {
    if (event.event !== 'view_item') return;
    try {
      const product = viewedProductFromPage(deps.doc, deps.href(), (sku) =>
        catalogueFacts(deps.answers(), sku),
      );
      if (!product) return;
      const now = deps.now();
      const record = parseViewedProducts(deps.storage.getItem(VIEWED_PRODUCTS_KEY), now);
      const next = recordViewedProduct(record, product, {
        now,
        storeView: deps.storeView,
        newToken: deps.newToken,
      });
      deps.storage.setItem(VIEWED_PRODUCTS_KEY, JSON.stringify(next));
    } catch {
      // Storage may be unavailable or full: the record is not kept then.
    }
  };
}
