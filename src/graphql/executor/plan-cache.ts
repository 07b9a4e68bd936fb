/**
 * A least-recently-used map bounded by entry count. Compiled plans are code (closures
 * generated per document), so their memory is roughly proportional to their number; a
 * count bound keeps a stream of distinct documents (a client inlining its arguments, a
 * hostile caller) from growing the process without limit.
 */
export class PlanCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`a plan cache needs at least one entry, got ${maxEntries}`);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the entry to the young end of the Map's insertion order; skipped
    // when it is already there (the common case of one hot document).
    if (this.newest !== key) {
      this.entries.delete(key);
      this.entries.set(key, value);
      this.newest = key;
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    // Map iteration starts at the oldest insertion: evict from there.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  private newest: string | undefined;
}
