import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthContext, RequestContext } from '../context';
import type { Logger } from '../logger';

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
  return function handleMcp(
    req: IncomingMessage,
    res: ServerResponse,
    auth: AuthContext,
    body: unknown,
    logFields: Record<string, unknown>,
  ): Promise<number> {
    // The MCP SDK and the tool definitions (with zod) load on the first /mcp request, not at
    // start: a server never asked over MCP (and every test server) does without them. A
    // plain require, since tsc (nodenext) keeps import() native and the tests' SWC does not.
    const { answerMcpRequest } = require('./http-session') as typeof import('./http-session.js');
    return answerMcpRequest(deps, { req, res, auth, body, logFields });
  };
}
