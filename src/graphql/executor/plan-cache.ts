/**
 * A least-recently-used map bounded by the estimated bytes of its entries (and, as a
 * backstop, by their number). Compiled plans are closures of generated code whose size
 * grows with the document's expanded fields (compile-policy.ts estimates it), so a count
 * bound alone let 150 large plans take more than a gigabyte (issue 24); a byte bound keeps
 * what a stream of distinct documents can pin in memory fixed whatever their shape.
 */
export class PlanCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private bytes = 0;
  private newest: string | undefined;

  constructor(
    readonly maxBytes: number,
    readonly maxEntries = Number.MAX_SAFE_INTEGER,
  ) {
    if (!(maxBytes >= 1) || !Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(
        `a plan cache needs room for at least one entry, got ${maxBytes} bytes, ${maxEntries} entries`,
      );
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes of every entry held. */
  get usedBytes(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Re-inserting moves the entry to the young end of the Map's insertion order; skipped
    // when it is already there (the common case of one hot document).
    if (this.newest !== key) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.newest = key;
    }
    return entry.value;
  }

  /** Keeps `value` under `key`, weighing `bytes`; one larger than the whole budget is not kept. */
  set(key: string, value: V, bytes = 1): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    this.newest = key;
    // Map iteration starts at the oldest insertion: evict from there.
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    if (this.newest === key) this.newest = undefined;
  }
}
