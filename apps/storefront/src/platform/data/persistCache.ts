import type { ApolloCache, NormalizedCacheObject } from '@apollo/client';
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * Spec §7 "Client cache persists per store and clears other stores' entries" (issue 17): the
 * Apollo cache is kept in IndexedDB (idb-keyval) per store view, so a revisit — also offline —
 * has the catalogue data of pages seen before. What a shopper owns (carts, the customer, wishlists,
 * orders) is never written; the snapshot is capped in size and age, and wiped at sign-out.
 */

/** Largest snapshot kept (serialized JSON characters); a larger cache is not persisted. */
export const PERSIST_MAX_SIZE = 1_000_000;
/** A snapshot older than this is dropped instead of restored. */
export const PERSIST_MAX_AGE_MS = 24 * 3600 * 1000;
/** Writes are gathered for this long after the last cache change. */
export const PERSIST_DEBOUNCE_MS = 1000;

const KEY_PREFIX = 'apollo-cache:';
export const persistKey = (storeCode: string) => `${KEY_PREFIX}${storeCode}`;

/** Entities that belong to one shopper. */
const PRIVATE_TYPENAME =
  /^(?:Cart|CartItem|\w+CartItem|CartPrices|CartAddress\w*|ShippingCartAddress|BillingCartAddress|Customer\w*|Wishlist\w*|Order\w*|CustomerOrder\w*|AppliedCoupon|GiftCard\w*|AppliedGiftCard\w*|Reward\w*|Loyalty\w*|Referral\w*)$/;
/** Root fields that hold one shopper's data (their answers, whatever their arguments). */
const PRIVATE_ROOT_FIELD =
  /^(?:cart|customer\w*|wishlist\w*|order\w*|reward\w*|loyalty\w*|referral\w*|isEmailAvailable)\b/i;

type Entity = Record<string, unknown>;

/** The part of a cache snapshot that may be kept on the device: no shopper's own data. */
export function shareableSnapshot(data: NormalizedCacheObject): NormalizedCacheObject {
  const out: NormalizedCacheObject = {};
  for (const [id, value] of Object.entries(data)) {
    if (!value || id === 'ROOT_MUTATION') continue;
    const entity = value as Entity;
    const typename = typeof entity['__typename'] === 'string' ? entity['__typename'] : id.split(':')[0]!;
    if (id !== 'ROOT_QUERY' && PRIVATE_TYPENAME.test(typename)) continue;
    if (id === 'ROOT_QUERY') {
      const root: Entity = {};
      for (const [field, fieldValue] of Object.entries(entity)) {
        if (!PRIVATE_ROOT_FIELD.test(field)) root[field] = fieldValue;
      }
      out[id] = root as NormalizedCacheObject[string];
    } else {
      out[id] = value;
    }
  }
  return out;
}

/** Restored data under the page's own: what the server just rendered is newer, field by field. */
export function mergeSnapshots(persisted: NormalizedCacheObject, current: NormalizedCacheObject) {
  const merged: NormalizedCacheObject = { ...persisted };
  for (const [id, value] of Object.entries(current)) {
    const before = merged[id];
    merged[id] = before && value ? ({ ...before, ...value } as NormalizedCacheObject[string]) : value;
  }
  return merged;
}

interface Snapshot {
  savedAt: number;
  data: NormalizedCacheObject;
}

let database: UseStore | null = null;
const store = () => (database ??= createStore('shop', 'apollo-cache'));

/**
 * Set by a wipe: sign-out wipes and then reloads the page, and a write this page still had
 * scheduled (its cache changed while signing out) must not put the signed-in page's data back
 * before the reload — under load the old page lived past the 1 s debounce and did.
 */
let wiped = false;

/** Deletes every store view's snapshot (sign-out); this page writes none again. */
export async function wipePersistedCache(): Promise<void> {
  wiped = true;
  const all = await keys(store());
  await Promise.all(all.filter((k) => String(k).startsWith(KEY_PREFIX)).map((k) => del(k, store())));
}

/**
 * Restores this store view's snapshot into `cache`, removes other store views' snapshots, then
 * keeps the snapshot up to date as the cache changes. Returns a function that stops persisting.
 */
export async function persistApolloCache(
  cache: ApolloCache,
  storeCode: string,
  options: { now?: () => number } = {},
): Promise<() => void> {
  const now = options.now ?? Date.now;
  const key = persistKey(storeCode);
  const idb = store();
  const others = (await keys(idb)).filter((k) => String(k).startsWith(KEY_PREFIX) && k !== key);
  await Promise.all(others.map((k) => del(k, idb)));

  const saved = await get<Snapshot>(key, idb);
  if (saved && now() - saved.savedAt <= PERSIST_MAX_AGE_MS) {
    const current = cache.extract() as NormalizedCacheObject;
    cache.restore(mergeSnapshots(shareableSnapshot(saved.data), current));
  } else if (saved) {
    await del(key, idb);
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    if (wiped) return;
    const data = shareableSnapshot(cache.extract() as NormalizedCacheObject);
    const size = JSON.stringify(data).length;
    void (size > PERSIST_MAX_SIZE ? del(key, idb) : set(key, { savedAt: now(), data }, idb)).catch(
      () => undefined,
    );
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(write, PERSIST_DEBOUNCE_MS);
  };
  // Every way data enters or leaves the cache (the technique apollo3-cache-persist uses).
  const methods = ['write', 'modify', 'evict', 'gc'] as const;
  const originals = methods.map((name) => {
    const original = cache[name] as (...args: unknown[]) => unknown;
    (cache as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const result = original.apply(cache, args);
      schedule();
      return result;
    };
    return [name, original] as const;
  });
  schedule();
  return () => {
    if (timer) clearTimeout(timer);
    for (const [name, original] of originals) (cache as unknown as Record<string, unknown>)[name] = original;
  };
}
