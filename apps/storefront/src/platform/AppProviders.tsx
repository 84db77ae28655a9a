import { LinkProvider } from '@shop/ui/components/LinkProvider';
import { UiTextsProvider, type UiTexts } from '@shop/ui/components/UiTextsProvider';
import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { ApolloGate, type ApolloSource } from './data/apolloSource';
import type { Messages, ParsedMessages } from './i18n/messages';
import { sharedIntl } from './i18n/sharedIntl';
import { RouterLink } from './routing/RouterLink';
import { StoreViewProvider, type StoreView } from './store/store-context';

export function AppProviders({
  apollo,
  store,
  messages,
  children,
}: {
  /** The request's client on the server; in the browser, Apollo loads after hydration (apolloSource.tsx). */
  apollo: ApolloSource;
  store: StoreView;
  messages: Messages | ParsedMessages;
  children: ReactNode;
}) {
  return (
    <ApolloGate source={apollo}>
      <RawIntlProvider value={sharedIntl(store.formattingLocale, messages)}>
        <StoreViewProvider value={store}>
          <LinkProvider linkComponent={RouterLink}>
            <KitTexts>{children}</KitTexts>
          </LinkProvider>
        </StoreViewProvider>
      </RawIntlProvider>
    </ApolloGate>
  );
}

/** The kit's own words (screen-reader labels, "From {price}") in the store's language (issue 20). */
function KitTexts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const texts = useMemo<Partial<UiTexts>>(
    () => ({
      price: {
        from: intl.formatMessage({ id: 'ui.price.from' }),
        wasNow: (old, now) => intl.formatMessage({ id: 'ui.price.wasNow' }, { old, now }),
      },
      productLabels: intl.formatMessage({ id: 'ui.productLabels' }),
      decreaseQuantity: intl.formatMessage({ id: 'ui.quantity.decrease' }),
      increaseQuantity: intl.formatMessage({ id: 'ui.quantity.increase' }),
      showFullPath: intl.formatMessage({ id: 'ui.breadcrumbs.showFullPath' }),
    }),
    [intl],
  );
  return <UiTextsProvider texts={texts}>{children}</UiTextsProvider>;
}
