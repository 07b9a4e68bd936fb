import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, Kind, type GraphQLFormattedError, type ValueNode } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { hasUnstorableText } from '../catalog/text';
import { DomainError, ErrorCode } from '../errors';
import type { Logger } from '../logger';
import { isDatabaseUnavailable, refusedValue, type RefusedValue } from './database-errors';

/**
 * The variables of the request each error came from, for naming the argument a refused
 * value came in. Filled by `errorVariablesPlugin` when Apollo hands the errors over
 * (`didEncounterErrors`, just before it formats them with the same error objects).
 * A per-request AsyncLocalStorage would do it too, but it turns on Node's promise hooks
 * for every promise of every request: 3 % of a GPU page's CPU in the bench profile.
 */
const variablesByError = new WeakMap<object, Readonly<Record<string, unknown>>>();

export function errorVariablesPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, request }) {
          for (const error of errors) variablesByError.set(error, request.variables ?? {});
        },
      };
    },
  };
}

/** Text longer than this is what an index refuses (Postgres caps an index row at 8 kB). */
const LONG_TEXT = 2000;

/** Path of the first string `matches` accepts inside a JSON value, or null. */
function findInJson(value: unknown, at: string, matches: (s: string) => boolean): string | null {
  if (typeof value === 'string') return matches(value) ? at : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInJson(value[i], `${at}[${i}]`, matches);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findInJson(item, `${at}.${key}`, matches);
      if (found) return found;
    }
  }
  return null;
}

/** Path of the first string `matches` accepts inside an argument's AST value, or null. */
function findInArgument(
  value: ValueNode,
  at: string,
  variables: Readonly<Record<string, unknown>>,
  matches: (s: string) => boolean,
): string | null {
  switch (value.kind) {
    case Kind.STRING:
      return matches(value.value) ? at : null;
    case Kind.VARIABLE:
      return findInJson(variables[value.name.value], at, matches);
    case Kind.LIST:
      for (let i = 0; i < value.values.length; i++) {
        const found = findInArgument(value.values[i], `${at}[${i}]`, variables, matches);
        if (found) return found;
      }
      return null;
    case Kind.OBJECT:
      for (const field of value.fields) {
        const found = findInArgument(field.value, `${at}.${field.name.value}`, variables, matches);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}

/** "release_year" -> "releaseYear" */
const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * The argument path a refused value came in (e.g. "input.sources[0]", "input.name"), from
 * the failing field's arguments, the request's variables and, for a CHECK, the column the
 * constraint is named after (Postgres names column checks "<table>_<column>_check"). The
 * field's only argument when nothing finer is known; undefined when it cannot tell.
 */
function refusedField(error: unknown, refused: RefusedValue): string | undefined {
  const node = error instanceof GraphQLError ? error.nodes?.[0] : undefined;
  if (!node || node.kind !== Kind.FIELD || !node.arguments?.length) return undefined;
  const only = node.arguments.length === 1 ? node.arguments[0].name.value : undefined;
  if (refused.kind === 'check') {
    const { constraint, table } = refused;
    const column =
      constraint && table && constraint.startsWith(`${table}_`) && constraint.endsWith('_check')
        ? constraint.slice(table.length + 1, -'_check'.length)
        : undefined;
    return only && column ? `${only}.${camelCase(column)}` : only;
  }
  const variables = (typeof error === 'object' && error !== null && variablesByError.get(error)) || {};
  const matches = refused.kind === 'too-long' ? (s: string) => s.length > LONG_TEXT : hasUnstorableText;
  for (const argument of node.arguments) {
    const found = findInArgument(argument.value, argument.name.value, variables, matches);
    if (found) return found;
  }
  return only;
}

const REFUSED_MESSAGES: Record<RefusedValue['kind'], string> = {
  nul: 'text may not contain the NUL character (U+0000)',
  surrogate: 'text must be valid Unicode (it has a lone UTF-16 surrogate)',
  check: 'is blank or out of range',
  'too-long': 'text is too long',
};

/**
 * graphql-js and Apollo refuse a few requests with an error that has no code, which Apollo
 * then calls INTERNAL_SERVER_ERROR: "Too many errors processing variables, error limit
 * reached" (more than 50 bad variable values), "Schema is not configured to execute
 * subscription operation", "provided sha does not match query" (APQ). They are the
 * request's fault. Such an error is a GraphQLError of their own, outside any field (no
 * path: a field's error, e.g. a Float that cannot serialize, is a fault of ours) and with no
 * thrown error inside it.
 */
function requestErrorCode(formatted: GraphQLFormattedError, original: unknown): string | null {
  if (formatted.path !== undefined) return null;
  if (!(original instanceof GraphQLError) || original.originalError || original.path) return null;
  if (original.extensions?.code !== undefined) return null;
  return original.message.startsWith('Too many errors processing variables')
    ? ErrorCode.BAD_USER_INPUT
    : 'BAD_REQUEST';
}

/**
 * Longest error message sent. graphql-js quotes the offending variable value in full
 * ("Variable \"$slug\" got invalid value <1.9 MB>"), which would echo a client's megabytes
 * back (and into logs); real messages are under 300 characters.
 */
export const MAX_ERROR_MESSAGE_CHARS = 500;
/** A quoted value longer than this is shortened to its first `QUOTE_KEPT_CHARS`. */
const LONG_QUOTE_CHARS = 80;
const QUOTE_KEPT_CHARS = 40;

/** `message` with long quoted values shortened and the whole capped at MAX_ERROR_MESSAGE_CHARS. */
export function boundedMessage(message: string): string {
  if (message.length <= MAX_ERROR_MESSAGE_CHARS) return message;
  const shortened = message.replace(
    new RegExp(`"((?:[^"\\\\]|\\\\.){${LONG_QUOTE_CHARS},})"`, 'g'),
    (_quote, inner: string) => `"${inner.slice(0, QUOTE_KEPT_CHARS)}…" (${inner.length} characters)`,
  );
  return shortened.length <= MAX_ERROR_MESSAGE_CHARS
    ? shortened
    : `${shortened.slice(0, MAX_ERROR_MESSAGE_CHARS - 1)}…`;
}

/**
 * The argument path of a variable graphql-js could not coerce, so these errors name their
 * field like the services' own BAD_USER_INPUT: `Variable "$input" got invalid value "fp16"
 * at "input.precision"; Value "fp16" does not exist in "MemoryPrecision" enum.` names
 * `input.precision`; a whole variable (`Variable "$first" of required type ...`) its name.
 */
export function coercionField(message: string): string | null {
  const variable = /^Variable "\$(\w+)"/.exec(message);
  if (!variable) return null;
  // graphql-js: `got invalid value <value> at "<variable><path>"; <reason>`.
  const at = / at "(\w+(?:\.\w+|\[\d+\])*)"; /.exec(message);
  return at ? at[1] : variable[1];
}

/** Production responses carry no schema suggestions (Apollo strips them from validation errors only). */
const SUGGESTION = / ?Did you mean(.+?)\?$/;

/**
 * The one place errors become GraphQL errors. Domain errors keep their code and
 * extensions; database outages become SERVICE_UNAVAILABLE; everything else is an
 * INTERNAL_SERVER_ERROR with no detail leaked (the cause is logged instead). Errors
 * raised by graphql-js and Apollo (parse, validation, variable coercion) keep their codes.
 */
export function createFormatError(log: Logger, isProduction: boolean) {
  const format = formatWith(log, isProduction);
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const result = format(formatted, error);
    return result.message.length > MAX_ERROR_MESSAGE_CHARS
      ? { ...result, message: boundedMessage(result.message) }
      : result;
  };
}

function formatWith(log: Logger, isProduction: boolean) {
  return (given: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    let formatted = given;
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
    const refused = refusedValue(original);
    if (refused) {
      // Input validation should have caught it first: log it so the gap gets closed.
      log.warn({ err: original, path }, 'the database refused a value the caller sent');
      const field = refusedField(error, refused);
      return {
        message: `${field ? `${field}: ` : ''}${REFUSED_MESSAGES[refused.kind]}`,
        locations,
        path,
        extensions: { code: ErrorCode.BAD_USER_INPUT, ...(field ? { field } : {}) },
      };
    }
    const requestCode = requestErrorCode(formatted, original);
    if (requestCode) {
      return { message: formatted.message, locations, path, extensions: { code: requestCode } };
    }
    const code = formatted.extensions?.code;
    if (code === ErrorCode.BAD_USER_INPUT && formatted.extensions?.field === undefined) {
      const field = coercionField(formatted.message);
      if (field) formatted = { ...formatted, extensions: { ...formatted.extensions, field } };
    }
    if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
      log.error({ err: original, path }, 'unexpected error in a resolver');
      return {
        message: 'internal server error',
        locations,
        path,
        extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
      };
    }
    if (isProduction) {
      // Variable coercion errors ("Value "gpu" does not exist in "ComponentKind" enum. Did
      // you mean the enum value "GPU"?") are not validation errors: strip their hint here.
      const message = formatted.message.replace(SUGGESTION, '');
      if (formatted.extensions) {
        const { stacktrace: _hidden, ...extensions } = formatted.extensions;
        return { ...formatted, message, extensions };
      }
      return { ...formatted, message };
    }
    return formatted;
  };
}
