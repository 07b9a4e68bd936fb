import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode as McpErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { AuthContext, RequestContext } from '../context';
import { DomainError, ErrorCode } from '../errors';
import { isDatabaseUnavailable } from '../graphql/database-errors';
import { SuggestionError, didYouMean, type Lookup } from '../services/suggestions';
import type { Logger } from '../logger';
import { rootFieldPolicies } from '../graphql/policies';
import { inputJsonSchema, parseArguments } from './arguments';
import { TOOLS, type McpTool } from './tools';

/**
 * The tools exposed: those a root field's `@policy(mcp:)` names in the SDL, each answering
 * the question its field answers (graphql/policies.ts), in TOOLS' order. A tool no field
 * names is not listed, and a name no tool has fails the policy test.
 */
export function exposedTools(): McpTool[] {
  const named = new Set([...rootFieldPolicies().values()].flatMap((p) => p.mcp));
  return (TOOLS as readonly McpTool[]).filter((tool) => named.has(tool.name));
}

export interface McpServerDeps {
  /** From createServer: a fresh per-request context, as the GraphQL API builds one. */
  contextFor: (auth: AuthContext) => RequestContext;
  log?: Logger;
  /** Reported to clients in the handshake. */
  version?: string;
  /** Who calls: MCP_CALLER on stdio; over HTTP the request's key and address. */
  caller?: AuthContext;
  /** Added to each tool call's log line (the HTTP request's id). */
  logFields?: Record<string, unknown>;
}

/** MCP callers are anonymous readers, like GraphQL queries without an API key. */
export const MCP_CALLER: AuthContext = { bearer: null, clientIp: 'mcp' };

const INSTRUCTIONS = [
  'rigbase answers questions about planning, buying and running deep-learning hardware, from a',
  'database of components, benchmarks, cloud prices and Q&A guidance with a source on every fact.',
  'Start with `search` for a question in plain words; use slugs from its hits in `get_component`,',
  '`check_build` and as `useCase`. Results cite sources by key; the top-level `sources` map gives',
  'title, url and year. Cite them when you answer. Errors come back as {code, field, message}',
  "(unknown slugs and use cases with suggestions). Enum values are the GraphQL API's, in any case.",
].join(' ');

/**
 * Where a tool caller looks up what a refused value could have been: the tool for each
 * GraphQL lookup a service's error points at, and what it gives.
 */
const LOOKUP_TOOLS: Record<Lookup, { tool: string; gives: string }> = {
  models: { tool: 'find_models', gives: 'finds models by loose name, with the slugs estimate_memory takes' },
  useCases: { tool: 'list_use_cases', gives: 'lists every use case slug' },
  search: { tool: 'search', gives: 'finds part slugs from words' },
  gpus: { tool: 'list_gpus', gives: 'lists GPU slugs (and search finds them from words)' },
  guidanceTags: { tool: 'search', gives: 'finds guidance by words' },
};

/** The argument path as the MCP client sent it: services name GraphQL paths (input.x, build.x). */
function toolField(field: string): string {
  return field.replace(/^(input|build)\./, '');
}

/** A tool result carrying the error as JSON; a failed call never ends the session. */
export function errorResult(error: unknown, log?: Logger): CallToolResult {
  let body: Record<string, unknown>;
  if (error instanceof DomainError) {
    const { http: _status, field, ...extensions } = error.extensions;
    const path = typeof field === 'string' ? field : null;
    // Refusals with suggestions point at a tool, not at the GraphQL query that lists values.
    const lookup = error instanceof SuggestionError ? LOOKUP_TOOLS[error.lookup] : null;
    const message = lookup
      ? `${(error as SuggestionError).what}${didYouMean((error as SuggestionError).suggestions)} (the ${lookup.tool} tool ${lookup.gives})`
      : error.message;
    body = {
      code: error.code,
      ...(path ? { field: toolField(path) } : {}),
      message: path ? message.replace(`${path}:`, `${toolField(path)}:`) : message,
      ...extensions,
      ...(lookup ? { tool: lookup.tool } : {}),
    };
  } else if (isDatabaseUnavailable(error)) {
    body = {
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: 'the database is not reachable right now; retry in a few seconds',
    };
  } else {
    log?.error({ err: error }, 'unexpected error in an MCP tool');
    body = { code: ErrorCode.INTERNAL_SERVER_ERROR, message: 'internal server error' };
  }
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
}

/** Compact JSON as text (what every client reads) and as structured content. */
function okResult(value: object): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(value) }],
    structuredContent: value as Record<string, unknown>,
  };
}

interface ToolCatalog {
  tools: Map<string, McpTool>;
  listed: Array<Record<string, unknown>>;
}
let catalog: ToolCatalog | undefined;

/** The tools by name and their tools/list entries, built once: HTTP builds a server per request. */
function toolCatalog(): ToolCatalog {
  if (catalog) return catalog;
  const tools = new Map(exposedTools().map((tool) => [tool.name, tool]));
  const listed = [...tools.values()].map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: inputJsonSchema(tool.shape),
    annotations: { readOnlyHint: true, openWorldHint: false },
  }));
  catalog = { tools, listed };
  return catalog;
}

/**
 * The rigbase MCP server: the tools of ./tools over whatever transport the caller
 * connects (stdio in scripts/mcp.ts, Streamable HTTP at /mcp in ./http-transport). It answers tools/list and tools/call itself (the
 * SDK's low-level Server) so that every failure, argument-schema ones included, is a tool
 * result with `{code, field, message}`. Each call gets a fresh request context, so tools
 * share the GraphQL API's services and catalog version (src/read-model), and no answer is
 * cached between calls. An unknown tool name stays a protocol error (-32602), as the MCP spec asks.
 */
export function createMcpServer(deps: McpServerDeps): Server {
  const server = new Server(
    { name: 'rigbase', version: deps.version ?? '0.0.0' },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  const { tools, listed } = toolCatalog();
  const caller = deps.caller ?? MCP_CALLER;
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = tools.get(request.params.name);
    if (!tool) {
      throw new McpError(
        McpErrorCode.InvalidParams,
        `unknown tool "${request.params.name}"; tools/list names ${[...tools.keys()].join(', ')}`,
      );
    }
    const started = Date.now();
    try {
      const args = parseArguments(tool.shape, request.params.arguments);
      const result = okResult(await tool.run(deps.contextFor(caller), args as never));
      deps.log?.info({ ...deps.logFields, tool: tool.name, ms: Date.now() - started }, 'mcp tool call');
      return result;
    } catch (error) {
      deps.log?.info(
        { ...deps.logFields, tool: tool.name, ms: Date.now() - started, failed: true },
        'mcp tool call',
      );
      return errorResult(error, deps.log);
    }
  });
  return server;
}
