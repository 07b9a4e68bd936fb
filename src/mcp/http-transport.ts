import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthContext, RequestContext } from '../context';
import type { Logger } from '../logger';
import { createMcpServer } from './server';

/**
 * MCP over Streamable HTTP at /mcp, for hosted and remote clients: the same tools as stdio
 * on the running server, stateless (no session: every POST carries whole JSON-RPC
 * messages and gets its answer as JSON), so any replica behind a load balancer can answer
 * any request. The HTTP layer has already checked the origin, the budget and the key, and
 * read the body within its limits.
 */
export interface McpHttpDeps {
  contextFor: (auth: AuthContext) => RequestContext;
  log: Logger;
  version: string;
}

/** Request headers a browser-based MCP client sends (the preflight allows them). */
export const MCP_REQUEST_HEADERS = ['mcp-protocol-version', 'mcp-session-id', 'last-event-id'] as const;

/** A JSON-RPC error with no request id: what a refusal before any message is read looks like. */
export function jsonRpcError(code: number, message: string, data?: Record<string, unknown>) {
  return { jsonrpc: '2.0', error: { code, message, ...(data ? { data } : {}) }, id: null };
}

/** JSON-RPC's codes for what the HTTP layer refuses. */
export const JSON_RPC = { PARSE_ERROR: -32700, INVALID_REQUEST: -32600, SERVER_ERROR: -32000 } as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser page of `origin` may call /mcp. Without an Origin header the caller is
 * not a browser (desktop and server-side clients), and DNS rebinding cannot reach it. A
 * page on this machine (localhost, 127.0.0.1, [::1], any port) may call, as local tools
 * such as an MCP inspector do; any other origin only when listed in MCP_ALLOWED_ORIGINS.
 * A rebinding attack's page keeps its own origin (http://attacker.example:4000) while its
 * name resolves to this server, so it is refused here even though it reaches the socket.
 */
export function mcpOriginAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

export function createMcpHttpHandler(deps: McpHttpDeps) {
  /**
   * Answers one POST /mcp: a server and a transport for this request only (the tool list is
   * built once; a server is a few objects), closed when the response ends.
   */
  return async function handleMcp(
    req: IncomingMessage,
    res: ServerResponse,
    auth: AuthContext,
    body: unknown,
    logFields: Record<string, unknown>,
  ): Promise<number> {
    const server = createMcpServer({
      contextFor: deps.contextFor,
      log: deps.log,
      version: deps.version,
      caller: auth,
      logFields,
    });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
    return res.statusCode;
  };
}
