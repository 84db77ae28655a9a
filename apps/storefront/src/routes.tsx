import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RouteErrorView } from './views/RouteErrorView';
import { Component as Root, loader as rootLoader, shouldRevalidate } from './routes/root/route';
import { RootErrorBoundary } from './routes/root/ErrorBoundary';
import type { RouteDeps } from './routes/deps';
import type { RouteHandle } from './routes/entityPages';

interface RouteModule {
  Component: React.ComponentType;
  loader?: (args: LoaderFunctionArgs, deps: RouteDeps) => Promise<unknown>;
  ErrorBoundary?: React.ComponentType;
  /** Server preloads and pre-hydration work that depend on the loader's data. */
  handle?: RouteHandle;
}

/**
 * Lazy routes of spec §2 that have a screen. `module` is the source path Vite's manifest knows,
 * so the server can preload a route's chunks and CSS with the HTML.
 */
export const lazyRoutes = {
  home: { module: 'src/routes/home/route.tsx', load: () => import('./routes/home/route') },
  about: { module: 'src/routes/cms/route.tsx', load: () => import('./routes/cms/route') },
  resolver: { module: 'src/routes/resolver/route.tsx', load: () => import('./routes/resolver/route') },
  search: { module: 'src/routes/search/route.tsx', load: () => import('./routes/search/route') },
  // The CMS author preview: dev mode or CMS_PREVIEW=1 only (a 404 otherwise).
  cmsPreview: { module: 'src/routes/cmsPreview/route.tsx', load: () => import('./routes/cmsPreview/route') },
  productById: {
    module: 'src/routes/productById/route.tsx',
    load: () => import('./routes/productById/route'),
  },
  cart: { module: 'src/routes/cart/route.tsx', load: () => import('./routes/cart/route') },
  cartRestore: {
    module: 'src/routes/cartRestore/route.tsx',
    load: () => import('./routes/cartRestore/route'),
  },
  checkout: { module: 'src/routes/checkout/route.tsx', load: () => import('./routes/checkout/route') },
  checkoutSuccess: {
    module: 'src/routes/checkout/success/route.tsx',
    load: () => import('./routes/checkout/success/route'),
  },
  checkoutError: {
    module: 'src/routes/checkout/error/route.tsx',
    load: () => import('./routes/checkout/error/route'),
  },
  checkoutLpmCallback: {
    module: 'src/routes/checkout/lpm/route.tsx',
    load: () => import('./routes/checkout/lpm/route'),
  },
} satisfies Record<string, { module: string; load: () => Promise<RouteModule> }>;

export type LazyRouteId = keyof typeof lazyRoutes;

function lazyRoute(id: LazyRouteId, deps: RouteDeps) {
  return async () => {
    const m: RouteModule = await lazyRoutes[id].load();
    const { loader } = m;
    return {
      Component: m.Component,
      ErrorBoundary: m.ErrorBoundary ?? RouteErrorView,
      ...(m.handle ? { handle: m.handle } : {}),
      ...(loader ? { loader: (args: LoaderFunctionArgs) => loader(args, deps) } : {}),
    };
  };
}

/** The route table, built per request on the server and once in the browser. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      loader: (args) => rootLoader(args, deps),
      shouldRevalidate,
      children: [
        { id: 'home', index: true, lazy: lazyRoute('home', deps) },
        { id: 'about', path: 'about', lazy: lazyRoute('about', deps) },
        { id: 'search', path: 'search.html', lazy: lazyRoute('search', deps) },
        { id: 'cmsPreview', path: 'cms-preview', lazy: lazyRoute('cmsPreview', deps) },
        {
          id: 'productById',
          path: 'catalog/product/view/id/:productId',
          lazy: lazyRoute('productById', deps),
        },
        { id: 'cart', path: 'cart', lazy: lazyRoute('cart', deps) },
        { id: 'cartRestore', path: 'cart/restore/:cartId', lazy: lazyRoute('cartRestore', deps) },
        { id: 'checkout', path: 'checkout', lazy: lazyRoute('checkout', deps) },
        { id: 'checkoutSuccess', path: 'checkout/success', lazy: lazyRoute('checkoutSuccess', deps) },
        { id: 'checkoutError', path: 'checkout/error', lazy: lazyRoute('checkoutError', deps) },
        {
          id: 'checkoutLpmCallback',
          path: 'checkout/lpm/callback/:cartId',
          lazy: lazyRoute('checkoutLpmCallback', deps),
        },
        { id: 'resolver', path: '*', lazy: lazyRoute('resolver', deps) },
      ],
    },
  ];
}
