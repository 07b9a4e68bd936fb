import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Pool } from 'pg';
import { KEEP_ALIVE_TIMEOUT_MS } from '../src/http/http-server';

/**
 * What the bench's own contestant processes share (the baseline, the Apollo floor and the
 * PostGraphile peer): their pool and their server's life. Each runs as a child process of
 * the harness, which passes DATABASE_URL, PORT and DB_POOL_SIZE in the environment.
 */

/** Same connection budget as rigbase's default DB_POOL_SIZE. */
const DEFAULT_POOL_SIZE = 10;

/** A pool on DATABASE_URL of DB_POOL_SIZE connections (rigbase's default when unset). */
export function contestantPool(): Pool {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  return new Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? DEFAULT_POOL_SIZE) });
}

/**
 * Serves `handle` on 127.0.0.1:PORT, keeping idle connections as long as rigbase does,
 * until SIGTERM or SIGINT: then it stops listening, cuts the open connections, awaits
 * `release` (pools, servers) and exits.
 */
export function serveContestant(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  release: () => Promise<unknown>,
): void {
  const server = createServer(handle);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
  const stop = () => {
    server.close(() => void release().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
