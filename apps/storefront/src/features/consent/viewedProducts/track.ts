import type { AnalyticsListener } from '../../../platform/analytics';
import {
  type ViewedProduct,
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
  /** Asks the API for the page's product (id, SKU, options) when the cache does not have it. */
  lookUp?: () => Promise<unknown>;
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
  const keep = (product: ViewedProduct) => {
    const now = deps.now();
    const record = parseViewedProducts(deps.storage.getItem(VIEWED_PRODUCTS_KEY), now);
    const next = recordViewedProduct(record, product, {
      now,
      storeView: deps.storeView,
      newToken: deps.newToken,
    });
    deps.storage.setItem(VIEWED_PRODUCTS_KEY, JSON.stringify(next));
  };
  const read = (tree: unknown) =>
    viewedProductFromPage(deps.doc, deps.href(), (sku) => catalogueFacts(tree, sku));
  return (event) => {
    if (event.event !== 'view_item') return;
    try {
      const product = read(deps.answers());
      if (!product) return;
      if (product.ProductID || !deps.lookUp) return keep(product);
      // Landed on the page: its answers came with the HTML, not through the browser's cache.
      void deps
        .lookUp()
        .then((tree) => keep(read(tree) ?? product))
        .catch(() => keep(product));
    } catch {
      // Storage may be unavailable or full: the record is not kept then.
    }
  };
}
