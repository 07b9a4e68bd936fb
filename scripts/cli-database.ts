import { loadConfig, loadEnvFile, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { EmbeddedPostgresError } from '../src/embedded-postgres/embedded-postgres-error';
import { createLogger, type Logger } from '../src/logger';

/**
 * Opens the configured database (embedded or DATABASE_URL) for a command-line task. Beside
 * a running server on the same data directory, it uses that server's embedded Postgres.
 */
export async function withCliDatabase<T>(
  task: (db: Database, config: Config, log: Logger) => Promise<T>,
): Promise<T> {
  loadEnvFile();
  const config = loadConfig();
  const log = createLogger({ logLevel: process.env.LOG_LEVEL ? config.logLevel : 'warn' });
  // Operator tools connect as the schema's owner (MIGRATION_DATABASE_URL, or the embedded superuser).
  const db = await openDatabase(config, log, {
    waitForConnection: true,
    attachToRunning: true,
    role: 'owner',
  });
  try {
    return await task(db, config, log);
  } finally {
    await db.close();
  }
}

/** One line for a failure, whatever was thrown (never "reading 'message' of undefined"). */
export function describeFailure(error: unknown): string {
  if (error instanceof EmbeddedPostgresError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
