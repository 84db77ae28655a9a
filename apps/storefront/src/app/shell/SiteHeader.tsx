import { Button, Header, Icon, Link as UiLink, Text, type NavMenuItem } from '@shop/ui';
import type { HeaderNavMenu as HeaderNavMenuComponent } from '@shop/ui/components/HeaderNavMenu';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { checkoutChrome } from '../../features/checkout';
import { WithApollo } from '../../platform/data/apolloSource';
import { useStoreView } from '../../platform/store/store-context';
import { useScrolled } from '../useScrolled';
import { storefrontConfig } from '../../platform/config';
import type { FragmentType } from '../../gql/fragment-masking';
import type { ProductCardViewFragmentDoc } from '../../features/catalog/components/ProductCard/__generated__/ProductCardView';

// Only opened menus need these: the mobile panel (with its drawer) loads on the first tap, the
// product cards of a dropdown when the dropdown opens.
const MobilePanel = lazy(() =>
  import('@shop/ui/components/MobilePanel').then((m) => ({ default: m.MobilePanel })),
);
// Server-rendered like the rest of the header; the browser hydrates it when its chunk (with the
// flag drawings) has arrived.
const SiteStoreSwitcher = lazy(() =>
  import('./SiteStoreSwitcher').then((m) => ({ default: m.SiteStoreSwitcher })),
);
// Server-rendered (off); it shows only once the first navigation starts, so it hydrates when its
// chunk has arrived instead of sitting in the first download.
const PageLoadingBar = lazy(() =>
  import('@shop/ui/components/PageLoadingBar').then((m) => ({ default: m.PageLoadingBar })),
);
// Server-rendered with the header; its behaviour (hover dropdowns, keyboard) hydrates when its
// chunk has arrived, which keeps the menu's code out of the first download.
const HeaderNavMenu = lazy(
  () => import('@shop/ui/components/HeaderNavMenu').then((m) => ({ default: m.HeaderNavMenu })),
  // lazy() drops the component's type parameter (the menu's product type); this puts it back.
) as unknown as typeof HeaderNavMenuComponent;
const HeaderSearch = lazy(() =>
  import('../../features/catalog/components/HeaderSearch/HeaderSearch').then((m) => ({
    default: m.HeaderSearch,
  })),
);
// Server-rendered link to /cart; the count query and the mini cart come with its chunk after
// hydration, so none of the cart code is in the first download.
const HeaderCart = lazy(() =>
  import('../../features/cart/components/MiniCart/HeaderCart').then((m) => ({ default: m.HeaderCart })),
);
// Server-rendered link to /sign-in for everyone; the account menu or the sign-in dialog comes with
// its chunks after hydration (nothing of the account is in a guest's first download).
const AccountTrigger = lazy(() =>
  import('../../features/account/components/AccountTrigger/AccountTrigger').then((m) => ({
    default: m.AccountTrigger,
  })),
);
// Server-rendered link to the guest list; the count (local list or the customer's lists), the
// sign-in merge and the wish list dialog come with its chunk after hydration.
const WishlistTrigger = lazy(() =>
  import('../../features/wishlist/components/WishlistTrigger/WishlistTrigger').then((m) => ({
    default: m.WishlistTrigger,
  })),
);
const ProductCardContainer = lazy(() =>
  import('../../features/catalog/components/ProductCard/ProductCardContainer').then((m) => ({
    default: m.ProductCardContainer,
  })),
);
import { currentTopItem, type MenuNode } from '../../features/catalog/components/HeaderMenu/menuTree';

type MenuProduct = FragmentType<typeof ProductCardViewFragmentDoc> & { uid: string };

export interface HeaderStore {
  code: string;
  name: string;
  locale: string;
}

function toNavItems(nodes: MenuNode<MenuProduct>[], current: string | null): NavMenuItem<MenuProduct>[] {
  return nodes.map((n) => ({
    id: n.id,
    label: n.label,
    href: n.href,
    ...(n.children.length ? { children: toNavItems(n.children, null) } : {}),
    ...(n.products.length ? { products: n.products } : {}),
    ...(n.id === current ? { current: true } : {}),
  }));
}

/**
 * The shop's header (spec §2): logo, category menu with hover dropdowns on desktop, the mobile
 * panel below 1024 px, the store switcher (not in the staff store) and the page-loading
 * indicator. Menus close on every route change; the header is "scrolled" past 50 px.
 */
export function SiteHeader({
  menu,
  homeMenu,
  stores,
  pageLoading = false,
}: {
  menu: MenuNode<MenuProduct>[];
  homeMenu: MenuNode<MenuProduct>[];
  stores: HeaderStore[];
  /** Spec §4 page-loading flag; the bar goes off → loading → done (750 ms) → off. */
  pageLoading?: boolean;
}) {
  const intl = useIntl();
  const store = useStoreView();
  const location = useLocation();
  const scrolled = useScrolled();
  const tree = location.pathname === '/' && homeMenu.length ? homeMenu : menu;
  const current = currentTopItem(tree, location.pathname);
  // Spec §2: no cart or search trigger on checkout pages.
  const { headerTriggers } = checkoutChrome(location.pathname);
  const aboutItem = { id: 'about', label: intl.formatMessage({ id: 'shell.about' }), href: '/about' };
  // Spec §2: the Journal link only where the store view has a blog (a plain link: no blog code here).
  const links = [
    aboutItem,
    ...(store.blog
      ? [{ id: 'journal', label: intl.formatMessage({ id: 'shell.journal' }), href: '/blog' }]
      : []),
  ].filter((l) => !tree.some((n) => n.href === l.href));

  // Open menus belong to the page they were opened on: a route change closes them (spec §4).
  const [open, setOpen] = useState<{ path: string; dropdown: string | null; panel: boolean }>({
    path: location.pathname,
    dropdown: null,
    panel: false,
  });
  const here =
    open.path === location.pathname ? open : { path: location.pathname, dropdown: null, panel: false };
  const update = (next: Partial<typeof here>) => setOpen({ ...here, ...next });
  const [panelLoaded, setPanelLoaded] = useState(false);

  const isStaffStore = storefrontConfig.staffStoreCodes.includes(store.code);
  // Spec §2: no store switcher on employee pages; on small screens it lives in the mobile panel.
  const storeSwitcher =
    !isStaffStore && stores.length > 1 ? (
      <SiteStoreSwitcher
        stores={stores}
        label={intl.formatMessage({ id: 'header.store' })}
        menuLabel={intl.formatMessage({ id: 'footer.storeSwitcher' })}
      />
    ) : null;

  return (
    <Header.Root state={scrolled ? 'scrolled' : 'top'}>
      <Header.Progress>
        <Suspense fallback={null}>
          <PageLoadingBar loading={pageLoading} label={intl.formatMessage({ id: 'shell.loading' })} />
        </Suspense>
      </Header.Progress>
      <Header.Menu>
        <Button
          variant="ghost"
          size="small"
          aria-label={intl.formatMessage({ id: 'header.openMenu' })}
          aria-expanded={here.panel}
          onClick={() => {
            setPanelLoaded(true);
            update({ panel: true });
          }}
        >
          <Icon name="menu" />
        </Button>
        {panelLoaded ? (
          <Suspense fallback={null}>
            <MobilePanel
              items={tree.map(function toMobile(n): {
                id: string;
                label: string;
                href: string;
                children?: never[];
              } {
                return {
                  id: n.id,
                  label: n.label,
                  href: n.href,
                  ...(n.children.length ? { children: n.children.map(toMobile) as never[] } : {}),
                };
              })}
              links={links}
              open={here.panel}
              onOpenChange={(panel) => update({ panel })}
              search={headerTriggers ? <HeaderSearch /> : undefined}
              store={storeSwitcher ?? undefined}
              title={intl.formatMessage({ id: 'header.menu' })}
              backLabel={intl.formatMessage({ id: 'header.back' })}
              closeLabel={intl.formatMessage({ id: 'header.close' })}
              navLabel={intl.formatMessage({ id: 'header.categories' })}
              viewAllLabel={(item) => intl.formatMessage({ id: 'header.viewAll' }, { name: item.label })}
            />
          </Suspense>
        ) : null}
      </Header.Menu>
      <Header.Logo>
        <UiLink asChild variant="subtle">
          <Link to="/" aria-label={intl.formatMessage({ id: 'shell.home' }, { storeName: store.name })}>
            <Text as="span" size="large" weight="strong">
              {store.brand || store.name}
            </Text>
          </Link>
        </UiLink>
      </Header.Logo>
      <Header.Nav landmark={false}>
        <Suspense fallback={null}>
          <HeaderNavMenu<MenuProduct>
            label={intl.formatMessage({ id: 'shell.mainNavigation' })}
            items={[...toNavItems(tree, current), ...links]}
            value={here.dropdown}
            onValueChange={(dropdown) => update({ dropdown })}
            viewAllLabel={(item) => intl.formatMessage({ id: 'header.viewAll' }, { name: item.label })}
            renderProduct={(product, layout) => (
              <ProductCardContainer
                product={product}
                size={layout === 'featured' ? 'small' : 'xsmall'}
                nameAs="p"
              />
            )}
          />
        </Suspense>
      </Header.Nav>
      {headerTriggers ? (
        <Header.Search>
          <Suspense fallback={null}>
            <HeaderSearch />
          </Suspense>
        </Header.Search>
      ) : null}
      <Header.Actions>
        {headerTriggers ? (
          <Suspense fallback={null}>
            {/* The wish list trigger loads Apollo Client when it needs it; the cart and account
                triggers query while they render, so they hydrate once the client has loaded. */}
            <WishlistTrigger />
          </Suspense>
        ) : null}
        {headerTriggers ? (
          <Suspense fallback={null}>
            <WithApollo>
              <HeaderCart />
            </WithApollo>
          </Suspense>
        ) : null}
        {/* Spec §2: checkout pages drop the cart and search triggers, not the account. */}
        <Suspense fallback={null}>
          <WithApollo>
            <AccountTrigger />
          </WithApollo>
        </Suspense>
        {storeSwitcher ? (
          <Header.Desktop>
            <Suspense fallback={null}>{storeSwitcher}</Suspense>
          </Header.Desktop>
        ) : null}
      </Header.Actions>
    </Header.Root>
  );
}
