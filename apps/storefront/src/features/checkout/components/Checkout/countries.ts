import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useStoreView } from '../../../../platform/store/store-context';
import type { ShopCountriesQuery } from '../../../../gql/graphql';
import { ShopCountriesDocument } from './__generated__/ShopCountries';

export interface CountryOption {
  value: string;
  label: string;
}

/** The API's countries as select options, sorted by their names in the store's language. */
export function countryOptions(
  countries: ShopCountriesQuery['countries'] | undefined,
  locale: string,
): CountryOption[] {
  return (countries ?? [])
    .flatMap((country) =>
      country?.id ? [{ value: country.id, label: country.full_name_locale || country.id }] : [],
    )
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * The countries an address form offers and the one a new address starts with, from Magento's
 * `countries` query and `storeConfig.default_country` (cached once per store view). Empty until the
 * query answers; `defaultCountry` is '' then.
 */
export function useShopCountries(): { countries: CountryOption[]; defaultCountry: string; loading: boolean } {
  const store = useStoreView();
  const { data, loading } = useQuery(ShopCountriesDocument, { fetchPolicy: 'cache-first' });
  const countries = useMemo(
    () => countryOptions(data?.countries, store.formattingLocale),
    [data?.countries, store.formattingLocale],
  );
  const fallback = data?.storeConfig?.default_country ?? '';
  // The default only when the store delivers there (a form cannot start on a country it lacks).
  const defaultCountry = countries.some((c) => c.value === fallback) ? fallback : '';
  return { countries, defaultCountry, loading };
}
