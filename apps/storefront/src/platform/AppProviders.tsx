import { ApolloProvider } from '@apollo/client/react';
import { LinkProvider } from '@shop/ui/components/LinkProvider';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Messages, ParsedMessages } from './i18n/messages';
import { RouterLink } from './routing/RouterLink';
import { StoreViewProvider, type StoreView } from './store/store-context';

export function AppProviders({
  apollo,
  store,
  messages,
  children,
}: {
  apollo: ApolloClient;
  store: StoreView;
  messages: Messages | ParsedMessages;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={apollo}>
      <IntlProvider locale={store.formattingLocale} defaultLocale="en-US" messages={messages}>
        <StoreViewProvider value={store}>
          <LinkProvider linkComponent={RouterLink}>{children}</LinkProvider>
        </StoreViewProvider>
      </IntlProvider>
    </ApolloProvider>
  );
}
