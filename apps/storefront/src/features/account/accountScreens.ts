/**
 * The account's screens that exist so far, in spec §2's account menu order (the profile link
 * first): the account menu and the account pages' own navigation list them. Communications joins
 * when its screen does. Screens marked `loyalty` show only where the store view's loyalty
 * programme is on (spec §2); `visibleAccountScreens` filters them.
 */
export const accountScreens = [
  { path: '/account', labelId: 'account.menu.profile' },
  { path: '/loyalty', labelId: 'account.menu.loyalty', loyalty: true },
  { path: '/order-history', labelId: 'account.menu.orderHistory' },
  { path: '/address-book', labelId: 'account.menu.addressBook' },
  { path: '/friend-referal', labelId: 'account.menu.referFriend', loyalty: true },
  { path: '/my-reviews', labelId: 'account.menu.myReviews' },
  { path: '/account-information', labelId: 'account.menu.accountInformation' },
] as const;

export type AccountScreenTitleId = (typeof accountScreens)[number]['labelId'];

/** The screens to list: the loyalty programme's only where it is on. */
export const visibleAccountScreens = (loyaltyEnabled: boolean) =>
  accountScreens.filter((screen) => loyaltyEnabled || !('loyalty' in screen));
