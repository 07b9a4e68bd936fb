import { ConfigError, loadConfig, loadEnvFile } from './config';
import { openDatabase } from './db/database';
import { EmbeddedPostgresError } from './embedded-postgres/embedded-postgres-error';
import { asRoles, prepareDatabase } from './catalog/prepare-database';
import { seedSet } from '../seeds/data';
import { createRigbaseHttpServer } from './http/http-server';
import { listen, listenProblem, portProblem } from './http/listen';
import { createLogger } from './logger';
import { createServer, type RigbaseServer } from './server';

/** In-flight requests get this long to finish on SIGTERM before connections are cut. */
const DRAIN_DEADLINE_MS = 10_000;

/** One line for a start failure: the message of what went wrong, whatever was thrown. */
function describeStartFailure(error: unknown): string {
  if (error instanceof EmbeddedPostgresError) return error.message;
  if (error instanceof Error) return error.stack ?? error.message;
  return `unexpected failure: ${String(error)}`;
}

/** Stops with one line on stderr (no stack: the line says what to do). */
function fail(message: string): never {
  process.stderr.write(`rigbase: ${message}\n`);
  process.exit(1);
}

/** Bootstrap only: config -> database -> server -> listen, and an orderly shutdown. */
async function main() {
  let config;
  try {
    loadEnvFile();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`rigbase: configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const log = createLogger(config);
  // Before the embedded Postgres starts: a taken port then costs nothing to stop.
  const problem = await portProblem(config.host, config.port);
  if (problem) fail(problem);
  if (config.databaseUrl && !config.migrationDatabaseUrl && config.migrateOnStart) {
    log.info(
      'migrations run as the DATABASE_URL role; set MIGRATION_DATABASE_URL to the schema owner to connect the service with a role that only reads and writes rows',
    );
  }
  // The service starts even when the database is down: readiness is 503 and queries get
  // SERVICE_UNAVAILABLE until the background connection succeeds and migrations run.
  let created!: (server: RigbaseServer) => void;
  const serverCreated = new Promise<RigbaseServer>((resolve) => (created = resolve));
  const database = await openDatabase(config, log, {
    onConnected: async (dataSource, roles) => {
      if (config.migrateOnStart) {
        await prepareDatabase(dataSource, log, {
          // The entry point hands the seed data in; no module below it imports seeds/.
          seeds: config.seedOnStart ? seedSet : null,
          datasets: config.seedDatasets,
          ...asRoles(roles),
        });
      }
      // The catalog is read once prepared, and /graphql answers (this resolves) only then.
      const { readModel } = await serverCreated;
      readModel.start();
      await readModel.refresh();
    },
  });
  const app = await createServer({
    config,
    db: database.dataSource,
    log,
    isReady: database.ping,
    isAvailable: () => database.connected,
    processMetrics: true,
    deferCatalog: true,
  });
  created(app);

  const front = createRigbaseHttpServer((req, res) => void app.handle(req, res), config, log);
  try {
    await listen(front.http, config.port, config.host);
  } catch (error) {
    // Taken since the check above: stop what was started (the embedded Postgres) first.
    await app.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    fail(listenProblem((error as NodeJS.ErrnoException).code, config.host, config.port));
  }
  const address = front.http.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log.info({ port }, 'rigbase is listening; waiting for the database before it answers queries');
  // The one line to look for: printed once the database is migrated, seeded and answering.
  void database.whenConnected.then(() =>
    log.info(
      { url: base, graphql: `${base}/graphql`, graphiql: `${base}/graphiql`, mcp: `${base}/mcp` },
      `rigbase ready at ${base}`,
    ),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: draining requests');
    // Stop accepting, answer in-flight requests with `Connection: close`, close keep-alive
    // sockets as they fall idle; after the drain deadline, cut whatever is left.
    const deadline = setTimeout(() => {
      log.warn('drain deadline reached: closing the remaining connections');
      front.closeAll();
    }, DRAIN_DEADLINE_MS);
    await front.drain();
    clearTimeout(deadline);
    log.info('http closed');
    await app.stop();
    log.info('graphql stopped');
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`rigbase: failed to start: ${describeStartFailure(error)}\n`);
  process.exit(1);
});
