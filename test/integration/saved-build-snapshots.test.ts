import { suiteDatabase, type TestDatabase } from '../support/database';

const MIGRATION = 'SavedBuildSnapshots1764450000000';

/** Names of the applied migrations, newest last. */
async function applied(db: TestDatabase): Promise<string[]> {
  const rows: { name: string }[] = await db.dataSource.query(`SELECT name FROM migrations ORDER BY id`);
  return rows.map((r) => r.name);
}

describe('saved-build snapshots migration', () => {
  const db = suiteDatabase();

  it('gives builds saved before it a snapshot of each line from the catalog, and reverts cleanly', async () => {
    while ((await applied(db())).includes(MIGRATION))
      await db().dataSource.undoLastMigration({ transaction: 'each' });
    // A build as the old code saved it: slug and quantity only, one slug no longer known.
    const legacy = {
      parts: [
        { slug: 'nvidia-geforce-rtx-3090', quantity: 2 },
        { slug: 'a-part-retired-long-ago', quantity: 1 },
      ],
      mains: null,
    };
    await db().dataSource.query(
      `INSERT INTO saved_build (id, name, build, report) VALUES ($1, NULL, $2, '{}')`,
      ['legacyLegacyLegacyLegacy', legacy],
    );

    await db().dataSource.runMigrations({ transaction: 'each' });
    const [{ build }] = await db().dataSource.query(`SELECT build FROM saved_build WHERE id = $1`, [
      'legacyLegacyLegacyLegacy',
    ]);
    const [card] = await db().dataSource.query(
      `SELECT kind, name, manufacturer, price_usd, used_price_usd FROM component WHERE slug = 'nvidia-geforce-rtx-3090'`,
    );
    expect(build.parts).toEqual([
      {
        slug: 'nvidia-geforce-rtx-3090',
        quantity: 2,
        kind: card.kind,
        name: card.name,
        manufacturer: card.manufacturer,
        priceUsd: card.price_usd,
        usedPriceUsd: card.used_price_usd,
      },
      { slug: 'a-part-retired-long-ago', quantity: 1 },
    ]);
    expect(build.mains).toBeNull();

    while ((await applied(db())).includes(MIGRATION))
      await db().dataSource.undoLastMigration({ transaction: 'each' });
    const [{ build: reverted }] = await db().dataSource.query(`SELECT build FROM saved_build WHERE id = $1`, [
      'legacyLegacyLegacyLegacy',
    ]);
    expect(reverted.parts).toEqual(legacy.parts);
  });
});
