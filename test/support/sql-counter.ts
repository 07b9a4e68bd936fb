import { CATALOG_VERSION_SQL } from '../../src/read-model/load-snapshot';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * The catalog version read: one tiny statement per cacheable request, made before the
 * response cache can answer (src/graphql/response-cache.plugin.ts). It reads no catalog
 * data, so it is counted apart: `statements` are the reads and writes of the data.
 */
const isVersionRead = (query: string) => query.trim() === CATALOG_VERSION_SQL;
/**
 * The HTTP layer's reload of the active API keys' hashes (ApiKeyVerifier), made before a
 * request's body is read to pick its rate-limit budget: bookkeeping, counted apart too.
 */
const KEY_SNAPSHOT = /^SELECT id, role, key_hash FROM api_key WHERE revoked_at IS NULL$/;

/** A TypeORM logger that counts the SQL statements sent to Postgres. */
export class SqlCounter implements TypeOrmLogger {
  statements: string[] = [];
  versionReads = 0;
  keySnapshots = 0;
  logQuery(query: string) {
    if (isVersionRead(query)) this.versionReads += 1;
    else if (KEY_SNAPSHOT.test(query.trim())) this.keySnapshots += 1;
    else this.statements.push(query);
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
  reset() {
    this.statements = [];
    this.versionReads = 0;
    this.keySnapshots = 0;
  }
  get count() {
    return this.statements.length;
  }
}
