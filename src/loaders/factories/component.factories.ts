import DataLoader from 'dataloader';
import type { Db, Row } from '../../db/pool';
import { componentSelect, toComponent, type ComponentRow } from '../../db/rows/component';
import { pcieSlotRows } from '../../db/rows/pcie-slot';
import type { SourceRow } from '../../db/rows/source';
import {
  COMPONENT_RELATIONS,
  relationColumn,
  relationJsonSql,
  relationRows,
  relationSelects,
  type ComponentRelation,
  type ComponentRelationValues,
  type PageProjection,
} from '../component-relations';
import { keepProjected, projectedSelect } from '../projected-page';
import { indexRows } from '../group-by';
import type { LoaderFactory, Loaders } from '../loaders';
import { rowsByKey, rowsByOwner } from './batch';
import {
  buildKeyedStatement,
  keyedStatement,
  rowsForKeys,
  type KeyedStatement,
} from '../../db/keyed-statement';

const SELECT = `SELECT ${componentSelect('c')} FROM component c`;

export const componentById: LoaderFactory<'componentById'> = (db) =>
  rowsByKey(db, `${SELECT} WHERE c.id = ANY($1::int[])`, toComponent, (c) => c.id);

export const componentBySlug: LoaderFactory<'componentBySlug'> = (db) =>
  rowsByKey(db, `${SELECT} WHERE c.slug = ANY($1::text[])`, toComponent, (c) => c.slug);

const primeSource = (loaders: Loaders) => (source: SourceRow) => loaders.sourceById.prime(source.id, source);

/**
 * One relation for a batch of owner ids: one statement, the same SQL a prefetch uses.
 * Benchmarks and offers carry their source, primed into `sourceById`, so
 * `benchmark.source` costs no statement.
 */
const relationSql = (
  relation: ComponentRelation,
) => `SELECT k.id AS owner_id, ${relationJsonSql(relation, 'k.id')} AS items
    FROM unnest($1::int[]) AS k(id)`;
/** The statement of each relation loader, built once rather than with every request's loader. */
const RELATION_SQL = Object.fromEntries(
  COMPONENT_RELATIONS.map((relation) => [relation, keyedStatement(relationSql(relation))]),
) as Record<ComponentRelation, KeyedStatement>;

function relationLoader<R extends ComponentRelation>(relation: R, db: Db, loaders: Loaders) {
  const statement = RELATION_SQL[relation];
  return new DataLoader<number, ComponentRelationValues[R]>(async (ids) => {
    const rows = await rowsForKeys<{ owner_id: number; items: Row[] }>(db, statement, ids);
    return indexRows(ids, rows, (row) => row.owner_id).map((row) =>
      relationRows(relation, row?.items ?? [], primeSource(loaders)),
    );
  });
}

export const sourcesByComponentId: LoaderFactory<'sourcesByComponentId'> = (db, loaders) =>
  relationLoader('sources', db, loaders);
export const benchmarksByGpuId: LoaderFactory<'benchmarksByGpuId'> = (db, loaders) =>
  relationLoader('benchmarks', db, loaders);
export const cloudOfferingsByGpuId: LoaderFactory<'cloudOfferingsByGpuId'> = (db, loaders) =>
  relationLoader('cloudOfferings', db, loaders);
export const priceObservationsByComponentId: LoaderFactory<'priceObservationsByComponentId'> = (
  db,
  loaders,
) => relationLoader('priceObservations', db, loaders);

export const pcieSlotsByMotherboardId: LoaderFactory<'pcieSlotsByMotherboardId'> = (db) =>
  rowsByOwner(
    db,
    `SELECT p.motherboard_id AS owner_id, ${pcieSlotRows.select('p')}
     FROM pcie_slot p WHERE p.motherboard_id = ANY($1::int[]) ORDER BY p.position`,
    pcieSlotRows.map,
  );

/**
 * Caches a component a page or lookup read, and the relations read with it (JSON columns
 * of its row), so `benchmark.gpu`, `sources` and friends cost nothing more.
 */
export function primeComponent(
  loaders: Loaders,
  component: ComponentRow,
  row: Row = {},
  relations: readonly ComponentRelation[] = [],
): void {
  loaders.componentById.prime(component.id, component);
  loaders.componentBySlug.prime(component.slug, component);
  for (const relation of relations) {
    const items = relationRows(relation, row[relationColumn(relation)] as Row[], primeSource(loaders));
    const loader = {
      sources: loaders.sourcesByComponentId,
      benchmarks: loaders.benchmarksByGpuId,
      cloudOfferings: loaders.cloudOfferingsByGpuId,
      priceObservations: loaders.priceObservationsByComponentId,
    }[relation] as DataLoader<number, typeof items>;
    loader.prime(component.id, items);
  }
}

/** One batching loader per set of relations a query asked for (a handful per request). */
export const componentBySlugWith: LoaderFactory<'componentBySlugWith'> = (db, loaders) => {
  const bySet = new Map<string, DataLoader<string, ComponentRow | null>>();
  return (relations) => {
    if (relations.length === 0) return loaders.componentBySlug;
    const key = relations.join(',');
    let loader = bySet.get(key);
    if (!loader) {
      const statement = keyedStatement(`SELECT ${componentSelect('c')}${relationSelects(relations, 'c')}
        FROM component c WHERE c.slug = ANY($1::text[])`);
      loader = new DataLoader<string, ComponentRow | null>(async (slugs) => {
        const components = (await rowsForKeys(db, statement, slugs)).map((row) => {
          const component = toComponent(row);
          primeComponent(loaders, component, row, relations);
          return component;
        });
        return indexRows(slugs, components, (c) => c.slug);
      });
      bySet.set(key, loader);
    }
    return loader;
  };
};

/** A projected lookup's statement, built once per projection (itself kept per document). */
const projectedLookupSql = new WeakMap<PageProjection, KeyedStatement>();

/**
 * One batching loader per projection a request's lookups use. Its rows are partial: they
 * keep their relations with them (loaders/projected-page.ts) and are never primed.
 */
export const componentBySlugProjected: LoaderFactory<'componentBySlugProjected'> = (db) => {
  const byProjection = new Map<PageProjection, DataLoader<string, ComponentRow | null>>();
  return (projection) => {
    let loader = byProjection.get(projection);
    if (!loader) {
      let built = projectedLookupSql.get(projection);
      if (built === undefined) {
        built = buildKeyedStatement(
          `SELECT ${projectedSelect(undefined, projection)} FROM component c WHERE c.slug = ANY($1::text[])`,
        );
        projectedLookupSql.set(projection, built);
      }
      const statement = built;
      loader = new DataLoader<string, ComponentRow | null>(async (slugs) => {
        const components = (await rowsForKeys(db, statement, slugs)).map((row) => {
          const component = toComponent(row);
          keepProjected(component, row, projection);
          return component;
        });
        return indexRows(slugs, components, (c) => c.slug);
      });
      byProjection.set(projection, loader);
    }
    return loader;
  };
};
