/**
 * A tiny DataLoader: `load(key)` calls made in the same tick are collected and answered by one
 * `batch(keys)` call, and each key is fetched at most once per loader. Loaders live in the
 * per-request context, so their cache never outlives a request.
 */
export class Loader<K, V> {
  private readonly cache = new Map<string, Promise<V>>();
  private queue: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];

  constructor(
    /** Answers every key, in the order given (one result per key). */
    private readonly batch: (keys: K[]) => Promise<V[]>,
    private readonly keyOf: (key: K) => string = String,
  ) {}

  load(key: K): Promise<V> {
    const id = this.keyOf(key);
    const hit = this.cache.get(id);
    if (hit) return hit;
    const promise = new Promise<V>((resolve, reject) => {
      if (this.queue.length === 0) {
        // Like DataLoader: wait for the promise jobs already queued (sibling resolvers), then dispatch.
        void Promise.resolve().then(() => process.nextTick(() => void this.dispatch()));
      }
      this.queue.push({ key, resolve, reject });
    });
    this.cache.set(id, promise);
    return promise;
  }

  loadMany(keys: K[]): Promise<V[]> {
    return Promise.all(keys.map((k) => this.load(k)));
  }

  private async dispatch(): Promise<void> {
    const queue = this.queue;
    this.queue = [];
    try {
      const values = await this.batch(queue.map((q) => q.key));
      queue.forEach((q, i) => q.resolve(values[i] as V));
    } catch (err) {
      for (const q of queue) {
        this.cache.delete(this.keyOf(q.key));
        q.reject(err);
      }
    }
  }
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
