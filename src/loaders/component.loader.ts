import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import {
  BenchmarkEntity,
  CloudOfferingEntity,
  ComponentEntity,
  PcieSlotEntity,
  SourceEntity,
  UseCaseEntity,
  type AnyComponentEntity,
} from '../db/entities';
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
  const components = db.getRepository(ComponentEntity);
  return {
    componentById: new DataLoader<number, AnyComponentEntity | null>(async (ids) => {
      const rows = (await components.find({ where: { id: In([...ids]) } })) as AnyComponentEntity[];
      return indexRows(ids, rows, (row) => row.id);
    }),
    componentBySlug: new DataLoader<string, AnyComponentEntity | null>(async (slugs) => {
      const rows = (await components.find({ where: { slug: In([...slugs]) } })) as AnyComponentEntity[];
      return indexRows(slugs, rows, (row) => row.slug);
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
