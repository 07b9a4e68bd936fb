import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** Runs one statement and returns its rows. */
export type RowsQuery = <R = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<R[]>;

/**
 * Statements on the data source's own pg pool (same connections, statement timeout and
 * error codes), without TypeORM's per-call query runner: the per-request loaders run on
 * every read, and the runner's acquire/release bookkeeping cost about as much CPU as the
 * loader's own work in the S1 profile. Writes and transactions stay on TypeORM.
 *
 * When query logging is on (LOG_LEVEL=debug, the tests' statement counters), each
 * statement still goes to the data source's logger, so counts and logs see every read.
 */
export function rowsQuery(db: DataSource): RowsQuery {
  const pool = (db.driver as PostgresDriver).master as Pool | undefined;
  if (!pool) return (text, values) => db.query(text, values);
  const logger = db.options.logging ? db.logger : null;
  return async <R>(text: string, values?: unknown[]) => {
    logger?.logQuery(text, values);
    return (await pool.query(text, values)).rows as R[];
  };
}
