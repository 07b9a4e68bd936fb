import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { createLogger } from '../src/logger';

/** Opens the configured database (embedded or DATABASE_URL) for a command-line task. */
export async function withCliDatabase<T>(task: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const log = createLogger({ logLevel: process.env.LOG_LEVEL ? config.logLevel : 'warn' });
  const db = await openDatabase(config, log, { waitForConnection: true });
  try {
    return await task(db);
  } finally {
    await db.close();
  }
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
