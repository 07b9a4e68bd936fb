import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A catalog version that the database bumps on every change to components or their
 * slots (statement-level triggers, so a bulk import bumps it once). Each replica keeps
 * the rules data (every part as facts) in memory and reloads it when the version it
 * read no longer matches: one tiny query per request instead of reading the catalog.
 */
export class CatalogVersion1764000000000 implements MigrationInterface {
  name = 'CatalogVersion1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalog_state (
        id      boolean PRIMARY KEY DEFAULT true CHECK (id),
        version bigint NOT NULL DEFAULT 1
      )`);
    await q.query(`INSERT INTO catalog_state (id, version) VALUES (true, 1)`);
    await q.query(`
      CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog_state SET version = version + 1;
        RETURN NULL;
      END $$`);
    for (const table of ['component', 'pcie_slot']) {
      await q.query(`
        CREATE TRIGGER ${table}_bumps_catalog_version
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['component', 'pcie_slot']) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_bumps_catalog_version ON ${table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS bump_catalog_version()`);
    await q.query(`DROP TABLE IF EXISTS catalog_state`);
  }
}
