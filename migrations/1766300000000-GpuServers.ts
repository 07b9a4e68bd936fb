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
  'UNIFIED_MEMORY_SYSTEM',
];
const KINDS_AFTER = [...KINDS_BEFORE, 'GPU_SERVER'];
const kindList = (kinds: string[]) => kinds.map((k) => `'${k}'`).join(',');
const INTERCONNECTS = `'NVLINK','NVSWITCH','XGMI','PCIE'`;

/**
 * Whole servers as catalog entries (issue 28): GPU_SERVER, a box bought with N GPU modules
 * of one catalog GPU (DGX/HGX 8-GPU systems, used OCP SXM2 nodes). The module is a GPU row
 * (`server_gpu_id`, with a (id, kind) foreign key so the database refuses a server of PSUs,
 * and RESTRICT so a GPU with servers cannot vanish under them); the server's own columns:
 * module count and total GPU memory, interconnect, maximum power and power input (nullable:
 * not every maker states them), rack units, noise, and whether prices include the GPUs.
 * `form_factor` is the existing column (the GPU's CHECK applies to GPUs only).
 */
export class GpuServers1766300000000 implements MigrationInterface {
  name = 'GpuServers1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE component DROP CONSTRAINT component_kind_check`);
    await q.query(
      `ALTER TABLE component ADD CONSTRAINT component_kind_check CHECK (kind IN (${kindList(KINDS_AFTER)}))`,
    );
    await q.query(`
      ALTER TABLE component
        ADD COLUMN server_gpu_id integer,
        ADD COLUMN server_gpu_kind text NOT NULL DEFAULT 'GPU' CHECK (server_gpu_kind = 'GPU'),
        ADD COLUMN gpu_count integer CHECK (gpu_count BETWEEN 1 AND 16),
        ADD COLUMN gpu_memory_gb double precision CHECK (gpu_memory_gb >= 1 AND gpu_memory_gb <= 65536),
        ADD COLUMN interconnect text CHECK (interconnect IN (${INTERCONNECTS})),
        ADD COLUMN max_power_w integer CHECK (max_power_w BETWEEN 100 AND 100000),
        ADD COLUMN power_input text CHECK (length(btrim(power_input)) > 0),
        ADD COLUMN rack_units integer CHECK (rack_units BETWEEN 1 AND 48),
        ADD COLUMN noise_dba double precision CHECK (noise_dba BETWEEN 10 AND 140),
        ADD COLUMN price_includes_gpus boolean,
        ADD CONSTRAINT component_server_gpu_fk FOREIGN KEY (server_gpu_id, server_gpu_kind)
          REFERENCES component (id, kind) ON DELETE RESTRICT,
        ADD CONSTRAINT server_gpu_only_on_servers CHECK (kind = 'GPU_SERVER' OR server_gpu_id IS NULL),
        ADD CONSTRAINT gpu_server_fields CHECK (kind <> 'GPU_SERVER' OR (
          server_gpu_id IS NOT NULL AND gpu_count IS NOT NULL AND gpu_memory_gb IS NOT NULL
          AND interconnect IS NOT NULL AND form_factor IN ('RACKMOUNT', 'OCP') AND price_includes_gpus IS NOT NULL
          AND gpu_memory_gb >= gpu_count))`);
    await q.query(
      `CREATE INDEX component_server_gpu_idx ON component (server_gpu_id) WHERE server_gpu_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM component WHERE kind = 'GPU_SERVER'`);
    await q.query(`DROP INDEX IF EXISTS component_server_gpu_idx`);
    await q.query(`
      ALTER TABLE component
        DROP CONSTRAINT gpu_server_fields,
        DROP CONSTRAINT server_gpu_only_on_servers,
        DROP CONSTRAINT component_server_gpu_fk,
        DROP COLUMN price_includes_gpus,
        DROP COLUMN noise_dba,
        DROP COLUMN rack_units,
        DROP COLUMN power_input,
        DROP COLUMN max_power_w,
        DROP COLUMN interconnect,
        DROP COLUMN gpu_memory_gb,
        DROP COLUMN gpu_count,
        DROP COLUMN server_gpu_kind,
        DROP COLUMN server_gpu_id`);
    await q.query(`ALTER TABLE component DROP CONSTRAINT component_kind_check`);
    await q.query(
      `ALTER TABLE component ADD CONSTRAINT component_kind_check CHECK (kind IN (${kindList(KINDS_BEFORE)}))`,
    );
  }
}
