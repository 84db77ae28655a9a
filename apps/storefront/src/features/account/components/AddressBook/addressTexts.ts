import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useStoreView } from '../../../../platform/store/store-context';
import { addressFormLabels, countryOptions } from '../../../checkout';

/** The address form's texts and the store's countries, named in its language. */
export function useAddressTexts() {
  const intl = useIntl();
  const store = useStoreView();
  return useMemo(() => {
    const countries = countryOptions(store.formattingLocale);
    const names = new Map(countries.map((c) => [c.value, c.label]));
    return {
      labels: addressFormLabels(intl),
      countries,
      countryName: (code: string) => names.get(code) ?? code,
    };
  }, [intl, store.formattingLocale]);
}
