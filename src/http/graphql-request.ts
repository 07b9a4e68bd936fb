import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap } from '@apollo/server';
import type { AuthContext } from '../context';
import { ErrorCode } from '../errors';
import { checkExpandedFields, checkTokenLimit } from '../graphql/limits';
import { firstErrorCode, operationNameOf } from '../observability/request-id';
import { enterMeter, leaveMeter, type RequestMeter, settleMeter } from '../request-meter';
import { admitClient, readLimitedBody, type RequestNote } from './admission';
import type { HandlerDeps } from './handler-deps';
import { KnownDocuments } from './known-documents';
import { errorBody, rateLimited, retryAfterOf, sendJson } from './responses';

export { MAX_BODY_BYTES } from './admission';
/**
 * Longest operation name accepted. Names are identifiers a client picks ("GpuPage"); a
 * longer one is refused, and the refusal quotes only its first OPERATION_NAME_QUOTE_CHARS.
 */
export const MAX_OPERATION_NAME_CHARS = 256;
const OPERATION_NAME_QUOTE_CHARS = 40;
/** Decimals of the Server-Timing durations (milliseconds). */
const TIMING_DECIMALS = 2;

/** The request's measured cost as a Server-Timing header: CPU and database milliseconds. */
function serverTiming(meter: RequestMeter): string {
  settleMeter(meter);
  return `cpu;dur=${meter.cpuMs.toFixed(TIMING_DECIMALS)}, db;dur=${meter.dbMs.toFixed(TIMING_DECIMALS)}`;
}

function sentOperationName(body: unknown, url: URL): unknown {
  if (body && typeof body === 'object' && 'operationName' in body) {
    return (body as { operationName?: unknown }).operationName;
  }
  return url.searchParams.get('operationName');
}

/**
 * POST and GET /graphql: the budgets a client must have left (admission.ts), the body, the checks Apollo cannot make as cheaply
 * (operation name, tokens, a new document's share and expanded size), then Apollo's
 * executeHTTPGraphQLRequest with the request's meter, and the charge of what it cost.
 * Returns the status sent.
 */
export function createGraphqlRequestHandler(deps: HandlerDeps) {
  const { apollo, log } = deps;
  const knownDocuments = new KnownDocuments();

  async function handleGraphql(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    cors: Record<string, string>,
    note: RequestNote,
  ) {
    const admitted = await admitClient(deps, req, res, cors, note);
    if ('status' in admitted) return admitted.status;
    const { auth, client, meter } = admitted;
    enterMeter(meter);
    try {
      return await executeGraphql(req, res, url, cors, note, { auth, client, meter });
    } finally {
      leaveMeter(meter);
      deps.serverTime.charge(client, meter.serverMs).catch((error: unknown) => {
        log.warn({ err: error }, 'could not charge a request to its server-time budget');
      });
    }
  }

  async function executeGraphql(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    cors: Record<string, string>,
    note: RequestNote,
    caller: { auth: AuthContext; client: string; meter: RequestMeter },
  ) {
    const { auth, client, meter } = caller;
    let body: unknown = undefined;
    if (req.method === 'POST') {
      const read = await readLimitedBody(deps, req, res, cors);
      enterMeter(meter);
      if ('status' in read) return read.status;
      const text = read.text;
      const type = req.headers['content-type'] ?? '';
      if (type.includes('application/json') || type.includes('application/graphql-response+json')) {
        try {
          body = text.length ? JSON.parse(text) : undefined;
        } catch {
          sendJson(res, 400, errorBody(ErrorCode.BAD_USER_INPUT, 'request body is not valid JSON'), cors);
          return 400;
        }
      } else {
        body = text;
      }
    }

    // Apollo quotes an unknown operation name in its error: a megabyte name would come back
    // whole. Refuse long names here, quoting only their start.
    const operationName = sentOperationName(body, url);
    if (typeof operationName === 'string' && operationName.length > MAX_OPERATION_NAME_CHARS) {
      sendJson(
        res,
        400,
        {
          errors: [
            {
              message: `operationName "${operationName.slice(0, OPERATION_NAME_QUOTE_CHARS)}…" is ${operationName.length} characters; at most ${MAX_OPERATION_NAME_CHARS} are accepted`,
              extensions: { code: ErrorCode.BAD_USER_INPUT, field: 'operationName' },
            },
          ],
        },
        cors,
      );
      return 400;
    }

    // Counting tokens is cheap and happens before Apollo parses; a syntax error passes
    // here and gets Apollo's own GRAPHQL_PARSE_FAILED 400.
    const query =
      req.method === 'GET'
        ? url.searchParams.get('query')
        : typeof (body as { query?: unknown } | undefined)?.query === 'string'
          ? (body as { query: string }).query
          : null;
    note.operation = operationNameOf(operationName, query);
    // A text known as it is passed every check below when it was first sent.
    if (query !== null && !knownDocuments.knowsText(query)) {
      const tooMany = checkTokenLimit(query);
      if (tooMany) {
        note.outcome = 'TOO_MANY_TOKENS';
        sendJson(res, 400, errorBody('TOO_MANY_TOKENS', tooMany.message), cors);
        return 400;
      }
      const refused = await admitDocument(query, client, meter, cors, res, note);
      if (refused) return refused;
    }

    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    // Stock clients (urql by default, Apollo Client with useGETForQueries or persisted
    // queries) send queries as plain GETs, which Apollo's CSRF prevention refuses unless a
    // preflight header is present. A GET has no side effect here: Apollo answers a mutation
    // sent by GET with 405, and no answer depends on cookies (keys are bearer tokens), so a
    // cross-site GET can neither change nor read anything a page could not fetch itself.
    // POSTs keep the protection: a form-encoded or text/plain one is still refused.
    if (req.method === 'GET') headers.set('apollo-require-preflight', 'true');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: url.search, body },
      context: async () => deps.contextFor(auth, meter),
    });
    enterMeter(meter);
    const status = response.status ?? 200;
    const outHeaders: Record<string, string> = { ...cors, 'server-timing': serverTiming(meter) };
    for (const [name, value] of response.headers) outHeaders[name] = value;
    // Every 429 says when to come back, also the ones a resolver decides (saveBuild's quota).
    if (status === 429 && !outHeaders['retry-after'] && response.body.kind === 'complete') {
      outHeaders['retry-after'] = retryAfterOf(response.body.string) ?? '1';
    }
    // A shared cache revalidating a public read whose catalog version has not moved.
    if (
      req.method === 'GET' &&
      status === 200 &&
      outHeaders.etag !== undefined &&
      req.headers['if-none-match'] === outHeaders.etag
    ) {
      delete outHeaders['content-type'];
      res.writeHead(304, outHeaders);
      res.end();
      return 304;
    }
    if (response.body.kind === 'complete') {
      note.outcome = firstErrorCode(response.body.string) ?? 'ok';
      outHeaders['content-length'] = String(Buffer.byteLength(response.body.string));
      res.writeHead(status, outHeaders);
      res.end(response.body.string);
    } else {
      res.writeHead(status, outHeaders);
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    }
    return status;
  }

  /**
   * A document this process has not seen recently: refused when the client has sent its
   * share of new documents this minute (RATE_LIMITED, Retry-After), or when its fragments
   * expand to more fields than the limit (TOO_MANY_FIELDS, before graphql-js validates it).
   * Returns the status sent, or null when the document goes on to Apollo.
   */
  async function admitDocument(
    query: string,
    client: string,
    meter: RequestMeter,
    cors: Record<string, string>,
    res: ServerResponse,
    note: RequestNote,
  ): Promise<number | null> {
    const documentKey = knownDocuments.keyOf(query);
    if (knownDocuments.has(documentKey, query)) return null;
    const fresh = await deps.newDocuments.check(client);
    enterMeter(meter);
    if (!fresh.allowed) {
      note.outcome = ErrorCode.RATE_LIMITED;
      return rateLimited(res, fresh, cors, 'too many new documents from your address this minute');
    }
    const oversized = checkExpandedFields(query);
    if (oversized) {
      note.outcome = String(oversized.extensions.code);
      sendJson(
        res,
        400,
        { errors: [{ message: oversized.message, extensions: oversized.extensions }] },
        cors,
      );
      return 400;
    }
    knownDocuments.add(documentKey, query);
    return null;
  }

  return handleGraphql;
}
