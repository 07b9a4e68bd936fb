import { existsSync } from 'node:fs';
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ConfigError, loadConfig, loadEnvFile } from '../src/config';
import { openDatabase } from '../src/db/database';
import { asRoles, prepareDatabase } from '../src/catalog/prepare-database';
import { seedSet } from '../seeds/data';
import { createLogger } from '../src/logger';
import { createMcpServer } from '../src/mcp/server';
import { createServer } from '../src/server';
import { packageVersion } from '../src/package-info';

/**
 * `npm run --silent mcp`: the rigbase MCP server on stdio, for LLM clients. Bootstrap
 * like src/index.ts without HTTP: config -> database (embedded, or DATABASE_URL) ->
 * migrate and seed -> services -> MCP over stdin/stdout.
 *
 * stdout carries only the protocol: logs go to stderr, and so does anything a library
 * prints with console.log. It stops when the client closes stdin, or on SIGINT/SIGTERM.
 */

// A stray console.log from any dependency would corrupt the protocol stream.
console.log = console.error;
console.info = console.error;
console.debug = console.error;

/** The repository root (where package.json is), from src or from dist. */
function packageRoot(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

async function main() {
  const root = packageRoot();
  let config;
  try {
    // Clients start servers from any directory; the embedded database stays in the
    // repository's .data/ (the one `npm start` uses) unless RIGBASE_DATA_DIR says otherwise.
    loadEnvFile();
    config = loadConfig({ RIGBASE_DATA_DIR: path.join(root, '.data'), ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`rigbase-mcp: configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const log = createLogger(config, { destination: 'stderr' }).child({ component: 'mcp' });
  const version = packageVersion();

  // Beside a running `npm start` on the same data directory, use its embedded Postgres (as
  // the other command-line tools do) instead of refusing to start a second one.
  const database = await openDatabase(config, log, {
    waitForConnection: true,
    attachToRunning: true,
    onConnected: (dataSource, roles) =>
      prepareDatabase(dataSource, log, {
        seeds: config.seedOnStart ? seedSet : null,
        datasets: config.seedDatasets,
        ...asRoles(roles),
      }),
  });
  const server = await createServer({ config, db: database.dataSource, log, isReady: database.ping }).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  const mcp = createMcpServer({ contextFor: server.contextFor, log, version });

  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'mcp server stopping');
    try {
      await mcp.close();
      await server.stop();
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'error while stopping');
      process.exitCode = 1;
    }
    log.info('stopped');
    process.exit();
  };
  process.stdin.on('end', () => void shutdown('stdin closed'));
  process.stdin.on('close', () => void shutdown('stdin closed'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A client that vanishes leaves a broken pipe on stdout.
  process.stdout.on('error', () => void shutdown('stdout closed'));

  await mcp.connect(new StdioServerTransport());
  log.info({ database: config.databaseUrl ? 'DATABASE_URL' : 'embedded' }, 'mcp server ready on stdio');
}

main().catch((error: unknown) => {
  process.stderr.write(`rigbase-mcp: failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
