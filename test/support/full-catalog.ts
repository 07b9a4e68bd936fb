import { importBuildcores } from '../../src/catalog/import-datasets';
import { dbOf } from '../../src/db/pool';
import { connectTo, createTestDatabase, withAdmin, type TestDatabase } from './database';
import { forSuite } from './suite';
import { FULL_TEMPLATE_DB, TEMPLATE_DB } from './test-env';

/**
 * The seeded template plus the open datasets (data/datasets), built once per run by the
 * first test file that asks for it and cloned by every such file after it. The default
 * template stays hand-seeded only, so the suite's other files do not pay for 26,000 rows.
 * The global setup drops it with the other `rigbase_t_` databases of an earlier run.
 */
const BUILDING_DB = 'rigbase_t_full_building';

async function buildFullTemplate(): Promise<void> {
  await withAdmin(async (admin) => {
    // One builder at a time; the others wait and then find it built.
    await admin.query(`SELECT pg_advisory_lock(hashtext($1))`, [FULL_TEMPLATE_DB]);
    try {
      const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [
        FULL_TEMPLATE_DB,
      ]);
      if (rowCount) return;
      await admin.query(`DROP DATABASE IF EXISTS ${BUILDING_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${BUILDING_DB} TEMPLATE ${TEMPLATE_DB}`);
      const dataSource = await connectTo(BUILDING_DB, { statementTimeoutMs: 300_000, poolSize: 2 });
      try {
        const report = await importBuildcores(dbOf(dataSource), { skipInvalid: true });
        if (!report.written) throw new Error('the full test catalog was not written');
      } finally {
        await dataSource.destroy();
      }
      // Renamed only once complete: a half-built catalog is never cloned.
      await admin.query(`ALTER DATABASE ${BUILDING_DB} RENAME TO ${FULL_TEMPLATE_DB}`);
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext($1))`, [FULL_TEMPLATE_DB]);
    }
  });
}

/** How long a start that may have to build the full template first is given. */
export const FULL_CATALOG_START_MS = 300_000;

/** A private clone of the full catalog (hand seeds + every dataset row) for one test file. */
export async function createFullCatalogDatabase(
  options: Omit<Parameters<typeof createTestDatabase>[0] & object, 'template' | 'empty'> = {},
): Promise<TestDatabase> {
  await buildFullTemplate();
  return createTestDatabase({ ...options, template: FULL_TEMPLATE_DB });
}

/** A clone of the full catalog for the tests of the enclosing describe block (see `forSuite`). */
export function suiteFullCatalogDatabase(): () => TestDatabase {
  return forSuite(
    () => createFullCatalogDatabase(),
    (db) => db.drop(),
    { timeoutMs: FULL_CATALOG_START_MS },
  );
}
