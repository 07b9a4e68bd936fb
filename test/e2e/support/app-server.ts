import { freePort } from '../../../bench/processes';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { spawnServer } from '../../support/process';
import { forSuite } from '../../support/suite';

const READY_TIMEOUT_MS = 60_000;

export interface AppServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  db: TestDatabase;
  /** What the process wrote, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * The real entry point (`node dist/src/index.js`, what `npm start` runs) on its own clone of
 * the seeded template database, serving the built page from dist/web.
 */
export async function startAppServer(): Promise<AppServer> {
  const db = await createTestDatabase({ poolSize: 1 });
  // The test process only needed the database to exist; the server opens its own pool.
  await db.dataSource.destroy();
  try {
    const server = await spawnServer({
      env: {
        DATABASE_URL: db.url,
        PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
        // Typing into the typeahead sends a request per pause; a test types fast and long.
        RATE_LIMIT_PER_MINUTE: '60000',
        RATE_LIMIT_BURST: '5000',
      },
      timeoutMs: READY_TIMEOUT_MS,
    });
    return {
      url: server.url,
      db,
      log: () => server.log,
      async stop() {
        await server.stop();
        await db.drop();
      },
    };
  } catch (error) {
    await db.drop();
    throw error;
  }
}

/** The app server for the tests of the enclosing describe block (see `forSuite`). */
export function suiteAppServer(): () => AppServer {
  return forSuite(startAppServer, (server) => server.stop());
}

/** POST a GraphQL operation to the server, as a second opinion for what the page shows. */
export async function graphql<T = any>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}
