import {
  COMPONENT_DEFINITIONS,
  COMPONENT_KINDS,
  TYPENAME_BY_KIND,
  storedColumns,
  type ComponentKind,
  type RowOfKind,
} from '../../catalog/fields';
import type { Row } from '../pool';
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
 * The SELECT list for a component row under table alias `alias`: every column some kind
 * stores (the mapper of the row's kind reads its own).
 */
export function componentSelect(alias: string): string {
  return COMPONENT_SPECS.map((spec) => selectItem(alias, spec)).join(', ');
}

/**
 * A component row as resolvers, rules and tools receive it: the fields of its kind only,
 * unknown values null, and `__typename` for the GraphQL type (a mapper compiled from the
 * kind's columns, row-shape.ts).
 */
export function toComponent(row: Row): ComponentRow {
  return MAPPERS[row.kind as ComponentKind](row);
}
