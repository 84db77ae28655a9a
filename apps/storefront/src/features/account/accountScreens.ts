/**
 * The account's screens that exist so far, in spec §2's account menu order (the profile link
 * first): the account menu and the account pages' own navigation list them. Screens marked
 * `loyalty` show only where the store view's loyalty programme is on (spec §2);
 * `visibleAccountScreens` filters them. The menu of spec §2 does not name Newsletter (nor Saved
 * Payments); they stand beside Communications, in the route table's order.
 */
export const accountScreens = [
  { path: '/account', labelId: 'account.menu.profile' },
  { path: '/loyalty', labelId: 'account.menu.loyalty', loyalty: true },
  { path: '/order-history', labelId: 'account.menu.orderHistory' },
  { path: '/address-book', labelId: 'account.menu.addressBook' },
  { path: '/friend-referal', labelId: 'account.menu.referFriend', loyalty: true },
  { path: '/my-reviews', labelId: 'account.menu.myReviews' },
  { path: '/newsletter', labelId: 'account.menu.newsletter' },
  { path: '/communications', labelId: 'account.menu.communications' },
  { path: '/saved-payments', labelId: 'account.menu.savedPayments' },
  { path: '/account-information', labelId: 'account.menu.accountInformation' },
] as const;

export type AccountScreenTitleId = (typeof accountScreens)[number]['labelId'];

/** The screens to list: the loyalty programme's only where it is on. */
export const visibleAccountScreens = (loyaltyEnabled: boolean) =>
  accountScreens.filter((screen) => loyaltyEnabled || !('loyalty' in screen));
