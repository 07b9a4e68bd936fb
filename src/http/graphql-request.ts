import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap } from '@apollo/server';
import type { AuthContext } from '../context';
import { ErrorCode } from '../errors';
import { checkExpandedFields, checkTokenLimit } from '../graphql/limits';
import { enterMeter, leaveMeter, RequestMeter, settleMeter } from '../request-meter';
import { bearerToken } from '../services/auth.service';
import { clientOfAddress } from './client-key';
import type { HandlerDeps } from './handler-deps';
import { KnownDocuments } from './known-documents';
import { BodyTimeout, BodyTooLarge, readBody } from './request-body';
import { errorBody, rateLimited, retryAfterOf, sendJson } from './responses';

/** Largest request body we read; a bigger one is refused before parsing. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
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

function operationNameOf(body: unknown, url: URL): unknown {
  if (body && typeof body === 'object' && 'operationName' in body) {
    return (body as { operationName?: unknown }).operationName;
  }
  return url.searchParams.get('operationName');
}

/**
 * POST and GET /graphql: the budgets a client must have left (requests, server time)
 * decided before its body is read, the body, the checks Apollo cannot make as cheaply
 * (operation name, tokens, a new document's share and expanded size), then Apollo's
 * executeHTTPGraphQLRequest with the request's meter, and the charge of what it cost.
 * Returns the status sent.
 */
export function createGraphqlRequestHandler(deps: HandlerDeps) {
  const { apollo, config, log } = deps;
  const knownDocuments = new KnownDocuments();

  async function handleGraphql(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    cors: Record<string, string>,
  ) {
    // The budgets are decided before the body is read: a refused client costs no read, no
    // buffer and no parse. A bearer token is looked up first (a hash in a per-process
    // snapshot); an unknown or revoked one spends the anonymous budget of its address and
    // is UNAUTHENTICATED, so random tokens never get budgets of their own. An address is
    // one client, an IPv6 one by its /64.
    const ip = clientOfAddress(req.socket.remoteAddress);
    const bearer = bearerToken(req.headers.authorization);
    const key = bearer ? await deps.verifyKey(bearer) : null;
    const client = key ? `key:${key.keyId}` : `ip:${ip}`;
    const decision = await deps.limiter.check(client);
    // Refused before its body was read: the connection cannot carry another request.
    if (!decision.allowed) return rateLimited(res, decision, { ...cors, connection: 'close' });
    if (bearer && !key) {
      sendJson(
        res,
        401,
        errorBody(
          ErrorCode.UNAUTHENTICATED,
          'unknown or revoked API key; send no Authorization header to read anonymously',
        ),
        { ...cors, connection: 'close' },
      );
      return 401;
    }
    // Server time already spent beyond the budget: refused before any work, until paid back.
    const spent = await deps.serverTime.peek(client);
    if (!spent.allowed) {
      return rateLimited(res, spent, { ...cors, connection: 'close' }, 'server time budget spent');
    }
    const meter = new RequestMeter(client, !key);
    enterMeter(meter);
    try {
      return await executeGraphql(req, res, url, cors, { bearer, ip, client, meter });
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
    caller: { bearer: string | null; ip: string; client: string; meter: RequestMeter },
  ) {
    const { bearer, ip, client, meter } = caller;
    let body: unknown = undefined;
    if (req.method === 'POST') {
      let text: string;
      try {
        text = await readBody(req, MAX_BODY_BYTES, config.bodyTimeoutS * 1000);
        enterMeter(meter);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          sendJson(
            res,
            413,
            errorBody(ErrorCode.BAD_USER_INPUT, `request body exceeds ${MAX_BODY_BYTES} bytes`),
            cors,
          );
          return 413;
        }
        if (error instanceof BodyTimeout) {
          // The rest of the body is never read: the connection cannot be reused.
          sendJson(
            res,
            408,
            errorBody(ErrorCode.BAD_USER_INPUT, `request body not received within ${config.bodyTimeoutS} s`),
            { ...cors, connection: 'close' },
          );
          return 408;
        }
        throw error;
      }
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
    const operationName = operationNameOf(body, url);
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
    const tooMany = query === null ? null : checkTokenLimit(query);
    if (tooMany) {
      sendJson(res, 400, errorBody('TOO_MANY_TOKENS', tooMany.message), cors);
      return 400;
    }
    if (query !== null) {
      const refused = await admitDocument(query, client, meter, cors, res);
      if (refused) return refused;
    }

    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const auth: AuthContext = { bearer, clientIp: ip };
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
    if (response.body.kind === 'complete') {
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
  ): Promise<number | null> {
    const documentKey = knownDocuments.keyOf(query);
    if (knownDocuments.has(documentKey)) return null;
    const fresh = await deps.newDocuments.check(client);
    enterMeter(meter);
    if (!fresh.allowed) {
      return rateLimited(res, fresh, cors, 'too many new documents from your address this minute');
    }
    const oversized = checkExpandedFields(query);
    if (oversized) {
      sendJson(
        res,
        400,
        { errors: [{ message: oversized.message, extensions: oversized.extensions }] },
        cors,
      );
      return 400;
    }
    knownDocuments.add(documentKey);
    return null;
  }

  return handleGraphql;
}
