import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { createDataSource } from '../../src/db/data-source';
import { forSuite } from './suite';
import { TEMPLATE_DB, adminUrl } from './test-env';

export interface TestDatabase {
  url: string;
  name: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

export async function withAdmin<T>(fn: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the test server. */
function urlOf(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** An initialised data source on database `name` of the test server. */
export async function connectTo(
  name: string,
  options: { statementTimeoutMs: number; poolSize: number; logger?: TypeOrmLogger },
): Promise<DataSource> {
  const dataSource = createDataSource({ url: urlOf(name), connectTimeoutMs: 5000, ...options });
  await dataSource.initialize();
  return dataSource;
}

/**
 * A private database for one test file: a clone of the seeded template (or of `template`,
 * e.g. the full catalog's), or an empty database when `empty` (for migration tests).
 */
export async function createTestDatabase(
  options: { empty?: boolean; template?: string; sqlLogger?: TypeOrmLogger; poolSize?: number } = {},
): Promise<TestDatabase> {
  const name = `rigbase_t_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) =>
    admin.query(
      options.empty
        ? `CREATE DATABASE ${name}`
        : `CREATE DATABASE ${name} TEMPLATE ${options.template ?? TEMPLATE_DB}`,
    ),
  );
  const dataSource = await connectTo(name, {
    statementTimeoutMs: 30000,
    poolSize: options.poolSize ?? 5,
    logger: options.sqlLogger,
  });
  return {
    url: urlOf(name),
    name,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A private database for the tests of the enclosing describe block (see `forSuite`), or a
 * fresh one for each test with `perTest`.
 */
export function suiteDatabase(
  options: Parameters<typeof createTestDatabase>[0] & { perTest?: boolean } = {},
): () => TestDatabase {
  const { perTest, ...database } = options;
  return forSuite(
    () => createTestDatabase(database),
    (db) => db.drop(),
    { perTest },
  );
}

/**
 * When `table` was last analysed by a command (ANALYZE), or null: autovacuum's own analyses
 * are counted apart (last_autoanalyze), and a cloned database starts with none.
 */
export async function lastAnalyzed(db: DataSource, table: string): Promise<Date | null> {
  const [row] = await db.query(`SELECT last_analyze FROM pg_stat_user_tables WHERE relname = $1`, [table]);
  return row?.last_analyze ?? null;
}
