import type { LazyRouteId } from './router';

/**
 * Which routes' server HTML the guest page cache may keep and share (issue 18;
 * `server/guestPage.ts`). Every route must be named here — TypeScript refuses a new route that is
 * not — so a new page is never cached by accident:
 * - `guest`: the HTML is the same for every guest of a store view and holds only catalogue, CMS
 *   and promotion data (the server renders every page as a guest; account parts fill in after
 *   hydration). Kept per data version, sent `public, s-maxage=…`.
 * - `per-request`: rendered for each request and sent `no-store` (`private, no-store` when signed
 *   in): a shopper's own screens (cart, checkout, account, saved payments, wish lists, loyalty and
 *   referral), sign-in flows whose URLs carry codes or tokens, the CMS preview, and the journal
 *   (not measured yet).
 */
export const PAGE_CACHING: Record<LazyRouteId | 'root', 'guest' | 'per-request'> = {
  root: 'guest',
  home: 'guest',
  about: 'guest',
  resolver: 'guest',
  search: 'guest',
  productById: 'guest',
  promo: 'guest',
  cmsPreview: 'per-request',
  cart: 'per-request',
  cartRestore: 'per-request',
  checkout: 'per-request',
  checkoutSuccess: 'per-request',
  checkoutError: 'per-request',
  checkoutLpmCallback: 'per-request',
  login: 'per-request',
  signIn: 'per-request',
  createAccount: 'per-request',
  forgotPassword: 'per-request',
  resetPassword: 'per-request',
  account: 'per-request',
  accountInformation: 'per-request',
  addressBook: 'per-request',
  orderHistory: 'per-request',
  myReviews: 'per-request',
  proLogin: 'per-request',
  socialLogin: 'per-request',
  newsletter: 'per-request',
  communications: 'per-request',
  savedPayments: 'per-request',
  blog: 'per-request',
  wishlist: 'per-request',
  loyalty: 'per-request',
  friendReferral: 'per-request',
};

/** Routes whose server HTML is the same for every guest: a page is kept only if all its matches are. */
export const GUEST_ROUTES: ReadonlySet<string> = new Set(
  Object.entries(PAGE_CACHING).flatMap(([id, caching]) => (caching === 'guest' ? [id] : [])),
);
