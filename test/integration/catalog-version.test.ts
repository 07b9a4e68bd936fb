import { suiteDatabase } from '../support/database';

/**
 * The response cache and the in-memory rules data are only correct while every write to a
 * table a public read shows bumps the catalog version in the writer's transaction. That is
 * checked here against the live schema, not remembered: every public table carries the
 * `bump_catalog_version` trigger except the tables below, each with the reason no public
 * read depends on it. A new table fails this test until it gets the trigger or a reason.
 */
const NOT_CATALOG: Record<string, string> = {
  api_key: 'credentials: only the admin-only, uncached `apiKeys` query reads them',
  rate_limit:
    'request budgets of the shared rate-limit store (RATE_LIMIT_STORE=postgres); no query reads them',
  audit_log: 'the edit history: no query reads it',
  saved_build: '`savedBuild` is per id and not a cacheable root field; a saved build keeps its own report',
  migrations: "TypeORM's record of applied migrations",
  catalog_state: 'holds the version itself; the trigger updates it',
  search_vocabulary:
    'derived by triggers from guidance, use cases, models and components, whose writes bump already',
  search_corpus: 'derived like search_vocabulary, in the same statements',
  search_posting: 'derived by triggers from guidance, use cases and models, whose writes bump already',
};

/** pg_trigger.tgtype bits: ROW, BEFORE, INSERT, DELETE, UPDATE, TRUNCATE. */
const ROW = 1;
const BEFORE = 2;
const EVERY_WRITE = 4 | 8 | 16 | 32;

const db = suiteDatabase();
let tables: { name: string; bumps: boolean }[];
beforeAll(async () => {
  tables = await db().dataSource.query(
    `SELECT c.relname AS name, EXISTS (
       SELECT 1 FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE t.tgrelid = c.oid AND p.proname = 'bump_catalog_version' AND NOT t.tgisinternal
         AND t.tgtype & ${ROW | BEFORE} = 0 AND t.tgtype & ${EVERY_WRITE} = ${EVERY_WRITE}) AS bumps
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
     ORDER BY c.relname`,
  );
});

const version = async () =>
  Number((await db().dataSource.query(`SELECT version FROM catalog_state`))[0].version);

describe('catalog version', () => {
  it('every public table bumps it after any write, statement-level, unless listed as not catalog data', () => {
    const missing = tables.filter((t) => !t.bumps && !(t.name in NOT_CATALOG)).map((t) => t.name);
    expect(missing).toEqual([]);
    // The list holds no stale names and no table that has the trigger after all.
    const listed = tables.filter((t) => t.name in NOT_CATALOG);
    expect(listed.map((t) => t.name).sort()).toEqual(Object.keys(NOT_CATALOG).sort());
    expect(listed.filter((t) => t.bumps)).toEqual([]);
  });

  it('moves on a write to each catalog table, even one that matches no row', async () => {
    const catalog = tables.filter((t) => t.bumps).map((t) => t.name);
    expect(catalog).toContain('component');
    for (const table of catalog) {
      const before = await version();
      await db().dataSource.query(`DELETE FROM ${table} WHERE false`);
      expect({ table, moved: (await version()) - before }).toEqual({ table, moved: 1 });
    }
  });

  it('stays on writes to the tables that are not catalog data', async () => {
    const before = await version();
    for (const table of Object.keys(NOT_CATALOG).filter((t) => t !== 'catalog_state')) {
      await db().dataSource.query(`DELETE FROM ${table} WHERE false`);
    }
    expect(await version()).toBe(before);
  });
});
