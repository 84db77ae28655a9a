export {
  CookieBanner,
  cookieBannerPositions,
  cookieBannerViews,
  defaultCookieCategories,
  consentFor,
} from './CookieBanner';
export type {
  CookieBannerProps,
  CookieBannerPosition,
  CookieBannerView,
  CookieCategory,
  CookieConsent,
} from './CookieBanner';
