import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

export interface Database {
  dataSource: DataSource;
  /** Set when we started the embedded server ourselves. */
  embedded: EmbeddedDatabase | null;
  /** Whether the database answers a trivial query right now. */
  ping(): Promise<boolean>;
  /** Closes the pool, then stops the embedded server if we own it. */
  close(): Promise<void>;
}

/** How long a readiness ping may take before we call the database unavailable. */
const PING_TIMEOUT_MS = 1000;

/**
 * Connects to DATABASE_URL, or starts the embedded Postgres when none is set, and
 * returns an initialised data source (migrations are run separately).
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  options: { sqlLogger?: TypeOrmLogger } = {},
): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    log.info({ dataDir: config.dataDir, port: config.embeddedPgPort }, 'starting embedded Postgres');
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (message) => log.debug({ postgres: message }),
    });
    url = embedded.url;
  }
  const dataSource = createDataSource({
    url,
    statementTimeoutMs: config.statementTimeoutMs,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    poolSize: config.dbPoolSize,
    logger: options.sqlLogger,
  });
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.stop();
    throw error;
  }

  return {
    dataSource,
    embedded,
    async ping() {
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
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
