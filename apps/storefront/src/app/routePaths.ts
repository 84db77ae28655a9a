import type { routeImports } from './routeImports';

/** Routes whose imports live in `routeImports.ts` (type only: the table stays out of the entry). */
export type MoreRouteId = keyof typeof routeImports;

/**
 * Spec §2 routes outside the shell pages, as [id, path] pairs: each one costs the first download
 * a pair of strings, not a function — the route's import is looked up by id in `routeImports.ts`
 * when it is first needed. `/login` and `/sign-in` are one screen.
 */
export const MORE_ROUTES: readonly (readonly [MoreRouteId, string])[] = [
  ['search', 'search.html'],
  ['cmsPreview', 'cms-preview'],
  ['productById', 'catalog/product/view/id/:productId'],
  ['cart', 'cart'],
  ['cartRestore', 'cart/restore/:cartId'],
  ['checkout', 'checkout'],
  ['checkoutSuccess', 'checkout/success'],
  ['checkoutError', 'checkout/error'],
  ['checkoutLpmCallback', 'checkout/lpm/callback/:cartId'],
  ['login', 'login'],
  ['signIn', 'sign-in'],
  ['createAccount', 'create-account'],
  ['forgotPassword', 'forgot-password'],
  ['resetPassword', 'customer/account/createPassword'],
  ['account', 'account'],
  ['accountInformation', 'account-information'],
  ['addressBook', 'address-book'],
  ['orderHistory', 'order-history'],
  ['myReviews', 'my-reviews'],
  ['proLogin', 'prologin'],
  ['socialLogin', 'amsociallogin/social/login'],
  ['newsletter', 'newsletter'],
  ['communications', 'communications'],
  ['savedPayments', 'saved-payments'],
  ['blog', 'blog/:slug?/:id?'],
  ['wishlist', 'wishlist/:wishlistId?'],
  ['loyalty', 'loyalty'],
  ['promo', 'promo/:promoCode'],
  ['friendReferral', 'friend-referal'],
];
