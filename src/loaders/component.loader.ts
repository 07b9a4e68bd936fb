import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { PcieSlotEntity, SourceEntity, UseCaseEntity, type AnyComponentEntity } from '../db/entities';
import { componentSelect, toComponent } from '../db/component-rows';
import { rowsQuery } from '../db/sql';
import {
  relationColumn,
  relationJsonSql,
  relationSelects,
  type ComponentRelation,
  type ComponentRelationValues,
} from './component-relations';
import { groupRows, indexRows } from './group-by';

type RelationLoaders = { [R in ComponentRelation]: DataLoader<number, ComponentRelationValues[R]> };

/**
 * Components by id and slug, and their relations. Benchmarks and offerings carry their
 * one source in the same statement, primed into `sourceById`, so `benchmark.source`
 * costs no query. A lookup that knows which relations the query will resolve reads
 * them in its own statement (`componentBySlugWith`) and primes these loaders.
 */
export function createComponentLoaders(db: DataSource, sourceById: DataLoader<number, SourceEntity | null>) {
  const query = rowsQuery(db);
  const select = componentSelect('c');
  const primeSources = (items: readonly object[]) => {
    for (const item of items as { source?: SourceEntity }[]) {
      if (item.source) sourceById.prime(item.source.id, item.source);
    }
  };

  /** One relation for a batch of owner ids: one statement, the same SQL a prefetch uses. */
  const relationLoader = <R extends ComponentRelation>(relation: R) => {
    const sql = `SELECT k.id AS owner_id, ${relationJsonSql(relation, 'k.id')} AS items
      FROM unnest($1::int[]) AS k(id)`;
    return new DataLoader<number, ComponentRelationValues[R]>(async (ids) => {
      const rows = await query<{ owner_id: number; items: ComponentRelationValues[R] }>(sql, [ids]);
      return indexRows(ids, rows, (row) => row.owner_id).map((row) => {
        const items = row?.items ?? ([] as ComponentRelationValues[R]);
        primeSources(items);
        return items;
      });
    });
  };
  const relations: RelationLoaders = {
    sources: relationLoader('sources'),
    benchmarks: relationLoader('benchmarks'),
    cloudOfferings: relationLoader('cloudOfferings'),
  };

  const componentById = new DataLoader<number, AnyComponentEntity | null>(async (ids) => {
    const rows = await query(`SELECT ${select} FROM component c WHERE c.id = ANY($1::int[])`, [ids]);
    return indexRows(
      ids,
      rows.map((row) => toComponent(row)),
      (row) => row.id,
    );
  });
  const componentBySlug = new DataLoader<string, AnyComponentEntity | null>(async (slugs) => {
    const rows = await query(`SELECT ${select} FROM component c WHERE c.slug = ANY($1::text[])`, [slugs]);
    return indexRows(
      slugs,
      rows.map((row) => toComponent(row)),
      (row) => row.slug,
    );
  });

  /** Caches a row a page or lookup read, and any relations read with it. */
  const primeComponent = (
    component: AnyComponentEntity,
    row: Record<string, unknown>,
    withRelations: readonly ComponentRelation[],
  ) => {
    componentById.prime(component.id, component);
    componentBySlug.prime(component.slug, component);
    for (const relation of withRelations) {
      const items = row[relationColumn(relation)] as ComponentRelationValues[typeof relation];
      primeSources(items);
      (relations[relation] as DataLoader<number, typeof items>).prime(component.id, items);
    }
  };

  /** One batching loader per set of relations a query asked for (a handful per request). */
  const bySlugWith = new Map<string, DataLoader<string, AnyComponentEntity | null>>();
  const componentBySlugWith = (withRelations: readonly ComponentRelation[]) => {
    if (withRelations.length === 0) return componentBySlug;
    const key = withRelations.join(',');
    let loader = bySlugWith.get(key);
    if (!loader) {
      const sql = `SELECT ${select}${relationSelects(withRelations, 'c')}
        FROM component c WHERE c.slug = ANY($1::text[])`;
      loader = new DataLoader<string, AnyComponentEntity | null>(async (slugs) => {
        const rows = await query(sql, [slugs]);
        const components = rows.map((row) => {
          const component = toComponent(row);
          primeComponent(component, row, withRelations);
          return component;
        });
        return indexRows(slugs, components, (c) => c.slug);
      });
      bySlugWith.set(key, loader);
    }
    return loader;
  };

  return {
    componentById,
    componentBySlug,
    componentBySlugWith,
    primeComponent,
    /** Caches rows a query already read, so `benchmark.gpu` and friends cost nothing. */
    primeComponents(components: readonly AnyComponentEntity[]) {
      for (const component of components) primeComponent(component, {}, []);
    },
    sourcesByComponentId: relations.sources,
    benchmarksByGpuId: relations.benchmarks,
    cloudOfferingsByGpuId: relations.cloudOfferings,
    useCaseBySlug: new DataLoader<string, UseCaseEntity | null>(async (slugs) => {
      const rows = await db.getRepository(UseCaseEntity).find({ where: { slug: In([...slugs]) } });
      return indexRows(slugs, rows, (row) => row.slug);
    }),
    pcieSlotsByMotherboardId: new DataLoader<number, PcieSlotEntity[]>(async (ids) => {
      const rows = await db
        .getRepository(PcieSlotEntity)
        .find({ where: { motherboardId: In([...ids]) }, order: { position: 'ASC' } });
      return groupRows(ids, rows, (row) => row.motherboardId);
    }),
  };
}
