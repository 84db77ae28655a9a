import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from '../db/client.js';
import type { StoreView } from '../domain/store.js';
import { PHRASES } from './phrases.js';

/**
 * Issue 20: the texts the API answers come in the language of the store view named by the `Store`
 * header, as Magento does — phrases (error messages) through the store's locale dictionary
 * (Magento's `__()` with i18n/<locale>.csv), configuration values (shipping and payment titles,
 * tax titles) through store-scoped configuration with the default scope as fallback (Magento's
 * core_config_data). Each GraphQL execution runs inside the scope of its store view, so deep code
 * (cart rules, totals) needs no extra parameter; outside a scope everything is the default English.
 */
export interface TextScope {
  locale: string;
  storeId: number;
  config: StoreConfigTexts | null;
}

const current = new AsyncLocalStorage<TextScope>();

/** Runs `fn` with the store view's texts (its locale and store-scoped configuration). */
export function inStoreScope<T>(
  store: Pick<StoreView, 'locale' | 'store_id'> | null,
  config: StoreConfigTexts | null,
  fn: () => T,
): T {
  return store ? current.run({ locale: store.locale, storeId: store.store_id, config }, fn) : fn();
}

export function currentScope(): TextScope | undefined {
  return current.getStore();
}

/**
 * Magento's `__()`: the phrase in the current store view's language (falls back to the English
 * phrase), with `%1`, `%2`… replaced by the arguments.
 */
export function phrase(text: string, ...args: (string | number)[]): string {
  const locale = current.getStore()?.locale;
  const translated = (locale && PHRASES[locale]?.[text]) || text;
  return translated.replace(/%(\d+)/g, (whole, n: string) => {
    const value = args[Number(n) - 1];
    return value === undefined ? whole : String(value);
  });
}

/** Store-scoped configuration values, loaded once per API instance. */
export class StoreConfigTexts {
  private constructor(private readonly byScope: Map<number, Map<string, string>>) {}

  static async load(db: Queryable): Promise<StoreConfigTexts> {
    const rows = await db.query<{ scope: string; scope_id: number; path: string; value: string }>(
      'SELECT scope, scope_id, path, value FROM core_config_data',
    );
    const byScope = new Map<number, Map<string, string>>();
    for (const row of rows) {
      const id = row.scope === 'default' ? 0 : row.scope_id;
      const values = byScope.get(id) ?? new Map<string, string>();
      values.set(row.path, row.value);
      byScope.set(id, values);
    }
    return new StoreConfigTexts(byScope);
  }

  /** The value for `storeId` (store scope, then default scope), or `fallback`. */
  value(storeId: number, path: string, fallback: string): string {
    return this.byScope.get(storeId)?.get(path) ?? this.byScope.get(0)?.get(path) ?? fallback;
  }
}

/** A store-scoped configuration text for the current store view (default scope, then `fallback`). */
export function configText(path: string, fallback: string): string {
  const scope = current.getStore();
  return scope?.config?.value(scope.storeId, path, fallback) ?? fallback;
}
