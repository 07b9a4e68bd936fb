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

export interface OpenOptions {
  sqlLogger?: TypeOrmLogger;
  /** Runs once after the first successful connection (migrations, seeding). */
  onConnected?: (dataSource: DataSource) => Promise<void>;
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
  if (!url) {
    log.info({ dataDir: config.dataDir, port: config.embeddedPgPort }, 'starting embedded Postgres');
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (message) => log.debug({ postgres: message }),
      logger: log,
      attach: options.attachToRunning,
    });
    url = embedded.url;
  }
  const dataSource = createDataSource({
    url,
    statementTimeoutMs: config.statementTimeoutMs,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    poolSize: config.dbPoolSize,
    preparedStatements: config.dbPreparedStatements,
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
    try {
      await dataSource.initialize();
      await options.onConnected?.(dataSource);
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
      log.warn({ err: (error as Error).message, retryInMs: delayMs }, 'database not available yet; retrying');
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
