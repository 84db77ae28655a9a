import type { IncomingMessage, ServerResponse } from 'node:http';
import { isbot } from 'isbot';
import { renderDocument, streamDocument } from '../../server/documentStream';
import type { RenderedGuestPage } from '../../server/guestPage';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from '../platform/AppProviders';
import { readyApolloSource } from '../platform/data/apolloSource';
import { Document } from './Document';
import { serializeRouteErrors } from './hydration';
import {
  PAGE_STATE_GLOBAL,
  serializeForScript,
  serializePageState,
  type PageAssets,
  type PageState,
} from './state';
import type { StoreView } from '../platform/store/store-context';
import { storefrontConfig } from '../platform/config';
import { createApolloClient } from '../platform/data/apollo';
import type { RouteDeps, RouteHandle } from '../platform/routing/deps';
import { hydrationSnapshot } from '../platform/data/hydrationSnapshot';
import { catalogueFor, formattingLocale } from '../platform/i18n/locales';
import { loadMessages, parseMessages, type ParsedMessages } from '../platform/i18n/messages';
import { catalogueManifestKey } from '../platform/i18n/catalogue';
import { StoreConfigDocument } from '../platform/store/__generated__/StoreConfig';
import {
  createRoutes,
  DEPS_FROM_REQUEST_CONTEXT,
  lazyRoutes,
  rendersFromServerData,
  type LazyRouteId,
} from './router';
import { SCRIPTS_AFTER_PAINT } from './scriptsAfterPaint';
import { EARLY_CLICKS } from './earlyClicks';
import { firstVisitBannerHtml } from '../features/consent/serverBanner';
import { GUEST_ROUTES } from './pageCaching';
import { entityPageModulesFor, lazyRouteModulesFor } from './routeModules';
import { PAGE_BUILDER_HANDLE_MODULE, pageBuilderHandle } from '../features/content/pagebuilder/render/handle';
import { Shell } from './shell/route';
import { canonicalDefaultStoreUrl, storeFromUrl, storeHref } from '../platform/store/store';
import { ErrorView } from '../features/content/components/ErrorView/ErrorView';
import { hasSessionCookie } from '../platform/session/cookie';
import { unexpectedErrorText } from './unexpectedErrors';
import { SENTRY_GLOBAL } from '../platform/errorReporting';
import { routeErrorDebugId } from '../features/content/components/RouteErrorView/routeErrorDebugId';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface RenderOptions {
  /** GraphQL endpoint the server renderer queries. */
  apiUri: string;
  /** fetch used for it: the in-process API, or the network for an external one. */
  apiFetch: typeof fetch;
  manifest: ViteManifest;
  /** Give up streaming after this long (ms). */
  timeoutMs?: number;
  /** The Content-Security-Policy nonce of this response, put on every inline script React writes. */
  nonce?: string;
  /**
   * Given by a server that serves guest pages from a cache: a guest page (see `pageCaching.ts`) is
   * rendered whole and handed over here instead of being streamed.
   */
  guestPage?: (page: RenderedGuestPage) => Promise<void>;
  /** Called just before a page is streamed (the server sets up compression there). */
  beforeStream?: () => Promise<void>;
  /** The server's log (pino): render errors with their debug id, an unavailable API. Default stderr. */
  log?: RenderLog;
  /**
   * The browser's theme colour (issue 17): the build's, from the design tokens, as the web app
   * manifest's `theme_color` (`.vite/pwa.json`, see pwa/vitePlugin.ts).
   */
  themeColor?: string;
}

export interface RenderLog {
  error(fields: Record<string, unknown>, message: string): void;
}

const stderrLog: RenderLog = {
  error: (fields, message) =>
    process.stderr.write(
      `${JSON.stringify({ level: 'error', name: 'storefront', msg: message, ...fields })}\n`,
    ),
};

const ENTRY = 'src/app/entry.client.tsx';

/**
 * A page's chunks to preload and its stylesheets. The build groups the CSS (bundling/cssGroups.ts):
 * the entry lists the shell's stylesheet, which every page links; a chunk of a lazy feature (account,
 * checkout, blog, …) lists its feature's, so a page that renders the feature on the server links it
 * in the head too, after the shell's. Chunks reached only from `laterKeys` (what hydration does not
 * wait for) are preloaded at low priority; their stylesheets are linked as any other.
 */
function collectAssets(manifest: ViteManifest, keys: string[], laterKeys: string[] = []): PageAssets {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const collect = (roots: string[]) => {
    const files: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.push(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
    };
    for (const key of roots) visit(key);
    return files;
  };
  const preloads = collect([ENTRY, ...keys]);
  const laterPreloads = collect(laterKeys);
  const entry = manifest[ENTRY]?.file;
  return {
    styles: [...styles],
    preloads: preloads.filter((p) => p !== `/${entry}`),
    laterPreloads,
    entry: entry ? `/${entry}` : '',
    messages: '',
    scriptsAfterPaint: false,
  };
}

/** The build's file of a catalogue's messages for browsers (bundling/messages.ts). */
function catalogueHref(manifest: ViteManifest, catalogue: string): string {
  const file = manifest[catalogueManifestKey(catalogue)]?.file;
  if (!file) throw new Error(`The build has no message file for the ${catalogue} catalogue`);
  return `/${file}`;
}

/** The shop's public origin: PUBLIC_URL when set (behind a proxy), else what the request says. */
function publicOrigin(req: IncomingMessage, url: URL): string {
  const configured = process.env.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || 'http';
  return `${proto}://${url.host}`;
}

function toFetchRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(url, { method: req.method ?? 'GET', headers });
}

function storeViewFrom(
  code: string,
  basename: string,
  origin: string,
  config: NonNullable<Awaited<ReturnType<typeof fetchStoreConfig>>>,
): StoreView {
  const locale = config.locale ?? 'en_US';
  return {
    code,
    basename,
    origin,
    name: config.store_name ?? code,
    brand: config.logo_alt || config.default_title || config.store_name || code,
    locale,
    formattingLocale: formattingLocale(locale),
    currency: config.default_display_currency_code ?? config.base_currency_code ?? 'EUR',
    titlePrefix: config.title_prefix ?? '',
    titleSuffix: config.title_suffix ?? '',
    defaultTitle: config.default_title ?? '',
    defaultDescription: config.default_description ?? '',
    blog: config.amblog_enabled === true,
  };
}

async function fetchStoreConfig(apollo: ReturnType<typeof createApolloClient>) {
  const { data } = await apollo.query({ query: StoreConfigDocument });
  return data?.storeConfig ?? null;
}

/**
 * A store's messages as ICU trees, parsed once per process (the catalogues are part of the build).
 * Shared by every render: React and the page state only read them.
 */
const parsedCatalogues = new Map<string, Promise<ParsedMessages>>();
function parsedMessagesFor(catalogue: Parameters<typeof loadMessages>[0]): Promise<ParsedMessages> {
  let parsed = parsedCatalogues.get(catalogue);
  if (!parsed) {
    parsed = loadMessages(catalogue).then(parseMessages);
    parsedCatalogues.set(catalogue, parsed);
    parsed.catch(() => parsedCatalogues.delete(catalogue));
  }
  return parsed;
}

/**
 * One route table and static handler per store view's basename, shared by every request (their
 * lazy routes resolve once); a request's Apollo client and store reach the loaders as its request
 * context (router.tsx, `DEPS_FROM_REQUEST_CONTEXT`).
 */
const staticHandlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function staticHandlerFor(basename: string) {
  let handler = staticHandlers.get(basename);
  if (!handler) {
    handler = createStaticHandler(createRoutes(DEPS_FROM_REQUEST_CONTEXT), { basename });
    staticHandlers.set(basename, handler);
  }
  return handler;
}

/**
 * The pages a fresh render worker renders once, their answers dropped, before it takes pages
 * (server/renderPool.ts, the standby worker): every store view's home page and the default store's
 * search, so a shopper's first page after a quiet spell, in any language, finds its catalogue
 * parsed and the shell's, home's and listing's code already run.
 */
export function warmUpUrls(): string[] {
  const config = storefrontConfig;
  return [
    ...config.storeCodes.map((code) => storeHref(code, '/', config)),
    storeHref(config.defaultStoreCode, '/search.html?q=cream', config),
  ];
}

/** Renders one request: loaders first (through Apollo), then the document as a React stream. */
export async function render(req: IncomingMessage, res: ServerResponse, options: RenderOptions) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const canonical = canonicalDefaultStoreUrl(url, storefrontConfig);
  if (canonical) {
    res.writeHead(301, { Location: canonical });
    res.end();
    return;
  }
  const location = storeFromUrl(url, storefrontConfig);
  const apollo = createApolloClient({
    uri: options.apiUri,
    storeCode: location.code,
    ssr: true,
    fetch: options.apiFetch,
  });

  let config: Awaited<ReturnType<typeof fetchStoreConfig>>;
  try {
    config = await fetchStoreConfig(apollo);
    if (!config) throw new Error('The API returned no store config');
  } catch (error) {
    (options.log ?? stderrLog).error({ err: (error as Error).message }, 'store config unavailable');
    await options.beforeStream?.();
    return renderUnavailable(req, res, url, location, options);
  }

  const store = storeViewFrom(location.code, location.basename, publicOrigin(req, url), config);
  const catalogue = catalogueFor(store.locale);
  const messages = await parsedMessagesFor(catalogue);
  const handler = staticHandlerFor(location.basename);
  const deps: RouteDeps = { apollo, storeCode: store.code, basename: location.basename };
  const context = await handler.query(toFetchRequest(req, url), { requestContext: deps });

  if (context instanceof Response) {
    // Loader redirects (URL rewrites) keep their 301/302; an auth-only page's redirect of a guest
    // says no shared cache may keep it.
    const cacheControl = context.headers.get('Cache-Control');
    res.writeHead(context.status, {
      Location: context.headers.get('Location') ?? '/',
      ...(cacheControl ? { 'Cache-Control': cacheControl } : {}),
    });
    res.end();
    return;
  }

  // A route that threw (its loader): logged with a debug id, which the page's masked error view shows.
  const log = options.log ?? stderrLog;
  const debugIds: Record<string, string> = {};
  for (const [id, error] of Object.entries(context.errors ?? {})) {
    if (isRouteErrorResponse(error)) continue;
    const { debugId } = routeErrorDebugId(error);
    debugIds[id] = debugId;
    log.error(
      { debugId, route: id, path: url.pathname, err: error instanceof Error ? error.message : String(error) },
      'route error',
    );
  }

  const routeIds = context.matches.map((m) => m.route.id).filter((id): id is LazyRouteId => id in lazyRoutes);
  // Entity pages (category, product) are chunks of their own, known only after loading.
  const pageModules = context.matches.flatMap((m) =>
    entityPageModulesFor(m.route.handle, context.loaderData[m.route.id]),
  );
  // The Page Builder renderer and the block views this page's CMS content uses.
  const viewModules = pageBuilderHandle.modulesFor(context.loaderData);
  const contentModules = viewModules.length > 0 ? [PAGE_BUILDER_HANDLE_MODULE, ...viewModules] : [];
  const assets: PageAssets = {
    ...collectAssets(
      options.manifest,
      [ENTRY, ...routeIds.flatMap(lazyRouteModulesFor), ...pageModules],
      // Issue 18: the content's chunks at low priority (hydration does not wait for them).
      contentModules,
    ),
    messages: catalogueHref(options.manifest, catalogue),
    // Issue 17: the store view's web app manifest (server/webManifest.ts).
    webManifest: storeHref(store.code, '/manifest.webmanifest', storefrontConfig),
    ...(options.themeColor ? { themeColor: options.themeColor } : {}),
    // Issue 18: a page whole in this HTML loads its scripts after its first paint.
    scriptsAfterPaint: context.matches.some(
      (m) =>
        rendersFromServerData(m.route.id) ||
        (m.route.handle as RouteHandle | undefined)?.wholeInHtml?.(context.loaderData[m.route.id]) === true,
    ),
  };
  const state: PageState = {
    store,
    apollo: hydrationSnapshot(apollo.extract() as PageState['apollo']),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeRouteErrors(context.errors, debugIds) as PageState['router']['errors'],
    },
    assets,
  };
  const router = createStaticRouter(handler.dataRoutes, context);

  const app = (
    <Document lang={store.formattingLocale} assets={assets}>
      <AppProviders apollo={readyApolloSource(apollo)} store={store} messages={messages}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        {faultInjected(req, 'render') ? <RenderFault /> : null}
      </AppProviders>
    </Document>
  );
  const bootstrap = {
    bootstrapModules: assets.entry && !assets.scriptsAfterPaint ? [assets.entry] : [],
    bootstrapScriptContent: `window.${PAGE_STATE_GLOBAL}=${serializePageState(state)};${browserErrorReporting()}${EARLY_CLICKS}${assets.scriptsAfterPaint ? SCRIPTS_AFTER_PAINT : ''}`,
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  const guestPage =
    options.guestPage &&
    options.nonce &&
    context.statusCode === 200 &&
    !context.errors &&
    !hasSessionCookie(req.headers.cookie) &&
    context.matches.every((m) => GUEST_ROUTES.has(m.route.id));
  const report = (fields: { debugId: string; err: string }, message: string) =>
    log.error({ ...fields, path: url.pathname }, message);
  if (guestPage) {
    // A guest page whose whole-document render fails (its shell threw, or the deadline passed) is
    // not kept: it is streamed below, which answers the failed shell's page with its debug id.
    const html = await renderDocument(app, { ...bootstrap, nonce: options.nonce!, report }).catch(() => null);
    if (html !== null) {
      // Spec §1: a first visit's cookie banner, painted with the page (serverBanner.tsx); given as
      // a function, so that no `$` in a store view's texts is read as a replacement pattern.
      const banner = firstVisitBannerHtml(catalogue, store.formattingLocale, messages, options.nonce!);
      await options.guestPage!({
        status: 200,
        html: html.replace('<body>', () => `<body>${banner}`),
        nonce: options.nonce!,
      });
      return;
    }
  }
  await options.beforeStream?.();
  streamDocument(req, res, app, {
    ...bootstrap,
    status: context.statusCode,
    waitForAll: isbot(req.headers['user-agent'] ?? ''),
    ...(options.nonce ? { nonce: options.nonce } : {}),
    // Spec §4/§8: a render error's debug id goes into the server's log line of it, and the page of a
    // failed shell shows it with the location, in the store view's words.
    report,
    failureText: (debugId) =>
      unexpectedErrorText(messages['error.unexpected'])({ debugId, location: url.pathname }),
    // A signed-in shopper's page is theirs alone (its HTML holds no customer data, but it is
    // rendered for a signed-in request): no shared cache may keep it.
    ...(hasSessionCookie(req.headers.cookie) ? { cacheControl: 'private, no-store' } : {}),
  });
}

/**
 * Tests only (`E2E_FAULTS=1` on the server, never in production): a page request with
 * `X-E2E-Fault: render` fails while rendering, so the failed-render path can be seen end to end.
 */
function faultInjected(req: IncomingMessage, kind: string): boolean {
  return (
    process.env.E2E_FAULTS === '1' &&
    process.env.NODE_ENV !== 'production' &&
    req.headers['x-e2e-fault'] === kind
  );
}

function RenderFault(): never {
  throw new Error('fault injected into the render (E2E_FAULTS)');
}

/**
 * Issue 23: with SENTRY_DSN set, the page names it for the browser's Sentry SDK, which is loaded
 * only with the first unexpected error (platform/errorReporting.ts). Nothing otherwise.
 */
function browserErrorReporting(): string {
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return '';
  const config = {
    dsn,
    ...(process.env.SENTRY_ENVIRONMENT ? { environment: process.env.SENTRY_ENVIRONMENT } : {}),
  };
  return `window.${SENTRY_GLOBAL}=${serializeForScript(config)};`;
}

/** The API is unreachable: a static error page in the shell, answered 503 so caches retry. */
async function renderUnavailable(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  location: ReturnType<typeof storeFromUrl>,
  { manifest, nonce, themeColor }: RenderOptions,
) {
  const store: StoreView = {
    code: location.code,
    basename: location.basename,
    origin: publicOrigin(req, url),
    name: location.code.toUpperCase(),
    brand: '',
    locale: 'en_US',
    formattingLocale: 'en-US',
    currency: 'EUR',
    titlePrefix: '',
    titleSuffix: '',
    defaultTitle: '',
    defaultDescription: '',
    blog: false,
  };
  const messages = await parsedMessagesFor('en_US');
  const assets: PageAssets = {
    ...collectAssets(manifest, [ENTRY]),
    preloads: [],
    laterPreloads: [],
    entry: '',
    ...(themeColor ? { themeColor } : {}),
  };
  const apollo = createApolloClient({
    uri: 'http://unavailable.invalid/graphql',
    storeCode: store.code,
    ssr: true,
  });
  const app = (
    <Document lang="en" assets={assets}>
      <AppProviders apollo={readyApolloSource(apollo)} store={store} messages={messages}>
        <StaticRouter location={url.pathname} basename={location.basename}>
          <Shell data={null}>
            <ErrorView />
          </Shell>
        </StaticRouter>
      </AppProviders>
    </Document>
  );
  streamDocument(req, res, app, {
    status: 503,
    waitForAll: true,
    bootstrapModules: [],
    timeoutMs: 5_000,
    ...(nonce ? { nonce } : {}),
  });
}
