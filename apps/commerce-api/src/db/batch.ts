import type DataLoader from 'dataloader';

/**
 * Every key through a DataLoader, failing as a whole when one load fails (DataLoader's own
 * `loadMany` returns the errors in place instead, which no resolver here wants).
 */
export function loadAll<K, V, C>(loader: DataLoader<K, V, C>, keys: readonly K[]): Promise<V[]> {
  return Promise.all(keys.map((key) => loader.load(key)));
}

/** Groups rows by a key, for batch functions that answer many keys from one result set. */
export function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}
