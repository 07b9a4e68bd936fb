import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';

/** Headers every preflight allows: what the API reads, and what common GraphQL clients and tracing send. */
export const CORS_ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'apollographql-client-name',
  'apollographql-client-version',
  'x-request-id',
  'sentry-trace',
  'baggage',
  'traceparent',
  'tracestate',
] as const;
export const CORS_EXPOSED_HEADERS =
  'retry-after, x-rigbase-cache, x-rigbase-catalog-version, x-request-id, etag, server-timing';
/** A header name as RFC 9110 spells one (a token), of a sane length. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]{1,64}$/;
/** Most names a preflight may ask for; more are not reflected (the fixed list still applies). */
const MAX_REQUESTED_HEADERS = 32;

/**
 * The request headers a preflight allows: the fixed list, plus whatever else the browser
 * asks for that is a well-formed header name. Reflecting is safe here: answers carry no
 * cookies or credentials (`*` origins, bearer keys only), so a custom header grants a
 * page nothing it could not send from a script anyway; refusing it only breaks clients
 * that tag requests (x-request-id, tracing). Malformed or excessive lists fall back to
 * the fixed list, and the browser then refuses the request itself.
 */
export function allowedRequestHeaders(requested: string | string[] | undefined): string {
  const names = (Array.isArray(requested) ? requested.join(',') : (requested ?? ''))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const extra =
    names.length <= MAX_REQUESTED_HEADERS && names.every((name) => HEADER_NAME.test(name))
      ? names.filter((name) => !(CORS_ALLOWED_HEADERS as readonly string[]).includes(name))
      : [];
  return [...CORS_ALLOWED_HEADERS, ...new Set(extra)].join(', ');
}

/** CORS headers of an answer to `req`: none without an Origin, or for an origin not allowed. */
export function corsHeaders(
  req: IncomingMessage,
  config: Pick<Config, 'corsOrigins'>,
): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  if (config.corsOrigins && !config.corsOrigins.includes(origin)) return {};
  return {
    'access-control-allow-origin': config.corsOrigins ? origin : '*',
    // A browser may read these from an answer (Retry-After of a 429, the cache header).
    'access-control-expose-headers': CORS_EXPOSED_HEADERS,
    vary: 'Origin',
  };
}
