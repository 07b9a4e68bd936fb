import type { SourceRow } from '../db/rows/source';
import { withoutNulls } from './format';

/** A cited source as answers show it, in their top-level `sources` map. */
export interface CompactSource {
  title: string;
  url?: string;
  publisher?: string;
  year?: number;
}

/** Collects the sources one result cites; items refer to them by key. */
export class SourceIndex {
  private readonly byKey = new Map<string, CompactSource>();

  /** Records sources and returns their keys, for an item's `sources` field. */
  cite(sources: readonly (SourceRow | null | undefined)[]): string[] {
    const keys: string[] = [];
    for (const source of sources) {
      if (!source) continue;
      if (!this.byKey.has(source.key)) {
        const { title, url, publisher, year } = source;
        this.byKey.set(source.key, withoutNulls({ title, url, publisher, year }) as CompactSource);
      }
      if (!keys.includes(source.key)) keys.push(source.key);
    }
    return keys;
  }

  /**
   * Each item shown with the keys of its own sources: all loaded together, then cited in
   * item order (so the answer's `sources` map lists them in the order the items show them).
   */
  async citeEach<T, U>(
    items: readonly T[],
    sourcesOf: (
      item: T,
    ) => readonly (SourceRow | null | undefined)[] | Promise<readonly (SourceRow | null | undefined)[]>,
    show: (item: T, keys: string[]) => U,
  ): Promise<U[]> {
    const loaded = await Promise.all(items.map((item) => sourcesOf(item)));
    return items.map((item, i) => show(item, this.cite(loaded[i])));
  }

  toJSON(): Record<string, CompactSource> {
    return Object.fromEntries(this.byKey);
  }
}
