import type { ComponentKind } from '../catalog/fields';
import type { Row } from '../db/pool';
import { componentSelect, type ComponentRow } from '../db/rows/component';
import type { SourceRow } from '../db/rows/source';
import {
  projectedRelationSelects,
  relationColumn,
  relationRows,
  type ComponentRelation,
  type ComponentRelationValues,
  type PageProjection,
} from './component-relations';

/**
 * A projected page (graphql/projection.ts) reads only the fields its query selects, so its
 * rows and their relations' items are partial. They are never primed into the request's
 * loaders, where another field of the same request could meet them and miss a field;
 * each row keeps its relations, and each item its source, here instead. Weak maps: an
 * entry lives as long as its row, i.e. the request.
 */
const relations = new WeakMap<object, Partial<ComponentRelationValues>>();
const sources = new WeakMap<object, SourceRow>();

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
  const kept: Partial<ComponentRelationValues> = {};
  for (const relation of Object.keys(projection.relations) as ComponentRelation[]) {
    const items = row[relationColumn(relation)] as Row[];
    (kept as Record<string, unknown>)[relation] = relationRows(relation, items, (source, item) =>
      sources.set(item, source),
    );
  }
  relations.set(component, kept);
}

/** The relation read with a projected page's `owner`, or undefined (a whole-row read: use the loader). */
export function keptRelation<R extends ComponentRelation>(
  owner: object,
  relation: R,
): ComponentRelationValues[R] | undefined {
  return relations.get(owner)?.[relation];
}

/** The source read with a projected page's benchmark, offer or price, or undefined. */
export function keptSource(item: object): SourceRow | undefined {
  return sources.get(item);
}
