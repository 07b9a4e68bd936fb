import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import {
  BenchmarkEntity,
  CloudOfferingEntity,
  PcieSlotEntity,
  SourceEntity,
  UseCaseEntity,
  type AnyComponentEntity,
} from '../db/entities';
import { componentSelect, toComponent } from '../db/component-rows';
import { groupRows, indexRows } from './group-by';

/** The row's one source, as the entity shape, in the same statement. */
const SOURCE_JSON = `json_build_object('id', s.id, 'key', s.key, 'title', s.title, 'url', s.url,
  'publisher', s.publisher, 'year', s.year, 'version', s.version) AS source`;
type SourceJoined = { source?: SourceEntity };

/**
 * Benchmarks and offerings have exactly one source each: it is joined into the same
 * statement and primed into `sourceById`, so `benchmark.source` costs no query.
 */
export function createComponentLoaders(db: DataSource, sourceById: DataLoader<number, SourceEntity | null>) {
  const primeSources = <T extends { source?: SourceEntity }>(rows: T[]): T[] => {
    for (const row of rows) if (row.source) sourceById.prime(row.source.id, row.source);
    return rows;
  };
  const select = componentSelect('c');
  return {
    componentById: new DataLoader<number, AnyComponentEntity | null>(async (ids) => {
      const rows: Record<string, unknown>[] = await db.query(
        `SELECT ${select} FROM component c WHERE c.id = ANY($1::int[])`,
        [ids],
      );
      return indexRows(
        ids,
        rows.map((row) => toComponent(row)),
        (row) => row.id,
      );
    }),
    componentBySlug: new DataLoader<string, AnyComponentEntity | null>(async (slugs) => {
      const rows: Record<string, unknown>[] = await db.query(
        `SELECT ${select} FROM component c WHERE c.slug = ANY($1::text[])`,
        [slugs],
      );
      return indexRows(
        slugs,
        rows.map((row) => toComponent(row)),
        (row) => row.slug,
      );
    }),
    benchmarksByGpuId: new DataLoader<number, BenchmarkEntity[]>(async (ids) => {
      const rows: Record<string, unknown>[] = await db.query(
        `SELECT b.id, b.gpu_id AS "gpuId", b.workload, b.metric, b.value, b.unit, b.precision,
                b.gpu_count AS "gpuCount", b.notes, b.source_id AS "sourceId", b.version, ${SOURCE_JSON}
           FROM benchmark b JOIN source s ON s.id = b.source_id
          WHERE b.gpu_id = ANY($1::int[]) ORDER BY b.id`,
        [ids],
      );
      return groupRows(
        ids,
        primeSources(rows as unknown as (BenchmarkEntity & SourceJoined)[]),
        (row) => row.gpuId,
      );
    }),
    cloudOfferingsByGpuId: new DataLoader<number, CloudOfferingEntity[]>(async (ids) => {
      const rows: Record<string, unknown>[] = await db.query(
        `SELECT o.id, o.provider, o.instance_type AS "instanceType", o.gpu_id AS "gpuId", o.gpu_count AS "gpuCount",
                o.on_demand_usd_per_hour AS "onDemandUsdPerHour", o.spot_usd_per_hour AS "spotUsdPerHour",
                o.region, o.as_of AS "asOf", o.source_id AS "sourceId", o.version, ${SOURCE_JSON}
           FROM cloud_offering o JOIN source s ON s.id = o.source_id
          WHERE o.gpu_id = ANY($1::int[]) ORDER BY o.as_of DESC, o.id`,
        [ids],
      );
      return groupRows(
        ids,
        primeSources(rows as unknown as (CloudOfferingEntity & SourceJoined)[]),
        (row) => row.gpuId,
      );
    }),
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
