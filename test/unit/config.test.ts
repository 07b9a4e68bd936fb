import { ConfigError, loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('has working defaults and freezes the result', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.introspection).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /postgres:\/\//],
    [{ DATABASE_URL: 'not a url' }, /not a valid URL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be one of/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ INTROSPECTION: 'maybe' }, /INTROSPECTION must be true or false/],
    [{ CORS_ORIGINS: 'example.com' }, /CORS_ORIGINS/],
    [{ DB_PREPARED_STATEMENTS: '20000' }, /DB_PREPARED_STATEMENTS must be between/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads production mode, introspection switch and CORS list', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      INTROSPECTION: 'false',
      CORS_ORIGINS: 'https://a.example, http://localhost:3000',
      DATABASE_URL: 'postgres://u:p@db:5432/rigbase',
    });
    expect(config.isProduction).toBe(true);
    expect(config.introspection).toBe(false);
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/rigbase');
  });
});

describe('loadConfig: transport limits and the rate-limit store', () => {
  /** Each setting: its variable, the config field, the default, a value to set and what is read from it. */
  const settings = [
    ['HEADERS_TIMEOUT_S', 'headersTimeoutS', 10, '5', 5],
    ['BODY_TIMEOUT_S', 'bodyTimeoutS', 20, '7', 7],
    ['REQUEST_TIMEOUT_S', 'requestTimeoutS', 30, '9', 9],
    ['MAX_CONNECTIONS_PER_IP', 'maxConnectionsPerIp', 64, '8', 8],
    ['MAX_CONNECTIONS', 'maxConnections', null, '500', 500],
    ['RATE_LIMIT_STORE', 'rateLimitStore', 'memory', 'Postgres', 'postgres'],
    ['DB_PREPARED_STATEMENTS', 'dbPreparedStatements', 128, '0', 0],
  ] as const;

  it('defaults to seconds-long deadlines, a per-address connection cap and the memory store', () => {
    const config = loadConfig({});
    const defaults = settings.map(([, field]) => [field, config[field]]);
    expect(Object.fromEntries(defaults)).toEqual(Object.fromEntries(settings.map((row) => [row[1], row[2]])));
  });

  it('reads them', () => {
    const config = loadConfig(Object.fromEntries(settings.map((row) => [row[0], row[3]])));
    const read = settings.map(([, field]) => [field, config[field]]);
    expect(Object.fromEntries(read)).toEqual(Object.fromEntries(settings.map((row) => [row[1], row[4]])));
  });

  it.each([
    [{ RATE_LIMIT_STORE: 'redis' }, /RATE_LIMIT_STORE must be one of memory, postgres/],
    [{ HEADERS_TIMEOUT_S: '0' }, /HEADERS_TIMEOUT_S must be between/],
    [{ HEADERS_TIMEOUT_S: '40' }, /must not exceed REQUEST_TIMEOUT_S/],
    [{ BODY_TIMEOUT_S: '31' }, /must not exceed REQUEST_TIMEOUT_S/],
    [{ MAX_CONNECTIONS_PER_IP: '0' }, /MAX_CONNECTIONS_PER_IP must be between/],
    [{ MAX_CONNECTIONS: 'many' }, /MAX_CONNECTIONS must be an integer/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: budgets, compiling and safe defaults (issue 24)', () => {
  const settings = [
    ['SERVER_TIME_PER_MINUTE_MS', 'serverTimePerMinuteMs', 6_000, '1200', 1200],
    ['SERVER_TIME_BURST_MS', 'serverTimeBurstMs', 3_000, '500', 500],
    ['NEW_DOCUMENTS_PER_MINUTE', 'newDocumentsPerMinute', 60, '5', 5],
    ['ANONYMOUS_STATEMENT_TIMEOUT_MS', 'anonymousStatementTimeoutMs', 1_000, '250', 250],
    ['DB_CONNECTIONS_PER_CLIENT', 'dbConnectionsPerClient', 2, '3', 3],
    ['GRAPHQL_COMPILE_AFTER', 'graphqlCompileAfter', 5, '1', 1],
    ['GRAPHQL_PLAN_CACHE_MB', 'graphqlPlanCacheMb', 64, '8', 8],
    ['MIGRATE_ON_START', 'migrateOnStart', true, 'false', false],
  ] as const;

  it.each(settings)('%s defaults to %p and is read', (variable, field, fallback, raw, read) => {
    expect(loadConfig({})[field]).toBe(fallback);
    expect(loadConfig({ [variable]: raw })[field]).toBe(read);
  });

  it('keeps the anonymous timeout and the per-client share within the pool and the statement timeout', () => {
    const config = loadConfig({
      STATEMENT_TIMEOUT_MS: '400',
      ANONYMOUS_STATEMENT_TIMEOUT_MS: '5000',
      DB_POOL_SIZE: '3',
      DB_CONNECTIONS_PER_CLIENT: '10',
    });
    expect(config.anonymousStatementTimeoutMs).toBe(400);
    expect(config.dbConnectionsPerClient).toBe(3);
    expect(loadConfig({ DB_POOL_SIZE: '2' }).dbConnectionsPerClient).toBe(1);
    expect(loadConfig({ DB_POOL_SIZE: '40' }).dbConnectionsPerClient).toBe(10);
  });

  it('shows error details only when NODE_ENV=development is set explicitly', () => {
    expect(loadConfig({}).exposeErrorDetails).toBe(false);
    expect(loadConfig({}).nodeEnv).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).exposeErrorDetails).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).exposeErrorDetails).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).exposeErrorDetails).toBe(true);
  });

  it('takes a migration URL only beside DATABASE_URL, and checks it like DATABASE_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app:p@db/rigbase',
      MIGRATION_DATABASE_URL: 'postgres://owner:p@db/rigbase',
    });
    expect(config.migrationDatabaseUrl).toBe('postgres://owner:p@db/rigbase');
    expect(loadConfig({}).migrationDatabaseUrl).toBeNull();
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: 'postgres://owner:p@db/rigbase' })).toThrow(
      /MIGRATION_DATABASE_URL needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://app:p@db/rigbase', MIGRATION_DATABASE_URL: 'mysql://x@y/z' }),
    ).toThrow(/MIGRATION_DATABASE_URL must use postgres:\/\//);
  });
});
