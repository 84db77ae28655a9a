import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RouteErrorView } from '../features/content/components/RouteErrorView/RouteErrorView';
import { Component as Root, loader as rootLoader, shouldRevalidate } from './shell/route';
import { RootErrorBoundary } from './shell/ErrorBoundary';
import type { RouteDeps } from '../platform/routing/deps';
import type { RouteHandle } from '../features/catalog/entityPages';

export interface RouteModule {
  Component: React.ComponentType;
  loader?: (args: LoaderFunctionArgs, deps: RouteDeps) => Promise<unknown>;
  ErrorBoundary?: React.ComponentType;
  /** Server preloads and pre-hydration work that depend on the loader's data. */
  handle?: RouteHandle;
}

/**
 * Routes reached by navigating from a shell page: their imports, with Vite's preload list of each
 * route's chunks, live in `routeImports.ts`, loaded after hydration (see `entry.client.tsx`) or
 * with the HTML when the first page is one of them, so shell pages do not download the lists.
 */
const moreRoutes = () => import('./routeImports').then((m) => m.routeImports);

/**
 * Lazy routes of spec §2 that have a screen. The server finds each one's source path (for
 * preloading its chunks and CSS with the HTML) in `routeModules.ts`, so the browser bundle does
 * not carry those paths.
 */
export const lazyRoutes = {
  home: () => import('../features/content/routes/home/route'),
  about: () => import('../features/content/routes/cms/route'),
  resolver: () => import('./resolver/route'),
  search: () => moreRoutes().then((r) => r.search()),
  cmsPreview: () => moreRoutes().then((r) => r.cmsPreview()),
  productById: () => moreRoutes().then((r) => r.productById()),
  cart: () => moreRoutes().then((r) => r.cart()),
  cartRestore: () => moreRoutes().then((r) => r.cartRestore()),
  checkout: () => moreRoutes().then((r) => r.checkout()),
  checkoutSuccess: () => moreRoutes().then((r) => r.checkoutSuccess()),
  checkoutError: () => moreRoutes().then((r) => r.checkoutError()),
  checkoutLpmCallback: () => moreRoutes().then((r) => r.checkoutLpmCallback()),
  login: () => moreRoutes().then((r) => r.login()),
  signIn: () => moreRoutes().then((r) => r.signIn()),
  createAccount: () => moreRoutes().then((r) => r.createAccount()),
  forgotPassword: () => moreRoutes().then((r) => r.forgotPassword()),
  resetPassword: () => moreRoutes().then((r) => r.resetPassword()),
} satisfies Record<string, () => Promise<RouteModule>>;

/**
 * Loads, after hydration, what the first navigation needs: the imports of the routes outside the
 * shell and the URL resolver's loader (the server rendered the first page, so it was not needed).
 */
export function preloadMoreRoutes(): Promise<unknown> {
  return Promise.all([moreRoutes(), import('./resolver/resolve')]);
}

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
        // Spec §2: /login and /sign-in are one screen.
        { id: 'login', path: 'login', lazy: lazyRoute('login', deps) },
        { id: 'signIn', path: 'sign-in', lazy: lazyRoute('signIn', deps) },
        { id: 'createAccount', path: 'create-account', lazy: lazyRoute('createAccount', deps) },
        { id: 'forgotPassword', path: 'forgot-password', lazy: lazyRoute('forgotPassword', deps) },
        {
          id: 'resetPassword',
          path: 'customer/account/createPassword',
          lazy: lazyRoute('resetPassword', deps),
        },
        { id: 'resolver', path: '*', lazy: lazyRoute('resolver', deps) },
      ],
    },
  ];
}
