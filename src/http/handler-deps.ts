import type { ApolloServer } from '@apollo/server';
import type { Config } from '../config';
import type { AuthContext, RequestContext } from '../context';
import type { Logger } from '../logger';
import type { createMcpHttpHandler } from '../mcp/http-transport';
import type { Metrics } from '../observability/metrics';
import type { RequestMeter } from '../request-meter';
import type { VerifiedKey } from '../services/auth.service';
import type { RateLimiter } from './rate-limit';

/** What the HTTP layer (handler.ts, graphql-request.ts) is built from. */
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
  /** MCP over Streamable HTTP at /mcp (src/mcp/http-transport.ts); absent: no /mcp route. */
  mcp?: McpHttpHandler;
  /** Prometheus metrics, served at GET /metrics and fed by every request. */
  metrics?: Metrics;
}

export type McpHttpHandler = ReturnType<typeof createMcpHttpHandler>;
