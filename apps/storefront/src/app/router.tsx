import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { RouteErrorView } from '../features/content/components/RouteErrorView/RouteErrorView';
import { Component as Root, loader as rootLoader, shouldRevalidate } from './shell/route';
import { RootErrorBoundary } from './shell/ErrorBoundary';
import type { RouteDeps, RouteHandle } from '../platform/routing/deps';
import { MORE_ROUTES, type MoreRouteId } from './routePaths';
import { WithApollo } from '../platform/data/apolloSource';

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
 * What the first navigation needs, loaded after hydration: the imports of the routes outside the
 * shell and the URL resolver's loader (the server rendered the first page, so it was not needed).
 * One step a task: each import adds its chunks' module preloads in the task that asks for it.
 */
export const preloadMoreRoutes: readonly (() => Promise<unknown>)[] = [
  moreRoutes,
  () => import('./resolver/resolve'),
];

/**
 * The server's route table and static handler are made once per store view and shared by every
 * request, as React Router means them to be (they were made per request, and each request
 * resolved the lazy routes again). Each request's deps reach the loaders as its request context
 * (`handler.query(request, { requestContext: deps })`).
 */
export const DEPS_FROM_REQUEST_CONTEXT = { depsFrom: 'requestContext' } as const;

/**
 * What loaders get: the browser passes a function, because its Apollo client is created on first
 * use (`platform/data/apolloSource.tsx`); the server passes `DEPS_FROM_REQUEST_CONTEXT`.
 */
export type RouteDepsSource = (() => Promise<RouteDeps>) | typeof DEPS_FROM_REQUEST_CONTEXT;

function resolveDeps(deps: RouteDepsSource, args: LoaderFunctionArgs): RouteDeps | Promise<RouteDeps> {
  // The request context is the server's (decided at build time: the browser bundle carries none of it).
  if (!import.meta.env.SSR || typeof deps === 'function') return (deps as () => Promise<RouteDeps>)();
  const fromRequest = args.context as Partial<RouteDeps> | undefined;
  if (!fromRequest?.apollo) throw new Error("A shared route table was queried without the request's deps");
  return fromRequest as RouteDeps;
}

/**
 * Routes whose screens render without Apollo Client (their data comes from loaders, their
 * handlers load the client when used): the pages a guest lands on. Every other route's screen
 * queries while it renders, so in the browser its module waits for the client and renders inside
 * `WithApollo`.
 */
const RENDERS_WITHOUT_APOLLO: ReadonlySet<LazyRouteId> = new Set([
  'home',
  'about',
  'resolver',
  'search',
  'productById',
]);

/**
 * Whether a route's page is whole in the server's HTML (it renders from its loader's data, not
 * from Apollo in the browser): the server has such a page ask for its scripts after its first
 * paint (scriptsAfterPaint.ts).
 */
export const rendersFromServerData = (routeId: string): boolean =>
  RENDERS_WITHOUT_APOLLO.has(routeId as LazyRouteId);

function lazyRoute(id: LazyRouteId, deps: RouteDepsSource) {
  return async () => {
    const needsClient = typeof deps === 'function' && !RENDERS_WITHOUT_APOLLO.has(id);
    const [m] = await Promise.all([lazyRoutes[id](), needsClient ? deps() : null]);
    const { loader } = m;
    const Screen = m.Component;
    return {
      Component: needsClient
        ? () => (
            <WithApollo>
              <Screen />
            </WithApollo>
          )
        : Screen,
      ErrorBoundary: m.ErrorBoundary ?? RouteErrorView,
      ...(m.handle ? { handle: m.handle } : {}),
      ...(m.shouldRevalidate ? { shouldRevalidate: m.shouldRevalidate } : {}),
      ...(loader
        ? { loader: async (args: LoaderFunctionArgs) => loader(args, await resolveDeps(deps, args)) }
        : {}),
    };
  };
}

/** The route table, built once per store view on the server and once in the browser. */
export function createRoutes(deps: RouteDepsSource): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      loader: async (args) => rootLoader(args, await resolveDeps(deps, args)),
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
