import { storeFromUrl } from '../../platform/store/store';

/**
 * What the service worker (apps/storefront/sw/sw.ts) may keep, as plain functions so the rules
 * are tested without a worker. Spec §7 and issue 17: catalogue data and images may be kept; carts,
 * customer data, mutations and anything sent or answered for a signed-in shopper never are.
 */

/** Cache names; the version part changes when what a cache holds changes shape. */
export const CACHE_NAMES = {
  pages: 'shop-pages-v1',
  images: 'shop-images-v1',
  catalogue: 'shop-catalogue-v1',
  offline: 'shop-offline-v1',
} as const;

/** Runtime caches this worker owns; on activate, every other `shop-` cache is removed. */
export const RUNTIME_CACHES: readonly string[] = Object.values(CACHE_NAMES);

/** Navigations wait this long for the network before the cached page is shown. */
export const NAVIGATION_TIMEOUT_SECONDS = 3;
/** Images kept at most (oldest used first out), and for at most 30 days. */
export const IMAGE_CACHE_MAX_ENTRIES = 150;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 3600;
/** Catalogue answers kept at most, and for at most a day. */
export const CATALOGUE_CACHE_MAX_ENTRIES = 200;
export const CATALOGUE_CACHE_MAX_AGE_SECONDS = 24 * 3600;
/** Pages kept at most. */
export const PAGE_CACHE_MAX_ENTRIES = 50;

/** Magento's NOT LOGGED IN group: the only group whose answers are shared by every guest. */
const GUEST_GROUP = '0';

/** Operation names and root fields that hold a shopper's own data. */
const PRIVATE_OPERATION =
  /cart|customer|wishlist|order|account|reward|loyalty|referral|session|token|checkout/i;
const PRIVATE_FIELD =
  /(?:^|[{\s,])(?:cart|customerCart|customer\w*|wishlist\w*|generateCustomerToken|createEmptyCart)\s*[({]/;

/**
 * A response the worker may store: a full 200 answer that is not marked for one shopper only
 * (`Cache-Control: private` — pages rendered for a signed-in request and the API's authorised
 * answers carry `private, no-store`), that sets no cookie and does not vary on one.
 */
export function isShareableResponse(response: Pick<Response, 'status' | 'headers' | 'type'>): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const cacheControl = response.headers.get('Cache-Control')?.toLowerCase() ?? '';
  if (/\bprivate\b/.test(cacheControl)) return false;
  if (response.headers.has('Set-Cookie')) return false;
  const vary = response.headers.get('Vary')?.toLowerCase() ?? '';
  return !/\b(?:cookie|authorization)\b/.test(vary);
}

/** A request the worker may answer from or store in a cache: it carries no credentials of its own. */
export function isAnonymousRequest(request: Pick<Request, 'headers'>): boolean {
  if (request.headers.has('Authorization') || request.headers.has('X-Authorization')) return false;
  const group = request.headers.get('customer-group');
  return group === null || group === GUEST_GROUP;
}

/**
 * A GraphQL GET whose answer is catalogue data (products, categories, CMS, store config): never a
 * mutation (those are POSTs anyway), never a cart, customer, wishlist or order query.
 */
export function isCatalogueQuery(url: URL, method: string): boolean {
  if (method !== 'GET' || url.pathname !== '/graphql') return false;
  const query = url.searchParams.get('query');
  if (!query || /^\s*mutation\b/.test(query) || /\bsubscription\b/.test(query.slice(0, 20))) return false;
  const operationName = url.searchParams.get('operationName') ?? '';
  if (PRIVATE_OPERATION.test(operationName)) return false;
  return !PRIVATE_FIELD.test(query);
}

/**
 * The key an answer is stored under: the URL plus the store view and currency, which travel as
 * headers (spec §7) — one store view's answer is never served to another.
 */
export function catalogueCacheKey(url: string, headers: Pick<Headers, 'get'>): string {
  const key = new URL(url);
  key.searchParams.set('__store', headers.get('Store') ?? '');
  const currency = headers.get('Content-Currency');
  if (currency) key.searchParams.set('__currency', currency);
  return key.href;
}

/** Product and media images: same-origin `/media/` files and anything the page loads as an image. */
export function isImageRequest(url: URL, destination: string, origin: string): boolean {
  if (url.origin !== origin) return false;
  return url.pathname.startsWith('/media/') || destination === 'image';
}

/** Texts of the offline page for one store view, as the page that registered the worker sent them. */
export interface OfflinePageTexts {
  lang: string;
  title: string;
  text: string;
  retry: string;
}

/** The store views the worker has heard of, as the pages that registered it sent them. */
export interface KnownStores {
  storeCodes: readonly string[];
  defaultStoreCode: string;
}

/** The store view of an address, read as the shop reads it (`/de/…` or `/…?de`). */
export function storeCodeOf(url: URL, stores: KnownStores): string {
  return storeFromUrl(url, stores).code;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The page shown for a page that was never visited while the network is away. It is the worker's
 * own answer, so it carries no script: a "Try again" link reloads the address the shopper asked for.
 */
export function offlinePageHtml(
  texts: OfflinePageTexts,
  theme: { ink: string; surface: string; brand: string; onBrand: string; font: string },
): string {
  const t = {
    lang: escapeHtml(texts.lang),
    title: escapeHtml(texts.title),
    text: escapeHtml(texts.text),
    retry: escapeHtml(texts.retry),
  };
  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${theme.surface};color:${theme.ink};font-family:${theme.font};line-height:1.5}
main{max-width:28rem;padding:2rem 1.5rem;text-align:center}
svg{width:3rem;height:3rem}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:${theme.brand};color:${theme.onBrand};text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid ${theme.ink};outline-offset:3px}
</style>
</head>
<body>
<main>
<svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="${theme.brand}"/><path d="M16 7c-4 5-6 8.5-6 12a6 6 0 0 0 12 0c0-3.5-2-7-6-12z" fill="${theme.onBrand}"/></svg>
<h1>${t.title}</h1>
<p>${t.text}</p>
<a href="" data-offline-retry>${t.retry}</a>
</main>
</body>
</html>`;
}

/** Messages the page sends the worker. */
export type WorkerMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'STORE_VIEW'; code: string; stores: KnownStores; texts: OfflinePageTexts };

const CODE = /^[a-z0-9_]{1,32}$/;
const shortText = (value: unknown, max = 500): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** Reads a message from a page; anything not of the expected shape is ignored (null). */
export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message['type'] === 'SKIP_WAITING') return { type: 'SKIP_WAITING' };
  if (message['type'] !== 'STORE_VIEW') return null;
  const { code, stores, texts } = message as { code?: unknown; stores?: unknown; texts?: unknown };
  if (typeof code !== 'string' || !CODE.test(code)) return null;
  const s = stores as Partial<KnownStores> | null | undefined;
  if (
    !s ||
    !Array.isArray(s.storeCodes) ||
    s.storeCodes.length > 50 ||
    !s.storeCodes.every((c) => typeof c === 'string' && CODE.test(c)) ||
    typeof s.defaultStoreCode !== 'string' ||
    !CODE.test(s.defaultStoreCode)
  )
    return null;
  const t = texts as Partial<OfflinePageTexts> | null | undefined;
  if (!t || !shortText(t.lang, 35) || !shortText(t.title) || !shortText(t.text) || !shortText(t.retry))
    return null;
  return {
    type: 'STORE_VIEW',
    code,
    stores: { storeCodes: [...s.storeCodes], defaultStoreCode: s.defaultStoreCode },
    texts: { lang: t.lang, title: t.title, text: t.text, retry: t.retry },
  };
}
