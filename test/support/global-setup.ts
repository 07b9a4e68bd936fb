import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../../src/db/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/embedded-postgres/embedded-postgres';
import { runSeeds } from '../../src/catalog/write/write-catalog';
import { dbOf } from '../../src/db/pool';
import { seedSet } from '../../seeds/data';
import { TEMPLATE_DB, adminUrlFor } from './test-env';
import { prepareBrowserTests } from '../e2e/support/prepare';
import { buildEntryPoints } from './build-entry-points';

declare global {
  var __RIGBASE_EMBEDDED__: EmbeddedDatabase | undefined;
  /** The embedded server's data directory, removed by the teardown. */
  var __RIGBASE_TEST_DATA_DIR__: string | undefined;
}

/**
 * Starts one real Postgres for the whole run (embedded, or DATABASE_URL's server) and
 * builds a migrated, seeded template database. Each test file clones the template
 * into its own database, so files never see each other's writes.
 */
export default async function globalSetup(): Promise<void> {
  // Postgres starts and the template fills in Postgres' own processes while this one
  // builds, so both go at once (about a second and a half less before the first test).
  await Promise.all([
    prepareDatabase(),
    (async () => {
      // Tests that run the real entry points (process shutdown, the MCP server) spawn the
      // compiled code; build it once here so they never race each other's builds.
      buildEntryPoints();
      // The browser tests (test/e2e): the planner page in dist/web, and Chromium unpacked.
      await prepareBrowserTests();
    })(),
  ]);
}

/** One real Postgres for the run and the migrated, seeded template database on it. */
async function prepareDatabase(): Promise<void> {
  let baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rigbase-test-'));
    // Below Linux's ephemeral range (32768-60999), which outgoing connections take ports from;
    // a range of its own per Node major (20: 10000-10999, 22: 12000-12999, 24: 14000-14999),
    // since CI runs the suites of two runtimes at once (scripts/test-runtimes.sh).
    const major = Number(process.versions.node.split('.')[0]);
    const port = 10000 + (major % 10) * 1000 + Math.floor(Math.random() * 1000);
    const embedded = await startEmbeddedPostgres({ dataDir, port, databaseName: 'rigbase' });
    globalThis.__RIGBASE_EMBEDDED__ = embedded;
    globalThis.__RIGBASE_TEST_DATA_DIR__ = dataDir;
    baseUrl = embedded.url;
  }
  const adminUrl = adminUrlFor(baseUrl);
  process.env.RIGBASE_TEST_ADMIN_URL = adminUrl;

  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Leftovers of an interrupted run (external server) must not break this one.
    const stale = await admin.query(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE 'rigbase_t\\_%'`,
      [TEMPLATE_DB],
    );
    for (const { datname } of stale.rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }

  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const db = createDataSource({
    url: url.toString(),
    statementTimeoutMs: 60000,
    connectTimeoutMs: 10000,
    poolSize: 2,
  });
  await db.initialize();
  try {
    await db.runMigrations({ transaction: 'each' });
    await runSeeds(dbOf(db), seedSet());
  } finally {
    await db.destroy();
  }
}
