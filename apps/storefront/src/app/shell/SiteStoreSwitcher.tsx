import { StoreSwitcher } from '@shop/ui/components/StoreSwitcher';
import type { FlagCountry, StoreOption } from '@shop/ui';
import { storefrontConfig } from '../../platform/config';
import { storeSwitchHref, useStoreView } from '../../platform/store/store-context';
import { useStoreAlternates } from '../../platform/store/storeAlternates';
import type { HeaderStore } from './SiteHeader';

/** Flag of a store view in the switcher (spec §3 country pairs: en is the international store). */
const STORE_COUNTRIES: Record<string, FlagCountry> = { en: 'GB', de: 'DE', fr: 'FR', au: 'GB', mc: 'LV' };

/**
 * The header's store switcher (spec §2), a chunk of its own: server-rendered with the header and
 * hydrated when it arrives. Each store links to the same page in that store view when the page
 * exists there (issue 19: the page's hreflang data), else to that store's home page.
 */
export function SiteStoreSwitcher({
  stores,
  label,
  menuLabel,
}: {
  stores: HeaderStore[];
  label: string;
  menuLabel: string;
}) {
  const store = useStoreView();
  const alternates = useStoreAlternates();
  const options: StoreOption[] = stores.map((s) => ({
    code: s.code,
    label: s.name,
    country: STORE_COUNTRIES[s.code] ?? 'GB',
    href: storeSwitchHref(s.code, alternates[s.code]),
    hidden: storefrontConfig.switcherHiddenStoreCodes.includes(s.code) && s.code !== store.code,
  }));
  return (
    <StoreSwitcher stores={options} value={store.code} label={label} menuLabel={menuLabel} align="end" />
  );
}
