/**
 * A map bounded by its number of entries and by the bytes they weigh (the caller says what an
 * entry weighs): storing past either bound drops the least recently used entries first, never
 * everything at once. `get` counts as a use; `peek` does not. Used by the page cache
 * (app/server/page-cache.server.ts, docs/decisions/071).
 */
export class LruCache<K, V> {
  /** In order of use: the least recently used first (a Map keeps insertion order). */
  private readonly items = new Map<K, { value: V; bytes: number }>();
  private totalBytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size() {
    return this.items.size;
  }

  get bytes() {
    return this.totalBytes;
  }

  /** The value, which becomes the most recently used. */
  get(key: K): V | undefined {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item.value;
  }

  /** The value, leaving the order of use as it is. */
  peek(key: K): V | undefined {
    return this.items.get(key)?.value;
  }

  /**
   * Stores `value` as the most recently used, then drops the least recently used entries until both
   * bounds hold. A value heavier than `maxBytes` on its own is not stored (false).
   */
  set(key: K, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.limits.maxBytes) return false;
    this.items.set(key, { value, bytes });
    this.totalBytes += bytes;
    for (const [oldest, item] of this.items) {
      if (this.items.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      this.items.delete(oldest);
      this.totalBytes -= item.bytes;
    }
    return true;
  }

  delete(key: K) {
    const item = this.items.get(key);
    if (!item) return false;
    this.items.delete(key);
    this.totalBytes -= item.bytes;
    return true;
  }

  clear() {
    this.items.clear();
    this.totalBytes = 0;
  }
}
