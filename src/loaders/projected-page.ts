import type { ComponentKind } from '../catalog/fields';
import type { Row } from '../db/pool';
import { componentSelect, type ComponentRow } from '../db/rows/component';
import type { SourceRow } from '../db/rows/source';
import {
  projectedRelationSelects,
  relationColumn,
  type ComponentRelation,
  type ComponentRelationValues,
  type PageProjection,
} from './component-relations';

/**
 * A projected page or lookup (graphql/projection.ts) reads only the fields its query
 * selects, so its rows and their relations' items are partial. They are never primed into
 * the request's loaders, where another field of the same request could meet them and miss
 * a field; each row keeps its relations with it instead, under the relation's field name
 * (no component column has such a name), where a plan without the relation resolvers
 * reads them directly (graphql/executor/projected-plans.ts). The relations' JSON is keyed
 * by field (db/rows/row-shape.ts), so its parsed items are used as they are, each with its
 * `source` when one was selected: no second object per item, no map from item to source.
 */
type Kept = Partial<ComponentRelationValues>;

/** The statement text of a projection, built once per projection (itself kept per document). */
const selects = new WeakMap<PageProjection, string>();

/**
 * The SELECT list of a projected page of `kind`, or of a projected lookup of any kind
 * (`kind` undefined: the projection's fields in whichever kind stores them): its fields
 * and its projected relations.
 */
export function projectedSelect(kind: ComponentKind | undefined, projection: PageProjection): string {
  let select = selects.get(projection);
  if (select === undefined) {
    select = componentSelect('c', kind, projection.fields) + projectedRelationSelects(projection, 'c');
    selects.set(projection, select);
  }
  return select;
}

/** Keeps the relations read in `row` with the component mapped from it. */
export function keepProjected(component: ComponentRow, row: Row, projection: PageProjection): void {
  const kept = component as Kept;
  for (const relation of Object.keys(projection.relations) as ComponentRelation[]) {
    (kept as Record<string, unknown>)[relation] = row[relationColumn(relation)];
  }
}

/** The relation read with a projected page's `owner`, or undefined (a whole-row read: use the loader). */
export function keptRelation<R extends ComponentRelation>(
  owner: object,
  relation: R,
): ComponentRelationValues[R] | undefined {
  return (owner as Kept)[relation];
}

/**
 * The source read with a projected item (benchmark, offer or price) under its own field
 * name, or undefined: a whole row carries only its `sourceId` (use the loader).
 */
export function keptSource(item: object): SourceRow | undefined {
  return (item as { source?: SourceRow }).source;
}
