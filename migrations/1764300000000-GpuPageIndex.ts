import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The default GPU page order (relative performance, unknown last, then id) as a partial
 * index, so `gpus(first: 20)` reads 21 index entries instead of sorting every GPU: at
 * 100 x the catalog that sort was a 10 ms sequential scan per page (bench S2). The
 * expression must stay identical to `gpuOrderSql('RELATIVE_PERFORMANCE_DESC')` in
 * component.service.ts (-1 is its UNKNOWN_SORTS_LAST_DESC). The other orders are
 * rarer and stay sorts.
 */
export class GpuPageIndex1764300000000 implements MigrationInterface {
  name = 'GpuPageIndex1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX component_gpu_performance_idx
        ON component ((COALESCE(relative_performance, -1)) DESC, id)
        WHERE kind = 'GPU'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS component_gpu_performance_idx`);
  }
}
