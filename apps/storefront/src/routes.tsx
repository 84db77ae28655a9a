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
 * Lazy routes of spec §2 that have a screen. The server finds each one's source path (for
 * preloading its chunks and CSS with the HTML) in `routeModules.ts`, so the browser bundle does
 * not carry those paths.
 */
export const lazyRoutes = {
  home: () => import('./routes/home/route'),
  about: () => import('./routes/cms/route'),
  resolver: () => import('./routes/resolver/route'),
  search: () => import('./routes/search/route'),
  // The CMS author preview: dev mode or CMS_PREVIEW=1 only (a 404 otherwise).
  cmsPreview: () => import('./routes/cmsPreview/route'),
  productById: () => import('./routes/productById/route'),
  cart: () => import('./routes/cart/route'),
  cartRestore: () => import('./routes/cartRestore/route'),
  checkout: () => import('./routes/checkout/route'),
  checkoutSuccess: () => import('./routes/checkout/success/route'),
  checkoutError: () => import('./routes/checkout/error/route'),
  checkoutLpmCallback: () => import('./routes/checkout/lpm/route'),
} satisfies Record<string, () => Promise<RouteModule>>;

export type LazyRouteId = keyof typeof lazyRoutes;

function lazyRoute(id: LazyRouteId, deps: RouteDeps) {
  return async () => {
    const m: RouteModule = await lazyRoutes[id]();
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
