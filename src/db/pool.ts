import type { PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { preparedStatementsOf } from './prepared-statements';

export type Row = Record<string, unknown>;

/** Where statements run: the pool, or one transaction's connection. */
export interface SqlClient {
  /** Runs one statement with positional parameters (`$1`, `$2`...) and returns its rows. */
  rows<R = Row>(text: string, values?: readonly unknown[]): Promise<R[]>;
}

/** The database as services, the read model and the catalog writers see it. */
export interface Db extends SqlClient {
  /** Runs `work` in one transaction: all of its statements commit, or none. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
}

/** SQLSTATE connection_does_not_exist: reported as SERVICE_UNAVAILABLE, like a lost connection. */
const NO_CONNECTION = '08003';

/** A pooled pg client and the function that gives it back (a truthy argument discards it). */
type Lease = [client: PoolClient, release: (discard?: unknown) => void];

/**
 * A connection of the pool TypeORM opened for `dataSource` (same connections, statement
 * timeout and error codes), through the driver's public `obtainMasterConnection`; a
 * reconnect after an outage (db/database.ts) replaces the pool behind it. Not connected:
 * SQLSTATE 08003, reported as SERVICE_UNAVAILABLE like a lost connection.
 */
async function lease(dataSource: DataSource): Promise<Lease> {
  if (!dataSource.isInitialized) {
    throw Object.assign(new Error('Connection is not established with the database'), {
      code: NO_CONNECTION,
    });
  }
  return (await (dataSource.driver as PostgresDriver).obtainMasterConnection()) as Lease;
}

/** Errors after which a connection is not reused: the connection failed, not the statement. */
const isConnectionError = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || code.startsWith('08') || code.startsWith('57P')
  );
};

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
 * The database of `dataSource`. Statements run on a pooled connection of the driver, not
 * through TypeORM's per-call query runner (which would add its own bookkeeping per call).
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
      const [client, release] = await lease(dataSource);
      // A checked-out client that loses its connection emits 'error'; without a listener
      // that would be an uncaught exception (pg-pool listens only while a client is idle).
      let failure: unknown;
      const onError = (error: unknown) => {
        failure ??= error;
      };
      client.on('error', onError);
      if (dataSource.options.logging) dataSource.logger.logQuery(text, values as unknown[]);
      const statements = preparedStatementsOf(dataSource);
      try {
        return (await client.query(statements.query(text, values))).rows as R[];
      } catch (error) {
        // A named statement gone stale (its columns changed type, the session was reset)
        // says so before it runs anything: retire the name and run the text unnamed.
        if (!statements.retire(text, error)) {
          failure ??= error;
          throw error;
        }
        try {
          return (await client.query(text, values as unknown[])).rows as R[];
        } catch (retryError) {
          failure ??= retryError;
          throw retryError;
        }
      } finally {
        client.removeListener('error', onError);
        release(failure !== undefined && isConnectionError(failure) ? failure : undefined);
      }
    },
    transaction: (work) => dataSource.transaction((m) => work(transactionClient(m))),
  };
  cache.set(dataSource, db);
  return db;
}
