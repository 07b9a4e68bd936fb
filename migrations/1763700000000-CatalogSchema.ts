import type { MigrationInterface, QueryRunner } from 'typeorm';

const SLUG_CHECK = `~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;
const YEAR_RANGE = 'BETWEEN 1990 AND 2100';

/**
 * The catalog: sources, components (single table, one row per part, kind-specific
 * columns checked per kind), motherboard PCIe slots, benchmarks, use cases, guidance
 * and cloud offerings, each fact row linked to its sources.
 *
 * Foreign keys that must point at one kind of component (a benchmark at a GPU, a slot
 * at a motherboard) use a (id, kind) composite key so the database itself refuses a
 * benchmark on a PSU.
 */
export class CatalogSchema1763700000000 implements MigrationInterface {
  name = 'CatalogSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`
      CREATE TABLE source (
        id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        key         text NOT NULL UNIQUE CHECK (key ${SLUG_CHECK}),
        title       text NOT NULL CHECK (length(btrim(title)) > 0),
        url         text CHECK (url ~ '^https?://'),
        publisher   text,
        year        integer CHECK (year ${YEAR_RANGE}),
        version     integer NOT NULL DEFAULT 1,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE component (
        id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        slug           text NOT NULL UNIQUE CHECK (slug ${SLUG_CHECK}),
        kind           text NOT NULL CHECK (kind IN ('GPU','CPU','MOTHERBOARD','MEMORY','PSU','STORAGE','CASE','COOLER')),
        name           text NOT NULL CHECK (length(btrim(name)) > 0),
        manufacturer   text NOT NULL CHECK (length(btrim(manufacturer)) > 0),
        description    text,
        release_year   integer CHECK (release_year ${YEAR_RANGE}),
        price_usd      double precision CHECK (price_usd >= 0),
        used_price_usd double precision CHECK (used_price_usd >= 0),

        -- shared by several kinds
        tdp_w            integer CHECK (tdp_w > 0 AND tdp_w <= 5000),
        form_factor      text,
        memory_type      text,
        socket           text,
        pcie_gen         integer CHECK (pcie_gen BETWEEN 1 AND 7),
        pcie_connectors  integer CHECK (pcie_connectors BETWEEN 0 AND 64),
        capacity_gb      double precision CHECK (capacity_gb > 0),
        max_memory_gb    double precision CHECK (max_memory_gb > 0),
        ecc_support      boolean,
        registered_memory boolean,

        -- GPU
        vendor               text,
        architecture         text,
        vram_gb              double precision CHECK (vram_gb > 0 AND vram_gb <= 4096),
        gpus_per_board       integer CHECK (gpus_per_board BETWEEN 1 AND 16),
        memory_bandwidth_gbs double precision CHECK (memory_bandwidth_gbs > 0 AND memory_bandwidth_gbs <= 100000),
        fp32_tflops          double precision CHECK (fp32_tflops >= 0),
        fp16_tensor_tflops   double precision CHECK (fp16_tensor_tflops >= 0),
        tensor_cores         boolean,
        bf16                 boolean,
        slot_width           double precision CHECK (slot_width > 0 AND slot_width <= 6),
        length_mm            integer CHECK (length_mm > 0 AND length_mm <= 1000),
        cooler_style         text CHECK (cooler_style IN ('BLOWER','OPEN_AIR','PASSIVE','LIQUID')),
        nvlink               boolean,
        relative_performance double precision CHECK (relative_performance > 0),
        relative_performance_method text,

        -- CPU
        cores            integer CHECK (cores BETWEEN 1 AND 1024),
        threads          integer CHECK (threads BETWEEN 1 AND 2048),
        pcie_lanes       integer CHECK (pcie_lanes BETWEEN 0 AND 512),
        memory_types     text[],
        memory_channels  integer CHECK (memory_channels BETWEEN 1 AND 24),

        -- motherboard
        chipset       text,
        memory_slots  integer CHECK (memory_slots BETWEEN 1 AND 64),
        m2_slots      integer CHECK (m2_slots BETWEEN 0 AND 32),

        -- memory kit
        modules    integer CHECK (modules BETWEEN 1 AND 64),
        speed_mts  integer CHECK (speed_mts > 0 AND speed_mts <= 20000),
        ecc        boolean,
        registered boolean,

        -- PSU
        wattage            integer CHECK (wattage > 0 AND wattage <= 10000),
        efficiency_rating  text,
        atx3               boolean,

        -- storage
        storage_type text CHECK (storage_type IN ('NVME','SATA_SSD','HDD')),
        interface    text,

        -- case
        form_factors       text[],
        max_gpu_length_mm  integer CHECK (max_gpu_length_mm > 0),
        expansion_slots    integer CHECK (expansion_slots BETWEEN 0 AND 32),
        open_frame         boolean,

        -- cooler
        cooler_type text,
        sockets     text[],
        max_tdp_w   integer CHECK (max_tdp_w > 0),

        -- model name folded to [a-z0-9] so "RTX-3090", "rtx3090" and "RTX 3090" meet
        name_key text GENERATED ALWAYS AS (regexp_replace(lower(manufacturer || ' ' || name), '[^a-z0-9]+', '', 'g')) STORED,

        version     integer NOT NULL DEFAULT 1,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),

        CONSTRAINT component_id_kind UNIQUE (id, kind),
        CONSTRAINT gpu_fields CHECK (kind <> 'GPU' OR (vendor IS NOT NULL AND architecture IS NOT NULL
          AND vram_gb IS NOT NULL AND gpus_per_board IS NOT NULL AND memory_bandwidth_gbs IS NOT NULL
          AND tensor_cores IS NOT NULL AND bf16 IS NOT NULL AND tdp_w IS NOT NULL
          AND form_factor IN ('PCIE','SXM','OAM') AND nvlink IS NOT NULL)),
        CONSTRAINT cpu_fields CHECK (kind <> 'CPU' OR (socket IS NOT NULL AND cores IS NOT NULL
          AND threads IS NOT NULL AND threads >= cores AND memory_types IS NOT NULL AND tdp_w IS NOT NULL)),
        CONSTRAINT motherboard_fields CHECK (kind <> 'MOTHERBOARD' OR (socket IS NOT NULL
          AND form_factor IS NOT NULL AND memory_type IS NOT NULL AND memory_slots IS NOT NULL)),
        CONSTRAINT memory_fields CHECK (kind <> 'MEMORY' OR (memory_type IS NOT NULL
          AND capacity_gb IS NOT NULL AND modules IS NOT NULL AND ecc IS NOT NULL AND registered IS NOT NULL)),
        CONSTRAINT psu_fields CHECK (kind <> 'PSU' OR (wattage IS NOT NULL AND atx3 IS NOT NULL)),
        CONSTRAINT storage_fields CHECK (kind <> 'STORAGE' OR (storage_type IS NOT NULL
          AND capacity_gb IS NOT NULL AND interface IS NOT NULL)),
        CONSTRAINT case_fields CHECK (kind <> 'CASE' OR (form_factors IS NOT NULL
          AND expansion_slots IS NOT NULL AND open_frame IS NOT NULL)),
        CONSTRAINT cooler_fields CHECK (kind <> 'COOLER' OR (cooler_type IS NOT NULL AND sockets IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX component_kind_idx ON component (kind, id)`);
    await q.query(`CREATE INDEX component_name_key_trgm_idx ON component USING gin (name_key gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE component_source (
        component_id integer NOT NULL REFERENCES component(id) ON DELETE CASCADE,
        source_id    integer NOT NULL REFERENCES source(id) ON DELETE RESTRICT,
        PRIMARY KEY (component_id, source_id)
      )`);
    await q.query(`CREATE INDEX component_source_source_idx ON component_source (source_id)`);

    await q.query(`
      CREATE TABLE pcie_slot (
        id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        motherboard_id   integer NOT NULL,
        motherboard_kind text NOT NULL DEFAULT 'MOTHERBOARD' CHECK (motherboard_kind = 'MOTHERBOARD'),
        position         integer NOT NULL CHECK (position BETWEEN 1 AND 32),
        physical_lanes   integer NOT NULL CHECK (physical_lanes IN (1,2,4,8,16)),
        electrical_lanes integer NOT NULL CHECK (electrical_lanes IN (0,1,2,4,8,16) AND electrical_lanes <= physical_lanes),
        gen              integer NOT NULL CHECK (gen BETWEEN 1 AND 7),
        from_cpu         boolean,
        shared_with      integer[],
        UNIQUE (motherboard_id, position),
        FOREIGN KEY (motherboard_id, motherboard_kind) REFERENCES component(id, kind) ON DELETE CASCADE
      )`);

    await q.query(`
      CREATE TABLE benchmark (
        id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        gpu_id     integer NOT NULL,
        gpu_kind   text NOT NULL DEFAULT 'GPU' CHECK (gpu_kind = 'GPU'),
        workload   text NOT NULL CHECK (length(btrim(workload)) > 0),
        metric     text NOT NULL CHECK (length(btrim(metric)) > 0),
        value      double precision NOT NULL CHECK (value >= 0),
        unit       text NOT NULL CHECK (length(btrim(unit)) > 0),
        precision  text,
        gpu_count  integer NOT NULL DEFAULT 1 CHECK (gpu_count BETWEEN 1 AND 4096),
        notes      text,
        source_id  integer NOT NULL REFERENCES source(id) ON DELETE RESTRICT,
        version    integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (gpu_id, gpu_kind) REFERENCES component(id, kind) ON DELETE CASCADE,
        CONSTRAINT benchmark_natural_key UNIQUE NULLS NOT DISTINCT (gpu_id, workload, metric, unit, precision, gpu_count, source_id)
      )`);
    await q.query(`CREATE INDEX benchmark_gpu_idx ON benchmark (gpu_id, id)`);
    await q.query(`CREATE INDEX benchmark_workload_idx ON benchmark (workload, id)`);

    await q.query(`
      CREATE TABLE use_case (
        id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        slug                text NOT NULL UNIQUE CHECK (slug ${SLUG_CHECK}),
        name                text NOT NULL CHECK (length(btrim(name)) > 0),
        description         text NOT NULL,
        min_vram_gb         double precision NOT NULL CHECK (min_vram_gb > 0 AND min_vram_gb <= 4096),
        recommended_vram_gb double precision CHECK (recommended_vram_gb >= min_vram_gb),
        cpu_threads_per_gpu integer CHECK (cpu_threads_per_gpu BETWEEN 1 AND 256),
        version             integer NOT NULL DEFAULT 1,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE use_case_source (
        use_case_id integer NOT NULL REFERENCES use_case(id) ON DELETE CASCADE,
        source_id   integer NOT NULL REFERENCES source(id) ON DELETE RESTRICT,
        PRIMARY KEY (use_case_id, source_id)
      )`);

    await q.query(`
      CREATE TABLE guidance (
        id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        slug       text NOT NULL UNIQUE CHECK (slug ${SLUG_CHECK}),
        question   text NOT NULL CHECK (length(btrim(question)) > 0),
        answer     text NOT NULL CHECK (length(btrim(answer)) > 0),
        tags       text[] NOT NULL DEFAULT '{}',
        keywords   text[] NOT NULL DEFAULT '{}',
        version    integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX guidance_tags_idx ON guidance USING gin (tags)`);
    await q.query(`
      CREATE TABLE guidance_source (
        guidance_id integer NOT NULL REFERENCES guidance(id) ON DELETE CASCADE,
        source_id   integer NOT NULL REFERENCES source(id) ON DELETE RESTRICT,
        PRIMARY KEY (guidance_id, source_id)
      )`);
    await q.query(`
      CREATE TABLE guidance_use_case (
        guidance_id integer NOT NULL REFERENCES guidance(id) ON DELETE CASCADE,
        use_case_id integer NOT NULL REFERENCES use_case(id) ON DELETE RESTRICT,
        PRIMARY KEY (guidance_id, use_case_id)
      )`);
    await q.query(`
      CREATE TABLE guidance_component (
        guidance_id  integer NOT NULL REFERENCES guidance(id) ON DELETE CASCADE,
        component_id integer NOT NULL REFERENCES component(id) ON DELETE RESTRICT,
        PRIMARY KEY (guidance_id, component_id)
      )`);
    await q.query(`CREATE INDEX guidance_component_component_idx ON guidance_component (component_id)`);

    await q.query(`
      CREATE TABLE cloud_offering (
        id                     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        provider               text NOT NULL CHECK (length(btrim(provider)) > 0),
        instance_type          text NOT NULL CHECK (length(btrim(instance_type)) > 0),
        gpu_id                 integer NOT NULL,
        gpu_kind               text NOT NULL DEFAULT 'GPU' CHECK (gpu_kind = 'GPU'),
        gpu_count              integer NOT NULL CHECK (gpu_count BETWEEN 1 AND 256),
        on_demand_usd_per_hour double precision CHECK (on_demand_usd_per_hour >= 0),
        spot_usd_per_hour      double precision CHECK (spot_usd_per_hour >= 0),
        region                 text,
        as_of                  date NOT NULL,
        source_id              integer NOT NULL REFERENCES source(id) ON DELETE RESTRICT,
        version                integer NOT NULL DEFAULT 1,
        created_at             timestamptz NOT NULL DEFAULT now(),
        updated_at             timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (gpu_id, gpu_kind) REFERENCES component(id, kind) ON DELETE CASCADE,
        CHECK (on_demand_usd_per_hour IS NOT NULL OR spot_usd_per_hour IS NOT NULL),
        CONSTRAINT cloud_offering_natural_key UNIQUE NULLS NOT DISTINCT (provider, instance_type, region, as_of)
      )`);
    await q.query(`CREATE INDEX cloud_offering_gpu_idx ON cloud_offering (gpu_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'cloud_offering',
      'guidance_component',
      'guidance_use_case',
      'guidance_source',
      'guidance',
      'use_case_source',
      'use_case',
      'benchmark',
      'pcie_slot',
      'component_source',
      'component',
      'source',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    // pg_trgm stays: other objects in the database may use it, and dropping an
    // extension is not ours to decide in a revert.
  }
}
