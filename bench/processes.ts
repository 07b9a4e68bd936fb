import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from '../src/graphql/schema';
import { SERVER_NODE_FLAGS } from '../src/server-node-flags';
import type { Runtime } from './runtime';

/** How long a contestant may take to answer /readyz after spawning. */
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 100;
/** How long a contestant may take to exit after SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 10_000;
/** Lines of a contestant's stderr kept for error messages. */
const STDERR_LINES = 20;
/** Far above anything two cores can serve, so rigbase's per-IP limiter never answers 429. */
const UNLIMITED_RATE = '1000000';

/** A contestant server running in its own process (its own core, not the load generator's). */
export interface Contestant {
  name: string;
  pid: number;
  /** e.g. http://127.0.0.1:4100/graphql */
  graphqlUrl: string;
  /** The Node version the process runs on (e.g. v22.23.3). */
  runtime: string;
  stop(): Promise<void>;
}

/** The compiled tree this file runs from: dist/bench (bench/, src/, seeds/ ...). */
const DIST_ROOT = path.resolve(__dirname, '..');

/** A port the kernel says is free now (the bench's servers and the browser tests' app server). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(child: ChildProcess, baseUrl: string, stderr: string[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`exited with code ${child.exitCode}: ${stderr.join('\n')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(READY_POLL_MS);
  }
  throw new Error(`not ready after ${READY_TIMEOUT_MS} ms: ${stderr.join('\n')}`);
}

async function launch(
  name: string,
  runtime: Runtime,
  script: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<Contestant> {
  const port = await freePort();
  const child = spawn(runtime.path, [...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr.push(...chunk.trimEnd().split('\n'));
    stderr.splice(0, Math.max(0, stderr.length - STDERR_LINES));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exited.then(() => false), sleep(STOP_TIMEOUT_MS).then(() => true)]);
    if (killed) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  try {
    await waitReady(child, baseUrl, stderr);
  } catch (error) {
    await stop();
    throw new Error(`${name}: ${(error as Error).message}`);
  }
  return { name, pid: child.pid ?? -1, graphqlUrl: `${baseUrl}/graphql`, runtime: runtime.version, stop };
}

export interface RigbaseOptions {
  databaseUrl: string;
  runtime: Runtime;
  logLevel: string;
  /** False runs with RESPONSE_CACHE_MB=0: every request executes. */
  responseCache: boolean;
  /** GRAPHQL_EXECUTOR; the server's default (jit) when absent. */
  executor?: 'jit' | 'graphql-js';
  /** Node flags, e.g. --cpu-prof (bench/profile.ts). */
  nodeArgs?: readonly string[];
}

/** `node dist/.../src/index.js` as `npm start` runs it, on a bench database, no seeding. */
export function startRigbase(name: string, options: RigbaseOptions): Promise<Contestant> {
  return launch(
    name,
    options.runtime,
    path.join(DIST_ROOT, 'src', 'index.js'),
    {
      DATABASE_URL: options.databaseUrl,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: options.logLevel,
      ...(options.responseCache ? {} : { RESPONSE_CACHE_MB: '0' }),
      ...(options.executor ? { GRAPHQL_EXECUTOR: options.executor } : {}),
      SEED_ON_START: 'false',
      RATE_LIMIT_PER_MINUTE: UNLIMITED_RATE,
      RATE_LIMIT_BURST: UNLIMITED_RATE,
      // The load generators are one client sending as fast as the server answers: budgets
      // of server time and new documents would measure the refusals, not the service.
      SERVER_TIME_PER_MINUTE_MS: UNLIMITED_RATE,
      SERVER_TIME_BURST_MS: UNLIMITED_RATE,
      NEW_DOCUMENTS_PER_MINUTE: UNLIMITED_RATE,
    },
    // The flags `npm start` runs the server with, then the bench's own (--cpu-prof ...).
    [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? [])],
  );
}

/** The hand-written node:http + pg handler of bench/baseline.ts; `named`: its statements prepared. */
export function startBaseline(
  name: string,
  databaseUrl: string,
  runtime: Runtime,
  nodeArgs: readonly string[] = [],
  named = false,
): Promise<Contestant> {
  const env = { DATABASE_URL: databaseUrl, ...(named ? { BASELINE_NAMED: '1' } : {}) };
  return launch(name, runtime, path.join(__dirname, 'baseline.js'), env, nodeArgs);
}

/**
 * Apollo Server alone on the baseline's statements (bench/apollo-floor.ts), on either
 * executor; `inMemory`: each answer read once and kept (no database per request).
 */
export function startFloor(
  name: string,
  databaseUrl: string,
  runtime: Runtime,
  executor: 'jit' | 'graphql-js',
  nodeArgs: readonly string[] = [],
  inMemory = false,
): Promise<Contestant> {
  return launch(
    name,
    runtime,
    path.join(__dirname, 'apollo-floor.js'),
    {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      FLOOR_EXECUTOR: executor,
      ...(inMemory ? { FLOOR_IN_MEMORY: '1' } : {}),
    },
    nodeArgs,
  );
}

/**
 * Where the peer's packages are installed: bench/package.json, a package of its own
 * (`npm run bench:install`), so a user's install of rigbase never pulls PostGraphile in.
 */
export function peerModules(): string {
  return path.join(projectRoot(), 'bench', 'node_modules');
}

/** PostGraphile 5 over the same database (bench/postgraphile.ts). */
export function startPeer(name: string, databaseUrl: string, runtime: Runtime): Promise<Contestant> {
  return launch(name, runtime, path.join(__dirname, 'postgraphile.js'), {
    DATABASE_URL: databaseUrl,
    // The compiled peer runs from dist/bench/, outside bench/: its packages are found here.
    NODE_PATH: peerModules(),
    // Grafast's production mode (it warns on stderr when the variable is unset).
    GRAPHILE_ENV: 'production',
    NODE_ENV: 'production',
  });
}
