import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Config } from '../config';
import type { AuthContext, RequestContext } from '../context';
import { ErrorCode } from '../errors';
import { bearerToken, type VerifiedKey } from '../services/auth.service';
import type { RateLimiter } from './rate-limit';
import { checkExpandedFields, checkTokenLimit } from '../graphql/limits';
import type { Logger } from '../logger';
import { enterMeter, leaveMeter, RequestMeter, settleMeter } from '../request-meter';
import { clientOfAddress } from './client-key';
import { KnownDocuments } from './known-documents';
import { GRAPHIQL_PAGE_HEADERS, graphiqlAsset, graphiqlPage } from './graphiql';
import { BodyTimeout, BodyTooLarge, ClientAborted, readBody } from './request-body';
import { errorBody, rateLimited, retryAfterOf, sendJson } from './responses';
import { createWebPage } from '../web/static-files';

/** Retry hint while the database has not been reached yet. */
const RETRY_AFTER_UNAVAILABLE_S = 5;

/** Largest request body we read; a bigger one is refused before parsing. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/**
 * Longest operation name accepted. Names are identifiers a client picks ("GpuPage"); a
 * longer one is refused, and the refusal quotes only its first OPERATION_NAME_QUOTE_CHARS.
 */
export const MAX_OPERATION_NAME_CHARS = 256;
const OPERATION_NAME_QUOTE_CHARS = 40;
/** Status logged for a request its client abandoned (nginx's "client closed request"). */
const CLIENT_CLOSED_REQUEST = 499;

export interface HandlerDeps {
  apollo: ApolloServer<RequestContext>;
  config: Config;
  log: Logger;
  /** Builds the per-request context. */
  contextFor: (auth: AuthContext, meter?: RequestMeter) => RequestContext;
  /** Whether the database answers right now. */
  isReady: () => Promise<boolean>;
  /** Per API key or client IP budget for /graphql. */
  limiter: RateLimiter;
  /** Per client budget of server time (CPU and database ms), charged after each request. */
  serverTime: RateLimiter;
  /** Per client budget of documents this process has not seen recently. */
  newDocuments: RateLimiter;
  /** Finds a bearer token among the active API keys (cheaply: see ApiKeyVerifier). */
  verifyKey: (token: string) => Promise<VerifiedKey | null>;
  /** False while the database has never been reached: fail fast instead of timing out. */
  isAvailable: () => boolean;
}

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
const CORS_EXPOSED_HEADERS = 'retry-after, x-rigbase-cache, server-timing';
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

/**
 * The HTTP layer on plain node:http: health and readiness probes, CORS, the offline
 * explorer, and POST/GET /graphql handed to Apollo's executeHTTPGraphQLRequest. No
 * framework middleware sits on the hot path.
 */
export function createHttpHandler(deps: HandlerDeps) {
  const { apollo, config, log } = deps;
  // The planner page (src/web), built by `vite build` into dist/web.
  const webPage = createWebPage();
  const knownDocuments = new KnownDocuments();

  function corsHeaders(req: IncomingMessage): Record<string, string> {
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

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    const url = new URL(req.url ?? '/', 'http://localhost');
    let status = 500;
    try {
      const cors = corsHeaders(req);
      if (url.pathname === '/healthz') {
        status = 200;
        sendJson(res, status, { status: 'ok' });
      } else if (url.pathname === '/readyz') {
        const ready = await deps.isReady();
        status = ready ? 200 : 503;
        sendJson(res, status, { status: ready ? 'ready' : 'database unavailable' });
      } else if (url.pathname === '/graphql') {
        if (req.method === 'OPTIONS') {
          status = 204;
          res.writeHead(status, {
            ...cors,
            'access-control-allow-methods': 'GET, POST, OPTIONS',
            'access-control-allow-headers': allowedRequestHeaders(
              req.headers['access-control-request-headers'],
            ),
            'access-control-max-age': '600',
            vary: 'Origin, Access-Control-Request-Headers',
          });
          res.end();
        } else if (!deps.isAvailable()) {
          status = 503;
          sendJson(
            res,
            status,
            errorBody(
              ErrorCode.SERVICE_UNAVAILABLE,
              'the database is not reachable yet; retry in a few seconds',
            ),
            { ...cors, 'retry-after': String(RETRY_AFTER_UNAVAILABLE_S) },
          );
        } else {
          status = await handleGraphql(req, res, url, cors);
        }
      } else if (url.pathname === '/graphiql' && req.method === 'GET') {
        status = 200;
        const html = graphiqlPage('/graphql');
        res.writeHead(status, GRAPHIQL_PAGE_HEADERS);
        res.end(html);
      } else if (url.pathname.startsWith('/graphiql/assets/') && req.method === 'GET') {
        const asset = graphiqlAsset(url.pathname.slice('/graphiql/assets/'.length));
        status = asset ? 200 : 404;
        if (asset) {
          res.writeHead(status, { 'content-type': asset.type, 'cache-control': 'public, max-age=86400' });
          res.end(asset.body);
        } else {
          sendJson(res, status, errorBody(ErrorCode.NOT_FOUND, 'no such asset'));
        }
      } else if (webPage.handles(req.method, url.pathname)) {
        status = webPage.serve(req, res, url.pathname);
      } else if (url.pathname === '/' && req.method === 'GET') {
        // Only when the page is not built (`tsc` without `vite build`): the explorer instead.
        status = 302;
        res.writeHead(status, { location: '/graphiql' });
        res.end();
      } else {
        status = 404;
        sendJson(res, status, errorBody(ErrorCode.NOT_FOUND, `no route for ${req.method} ${url.pathname}`));
      }
    } catch (error) {
      if (error instanceof ClientAborted || req.destroyed) {
        // The client hung up (or its socket was cut); nobody is left to answer.
        status = CLIENT_CLOSED_REQUEST;
        if (!res.writableEnded) res.destroy();
        return;
      }
      log.error({ err: error }, 'request failed');
      status = 500;
      if (!res.headersSent) {
        sendJson(res, status, errorBody(ErrorCode.INTERNAL_SERVER_ERROR, 'internal server error'));
      } else {
        res.end();
      }
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      // An answer that never reached its client (it hung up mid-way) is logged as 499.
      if (!res.writableFinished && res.destroyed) status = CLIENT_CLOSED_REQUEST;
      log.info(
        { method: req.method, path: url.pathname, status, durationMs: Math.round(durationMs * 100) / 100 },
        status === CLIENT_CLOSED_REQUEST ? 'request aborted by the client' : 'request',
      );
    }
  };
}
