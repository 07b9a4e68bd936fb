import type { Pool, PoolClient, QueryConfig } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { DomainError, ErrorCode } from '../errors';
import { currentMeter, enterMeter, type RequestMeter } from '../request-meter';
import { ClientGates } from './client-gates';
import { preparedStatementsOf, type PreparedStatements } from './prepared-statements';

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

/**
 * The pool's connections now, for metrics; null while it is not connected. The counts are
 * pg-pool's own, on the pool the driver keeps as `master` (statements lease connections
 * through the driver's API above; only these counters read the pool itself).
 */
export function poolUsage(dataSource: DataSource): { total: number; idle: number; waiting: number } | null {
  if (!dataSource.isInitialized) return null;
  const pool = (dataSource.driver as PostgresDriver).master as Partial<Pool> | undefined;
  if (!pool || typeof pool.totalCount !== 'number') return null;
  return { total: pool.totalCount, idle: pool.idleCount ?? 0, waiting: pool.waitingCount ?? 0 };
}

/**
 * A TypeORM transaction's statements, on its query runner (whose structured result is always
 * rows). For code that holds an EntityManager (the bench's bulk clone); services use `Db`.
 */
export function transactionClient(m: EntityManager): SqlClient {
  const runner = m.queryRunner;
  if (!runner) throw new Error('transactionClient: not inside a transaction');
  return {
    rows: async <R>(text: string, values?: readonly unknown[]) => {
      const meter = currentMeter();
      try {
        return ((await runner.query(text, values ? [...values] : undefined, true)).records ?? []) as R[];
      } finally {
        enterMeter(meter);
      }
    },
  };
}

/** How a pool's statements are bounded per request (createDataSource sets them). */
export interface PoolSettings {
  /** The pool's own statement_timeout (every connection starts with it). */
  statementTimeoutMs: number;
  /** statement_timeout of a statement an anonymous request runs. */
  anonymousStatementTimeoutMs: number;
  /** Connections one client may hold at once. */
  connectionsPerClient: number;
  /** Longest a statement waits for its client's share before RATE_LIMITED. */
  shareWaitMs: number;
}

interface PoolState {
  settings: PoolSettings;
  gates: ClientGates;
}

const states = new WeakMap<DataSource, PoolState>();

/** Sets how `dataSource`'s statements are bounded per request (see PoolSettings). */
export function configurePool(dataSource: DataSource, settings: PoolSettings): void {
  states.set(dataSource, {
    settings,
    gates: new ClientGates(settings.connectionsPerClient, settings.shareWaitMs),
  });
}

function stateOf(dataSource: DataSource): PoolState {
  let state = states.get(dataSource);
  if (!state) {
    // A data source made without createDataSource (tests): no per-request bounds.
    const timeout = Number(
      (dataSource.options as { extra?: { statement_timeout?: number } }).extra?.statement_timeout ?? 0,
    );
    configurePool(dataSource, {
      statementTimeoutMs: timeout,
      anonymousStatementTimeoutMs: timeout,
      connectionsPerClient: Number.MAX_SAFE_INTEGER,
      shareWaitMs: 0,
    });
    state = states.get(dataSource)!;
  }
  return state;
}

/** The statement_timeout a pooled connection was last set to, kept on the client. */
const TIMEOUT = Symbol('statementTimeoutMs');
/** The prepared-statement evictions a connection has caught up with. */
const EVICTIONS = Symbol('evictionsSeen');
type TrackedClient = PoolClient & { [TIMEOUT]?: number; [EVICTIONS]?: number };
/** node-postgres keeps the names prepared on a connection here (name -> text). */
type ConnectionInternals = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * Brings a connection to the statement timeout this statement needs, and deallocates the
 * named statements given up since it last ran one (db/prepared-statements.ts). Only when
 * something changed: most connections serve anonymous reads only, and names are given up
 * only when more texts than names run often.
 */
async function readyConnection(
  client: TrackedClient,
  timeoutMs: number,
  defaultTimeoutMs: number,
  statements: PreparedStatements,
): Promise<void> {
  if (client[EVICTIONS] !== statements.evictions) {
    const parsed = (client as ConnectionInternals).connection?.parsedStatements ?? {};
    const evicted = statements.evictedAmong(Object.keys(parsed));
    for (const name of evicted) delete parsed[name];
    client[EVICTIONS] = statements.evictions;
    // One by one, each failure ignored: a name a reset session no longer has (26000) must
    // not stop the others or the statement.
    await Promise.allSettled(evicted.map((name) => client.query(`DEALLOCATE "${name}"`)));
  }
  if ((client[TIMEOUT] ?? defaultTimeoutMs) !== timeoutMs) {
    await client.query(`SET statement_timeout = ${Math.trunc(timeoutMs)}`);
    client[TIMEOUT] = timeoutMs;
  }
}

/** SQLSTATE query_canceled, raised by statement_timeout ("canceling statement due to statement timeout"). */
const QUERY_CANCELED = '57014';

function isStatementTimeout(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === QUERY_CANCELED && typeof message === 'string' && message.includes('statement timeout');
}

/**
 * What an anonymous caller hears when one of its statements ran out of the anonymous
 * statement time: its request asked for more database work than an anonymous request may
 * do (not an outage: SERVICE_UNAVAILABLE would send it to retry the same).
 */
function anonymousTimeout(timeoutMs: number): DomainError {
  return new DomainError(
    ErrorCode.QUERY_TOO_COMPLEX,
    `a database statement of this request ran longer than the ${timeoutMs} ms an anonymous request's statement may take; ask for less (fewer or more specific words, smaller pages) or send an API key`,
    { limit: timeoutMs },
  );
}

/** An error Postgres reported (it has a SQLSTATE): the connection itself is fine. */
function isStatementError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('08');
}

/**
 * One statement on a connection of its own, as the request it runs for may use: at most
 * its client's share of the pool at once, with the anonymous statement timeout when it has
 * no key, and the time the connection was held charged to its meter.
 */
async function runMetered(
  dataSource: DataSource,
  meter: RequestMeter | null,
  query: (statements: PreparedStatements) => QueryConfig,
  retry: (statements: PreparedStatements, error: unknown) => QueryConfig | null,
) {
  const { settings, gates } = stateOf(dataSource);
  const statements = preparedStatementsOf(dataSource);
  const release = meter ? await gates.acquire(meter.client) : null;
  try {
    enterMeter(meter);
    const [client, giveBack] = (await lease(dataSource)) as [TrackedClient, Lease[1]];
    enterMeter(meter);
    const started = performance.now();
    // A connection that fails while we hold it emits 'error'; unheard, that would crash.
    let broken: unknown = null;
    const onError = (error: unknown) => (broken = error);
    client.on('error', onError);
    try {
      const timeout = meter?.anonymous ? settings.anonymousStatementTimeoutMs : settings.statementTimeoutMs;
      await readyConnection(client, timeout, settings.statementTimeoutMs, statements);
      try {
        return await client.query(query(statements));
      } catch (error) {
        const again = retry(statements, error);
        if (!again) throw error;
        return await client.query(again);
      }
    } catch (error) {
      broken ??= isStatementError(error) ? null : error;
      if (meter?.anonymous && isStatementTimeout(error))
        throw anonymousTimeout(settings.anonymousStatementTimeoutMs);
      throw error;
    } finally {
      client.off('error', onError);
      // A connection that failed is closed, not reused; one whose statement failed is fine.
      giveBack(broken ? (broken as Error) : undefined);
      if (meter) {
        meter.dbMs += performance.now() - started;
        meter.statements += 1;
      }
      enterMeter(meter);
    }
  } finally {
    release?.();
  }
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
      if (dataSource.options.logging) dataSource.logger.logQuery(text, values as unknown[]);
      const result = await runMetered(
        dataSource,
        currentMeter(),
        (statements) => statements.query(text, values),
        // A named statement gone stale (its columns changed type, the session was reset)
        // says so before it runs anything: retire the name and run the text unnamed.
        (statements, error) =>
          statements.retire(text, error) ? { text, values: values as unknown[] } : null,
      );
      return result.rows as R[];
    },
    async transaction(work) {
      const meter = currentMeter();
      const started = performance.now();
      try {
        return await dataSource.transaction(async (m) => {
          const tx = transactionClient(m);
          // A connection an anonymous read left at the shorter timeout gets the pool's own
          // back for this transaction (LOCAL: the tracked session value stays true).
          const { statementTimeoutMs } = stateOf(dataSource).settings;
          const connection = (m.queryRunner as unknown as { databaseConnection?: TrackedClient })
            .databaseConnection;
          const session = connection?.[TIMEOUT];
          if (session !== undefined && session !== statementTimeoutMs) {
            await tx.rows(`SET LOCAL statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
          }
          return work(tx);
        });
      } finally {
        if (meter) meter.dbMs += performance.now() - started;
        enterMeter(meter);
      }
    },
  };
  cache.set(dataSource, db);
  return db;
}

/**
 * `db` with its statements run one at a time, in call order: what a request's searches go
 * through, so seven aliased searches hold one connection between them, not seven.
 */
export function oneAtATime(db: Db): Db {
  let tail: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const meter = currentMeter();
    const run = tail.then(() => {
      enterMeter(meter);
      return work();
    });
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    rows: (text, values) => queued(() => db.rows(text, values)),
    transaction: (work) => queued(() => db.transaction(work)),
  };
}
