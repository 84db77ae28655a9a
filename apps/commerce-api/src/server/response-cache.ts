import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { bearerToken } from '../domain/customer.js';
import { normaliseStoreCode } from '../domain/store.js';
import type { DataVersion } from './data-version.js';

/**
 * Catalogue answers, cached as Magento caches them (spec §7): a guest's query sent over GET whose
 * every root field reads shared catalogue, CMS or store data is
 * - answered from an in-process cache keyed by the data version, store, currency, customer group,
 *   query and variables (SHOP_API_CACHE=0 turns it off; the server renders through it too), and
 * - sent over GET with `Cache-Control: public, s-maxage=…, stale-while-revalidate=…` and the
 *   `X-Magento-Cache-Id` of its context, so a CDN or Varnish in front may keep it.
 * Everything else — carts, customers, orders, stock look-ups, any request with a bearer token,
 * mutations, answers with errors — is never cached and goes out `no-store`.
 */

/** Root query fields whose answer is the same for every guest of a store view, currency and group. */
export const CACHEABLE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'storeConfig',
  'availableStores',
  'countries',
  'country',
  'products',
  'categories',
  'categoryList',
  'category',
  'productReviewRatingsMetadata',
  'amLabelSetting',
  'cmsPage',
  'cmsBlocks',
  'scandiwebMenu',
  'route',
  'urlResolver',
  'checkoutAgreements',
  'recaptchaV3Config',
  'productQuiz',
  'promoPage',
  'amSocialLoginButtonConfig',
  'FBPixelId',
  'getBlacklistData',
  'amBlogPosts',
  'amBlogPost',
  'amBlogCategories',
  'amBlogTags',
  'amBlogAuthors',
  '__typename',
  '__type',
]);

/**
 * Root query fields that are never cached: a shopper's own records (carts, account, orders, saved
 * payments, wish lists, gift card balances), live stock and e-mail look-ups, and blog comments
 * (a shopper sees their own pending ones). `test/response-cache.test.ts` fails for a query field
 * of the schema that is in neither set.
 */
export const PRIVATE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'cart',
  'customerCart',
  'validateCart',
  'customer',
  'customerPaymentTokens',
  'guestOrder',
  'giftCardAccount',
  'availableProductQty',
  'isEmailAvailable',
  'sharedWishlist',
  'amBlogComments',
  // Session recording's allowance changes with every recorded session (spec §7 can_track).
  'logRocketTracking',
  '__schema',
]);

export interface ResponseCacheOptions {
  version: DataVersion;
  /** In-process cache on (SHOP_API_CACHE, default on). HTTP cache headers are sent either way. */
  enabled: boolean;
  maxEntries: number;
  /** Bytes of JSON kept at most. */
  maxBytes: number;
  /** An entry is answered at most this long (ms), even if the version did not move. */
  ttlMs: number;
  /** `s-maxage` and `stale-while-revalidate` (seconds) for shared caches in front. */
  sharedMaxAge: number;
  staleWhileRevalidate: number;
}

export function responseCacheOptionsFromEnv(
  version: DataVersion,
  env: NodeJS.ProcessEnv = process.env,
): ResponseCacheOptions {
  const num = (name: string, fallback: number) => {
    const v = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isFinite(v) && v >= 0 ? v : fallback;
  };
  return {
    version,
    enabled: env.SHOP_API_CACHE !== '0',
    maxEntries: num('SHOP_API_CACHE_ENTRIES', 2000),
    maxBytes: num('SHOP_API_CACHE_MB', 32) * 1024 * 1024,
    ttlMs: num('SHOP_CACHE_TTL_S', 300) * 1000,
    sharedMaxAge: num('SHOP_CACHE_SHARED_MAX_AGE_S', 60),
    staleWhileRevalidate: num('SHOP_CACHE_STALE_S', 300),
  };
}

/** Whether a query document's operation reads only cacheable root fields. Unparsable: false. */
export function isCacheableQuery(query: string, operationName?: string | null): boolean {
  let doc: DocumentNode;
  try {
    doc = parse(query, { noLocation: true });
  } catch {
    return false;
  }
  const operations = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== 'query') return false;
  const fragments = new Map(
    doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const seen = new Set<string>();
  const rootOk = (set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      if (s.kind === Kind.FIELD) return CACHEABLE_ROOT_FIELDS.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return rootOk(s.selectionSet);
      const fragment = fragments.get(s.name.value);
      if (!fragment || seen.has(s.name.value)) return Boolean(fragment);
      seen.add(s.name.value);
      return rootOk(fragment.selectionSet);
    });
  return rootOk(operation.selectionSet);
}

/** Small LRU by insertion order (a Map re-inserted on each hit), bounded by entries and bytes. */
class Lru {
  private readonly map = new Map<string, { body: string; expires: number }>();
  private bytes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}
  get(key: string): string | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    if (hit.expires <= Date.now()) {
      this.bytes -= hit.body.length;
      return undefined;
    }
    this.map.set(key, hit);
    return hit.body;
  }
  set(key: string, body: string, ttlMs: number): void {
    if (body.length > this.maxBytes / 8) return;
    const old = this.map.get(key);
    if (old) {
      this.map.delete(key);
      this.bytes -= old.body.length;
    }
    this.map.set(key, { body, expires: Date.now() + ttlMs });
    this.bytes += body.length;
    while (this.map.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.map.entries().next();
      if (oldest.done) break;
      this.map.delete(oldest.value[0]);
      this.bytes -= oldest.value[1].body.length;
    }
  }
  get size(): number {
    return this.map.size;
  }
}

interface Mark {
  /** The in-process cache key; null when only HTTP headers are wanted. */
  key: string | null;
  /** The answer went out without errors (set once it is known). */
  ok: boolean;
  hit: boolean;
  /** The answer's JSON, once executed without errors (kept in onResponse). */
  body?: string;
  /** This request runs the query that others with the same key wait for. */
  leads?: (body: string | null) => void;
}

/** How long a request waits for an identical one already running before it runs its own. */
const FOLLOW_MS = 5000;

export interface ResponseCache {
  plugin: Plugin;
  /** Entries kept (tests, diagnostics). */
  readonly size: number;
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const entries = new Lru(options.maxEntries, options.maxBytes);
  // Whether a query text is cacheable: parsed once per distinct text (and operation name).
  const analysis = new Map<string, boolean>();
  const cacheable = (query: string, operationName: string | null | undefined): boolean => {
    const k = `${operationName ?? ''}\u0000${query}`;
    let yes = analysis.get(k);
    if (yes === undefined) {
      yes = isCacheableQuery(query, operationName);
      if (analysis.size >= 1000) analysis.delete(analysis.keys().next().value!);
      analysis.set(k, yes);
    }
    return yes;
  };
  const marks = new WeakMap<Request, Mark>();
  // Identical queries that miss at the same moment (a burst on a cold key, a new data version)
  // wait for the first one instead of all running it: one execution per key and version.
  const running = new Map<string, Promise<string | null>>();
  const header = `public, max-age=0, s-maxage=${options.sharedMaxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;

  const plugin: Plugin = {
    async onParams({ params, request, setResult }) {
      // As Magento: only GET is cacheable (the storefront sends its queries so); a POSTed query
      // is always run.
      if (request.method !== 'GET') return;
      if (typeof params.query !== 'string' || params.query.length > 100_000) return;
      if (bearerToken(request.headers) !== null || request.headers.has('authorization')) return;
      if (!cacheable(params.query, params.operationName)) return;
      if (!options.enabled) {
        marks.set(request, { key: null, ok: false, hit: false });
        return;
      }
      const h = request.headers;
      const key = [
        await options.version.current(),
        normaliseStoreCode(h.get('store')),
        h.get('content-currency') ?? '',
        h.get('customer-group') ?? '0',
        params.operationName ?? '',
        params.query,
        typeof params.variables === 'string' ? params.variables : JSON.stringify(params.variables ?? {}),
      ].join('\u0000');
      let body = entries.get(key);
      const first = body === undefined ? running.get(key) : undefined;
      if (first) {
        let timer: NodeJS.Timeout | undefined;
        body =
          (await Promise.race([
            first,
            new Promise<null>((resolve) => {
              timer = setTimeout(() => resolve(null), FOLLOW_MS);
            }),
          ]).finally(() => clearTimeout(timer))) ?? undefined;
        // The first one failed or took too long: this request runs the query itself.
        if (body === undefined && running.get(key) === first) running.delete(key);
      }
      if (body !== undefined) {
        const answer = body;
        marks.set(request, { key, ok: true, hit: true });
        setResult({ stringify: () => answer } as never);
        return;
      }
      const mark: Mark = { key, ok: false, hit: false };
      if (!running.has(key)) {
        let settle!: (body: string | null) => void;
        running.set(
          key,
          new Promise((resolve) => {
            settle = resolve;
          }),
        );
        mark.leads = (answer) => {
          running.delete(key);
          settle(answer);
        };
      }
      marks.set(request, mark);
    },
    onExecutionResult({ request, result, setResult }) {
      const mark = marks.get(request);
      if (!mark || mark.hit) return;
      if (!result || Symbol.asyncIterator in result || Array.isArray(result) || result.errors?.length) {
        mark.leads?.(null);
        mark.leads = undefined;
        return;
      }
      mark.ok = true;
      if (mark.key === null) return;
      const body = JSON.stringify(result);
      mark.body = body;
      setResult({ ...result, stringify: () => body });
    },
    onResponse({ request, response }) {
      const mark = marks.get(request);
      // An answer that sets a cookie belongs to whoever it was sent to: never kept, never shared.
      const shared =
        mark?.ok &&
        request.method === 'GET' &&
        response.status === 200 &&
        !response.headers.has('set-cookie');
      // Kept only now, when the whole answer is known to be shareable; whoever waits for it gets it
      // (or runs the query itself).
      if (shared && mark.key !== null && mark.body !== undefined && !mark.hit) {
        entries.set(mark.key, mark.body, options.ttlMs);
        mark.leads?.(mark.body);
      } else mark?.leads?.(null);
      if (mark) mark.leads = undefined;
      response.headers.set('Cache-Control', shared ? header : 'no-store');
      if (shared) response.headers.append('Vary', 'Store, Content-Currency, Customer-Group, Authorization');
      if (mark?.hit) response.headers.set('X-Shop-Cache', 'hit');
    },
  };
  return {
    plugin,
    get size() {
      return entries.size;
    },
  };
}

/**
 * After each mutation (the writing transaction has committed by then), the data version is read
 * again; when it moved since this process last read it, this process's caches see the new version
 * at once. One read per mutation: the version before is the one already known.
 */
export function writeTrackingPlugin(version: DataVersion): Plugin {
  return {
    async onExecute({ args }) {
      const operation = (args.document as DocumentNode).definitions.find(
        (d) =>
          d.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || d.name?.value === args.operationName),
      );
      if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'mutation') return;
      const before = version.known();
      return {
        async onExecuteDone() {
          await version.afterWrite(before).catch(() => undefined);
        },
      };
    },
  };
}
