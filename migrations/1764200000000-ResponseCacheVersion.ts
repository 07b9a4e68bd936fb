import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every table a public read can show bumps the catalog version, not only components and
 * slots: the API caches whole responses per catalog version (response-cache.plugin.ts),
 * so a new source, benchmark, offer, guidance entry, use case, link or synonym must move
 * it too. The bump is an UPDATE of the one catalog_state row, so the new version becomes
 * visible at the writer's commit, together with the data it stands for (a sequence would
 * be visible before the commit, and a reader could cache the old data under the new
 * version for good).
 */
const TABLES = [
  'source',
  'component_source',
  'benchmark',
  'cloud_offering',
  'use_case',
  'use_case_source',
  'guidance',
  'guidance_source',
  'guidance_use_case',
  'guidance_component',
  'search_synonym',
];

export class ResponseCacheVersion1764200000000 implements MigrationInterface {
  name = 'ResponseCacheVersion1764200000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_bumps_catalog_version
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_bumps_catalog_version ON ${table}`);
    }
  }
}
