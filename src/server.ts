import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { ClientConfig } from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { createContext, type AuthContext, type Limiters, type RequestContext } from './context';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './http/rate-limit';
import { PostgresRateLimitStore } from './http/postgres-rate-limit';
import { ApiKeyVerifier } from './services/auth.service';
import { prepareCatalog } from './services/prepare-catalog';
import { dbOf } from './db/pool';
import { ReadModel } from './read-model';
import { createFormatError, errorVariablesPlugin } from './graphql/format-error';
import { createResponseCachePlugin } from './graphql/response-cache.plugin';
import { landingPagePlugin } from './graphql/landing-page.plugin';
import { createHttpCachePlugin } from './graphql/http-cache.plugin';
import { QUERY_LIMITS, createQueryLimitsPlugin } from './graphql/limits';
import { resolvers } from './graphql/resolvers';
import { loadTypeDefs } from './graphql/schema';
import { createHttpHandler } from './http/handler';
import { createMcpHttpHandler } from './mcp/http-transport';
import { packageVersion } from './package-info';
import { createMetrics } from './observability/metrics';
import { compiledExecutor } from './graphql/executor/compiled-executor';
import { BYTES_PER_MB, MAX_COMPILED_FIELDS } from './graphql/executor/compile-policy';
import { createIntrospectionCachePlugin } from './graphql/introspection-cache.plugin';
import { createServerTimePlugin } from './graphql/limits/server-time.plugin';
import type { RequestMeter } from './request-meter';
import { executorGateway } from './graphql/executor/executor-gateway';
import { createOperationRecorderPlugin } from './graphql/operation-recorder.plugin';
import type { Logger } from './logger';

export interface ServerDeps {
  config: Config;
  db: DataSource;
  log: Logger;
  /** Where rate-limit budgets live; by default RATE_LIMIT_STORE's (memory, or Postgres for replicas). */
  rateLimitStore?: RateLimitStore;
  /** Readiness probe; defaults to a `SELECT 1`. */
  isReady?: () => Promise<boolean>;
  /** False until the database has been reached and prepared once; /graphql answers 503 meanwhile. */
  isAvailable?: () => boolean;
  /** Also export the process's CPU, memory and event-loop metrics (the real server; not tests). */
  processMetrics?: boolean;
  /**
   * True: the read model starts listening for catalog versions only when the caller calls
   * `readModel.start()` (the entry point, once migrations and seeding are done: loading the
   * catalog while it is being seeded is work thrown away).
   */
  deferCatalog?: boolean;
}

export const ANONYMOUS: AuthContext = { bearer: null, clientIp: 'local' };

/**
 * Builds the GraphQL server and its HTTP handler without listening, so the process
 * entry point, the tests and the MCP server share one construction.
 */
export async function createServer(deps: ServerDeps) {
  const { config, db, log } = deps;
  const typeDefs = loadTypeDefs();
  // The same call Apollo makes for `typeDefs` + `resolvers`; built here so that the
  // compiled executor runs on the very schema Apollo validates against.
  const schema = makeExecutableSchema({ typeDefs, resolvers: resolvers as never });
  const apollo = new ApolloServer<RequestContext>({
    ...(config.graphqlExecutor === 'jit'
      ? {
          gateway: executorGateway(
            schema,
            typeDefs,
            compiledExecutor(schema, log, {
              compileAfter: config.graphqlCompileAfter,
              maxCompiledFields: MAX_COMPILED_FIELDS,
              maxPlanBytes: config.graphqlPlanCacheMb * BYTES_PER_MB,
            }),
          ),
        }
      : { schema }),
    introspection: config.introspection,
    // Only NODE_ENV=development set explicitly shows stack traces (absolute paths) and
    // schema hints; a bare `npm start` does not.
    includeStacktraceInErrorResponses: config.exposeErrorDetails,
    hideSchemaDetailsFromClientErrors: !config.exposeErrorDetails,
    formatError: createFormatError(log, !config.exposeErrorDetails),
    // The process entry point owns shutdown order (drain HTTP, stop Apollo, close the
    // pool, stop the embedded database); Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    // Limits run before execution: a rejected query never reaches a resolver.
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    plugins: [
      // First: its hooks announce the request's meter before the others run.
      createServerTimePlugin(),
      landingPagePlugin(),
      // Off unless GRAPHQL_RECORD_FILE is set: the executor parity test's corpus.
      ...(config.graphqlRecordFile ? [createOperationRecorderPlugin(config.graphqlRecordFile)] : []),
      createQueryLimitsPlugin(),
      // Lets formatError name the argument a value the database refused came in.
      errorVariablesPlugin(),
      ...(config.responseCacheMb > 0 ? [createResponseCachePlugin(config.responseCacheMb, log)] : []),
      // Cache-Control and a catalog-version ETag on public GET reads, for CDNs.
      createHttpCachePlugin(),
      createIntrospectionCachePlugin(),
      // The schema sets no @cacheControl hints, and the default plugin wraps every field
      // resolver to compute them.
      ApolloServerPluginCacheControlDisabled(),
    ],
    logger: {
      debug: (m) => log.debug(m),
      info: (m) => log.info(m),
      warn: (m) => log.warn(m),
      error: (m) => log.error(m),
    },
  });
  await apollo.start();

  const store =
    deps.rateLimitStore ??
    (config.rateLimitStore === 'postgres' ? new PostgresRateLimitStore(db) : new MemoryRateLimitStore());
  const SECONDS_PER_MINUTE = 60;
  const SECONDS_PER_HOUR = 3600;
  const limiters: Limiters = {
    requests: new RateLimiter(store, {
      name: 'requests',
      capacity: config.rateLimitBurst,
      refillPerSecond: config.rateLimitPerMinute / SECONDS_PER_MINUTE,
    }),
    saves: new RateLimiter(store, {
      name: 'saves',
      capacity: config.saveBuildPerHour,
      refillPerSecond: config.saveBuildPerHour / SECONDS_PER_HOUR,
    }),
  };
  const metrics = createMetrics({
    db,
    version: packageVersion(),
    processMetrics: deps.processMetrics,
    // Read at scrape time, after readModel below exists.
    servedVersion: () => readModel.loaded?.version ?? null,
  });
  // Charged after each request what it measured (CPU and database ms): src/http/handler.ts.
  const serverTime = new RateLimiter(store, {
    name: 'server-time',
    capacity: config.serverTimeBurstMs,
    refillPerSecond: config.serverTimePerMinuteMs / SECONDS_PER_MINUTE,
  });
  const newDocuments = new RateLimiter(store, {
    name: 'new-documents',
    capacity: config.newDocumentsPerMinute,
    refillPerSecond: config.newDocumentsPerMinute / SECONDS_PER_MINUTE,
  });
  const keys = ApiKeyVerifier.forDatabase(db);
  const readModel = new ReadModel({
    db: dbOf(db),
    log,
    listen: listenConfigOf(db, config.statementTimeoutMs),
    pollMs: config.catalogCheckMs,
    prepare: prepareCatalog,
  });
  if (!deps.deferCatalog) readModel.start();
  const contextFor = (auth: AuthContext, meter?: RequestMeter) =>
    createContext({ config, db, log, limiters, readModel }, auth, meter);
  const isReady =
    deps.isReady ??
    (() =>
      db
        .query('SELECT 1')
        .then(() => true)
        .catch(() => false));
  const handle = createHttpHandler({
    apollo,
    config,
    log,
    contextFor,
    isReady,
    isAvailable: deps.isAvailable ?? (() => true),
    limiter: limiters.requests,
    serverTime,
    newDocuments,
    verifyKey: (token) => keys.verify(token),
    mcp: createMcpHttpHandler({ contextFor, log, version: packageVersion() }),
    metrics,
  });

  return {
    apollo,
    handle,
    metrics,
    contextFor,
    /** The catalog this process serves, per version. */
    readModel,
    /** Runs one operation in-process, as an anonymous caller unless `auth` says otherwise. */
    execute<TData = Record<string, unknown>>(
      query: string,
      variables?: Record<string, unknown>,
      auth: AuthContext = ANONYMOUS,
    ) {
      return apollo.executeOperation<TData>({ query, variables }, { contextValue: contextFor(auth) });
    },
    async stop() {
      await readModel.close();
      await apollo.stop();
    },
  };
}

export type RigbaseServer = Awaited<ReturnType<typeof createServer>>;

/** Statements of a version load may run this many times STATEMENT_TIMEOUT_MS: they read whole tables. */
const LOAD_STATEMENT_TIMEOUT_FACTOR = 6;

/** How the read model's listener reaches the data source's database (its own connection). */
function listenConfigOf(db: DataSource, statementTimeoutMs: number): ClientConfig | null {
  const { url, applicationName } = db.options as { url?: string; applicationName?: string };
  if (!url) return null;
  return {
    connectionString: url,
    application_name: `${applicationName ?? 'rigbase'}-catalog`,
    statement_timeout: statementTimeoutMs * LOAD_STATEMENT_TIMEOUT_FACTOR,
  };
}
