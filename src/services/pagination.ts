import type { AnyComponentEntity } from '../db/entities';
import { badInput } from '../errors';

/** Relay's cap; larger pages would let one request pull the whole catalog repeatedly. */
export const MAX_PAGE_SIZE = 100;

export interface PageInfoModel {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

/**
 * A page as resolvers see it. `totalCount` is a thunk: graphql-js calls it only
 * when the field is selected, so pages that do not ask for it skip the COUNT query.
 */
export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfoModel;
  totalCount: () => Promise<number>;
}

export type ComponentConnectionModel = Connection<AnyComponentEntity>;
export type ComponentEdgeModel = Edge<AnyComponentEntity>;

/** A keyset position: the sort key of the last row seen and its id as tie-breaker. */
export interface KeysetPosition {
  value: number | string | null;
  id: number;
}

const CURSOR_PREFIX = 'k1:';

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(CURSOR_PREFIX + JSON.stringify([position.value, position.id])).toString('base64url');
}

/**
 * Decodes an opaque cursor; anything we did not produce is BAD_USER_INPUT naming the
 * argument, never a crash or a silent first page.
 */
export function decodeCursor(cursor: string, field = 'after'): KeysetPosition {
  const invalid = () => badInput(field, 'is not a cursor returned by this API');
  if (cursor.length > 512) throw invalid();
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(CURSOR_PREFIX)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(CURSOR_PREFIX.length));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [value, id] = parsed as [unknown, unknown];
  if (!Number.isSafeInteger(id) || (id as number) < 0) throw invalid();
  if (value !== null && typeof value !== 'number' && typeof value !== 'string') throw invalid();
  return { value: value as KeysetPosition['value'], id: id as number };
}

export function validateFirst(first: number | null | undefined, field = 'first'): number {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 0) throw badInput(field, 'must be a non-negative integer');
  if (size > MAX_PAGE_SIZE) throw badInput(field, `must be at most ${MAX_PAGE_SIZE}, got ${size}`);
  return size;
}

/**
 * Builds a page from `first + 1` fetched rows (the extra row only tells whether a
 * next page exists).
 */
export function toConnection<T>(
  rows: T[],
  first: number,
  positionOf: (row: T) => KeysetPosition,
  totalCount: () => Promise<number>,
): Connection<T> {
  const pageRows = rows.slice(0, first);
  const edges = pageRows.map((node) => ({ node, cursor: encodeCursor(positionOf(node)) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount,
  };
}

export type SortDirection = 'ASC' | 'DESC';

/** A sort key as SQL (never NULL: callers COALESCE) and its direction; ties break by id ASC. */
export interface KeysetOrder {
  sql: string;
  direction: SortDirection;
}

interface WhereBuilder {
  andWhere(where: string, parameters?: Record<string, unknown>): unknown;
}

/**
 * Restricts a query to rows after `position` in `order`. Parameters are bound, never
 * spliced; `order.sql` is one of our own expressions.
 */
export function applyKeyset(
  qb: WhereBuilder,
  order: KeysetOrder,
  idColumn: string,
  position: KeysetPosition | null,
): void {
  if (!position) return;
  const cmp = order.direction === 'DESC' ? '<' : '>';
  qb.andWhere(
    `((${order.sql}) ${cmp} :keysetValue OR ((${order.sql}) = :keysetValue AND ${idColumn} > :keysetId))`,
    { keysetValue: position.value, keysetId: position.id },
  );
}

interface PageQuery<T> {
  addSelect(selection: string, alias: string): PageQuery<T>;
  orderBy(sort: string, order: SortDirection): PageQuery<T>;
  addOrderBy(sort: string, order: SortDirection): PageQuery<T>;
  limit(limit: number): PageQuery<T>;
  andWhere(where: string, parameters?: Record<string, unknown>): unknown;
  getRawAndEntities(): Promise<{ raw: Record<string, unknown>[]; entities: T[] }>;
  getRawMany(): Promise<Record<string, unknown>[]>;
}

/**
 * One page of a keyset-paginated query: orders by `order` then id, reads `first + 1`
 * rows with their sort keys (the cursor needs them), and builds the connection. `alias`
 * is the query builder's alias for the row; `totalCount` runs only if it is selected.
 */
export async function keysetPage<T extends { id: number }>(
  qb: PageQuery<T>,
  alias: string,
  order: KeysetOrder,
  args: { first: number; position: KeysetPosition | null },
  totalCount: () => Promise<number>,
  /** Maps raw rows (columns named `<alias>_<column>`) instead of letting TypeORM hydrate entities. */
  fromRaw?: (row: Record<string, unknown>) => T,
): Promise<Connection<T>> {
  const idColumn = `${alias}.id`;
  // Parenthesised: TypeORM would read a bare "alias.id" as the entity's own column and
  // re-alias it, losing the id.
  qb.addSelect(`(${order.sql})`, 'sort_key')
    .orderBy(order.sql, order.direction)
    .addOrderBy(idColumn, 'ASC')
    .limit(args.first + 1);
  applyKeyset(qb, order, idColumn, args.position);
  const { raw, entities } = fromRaw
    ? await qb.getRawMany().then((rows) => ({ raw: rows, entities: rows.map(fromRaw) }))
    : await qb.getRawAndEntities();
  const sortKeys = new Map(
    raw.map((row) => [row[`${alias}_id`] as number, row.sort_key as KeysetPosition['value']]),
  );
  return toConnection(
    entities,
    args.first,
    (row) => ({ value: sortKeys.get(row.id) ?? null, id: row.id }),
    totalCount,
  );
}
