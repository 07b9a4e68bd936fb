import { createHash } from 'node:crypto';
import { unstorableText } from '../catalog/text';
import type { Row, SqlClient } from '../db/pool';
import type { ComponentRow } from '../db/rows/component';
import type { Params } from '../db/sql';
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

export type ComponentConnectionModel = Connection<ComponentRow>;
export type ComponentEdgeModel = Edge<ComponentRow>;

/** A keyset position: the sort key of the last row seen and its id as tie-breaker. */
export interface KeysetPosition {
  value: number | string;
  id: number;
}

/** What a sort key holds, so a cursor's value can be checked before it is bound. */
export type SortKeyType = 'number' | 'int' | 'text';

/**
 * What produced a page: the list, its order and its filter, normalised (defaults filled
 * in, absent filters left out, names folded the way the query folds them), and the type
 * of the order's sort key. A cursor carries a fingerprint of its scope, so it only
 * continues the list that produced it.
 */
export interface PageScope {
  list: string;
  order: string;
  key: SortKeyType;
  filter: Readonly<Record<string, unknown>>;
}

/** A scope with the filter's unset entries (null, undefined, false-y defaults left to callers) dropped. */
export function pageScope(
  list: string,
  order: string,
  key: SortKeyType,
  filter: Record<string, unknown> = {},
): PageScope {
  const set = Object.entries(filter).filter(([, v]) => v !== null && v !== undefined && v !== '');
  return { list, order, key, filter: Object.fromEntries(set.sort(([a], [b]) => a.localeCompare(b))) };
}

const CURSOR_PREFIX = 'k2:';
/** Cursors longer than this were not produced here (real ones are under 200 characters). */
const MAX_CURSOR_CHARS = 512;
/** Postgres `integer` bounds: ids and integer sort keys outside them would be a 22003 error. */
const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;
/** Longest text sort key (a lower-cased name). */
const MAX_TEXT_KEY_CHARS = 300;

/**
 * The scope's fingerprint: 96 bits of a SHA-256 over its canonical JSON. Not a secret: it
 * tells a cursor of this list, order and filter from any other (a UI that changed the
 * sort but kept its "load more" cursor), and every value a cursor carries is checked on
 * its own anyway, so a hand-made cursor can at worst start a page where its maker chose.
 */
function fingerprint(scope: PageScope): string {
  return createHash('sha256').update(JSON.stringify(scope)).digest('base64url').slice(0, 16);
}

export function encodeCursor(position: KeysetPosition, scope: PageScope): string {
  return cursorWith(fingerprint(scope), position);
}

/** A cursor of the scope whose fingerprint is `print` (a page hashes its scope once, not per edge). */
function cursorWith(print: string, position: KeysetPosition): string {
  const payload = JSON.stringify([print, position.value, position.id]);
  return Buffer.from(CURSOR_PREFIX + payload).toString('base64url');
}

function validKey(value: unknown, key: SortKeyType): boolean {
  if (key === 'text')
    return typeof value === 'string' && value.length <= MAX_TEXT_KEY_CHARS && !unstorableText(value);
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  return key === 'number' || (Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX);
}

/**
 * Decodes an opaque cursor for `scope`, before any SQL runs. Anything this API did not
 * produce (not base64url JSON of ours, a string where a number belongs, an id of 2^31 or
 * more) and a cursor of another list, order or filter are BAD_USER_INPUT naming the
 * argument and saying to restart from the first page; never a crash, a database error or
 * a silently wrong page.
 */
export function decodeCursor(cursor: string, scope: PageScope, field = 'after'): KeysetPosition {
  const invalid = () =>
    badInput(field, 'is not a cursor returned by this API; restart from the first page (leave it out)');
  if (cursor.length > MAX_CURSOR_CHARS) throw invalid();
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(CURSOR_PREFIX)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(CURSOR_PREFIX.length));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [print, value, id] = parsed as [unknown, unknown, unknown];
  if (print !== fingerprint(scope)) {
    throw badInput(
      field,
      `this cursor belongs to a different list, order or filter than ${scope.list} now asks for; ` +
        'restart from the first page (leave it out)',
    );
  }
  if (!validKey(id, 'int') || (id as number) < 0 || !validKey(value, scope.key)) throw invalid();
  return { value: value as KeysetPosition['value'], id: id as number };
}

/** The position `after` names in `scope`, or null for the first page. */
export function readCursor(
  after: string | null | undefined,
  scope: PageScope,
  field = 'after',
): KeysetPosition | null {
  return after ? decodeCursor(after, scope, field) : null;
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
  scope: PageScope,
): Connection<T> {
  const pageRows = rows.slice(0, first);
  const print = fingerprint(scope);
  const edges = pageRows.map((node) => ({ node, cursor: cursorWith(print, positionOf(node)) }));
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

/** The page a caller asked for: its size, where it starts, and the scope its cursors carry. */
export interface PageArgs {
  first: number;
  position: KeysetPosition | null;
  scope: PageScope;
}

/** A page's statement before ordering: what to select, from where, and the conditions. */
export interface PageQuery {
  /** The SELECT list of one row (a table's `select(alias)`, plus any extra columns). */
  select: string;
  /** FROM and joins. */
  from: string;
  /** Conditions, ANDed. */
  where: readonly string[];
  /** The id column of the paged row (`alias.id`), the tie-breaker. */
  id: string;
  /** Parameters the select, conditions and order already bound. */
  params: Params;
}

/** `WHERE a AND b`, or nothing. */
export function whereSql(conditions: readonly string[]): string {
  return conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
}

/**
 * Rows after `position` in `order`. Ascending keys compare as a row, `(sort, id) > ($n,
 * $m)`; descending keys cannot (ids still ascend), so they compare the two halves.
 */
function afterPosition(order: KeysetOrder, id: string, position: KeysetPosition, params: Params): string {
  const value = params.bind(position.value);
  const afterId = params.bind(position.id);
  if (order.direction === 'ASC') return `(${order.sql}, ${id}) > (${value}, ${afterId})`;
  return `(${order.sql} < ${value} OR (${order.sql} = ${value} AND ${id} > ${afterId}))`;
}

/**
 * One page of a keyset-paginated query: appends the position's condition, orders by
 * `order` then id, reads `first + 1` rows with their sort keys (the cursor needs them),
 * maps them and builds the connection. `totalCount` runs only if it is selected.
 */
export async function keysetPage<T extends { id: number }>(
  db: SqlClient,
  query: PageQuery,
  order: KeysetOrder,
  args: PageArgs,
  map: (row: Row) => T,
  totalCount: () => Promise<number>,
): Promise<Connection<T>> {
  const { params } = query;
  const where = args.position
    ? [...query.where, afterPosition(order, query.id, args.position, params)]
    : query.where;
  const sql = `SELECT ${query.select}, ${order.sql} AS sort_key FROM ${query.from}${whereSql(where)}
    ORDER BY ${order.sql} ${order.direction}, ${query.id} ASC LIMIT ${params.bind(args.first + 1)}`;
  const rows = await db.rows(sql, params.values);
  const sortKeys = new Map<T, KeysetPosition['value']>();
  const nodes = rows.map((row) => {
    const node = map(row);
    // pg reads numeric as text; the cursor carries the number (it binds back exactly).
    const key = row.sort_key as number | string;
    sortKeys.set(node, args.scope.key === 'text' ? String(key) : Number(key));
    return node;
  });
  return toConnection(
    nodes,
    args.first,
    (node) => ({ value: sortKeys.get(node)!, id: node.id }),
    totalCount,
    args.scope,
  );
}

/**
 * How many rows a page's conditions match, as `totalCount` wants it: a thunk run only when
 * selected. It binds its own copy of the parameters the conditions use.
 */
export function countOf(db: SqlClient, from: string, where: readonly string[], values: readonly unknown[]) {
  const sql = `SELECT count(*)::int AS count FROM ${from}${whereSql(where)}`;
  const bound = [...values];
  return async () => (await db.rows<{ count: number }>(sql, bound))[0].count;
}
