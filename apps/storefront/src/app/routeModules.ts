/**
 * Server-only: the source path (Vite manifest key) of every lazy route and entity page, so the
 * server can preload a page's chunks and CSS with its HTML. Kept out of `routes.tsx` and
 * `routes/entityPageImports.ts` because the browser never needs these strings. `routeModules.test.ts`
 * keeps the tables equal to the imports of those two files.
 */
import type { LazyRouteId } from './router';
import {
  entityPageHandle,
  isEntityKind,
  type EntityKind,
  type EntityPageData,
} from '../features/catalog/entityPages';

export const lazyRouteModules: Record<LazyRouteId, string> = {
  home: 'src/features/content/routes/home/route.tsx',
  about: 'src/features/content/routes/cms/route.tsx',
  resolver: 'src/app/resolver/route.tsx',
  search: 'src/features/catalog/routes/search/route.tsx',
  cmsPreview: 'src/features/content/routes/cmsPreview/route.tsx',
  productById: 'src/features/catalog/routes/productById/route.tsx',
  cart: 'src/features/cart/routes/cart/route.tsx',
  cartRestore: 'src/features/cart/routes/cartRestore/route.tsx',
  checkout: 'src/features/checkout/routes/checkout/route.tsx',
  checkoutSuccess: 'src/features/checkout/routes/success/route.tsx',
  checkoutError: 'src/features/checkout/routes/error/route.tsx',
  checkoutLpmCallback: 'src/features/checkout/routes/lpm/route.tsx',
  login: 'src/features/account/routes/signIn/route.tsx',
  signIn: 'src/features/account/routes/signIn/route.tsx',
  createAccount: 'src/features/account/routes/createAccount/route.tsx',
  forgotPassword: 'src/features/account/routes/forgotPassword/route.tsx',
  resetPassword: 'src/features/account/routes/resetPassword/route.tsx',
  account: 'src/features/account/routes/account/route.tsx',
  accountInformation: 'src/features/account/routes/accountInformation/route.tsx',
  addressBook: 'src/features/account/routes/addressBook/route.tsx',
  orderHistory: 'src/features/account/routes/orderHistory/route.tsx',
  myReviews: 'src/features/account/routes/myReviews/route.tsx',
  proLogin: 'src/features/account/routes/proLogin/route.tsx',
  socialLogin: 'src/features/account/routes/socialLogin/route.tsx',
  newsletter: 'src/features/account/routes/newsletter/route.tsx',
  communications: 'src/features/account/routes/communications/route.tsx',
  savedPayments: 'src/features/account/routes/savedPayments/route.tsx',
  blog: 'src/features/blog/routes/blog/route.tsx',
  wishlist: 'src/features/wishlist/routes/wishlist/route.tsx',
  loyalty: 'src/features/loyalty/routes/loyalty/route.tsx',
  promo: 'src/features/loyalty/routes/promo/route.tsx',
  friendReferral: 'src/features/loyalty/routes/friendReferral/route.tsx',
};

/** The chunk with the entity pages' imports, needed before either page (see `entityPages.ts`). */
export const ENTITY_PAGE_IMPORTS_MODULE = 'src/features/catalog/entityPageImports.ts';

/** The chunk with the imports of the routes outside the shell (see `lazyRoutes` in `routes.tsx`). */
export const ROUTE_IMPORTS_MODULE = 'src/app/routeImports.ts';

/** Routes `routes.tsx` imports directly; the others go through `routeImports.ts`. */
const SHELL_ROUTES: readonly LazyRouteId[] = ['home', 'about', 'resolver'];

/** What the server preloads for a lazy route: its module, and the route imports chunk first if needed. */
export function lazyRouteModulesFor(id: LazyRouteId): string[] {
  return SHELL_ROUTES.includes(id) ? [lazyRouteModules[id]] : [ROUTE_IMPORTS_MODULE, lazyRouteModules[id]];
}

export const entityPageModules: Record<EntityKind, string> = {
  category: 'src/features/catalog/routes/category/page.tsx',
  product: 'src/features/catalog/routes/product/page.tsx',
};

/** The entity page (category, product) a route's loader data shows, for routes that render one. */
export function entityPageModulesFor(handle: unknown, loaderData: unknown): string[] {
  if (handle !== entityPageHandle) return [];
  const { kind, data } = (loaderData as Partial<EntityPageData> | undefined) ?? {};
  if (!isEntityKind(kind)) return [];
  return [
    ENTITY_PAGE_IMPORTS_MODULE,
    entityPageModules[kind],
    ...(kind === 'product' && mayShowStockAlert(data) ? [STOCK_ALERT_MODULE] : []),
  ];
}

/**
 * The product page's stock alert form is a chunk of its own (only products that cannot be bought
 * show it). When this product or one of its variants is out of stock, the server preloads it, so the
 * form hydrates with the page instead of after it.
 */
export const STOCK_ALERT_MODULE = 'src/features/catalog/components/ProductStockAlert/ProductStockAlert.tsx';

function mayShowStockAlert(data: unknown): boolean {
  const product = (data as { product?: { stock?: { status?: string }; variants?: unknown[] } } | undefined)
    ?.product;
  const outOfStock = (item: unknown) =>
    (item as { stock?: { status?: string } } | null)?.stock?.status === 'OUT_OF_STOCK';
  return !!product && (outOfStock(product) || (product.variants ?? []).some(outOfStock));
}
