/**
 * Server-only: the source path (Vite manifest key) of every lazy route and entity page, so the
 * server can preload a page's chunks and CSS with its HTML. Kept out of `routes.tsx` and
 * `routes/entityPageImports.ts` because the browser never needs these strings. `routeModules.test.ts`
 * keeps the tables equal to the imports of those two files.
 */
import type { LazyRouteId } from './routes';
import { entityPageHandle, isEntityKind, type EntityKind, type EntityPageData } from './routes/entityPages';

export const lazyRouteModules: Record<LazyRouteId, string> = {
  home: 'src/routes/home/route.tsx',
  about: 'src/routes/cms/route.tsx',
  resolver: 'src/routes/resolver/route.tsx',
  search: 'src/routes/search/route.tsx',
  cmsPreview: 'src/routes/cmsPreview/route.tsx',
  productById: 'src/routes/productById/route.tsx',
  cart: 'src/routes/cart/route.tsx',
  cartRestore: 'src/routes/cartRestore/route.tsx',
  checkout: 'src/routes/checkout/route.tsx',
  checkoutSuccess: 'src/routes/checkout/success/route.tsx',
  checkoutError: 'src/routes/checkout/error/route.tsx',
  checkoutLpmCallback: 'src/routes/checkout/lpm/route.tsx',
};

/** The chunk with the entity pages' imports, needed before either page (see `entityPages.ts`). */
export const ENTITY_PAGE_IMPORTS_MODULE = 'src/routes/entityPageImports.ts';

/** The chunk with the imports of the routes outside the shell (see `lazyRoutes` in `routes.tsx`). */
export const ROUTE_IMPORTS_MODULE = 'src/routeImports.ts';

/** Routes `routes.tsx` imports directly; the others go through `routeImports.ts`. */
const SHELL_ROUTES: readonly LazyRouteId[] = ['home', 'about', 'resolver'];

/** What the server preloads for a lazy route: its module, and the route imports chunk first if needed. */
export function lazyRouteModulesFor(id: LazyRouteId): string[] {
  return SHELL_ROUTES.includes(id) ? [lazyRouteModules[id]] : [ROUTE_IMPORTS_MODULE, lazyRouteModules[id]];
}

export const entityPageModules: Record<EntityKind, string> = {
  category: 'src/routes/category/page.tsx',
  product: 'src/routes/product/page.tsx',
};

/** The entity page (category, product) a route's loader data shows, for routes that render one. */
export function entityPageModulesFor(handle: unknown, loaderData: unknown): string[] {
  if (handle !== entityPageHandle) return [];
  const kind = (loaderData as Partial<EntityPageData> | undefined)?.kind;
  return isEntityKind(kind) ? [ENTITY_PAGE_IMPORTS_MODULE, entityPageModules[kind]] : [];
}
