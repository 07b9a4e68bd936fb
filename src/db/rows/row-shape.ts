import type { RowOf, TableDefinition } from '../../catalog/fields';
import type { Row, SqlClient } from '../pool';

/**
 * A field of a read row: its name, its column, how to convert the pg value (default: as
 * is), and the SQL that reads the column (default: the column itself), given the
 * qualified column (`c.updated_at`).
 */
export type ColumnSpec = readonly [
  field: string,
  column: string,
  read?: (value: unknown) => unknown,
  sql?: (column: string) => string,
];

/** `YYYY-MM-DDTHH:MM:SS.mmmZ`, the form Date#toISOString gives and the API shows. */
const ISO_LENGTH = 24;
const isIsoText = (value: unknown): value is string =>
  typeof value === 'string' && value.length === ISO_LENGTH && value[10] === 'T' && value[23] === 'Z';

/**
 * Timestamps as the API shows them, ISO 8601 in UTC with milliseconds. Reads through the
 * row shapes get that text from Postgres already (`isoTimestampSql`) and keep it; a Date
 * (a row read some other way) or Postgres' own JSON text is converted.
 */
export const isoTimestamp = (value: unknown) =>
  isIsoText(value) ? value : (value instanceof Date ? value : new Date(value as string)).toISOString();

/**
 * Postgres formats the timestamp the way Date#toISOString would: the same milliseconds
 * (both truncate the microseconds; test/integration/row-timestamps.test.ts checks it). It
 * spares Node a Date parse, a Date and a toISOString per row (4 % of a GPU page's CPU,
 * each relation row carrying its own `updated_at`).
 */
export const isoTimestampSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp column, read as ISO text. */
export const timestampColumn = (field: string, column: string): ColumnSpec => [
  field,
  column,
  isoTimestamp,
  isoTimestampSql,
];

/** One SELECT item of `spec` under table alias `alias`, named after the column. */
export function selectItem(alias: string, [, column, , sql]: ColumnSpec): string {
  return sql ? `${sql(`${alias}.${column}`)} AS ${column}` : `${alias}.${column}`;
}

/**
 * How one table is read: its SELECT list (under a table alias), the same columns as a JSON
 * object (for relations read inside another statement), and the one mapper from a pg row
 * (or that JSON object) to the plain typed object resolvers, rules and tools receive. The
 * mapper works from a precomputed column list; missing values become null.
 */
export interface RowShape<T> {
  readonly table: string;
  readonly columns: readonly ColumnSpec[];
  select(alias: string): string;
  /** `json_build_object` of the row under `alias`, keyed by column (for `map`), plus `extra` entries (key -> SQL). */
  json(alias: string, extra?: Record<string, string>): string;
  map(row: Row): T;
  /** One row by id, or null. */
  byId(db: SqlClient, id: number): Promise<T | null>;
}

/**
 * A mapper compiled from a column list: one object literal with the fields in a fixed order,
 * so every row of a shape gets the same hidden class (V8) and mapping is a few property
 * reads, far cheaper than filling an empty object in a loop. Names are ours (definitions).
 */
export function compileMapper<T>(typename: string | null, columns: readonly ColumnSpec[]): (row: Row) => T {
  const reads = columns.map(([, , read]) => read);
  const entries = columns.map(([field, column, read], i) => {
    const value = `row[${JSON.stringify(column)}] ?? null`;
    return `${JSON.stringify(field)}: ${read ? `convert(reads[${i}], ${value})` : value}`;
  });
  if (typename !== null) entries.unshift(`__typename: ${JSON.stringify(typename)}`);
  const convert = (read: (value: unknown) => unknown, value: unknown) =>
    value === null ? null : read(value);
  return new Function('reads', 'convert', `return (row) => ({ ${entries.join(', ')} });`)(reads, convert);
}

export function rowShape<T>(
  table: string,
  typename: string | null,
  columns: readonly ColumnSpec[],
): RowShape<T> {
  const shape: RowShape<T> = {
    table,
    columns,
    select: (alias) => columns.map((spec) => selectItem(alias, spec)).join(', '),
    json: (alias, extra = {}) => {
      const entries = [
        ...columns.map(
          ([, column, , sql]) => `'${column}', ${sql ? sql(`${alias}.${column}`) : `${alias}.${column}`}`,
        ),
        ...Object.entries(extra).map(([key, sql]) => `'${key}', ${sql}`),
      ];
      return `json_build_object(${entries.join(', ')})`;
    },
    map: compileMapper<T>(typename, columns),
    byId: async (db, id) => {
      const [row] = await db.rows(`SELECT ${shape.select('t')} FROM ${table} t WHERE t.id = $1`, [id]);
      return row ? shape.map(row) : null;
    },
  };
  return shape;
}

/**
 * The columns of a defined table: id, every stored field (refs as `<field>Id`), version
 * (unless the table has none), then `extra` bookkeeping columns the API shows.
 */
export function definitionColumns(
  definition: TableDefinition,
  extra: readonly ColumnSpec[] = [],
  { versioned = true } = {},
): ColumnSpec[] {
  const fields = Object.entries(definition.fields).flatMap(([name, f]): ColumnSpec[] => {
    if (f.column === null) return [];
    return [[f.role === 'ref' ? `${name}Id` : name, f.column]];
  });
  return [['id', 'id'], ...fields, ...(versioned ? [['version', 'version'] as const] : []), ...extra];
}

/** A read row of a defined table: its GraphQL type, id, version and fields (refs as `<field>Id`). */
export type DefinedRow<Typename extends string, D extends TableDefinition> = {
  __typename: Typename;
  id: number;
  version: number;
} & RowOf<D['fields']>;

/** The time of a row's last write, on the rows whose GraphQL type shows it. */
export type Updated = { updatedAt: string };

/** How a defined table is read: `definitionColumns`, plus `updatedAt` where the API shows it. */
export function definedRows<T extends { __typename: string }>(
  definition: TableDefinition,
  typename: T['__typename'],
  { updatedAt = false } = {},
): RowShape<T> {
  const extra = updatedAt ? [timestampColumn('updatedAt', 'updated_at')] : [];
  return rowShape<T>(definition.table, typename, definitionColumns(definition, extra));
}
