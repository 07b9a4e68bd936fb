import type { DataSource, EntityManager } from 'typeorm';
import { refreshRelativePerformance } from './derive/refresh';
import { COMPONENT_COLUMNS } from './component-columns';
import type { PcieSlotSeed, SeedSet } from './types';

export interface SeedReport {
  sources: number;
  components: number;
  benchmarks: number;
  useCases: number;
  guidance: number;
  cloudOfferings: number;
  /** Rows whose content actually changed (inserted or updated). */
  changed: number;
}

class SeedError extends Error {}

/**
 * Upserts `UPDATE ... SET` only when a value differs, so a second run with the same
 * data changes nothing (same ids, same version, same updated_at).
 */
function upsertSql(table: string, conflict: string, columns: string[], keyColumns: string[]): string {
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
  const updatable = columns.filter((c) => !keyColumns.includes(c));
  const set = updatable.map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  const differs = `(${updatable.map((c) => `${table}.${c}`).join(', ')}) IS DISTINCT FROM (${updatable
    .map((c) => `EXCLUDED.${c}`)
    .join(', ')})`;
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders})
    ON CONFLICT ${conflict} DO UPDATE SET ${set}, version = ${table}.version + 1, updated_at = now()
    WHERE ${differs}
    RETURNING id, (xmax = 0) AS inserted`;
}

/** Replaces the link rows of one owner with exactly `targetIds`, touching nothing when equal. */
export async function syncLinks(
  m: EntityManager,
  table: string,
  ownerColumn: string,
  ownerId: number,
  targetColumn: string,
  targetIds: number[],
): Promise<void> {
  await m.query(`DELETE FROM ${table} WHERE ${ownerColumn} = $1 AND NOT (${targetColumn} = ANY($2::int[]))`, [
    ownerId,
    targetIds,
  ]);
  await m.query(
    `INSERT INTO ${table} (${ownerColumn}, ${targetColumn}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [ownerId, targetIds],
  );
}

const SLOT_COLUMNS = ['physical_lanes', 'electrical_lanes', 'gen', 'from_cpu', 'shared_with'];

/** Upserts a board's slots by position and removes positions no longer listed. */
export async function syncSlots(m: EntityManager, boardId: number, slots: PcieSlotSeed[]): Promise<void> {
  await m.query(`DELETE FROM pcie_slot WHERE motherboard_id = $1 AND NOT (position = ANY($2::int[]))`, [
    boardId,
    slots.map((s) => s.position),
  ]);
  const sql = `INSERT INTO pcie_slot (motherboard_id, position, ${SLOT_COLUMNS.join(', ')})
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (motherboard_id, position) DO UPDATE SET ${SLOT_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
    WHERE (${SLOT_COLUMNS.map((c) => `pcie_slot.${c}`).join(', ')}) IS DISTINCT FROM (${SLOT_COLUMNS.map((c) => `EXCLUDED.${c}`).join(', ')})`;
  for (const slot of slots) {
    await m.query(sql, [
      boardId,
      slot.position,
      slot.physicalLanes,
      slot.electricalLanes,
      slot.gen,
      slot.fromCpu ?? null,
      slot.sharedWith ?? null,
    ]);
  }
}

function lookup(map: Map<string, number>, key: string, what: string, owner: string): number {
  const id = map.get(key);
  if (id === undefined) throw new SeedError(`${owner}: unknown ${what} "${key}"`);
  return id;
}

/**
 * Writes a seed set in one transaction: all of it or none. Rows are upserted by their
 * natural keys (source key, slug, benchmark/offering identity), so running the seeds
 * twice leaves the same rows.
 */
export async function runSeeds(db: DataSource, set: SeedSet): Promise<SeedReport> {
  return db.transaction(async (m) => {
    let changed = 0;
    const count = (rows: { inserted: boolean }[]) => (changed += rows.length);

    // Rows already stored can be referenced too (imports add to the catalog).
    const existing = async (sql: string) =>
      new Map<string, number>((await m.query(sql)).map((r: { k: string; id: number }) => [r.k, r.id]));
    const sourceIds = await existing('SELECT key AS k, id FROM source');
    const sourceSql = upsertSql('source', '(key)', ['key', 'title', 'url', 'publisher', 'year'], ['key']);
    for (const s of set.sources) {
      const rows = await m.query(sourceSql, [
        s.key,
        s.title,
        s.url ?? null,
        s.publisher ?? null,
        s.year ?? null,
      ]);
      count(rows);
      const [{ id }] = rows.length ? rows : await m.query('SELECT id FROM source WHERE key = $1', [s.key]);
      sourceIds.set(s.key, id);
    }

    const componentIds = await existing('SELECT slug AS k, id FROM component');
    const columns = ['slug', ...COMPONENT_COLUMNS.map(([, column]) => column)];
    const componentSql = upsertSql('component', '(slug)', columns, ['slug']);
    for (const c of set.components) {
      const record = c as unknown as Record<string, unknown>;
      const values = [c.slug, ...COMPONENT_COLUMNS.map(([field]) => record[field] ?? null)];
      const rows = await m.query(componentSql, values);
      count(rows);
      const [{ id }] = rows.length
        ? rows
        : await m.query('SELECT id FROM component WHERE slug = $1', [c.slug]);
      componentIds.set(c.slug, id);
      if (c.sources.length === 0) throw new SeedError(`component ${c.slug}: needs at least one source`);
      const ids = c.sources.map((key) => lookup(sourceIds, key, 'source', `component ${c.slug}`));
      await syncLinks(m, 'component_source', 'component_id', id, 'source_id', ids);
      if (c.kind === 'MOTHERBOARD') await syncSlots(m, id, c.pcieSlots);
    }

    const benchmarkSql = `INSERT INTO benchmark (gpu_id, workload, metric, value, unit, precision, gpu_count, notes, source_id)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      ON CONFLICT ON CONSTRAINT benchmark_natural_key DO UPDATE SET value = EXCLUDED.value, notes = EXCLUDED.notes,
        version = benchmark.version + 1, updated_at = now()
      WHERE (benchmark.value, benchmark.notes) IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.notes)
      RETURNING id, (xmax = 0) AS inserted`;
    for (const b of set.benchmarks) {
      const owner = `benchmark ${b.gpu} / ${b.workload}`;
      count(
        await m.query(benchmarkSql, [
          lookup(componentIds, b.gpu, 'GPU', owner),
          b.workload,
          b.metric,
          b.value,
          b.unit,
          b.precision ?? null,
          b.gpuCount,
          b.notes ?? null,
          lookup(sourceIds, b.source, 'source', owner),
        ]),
      );
    }

    const useCaseIds = await existing('SELECT slug AS k, id FROM use_case');
    const useCaseSql = upsertSql(
      'use_case',
      '(slug)',
      ['slug', 'name', 'description', 'min_vram_gb', 'recommended_vram_gb', 'cpu_threads_per_gpu'],
      ['slug'],
    );
    for (const u of set.useCases) {
      const rows = await m.query(useCaseSql, [
        u.slug,
        u.name,
        u.description,
        u.minVramGb,
        u.recommendedVramGb ?? null,
        u.cpuThreadsPerGpu ?? null,
      ]);
      count(rows);
      const [{ id }] = rows.length
        ? rows
        : await m.query('SELECT id FROM use_case WHERE slug = $1', [u.slug]);
      useCaseIds.set(u.slug, id);
      const ids = u.sources.map((key) => lookup(sourceIds, key, 'source', `use case ${u.slug}`));
      await syncLinks(m, 'use_case_source', 'use_case_id', id, 'source_id', ids);
    }

    const guidanceSql = upsertSql(
      'guidance',
      '(slug)',
      ['slug', 'question', 'answer', 'tags', 'keywords'],
      ['slug'],
    );
    for (const g of set.guidance) {
      const owner = `guidance ${g.slug}`;
      const rows = await m.query(guidanceSql, [g.slug, g.question, g.answer, g.tags, g.keywords ?? []]);
      count(rows);
      const [{ id }] = rows.length
        ? rows
        : await m.query('SELECT id FROM guidance WHERE slug = $1', [g.slug]);
      const sources = g.sources.map((key) => lookup(sourceIds, key, 'source', owner));
      await syncLinks(m, 'guidance_source', 'guidance_id', id, 'source_id', sources);
      const useCases = (g.useCases ?? []).map((slug) => lookup(useCaseIds, slug, 'use case', owner));
      await syncLinks(m, 'guidance_use_case', 'guidance_id', id, 'use_case_id', useCases);
      const components = (g.components ?? []).map((slug) => lookup(componentIds, slug, 'component', owner));
      await syncLinks(m, 'guidance_component', 'guidance_id', id, 'component_id', components);
    }

    const offeringSql = `INSERT INTO cloud_offering (provider, instance_type, gpu_id, gpu_count, on_demand_usd_per_hour,
        spot_usd_per_hour, region, as_of, source_id)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      ON CONFLICT ON CONSTRAINT cloud_offering_natural_key DO UPDATE SET gpu_id = EXCLUDED.gpu_id,
        gpu_count = EXCLUDED.gpu_count, on_demand_usd_per_hour = EXCLUDED.on_demand_usd_per_hour,
        spot_usd_per_hour = EXCLUDED.spot_usd_per_hour, source_id = EXCLUDED.source_id,
        version = cloud_offering.version + 1, updated_at = now()
      WHERE (cloud_offering.gpu_id, cloud_offering.gpu_count, cloud_offering.on_demand_usd_per_hour,
             cloud_offering.spot_usd_per_hour, cloud_offering.source_id)
        IS DISTINCT FROM (EXCLUDED.gpu_id, EXCLUDED.gpu_count, EXCLUDED.on_demand_usd_per_hour,
             EXCLUDED.spot_usd_per_hour, EXCLUDED.source_id)
      RETURNING id, (xmax = 0) AS inserted`;
    for (const o of set.cloudOfferings) {
      const owner = `cloud offering ${o.provider} ${o.instanceType}`;
      // Month-only dates ("2017-03") mean the first of that month.
      const asOf = /^\d{4}-\d{2}$/.test(o.asOf) ? `${o.asOf}-01` : o.asOf;
      count(
        await m.query(offeringSql, [
          o.provider,
          o.instanceType,
          lookup(componentIds, o.gpu, 'GPU', owner),
          o.gpuCount,
          o.onDemandUsdPerHour ?? null,
          o.spotUsdPerHour ?? null,
          o.region ?? null,
          asOf,
          lookup(sourceIds, o.source, 'source', owner),
        ]),
      );
    }

    const synonymSql = upsertSql('search_synonym', '(term)', ['term', 'expansion'], ['term']);
    for (const s of set.synonyms ?? []) count(await m.query(synonymSql, [s.term, s.expansion]));

    changed += await refreshRelativePerformance(m);

    return {
      sources: set.sources.length,
      components: set.components.length,
      benchmarks: set.benchmarks.length,
      useCases: set.useCases.length,
      guidance: set.guidance.length,
      cloudOfferings: set.cloudOfferings.length,
      changed,
    };
  });
}
