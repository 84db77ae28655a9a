/**
 * Imports of the routes outside the shell pages (see `lazyRoutes` in `routes.tsx`). The server
 * finds each one's source path in `routeModules.ts`.
 */
export const routeImports = {
  search: () => import('../features/catalog/routes/search/route'),
  // The CMS author preview: dev mode or CMS_PREVIEW=1 only (a 404 otherwise).
  cmsPreview: () => import('../features/content/routes/cmsPreview/route'),
  productById: () => import('../features/catalog/routes/productById/route'),
  cart: () => import('../features/cart/routes/cart/route'),
  cartRestore: () => import('../features/cart/routes/cartRestore/route'),
  checkout: () => import('../features/checkout/routes/checkout/route'),
  checkoutSuccess: () => import('../features/checkout/routes/success/route'),
  checkoutError: () => import('../features/checkout/routes/error/route'),
  checkoutLpmCallback: () => import('../features/checkout/routes/lpm/route'),
  login: () => import('../features/account/routes/signIn/route'),
  signIn: () => import('../features/account/routes/signIn/route'),
  createAccount: () => import('../features/account/routes/createAccount/route'),
  forgotPassword: () => import('../features/account/routes/forgotPassword/route'),
  resetPassword: () => import('../features/account/routes/resetPassword/route'),
  account: () => import('../features/account/routes/account/route'),
  accountInformation: () => import('../features/account/routes/accountInformation/route'),
  addressBook: () => import('../features/account/routes/addressBook/route'),
  orderHistory: () => import('../features/account/routes/orderHistory/route'),
  myReviews: () => import('../features/account/routes/myReviews/route'),
  proLogin: () => import('../features/account/routes/proLogin/route'),
  socialLogin: () => import('../features/account/routes/socialLogin/route'),
  newsletter: () => import('../features/account/routes/newsletter/route'),
  communications: () => import('../features/account/routes/communications/route'),
  savedPayments: () => import('../features/account/routes/savedPayments/route'),
  blog: () => import('../features/blog/routes/blog/route'),
  wishlist: () => import('../features/wishlist/routes/wishlist/route'),
  loyalty: () => import('../features/loyalty/routes/loyalty/route'),
  promo: () => import('../features/loyalty/routes/promo/route'),
  friendReferral: () => import('../features/loyalty/routes/friendReferral/route'),
};
