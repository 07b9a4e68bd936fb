import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Software support per GPU architecture (issue 13) and the facts the rules read when present
 * (issue 14, src/rules/analysis/fact-fallbacks.ts), as catalog columns:
 * - software_support (+ its sources): CUDA first/last, PyTorch wheels, ROCm/oneAPI status,
 *   BF16/FP8/FP4 per architecture; GPUs carry their compute capability and the status the
 *   rules read (software_status, derived from the architecture's row);
 * - GPU: performance_basis (MEASURED/CHAINED/SPEC_ESTIMATE, derived with relative
 *   performance), pcie_lanes (the CPU column, now also the card's own link width),
 *   maker_system_power_w, power_limit_min_w / power_limit_max_w;
 * - CPU: sustained_power_w; motherboard: gpu_module_sockets; case: rackmount, airflow;
 * - use case: workload, memory_scope.
 */
export class SoftwareSupportAndRuleFacts1764560100000 implements MigrationInterface {
  name = 'SoftwareSupportAndRuleFacts1764560100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE software_support (
        id                   integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        vendor               text NOT NULL CHECK (vendor IN ('NVIDIA','AMD','Intel')),
        architecture         text NOT NULL CHECK (length(btrim(architecture)) > 0),
        compute_capabilities text[] NOT NULL DEFAULT '{}',
        gfx_targets          text[] NOT NULL DEFAULT '{}',
        cuda_first           text,
        cuda_last            text,
        pytorch_wheels       text NOT NULL CHECK (pytorch_wheels IN ('CURRENT','LEGACY_BUILD_ONLY','NONE')),
        rocm                 text CHECK (rocm IN ('SUPPORTED','UNOFFICIAL','UNSUPPORTED')),
        one_api              text CHECK (one_api IN ('SUPPORTED','UNOFFICIAL','UNSUPPORTED')),
        bf16                 boolean NOT NULL,
        fp8                  boolean NOT NULL,
        fp4                  boolean NOT NULL,
        note                 text,
        as_of                date NOT NULL,
        version              integer NOT NULL DEFAULT 1,
        created_at           timestamptz NOT NULL DEFAULT now(),
        updated_at           timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT software_support_natural_key UNIQUE (vendor, architecture)
      )`);
    await q.query(`
      CREATE TABLE software_support_source (
        software_support_id integer NOT NULL REFERENCES software_support(id) ON DELETE CASCADE,
        source_id           integer NOT NULL REFERENCES source(id) ON DELETE RESTRICT,
        PRIMARY KEY (software_support_id, source_id)
      )`);
    for (const table of ['software_support', 'software_support_source']) {
      await q.query(`
        CREATE TRIGGER ${table}_bumps_catalog_version
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`);
    }

    await q.query(`
      ALTER TABLE component
        ADD COLUMN performance_basis    text CHECK (performance_basis IN ('MEASURED','CHAINED','SPEC_ESTIMATE')),
        ADD COLUMN software_status      text CHECK (software_status IN ('CURRENT','LEGACY','UNSUPPORTED')),
        ADD COLUMN compute_capability   text CHECK (compute_capability ~ '^[0-9]{1,2}\\.[0-9]$'),
        ADD COLUMN maker_system_power_w integer CHECK (maker_system_power_w BETWEEN 100 AND 10000),
        ADD COLUMN power_limit_min_w    integer CHECK (power_limit_min_w BETWEEN 1 AND 5000),
        ADD COLUMN power_limit_max_w    integer CHECK (power_limit_max_w BETWEEN 1 AND 5000),
        ADD COLUMN sustained_power_w    integer CHECK (sustained_power_w BETWEEN 1 AND 5000),
        ADD COLUMN gpu_module_sockets   integer CHECK (gpu_module_sockets BETWEEN 0 AND 16),
        ADD COLUMN rackmount            boolean,
        ADD COLUMN airflow              text CHECK (airflow IN ('HIGH','STANDARD','RESTRICTED')),
        ADD CONSTRAINT component_power_limit_range CHECK (power_limit_min_w <= power_limit_max_w)`);
    // Existing rows: the basis the method string already states.
    await q.query(`
      UPDATE component SET performance_basis = CASE
        WHEN relative_performance_method LIKE 'estimated%' THEN 'SPEC_ESTIMATE'
        WHEN relative_performance_method LIKE 'chained%' THEN 'CHAINED'
        ELSE 'MEASURED' END
      WHERE kind = 'GPU' AND relative_performance IS NOT NULL`);

    await q.query(`
      ALTER TABLE use_case
        ADD COLUMN workload     text CHECK (workload IN ('TRAINING','FINE_TUNING','INFERENCE')),
        ADD COLUMN memory_scope text CHECK (memory_scope IN ('PER_GPU','TOTAL'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE use_case DROP COLUMN IF EXISTS workload, DROP COLUMN IF EXISTS memory_scope`);
    await q.query(`
      ALTER TABLE component
        DROP CONSTRAINT IF EXISTS component_power_limit_range,
        DROP COLUMN IF EXISTS performance_basis, DROP COLUMN IF EXISTS software_status,
        DROP COLUMN IF EXISTS compute_capability, DROP COLUMN IF EXISTS maker_system_power_w,
        DROP COLUMN IF EXISTS power_limit_min_w, DROP COLUMN IF EXISTS power_limit_max_w,
        DROP COLUMN IF EXISTS sustained_power_w, DROP COLUMN IF EXISTS gpu_module_sockets,
        DROP COLUMN IF EXISTS rackmount, DROP COLUMN IF EXISTS airflow`);
    await q.query(`DROP TABLE IF EXISTS software_support_source`);
    await q.query(`DROP TABLE IF EXISTS software_support`);
  }
}
