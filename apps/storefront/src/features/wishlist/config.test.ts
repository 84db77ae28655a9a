import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { canCreateList, listName, toWishlistSettings } from './config';

describe('wish list settings (spec §3 store config, §4 creating a list)', () => {
  it('reads Magento\'s "1"/"0" strings', () => {
    expect(
      toWishlistSettings({
        magento_wishlist_general_is_enabled: '1',
        enable_multiple_wishlists: '1',
        maximum_number_of_wishlists: '3',
      }),
    ).toEqual({ enabled: true, multiple: true, max: 3 });
    expect(
      toWishlistSettings({ magento_wishlist_general_is_enabled: '1', enable_multiple_wishlists: '0' }),
    ).toEqual({
      enabled: true,
      multiple: false,
      max: 1,
    });
    expect(
      toWishlistSettings({ magento_wishlist_general_is_enabled: '0', enable_multiple_wishlists: '1' })
        .multiple,
    ).toBe(false);
    expect(toWishlistSettings(null).enabled).toBe(false);
  });

  it('allows a new list only with multiple lists on and the maximum above the count', () => {
    const settings = { enabled: true, multiple: true, max: 3 };
    expect(canCreateList(settings, 2)).toBe(true);
    expect(canCreateList(settings, 3)).toBe(false);
    expect(canCreateList({ ...settings, multiple: false }, 0)).toBe(false);
  });
});

describe('list names', () => {
  it("shows the default list's name in the store's language, others as the customer named them", () => {
    const intl = createIntl({ locale: 'de-DE', messages: { 'wishlist.defaultName': 'Wunschliste' } });
    expect(listName(intl, 'Wish List')).toBe('Wunschliste');
    expect(listName(intl, null)).toBe('Wunschliste');
    expect(listName(intl, 'Sommer')).toBe('Sommer');
  });
});
