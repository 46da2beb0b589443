/**
 * A bounded map that, when full, forgets the entry used least recently. A Map keeps insertion
 * order, so an entry that is used is moved to the young end by deleting and re-inserting it.
 * Moving is skipped for an entry moved (or inserted) within the last half-capacity of moves: it is
 * far from eviction already, and a hot entry read on every request would otherwise churn the
 * Map's table. The order is therefore nearly, not strictly, least-recently-used; the bound is exact.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; movedAt: number }>();
  private readonly recentMoves: number;
  private clock = 0;

  constructor(
    readonly maxEntries: number,
    /** Told of each entry pushed out to make room (not of deletions the owner asked for). */
    private readonly onEvict?: (key: K, value: V) => void,
  ) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error(`An LRU cache needs room for at least one entry, not ${maxEntries}`);
    this.recentMoves = Math.floor(maxEntries / 2);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock - entry.movedAt >= this.recentMoves) {
      this.entries.delete(key);
      entry.movedAt = ++this.clock;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, movedAt: ++this.clock });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.entries().next();
      if (oldest.done === true) break;
      const [oldestKey, oldestEntry] = oldest.value;
      this.entries.delete(oldestKey);
      this.onEvict?.(oldestKey, oldestEntry.value);
    }
  }

  /** Removes `key`; returns what it held. */
  delete(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}
