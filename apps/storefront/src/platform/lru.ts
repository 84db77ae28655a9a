/**
 * A small least-recently-used map for the server's per-process caches (parsed messages, sanitized
 * and parsed CMS HTML, rendered guest pages). Bounded by entries and, optionally, by a size the
 * caller measures (bytes of HTML), so memory stays flat however many different keys arrive.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.map.size;
  }

  /** The summed sizes of the entries kept. */
  get weight(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: K, value: V, size = 0): void {
    if (this.maxEntries <= 0 || size > this.maxSize) return;
    this.delete(key);
    this.map.set(key, { value, size });
    this.total += size;
    while (this.map.size > this.maxEntries || this.total > this.maxSize) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const hit = this.map.get(key);
    if (!hit) return;
    this.map.delete(key);
    this.total -= hit.size;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}

/** `fn` remembered for its last `max` distinct string arguments (pure functions of their input only). */
export function memoizeString<R>(fn: (input: string) => R, max: number, maxInputLength = 256_000) {
  const cache = new Lru<string, R>(max);
  return (input: string): R => {
    if (input.length > maxInputLength) return fn(input);
    const hit = cache.get(input);
    if (hit !== undefined) return hit;
    const value = fn(input);
    cache.set(input, value);
    return value;
  };
}
