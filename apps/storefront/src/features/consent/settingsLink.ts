/**
 * The footer's "Cookie settings" link (spec §1: consent can be changed later). A plain in-page
 * link, so the shell needs no script of the consent feature: the consent manager, loaded after
 * hydration, answers clicks on it (and an address that already ends in it).
 */
export const COOKIE_SETTINGS_HASH = '#cookie-settings';
