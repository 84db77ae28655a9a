/**
 * Test and preview helpers: renders page content with the app's providers, no network.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../../platform/AppProviders';
import { readyApolloSource } from '../../../../platform/data/apolloSource';
import type { StoreView } from '../../../../platform/store/store-context';
import { loadMessages } from '../../../../platform/i18n/messages';
import { emptyPageData, type PageContent, type PageData } from '../data/pageContent';
import { parsePageBuilder } from '../parse';
import { createServerSanitizer } from '../../cms/sanitize.server';
import { preloadViews } from './registry';
import { previewStore } from '../preview/PreviewProviders';

/** The store view of the CMS preview (English, EUR). */
export const testStore: StoreView = previewStore;

/** Parses HTML the way the app's loaders do (jsdom + DOMPurify), without fetching. */
export function parseForTest(html: string, data: Partial<PageData> = {}): PageContent {
  const { DOMParser } = new JSDOM('').window;
  const parser = new DOMParser();
  const sanitize = createServerSanitizer();
  const { blocks, warnings } = parsePageBuilder(html, {
    parse: (h) => parser.parseFromString(h, 'text/html'),
    sanitize,
  });
  return { blocks, warnings, data: { ...emptyPageData(), ...data } };
}

/** The app's providers around `children`, with a router and an Apollo client that never fetches. */
export async function withProviders(children: ReactNode, contents: PageContent[] = []): Promise<ReactNode> {
  await preloadViews(contents);
  const messages = await loadMessages('en_US');
  const apollo = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const router = createMemoryRouter([{ path: '*', element: children }]);
  return (
    <AppProviders apollo={readyApolloSource(apollo)} store={testStore} messages={messages}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
