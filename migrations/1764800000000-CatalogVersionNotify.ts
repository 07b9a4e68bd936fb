import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalog version's bump also notifies: every replica holds the catalog in memory per
 * version (src/read-model) and LISTENs on this channel instead of reading the version on
 * every request. Postgres delivers a notification when the writer's transaction commits, so
 * the version a replica hears of is already readable. The channel name is the read model's
 * CATALOG_VERSION_CHANNEL (src/read-model/version-listener.ts).
 */
export class CatalogVersionNotify1764800000000 implements MigrationInterface {
  name = 'CatalogVersionNotify1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        bumped bigint;
      BEGIN
        UPDATE catalog_state SET version = version + 1 RETURNING version INTO bumped;
        PERFORM pg_notify('rigbase_catalog_version', bumped::text);
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog_state SET version = version + 1;
        RETURN NULL;
      END $$`);
  }
}
