/**
 * Imports of the routes outside the shell pages (see `lazyRoutes` in `routes.tsx`). The server
 * finds each one's source path in `routeModules.ts`.
 */
export const routeImports = {
  search: () => import('./routes/search/route'),
  // The CMS author preview: dev mode or CMS_PREVIEW=1 only (a 404 otherwise).
  cmsPreview: () => import('./routes/cmsPreview/route'),
  productById: () => import('./routes/productById/route'),
  cart: () => import('./routes/cart/route'),
  cartRestore: () => import('./routes/cartRestore/route'),
  checkout: () => import('./routes/checkout/route'),
  checkoutSuccess: () => import('./routes/checkout/success/route'),
  checkoutError: () => import('./routes/checkout/error/route'),
  checkoutLpmCallback: () => import('./routes/checkout/lpm/route'),
};
