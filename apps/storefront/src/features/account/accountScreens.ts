/**
 * The account's screens that exist so far, in spec §2's account menu order (the profile link
 * first): the account menu and the account pages' own navigation list them. Loyalty Program and
 * Refer a Friend join when their screens do. The menu of spec §2 does not name Newsletter (nor
 * Saved Payments); they stand beside Communications, in the route table's order.
 */
export const accountScreens = [
  { path: '/account', labelId: 'account.menu.profile' },
  { path: '/order-history', labelId: 'account.menu.orderHistory' },
  { path: '/address-book', labelId: 'account.menu.addressBook' },
  { path: '/my-reviews', labelId: 'account.menu.myReviews' },
  { path: '/newsletter', labelId: 'account.menu.newsletter' },
  { path: '/communications', labelId: 'account.menu.communications' },
  { path: '/saved-payments', labelId: 'account.menu.savedPayments' },
  { path: '/account-information', labelId: 'account.menu.accountInformation' },
] as const;

export type AccountScreenTitleId = (typeof accountScreens)[number]['labelId'];
