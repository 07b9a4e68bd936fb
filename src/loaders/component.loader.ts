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
      return indexRows(ids, rows.map(toComponent), (row) => row.id);
    }),
    componentBySlug: new DataLoader<string, AnyComponentEntity | null>(async (slugs) => {
      const rows: Record<string, unknown>[] = await db.query(
        `SELECT ${select} FROM component c WHERE c.slug = ANY($1::text[])`,
        [slugs],
      );
      return indexRows(slugs, rows.map(toComponent), (row) => row.slug);
    }),
    benchmarksByGpuId: new DataLoader<number, BenchmarkEntity[]>(async (ids) => {
      const rows: (BenchmarkEntity & { source?: SourceEntity })[] = await db
        .getRepository(BenchmarkEntity)
        .createQueryBuilder('b')
        .leftJoinAndMapOne('b.source', SourceEntity, 's', 's.id = b.source_id')
        .where('b.gpu_id = ANY(:ids)', { ids })
        .orderBy('b.id', 'ASC')
        .getMany();
      return groupRows(ids, primeSources(rows), (row) => row.gpuId);
    }),
    cloudOfferingsByGpuId: new DataLoader<number, CloudOfferingEntity[]>(async (ids) => {
      const rows: (CloudOfferingEntity & { source?: SourceEntity })[] = await db
        .getRepository(CloudOfferingEntity)
        .createQueryBuilder('o')
        .leftJoinAndMapOne('o.source', SourceEntity, 's', 's.id = o.source_id')
        .where('o.gpu_id = ANY(:ids)', { ids })
        .orderBy('o.as_of', 'DESC')
        .addOrderBy('o.id', 'ASC')
        .getMany();
      return groupRows(ids, primeSources(rows), (row) => row.gpuId);
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
