import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingHttpHeaders } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GENEROUS_BUDGETS } from './test-env';

export const ROOT = path.join(__dirname, '../..');

/** The real entry point (dist/src/index.js, built by the global setup) as a child process. */
export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  /** stdout and stderr so far. */
  readonly log: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resident set size now, in MB (Linux /proc). */
  rssMb(): number;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Linux hands out ports 32768-60999 to outgoing connections (ip_local_port_range), and the
 * suite opens many to Postgres: a port chosen in that range can be held by one of them. Ports
 * for servers the tests start come from below it.
 */
const PORT_FLOOR = 20_000;
const PORT_SPAN = 12_000;

/** A port below the ephemeral range, at random (two tests may still draw the same one). */
export function randomPort(): number {
  return PORT_FLOOR + Math.floor(Math.random() * PORT_SPAN);
}

/** How often spawnServer draws another port when the one it drew was taken. */
const PORT_ATTEMPTS = 4;

export interface SpawnOptions {
  env: Record<string, string>;
  /** Node flags before the script, e.g. --preserve-symlinks. */
  nodeArgs?: string[];
  /** The script to run (default dist/src/index.js under ROOT). */
  script?: string;
  cwd?: string;
  /** Wait for /readyz 200 (default) or only for the listening log line. */
  waitFor?: 'ready' | 'listening' | 'nothing';
  timeoutMs?: number;
}

/**
 * Starts the service and waits until it is ready (or listening). A port the test did not
 * choose is drawn again when another process holds it.
 */
export async function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  if (options.env.PORT !== undefined) return spawnOnPort(options, Number(options.env.PORT));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await spawnOnPort(options, randomPort());
    } catch (error) {
      const taken = /port \d+ on \S+ is already in use/.test((error as Error).message);
      if (!taken || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

async function spawnOnPort(options: SpawnOptions, port: number): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), options.script ?? path.join(ROOT, 'dist/src/index.js')],
    {
      cwd: options.cwd ?? ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        // The open datasets make a first start take tens of seconds; tests that need them
        // import them explicitly (test/support/full-catalog.ts).
        SEED_DATASETS: 'false',
        HOST: '127.0.0.1',
        ...GENEROUS_BUDGETS,
        ...options.env,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    child,
    pid: child.pid!,
    port,
    url,
    get log() {
      return log;
    },
    exited,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
    },
    async stop() {
      if (exitCode === undefined) child.kill('SIGTERM');
      return exited;
    },
  };
  const waitFor = options.waitFor ?? 'ready';
  if (waitFor === 'nothing') return proc;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${log}`);
    const ok =
      waitFor === 'listening'
        ? log.includes('rigbase is listening')
        : await fetch(`${url}/readyz`).then(
            (r) => r.status === 200,
            () => false,
          );
    if (ok) return proc;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ${waitFor}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Log lines of a pino JSON log, parsed (non-JSON lines skipped). */
export function logLines(log: string): Array<Record<string, unknown>> {
  return log.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

/** Polls `check` until it is true; throws with `what` after the timeout. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One POST of `body` to /graphql of the server on `port`, on a fresh connection from the
 * loopback address `from` (127.0.0.x): each address has its own budgets and connection cap.
 * Fails on a connection error, or when no answer has come within `timeoutMs`.
 */
export function postFrom(
  port: number,
  from: string,
  body: string,
  headers: Record<string, string> = {},
  timeoutMs = 20_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
