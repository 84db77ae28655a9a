/**
 * The account's screens that exist so far, in spec §2's account menu order (the profile link
 * first): the account menu and the account pages' own navigation list them. Loyalty Program,
 * Refer a Friend and Communications join when their screens do.
 */
export const accountScreens = [
  { path: '/account', labelId: 'account.menu.profile' },
  { path: '/order-history', labelId: 'account.menu.orderHistory' },
  { path: '/address-book', labelId: 'account.menu.addressBook' },
  { path: '/my-reviews', labelId: 'account.menu.myReviews' },
  { path: '/account-information', labelId: 'account.menu.accountInformation' },
] as const;

export type AccountScreenTitleId = (typeof accountScreens)[number]['labelId'];
