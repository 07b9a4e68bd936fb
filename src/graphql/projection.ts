import {
  Kind,
  isAbstractType,
  isObjectType,
  type FieldNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { ComponentKind } from '../catalog/fields';
import { COMPONENT_KINDS, TYPENAME_BY_KIND } from '../catalog/fields';
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
/** Where a connection's components sit below it (`gpus`, `components`). */
export const PAGE_NODE_PATH: readonly string[] = ['edges', 'node'];

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

/** Projections by the field's node and path: a document's are the same on every request. */
const memo = new WeakMap<FieldNode, Map<string, PageProjection | null>>();

function memoized(info: GraphQLResolveInfo, key: string, compute: () => PageProjection | null) {
  const node = info.fieldNodes[0];
  const full = `${key}:${info.fieldNodes.length}`;
  let byKey = memo.get(node);
  if (byKey?.has(full)) return byKey.get(full)!;
  const projection = compute();
  if (!byKey) memo.set(node, (byKey = new Map()));
  byKey.set(full, projection);
  return projection;
}

/** The projection of the page at `path` below the field being resolved, or null (whole rows). */
export function pageProjection(
  info: GraphQLResolveInfo,
  path: readonly string[],
  kind: ComponentKind,
): PageProjection | null {
  return memoized(info, `${kind}:${path.join('.')}`, () => computeProjection(info, path, kind));
}

/** Moves the relations in `selected` into a projection each; null when one cannot be projected. */
function relationsOf(
  info: GraphQLResolveInfo,
  path: readonly string[],
  selected: Set<string>,
  into: Partial<Record<ComponentRelation, RelationProjection>>,
): boolean {
  for (const relation of COMPONENT_RELATIONS) {
    if (!selected.has(relation)) continue;
    selected.delete(relation);
    const projection = into[relation] ?? relationProjection(info, path, relation);
    if (!projection) return false;
    into[relation] = projection;
  }
  return true;
}

function computeProjection(
  info: GraphQLResolveInfo,
  path: readonly string[],
  kind: ComponentKind,
): PageProjection | null {
  const selected = selectedFieldNames(info, path);
  const relations: Partial<Record<ComponentRelation, RelationProjection>> = {};
  if (!relationsOf(info, path, selected, relations)) return null;
  if (!plain(info.schema, TYPENAME_BY_KIND[kind], componentRowFields(kind), selected)) return null;
  return { fields: selected, relations };
}

/**
 * The projection of a lookup of a component of unknown kind (`component(slug:)`) whose
 * selection is the field being resolved, or null (whole rows). Each kind's type gets the
 * fields that apply to it (type conditions evaluated: `... on Gpu { vramGb }` asks a CPU
 * for nothing), and every one of them must be plain there; the statement then reads the
 * union of their columns, whatever kind the slug turns out to be (S1: 19 columns and its
 * sources instead of all 76). Like a projected page's, its row is partial and never
 * primed into the request's loaders (loaders/projected-page.ts).
 */
export function lookupProjection(info: GraphQLResolveInfo): PageProjection | null {
  return memoized(info, 'lookup', () => {
    // The slug too: the loader matches rows to the slugs asked by it.
    const fields = new Set<string>(['slug']);
    const relations: Partial<Record<ComponentRelation, RelationProjection>> = {};
    for (const kind of COMPONENT_KINDS) {
      const typename = TYPENAME_BY_KIND[kind];
      const selected = fieldNamesOn(info, typename);
      if (!relationsOf(info, [], selected, relations)) return null;
      if (!plain(info.schema, typename, componentRowFields(kind), selected)) return null;
      for (const name of selected) fields.add(name);
    }
    return { fields, relations };
  });
}

/**
 * Names of the fields of the field being resolved that apply to an object of type
 * `typename`: through fragments whose type condition is that type or an interface or
 * union it belongs to. @skip/@include are not evaluated (a superset: reading a column
 * early only costs a little).
 */
function fieldNamesOn(info: GraphQLResolveInfo, typename: string): Set<string> {
  const { schema } = info;
  const object = schema.getType(typename);
  const applies = (condition: string | undefined) => {
    if (condition === undefined || condition === typename) return true;
    const type = schema.getType(condition);
    return isAbstractType(type) && isObjectType(object) && schema.isSubType(type, object);
  };
  const names = new Set<string>();
  // Fragment cycles never get here: validation refuses them.
  const visit = (set: SelectionSetNode): void => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value)) visit(selection.selectionSet);
      } else {
        const fragment = info.fragments[selection.name.value];
        if (fragment && applies(fragment.typeCondition.name.value)) visit(fragment.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) if (node.selectionSet) visit(node.selectionSet);
  return names;
}
