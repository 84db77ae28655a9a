import { Container, Footer, Inline, Link as UiLink, SkipLink, Stack, Text } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { storefrontConfig } from '../../platform/config';
import { Outlet, useLoaderData, useLocation, type ShouldRevalidateFunction } from 'react-router';
import { checkoutChrome } from '../../features/checkout';
import { SiteHeader } from './SiteHeader';
import type { MenuNode } from '../../features/catalog/components/HeaderMenu/menuTree';
import { storeSwitchHref, useStoreView } from '../../platform/store/store-context';
import type { PageContent } from '../../features/content/pagebuilder/data/pageContent';
import { LazyPageBuilder } from '../../features/content/pagebuilder/render/LazyPageBuilder';
import type { Loader } from '../../platform/routing/deps';
import { lazy, Suspense, useEffect } from 'react';
import { usePendingPage, type PendingPage } from './usePendingPage';
import { WithApollo } from '../../platform/data/apolloSource';

// Toasts (cart messages, notices) load after hydration: nothing of them is in the first download.
const AppToaster = lazy(() => import('../AppToaster').then((m) => ({ default: m.AppToaster })));
// Only navigations show the resolver's shimmer: it loads after hydration, not with the first page.
const loadResolverShimmer = () => import('../resolver/ResolverShimmer');
const ResolverShimmer = lazy(() => loadResolverShimmer().then((m) => ({ default: m.ResolverShimmer })));
// Its default export, so the first download carries no `.then` that renames it.
const NavigationEffects = lazy(() => import('./NavigationEffects'));

type MenuProduct = Parameters<typeof SiteHeader>[0]['menu'][number]['products'][number];

export interface ShellData {
  footer: { content: PageContent } | { error: string };
  stores: { code: string; name: string; currency: string; locale: string }[];
  menu: MenuNode<MenuProduct>[];
  homeMenu: MenuNode<MenuProduct>[];
}

// The root loader runs in the browser only if the server could not render the page (hydration
// uses the server's data), so its code loads on demand instead of sitting in every first download.
export const loader = ((args, deps) =>
  import('./shellLoader').then((m) => m.loadShell(args, deps))) satisfies Loader<ShellData>;

/** Shell data belongs to the store view, which never changes without a full page load. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

const NOT_PENDING: PendingPage = { loading: false, resolving: false };

/**
 * The header, main and footer around a page. `pending` comes from the data router's navigation
 * state; the error page served while the API is down renders the shell outside a data router, so
 * it has none.
 */
export function Shell({
  data,
  children,
  pending = NOT_PENDING,
}: {
  data: ShellData | null;
  children: React.ReactNode;
  pending?: PendingPage;
}) {
  const intl = useIntl();
  const store = useStoreView();
  // Spec §2: checkout pages drop the header and/or footer (the checkout renders its own slim header).
  const chrome = checkoutChrome(useLocation().pathname);
  useEffect(() => void loadResolverShimmer().catch(() => undefined), []);
  return (
    <>
      <SkipLink href="#content">{intl.formatMessage({ id: 'shell.skipToContent' })}</SkipLink>
      {chrome.header ? (
        <SiteHeader
          menu={data?.menu ?? []}
          homeMenu={data?.homeMenu ?? []}
          stores={data?.stores ?? []}
          pageLoading={pending.loading}
        />
      ) : null}
      <main id="content" tabIndex={-1} aria-busy={pending.resolving || undefined}>
        {pending.resolving ? (
          <Suspense fallback={null}>
            <ResolverShimmer />
          </Suspense>
        ) : (
          children
        )}
      </main>
      {chrome.footer ? (
        <Footer.Root>
          {data && 'content' in data.footer ? (
            <Container paddingY="section">
              <Suspense fallback={null}>
                <LazyPageBuilder content={data.footer.content} textSize="compact" headingLevel={2} />
              </Suspense>
            </Container>
          ) : data && 'error' in data.footer ? (
            <Container paddingY="section">
              <Text tone="muted">
                {intl.formatMessage({ id: 'cms.blockError' }, { message: data.footer.error })}
              </Text>
            </Container>
          ) : null}
          <Footer.Bottom>
            <Stack space="small">
              <Text size="small" tone="muted">
                <FormattedMessage
                  id="footer.currentStore"
                  values={{
                    storeName: store.name,
                    currency: intl.formatDisplayName(store.currency, { type: 'currency' }) ?? store.currency,
                  }}
                />
              </Text>
              {data && data.stores.length > 1 && !storefrontConfig.staffStoreCodes.includes(store.code) ? (
                <nav aria-label={intl.formatMessage({ id: 'footer.storeSwitcher' })}>
                  <Inline space="medium">
                    {data.stores.map((s) => (
                      <UiLink
                        key={s.code}
                        href={storeSwitchHref(s.code)}
                        variant="subtle"
                        aria-current={s.code === store.code ? 'true' : undefined}
                      >
                        {`${s.name} (${s.currency})`}
                      </UiLink>
                    ))}
                  </Inline>
                </nav>
              ) : null}
            </Stack>
            {/* The consent manager puts its "Cookie settings" link here once it has loaded (issue 15). */}
            <div id="cookie-settings-slot" />
          </Footer.Bottom>
        </Footer.Root>
      ) : null}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </>
  );
}

export function Component() {
  const data = useLoaderData<ShellData>();
  const pending = usePendingPage();
  return (
    <>
      <Shell data={data} pending={pending}>
        <Outlet />
      </Shell>
      {/* Scroll and page views follow the data router's navigations (not the API-down page's). */}
      <Suspense fallback={null}>
        {/* Page views and consent's tools ask the API (store config), so they start with Apollo Client. */}
        <WithApollo>
          <NavigationEffects />
        </WithApollo>
      </Suspense>
    </>
  );
}
