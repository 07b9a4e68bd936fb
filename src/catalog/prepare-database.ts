import type { DataSource } from 'typeorm';
import { dbOf } from '../db/pool';
import type { Logger } from '../logger';
import { createDataSource } from '../db/data-source';
import type { DatabaseRoles } from '../db/database';
import { formatImportReport, importBuildcores } from './import-datasets';
import type { SeedSet } from './seed-set';
import { runSeeds } from './write/write-catalog';

/**
 * The advisory lock migrations and seeding run under: two replicas started together on
 * one empty database take turns, and the second finds the schema migrated and the catalog
 * seeded. A constant of our own ("rigbase" in ASCII), unlikely to meet another
 * application's lock on the same database.
 */
export const PREPARE_LOCK_KEY = BigInt('0x72696762617365').toString();

/** A migration connection's statements may run this long (seeding imports the open datasets). */
const MIGRATION_STATEMENT_TIMEOUT_MS = 10 * 60_000;
/** Connections the migration data source opens: the lock's, the migration runner's, one for seeding. */
const MIGRATION_POOL_SIZE = 3;
/** Connect timeout of the migration data source. */
const MIGRATION_CONNECT_TIMEOUT_MS = 10_000;

export interface PrepareOptions {
  /** The seed set (seeds/data, handed in by the process entry); null: never seed. */
  seeds: (() => SeedSet) | null;
  datasets?: boolean;
  /**
   * Migrate and seed through this connection string (the schema's owner); the data
   * source's own URL when absent. Either way on a short-lived pool of its own.
   */
  migrationUrl?: string;
  /** The service's role, granted row access to every table afterwards (unless it is the migrating role). */
  grantTo?: string;
}

/** The PrepareOptions that migrate as `roles.migrationUrl` and grant `roles.appRole` its rows. */
export function asRoles(roles: DatabaseRoles): Pick<PrepareOptions, 'migrationUrl' | 'grantTo'> {
  return { migrationUrl: roles.migrationUrl, grantTo: roles.appRole };
}

/** Runs `work` while holding the prepare lock on one of `db`'s connections. */
async function underPrepareLock<T>(db: DataSource, log: Logger, work: () => Promise<T>): Promise<T> {
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
      PREPARE_LOCK_KEY,
    ])) as { locked: boolean }[];
    if (!locked) {
      log.info('another process is migrating or seeding this database; waiting for it');
      // However long the other one takes: not subject to the statement timeout.
      await runner.query('SET statement_timeout = 0');
      await runner.query('SELECT pg_advisory_lock($1::bigint)', [PREPARE_LOCK_KEY]);
      await runner.query('RESET statement_timeout');
    }
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1::bigint)', [PREPARE_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Row access for the service's role on everything migrations made, and nothing more: no
 * DDL, no TRUNCATE, no writes to the migrations table. Run after every migration, so
 * tables a new migration adds are covered. Identifiers are quoted by Postgres itself.
 */
async function grantRowAccess(db: DataSource, appRole: string, log: Logger): Promise<void> {
  const [{ current }] = (await db.query('SELECT current_user AS current')) as { current: string }[];
  if (current === appRole) return;
  const [exists] = (await db.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [appRole])) as unknown[];
  if (!exists) {
    log.warn({ appRole }, 'the service role does not exist; no rights granted');
    return;
  }
  const [{ role }] = (await db.query('SELECT quote_ident($1) AS role', [appRole])) as { role: string }[];
  await db.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
  await db.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
  await db.query(`REVOKE INSERT, UPDATE, DELETE ON TABLE migrations FROM ${role}`);
  await db.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
  await db.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${role}`);
}

/**
 * Runs pending migrations, then seeds the catalog with `seeds` when it is empty and, with `datasets`,
 * imports the open datasets into it (the full catalog on a fresh machine), all under the
 * prepare lock. Rows the datasets have that fail validation are skipped on this path and
 * counted per reason in the log; `npm run import:datasets` refuses them unless told to skip
 * them. Later starts find the catalog filled and reuse it.
 */
export async function prepareDatabase(db: DataSource, log: Logger, options: PrepareOptions): Promise<void> {
  const url = options.migrationUrl ?? (db.options as { url?: string }).url;
  const prepare = async (target: DataSource) =>
    underPrepareLock(target, log, async () => {
      await migrateAndSeed(target, log, options);
      if (options.grantTo) await grantRowAccess(target, options.grantTo, log);
    });
  if (!url) return prepare(db);
  // A pool of its own: the schema owner's role, and statement times for migrations and
  // bulk seeding rather than the service's per-request ones.
  const owner = createDataSource({
    url,
    statementTimeoutMs: MIGRATION_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: MIGRATION_CONNECT_TIMEOUT_MS,
    poolSize: MIGRATION_POOL_SIZE,
    applicationName: 'rigbase-migrate',
  });
  await owner.initialize();
  try {
    await prepare(owner);
  } finally {
    await owner.destroy();
  }
}

async function migrateAndSeed(db: DataSource, log: Logger, options: PrepareOptions): Promise<void> {
  const applied = await db.runMigrations({ transaction: 'each' });
  if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  if (!options.seeds) return;
  const sql = dbOf(db);
  const [{ count }] = await sql.rows<{ count: number }>('SELECT count(*)::int AS count FROM component');
  if (count > 0) return;
  const report = await runSeeds(sql, options.seeds());
  log.info({ seeded: report }, 'seeded the empty database');
  if (!options.datasets) return;
  const imported = await importBuildcores(sql, { skipInvalid: true });
  log.info(
    {
      ms: imported.ms,
      categories: Object.fromEntries(imported.categories.map((c) => [c.category, c.inserted + c.merged])),
      skippedByReason: imported.rejectedByReason,
      cardsLinked: imported.cards.linked,
      cardsUnlinked: imported.cards.unlinked,
    },
    'imported the open datasets (npm run import:datasets prints the full report)',
  );
  log.debug(formatImportReport(imported));
}
