import { importBuildcores } from '../../src/catalog/import-datasets';
import { dbOf } from '../../src/db/pool';
import { lastAnalyzed, suiteDatabase } from '../support/database';
import { fingerprint } from '../support/db-fingerprint';
import { suiteFullCatalogDatabase } from '../support/full-catalog';
import { TINY_IDS, tinyBuildcores, tinyRow } from '../fixtures/buildcores-lines';

/**
 * `npm run import:datasets` against a real Postgres: the full snapshot (issue 13's counts,
 * sources, card links, merges, idempotency) on a clone of the full catalog, and the rules of
 * the import itself (all or nothing, --skip-invalid) on a tiny dataset over the seeds alone.
 */

/** Issue 13, "Done when": the catalog holds at least this many of each kind. */
const AT_LEAST: Record<string, number> = {
  MOTHERBOARD: 3000,
  CPU: 700,
  MEMORY: 4000,
  PSU: 3000,
  CASE: 3000,
  COOLER: 2000,
  STORAGE: 3000,
  GRAPHICS_CARD: 3000,
};

describe('the full catalog (seeds + BuildCores OpenDB)', () => {
  const db = suiteFullCatalogDatabase();

  it("holds at least issue 13's counts per kind, every graphics card on a GPU chip", async () => {
    const rows: { kind: string; n: number }[] = await db().dataSource.query(
      `SELECT kind, count(*)::int AS n FROM component GROUP BY kind`,
    );
    const counts = Object.fromEntries(rows.map((r) => [r.kind, r.n]));
    for (const [kind, least] of Object.entries(AT_LEAST)) {
      expect({ kind, enough: counts[kind] >= least }).toEqual({ kind, enough: true });
    }
    const [cards] = await db().dataSource.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE g.kind = 'GPU')::int AS on_chip
       FROM component c LEFT JOIN component g ON g.id = c.chip_id WHERE c.kind = 'GRAPHICS_CARD'`,
    );
    expect(cards.on_chip).toBe(cards.n);
  });

  it('cites the dataset on every imported row, and the dataset source carries licence and attribution', async () => {
    const [rows] = await db().dataSource.query(
      `SELECT count(*)::int AS imported,
              count(*) FILTER (WHERE cites_dataset)::int AS citing,
              count(*) FILTER (WHERE NOT cites_dataset AND cites_other)::int AS merged_hand_rows
       FROM (SELECT EXISTS (SELECT 1 FROM component_source cs JOIN source s ON s.id = cs.source_id
                            WHERE cs.component_id = c.id AND s.key = 'dataset-buildcores-opendb') AS cites_dataset,
                    EXISTS (SELECT 1 FROM component_source cs JOIN source s ON s.id = cs.source_id
                            WHERE cs.component_id = c.id AND s.key <> 'dataset-buildcores-opendb') AS cites_other
             FROM component c WHERE c.external_id LIKE 'buildcores:%') r`,
    );
    // Rows the dataset brought cite it; hand rows that took a dataset id keep their own sources.
    expect(rows.citing + rows.merged_hand_rows).toBe(rows.imported);
    expect(rows.citing).toBeGreaterThan(24_000);
    expect(rows.merged_hand_rows).toBeLessThan(200);
    const [source] = await db().dataSource.query(
      `SELECT licence, attribution, snapshot FROM source WHERE key = 'dataset-buildcores-opendb'`,
    );
    expect(source.licence).toMatch(/ODC-By 1\.0/);
    expect(source.attribution).toMatch(/Contains data from BuildCores OpenDB/);
    expect(source.snapshot).toMatch(/136a77aec1/);
  });

  it('merges a dataset row into the hand-entered row of the same product: the hand row wins', async () => {
    const [card] = await db().dataSource.query(
      `SELECT external_id, slot_width, pcie_connectors, description FROM component
       WHERE slug = 'gigabyte-geforce-rtx-3090-gaming-oc-24g'`,
    );
    expect(card.external_id).toMatch(/^buildcores:/);
    // Gigabyte's 2.75 slots and two 8-pin inputs, not the dataset's 3 slots and no connectors.
    expect(card).toMatchObject({ slot_width: 2.75, pcie_connectors: 2 });
    const [copies] = await db().dataSource.query(
      `SELECT count(*)::int AS n FROM component WHERE kind = 'GRAPHICS_CARD' AND name ILIKE '%GAMING OC%RTX 3090 24GB%'`,
    );
    expect(copies.n).toBe(0);
    const [board] = await db().dataSource.query(
      `SELECT external_id, (SELECT count(*)::int FROM pcie_slot WHERE motherboard_id = c.id) AS slots
       FROM component c WHERE slug = 'msi-mag-b650-tomahawk-wifi'`,
    );
    expect(board.external_id).toMatch(/^buildcores:/);
    expect(board.slots).toBeGreaterThan(0);
  });

  it('keeps one row per product: the two ASRock X570M Pro4 listings are one row holding both dataset ids', async () => {
    const rows: { slug: string; external_id: string; merged_external_ids: string[] }[] =
      await db().dataSource.query(
        `SELECT slug, external_id, merged_external_ids FROM component WHERE name ILIKE '%X570M Pro4%'`,
      );
    expect(rows).toHaveLength(1);
    expect([rows[0].external_id, ...rows[0].merged_external_ids].sort()).toEqual([
      'buildcores:28df83bb-8107-44b3-8dfb-7e98647c8eec',
      'buildcores:3791a265-5197-4d4a-98d2-03e347099b0b',
    ]);
    // No dataset id is on two rows.
    const [dupes] = await db().dataSource.query(
      `SELECT count(*)::int AS n FROM (
         SELECT id FROM (SELECT external_id AS id FROM component WHERE external_id IS NOT NULL
                         UNION ALL SELECT unnest(merged_external_ids) FROM component) ids
         GROUP BY id HAVING count(*) > 1) d`,
    );
    expect(dupes.n).toBe(0);
  });

  it('gives a board its curated slot layout with the document it was read from', async () => {
    const [board] = await db().dataSource.query(
      `SELECT c.slot_layout_source, s.url, (SELECT count(*)::int FROM pcie_slot p WHERE p.motherboard_id = c.id) AS slots
       FROM component c JOIN source s ON s.key = c.slot_layout_source
       WHERE c.external_id = 'buildcores:c8401438-9938-4f34-93c9-91d6e2d484f5'`,
    );
    expect(board).toMatchObject({
      slot_layout_source: 'review-hardwareluxx-asrock-x570-phantom-gaming-x',
      slots: 5,
    });
    expect(board.url).toMatch(/^https:\/\//);
  });

  it('a second import of the same snapshot changes no row and reports why cards stay unlinked', async () => {
    const before = await fingerprint(db().dataSource);
    const report = await importBuildcores(dbOf(db().dataSource), { skipInvalid: true });
    expect(report.written).toBe(true);
    expect(report.changed).toBe(0);
    expect(report.categories.every((c) => c.inserted === 0 && c.updated === 0)).toBe(true);
    expect(await fingerprint(db().dataSource)).toEqual(before);
    expect(report.cards.linked).toBeGreaterThanOrEqual(3000);
    expect(report.cards.linked + report.cards.unlinked).toBe(report.cards.total);
    expect(Object.keys(report.cards.byReason)).toContain('chip-not-in-catalog');
    expect(report.rejectedByReason['not linked to a GPU chip']).toBe(report.cards.unlinked);
  }, 120_000);
});

describe('the import itself (a tiny dataset over the seeds)', () => {
  const db = suiteDatabase({ perTest: true });

  it('writes nothing when a row is rejected, unless told to skip invalid rows', async () => {
    const before = await fingerprint(db().dataSource);
    const refused = await importBuildcores(dbOf(db().dataSource), {
      skipInvalid: false,
      read: tinyBuildcores(),
    });
    expect(refused.written).toBe(false);
    expect(refused.rejected).toEqual([
      expect.objectContaining({
        category: 'CPU',
        externalId: TINY_IDS.badCpu,
        reasons: [expect.stringMatching(/threads \(4\) fewer than cores \(8\)/)],
      }),
    ]);
    expect(await fingerprint(db().dataSource)).toEqual(before);
    // Statistics are refreshed after a written import only.
    const analysed = () => lastAnalyzed(db().dataSource, 'component');
    expect(await analysed()).toBeNull();

    const skipped = await importBuildcores(dbOf(db().dataSource), {
      skipInvalid: true,
      read: tinyBuildcores(),
    });
    expect(skipped.written).toBe(true);
    expect(skipped.rejected).toHaveLength(1);
    expect(await analysed()).toBeInstanceOf(Date);
    const rows: { external_id: string }[] = await db().dataSource.query(
      `SELECT external_id FROM component WHERE external_id LIKE 'buildcores:00000000%' ORDER BY external_id`,
    );
    expect(rows.map((r) => r.external_id)).toEqual(
      Object.values(TINY_IDS)
        .filter((id) => id !== TINY_IDS.badCpu)
        .sort(),
    );
  });

  it('stores the card on its chip with its own facts, and a board by its slot counts', async () => {
    await importBuildcores(dbOf(db().dataSource), { skipInvalid: true, read: tinyBuildcores() });
    const [card] = await db().dataSource.query(
      `SELECT c.length_mm, c.slot_width, c.tdp_w, c.pcie_connectors, c.cooler_style, g.slug AS chip
       FROM component c JOIN component g ON g.id = c.chip_id WHERE c.external_id = $1`,
      [TINY_IDS.card],
    );
    expect(card).toEqual({
      length_mm: 319,
      slot_width: 3,
      tdp_w: 370,
      pcie_connectors: 3,
      cooler_style: 'OPEN_AIR',
      chip: 'nvidia-geforce-rtx-3090',
    });
    const [board] = await db().dataSource.query(
      `SELECT pcie_slot_groups, (SELECT count(*)::int FROM pcie_slot WHERE motherboard_id = c.id) AS slots
       FROM component c WHERE c.external_id = $1`,
      [TINY_IDS.board],
    );
    expect(board).toEqual({ pcie_slot_groups: [{ gen: 4, lanes: 16, count: 1 }], slots: 0 });
  });

  it('updates a changed dataset row in place and keeps its slug; removes nothing it did not write', async () => {
    const db0 = dbOf(db().dataSource);
    await importBuildcores(db0, { skipInvalid: true, read: tinyBuildcores() });
    const [first] = await db().dataSource.query(
      `SELECT id, slug, version FROM component WHERE external_id = $1`,
      [TINY_IDS.kit],
    );
    const renamed = (category: Parameters<ReturnType<typeof tinyBuildcores>>[0]) =>
      tinyBuildcores()(category).replace('"speed":6000', '"speed":6400');
    const report = await importBuildcores(db0, { skipInvalid: true, read: renamed });
    expect(report.categories.find((c) => c.category === 'RAM')).toMatchObject({ updated: 1, inserted: 0 });
    const [second] = await db().dataSource.query(
      `SELECT id, slug, version, speed_mts FROM component WHERE external_id = $1`,
      [TINY_IDS.kit],
    );
    expect(second).toEqual({ id: first.id, slug: first.slug, version: first.version + 1, speed_mts: 6400 });
  });

  it('retires the row an earlier import wrote for a listing now merged into another product, keeping the survivor', async () => {
    const db0 = dbOf(db().dataSource);
    const kitA = tinyRow('RAM');
    const kitB: Record<string, unknown> = {
      ...tinyRow('RAM'),
      opendb_id: '00000000-0000-4000-8000-0000000009f9',
    };
    const withKits =
      (...kits: Record<string, unknown>[]) =>
      (category: Parameters<ReturnType<typeof tinyBuildcores>>[0]) =>
        category === 'RAM' ? kits.map((kit) => JSON.stringify(kit)).join('\n') : tinyBuildcores()(category);
    // First the dataset names the second listing differently: two products, two rows.
    const renamed = { ...kitB, metadata: { ...(kitB.metadata as object), name: 'Acme Other Kit DDR5 32GB' } };
    await importBuildcores(db0, { skipInvalid: true, read: withKits(kitA, renamed) });
    const count = async () =>
      (
        await db().dataSource.query(
          `SELECT count(*)::int AS n FROM component WHERE kind = 'MEMORY' AND external_id LIKE 'buildcores:00000000%'`,
        )
      )[0].n;
    expect(await count()).toBe(2);
    // Then both listings name one product: one row remains, with both ids; a rerun changes nothing.
    const report = await importBuildcores(db0, { skipInvalid: true, read: withKits(kitA, kitB) });
    expect(report.retired).toHaveLength(1);
    expect(await count()).toBe(1);
    const [kept] = await db().dataSource.query(
      `SELECT external_id, merged_external_ids FROM component WHERE external_id = $1`,
      [TINY_IDS.kit],
    );
    expect(kept.merged_external_ids).toEqual([`buildcores:${kitB.opendb_id}`]);
    const again = await importBuildcores(db0, { skipInvalid: true, read: withKits(kitA, kitB) });
    expect(again.changed).toBe(0);
  });

  it('audits each created and updated row for an importing API key, one batch at a time', async () => {
    const [key] = await db().dataSource.query(
      `INSERT INTO api_key (name, role, key_hash, key_prefix) VALUES ('importer', 'ADMIN', repeat('a', 64), 'aaaa') RETURNING id`,
    );
    const actor = { keyId: key.id as number, name: 'importer' };
    const read = tinyBuildcores([TINY_IDS.badCpu]);
    await importBuildcores(dbOf(db().dataSource), { skipInvalid: false, read, actor, batchSize: 1 });
    const created: { action: string; n: number }[] = await db().dataSource.query(
      `SELECT action, count(*)::int AS n FROM audit_log WHERE actor = 'importer' GROUP BY action`,
    );
    expect(created).toEqual([{ action: 'CREATE', n: Object.keys(TINY_IDS).length - 1 }]);
    const faster = (category: Parameters<typeof read>[0]) =>
      read(category).replace('"speed":6000', '"speed":6400');
    await importBuildcores(dbOf(db().dataSource), { skipInvalid: false, read: faster, actor });
    const [update] = await db().dataSource.query(
      `SELECT entity, entity_key, before ->> 'speed_mts' AS before, after ->> 'speed_mts' AS after
       FROM audit_log WHERE actor = 'importer' AND action = 'UPDATE'`,
    );
    expect(update).toMatchObject({ entity: 'component', before: '6000', after: '6400' });
  });

  it('is all or nothing: a failure in the last category rolls back the categories before it', async () => {
    // A database-side failure while the cards (written last) go in.
    await db().dataSource.query(`
      CREATE FUNCTION refuse_cards() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'cards refused by the test'; END $$`);
    await db().dataSource.query(`
      CREATE TRIGGER refuse_cards BEFORE INSERT ON component FOR EACH ROW
      WHEN (NEW.kind = 'GRAPHICS_CARD') EXECUTE FUNCTION refuse_cards()`);
    const before = await fingerprint(db().dataSource);
    await expect(
      importBuildcores(dbOf(db().dataSource), { skipInvalid: true, read: tinyBuildcores() }),
    ).rejects.toThrow(/cards refused by the test/);
    expect(await fingerprint(db().dataSource)).toEqual(before);
  });
});
