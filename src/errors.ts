/**
 * Domain errors and their codes. Services throw these; `graphql/format-error.ts`
 * maps them to `extensions.code` in one place. Anything else that escapes a resolver
 * is a fault and is reported as INTERNAL_SERVER_ERROR without details.
 */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  /** Also a query limit's code (graphql/limits): here, a statement over the anonymous timeout. */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status each code maps to when the whole request fails. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  QUERY_TOO_COMPLEX: 400,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export class DomainError extends Error {
  /**
   * Extra extensions, e.g. `field` for BAD_USER_INPUT or `retryAfterSeconds`.
   * graphql-js copies them onto the GraphQL error; Apollo reads `http.status` there to
   * set the response status (only throttling needs a non-200), and format-error drops
   * `http` from what the client sees.
   */
  readonly extensions: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.extensions =
      code === ErrorCode.RATE_LIMITED
        ? { ...extensions, http: { status: HTTP_STATUS.RATE_LIMITED } }
        : extensions;
  }
}

/** Bad input, naming the offending argument path (e.g. "input.budgetUsd"). */
export function badInput(field: string, message: string): DomainError {
  return new DomainError(ErrorCode.BAD_USER_INPUT, `${field}: ${message}`, { field });
}

export function notFound(what: string, field?: string): DomainError {
  return new DomainError(ErrorCode.NOT_FOUND, `${what} not found`, field ? { field } : {});
}

export function serviceUnavailable(message = 'the database is not reachable; retry shortly'): DomainError {
  return new DomainError(ErrorCode.SERVICE_UNAVAILABLE, message);
}
