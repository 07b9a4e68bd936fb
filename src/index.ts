import { createServer as createHttpServer } from 'node:http';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { createLogger } from './logger';
import { createServer } from './server';

/** Idle keep-alive sockets are closed this often while draining. */
const DRAIN_SWEEP_MS = 100;
/** In-flight requests get this long to finish on SIGTERM before connections are cut. */
const DRAIN_DEADLINE_MS = 10_000;

/** Bootstrap only: config -> database -> server -> listen, and an orderly shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`rigbase: configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const log = createLogger(config);
  // The service starts even when the database is down: readiness is 503 and queries get
  // SERVICE_UNAVAILABLE until the background connection succeeds and migrations run.
  const database = await openDatabase(config, log, {
    onConnected: (dataSource) => prepareDatabase(dataSource, log, { seed: config.seedOnStart }),
  });
  const server = await createServer({
    config,
    db: database.dataSource,
    log,
    isReady: database.ping,
    isAvailable: () => database.connected,
  });

  const http = createHttpServer((req, res) => void server.handle(req, res));
  http.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => http.listen(config.port, config.host, resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(
    { port, graphql: `http://localhost:${port}/graphql`, graphiql: `http://localhost:${port}/graphiql` },
    'rigbase is listening',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: draining requests');
    // Stop accepting, let in-flight requests finish, and close keep-alive sockets as
    // they fall idle; after the drain deadline, cut whatever is left.
    const closed = new Promise<void>((resolve) => http.close(() => resolve()));
    const sweeper = setInterval(() => http.closeIdleConnections(), DRAIN_SWEEP_MS);
    const deadline = setTimeout(() => http.closeAllConnections(), DRAIN_DEADLINE_MS);
    http.closeIdleConnections();
    await closed;
    clearInterval(sweeper);
    clearTimeout(deadline);
    log.info('http closed');
    await server.stop();
    log.info('graphql stopped');
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`rigbase: failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
