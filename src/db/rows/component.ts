import {
  COMPONENT_DEFINITIONS,
  COMPONENT_KINDS,
  TYPENAME_BY_KIND,
  storedColumns,
  type ComponentKind,
  type RowOfKind,
} from '../../catalog/fields';
import type { Row, SqlClient } from '../pool';
import { compileMapper, selectItem, timestampColumn, type ColumnSpec } from './row-shape';

/** A GPU as reads return it (the codegen mappers name the other kinds as RowOfKind<K>). */
export type GpuRow = RowOfKind<'GPU'>;
/** A component as every read returns it: one shape per GraphQL type, tagged with `__typename`. */
export type ComponentRow = { [K in ComponentKind]: RowOfKind<K> }[ComponentKind];

type Pair = ColumnSpec;
const IDENTITY: Pair[] = [
  ['id', 'id'],
  ['kind', 'kind'],
  ['version', 'version'],
  timestampColumn('updatedAt', 'updated_at'),
];

/** A kind's references to other components (a card's chip), read as `<field>Id`. */
function refColumns(kind: ComponentKind): Pair[] {
  return Object.entries(
    COMPONENT_DEFINITIONS[kind].fields as Record<string, { role: string; column: string | null }>,
  )
    .filter(([, f]) => f.role === 'ref' && f.column !== null)
    .map(([name, f]) => [`${name}Id`, f.column!] as const);
}

/** [field, column] per kind: identity, the stored fields of the kind's definition, then its refs. */
const KIND_COLUMNS = Object.fromEntries(
  COMPONENT_KINDS.map((kind) => [
    kind,
    [...IDENTITY, ...storedColumns(COMPONENT_DEFINITIONS[kind]), ...refColumns(kind)],
  ]),
) as unknown as Record<ComponentKind, readonly Pair[]>;

/** The mapper of each kind, compiled from its columns. */
const MAPPERS = Object.fromEntries(
  COMPONENT_KINDS.map((kind) => [
    kind,
    compileMapper<ComponentRow>(TYPENAME_BY_KIND[kind], KIND_COLUMNS[kind]),
  ]),
) as unknown as Record<ComponentKind, (row: Row) => ComponentRow>;

/** The fields of a kind's rows, for checks against the GraphQL types. */
export function componentRowFields(kind: ComponentKind): string[] {
  return KIND_COLUMNS[kind].map(([field]) => field);
}

/**
 * Every column some kind stores, once (all kinds share the one `component` table). A field
 * two kinds share must use one column; the definitions test checks it.
 */
const COMPONENT_SPECS: readonly Pair[] = [
  ...new Map(
    Object.values(KIND_COLUMNS).flatMap((pairs) => pairs.map((pair) => [pair[1], pair] as const)),
  ).values(),
];
export const COMPONENT_COLUMNS: readonly string[] = COMPONENT_SPECS.map(([, column]) => column);

/**
 * Built once per alias and kind (a handful, all in our code): lookups and pages ask for
 * the list on every request, and building it was a visible share of a lookup's CPU.
 */
const SELECTS = new Map<string, string>();

/**
 * The SELECT list for a component row under table alias `alias`: every column, or, for a
 * read that only returns components of one `kind` (the GPU pages), that kind's columns:
 * exactly what its mapper reads, so the row is the same either way. A GPU reads 41 of the
 * 76 columns; on the bench's GPU page that is a sixth of the CPU the statement costs in
 * Node (pg parsing the row), measured in-process.
 */
export function componentSelect(alias: string, kind?: ComponentKind, fields?: ReadonlySet<string>): string {
  const all = kind ? KIND_COLUMNS[kind] : COMPONENT_SPECS;
  if (fields) {
    // A projected read (graphql/projection.ts, which keeps the text with the projection):
    // its fields, plus what tells rows apart and types them. The mapper leaves the rest null.
    const specs = all.filter(([field]) => IDENTIFYING.has(field) || fields.has(field));
    return specs.map((spec) => selectItem(alias, spec)).join(', ');
  }
  const key = `${alias}:${kind ?? ''}`;
  let select = SELECTS.get(key);
  if (select === undefined) {
    select = all.map((spec) => selectItem(alias, spec)).join(', ');
    SELECTS.set(key, select);
  }
  return select;
}
const IDENTIFYING = new Set(['id', 'kind']);

/**
 * A component row as resolvers, rules and tools receive it: the fields of its kind only,
 * unknown values null, and `__typename` for the GraphQL type. Hot lookups map every row
 * here (a loop over the kind's precomputed columns; TypeORM's entity hydration of this
 * wide table cost 3x the query itself).
 */
export function toComponent(row: Row): ComponentRow {
  return MAPPERS[row.kind as ComponentKind](row);
}

/** One component by id, or null (an edit's read-back). */
export async function componentById(db: SqlClient, id: number): Promise<ComponentRow | null> {
  const [row] = await db.rows(`SELECT ${componentSelect('c')} FROM component c WHERE c.id = $1`, [id]);
  return row ? toComponent(row) : null;
}
