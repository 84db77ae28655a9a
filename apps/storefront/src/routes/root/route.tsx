import { Container, Footer, Inline, Link as UiLink, SkipLink, Stack, Text } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { storefrontConfig } from '../../config';
import { Outlet, useLoaderData, useLocation, type ShouldRevalidateFunction } from 'react-router';
import { checkoutChrome } from '../../app/checkoutChrome';
import { SiteHeader } from '../../containers/Header/SiteHeader';
import { buildMenuTree, type MenuNode } from '../../containers/Header/menuTree';
import { getFragmentData } from '../../gql/fragment-masking';
import { storeSwitchHref, useStoreView } from '../../app/store-context';
import type { PageContent } from '../../pagebuilder/data/pageContent';
import { LazyPageBuilder } from '../../pagebuilder/render/LazyPageBuilder';
import type { Loader } from '../deps';
import { lazy, Suspense } from 'react';

// Toasts (cart messages, notices) load after hydration: nothing of them is in the first download.
const AppToaster = lazy(() => import('../../app/AppToaster').then((m) => ({ default: m.AppToaster })));

export const FOOTER_BLOCK_ID = 'footer';

type MenuProduct = Parameters<typeof SiteHeader>[0]['menu'][number]['products'][number];

export interface ShellData {
  footer: { content: PageContent } | { error: string };
  stores: { code: string; name: string; currency: string; locale: string }[];
  menu: MenuNode<MenuProduct>[];
  homeMenu: MenuNode<MenuProduct>[];
}

export const loader = (async (_args, { apollo, storeCode, basename }) => {
  try {
    // The root loader runs in the browser only if the server could not render the page, so its
    // documents load on demand instead of sitting in every page's first download.
    const [{ ShellDocument }, { HeaderMenuFragmentDoc }, { loadPageContent }] = await Promise.all([
      import('../../gql/documents/ShellDocument'),
      import('../../gql/documents/HeaderMenuFragmentDoc'),
      import('../../pagebuilder/data/loadPageContent'),
    ]);
    // Partial data is fine here: a failing menu or block must not take the rest of the shell.
    const { data, error } = await apollo.query({
      query: ShellDocument,
      variables: { blocks: [FOOTER_BLOCK_ID], menu: `menu-${storeCode}`, homeMenu: `menu-${storeCode}-home` },
      errorPolicy: 'all',
    });
    const block = data?.cmsBlocks?.items?.find((b) => b?.identifier === FOOTER_BLOCK_ID);
    const stores = (data?.availableStores ?? [])
      .filter((s): s is NonNullable<typeof s> => Boolean(s?.store_code))
      .filter((s) => !storefrontConfig.staffStoreCodes.includes(s.store_code ?? ''))
      .sort((a, b) => (a.store_sort_order ?? 0) - (b.store_sort_order ?? 0))
      .map((s) => ({
        code: s.store_code ?? '',
        name: s.store_name ?? s.store_code ?? '',
        currency: s.default_display_currency_code ?? '',
        locale: s.locale ?? '',
      }));
    const menuOf = (m: NonNullable<typeof data>['menu']) =>
      buildMenuTree(getFragmentData(HeaderMenuFragmentDoc, m)?.items) as MenuNode<MenuProduct>[];
    return {
      footer: block
        ? { content: await loadPageContent(block.content ?? '', { apollo, basename }) }
        : { error: error?.message ?? FOOTER_BLOCK_ID },
      stores,
      menu: data ? menuOf(data.menu) : [],
      homeMenu: data ? menuOf(data.homeMenu) : [],
    } satisfies ShellData;
  } catch (error) {
    // Spec §8: a CMS block that fails shows its error message; the page lives on.
    return {
      footer: { error: error instanceof Error ? error.message : String(error) },
      stores: [],
      menu: [],
      homeMenu: [],
    } satisfies ShellData;
  }
}) satisfies Loader<ShellData>;

/** Shell data belongs to the store view, which never changes without a full page load. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Shell({ data, children }: { data: ShellData | null; children: React.ReactNode }) {
  const intl = useIntl();
  const store = useStoreView();
  // Spec §2: checkout pages drop the header and/or footer (the checkout renders its own slim header).
  const chrome = checkoutChrome(useLocation().pathname);
  return (
    <>
      <SkipLink href="#content">{intl.formatMessage({ id: 'shell.skipToContent' })}</SkipLink>
      {chrome.header ? (
        <SiteHeader menu={data?.menu ?? []} homeMenu={data?.homeMenu ?? []} stores={data?.stores ?? []} />
      ) : null}
      <main id="content" tabIndex={-1}>
        {children}
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
  return (
    <Shell data={data}>
      <Outlet />
    </Shell>
  );
}
