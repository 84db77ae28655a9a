/// <reference lib="webworker" />
/**
 * The shop's service worker (spec §1: registered at /sw.js; issue 17), built with Workbox by
 * `pwa/vitePlugin.ts` after the browser build: the precache list below is filled in with the
 * build's files (the shell and every route chunk). What may be kept is decided by the pure rules
 * in src/features/offline/swRules.ts.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import fallbackTexts from '../src/features/offline/i18n/en_US.json';
import {
  CACHE_NAMES,
  CATALOGUE_CACHE_MAX_AGE_SECONDS,
  CATALOGUE_CACHE_MAX_ENTRIES,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  NAVIGATION_TIMEOUT_SECONDS,
  PAGE_CACHE_MAX_ENTRIES,
  RUNTIME_CACHES,
  catalogueCacheKey,
  isAnonymousRequest,
  isCatalogueQuery,
  isImageRequest,
  isShareableResponse,
  offlinePageHtml,
  parseWorkerMessage,
  storeCodeOf,
  type KnownStores,
  type OfflinePageTexts,
} from '../src/features/offline/swRules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
/** Design tokens of the shop theme, written in by the build (pwa/vitePlugin.ts). */
declare const __SHOP_THEME__: { ink: string; surface: string; brand: string; onBrand: string; font: string };

// A new version waits until the page says the shopper chose to reload ("A new version is
// available"): code is never swapped under a running page. The first install has nobody to wait for.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = parseWorkerMessage(event.data);
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'STORE_VIEW')
    event.waitUntil(rememberStoreView(message.stores, message.code, message.texts));
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Old runtime caches (an earlier shape of this worker's caches) go when this version takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('shop-') && !RUNTIME_CACHES.includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/** Stores only answers meant for everyone, and only for requests without credentials. */
const shareableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    isAnonymousRequest(request) && isShareableResponse(response) ? response : null,
};

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
  plugins: [
    shareableOnly,
    new ExpirationPlugin({ maxEntries: PAGE_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    !/^\/(?:graphql|media\/|customer\/)/.test(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return offlinePage(new URL(options.request.url));
    }
  },
);

registerRoute(
  ({ request, url }) => isImageRequest(url, request.destination, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    isCatalogueQuery(url, request.method) &&
    isAnonymousRequest(request),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.catalogue,
    plugins: [
      // One entry per store view (and currency): those travel as headers, not in the URL.
      { cacheKeyWillBeUsed: async ({ request }) => catalogueCacheKey(request.url, request.headers) },
      shareableOnly,
      new ExpirationPlugin({
        maxEntries: CATALOGUE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: CATALOGUE_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

const STORES_KEY = '/__offline/stores';
const textsKey = (code: string) => `/__offline/texts/${encodeURIComponent(code)}`;

async function rememberStoreView(stores: KnownStores, code: string, texts: OfflinePageTexts) {
  const cache = await caches.open(CACHE_NAMES.offline);
  const json = (value: unknown) =>
    new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });
  await Promise.all([cache.put(STORES_KEY, json(stores)), cache.put(textsKey(code), json(texts))]);
}

async function readJson<T>(cache: Cache, key: string): Promise<T | null> {
  const response = await cache.match(key);
  return response ? ((await response.json()) as T) : null;
}

/** The offline page in the language of the address's store view (as its pages sent the texts). */
async function offlinePage(url: URL): Promise<Response> {
  const cache = await caches.open(CACHE_NAMES.offline);
  const stores = await readJson<KnownStores>(cache, STORES_KEY);
  const code = stores ? storeCodeOf(url, stores) : null;
  const texts = (code ? await readJson<OfflinePageTexts>(cache, textsKey(code)) : null) ??
    (stores ? await readJson<OfflinePageTexts>(cache, textsKey(stores.defaultStoreCode)) : null) ?? {
      lang: 'en-US',
      title: fallbackTexts['offline.page.title'],
      text: fallbackTexts['offline.page.text'],
      retry: fallbackTexts['offline.page.retry'],
    };
  return new Response(offlinePageHtml(texts, __SHOP_THEME__), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
