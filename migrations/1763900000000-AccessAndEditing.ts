import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys (stored only as SHA-256 hashes), the audit log of accepted changes, and
 * anonymous saved builds with unguessable ids.
 */
export class AccessAndEditing1763900000000 implements MigrationInterface {
  name = 'AccessAndEditing1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_key (
        id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name         text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
        role         text NOT NULL CHECK (role IN ('EDITOR', 'ADMIN')),
        key_hash     text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
        key_prefix   text NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        revoked_at   timestamptz,
        last_used_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE audit_log (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        api_key_id  integer REFERENCES api_key(id) ON DELETE SET NULL,
        actor       text NOT NULL,
        action      text NOT NULL CHECK (action IN ('CREATE', 'UPDATE', 'DELETE', 'IMPORT', 'KEY_CREATE', 'KEY_REVOKE')),
        entity      text NOT NULL,
        entity_key  text NOT NULL,
        before      jsonb,
        after       jsonb,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_key, id)`);
    await q.query(`
      CREATE TABLE saved_build (
        id          text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22,64}$'),
        name        text CHECK (length(name) <= 200),
        build       jsonb NOT NULL,
        report      jsonb NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    // Finds saved builds that use a component, so deleting it can be refused.
    await q.query(
      `CREATE INDEX saved_build_parts_idx ON saved_build USING gin ((build -> 'parts') jsonb_path_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS saved_build`);
    await q.query(`DROP TABLE IF EXISTS audit_log`);
    await q.query(`DROP TABLE IF EXISTS api_key`);
  }
}
