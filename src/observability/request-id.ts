import { randomUUID } from 'node:crypto';

/** An incoming id we keep: what proxies and tracing tools send (UUIDs, hex, dotted ids), bounded. */
const ACCEPTED_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The request's id: the client's or proxy's `x-request-id` when it is a sane token, else
 * a new UUID. Echoed on the answer and put on every log line the request writes.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/**
 * The operation name of a GraphQL request for logs and metrics: the one it sent
 * (`operationName`), else the name the document declares for its first operation, else
 * null (anonymous). Read from the text, not parsed: the HTTP layer runs before Apollo.
 */
export function operationNameOf(sent: unknown, query: string | null): string | null {
  if (typeof sent === 'string' && sent) return sent;
  const declared = query
    ? /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)
    : null;
  return declared?.[1] ?? null;
}

/** How an answer with errors begins: Apollo writes `errors` before `data` (orderExecutionResultFields). */
const ERRORS_FIRST = '{"errors":[';

/**
 * The first `extensions.code` of a GraphQL answer's errors, or null when it has none. Only
 * the answer's start is read: an answer's own text cannot begin like this (its strings are
 * quoted inside `data`), and reading the whole of a large answer for every request cost
 * more than anything else this does. Anything that is not one JSON object (a batch) is
 * searched whole.
 */
export function firstErrorCode(body: string): string | null {
  const errors = body.startsWith(ERRORS_FIRST) ? 0 : body.startsWith('{') ? -1 : body.indexOf('"errors":[');
  if (errors < 0) return null;
  return /"code":"([A-Z_]+)"/.exec(body.slice(errors, errors + 4096))?.[1] ?? 'UNKNOWN';
}
