/**
 * The product page's client-only parts, one chunk loaded after hydration (none is in a guest's
 * first download, and one chunk keeps the page's own code smallest): recently viewed products,
 * which render nothing until their query has answered, and issue 15's third-party widgets, which
 * render nothing on the server and start in the browser.
 */
export { ProductRecentlyViewed } from '../../components/ProductRecentlyViewed/ProductRecentlyViewed';
export { ReviewWidget } from '../../components/ProductWidgets/ReviewWidget';
export { ShadeFinder } from '../../components/ProductWidgets/ShadeFinder';
