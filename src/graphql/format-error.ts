import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError, ErrorCode } from '../errors';
import type { Logger } from '../logger';

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
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (
      typeof e.code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(e.code) || UNAVAILABLE_NODE_CODES.has(e.code))
    ) {
      return true;
    }
    // graphql-js re-wraps values that are not `instanceof Error` of its own realm (as
    // under jest's VM) into "Unexpected error value: { code: 'ECONNREFUSED' ... }".
    if (
      typeof e.message === 'string' &&
      [...UNAVAILABLE_MESSAGES, ...UNAVAILABLE_NODE_CODES].some((m) => (e.message as string).includes(m))
    ) {
      return true;
    }
    current = e.driverError ?? e.cause;
  }
  return false;
}

/**
 * The one place errors become GraphQL errors. Domain errors keep their code and
 * extensions; database outages become SERVICE_UNAVAILABLE; everything else is an
 * INTERNAL_SERVER_ERROR with no detail leaked (the cause is logged instead). Errors
 * raised by graphql-js and Apollo (parse, validation, variable coercion) keep their codes.
 */
export function createFormatError(log: Logger, isProduction: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const path = formatted.path;
    const locations = formatted.locations;

    if (original instanceof DomainError) {
      const { http: _status, ...extensions } = original.extensions;
      return {
        message: original.message,
        locations,
        path,
        extensions: { code: original.code, ...extensions },
      };
    }
    if (isDatabaseUnavailable(original)) {
      return {
        message: 'the database is not reachable right now; retry in a few seconds',
        locations,
        path,
        extensions: { code: ErrorCode.SERVICE_UNAVAILABLE },
      };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
      log.error({ err: original, path }, 'unexpected error in a resolver');
      return {
        message: 'internal server error',
        locations,
        path,
        extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
      };
    }
    if (isProduction && formatted.extensions) {
      const { stacktrace: _hidden, ...extensions } = formatted.extensions;
      return { ...formatted, extensions };
    }
    return formatted;
  };
}
