import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthContext } from '../context';
import type { McpHttpDeps } from './http-transport';
import { createMcpServer } from './server';

/** One POST /mcp as the HTTP layer hands it over: checked, budgeted and read. */
export interface McpHttpRequest {
  req: IncomingMessage;
  res: ServerResponse;
  auth: AuthContext;
  body: unknown;
  logFields: Record<string, unknown>;
}

/**
 * Answers one POST /mcp: a server and a transport for this request only (the tool list is
 * built once; a server is a few objects), closed when the response ends. Loaded by
 * ./http-transport on the first request.
 */
export async function answerMcpRequest(
  deps: McpHttpDeps,
  { req, res, auth, body, logFields }: McpHttpRequest,
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
}
