import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { addressFormLabels, useShopCountries } from '../../../checkout';

/**
 * The address form's texts and the store's countries (Magento's `countries`, named in its
 * language), with the country a new address starts with.
 */
export function useAddressTexts() {
  const intl = useIntl();
  const { countries, defaultCountry } = useShopCountries();
  return useMemo(() => {
    const names = new Map(countries.map((c) => [c.value, c.label]));
    return {
      labels: addressFormLabels(intl),
      countries,
      defaultCountry,
      countryName: (code: string) => names.get(code) ?? code,
    };
  }, [intl, countries, defaultCountry]);
}
