import { seedSet } from '../../seeds/data';
import { suiteDatabase } from '../support/database';

const db = suiteDatabase();

const q = (sql: string, params: unknown[] = []) => db().dataSource.query(sql, params);

describe('the seeded knowledge base', () => {
  it.each([
    ['GPU', 45],
    ['CPU', 15],
    ['MOTHERBOARD', 12],
    ['MEMORY', 8],
    ['PSU', 10],
    ['STORAGE', 6],
    ['CASE', 5],
    ['COOLER', 5],
  ])('has at least the issue’s count of %s', async (kind, min) => {
    const [{ count }] = await q(`SELECT count(*)::int AS count FROM component WHERE kind = $1`, [kind]);
    expect(count).toBeGreaterThanOrEqual(min);
  });

  it.each([
    ['benchmark', 40],
    ['use_case', 10],
    ['cloud_offering', 15],
    ['guidance', 60],
  ])('has at least the issue’s count of %s rows', async (table, min) => {
    const [{ count }] = await q(`SELECT count(*)::int AS count FROM ${table}`);
    expect(count).toBeGreaterThanOrEqual(min);
  });

  it('gives every fact row a source, and every source a title', async () => {
    const orphans = await q(`
      SELECT 'component ' || slug AS row FROM component c WHERE NOT EXISTS (SELECT 1 FROM component_source WHERE component_id = c.id)
      UNION ALL SELECT 'use case ' || slug FROM use_case u WHERE NOT EXISTS (SELECT 1 FROM use_case_source WHERE use_case_id = u.id)
      UNION ALL SELECT 'guidance ' || slug FROM guidance g WHERE NOT EXISTS (SELECT 1 FROM guidance_source WHERE guidance_id = g.id)`);
    expect(orphans).toEqual([]);
    const [{ untitled }] = await q(
      `SELECT count(*)::int AS untitled FROM source WHERE length(btrim(title)) = 0`,
    );
    expect(untitled).toBe(0);
  });

  it('keeps GPU figures physically plausible and complete', async () => {
    // 40 GB/s: the slowest card of the catalog is the GT 1030 display card (48 GB/s).
    const bad =
      await q(`SELECT slug FROM component WHERE kind = 'GPU' AND (vram_gb IS NULL OR memory_bandwidth_gbs IS NULL
      OR tdp_w IS NULL OR memory_bandwidth_gbs NOT BETWEEN 40 AND 10000 OR tdp_w NOT BETWEEN 30 AND 1500)`);
    expect(bad).toEqual([]);
    const [{ missing }] = await q(
      `SELECT count(*)::int AS missing FROM component WHERE kind = 'GPU' AND relative_performance IS NULL`,
    );
    expect(missing).toBe(0);
  });

  it('contains every hand-seeded part, so every GPU and build part the documents name', async () => {
    // test/unit/gpu-seed-data.test.ts checks that the seeds hold every GPU the documents name.
    const buildParts = [
      'amd-ryzen-5-3600',
      'intel-core-i7-12700f',
      'gigabyte-t180-g20',
      'msi-x470-gaming-plus',
      'gskill-ripjaws-v-32gb-2x16gb-ddr4-3200',
      'samsung-970-evo-500gb',
      'super-flower-leadex-titanium-1600w',
      'thermaltake-toughpower-gf3-1650w',
      'asrock-z490-pg-velocita',
    ];
    const named = [...new Set([...seedSet().components.map((part) => part.slug), ...buildParts])];
    const rows: { slug: string }[] = await q(`SELECT slug FROM component WHERE slug = ANY($1)`, [named]);
    expect(rows.map((r) => r.slug).sort()).toEqual([...named].sort());
  });

  it('keeps both dated memory-tier lists', async () => {
    const rows: { year: number }[] = await q(
      `SELECT DISTINCT s.year FROM use_case_source l JOIN source s ON s.id = l.source_id`,
    );
    expect(rows.map((r) => r.year)).toEqual(expect.arrayContaining([2018, 2020]));
  });

  it('fills the fields the rules need', async () => {
    const missing = await q(`
      SELECT slug FROM component WHERE
        (kind = 'CPU' AND (pcie_lanes IS NULL OR memory_channels IS NULL OR max_memory_gb IS NULL))
        OR (kind = 'MOTHERBOARD' AND NOT EXISTS (SELECT 1 FROM pcie_slot WHERE motherboard_id = component.id))
        OR (kind = 'PSU' AND pcie_connectors IS NULL)
        OR (kind = 'COOLER' AND max_tdp_w IS NULL)
        OR (kind = 'GPU' AND form_factor = 'PCIE' AND slot_width IS NULL AND vendor = 'NVIDIA' AND release_year >= 2016
            AND (price_usd IS NOT NULL OR used_price_usd IS NOT NULL))`); // cloud-only cards (A10G) cannot be bought
    expect(missing).toEqual([]);
  });
});
