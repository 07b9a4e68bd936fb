import { seedSet } from '../../seeds/data';
import { runSeeds } from '../../src/catalog/write/write-catalog';
import { dbOf } from '../../src/db/pool';
import type { SeedSet } from '../../seeds/types';
import { lastAnalyzed, suiteDatabase } from '../support/database';
import { fingerprint } from '../support/db-fingerprint';

describe('seed runner', () => {
  // A clone of the seeded template.
  const db = suiteDatabase();
  const analysed = () => lastAnalyzed(db().dataSource, 'component');

  it('is idempotent: a second run changes no row', async () => {
    const before = await fingerprint(db().dataSource);
    expect(Number(before.component.split(':')[0])).toBe(seedSet().components.length);
    const report = await runSeeds(dbOf(db().dataSource), seedSet());
    expect(report.changed).toBe(0);
    expect(await fingerprint(db().dataSource)).toEqual(before);
    expect(await analysed()).toBeNull();
  });

  it('updates a changed row in place (same id, version + 1)', async () => {
    // A fact, not a price: a changed price is a new dated observation (price-history.test.ts).
    const set = seedSet();
    const gpu = set.components.find((c) => c.slug === 'nvidia-geforce-rtx-3090')!;
    const [before] = await db().dataSource.query(
      `SELECT id, version, description FROM component WHERE slug = $1`,
      [gpu.slug],
    );
    const changed: SeedSet = {
      ...set,
      components: set.components.map((c) =>
        c === gpu ? { ...c, description: `${c.description} Edited.` } : c,
      ),
    };
    const report = await runSeeds(dbOf(db().dataSource), changed);
    expect(report.changed).toBe(1);
    // A run that changed rows refreshes the planner's statistics.
    expect(await analysed()).toBeInstanceOf(Date);
    const [after] = await db().dataSource.query(
      `SELECT id, version, description FROM component WHERE slug = $1`,
      [gpu.slug],
    );
    expect(after.id).toBe(before.id);
    expect(after.version).toBe(before.version + 1);
    expect(after.description).toBe(`${gpu.description} Edited.`);
    await runSeeds(dbOf(db().dataSource), set); // restore
  });

  it('writes all or nothing: an unknown source key rolls back the whole run', async () => {
    const set = seedSet();
    const before = await fingerprint(db().dataSource);
    const broken: SeedSet = {
      ...set,
      components: set.components.map((c, i) =>
        i === 0
          ? { ...c, name: `${c.name} (changed)` }
          : i === set.components.length - 1
            ? { ...c, sources: ['no-such-source'] }
            : c,
      ),
    };
    await expect(runSeeds(dbOf(db().dataSource), broken)).rejects.toThrow(/unknown source "no-such-source"/);
    expect(await fingerprint(db().dataSource)).toEqual(before);
  });

  it('has a fingerprint that moves with one changed value and returns when it is restored', async () => {
    // The tests above, and every "a refused write changed nothing", rest on this.
    const before = await fingerprint(db().dataSource);
    const [row] = await db().dataSource.query(`SELECT id, name FROM component ORDER BY id LIMIT 1`);
    await db().dataSource.query(`UPDATE component SET name = $2 WHERE id = $1`, [row.id, `${row.name}.`]);
    const changed = await fingerprint(db().dataSource);
    expect(changed.component).not.toEqual(before.component);
    expect({ ...changed, component: before.component }).toEqual(before);
    await db().dataSource.query(`UPDATE component SET name = $2 WHERE id = $1`, [row.id, row.name]);
    expect(await fingerprint(db().dataSource)).toEqual(before);
  });
});
