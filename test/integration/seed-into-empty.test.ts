import { seedSet } from '../../seeds/data';
import { runSeeds, SEED_REF_ERRORS, writeCatalog } from '../../src/catalog/write/write-catalog';
import { dbOf } from '../../src/db/pool';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fingerprint } from '../support/db-fingerprint';

/**
 * Seeding a fresh database in a few set-based statements (write/into-empty.ts) leaves what
 * seeding it row by row leaves: every table's rows (ids, derived tables, search vocabulary
 * and postings included) and the sequences' next ids. Only the write times differ (two
 * databases seeded apart) and the catalog version, which counts write statements.
 */

/** When each row was written: the two databases are seeded a moment apart. */
const WRITE_TIMES = ['created_at', 'updated_at'];

/** The next id every identity sequence would give (a later insert's id). */
async function nextIds(db: TestDatabase): Promise<Record<string, string>> {
  const rows: { name: string; last: string | null }[] = await db.dataSource.query(
    `SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public'`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.last ?? 'unused']));
}

async function catalogVersion(db: TestDatabase): Promise<number> {
  const [{ version }] = await db.dataSource.query(`SELECT version::int AS version FROM catalog_state`);
  return version;
}

describe('seeding an empty database', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.drop()));
  });

  async function migrated(): Promise<TestDatabase> {
    const db = await createTestDatabase({ empty: true, poolSize: 2 });
    databases.push(db);
    await db.dataSource.runMigrations({ transaction: 'each' });
    return db;
  }

  it('in a few statements leaves the rows, ids and derived tables that row by row leaves', async () => {
    const [rowByRow, bulk] = [await migrated(), await migrated()];
    const start = await catalogVersion(bulk);
    const oneByOne = await dbOf(rowByRow.dataSource).transaction(
      async (tx) => (await writeCatalog(tx, seedSet(), { errors: SEED_REF_ERRORS })).report,
    );
    const report = await runSeeds(dbOf(bulk.dataSource), seedSet());

    expect(report).toEqual(oneByOne);
    const bulkPrint = await fingerprint(bulk.dataSource, { withoutColumns: WRITE_TIMES });
    expect(Number(bulkPrint.component.split(':')[0])).toBe(seedSet().components.length);
    expect(bulkPrint).toEqual(await fingerprint(rowByRow.dataSource, { withoutColumns: WRITE_TIMES }));
    expect(await nextIds(bulk)).toEqual(await nextIds(rowByRow));
    // The version moved (replicas reload), by fewer write statements than row by row.
    const version = await catalogVersion(bulk);
    expect(version).toBeGreaterThan(start);
    expect(version).toBeLessThan(await catalogVersion(rowByRow));
  }, 60_000);

  it('writes a set that names one row twice row by row, the later one winning, as before', async () => {
    const [rowByRow, bulk] = [await migrated(), await migrated()];
    const [first, other] = seedSet().sources;
    const set = { sources: [first, other, { ...first, title: `${first.title} (corrected)` }] };
    await dbOf(rowByRow.dataSource).transaction((tx) => writeCatalog(tx, set, { errors: SEED_REF_ERRORS }));
    const report = await dbOf(bulk.dataSource).transaction(
      async (tx) => (await writeCatalog(tx, set, { errors: SEED_REF_ERRORS, intoEmpty: true })).report,
    );
    expect(report.changed).toBe(3);
    const titles = await bulk.dataSource.query(`SELECT key, title FROM source ORDER BY id`);
    expect(titles).toEqual([
      { key: first.key, title: `${first.title} (corrected)` },
      { key: other.key, title: other.title },
    ]);
    expect(await fingerprint(bulk.dataSource, { withoutColumns: WRITE_TIMES })).toEqual(
      await fingerprint(rowByRow.dataSource, { withoutColumns: WRITE_TIMES }),
    );
  }, 60_000);

  it('a second run over the seeded tables goes row by row and changes nothing', async () => {
    const db = databases[1];
    const before = await fingerprint(db.dataSource);
    const version = await catalogVersion(db);
    const report = await runSeeds(dbOf(db.dataSource), seedSet());
    expect(report.changed).toBe(0);
    expect(await fingerprint(db.dataSource)).toEqual(before);
    // Row by row: each row's lookup-and-compare statement moved the version.
    expect(await catalogVersion(db)).toBeGreaterThan(version + seedSet().components.length);
  }, 60_000);
});
