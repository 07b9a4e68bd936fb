import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Component kinds before and after this migration (the kind column's CHECK). */
const KINDS_BEFORE = [
  'GPU',
  'CPU',
  'MOTHERBOARD',
  'MEMORY',
  'PSU',
  'STORAGE',
  'CASE',
  'COOLER',
  'GRAPHICS_CARD',
];
const KINDS_AFTER = [...KINDS_BEFORE, 'UNIFIED_MEMORY_SYSTEM'];
const kindList = (kinds: string[]) => kinds.map((k) => `'${k}'`).join(',');
const STACKS = `'CUDA','ROCM','METAL_MLX','VULKAN'`;

/**
 * Machines beyond a PCIe card (issue 28): UNIFIED_MEMORY_SYSTEM, a whole machine whose GPU
 * shares the memory with the CPU (DGX Spark, Ryzen AI Max mini PCs, Mac Studio). Its own
 * columns: the chip (`processor`), the memory installed and the share the GPU may use (never
 * more than installed), what sets that share, FP8 support, the machine's power rating and
 * the software stacks that run on it. Vendor, architecture, memory type, bandwidth and the
 * FP16 rate reuse the GPU's columns.
 */
export class UnifiedMemorySystems1765300000000 implements MigrationInterface {
  name = 'UnifiedMemorySystems1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE component DROP CONSTRAINT component_kind_check`);
    await q.query(
      `ALTER TABLE component ADD CONSTRAINT component_kind_check CHECK (kind IN (${kindList(KINDS_AFTER)}))`,
    );
    await q.query(`
      ALTER TABLE component
        ADD COLUMN processor text CHECK (length(btrim(processor)) > 0),
        ADD COLUMN unified_memory_gb double precision CHECK (unified_memory_gb >= 1 AND unified_memory_gb <= 4096),
        ADD COLUMN gpu_usable_memory_gb double precision
          CHECK (gpu_usable_memory_gb >= 1 AND gpu_usable_memory_gb <= 4096),
        ADD COLUMN gpu_memory_limit text CHECK (length(btrim(gpu_memory_limit)) > 0),
        ADD COLUMN fp8 boolean,
        ADD COLUMN system_power_w integer CHECK (system_power_w BETWEEN 10 AND 10000),
        ADD COLUMN software_stacks text[] CHECK (software_stacks <@ ARRAY[${STACKS}]::text[]),
        ADD CONSTRAINT unified_memory_within_installed CHECK (gpu_usable_memory_gb <= unified_memory_gb),
        ADD CONSTRAINT unified_memory_system_fields CHECK (kind <> 'UNIFIED_MEMORY_SYSTEM' OR (
          vendor IS NOT NULL AND processor IS NOT NULL AND unified_memory_gb IS NOT NULL
          AND gpu_usable_memory_gb IS NOT NULL AND gpu_memory_limit IS NOT NULL
          AND memory_bandwidth_gbs IS NOT NULL AND fp8 IS NOT NULL
          AND software_stacks IS NOT NULL AND cardinality(software_stacks) > 0))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM component WHERE kind = 'UNIFIED_MEMORY_SYSTEM'`);
    await q.query(`
      ALTER TABLE component
        DROP CONSTRAINT unified_memory_system_fields,
        DROP CONSTRAINT unified_memory_within_installed,
        DROP COLUMN software_stacks,
        DROP COLUMN system_power_w,
        DROP COLUMN fp8,
        DROP COLUMN gpu_memory_limit,
        DROP COLUMN gpu_usable_memory_gb,
        DROP COLUMN unified_memory_gb,
        DROP COLUMN processor`);
    await q.query(`ALTER TABLE component DROP CONSTRAINT component_kind_check`);
    await q.query(
      `ALTER TABLE component ADD CONSTRAINT component_kind_check CHECK (kind IN (${kindList(KINDS_BEFORE)}))`,
    );
  }
}
