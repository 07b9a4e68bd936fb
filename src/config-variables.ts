import type { Config } from './config';

/**
 * Every environment variable rigbase reads, declared once: its name, its default and what
 * it means. `npm run codegen` writes `.env.example` and the table in docs/configuration.md
 * from this list (scripts/generate-config.ts); tests check that loadConfig reads exactly
 * these names and that its defaults are the ones declared here.
 */
export interface ConfigVariable {
  name: string;
  group: ConfigGroup;
  /** The value used when the variable is unset, as a .env file spells it; null: unset. */
  default: string | null;
  /** How the docs say the default when it is not one literal value ("any origin"). */
  defaultText?: string;
  /** A value to show in .env.example for a variable unset by default. */
  example?: string;
  /** One sentence (markdown): what it changes. */
  meaning: string;
  /** The Config field it sets, whose default a test compares with `default`. */
  field?: keyof Config;
  /** Variables it is only valid beside (set to their examples when its own is checked). */
  requires?: readonly string[];
}

export const CONFIG_GROUPS = ['Database', 'HTTP', 'Logs and errors', 'Limits', 'GraphQL and MCP'] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'DATABASE_URL',
    group: 'Database',
    default: null,
    example: 'postgres://rigbase:secret@localhost:5432/rigbase',
    meaning:
      '`postgres://user:pass@host:port/db`. When set, that server is used and no embedded Postgres starts. Postgres 15 or newer.',
    field: 'databaseUrl',
  },
  {
    name: 'RIGBASE_DATA_DIR',
    group: 'Database',
    default: '.data',
    meaning: 'where the embedded Postgres keeps its data (git-ignored)',
  },
  {
    name: 'EMBEDDED_PG_PORT',
    group: 'Database',
    default: '54329',
    meaning: 'port of the embedded Postgres (localhost only)',
    field: 'embeddedPgPort',
  },
  {
    name: 'STATEMENT_TIMEOUT_MS',
    group: 'Database',
    default: '5000',
    meaning: 'longest a single SQL statement may run',
    field: 'statementTimeoutMs',
  },
  {
    name: 'DB_CONNECT_TIMEOUT_MS',
    group: 'Database',
    default: '2000',
    meaning: 'longest to wait for a database connection',
    field: 'dbConnectTimeoutMs',
  },
  {
    name: 'DB_POOL_SIZE',
    group: 'Database',
    default: '10',
    meaning: 'connections in the pool',
    field: 'dbPoolSize',
  },
  {
    name: 'DB_PREPARED_STATEMENTS',
    group: 'Database',
    default: '128',
    meaning:
      'distinct read statements run as prepared statements, parsed and planned once per connection; `0` for a transaction-mode pooler that cannot keep them',
    field: 'dbPreparedStatements',
  },
  {
    name: 'SEED_ON_START',
    group: 'Database',
    default: 'true',
    meaning: 'seed the catalog on start when it is empty',
    field: 'seedOnStart',
  },
  {
    name: 'SEED_DATASETS',
    group: 'Database',
    default: 'true',
    meaning:
      'with `SEED_ON_START`: when the catalog is seeded on an empty database, also import the open datasets (`npm run import:datasets` does it by hand)',
    field: 'seedDatasets',
  },
  { name: 'PORT', group: 'HTTP', default: '4000', meaning: 'HTTP port', field: 'port' },
  {
    name: 'HOST',
    group: 'HTTP',
    default: '0.0.0.0',
    meaning:
      'interface to listen on; a port or address that cannot be listened on stops the start with one line (before the embedded Postgres starts)',
    field: 'host',
  },
  {
    name: 'CORS_ORIGINS',
    group: 'HTTP',
    default: null,
    defaultText: 'any origin',
    example: 'https://planner.example.com,http://localhost:5173',
    meaning:
      'comma-separated list of allowed browser origins (see Errors and limits in api.md for the headers a preflight allows)',
    field: 'corsOrigins',
  },
  {
    name: 'HEADERS_TIMEOUT_S',
    group: 'HTTP',
    default: '10',
    meaning: 'seconds a client has to send the request headers',
    field: 'headersTimeoutS',
  },
  {
    name: 'BODY_TIMEOUT_S',
    group: 'HTTP',
    default: '20',
    meaning: 'seconds a client has to send the body once its headers arrived (408 after)',
    field: 'bodyTimeoutS',
  },
  {
    name: 'REQUEST_TIMEOUT_S',
    group: 'HTTP',
    default: '30',
    meaning: 'seconds a client has to send the whole request; at least the two above',
    field: 'requestTimeoutS',
  },
  {
    name: 'MAX_CONNECTIONS_PER_IP',
    group: 'HTTP',
    default: '64',
    meaning:
      'open connections one client address may hold; more are answered 429 and closed (behind a proxy, the proxy is the address)',
    field: 'maxConnectionsPerIp',
  },
  {
    name: 'MAX_CONNECTIONS',
    group: 'HTTP',
    default: null,
    defaultText: 'open-file limit - 256',
    example: '4000',
    meaning:
      'open connections in all (1,000 where the limit cannot be read); beyond it new connections are closed at once',
    field: 'maxConnections',
  },
  {
    name: 'NODE_ENV',
    group: 'Logs and errors',
    default: 'development',
    meaning:
      'stack traces and "Did you mean" suggestions appear in answers only when `development` is set explicitly (never with it unset, as under a bare `npm start`)',
    field: 'nodeEnv',
  },
  {
    name: 'LOG_LEVEL',
    group: 'Logs and errors',
    default: 'info',
    defaultText: '`info` (`silent` in tests)',
    meaning: 'pino level: fatal, error, warn, info, debug, trace, silent (health polls log at debug)',
    field: 'logLevel',
  },
  {
    name: 'LOG_FORMAT',
    group: 'Logs and errors',
    default: 'auto',
    meaning:
      '`json` (one object a line, for collectors), `pretty` (pino-pretty, for people) or `auto`: pretty when stdout is a terminal',
    field: 'logFormat',
  },
  {
    name: 'RATE_LIMIT_PER_MINUTE',
    group: 'Limits',
    default: '600',
    meaning: 'GraphQL and MCP requests per minute per API key or client IP',
    field: 'rateLimitPerMinute',
  },
  {
    name: 'RATE_LIMIT_BURST',
    group: 'Limits',
    default: '120',
    meaning: 'requests a client may spend at once',
    field: 'rateLimitBurst',
  },
  {
    name: 'RATE_LIMIT_STORE',
    group: 'Limits',
    default: 'memory',
    meaning:
      'where rate-limit budgets live: `memory` (per process) or `postgres` (one budget shared by every replica on the database)',
    field: 'rateLimitStore',
  },
  {
    name: 'SAVE_BUILD_PER_HOUR',
    group: 'Limits',
    default: '60',
    meaning: 'anonymous `saveBuild` calls per hour per client IP',
    field: 'saveBuildPerHour',
  },
  {
    name: 'RESPONSE_CACHE_MB',
    group: 'Limits',
    default: '64',
    meaning:
      'memory for cached answers to repeated public reads, per catalog version (see performance.md); `0` turns the cache off',
    field: 'responseCacheMb',
  },
  {
    name: 'INTROSPECTION',
    group: 'GraphQL and MCP',
    default: 'true',
    meaning: '`false` turns schema introspection off',
    field: 'introspection',
  },
  {
    name: 'GRAPHQL_EXECUTOR',
    group: 'GraphQL and MCP',
    default: 'jit',
    meaning:
      "`jit`: queries run as plans graphql-jit compiles once per document; `graphql-js`: graphql-js's interpreter (same answers; see performance.md)",
    field: 'graphqlExecutor',
  },
  {
    name: 'GRAPHQL_RECORD_FILE',
    group: 'GraphQL and MCP',
    default: null,
    example: 'operations.jsonl',
    meaning:
      'test tooling: append every executed operation to this file as JSON lines (`npm run corpus:record`)',
    field: 'graphqlRecordFile',
  },
  {
    name: 'MCP_ALLOWED_ORIGINS',
    group: 'GraphQL and MCP',
    default: null,
    defaultText: "this machine's origins",
    example: 'https://chat.example.com',
    meaning:
      'browser origins besides `localhost`, `127.0.0.1` and `[::1]` that may call `/mcp` (comma-separated); any other `Origin` is refused, against DNS rebinding (see mcp.md)',
    field: 'mcpAllowedOrigins',
  },
  {
    name: 'MIGRATION_DATABASE_URL',
    group: 'Database',
    default: null,
    example: 'postgres://rigbase_owner:secret@localhost:5432/rigbase',
    meaning:
      "with `DATABASE_URL`: the schema owner's connection string. Migrations and seeding run as it (under an advisory lock), then it grants `DATABASE_URL`'s role row access (SELECT, INSERT, UPDATE, DELETE); the service connects as `DATABASE_URL`. Unset: migrations run as `DATABASE_URL`'s role (logged at start)",
    field: 'migrationDatabaseUrl',
    requires: ['DATABASE_URL'],
  },
  {
    name: 'MIGRATE_ON_START',
    group: 'Database',
    default: 'true',
    meaning: 'migrate (and seed) on start; `false` for replicas a deploy job migrates with `npm run migrate`',
    field: 'migrateOnStart',
  },
  {
    name: 'ANONYMOUS_STATEMENT_TIMEOUT_MS',
    group: 'Limits',
    default: '1000',
    meaning:
      'longest a statement of a request without an API key may run (at most `STATEMENT_TIMEOUT_MS`); beyond it the field is `QUERY_TOO_COMPLEX`',
    field: 'anonymousStatementTimeoutMs',
  },
  {
    name: 'DB_CONNECTIONS_PER_CLIENT',
    group: 'Limits',
    default: null,
    defaultText: 'a quarter of the pool (at least 1)',
    example: '2',
    meaning:
      'pool connections one client (API key, IPv4 address, IPv6 /64) may hold at once; its other statements wait their turn',
  },
  {
    name: 'SERVER_TIME_PER_MINUTE_MS',
    group: 'Limits',
    default: '6000',
    meaning:
      'server time (measured CPU plus database ms) a client may spend per minute; a client in debt is refused before any work (429, `Retry-After`)',
    field: 'serverTimePerMinuteMs',
  },
  {
    name: 'SERVER_TIME_BURST_MS',
    group: 'Limits',
    default: '3000',
    meaning: 'server time a client may spend at once',
    field: 'serverTimeBurstMs',
  },
  {
    name: 'NEW_DOCUMENTS_PER_MINUTE',
    group: 'Limits',
    default: '60',
    meaning:
      'documents this process has not seen recently one client may send per minute (and at once); known documents are free',
    field: 'newDocumentsPerMinute',
  },
  {
    name: 'GRAPHQL_COMPILE_AFTER',
    group: 'GraphQL and MCP',
    default: '5',
    meaning:
      'with `jit`: a document is compiled on this execution (graphql-js runs the earlier ones, and documents over 300 expanded fields always)',
    field: 'graphqlCompileAfter',
  },
  {
    name: 'GRAPHQL_PLAN_CACHE_MB',
    group: 'GraphQL and MCP',
    default: '64',
    meaning:
      'with `jit`: estimated memory for compiled plans (~220 KB + 2.3 KB per expanded field each); the least recently used go first',
    field: 'graphqlPlanCacheMb',
  },
  {
    name: 'CATALOG_CHECK_MS',
    group: 'Database',
    default: '5000',
    meaning:
      'milliseconds between checks of the catalog version, the fallback when a replica misses the notification of a new version (see performance.md); `0`: off',
    field: 'catalogCheckMs',
  },
];

/** The default column of the docs table. */
function defaultCell(variable: ConfigVariable): string {
  if (variable.defaultText) return variable.defaultText;
  return variable.default === null ? 'unset' : `\`${variable.default}\``;
}

/** Markdown without its emphasis marks or closing period, for a comment in .env.example. */
function plain(markdown: string): string {
  return markdown.replace(/`/g, '').replace(/\.$/, '');
}

/** `text` as comment lines of at most `width` characters. */
function commentLines(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/**
 * `.env.example`: every variable under its group, each commented out at its default (or an
 * example of a value for one unset by default), so a copy changes nothing until edited.
 */
export function renderEnvExample(variables: readonly ConfigVariable[] = CONFIG_VARIABLES): string {
  const lines = [
    '# rigbase configuration: every variable it reads, with its default. Written by',
    '# `npm run codegen` from src/config-variables.ts; do not edit by hand.',
    '#',
    '# cp .env.example .env, then uncomment what you change. `npm start`, `npm run serve` and',
    '# the command-line tools read .env from the working directory (never in NODE_ENV=test);',
    '# variables set in the environment win over the file. docs/configuration.md explains each.',
  ];
  for (const group of CONFIG_GROUPS) {
    lines.push('', `# ---- ${group}`);
    for (const variable of variables.filter((v) => v.group === group)) {
      const when =
        variable.default === null
          ? `unset by default${variable.defaultText ? ` (${plain(variable.defaultText)})` : ''}`
          : `default ${variable.default}`;
      lines.push('', ...commentLines(`${plain(variable.meaning)}; ${when}.`));
      lines.push(`# ${variable.name}=${variable.default ?? variable.example ?? ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The table of docs/configuration.md, columns padded as Prettier writes them. */
export function renderConfigTable(variables: readonly ConfigVariable[] = CONFIG_VARIABLES): string {
  const rows = [
    ['variable', 'default', 'meaning'],
    ...variables.map((v) => [`\`${v.name}\``, defaultCell(v), v.meaning]),
  ];
  const widths = [0, 1, 2].map((c) => Math.max(3, ...rows.map((row) => row[c].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  return [line(rows[0]), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
}

export const TABLE_START = '<!-- variables: written by npm run codegen from src/config-variables.ts -->';
export const TABLE_END = '<!-- end of variables -->';

/** docs/configuration.md with its table between the markers replaced by `table`. */
export function withConfigTable(doc: string, table: string = renderConfigTable()): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`docs/configuration.md lacks the markers ${TABLE_START} ... ${TABLE_END}`);
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}
