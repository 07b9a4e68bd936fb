import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client, type QueryResultRow } from 'pg';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { loadConfig } from '../src/config';
import { createDataSource } from '../src/db/data-source';
import { startEmbeddedPostgres } from '../src/embedded-postgres/embedded-postgres';
import { migrations } from '../migrations';
import { runSeeds, type SeedReport } from '../src/catalog/write/write-catalog';
import { dbOf } from '../src/db/pool';
import { seedSet } from '../seeds/data';
import { importBuildcores } from '../src/catalog/import-datasets';
import { projectRoot } from '../src/graphql/schema';

/** The seeded 1 x catalog the bench reads; never the dev database `rigbase`. */
export const BENCH_DB_X1 = 'rigbase_bench_x1';
/** Role the embedded server is initialised with (src/embedded-postgres/embedded-postgres.ts). */
const EMBEDDED_USER = 'rigbase';
/** Generous: seeding and the scale generator run long statements. */
const BENCH_STATEMENT_TIMEOUT_MS = 600_000;
const BENCH_CONNECT_TIMEOUT_MS = 10_000;

export function benchDatabaseName(scale: number): string {
  return scale === 1 ? BENCH_DB_X1 : `rigbase_bench_x${scale}`;
}

/** The Postgres server the bench uses, and how it got it. */
export interface BenchPostgres {
  /** `external` (DATABASE_URL), `started` (we own the embedded server) or `reused` (already up). */
  origin: 'external' | 'started' | 'reused';
  /** Server version as SHOW server_version reports it. */
  version: string;
  urlFor(database: string): string;
  /**
   * Runs one statement on the server's maintenance database, on the one connection the
   * bench keeps there for its whole run (creating, dropping and labelling databases).
   */
  admin<R extends QueryResultRow = QueryResultRow>(sql: string, values?: unknown[]): Promise<R[]>;
  /** Closes that connection; stops the embedded server if this process started it. */
  stop(): Promise<void>;
}

async function tryConnect(url: string): Promise<Client | null> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => undefined);
    return null;
  }
}

/**
 * DATABASE_URL's server when set; else the embedded dev server (.data/, EMBEDDED_PG_PORT):
 * reused when `npm start` already runs it, started (and later stopped) otherwise.
 */
export async function openBenchPostgres(): Promise<BenchPostgres> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  let adminUrl: string;
  let origin: BenchPostgres['origin'];
  let stop = async () => undefined as void;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    url.pathname = '/postgres';
    adminUrl = url.toString();
    origin = 'external';
  } else {
    const passwordFile = path.join(config.dataDir, 'pg-password');
    const password = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : '';
    adminUrl = `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/postgres`;
    const running = password ? await tryConnect(adminUrl) : null;
    if (running) {
      await running.end();
      origin = 'reused';
    } else {
      const embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        databaseName: 'postgres',
      });
      adminUrl = embedded.url;
      origin = 'started';
      stop = () => embedded.stop();
    }
  }
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
  return {
    origin,
    version: rows[0].server_version,
    urlFor(database) {
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      return url.toString();
    },
    admin: async <R extends QueryResultRow>(sql: string, values?: unknown[]) =>
      (await admin.query<R>(sql, values)).rows,
    async stop() {
      await admin.end();
      await stop();
    },
  };
}

function checkedName(name: string): string {
  // Identifiers cannot be bound; only our own bench names get here.
  if (!/^rigbase_bench_(x\d+|full)$/.test(name)) throw new Error(`refusing to touch database ${name}`);
  return name;
}

export async function databaseExists(pg: BenchPostgres, name: string): Promise<boolean> {
  return (await pg.admin('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0;
}

export async function createDatabase(pg: BenchPostgres, name: string): Promise<void> {
  await pg.admin(`CREATE DATABASE ${checkedName(name)}`);
}

export async function dropDatabase(pg: BenchPostgres, name: string): Promise<void> {
  await pg.admin(`DROP DATABASE IF EXISTS ${checkedName(name)} WITH (FORCE)`);
}

/** A TypeORM data source on a bench database (pool of `poolSize`), initialised. */
export async function benchDataSource(
  pg: BenchPostgres,
  name: string,
  options: { poolSize?: number; logger?: TypeOrmLogger } = {},
): Promise<DataSource> {
  const dataSource = createDataSource({
    url: pg.urlFor(checkedName(name)),
    statementTimeoutMs: BENCH_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: BENCH_CONNECT_TIMEOUT_MS,
    poolSize: options.poolSize ?? 2,
    logger: options.logger,
    applicationName: 'rigbase-bench',
  });
  await dataSource.initialize();
  return dataSource;
}

/**
 * What a bench database was built from: the seed data, the migrations and `extra` (the
 * generator and scale). Kept as the database's comment, so an unchanged catalog is
 * reused instead of rebuilt.
 */
export function catalogMarker(extra: string): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(seedSet()))
    .update(migrations.map((m) => m.name).join(','))
    .update(extra);
  return `rigbase-bench ${hash.digest('hex').slice(0, 24)}`;
}

export async function readMarker(pg: BenchPostgres, name: string): Promise<string | null> {
  const rows = await pg.admin<{ marker: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS marker FROM pg_database WHERE datname = $1`,
    [name],
  );
  return rows[0]?.marker ?? null;
}

export async function writeMarker(pg: BenchPostgres, name: string, marker: string): Promise<void> {
  await pg.admin(`COMMENT ON DATABASE ${checkedName(name)} IS '${marker}'`);
}

export interface PreparedDatabase {
  name: string;
  /** True when the database already held this exact catalog. */
  reused: boolean;
  seed: SeedReport | null;
  seedMs: number | null;
}

/**
 * Creates, migrates and seeds the 1 x bench database with the seed runner, unless it
 * already holds the current seed data (see catalogMarker) and `fresh` is not set.
 */
export async function prepareX1(pg: BenchPostgres, fresh: boolean): Promise<PreparedDatabase> {
  const marker = catalogMarker('x1');
  if (!fresh && (await readMarker(pg, BENCH_DB_X1)) === marker) {
    return { name: BENCH_DB_X1, reused: true, seed: null, seedMs: null };
  }
  await dropDatabase(pg, BENCH_DB_X1);
  await createDatabase(pg, BENCH_DB_X1);
  const db = await benchDataSource(pg, BENCH_DB_X1);
  try {
    await db.runMigrations({ transaction: 'each' });
    const started = performance.now();
    const seed = await runSeeds(dbOf(db), seedSet());
    const seedMs = performance.now() - started;
    await db.query('VACUUM ANALYZE');
    await writeMarker(pg, BENCH_DB_X1, marker);
    return { name: BENCH_DB_X1, reused: false, seed, seedMs };
  } finally {
    await db.destroy();
  }
}

/** The 1 x catalog plus every open dataset's rows, as a fresh `npm start` builds it. */
export const BENCH_DB_FULL = 'rigbase_bench_full';

/**
 * `--catalog full`: a clone of the 1 x bench database into which the open datasets are
 * imported (importBuildcores, as the first `npm start` does with SEED_DATASETS): the catalog
 * people get, about a hundred times the hand-entered seeds. Reused while the seeds,
 * migrations and the datasets' snapshot (data/datasets/SNAPSHOT.md) are unchanged.
 */
export async function prepareFull(pg: BenchPostgres, fresh: boolean): Promise<PreparedDatabase> {
  const snapshot = readFileSync(path.join(projectRoot(), 'data', 'datasets', 'SNAPSHOT.md'), 'utf8');
  const marker = catalogMarker(`full ${createHash('sha256').update(snapshot).digest('hex')}`);
  if (!fresh && (await readMarker(pg, BENCH_DB_FULL)) === marker) {
    return { name: BENCH_DB_FULL, reused: true, seed: null, seedMs: null };
  }
  await prepareX1(pg, fresh);
  await dropDatabase(pg, BENCH_DB_FULL);
  await pg.admin(`CREATE DATABASE ${checkedName(BENCH_DB_FULL)} TEMPLATE ${checkedName(BENCH_DB_X1)}`);
  const db = await benchDataSource(pg, BENCH_DB_FULL);
  try {
    const started = performance.now();
    const report = await importBuildcores(dbOf(db), { skipInvalid: true });
    if (!report.written) throw new Error('the open datasets were not imported');
    const seedMs = performance.now() - started;
    await db.query('VACUUM ANALYZE');
    await writeMarker(pg, BENCH_DB_FULL, marker);
    return { name: BENCH_DB_FULL, reused: false, seed: null, seedMs };
  } finally {
    await db.destroy();
  }
}

/**
 * The bench databases a search tool runs on (`--catalog seeds|full|both`), prepared (built on
 * first use, reused after), each with the label its report names it by.
 */
export async function searchCatalogs(
  pg: BenchPostgres,
  catalog: string,
): Promise<{ label: 'seeds' | 'full catalog'; prepared: PreparedDatabase }[]> {
  const databases: { label: 'seeds' | 'full catalog'; prepared: PreparedDatabase }[] = [];
  if (catalog !== 'full') databases.push({ label: 'seeds', prepared: await prepareX1(pg, false) });
  if (catalog !== 'seeds') databases.push({ label: 'full catalog', prepared: await prepareFull(pg, false) });
  return databases;
}
