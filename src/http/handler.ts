import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Config } from '../config';
import type { AuthContext, RequestContext } from '../context';
import { ErrorCode } from '../errors';
import { bearerToken, type VerifiedKey } from '../services/auth.service';
import type { RateLimiter } from './rate-limit';
import { checkTokenLimit } from '../graphql/limits';
import type { Logger } from '../logger';
import { graphiqlAsset, graphiqlPage } from './graphiql';
import { BodyTimeout, BodyTooLarge, ClientAborted, readBody } from './request-body';
import { errorBody, rateLimited, retryAfterOf, sendJson } from './responses';
import { createWebPage } from '../web/static-files';
import { requestScope } from '../logger';
import type { Metrics } from '../observability/metrics';
import { firstErrorCode, operationNameOf, requestIdOf } from '../observability/request-id';
import {
  JSON_RPC,
  MCP_REQUEST_HEADERS,
  jsonRpcError,
  mcpOriginAllowed,
  type createMcpHttpHandler,
} from '../mcp/http-transport';

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
  contextFor: (auth: AuthContext) => RequestContext;
  /** Whether the database answers right now. */
  isReady: () => Promise<boolean>;
  /** Per API key or client IP budget for /graphql. */
  limiter: RateLimiter;
  /** Finds a bearer token among the active API keys (cheaply: see ApiKeyVerifier). */
  verifyKey: (token: string) => Promise<VerifiedKey | null>;
  /** False while the database has never been reached: fail fast instead of timing out. */
  isAvailable: () => boolean;
  /** MCP over Streamable HTTP at /mcp (src/mcp/http-transport.ts); absent: no /mcp route. */
  mcp?: McpHttpHandler;
  /** Prometheus metrics, served at GET /metrics and fed by every request. */
  metrics?: Metrics;
}

/** What a request's log line and metrics say besides its status. */
interface RequestNote {
  operation?: string | null;
  /** `ok` or the first error code (GraphQL, and what the HTTP layer refused). */
  outcome?: string;
}

/** Probes polled every few seconds by load balancers and orchestrators: logged at debug. */
const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** The metrics label of a path: a fixed set, never the raw path. */
function routeOf(pathname: string): string {
  if (pathname === '/graphql') return 'graphql';
  if (pathname === '/mcp') return 'mcp';
  if (PROBE_PATHS.has(pathname)) return pathname.slice(1);
  if (pathname.startsWith('/graphiql')) return 'graphiql';
  return 'page';
}

type McpHttpHandler = ReturnType<typeof createMcpHttpHandler>;

function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

function sentOperationName(body: unknown, url: URL): unknown {
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
const CORS_EXPOSED_HEADERS = 'retry-after, x-rigbase-cache, x-rigbase-catalog-version, x-request-id, etag';
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

  /**
   * The budget is decided before the body is read: a refused client costs no read, no
   * buffer and no parse. A bearer token is looked up first (a hash in a per-process
   * snapshot); an unknown or revoked one spends the anonymous budget of its address and
   * is UNAUTHENTICATED, so random tokens never get budgets of their own. Shared by
   * /graphql and /mcp: one budget per key or address across both.
   */
  async function admit(
    req: IncomingMessage,
    res: ServerResponse,
    cors: Record<string, string>,
    note: RequestNote,
  ): Promise<{ auth: AuthContext } | { status: number }> {
    const ip = clientIp(req);
    const bearer = bearerToken(req.headers.authorization);
    const key = bearer ? await deps.verifyKey(bearer) : null;
    const decision = await deps.limiter.check(key ? `key:${key.keyId}` : `ip:${ip}`);
    // Refused before its body was read: the connection cannot carry another request.
    if (!decision.allowed) {
      note.outcome = ErrorCode.RATE_LIMITED;
      return { status: rateLimited(res, decision, { ...cors, connection: 'close' }) };
    }
    if (bearer && !key) {
      note.outcome = ErrorCode.UNAUTHENTICATED;
      sendJson(
        res,
        401,
        errorBody(
          ErrorCode.UNAUTHENTICATED,
          'unknown or revoked API key; send no Authorization header to read anonymously',
        ),
        { ...cors, connection: 'close' },
      );
      return { status: 401 };
    }
    return { auth: { bearer, clientIp: ip } };
  }

  /** The request body as text, within the size and time limits; a refusal's status otherwise. */
  async function readLimitedBody(
    req: IncomingMessage,
    res: ServerResponse,
    cors: Record<string, string>,
  ): Promise<{ text: string } | { status: number }> {
    try {
      return { text: await readBody(req, MAX_BODY_BYTES, config.bodyTimeoutS * 1000) };
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendJson(
          res,
          413,
          errorBody(ErrorCode.BAD_USER_INPUT, `request body exceeds ${MAX_BODY_BYTES} bytes`),
          cors,
        );
        return { status: 413 };
      }
      if (error instanceof BodyTimeout) {
        // The rest of the body is never read: the connection cannot be reused.
        sendJson(
          res,
          408,
          errorBody(ErrorCode.BAD_USER_INPUT, `request body not received within ${config.bodyTimeoutS} s`),
          { ...cors, connection: 'close' },
        );
        return { status: 408 };
      }
      throw error;
    }
  }

  async function handleGraphql(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    cors: Record<string, string>,
    note: RequestNote,
  ) {
    const admission = await admit(req, res, cors, note);
    if ('status' in admission) return admission.status;
    const { auth } = admission;

    let body: unknown = undefined;
    if (req.method === 'POST') {
      const read = await readLimitedBody(req, res, cors);
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
    const tooMany = query === null ? null : checkTokenLimit(query);
    if (tooMany) {
      note.outcome = 'TOO_MANY_TOKENS';
      sendJson(res, 400, errorBody('TOO_MANY_TOKENS', tooMany.message), cors);
      return 400;
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
      context: async () => deps.contextFor(auth),
    });
    const status = response.status ?? 200;
    const outHeaders: Record<string, string> = { ...cors };
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

  /** CORS for /mcp: only the origins mcpOriginAllowed admits get an answer a browser may read. */
  function mcpCors(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    if (!origin || !mcpOriginAllowed(origin, config.mcpAllowedOrigins)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'mcp-session-id, retry-after, x-request-id',
      vary: 'Origin',
    };
  }

  async function handleMcp(
    req: IncomingMessage,
    res: ServerResponse,
    mcp: McpHttpHandler,
    note: RequestNote,
  ): Promise<number> {
    const cors = mcpCors(req);
    if (!mcpOriginAllowed(req.headers.origin, config.mcpAllowedOrigins)) {
      // DNS rebinding: a page of another origin whose name now resolves to this server.
      sendJson(
        res,
        403,
        jsonRpcError(
          JSON_RPC.SERVER_ERROR,
          `origin ${req.headers.origin} may not call /mcp; list it in MCP_ALLOWED_ORIGINS to allow it`,
        ),
      );
      return 403;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': [...CORS_ALLOWED_HEADERS, ...MCP_REQUEST_HEADERS].join(', '),
        'access-control-max-age': '600',
      });
      res.end();
      return 204;
    }
    if (req.method !== 'POST') {
      // Stateless: no server-initiated stream to GET and no session to DELETE.
      sendJson(
        res,
        405,
        jsonRpcError(JSON_RPC.SERVER_ERROR, 'only POST: this MCP endpoint keeps no session'),
        {
          ...cors,
          allow: 'POST, OPTIONS',
        },
      );
      return 405;
    }
    if (!deps.isAvailable()) {
      sendJson(
        res,
        503,
        jsonRpcError(JSON_RPC.SERVER_ERROR, 'the database is not reachable yet; retry in a few seconds'),
        { ...cors, 'retry-after': String(RETRY_AFTER_UNAVAILABLE_S) },
      );
      return 503;
    }
    const admission = await admit(req, res, cors, note);
    if ('status' in admission) return admission.status;
    const read = await readLimitedBody(req, res, cors);
    if ('status' in read) return read.status;
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      sendJson(res, 400, jsonRpcError(JSON_RPC.PARSE_ERROR, 'request body is not valid JSON'), cors);
      return 400;
    }
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    return mcp(req, res, admission.auth, body, {});
  }

  async function serveMetrics(req: IncomingMessage, res: ServerResponse, metrics: Metrics): Promise<number> {
    if (req.method !== 'GET') {
      sendJson(res, 405, errorBody(ErrorCode.BAD_USER_INPUT, 'GET /metrics only'), { allow: 'GET' });
      return 405;
    }
    const { type, body } = await metrics.expose();
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
    return 200;
  }

  /**
   * Every request runs in its own log scope: its id (the caller's `x-request-id`, or a new
   * one) is echoed on the answer and carried by every line it logs.
   */
  return function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    return requestScope.run({ requestId }, () => handleRequest(req, res));
  };

  async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    const url = new URL(req.url ?? '/', 'http://localhost');
    let status = 500;
    const note: RequestNote = {};
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
          status = await handleGraphql(req, res, url, cors, note);
        }
      } else if (url.pathname === '/mcp' && deps.mcp) {
        status = await handleMcp(req, res, deps.mcp, note);
      } else if (url.pathname === '/metrics' && deps.metrics) {
        status = await serveMetrics(req, res, deps.metrics);
      } else if (url.pathname === '/graphiql' && req.method === 'GET') {
        status = 200;
        const html = graphiqlPage('/graphql');
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
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
      const line = {
        method: req.method,
        path: url.pathname,
        status,
        durationMs: Math.round(durationMs * 100) / 100,
        ...(note.operation !== undefined ? { operation: note.operation } : {}),
        ...(note.outcome !== undefined && note.outcome !== 'ok' ? { outcome: note.outcome } : {}),
      };
      const message = status === CLIENT_CLOSED_REQUEST ? 'request aborted by the client' : 'request';
      if (PROBE_PATHS.has(url.pathname) && status < 500) log.debug(line, message);
      else log.info(line, message);
      deps.metrics?.observe({
        route: routeOf(url.pathname),
        method: req.method ?? 'GET',
        status,
        seconds: durationMs / 1000,
        operation: note.operation,
        outcome: note.outcome,
      });
    }
  }
}
