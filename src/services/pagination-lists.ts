/**
 * Keyset pages of in-memory lists (the catalog version's rows, sorted once per version):
 * the same cursors and connections as the SQL pages of pagination.ts, without a query.
 */
import {
  toConnection,
  type KeysetPosition,
  type PageArgs,
  type SortDirection,
  type Connection,
} from './pagination';

/**
 * A list in a keyset order, built once per catalog version (snapshot.derived): the rows and
 * each row's sort key (never null: unknown values get the stand-in the order names), sorted
 * by key in `direction`, ties by id ascending.
 */
export interface SortedRows<T> {
  readonly rows: readonly T[];
  readonly keys: readonly (number | string)[];
  readonly direction: SortDirection;
}

/** `rows` sorted by `key` in `direction`, then by id. */
export function sortRows<T extends { id: number }>(
  rows: readonly T[],
  key: (row: T) => number | string,
  direction: SortDirection,
): SortedRows<T> {
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  const sign = direction === 'ASC' ? 1 : -1;
  keyed.sort((a, b) => {
    if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * sign;
    return a.row.id - b.row.id;
  });
  return { rows: keyed.map((k) => k.row), keys: keyed.map((k) => k.key), direction };
}

/** Whether entry `i` of `sorted` comes after `position` in its order. */
function isAfter<T extends { id: number }>(
  sorted: SortedRows<T>,
  i: number,
  position: KeysetPosition,
): boolean {
  const key = sorted.keys[i];
  if (key === position.value) return sorted.rows[i].id > position.id;
  return sorted.direction === 'ASC' ? key > position.value : key < position.value;
}

/** The index of the first entry after `position` (binary search: the order is monotone in it). */
function firstAfter<T extends { id: number }>(sorted: SortedRows<T>, position: KeysetPosition): number {
  let low = 0;
  let high = sorted.rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isAfter(sorted, middle, position)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * One keyset page of an in-memory list: the first `first` rows after the cursor's position
 * that `matches`, their cursors, and whether a matching row follows. Deep pages cost the
 * same as the first (a binary search to the position); `totalCount` counts the matches only
 * when selected.
 */
export function listPage<T extends { id: number }>(
  sorted: SortedRows<T>,
  args: PageArgs,
  matches: ((row: T) => boolean) | null = null,
): Connection<T> {
  const { rows, keys } = sorted;
  const found: number[] = [];
  for (let i = args.position ? firstAfter(sorted, args.position) : 0; i < rows.length; i++) {
    if (matches && !matches(rows[i])) continue;
    found.push(i);
    if (found.length > args.first) break;
  }
  const keyOf = new Map(found.map((i) => [rows[i], keys[i]]));
  const totalCount = async () =>
    matches ? rows.reduce((n, row) => (matches(row) ? n + 1 : n), 0) : rows.length;
  return toConnection(
    found.map((i) => rows[i]),
    args.first,
    (row) => ({ value: keyOf.get(row)!, id: row.id }),
    totalCount,
    args.scope,
  );
}
