import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode } from '../errors';
import type { Metrics } from '../observability/metrics';
import { requestIdOf } from '../observability/request-id';
import type { RequestNote } from './admission';
import type { HandlerDeps } from './handler-deps';
import { allowedRequestHeaders, corsHeaders } from './cors';
import { createGraphqlRequestHandler } from './graphql-request';
import { createMcpRequestHandler } from './mcp-request';
import { GRAPHIQL_PAGE_HEADERS, graphiqlAsset, graphiqlPage } from './graphiql';
import { ClientAborted } from './request-body';
import { errorBody, sendJson } from './responses';

export { MAX_BODY_BYTES, MAX_OPERATION_NAME_CHARS } from './graphql-request';
export type { HandlerDeps } from './handler-deps';
import { createWebPage } from '../web/static-files';

/** Retry hint while the database has not been reached yet. */
const RETRY_AFTER_UNAVAILABLE_S = 5;

/** Status logged for a request its client abandoned (nginx's "client closed request"). */
const CLIENT_CLOSED_REQUEST = 499;

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
 * The HTTP layer on plain node:http: health and readiness probes, CORS, the offline
 * explorer, POST/GET /graphql handed to Apollo's executeHTTPGraphQLRequest, MCP over
 * Streamable HTTP at /mcp and Prometheus metrics at /metrics. No framework middleware sits
 * on the hot path. Every request has an id (the caller's `x-request-id`, or a new one),
 * echoed on the answer and carried by the lines it logs: the access line names it, and
 * lines logged by its code carry it through its request meter (logger.ts).
 */
export function createHttpHandler(deps: HandlerDeps) {
  const { config, log } = deps;
  // The planner page (src/web), built by `vite build` into dist/web.
  const webPage = createWebPage();
  const handleGraphql = createGraphqlRequestHandler(deps);
  const handleMcp = deps.mcp ? createMcpRequestHandler(deps, deps.mcp) : null;

  return function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    return handleRequest(req, res, requestId);
  };

  async function handleRequest(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const started = process.hrtime.bigint();
    const url = new URL(req.url ?? '/', 'http://localhost');
    let status = 500;
    const note: RequestNote = { requestId };
    try {
      const cors = corsHeaders(req, config);
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
      } else if (url.pathname === '/mcp' && handleMcp) {
        status = await handleMcp(req, res, note);
      } else if (url.pathname === '/metrics' && deps.metrics) {
        status = await serveMetrics(req, res, deps.metrics);
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
      log.error({ err: error, requestId }, 'request failed');
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
        requestId,
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
