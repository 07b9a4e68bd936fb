import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../embedded-postgres/embedded-postgres';

export interface Database {
  dataSource: DataSource;
  /** Set when we started the embedded server ourselves. */
  embedded: EmbeddedDatabase | null;
  /** True once connected and prepared (migrated, seeded); stays true through later outages. */
  readonly connected: boolean;
  /** Resolves when the first connection and preparation succeed. */
  readonly whenConnected: Promise<void>;
  /** Whether the database answers a trivial query right now. */
  ping(): Promise<boolean>;
  /** Stops retrying, closes the pool, then stops the embedded server if we own it. */
  close(): Promise<void>;
}

/** Where the schema's owner connects, and as whom the service connects, for migrations and grants. */
export interface DatabaseRoles {
  /** The connection string migrations and seeding use: the owner of the schema. */
  migrationUrl: string;
  /** The role the service's own pool logs in as. */
  appRole: string;
}

export interface OpenOptions {
  sqlLogger?: TypeOrmLogger;
  /** Runs once after the first successful connection (migrations, seeding). */
  onConnected?: (dataSource: DataSource, roles: DatabaseRoles) => Promise<void>;
  /**
   * `app` (the service): the least-privileged role (the embedded cluster's APP_ROLE, or
   * DATABASE_URL's); `owner` (command-line tools): the role migrations run as.
   */
  role?: 'app' | 'owner';
  /** Wait for the first connection (CLI tools) instead of retrying in the background (the service). */
  waitForConnection?: boolean;
  /**
   * Use the embedded Postgres a running rigbase started on the same data directory
   * instead of refusing to start a second one (CLI tools such as `npm run apikey`).
   */
  attachToRunning?: boolean;
}

/** How long closing the pool may take (a dead server must not hold up shutdown). */
const CLOSE_POOL_TIMEOUT_MS = 3_000;

/** How long a readiness ping may take before we call the database unavailable. */
const PING_TIMEOUT_MS = 1000;
/** Retry backoff while the database is down at start: quick at first, then every 10 s. */
const RETRY_INITIAL_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * Connects to DATABASE_URL, or starts the embedded Postgres when none is set. A database
 * that is down at start does not stop the service: it keeps retrying in the background
 * (readiness reports 503 meanwhile) and prepares the schema once it answers.
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  options: OpenOptions = {},
): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  let migrationUrl = config.migrationDatabaseUrl ?? url;
  if (!url) {
    log.info({ dataDir: config.dataDir, port: config.embeddedPgPort }, 'starting embedded Postgres');
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (message) => log.debug({ postgres: message }),
      logger: log,
      attach: options.attachToRunning,
    });
    url = embedded.appUrl;
    migrationUrl = embedded.url;
  }
  if (options.role === 'owner') url = migrationUrl!;
  const roles: DatabaseRoles = {
    migrationUrl: migrationUrl!,
    appRole: decodeURIComponent(new URL(url).username),
  };
  const dataSource = createDataSource({
    url,
    statementTimeoutMs: config.statementTimeoutMs,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    poolSize: config.dbPoolSize,
    preparedStatements: config.dbPreparedStatements,
    anonymousStatementTimeoutMs: config.anonymousStatementTimeoutMs,
    connectionsPerClient: config.dbConnectionsPerClient,
    logger: options.sqlLogger,
  });

  let connected = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let signalConnected!: () => void;
  let signalFailed!: (error: unknown) => void;
  const whenConnected = new Promise<void>((resolve, reject) => {
    signalConnected = resolve;
    signalFailed = reject;
  });
  whenConnected.catch(() => undefined);

  const attempt = async (delayMs: number): Promise<void> => {
    if (closed) return;
    let reached = false;
    try {
      await dataSource.initialize();
      reached = true;
      await options.onConnected?.(dataSource, roles);
      connected = true;
      log.info('database connected and prepared');
      signalConnected();
    } catch (error) {
      // A failed initialise leaves a pool with no live clients behind; close it.
      const driver = dataSource.driver as unknown as { master?: { end(): Promise<void> } };
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      else await driver.master?.end().catch(() => undefined);
      if (options.waitForConnection) {
        signalFailed(error);
        return;
      }
      // Reached but not prepared (a migration or the seed failed) is not an outage: say so.
      log.warn(
        { err: (error as Error).message, retryInMs: delayMs },
        reached
          ? 'preparing the database (migrations, seeding) failed; retrying'
          : 'database not available yet; retrying',
      );
      retryTimer = setTimeout(() => void attempt(Math.min(delayMs * 2, RETRY_MAX_MS)), delayMs);
    }
  };
  const first = attempt(RETRY_INITIAL_MS);
  if (options.waitForConnection) {
    await first;
    try {
      await whenConnected;
    } catch (error) {
      await embedded?.stop();
      throw error;
    }
  }

  return {
    dataSource,
    embedded,
    get connected() {
      return connected;
    },
    whenConnected,
    async ping() {
      // While the supervisor restarts a crashed embedded server, the answer is known.
      if (!connected || (embedded && embedded.state !== 'running')) return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      });
      const query = dataSource
        .query('SELECT 1')
        .then(() => true)
        .catch(() => false);
      const ok = await Promise.race([query, timeout]);
      clearTimeout(timer);
      return ok;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      if (dataSource.isInitialized) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_POOL_TIMEOUT_MS)));
        await Promise.race([dataSource.destroy().catch(() => undefined), timeout]);
        clearTimeout(timer);
      }
      await embedded?.stop();
    },
  };
}
