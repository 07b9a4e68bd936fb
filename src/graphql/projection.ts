import { isObjectType, type FieldNode, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import type { ComponentKind } from '../catalog/fields';
import { TYPENAME_BY_KIND } from '../catalog/fields';
import { componentRowFields } from '../db/rows/component';
import { benchmarkRows } from '../db/rows/benchmark';
import { cloudOfferingRows } from '../db/rows/cloud-offering';
import { priceObservationRows } from '../db/rows/price-observation';
import type { RowShape } from '../db/rows/row-shape';
import { sourceRows } from '../db/rows/source';
import {
  COMPONENT_RELATIONS,
  type ComponentRelation,
  type PageProjection,
  type RelationProjection,
} from '../loaders/component-relations';
import { selectedFieldNames } from './lookahead';

/*
 * What a page of one component kind must read for the fields its query selects, when
 * that is known exactly: the node's row fields, and for each relation the item's row
 * fields (and its source's). A page so projected reads only those columns, so its rows
 * are partial; they are never primed into the request's loaders (where another field
 * could meet them) but carry their relations with them (loaders/inline.ts).
 */

const ITEM_SHAPES: Record<Exclude<ComponentRelation, 'sources'>, RowShape<unknown>> = {
  benchmarks: benchmarkRows,
  cloudOfferings: cloudOfferingRows,
  priceObservations: priceObservationRows,
};
const ITEM_TYPES: Record<ComponentRelation, string> = {
  sources: 'Source',
  benchmarks: 'Benchmark',
  cloudOfferings: 'CloudOffering',
  priceObservations: 'PriceObservation',
};
/** Always read: `id` (and the global id made of it), and `__typename` (from the shape). */
const ALWAYS = new Set(['__typename', 'id']);

/**
 * Whether every name in `selected` is a field of `type` that the row holds under the same
 * name and no resolver of ours computes (read by the default resolver, so only its column
 * matters), or one of `extra`. Anything else (a computed field, a relation we do not
 * prefetch) and the page reads whole rows, as before.
 */
function plain(schema: GraphQLSchema, type: string, rowFields: readonly string[], selected: Set<string>) {
  const graphqlType = schema.getType(type);
  if (!isObjectType(graphqlType)) return false;
  const fields = graphqlType.getFields();
  return [...selected].every(
    (name) => ALWAYS.has(name) || (rowFields.includes(name) && fields[name] && !fields[name].resolve),
  );
}

function relationProjection(
  info: GraphQLResolveInfo,
  path: readonly string[],
  relation: ComponentRelation,
): RelationProjection | null {
  const at = [...path, relation];
  const selected = selectedFieldNames(info, at);
  const shape = relation === 'sources' ? sourceRows : ITEM_SHAPES[relation];
  const itemFields = shape.columns.map(([field]) => field);
  let source: Set<string> | null = null;
  if (relation !== 'sources' && selected.has('source')) {
    selected.delete('source');
    source = selectedFieldNames(info, [...at, 'source']);
    const sourceFields = sourceRows.columns.map(([field]) => field);
    if (!plain(info.schema, 'Source', sourceFields, source)) return null;
  }
  if (!plain(info.schema, ITEM_TYPES[relation], itemFields, selected)) return null;
  return { fields: selected, source };
}

/** Projections by the page field's node and path: a document's are the same on every request. */
const memo = new WeakMap<FieldNode, Map<string, PageProjection | null>>();

/** The projection of the page at `path` below the field being resolved, or null (whole rows). */
export function pageProjection(
  info: GraphQLResolveInfo,
  path: readonly string[],
  kind: ComponentKind,
): PageProjection | null {
  const node = info.fieldNodes[0];
  const key = `${kind}:${path.join('.')}:${info.fieldNodes.length}`;
  let byKey = memo.get(node);
  if (byKey?.has(key)) return byKey.get(key)!;
  const projection = computeProjection(info, path, kind);
  if (!byKey) memo.set(node, (byKey = new Map()));
  byKey.set(key, projection);
  return projection;
}

function computeProjection(
  info: GraphQLResolveInfo,
  path: readonly string[],
  kind: ComponentKind,
): PageProjection | null {
  const selected = selectedFieldNames(info, path);
  const relations: Partial<Record<ComponentRelation, RelationProjection>> = {};
  for (const relation of COMPONENT_RELATIONS) {
    if (!selected.has(relation)) continue;
    selected.delete(relation);
    const projection = relationProjection(info, path, relation);
    if (!projection) return null;
    relations[relation] = projection;
  }
  if (!plain(info.schema, TYPENAME_BY_KIND[kind], componentRowFields(kind), selected)) return null;
  return { fields: selected, relations };
}
