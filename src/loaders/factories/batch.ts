import DataLoader from 'dataloader';
import { keyedStatement, rowsForKeys } from '../../db/keyed-statement';
import type { Db, Row } from '../../db/pool';
import type { RowShape } from '../../db/rows/row-shape';
import { groupRows, indexRows } from '../group-by';

/**
 * A loader of single rows by a unique key: `sql` takes the batch's keys as `$1` (an array,
 * in `= ANY($1::type[])` or `unnest($1::type[])`: db/keyed-statement.ts) and returns at most
 * one row per key.
 */
export function rowsByKey<K, T>(db: Db, sql: string, map: (row: Row) => T, keyOf: (value: T) => K) {
  const statement = keyedStatement(sql);
  return new DataLoader<K, T | null>(async (keys) =>
    indexRows(keys, (await rowsForKeys(db, statement, keys)).map(map), keyOf),
  );
}

/** A loader of a table's rows by a unique field (`id`, `slug`, `key`) whose column has `pgType`. */
export function rowsByUnique<T, F extends keyof T & string>(
  db: Db,
  shape: RowShape<T>,
  field: F,
  pgType: 'int' | 'text',
) {
  const [, column] = shape.columns.find(([name]) => name === field)!;
  const sql = `SELECT ${shape.select('t')} FROM ${shape.table} t WHERE t.${column} = ANY($1::${pgType}[])`;
  return rowsByKey(db, sql, shape.map, (row) => row[field]);
}

/**
 * A loader of row lists by owner id: `sql` takes the owner ids as `$1` and returns each
 * row with its owner's id as `owner_id`, in the order each list should have.
 */
export function rowsByOwner<T>(db: Db, sql: string, map: (row: Row) => T) {
  const statement = keyedStatement(sql);
  return new DataLoader<number, T[]>(async (ids) => {
    const rows = await rowsForKeys(db, statement, ids);
    return groupRows(ids, rows, (row) => row.owner_id as number).map((list) => list.map(map));
  });
}
