import { matchPath } from 'react-router';

/**
 * The paths of spec §2's listed routes, as the route table (`router.tsx`) declares them; every
 * other path goes to the URL resolver. `listedPaths.test.ts` keeps the two lists equal.
 */
export const listedRoutePaths = [
  '/',
  '/about',
  '/search.html',
  '/cms-preview',
  '/catalog/product/view/id/:productId',
  '/cart',
  '/cart/restore/:cartId',
  '/checkout',
  '/checkout/success',
  '/checkout/error',
  '/checkout/lpm/callback/:cartId',
  '/login',
  '/sign-in',
  '/create-account',
  '/forgot-password',
  '/customer/account/createPassword',
  '/account',
  '/account-information',
  '/address-book',
  '/order-history',
  '/my-reviews',
  '/prologin',
  '/amsociallogin/social/login',
  '/newsletter',
  '/communications',
  '/saved-payments',
  '/blog/:slug?/:id?',
  '/wishlist/:wishlistId?',
  '/loyalty',
  '/promo/:promoCode',
  '/friend-referal',
] as const;

/** True when the URL resolver answers for this path (inside the store, prefix removed). */
export function isResolverPath(pathname: string): boolean {
  return !listedRoutePaths.some((path) => matchPath(path, pathname));
}
