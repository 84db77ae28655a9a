import { startTransition } from 'react';
import { hydrateRoot } from '../platform/reactDom/reactDomClient';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../platform/AppProviders';
import { Document } from './Document';
import { deserializeRouteErrors } from './hydration';
import { PAGE_STATE_GLOBAL, type PageState } from './state';
import { lazyApolloSource } from '../platform/data/apolloSource';
import { browserStorage, customerGroup, isSignedIn } from '../platform/session/marker';
import { createRoutes, preloadMoreRoutes } from './router';
import type { RouteDeps, RouteHandle } from '../platform/routing/deps';
import type { ParsedMessages } from '../platform/i18n/messages';
import { showBannerOnFirstVisit } from '../features/consent';
import { replayEarlyClicks } from './earlyClicks';
import { nextTask } from '../platform/nextTask';
import { warmIntl } from '../platform/i18n/warmIntl';

declare global {
  interface Window {
    [PAGE_STATE_GLOBAL]: PageState;
  }
}

/**
 * Lazy routes of the first page, and the entity page chunk a route rendered (category, product),
 * must be loaded before hydrating, or React would render nothing where the server rendered a page.
 * A page rendered in the browser (the bag) starts its queries here, while the page hydrates.
 */
async function loadMatchedLazyRoutes(
  routes: RouteObject[],
  basename: string,
  loaderData: Record<string, unknown>,
  deps: () => Promise<RouteDeps>,
) {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const resolved = await route.lazy();
        Object.assign(route, { ...resolved, lazy: undefined });
      }
      const handle = route.handle as RouteHandle | undefined;
      if (handle?.prefetch) void deps().then(handle.prefetch, () => undefined);
      if (route.id) await handle?.beforeHydrate?.(loaderData[route.id]);
    }),
  );
}

/**
 * The store view's texts: the build's file the head preloads (bundling/messages.ts), shared by
 * every page of the store view. A failed request is tried again twice (a network blip must not
 * leave the page without hydration); the server's HTML stays usable meanwhile.
 */
const fetchMessages = (href: string, retries = 2): Promise<ParsedMessages> =>
  fetch(href)
    .then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`${href}: ${response.status}`)),
    )
    .catch((error: unknown) =>
      retries > 0
        ? new Promise((resolve) => setTimeout(resolve, 900 / retries)).then(() =>
            fetchMessages(href, retries - 1),
          )
        : Promise.reject(error),
    );

async function start() {
  const state = window[PAGE_STATE_GLOBAL];
  const messagesReady = fetchMessages(state.assets.messages);
  // Spec §1: a first visit's cookie banner loads after the page's first paint and does not wait
  // for hydration (issue 18); its React root comes after the page's (firstVisit.ts).
  let startedHydrating!: () => void;
  const hydrating = new Promise<void>((resolve) => (startedHydrating = resolve));
  showBannerOnFirstVisit(
    Promise.all([messagesReady, firstPaint()]).then(([messages]) => ({
      locale: state.store.formattingLocale,
      messages,
    })),
    hydrating,
  );
  // Spec §4/§8: errors nobody handled get the 15 s toast with a debug id and the page's path
  // (never its query string, which can hold a search or an e-mail address). What reports them and
  // the toast store load with the first such error, so the first page does not carry them.
  const unexpected = (error: unknown, serverDebugId?: unknown) => {
    const location = window.location.pathname;
    void Promise.all([import('./unexpectedErrors'), messagesReady.catch(() => null)]).then(([m, messages]) =>
      m.reportInBrowser(error, location, messages?.['error.unexpected'], serverDebugId),
    );
  };
  window.addEventListener('error', (event) => unexpected(event.error));
  window.addEventListener('unhandledrejection', (event) => unexpected(event.reason));
  // Issue 18: Apollo Client is not part of the first download. It is created when something first
  // needs it (a loader, a handler, a part that queries while rendering), or once the page is idle.
  const apollo = lazyApolloSource(() =>
    import('../platform/data/apollo').then((m) =>
      m.createApolloClient({
        uri: '/graphql',
        storeCode: state.store.code,
        ssr: false,
        state: state.apollo,
        isOnline: () => navigator.onLine,
        // Spec §7: signed-in requests send the stored customer group (the cookie carries the token).
        shopper: () => ({ signedIn: isSignedIn(), customerGroup: customerGroup() }),
        // An unexpected server error: the toast shows the id of the API's log line of it.
        onUnexpectedError: (debugId) => unexpected(debugId, debugId),
      }),
    ),
  );
  const deps = () =>
    apollo.load().then((client) => ({
      apollo: client,
      storeCode: state.store.code,
      basename: state.store.basename,
    }));
  // Issue 18: what follows (matching the routes, loading their modules, the router, hydration) in
  // a task of its own, not in the one that evaluated the entry's modules.
  await nextTask();
  // The page's first use of `Intl` loads ICU's data for the locale (18 ms unthrottled in a search
  // page's trace): in tasks of their own, not inside React's first hydration slice (warmIntl.ts).
  await warmIntl(state.store.formattingLocale, nextTask);
  await nextTask();
  // Likewise the page's first use of localStorage, which every page makes (the session marker, the
  // stored cart id) and which loads the origin's storage: 12 ms unthrottled in a bag's trace, inside
  // the task that then prepares the routes. (Blocked storage: `browserStorage` is null.)
  browserStorage()?.getItem('');
  await nextTask();
  const routes = createRoutes(deps);
  const loaderData = state.router.loaderData ?? {};
  // Page Builder content (the footer on every page, CMS pages, category blocks) hydrates as its
  // chunks arrive; hydration does not wait for them (the server's HTML stays meanwhile).
  void import('../features/content/pagebuilder/render/handle').then((m) =>
    m.pageBuilderHandle.preload(loaderData),
  );
  const [messages] = await Promise.all([
    messagesReady,
    loadMatchedLazyRoutes(routes, state.store.basename, loaderData, deps),
  ]);
  const router = createBrowserRouter(routes, {
    basename: state.store.basename,
    hydrationData: {
      ...state.router,
      errors: deserializeRouteErrors(state.router.errors as Parameters<typeof deserializeRouteErrors>[0]),
    },
  });
  // Issue 18: a page that is whole in the server's HTML (home, CMS, category, product, search)
  // asked for this script only after its first paint (scriptsAfterPaint.ts), so hydration never
  // holds that paint. A page rendered in the browser (bag, checkout, account) hydrates at once: its
  // HTML is a loader, so painting that first shows nothing sooner and only delays the page.
  // Issue 18: hydration as a transition runs in slices that yield to the shopper's input instead
  // of one long task (home TBT 1,119 → 186 ms, BENCHMARKS.md); a click on a part not hydrated yet
  // hydrates that part at once.
  startTransition(() => {
    hydrateRoot(
      document,
      <Document lang={state.store.formattingLocale} assets={state.assets}>
        <AppProviders apollo={apollo} store={state.store} messages={messages}>
          <RouterProvider router={router} />
        </AppProviders>
      </Document>,
    );
  });
  // A button tapped before now is tapped again: React hydrates what it needs first (earlyClicks.ts).
  replayEarlyClicks();
  startedHydrating();
  // What the first navigation needs (other routes' imports with their chunk lists, the resolver's
  // loader) follows once the page is interactive, so navigating starts loading chunks at once;
  // then the offline support (issue 17: service worker, connectivity notices and the persisted
  // cache, in their own chunk). One step an idle period: each import adds its chunks' module
  // preloads as it starts, and together they were one task of 37 ms in a trace of the product
  // page (issue 18).
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  const steps: (() => unknown)[] = [
    ...preloadMoreRoutes.map((step) => () => void step().catch(() => undefined)),
    () =>
      void Promise.all([import('../features/offline/start'), apollo.load()]).then(([m, client]) =>
        m.startOfflineSupport({ apollo: client, router, page: { store: state.store, messages } }),
      ),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) whenIdle(next);
  };
  whenIdle(next);
}

/** Resolves after the next frame has been painted (at once in a hidden tab, which paints none). */
function firstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// Issue 18: from a microtask, not from the entry chunk's top level: the messages' request is the
// first thing `start` does, and a browser with DevTools' Network domain on records the stack of
// every request a script makes. With the entry's top level in that stack, V8 parsed the whole
// entry chunk again for its source positions (17–20 ms in such a browser, Lighthouse's); this
// microtask still runs in the task that evaluated the modules, before any other task.
queueMicrotask(() => void start());
