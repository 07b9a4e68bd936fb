import type { CatalogSnapshot } from '../read-model';

/**
 * Which of a question's line keys (search-lines.ts) can name a part of a catalog version at
 * all. The first statement finds a part by a line key only when the part's folded name
 * (`name_key`) starts with the key, or does so once its maker's folded name is cut off
 * (search-named-parts-sql.ts); a key no name starts with either way names nothing, and is
 * not sent. Most questions' keys name nothing ("three gpus", "memory bandwidth"), and then
 * the statement has no line part to look for at all: on the full catalog that part is what
 * kept Postgres planning the statement afresh on every run (a custom plan, about 2 ms).
 *
 * This is a necessary condition only: the statement still checks the part's model keys.
 */

interface LinePrefixes {
  /** Every name_key and every name_key without its maker's folded name, sorted. */
  sorted: string[];
  /**
   * Names whose maker is not plain ASCII (Postgres may fold it to another length) or that
   * hold a character outside the BMP (Postgres counts it as one, JavaScript as two).
   */
  unsure: string[];
}

/** Postgres' `regexp_replace(lower(manufacturer), '[^a-z0-9]+', '', 'g')` for an ASCII maker. */
const foldMaker = (manufacturer: string) => manufacturer.toLowerCase().replace(/[^a-z0-9]+/g, '');

function prefixesOf(snapshot: CatalogSnapshot): LinePrefixes {
  return snapshot.derived('search:line-prefixes', () => {
    const names: string[] = [];
    const unsure: string[] = [];
    for (const component of snapshot.all('components')) {
      const nameKey = snapshot.nameKeyOf(component);
      if (/[^\x20-\x7e]/.test(component.manufacturer) || /[\ud800-\udfff]/.test(nameKey)) {
        unsure.push(nameKey);
        continue;
      }
      names.push(nameKey, nameKey.slice(foldMaker(component.manufacturer).length));
    }
    // Code-unit order, which is what a binary search by `<` needs.
    names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return { sorted: names, unsure };
  });
}

/** Whether some string of `sorted` starts with `key`. */
function anyStartsWith(sorted: readonly string[], key: string): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]!.startsWith(key);
}

/** Builds the version's line-name prefixes now (the read model's prepare, prepare-catalog.ts). */
export function prepareLinePrefixes(snapshot: CatalogSnapshot): void {
  prefixesOf(snapshot);
}

/** The keys of `keys` that some part of `snapshot` may be named by. */
export function possibleLineKeys(snapshot: CatalogSnapshot, keys: readonly string[]): string[] {
  if (keys.length === 0) return [];
  const { sorted, unsure } = prefixesOf(snapshot);
  return keys.filter((key) => anyStartsWith(sorted, key) || unsure.some((name) => name.includes(key)));
}
