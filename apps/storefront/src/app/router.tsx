import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { RouteErrorView } from '../features/content/components/RouteErrorView/RouteErrorView';
import { Component as Root, loader as rootLoader, shouldRevalidate } from './shell/route';
import { RootErrorBoundary } from './shell/ErrorBoundary';
import type { RouteDeps } from '../platform/routing/deps';
import type { RouteHandle } from '../features/catalog/entityPages';
import { MORE_ROUTES, type MoreRouteId } from './routePaths';

export interface RouteModule {
  Component: React.ComponentType;
  loader?: (args: LoaderFunctionArgs, deps: RouteDeps) => Promise<unknown>;
  ErrorBoundary?: React.ComponentType;
  /** Server preloads and pre-hydration work that depend on the loader's data. */
  handle?: RouteHandle;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * Routes reached by navigating from a shell page: their imports, with Vite's preload list of each
 * route's chunks, live in `routeImports.ts`, loaded after hydration (see `entry.client.tsx`) or
 * with the HTML when the first page is one of them, so shell pages do not download the lists.
 */
const moreRoutes = () => import('./routeImports').then((m) => m.routeImports);

/** The shell's own pages, imported directly (their chunks are preloaded with the HTML). */
const shellRoutes = {
  home: () => import('../features/content/routes/home/route'),
  about: () => import('../features/content/routes/cms/route'),
  resolver: () => import('./resolver/route'),
} satisfies Record<string, () => Promise<RouteModule>>;

export type LazyRouteId = keyof typeof shellRoutes | MoreRouteId;

/**
 * Every lazy route of spec §2 that has a screen. The server finds each one's source path (for
 * preloading its chunks and CSS with the HTML) in `routeModules.ts`, so the browser bundle does
 * not carry those paths.
 */
export const lazyRoutes: Record<LazyRouteId, () => Promise<RouteModule>> = {
  ...shellRoutes,
  ...(Object.fromEntries(
    MORE_ROUTES.map(([id]) => [id, () => moreRoutes().then((r) => r[id]() as Promise<RouteModule>)]),
  ) as Record<MoreRouteId, () => Promise<RouteModule>>),
};

/**
 * Loads, after hydration, what the first navigation needs: the imports of the routes outside the
 * shell and the URL resolver's loader (the server rendered the first page, so it was not needed).
 */
export function preloadMoreRoutes(): Promise<unknown> {
  return Promise.all([moreRoutes(), import('./resolver/resolve')]);
}

function lazyRoute(id: LazyRouteId, deps: RouteDeps) {
  return async () => {
    const m: RouteModule = await lazyRoutes[id]();
    const { loader } = m;
    return {
      Component: m.Component,
      ErrorBoundary: m.ErrorBoundary ?? RouteErrorView,
      ...(m.handle ? { handle: m.handle } : {}),
      ...(m.shouldRevalidate ? { shouldRevalidate: m.shouldRevalidate } : {}),
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
        ...MORE_ROUTES.map(([id, path]) => ({ id, path, lazy: lazyRoute(id, deps) })),
        { id: 'resolver', path: '*', lazy: lazyRoute('resolver', deps) },
      ],
    },
  ];
}
