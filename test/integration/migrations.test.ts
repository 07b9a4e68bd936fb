import {
  BENCHMARK,
  CLOUD_OFFERING,
  COMPONENT_DEFINITIONS,
  GUIDANCE,
  MODEL,
  PCIE_SLOT,
  SEARCH_SYNONYM,
  SOURCE,
  USE_CASE,
  type TableDefinition,
} from '../../src/catalog/fields';
import { suiteDatabase, type TestDatabase } from '../support/database';

/** Every table the catalog definitions write, with their link tables. */
const TABLES = [
  ...new Set(
    [
      ...Object.values(COMPONENT_DEFINITIONS),
      SOURCE,
      BENCHMARK,
      CLOUD_OFFERING,
      USE_CASE,
      GUIDANCE,
      SEARCH_SYNONYM,
      PCIE_SLOT,
      MODEL,
    ].flatMap((definition: TableDefinition) => [
      definition.table,
      ...Object.values(definition.fields).flatMap((field) => (field.link ? [field.link.table] : [])),
    ]),
  ),
];

async function tables(db: TestDatabase): Promise<string[]> {
  const rows: { table_name: string }[] = await db.dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

describe('migrations', () => {
  const db = suiteDatabase({ empty: true });

  it('run up, down to nothing, and up again', async () => {
    expect(db().dataSource.options.synchronize).toBe(false);
    const applied = await db().dataSource.runMigrations({ transaction: 'each' });
    expect(applied.length).toBeGreaterThan(0);
    expect(await tables(db())).toEqual(expect.arrayContaining(TABLES));
    const [{ count }] = await db().dataSource.query(
      `SELECT count(*)::int AS count FROM pg_extension WHERE extname = 'pg_trgm'`,
    );
    expect(count).toBe(1);

    for (let i = 0; i < applied.length; i++) await db().dataSource.undoLastMigration({ transaction: 'each' });
    expect((await tables(db())).filter((t) => t !== 'migrations')).toEqual([]);

    const again = await db().dataSource.runMigrations({ transaction: 'each' });
    expect(again.map((m) => m.name)).toEqual(applied.map((m) => m.name));
    expect(await tables(db())).toEqual(expect.arrayContaining(TABLES));
  });

  it('enforces constraints in the database itself', async () => {
    const q = (sql: string) => db().dataSource.query(sql);
    await expect(
      q(
        `INSERT INTO component (slug, kind, name, manufacturer, wattage, atx3) VALUES ('bad-psu', 'PSU', 'X', 'Y', -5, false)`,
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(
      q(
        `INSERT INTO component (slug, kind, name, manufacturer, price_usd, wattage, atx3) VALUES ('p', 'PSU', 'X', 'Y', -1, 500, false)`,
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(
      q(`INSERT INTO component (slug, kind, name, manufacturer) VALUES ('Not A Slug', 'PSU', 'X', 'Y')`),
    ).rejects.toThrow(/check constraint/);
    // A GPU row without its required GPU fields is refused.
    await expect(
      q(`INSERT INTO component (slug, kind, name, manufacturer) VALUES ('g', 'GPU', 'X', 'Y')`),
    ).rejects.toThrow(/gpu_fields/);
    await q(
      `INSERT INTO component (slug, kind, name, manufacturer, wattage, atx3) VALUES ('ok-psu', 'PSU', 'X', 'Y', 500, false)`,
    );
    await expect(
      q(
        `INSERT INTO component (slug, kind, name, manufacturer, wattage, atx3) VALUES ('ok-psu', 'PSU', 'X', 'Y', 600, false)`,
      ),
    ).rejects.toThrow(/unique/);
    // A benchmark must point at a GPU, not at a PSU.
    await q(`INSERT INTO source (key, title) VALUES ('s', 'S')`);
    await expect(
      q(`INSERT INTO benchmark (gpu_id, workload, metric, value, unit, source_id)
         SELECT c.id, 'w', 'm', 1, 'u', s.id FROM component c, source s WHERE c.slug = 'ok-psu'`),
    ).rejects.toThrow(/foreign key/);
    // A model with half a mixture-of-experts group (experts without the active count) is refused.
    const model = (extra: string, values: string) =>
      q(`INSERT INTO model (slug, name, family, maker, release_year, layers, hidden_size, attention_heads,
           kv_heads, head_dim, intermediate_size, vocab_size, tied_embeddings, max_context_tokens,
           hugging_face_repo${extra})
         VALUES ('m-1.5b', 'M', 'M', 'X', 2025, 2, 64, 4, 2, 16, 128, 1000, false, 4096, 'x/m'${values})`);
    await expect(model(', moe_experts', ', 8')).rejects.toThrow(/model_moe_complete/);
    await model('', '');
    // Source keys may keep a version's dot, as model config sources do.
    await q(`INSERT INTO source (key, title) VALUES ('hf-config-m-1.5b', 'M')`);
    await expect(q(`INSERT INTO source (key, title) VALUES ('Bad Key', 'B')`)).rejects.toThrow(
      /check constraint/,
    );
  });
});
