/**
 * What a database error means for the caller, read from the driver's codes and messages:
 * the database is away (SERVICE_UNAVAILABLE) or it refused a value the caller sent
 * (BAD_USER_INPUT). Used by format-error.ts and the MCP server.
 */

/** Postgres/pg signals that the database is unreachable or restarting (not a bug of ours). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '57014', // query_canceled (statement_timeout)
  '53300', // too_many_connections
]);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is not established',
  'connection is closed',
  // node-postgres and TypeORM once the connection under them died mid-request.
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Query runner already released',
  'terminating connection',
];
/**
 * SQLSTATE classes that always mean the server or the connection went away: 08
 * (connection exception) and 57P (operator intervention: shutdown, crash, cannot connect).
 */
const UNAVAILABLE_SQLSTATE_CLASSES = /^(08|57P)/;

/** The fields of a driver, TypeORM or Node error that tell what went wrong, all unchecked. */
interface ErrorFields {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  constraint?: unknown;
  table?: unknown;
  errors?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

/**
 * How many wrappers deep an error is read: TypeORM's QueryFailedError around pg's error,
 * with a `cause` or two above it, is three; the bound stops a cause that refers back to
 * itself.
 */
const MAX_ERROR_DEPTH = 5;

/** `error`, then what it wraps (TypeORM's `driverError`, else `cause`), outermost first. */
function* errorChain(error: unknown): Generator<ErrorFields> {
  let current: unknown = error;
  for (let depth = 0; current && depth < MAX_ERROR_DEPTH; depth++) {
    const e = current as ErrorFields;
    yield e;
    current = e.driverError ?? e.cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (
      typeof e.code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(e.code) ||
        UNAVAILABLE_NODE_CODES.has(e.code) ||
        UNAVAILABLE_SQLSTATE_CLASSES.test(e.code))
    ) {
      return true;
    }
    // A connection attempt to every address of a host name (Node's happy eyeballs).
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    // graphql-js re-wraps values that are not `instanceof Error` of its own realm (as
    // under jest's VM) into "Unexpected error value: { code: 'ECONNREFUSED' ... }".
    if (
      typeof e.message === 'string' &&
      [...UNAVAILABLE_MESSAGES, ...UNAVAILABLE_NODE_CODES].some((m) => (e.message as string).includes(m))
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Postgres refusing a value the caller sent: the caller's input is at fault, not the
 * server, so it is a BAD_USER_INPUT rather than an INTERNAL_SERVER_ERROR. The services
 * should refuse such values first; this is the net for what they miss. The statement
 * failed, so nothing was written.
 * - text with U+0000 (Postgres text cannot hold NUL): 22021 as text, 22P05 in jsonb;
 * - a lone UTF-16 surrogate in JSON stored as jsonb: 22P02 "invalid input syntax for type json";
 * - a CHECK constraint (the schema's last line of defence on ranges and blank text): 23514;
 * - text too long for an index or a tsvector (unbounded text in a key column): 54000.
 */
export interface RefusedValue {
  kind: 'nul' | 'surrogate' | 'check' | 'too-long';
  /** For a CHECK: the constraint and its table, to name the column. */
  constraint?: string;
  table?: string;
}

export function refusedValue(error: unknown): RefusedValue | null {
  for (const e of errorChain(error)) {
    const message = typeof e.message === 'string' ? e.message : '';
    if (e.code === '22021' || e.code === '22P05') return { kind: 'nul' };
    if (e.code === '22P02' && typeof e.detail === 'string' && e.detail.includes('surrogate'))
      return { kind: 'surrogate' };
    if (e.code === '54000' && /index row|too long/.test(message)) return { kind: 'too-long' };
    if (e.code === '23514') {
      return {
        kind: 'check',
        constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
        table: typeof e.table === 'string' ? e.table : undefined,
      };
    }
    // See isDatabaseUnavailable: under jest's VM the driver error may arrive as a message.
    if (
      message.includes('invalid byte sequence for encoding') ||
      message.includes('unsupported Unicode escape')
    )
      return { kind: 'nul' };
    if (message.includes('index row requires')) return { kind: 'too-long' };
  }
  return null;
}
