import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import path from 'node:path';
import { DEFAULT_PREPARED_STATEMENTS } from './db/prepared-statements';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS = ['development', 'production', 'test'] as const;
/** How log lines are written: `json` (one object a line), `pretty` (for people), `auto` (pretty on a terminal). */
export const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface Config {
  readonly nodeEnv: NodeEnv;
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  /** External Postgres; when absent an embedded server is started. */
  readonly databaseUrl: string | null;
  /**
   * With databaseUrl: the role migrations and seeding run as (the schema's owner), while
   * the service itself connects with databaseUrl (a role with row access only). null:
   * migrations run with databaseUrl too.
   */
  readonly migrationDatabaseUrl: string | null;
  /** Run migrations (and seeding) on start; false for replicas a deploy job migrates (`npm run migrate`). */
  readonly migrateOnStart: boolean;
  /** Stack traces and schema hints in error responses: only when NODE_ENV=development is set explicitly. */
  readonly exposeErrorDetails: boolean;
  /** Where the embedded server keeps its cluster (git-ignored). */
  readonly dataDir: string;
  /** Port of the embedded server. */
  readonly embeddedPgPort: number;
  readonly logLevel: LogLevel;
  /** pino-pretty on a terminal (`auto`), always (`pretty`) or never (`json`). */
  readonly logFormat: LogFormat;
  readonly introspection: boolean;
  /** null: any origin may call POST /graphql. */
  readonly corsOrigins: readonly string[] | null;
  /** Milliseconds a single SQL statement may run. */
  readonly statementTimeoutMs: number;
  /** Milliseconds a statement run for an anonymous request may run (at most statementTimeoutMs). */
  readonly anonymousStatementTimeoutMs: number;
  /** Pool connections one client (API key, address, IPv6 /64) may hold at once. */
  readonly dbConnectionsPerClient: number;
  /** Milliseconds to wait for a pooled connection. */
  readonly dbConnectTimeoutMs: number;
  readonly dbPoolSize: number;
  /**
   * Distinct statement texts the read path runs as prepared statements (parsed and planned
   * once per connection); 0 runs every statement unnamed, as a transaction-mode pooler
   * without prepared-statement support needs.
   */
  readonly dbPreparedStatements: number;
  /** Seed an empty database on start. */
  readonly seedOnStart: boolean;
  /** With seedOnStart: also import the open datasets (data/datasets) when seeding an empty database. */
  readonly seedDatasets: boolean;
  /** GraphQL requests per minute per API key or client IP (token bucket refill). */
  readonly rateLimitPerMinute: number;
  /** Burst a client may spend at once. */
  readonly rateLimitBurst: number;
  /** Server time (measured CPU plus database ms) a client may spend per minute. */
  readonly serverTimePerMinuteMs: number;
  /** Server time a client may spend at once before the per-minute rate applies. */
  readonly serverTimeBurstMs: number;
  /** Documents this process has not seen recently that one client may send per minute (and at once). */
  readonly newDocumentsPerMinute: number;
  /** Memory for cached public read responses, in MB; 0 turns the response cache off. */
  readonly responseCacheMb: number;
  /** Anonymous saveBuild calls per hour per client IP. */
  readonly saveBuildPerHour: number;
  /** Where rate-limit budgets live: this process's memory, or Postgres (shared by replicas). */
  readonly rateLimitStore: RateLimitStoreKind;
  /** Open connections one client address may hold; more are answered 429 and closed. */
  readonly maxConnectionsPerIp: number;
  /** Open connections in all; null: derived from the process's file-descriptor limit. */
  readonly maxConnections: number | null;
  /** Seconds a client has to send the request headers. */
  readonly headersTimeoutS: number;
  /** Seconds a client has to send the request body once its headers arrived. */
  readonly bodyTimeoutS: number;
  /** Seconds a client has to send the whole request (headers and body). */
  readonly requestTimeoutS: number;
  /** How operations execute: compiled plans (graphql-jit) or graphql-js's interpreter. */
  readonly graphqlExecutor: GraphqlExecutorKind;
  /** With `jit`: a document is compiled on this execution (graphql-js runs the earlier ones). */
  readonly graphqlCompileAfter: number;
  /** With `jit`: memory for compiled plans, in MB (estimated from each document's expanded fields). */
  readonly graphqlPlanCacheMb: number;
  /** Append every executed operation (text, variables, name) to this file as JSON lines; null: off. */
  readonly graphqlRecordFile: string | null;
  /** Browser origins besides this machine's that may call /mcp (DNS-rebinding protection). */
  readonly mcpAllowedOrigins: readonly string[];
  /**
   * Milliseconds between this process's checks of the catalog version, the fallback to the
   * notification every replica hears of a new version by; 0: notifications only.
   */
  readonly catalogCheckMs: number;
}

/**
 * `jit` compiles each document once into a plan (graphql-jit) and runs that; `graphql-js`
 * interprets every request. Both give the same answers (test/integration/executor-parity);
 * the switch exists so tests and the bench can compare them.
 */
export const GRAPHQL_EXECUTORS = ['jit', 'graphql-js'] as const;
export type GraphqlExecutorKind = (typeof GRAPHQL_EXECUTORS)[number];

export const RATE_LIMIT_STORES = ['memory', 'postgres'] as const;
export type RateLimitStoreKind = (typeof RATE_LIMIT_STORES)[number];

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function boolVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function enumVar<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (!values.includes(raw as T))
    throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${env[name]}"`);
  return raw as T;
}

/** A comma-separated list of browser origins (scheme, host, port; no path). */
function originList(env: Env, name: string): string[] {
  const origins = (env[name] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      throw new ConfigError(`${name} entries must look like https://host[:port], got "${origin}"`);
    }
  }
  return origins;
}

function urlVar(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL (expected postgres://user:pass@host:port/db)`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`${name} must use postgres:// or postgresql://, got "${url.protocol}"`);
  }
  return raw;
}

/**
 * Reads `.env` from the working directory into the environment, when there is one and this
 * is not a test run (a developer's .env must not reach the test servers). Variables
 * already set win over the file. `.env.example` lists every variable (npm run codegen).
 */
export function loadEnvFile(file = '.env', env: Env = process.env): void {
  if (env.NODE_ENV?.trim() === 'test' || !existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[name] === undefined) env[name] = value;
  }
}

/**
 * Statement time an anonymous request's statement may take: far above what the heaviest
 * allowed search needs on the full catalog (docs/performance.md), and short enough that a
 * pathological one gives its connection back quickly.
 */
export const DEFAULT_ANONYMOUS_STATEMENT_TIMEOUT_MS = 1_000;

/**
 * graphql-jit compiles a document on its fifth execution; graphql-js runs the first four.
 * Compiling costs 15-110 us per expanded field (warm; several times that cold), about what
 * executing the same document interpreted instead of compiled costs extra over a handful of
 * runs, so a document a client sends once or twice (or a stream of unique documents)
 * never reaches the compiler, while the planner page's twenty documents are compiled
 * within seconds (docs/performance.md).
 */
export const DEFAULT_COMPILE_AFTER = 5;
/** Compiled plans: ~170 KB of heap each plus ~1-2 KB per expanded field (docs/performance.md). */
export const DEFAULT_PLAN_CACHE_MB = 64;

/** A quarter of the pool (at least one): four clients busy at once still leave room. */
export function defaultConnectionsPerClient(poolSize: number): number {
  return Math.max(1, Math.floor(poolSize / 4));
}

/**
 * Parses the environment once, validates every variable and returns a frozen config.
 * Throws ConfigError with a message naming the variable, so a misconfigured
 * deployment fails at start rather than on the first request.
 */
export function loadConfig(env: Env = process.env): Config {
  // Empty is unset (`NODE_ENV= npm start`).
  const nodeEnvRaw = env.NODE_ENV?.trim() || 'development';
  if (!NODE_ENVS.includes(nodeEnvRaw as NodeEnv)) {
    throw new ConfigError(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got "${nodeEnvRaw}"`);
  }
  const nodeEnv = nodeEnvRaw as NodeEnv;
  const logLevelRaw = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')).trim();
  if (!LOG_LEVELS.includes(logLevelRaw as LogLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevelRaw}"`);
  }
  const cors = env.CORS_ORIGINS?.trim();
  const corsOrigins = cors && cors !== '*' ? originList(env, 'CORS_ORIGINS') : null;

  const headersTimeoutS = intVar(env, 'HEADERS_TIMEOUT_S', 10, 1, 300);
  const bodyTimeoutS = intVar(env, 'BODY_TIMEOUT_S', 20, 1, 600);
  const requestTimeoutS = intVar(env, 'REQUEST_TIMEOUT_S', 30, 1, 600);
  // Node refuses a headers timeout above the request timeout; the body's own deadline
  // only makes sense inside the request's.
  if (headersTimeoutS > requestTimeoutS || bodyTimeoutS > requestTimeoutS) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_S (${headersTimeoutS}) and BODY_TIMEOUT_S (${bodyTimeoutS}) must not exceed REQUEST_TIMEOUT_S (${requestTimeoutS})`,
    );
  }
  const maxConnections = env.MAX_CONNECTIONS?.trim() ? intVar(env, 'MAX_CONNECTIONS', 0, 1, 1_000_000) : null;
  const statementTimeoutMs = intVar(env, 'STATEMENT_TIMEOUT_MS', 5000, 100, 600000);
  const dbPoolSize = intVar(env, 'DB_POOL_SIZE', 10, 1, 200);
  const databaseUrl = urlVar(env, 'DATABASE_URL');
  const migrationDatabaseUrl = urlVar(env, 'MIGRATION_DATABASE_URL');
  if (migrationDatabaseUrl && !databaseUrl) {
    throw new ConfigError(
      'MIGRATION_DATABASE_URL needs DATABASE_URL (the embedded Postgres has its own roles)',
    );
  }

  return Object.freeze({
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port: intVar(env, 'PORT', 4000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    migrationDatabaseUrl,
    migrateOnStart: boolVar(env, 'MIGRATE_ON_START', true),
    // Only an explicit NODE_ENV=development: a bare `npm start` (no NODE_ENV) must not put
    // stack traces with absolute paths into answers.
    exposeErrorDetails: env.NODE_ENV?.trim() === 'development',
    dataDir: path.resolve(env.RIGBASE_DATA_DIR?.trim() || '.data'),
    embeddedPgPort: intVar(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    logLevel: logLevelRaw as LogLevel,
    logFormat: enumVar(env, 'LOG_FORMAT', LOG_FORMATS, 'auto'),
    introspection: boolVar(env, 'INTROSPECTION', true),
    corsOrigins: corsOrigins ? Object.freeze(corsOrigins) : null,
    statementTimeoutMs,
    anonymousStatementTimeoutMs: Math.min(
      statementTimeoutMs,
      intVar(env, 'ANONYMOUS_STATEMENT_TIMEOUT_MS', DEFAULT_ANONYMOUS_STATEMENT_TIMEOUT_MS, 10, 600000),
    ),
    dbConnectionsPerClient: Math.min(
      dbPoolSize,
      intVar(env, 'DB_CONNECTIONS_PER_CLIENT', defaultConnectionsPerClient(dbPoolSize), 1, 200),
    ),
    dbConnectTimeoutMs: intVar(env, 'DB_CONNECT_TIMEOUT_MS', 2000, 100, 60000),
    dbPoolSize,
    dbPreparedStatements: intVar(env, 'DB_PREPARED_STATEMENTS', DEFAULT_PREPARED_STATEMENTS, 0, 10_000),
    seedOnStart: boolVar(env, 'SEED_ON_START', true),
    seedDatasets: boolVar(env, 'SEED_DATASETS', true),
    rateLimitPerMinute: intVar(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    rateLimitBurst: intVar(env, 'RATE_LIMIT_BURST', 120, 1, 1_000_000),
    serverTimePerMinuteMs: intVar(env, 'SERVER_TIME_PER_MINUTE_MS', 6_000, 1, 1_000_000_000),
    serverTimeBurstMs: intVar(env, 'SERVER_TIME_BURST_MS', 3_000, 1, 1_000_000_000),
    newDocumentsPerMinute: intVar(env, 'NEW_DOCUMENTS_PER_MINUTE', 60, 1, 1_000_000),
    saveBuildPerHour: intVar(env, 'SAVE_BUILD_PER_HOUR', 60, 1, 1_000_000),
    responseCacheMb: intVar(env, 'RESPONSE_CACHE_MB', 64, 0, 16_384),
    rateLimitStore: enumVar(env, 'RATE_LIMIT_STORE', RATE_LIMIT_STORES, 'memory'),
    maxConnectionsPerIp: intVar(env, 'MAX_CONNECTIONS_PER_IP', 64, 1, 1_000_000),
    maxConnections,
    headersTimeoutS,
    bodyTimeoutS,
    requestTimeoutS,
    graphqlExecutor: enumVar(env, 'GRAPHQL_EXECUTOR', GRAPHQL_EXECUTORS, 'jit'),
    graphqlCompileAfter: intVar(env, 'GRAPHQL_COMPILE_AFTER', DEFAULT_COMPILE_AFTER, 1, 1_000_000),
    graphqlPlanCacheMb: intVar(env, 'GRAPHQL_PLAN_CACHE_MB', DEFAULT_PLAN_CACHE_MB, 1, 16_384),
    graphqlRecordFile: env.GRAPHQL_RECORD_FILE?.trim() ? path.resolve(env.GRAPHQL_RECORD_FILE.trim()) : null,
    mcpAllowedOrigins: Object.freeze(originList(env, 'MCP_ALLOWED_ORIGINS')),
    catalogCheckMs: intVar(env, 'CATALOG_CHECK_MS', 5000, 0, 3_600_000),
  });
}
