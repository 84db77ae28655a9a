import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { useMemo, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../../platform/AppProviders';
import { readyApolloSource } from '../../../../platform/data/apolloSource';
import type { StoreView } from '../../../../platform/store/store-context';
import type { Messages } from '../../../../platform/i18n/messages';

export const previewStore: StoreView = {
  code: 'en',
  basename: '/',
  origin: 'http://localhost',
  name: 'English',
  brand: 'Aurora Botanica',
  locale: 'en_US',
  formattingLocale: 'en-US',
  currency: 'EUR',
  titlePrefix: '',
  titleSuffix: '',
  defaultTitle: 'Aurora Botanica',
  defaultDescription: '',
  blog: false,
};

/**
 * The app's providers for the Storybook CMS preview: a router (links navigate inside the story),
 * and an Apollo client with no network (product data comes from fixtures).
 */
export function PreviewProviders({ messages, children }: { messages: Messages; children: ReactNode }) {
  const apollo = useMemo(
    () => readyApolloSource(new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })),
    [],
  );
  const router = useMemo(() => createMemoryRouter([{ path: '*', element: children }]), [children]);
  return (
    <AppProviders apollo={apollo} store={previewStore} messages={messages}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
