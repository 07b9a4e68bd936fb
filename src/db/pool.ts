import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { preparedStatementsOf } from './prepared-statements';

export type Row = Record<string, unknown>;

/** Where statements run: the pool, or one transaction's connection. */
export interface SqlClient {
  /** Runs one statement with positional parameters (`$1`, `$2`...) and returns its rows. */
  rows<R = Row>(text: string, values?: readonly unknown[]): Promise<R[]>;
}

/** The database as services, loaders and the catalog writers see it. */
export interface Db extends SqlClient {
  /** Runs `work` in one transaction: all of its statements commit, or none. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
}

/** SQLSTATE connection_does_not_exist: reported as SERVICE_UNAVAILABLE, like a lost connection. */
const NO_CONNECTION = '08003';

/**
 * The pg pool TypeORM opened for `dataSource` (same connections, statement timeout and
 * error codes), or null while it is not connected. TypeORM types the pool as `any`; this
 * is the one place that reads it. It is looked up per statement because a reconnect
 * after an outage (db/database.ts) replaces it.
 */
function poolOf(dataSource: DataSource): Pool | null {
  const master: unknown = (dataSource.driver as PostgresDriver | undefined)?.master;
  const pool = master as Partial<Pool> | undefined;
  return pool && typeof pool.query === 'function' ? (pool as Pool) : null;
}

/** The pool's connections now, for metrics; null while it is not connected. */
export function poolUsage(dataSource: DataSource): { total: number; idle: number; waiting: number } | null {
  const pool = poolOf(dataSource);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/**
 * A TypeORM transaction's statements, on its query runner (whose structured result is always
 * rows). For code that holds an EntityManager (the bench's bulk clone); services use `Db`.
 */
export function transactionClient(m: EntityManager): SqlClient {
  const runner = m.queryRunner;
  if (!runner) throw new Error('transactionClient: not inside a transaction');
  return {
    rows: async <R>(text: string, values?: readonly unknown[]) =>
      ((await runner.query(text, values ? [...values] : undefined, true)).records ?? []) as R[],
  };
}

const cache = new WeakMap<DataSource, Db>();

/**
 * The database of `dataSource`. Reads go straight to the pg pool: TypeORM's per-call query
 * runner costs about as much CPU as a loader's own work on the hot lookups (S1 profile).
 * They run as named statements, prepared once per connection (db/prepared-statements.ts).
 * Transactions go through TypeORM (connection handling and rollback on any error), and
 * migrations stay TypeORM's. When query logging is on (LOG_LEVEL=debug, the tests'
 * statement counters), every statement of both paths goes to the data source's logger.
 */
export function dbOf(dataSource: DataSource): Db {
  let db = cache.get(dataSource);
  if (db) return db;
  db = {
    async rows<R>(text: string, values?: readonly unknown[]): Promise<R[]> {
      const pool = poolOf(dataSource);
      if (!pool) {
        throw Object.assign(new Error('Connection is not established with the database'), {
          code: NO_CONNECTION,
        });
      }
      if (dataSource.options.logging) dataSource.logger.logQuery(text, values as unknown[]);
      const statements = preparedStatementsOf(dataSource);
      try {
        return (await pool.query(statements.query(text, values))).rows as R[];
      } catch (error) {
        // A named statement gone stale (its columns changed type, the session was reset)
        // says so before it runs anything: retire the name and run the text unnamed.
        if (!statements.retire(text, error)) throw error;
        return (await pool.query(text, values as unknown[])).rows as R[];
      }
    },
    transaction: (work) => dataSource.transaction((m) => work(transactionClient(m))),
  };
  cache.set(dataSource, db);
  return db;
}
