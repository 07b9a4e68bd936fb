import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { loadConfig, type Config } from '../../src/config';
import { createLogger } from '../../src/logger';
import { createServer, type RigbaseServer } from '../../src/server';
import { AuthService } from '../../src/services/auth.service';
import { createTestDatabase, type TestDatabase } from './database';
import { FULL_CATALOG_START_MS, createFullCatalogDatabase } from './full-catalog';
import { forSuite } from './suite';
import { GENEROUS_BUDGETS, passedThroughEnv } from './test-env';

export interface TestServer {
  server: RigbaseServer;
  db: TestDatabase;
  config: Config;
  /** Base URL of the listening HTTP server, e.g. http://127.0.0.1:1234 */
  url: string;
  http: Server;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  sqlLogger?: TypeOrmLogger;
  isReady?: () => Promise<boolean>;
  /** Serve the full catalog (hand seeds + the open datasets) instead of the seeds alone. */
  fullCatalog?: boolean;
}

/** A real server on its own seeded database, listening on a free port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = options.fullCatalog
    ? await createFullCatalogDatabase({ sqlLogger: options.sqlLogger })
    : await createTestDatabase({ sqlLogger: options.sqlLogger });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...GENEROUS_BUDGETS,
    DATABASE_URL: db.url,
    ...passedThroughEnv(),
    ...options.env,
  });
  const server = await createServer({
    config,
    db: db.dataSource,
    log: createLogger(config),
    isReady: options.isReady,
  });
  const http = createHttpServer((req, res) => void server.handle(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    server,
    db,
    config,
    url: `http://127.0.0.1:${port}`,
    http,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await server.stop();
      await db.drop();
    },
  };
}

/**
 * A real server for the tests of the enclosing describe block (see `forSuite`); the full
 * catalog's first build may take minutes, so its start gets a longer bound.
 */
export function suiteServer(options: TestServerOptions = {}): () => TestServer {
  return forSuite(
    () => startTestServer(options),
    (t) => t.close(),
    { timeoutMs: options.fullCatalog ? FULL_CATALOG_START_MS : undefined },
  );
}

/**
 * An API key of `role` on the suite server `t`, created once the server has started (hooks
 * run in the order they are declared); it goes with the server's database.
 */
export function suiteKey(t: () => TestServer, role: 'EDITOR' | 'ADMIN', name: string): () => string {
  return forSuite(
    async () => (await AuthService.createKey(t().db.dataSource, name, role, null)).key,
    async () => undefined,
  );
}

/** A response body parsed as JSON, or null when it is not JSON (so a test can say what it got instead). */
export function jsonOrNull<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** POST a GraphQL operation over real HTTP. */
export async function postGraphql(
  baseUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = jsonOrNull<{
    data?: Record<string, unknown>;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  }>(text) ?? { errors: [{ message: text }] };
  return { status: response.status, body, headers: response.headers };
}

/**
 * In-process GraphQL against a test server, for rules and catalog tests: `run` returns the
 * single result, `data` expects no errors, `refusal` expects exactly one error and returns it.
 */
export function graphqlOn(t: () => TestServer) {
  const run = async (query: string, variables?: Record<string, unknown>) => {
    const result = await t().server.execute<any>(query, variables);
    if (result.body.kind !== 'single') throw new Error('expected a single result');
    return result.body.singleResult;
  };
  return {
    run,
    async data(query: string, variables?: Record<string, unknown>): Promise<any> {
      const result = await run(query, variables);
      expect(result.errors).toBeUndefined();
      return result.data!;
    },
    async refusal(query: string, variables?: Record<string, unknown>): Promise<any> {
      const result = await run(query, variables);
      expect(result.errors).toHaveLength(1);
      return result.errors![0];
    },
  };
}
