import type { IncomingMessage, ServerResponse } from 'node:http';
import { JSON_RPC, MCP_REQUEST_HEADERS, jsonRpcError, mcpOriginAllowed } from '../mcp/http-transport';
import { enterMeter, leaveMeter } from '../request-meter';
import { admitClient, readLimitedBody, type RequestNote } from './admission';
import { CORS_ALLOWED_HEADERS } from './cors';
import type { HandlerDeps, McpHttpHandler } from './handler-deps';
import { sendJson } from './responses';

/** Retry hint while the database has not been reached yet. */
const RETRY_AFTER_UNAVAILABLE_S = 5;

/** CORS for /mcp: only the origins mcpOriginAllowed admits get an answer a browser may read. */
function mcpCors(req: IncomingMessage, deps: HandlerDeps): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !mcpOriginAllowed(origin, deps.config.mcpAllowedOrigins)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': 'mcp-session-id, retry-after, x-request-id',
    vary: 'Origin',
  };
}

/**
 * POST /mcp (Streamable HTTP, stateless): the origin check against DNS rebinding, the same
 * budgets as /graphql (admission.ts: one budget per key or address across both, server
 * time charged after the request), the body, then the MCP transport. Returns the status sent.
 */
export function createMcpRequestHandler(deps: HandlerDeps, mcp: McpHttpHandler) {
  const { config, log } = deps;

  return async function handleMcp(req: IncomingMessage, res: ServerResponse, note: RequestNote) {
    const cors = mcpCors(req, deps);
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
    const admitted = await admitClient(deps, req, res, cors, note);
    if ('status' in admitted) return admitted.status;
    const { auth, client, meter } = admitted;
    enterMeter(meter);
    try {
      const read = await readLimitedBody(deps, req, res, cors);
      enterMeter(meter);
      if ('status' in read) return read.status;
      let body: unknown;
      try {
        body = JSON.parse(read.text);
      } catch {
        sendJson(res, 400, jsonRpcError(JSON_RPC.PARSE_ERROR, 'request body is not valid JSON'), cors);
        return 400;
      }
      for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
      return await mcp(req, res, auth, body, {});
    } finally {
      leaveMeter(meter);
      deps.serverTime.charge(client, meter.serverMs).catch((error: unknown) => {
        log.warn({ err: error }, 'could not charge a request to its server-time budget');
      });
    }
  };
}
