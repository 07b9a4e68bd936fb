import 'reflect-metadata';
import { types } from 'pg';
import { DataSource } from 'typeorm';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { migrations } from '../../migrations';
import { configurePool } from './pool';
import { preparedStatementsOf } from './prepared-statements';

// `date` columns (cloud offering asOf) stay ISO strings: converting them to a JS Date
// at local midnight would shift them by the server's time zone.
const PG_DATE_OID = 1082;
types.setTypeParser(PG_DATE_OID, (value: string) => value);
// bigint counts (count(*)) fit in a JS number for any catalog we will hold.
const PG_INT8_OID = 20;
types.setTypeParser(PG_INT8_OID, (value: string) => Number(value));

export interface DataSourceOptions {
  url: string;
  statementTimeoutMs: number;
  connectTimeoutMs: number;
  poolSize: number;
  logger?: TypeOrmLogger;
  applicationName?: string;
  /** Distinct statement texts the read path prepares (db/prepared-statements.ts); 0: none. */
  preparedStatements?: number;
  /** statement_timeout of an anonymous request's statements; statementTimeoutMs when absent. */
  anonymousStatementTimeoutMs?: number;
  /** Connections one client may hold at once (db/client-gates.ts); the whole pool when absent. */
  connectionsPerClient?: number;
}

/**
 * The one TypeORM data source: the connection pool, migrations and transactions. It has no
 * entities: reads map rows with src/db/rows on this data source's pool (db/pool.ts).
 * `synchronize` is off: the schema comes only from migrations, which the service runs on
 * start.
 */
export function createDataSource(options: DataSourceOptions): DataSource {
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    entities: [],
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    logging: options.logger ? ['query', 'error'] : false,
    logger: options.logger,
    applicationName: options.applicationName ?? 'rigbase',
    extra: {
      max: options.poolSize,
      connectionTimeoutMillis: options.connectTimeoutMs,
      statement_timeout: options.statementTimeoutMs,
      idle_in_transaction_session_timeout: options.statementTimeoutMs * 2,
      // Keep the pool alive when Postgres restarts: a dead client errors and is discarded.
      idleTimeoutMillis: 30_000,
    },
  });
  preparedStatementsOf(dataSource, options.preparedStatements);
  configurePool(dataSource, {
    statementTimeoutMs: options.statementTimeoutMs,
    anonymousStatementTimeoutMs: options.anonymousStatementTimeoutMs ?? options.statementTimeoutMs,
    connectionsPerClient: options.connectionsPerClient ?? options.poolSize,
    // A statement queued behind its own client's others holds nothing while it waits: it
    // may wait as long as one of them may run.
    shareWaitMs: Math.max(options.connectTimeoutMs, options.statementTimeoutMs),
  });
  return dataSource;
}
