import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { chown, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import type { RunAs } from './postgres-user';

/**
 * The Postgres processes themselves: initdb, the postmaster (resolved once it accepts
 * connections, rejected with one line saying what to do when it does not), and their stop.
 */

/** The superuser of the embedded cluster. */
export const EMBEDDED_USER = 'rigbase';
/** Longest wait for "ready to accept connections". */
const START_TIMEOUT_MS = 60_000;
/** Longest a fast shutdown may take before immediate shutdown, then SIGKILL. */
const STOP_TIMEOUT_MS = 20_000;
const READY = 'database system is ready to accept connections';
/** Kept from Postgres's output to explain a failed start. */
const KEPT_LINES = 30;

function run(bin: string, args: string[], runAs: RunAs | null, onLine: (line: string) => void): ChildProcess {
  const child = spawn(bin, args, {
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid, cwd: '/' } : {}),
    env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    // Whole lines only: a message split across two chunks is still recognised.
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      lines.filter(Boolean).forEach(onLine);
    });
    stream?.on('end', () => {
      if (partial) onLine(partial);
    });
  }
  return child;
}

/** One line naming what to do about a Postgres that exited while starting. */
function explainFailedStart(lines: string[], clusterDir: string, port: number): EmbeddedPostgresError {
  const text = lines.join('\n');
  if (/lock file "postmaster.pid" already exists/.test(text)) {
    return new EmbeddedPostgresError(
      `another Postgres runs the cluster in ${clusterDir}; stop it, or give this rigbase its own ` +
        'RIGBASE_DATA_DIR and EMBEDDED_PG_PORT, or set DATABASE_URL',
    );
  }
  if (/could not bind|Address already in use/i.test(text)) {
    return new EmbeddedPostgresError(
      `port ${port} is already in use; set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use a running Postgres`,
    );
  }
  const fatal = lines.find((line) => /FATAL|PANIC|ERROR/.test(line)) ?? lines.at(-1) ?? 'no output';
  return new EmbeddedPostgresError(
    `the embedded Postgres (${clusterDir}, port ${port}) did not start: ${fatal.trim()}; ` +
      'set EMBEDDED_PG_PORT or RIGBASE_DATA_DIR, or DATABASE_URL to use another server',
  );
}

/** Spawns the postmaster and resolves once it accepts connections. */
export function startPostmaster(
  bin: string,
  clusterDir: string,
  port: number,
  runAs: RunAs | null,
  log: (message: string) => void,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    let ready = false;
    const child = run(
      path.join(bin, 'postgres'),
      // TCP on localhost only: no Unix socket in a shared directory.
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      runAs,
      (line) => {
        log(line);
        lines.push(line);
        if (lines.length > KEPT_LINES) lines.shift();
        if (!ready && line.includes(READY)) {
          ready = true;
          clearTimeout(timer);
          resolve(child);
        }
      },
    );
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new EmbeddedPostgresError(`the embedded Postgres on port ${port} did not become ready in 60 s`));
    }, START_TIMEOUT_MS);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new EmbeddedPostgresError(
          `cannot run ${path.join(bin, 'postgres')}${runAs ? ' as the postgres user' : ''} (${error.code ?? error.message}); ` +
            'set DATABASE_URL to use another server',
        ),
      );
    });
    child.once('exit', () => {
      clearTimeout(timer);
      if (!ready) reject(explainFailedStart(lines, clusterDir, port));
    });
  });
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const [signal, waitMs] of [
    ['SIGINT', STOP_TIMEOUT_MS],
    ['SIGQUIT', STOP_TIMEOUT_MS / 4],
    ['SIGKILL', STOP_TIMEOUT_MS / 4],
  ] as const) {
    child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
    ]);
    clearTimeout(timer);
    if (done) return;
  }
}

export async function initdb(
  bin: string,
  dataDir: string,
  clusterDir: string,
  password: string,
  runAs: RunAs | null,
  log: (message: string) => void,
): Promise<void> {
  // The password goes to initdb in a file only its reader may open (0600, owned by the
  // user initdb runs as), beside the cluster, and is removed however initdb ends.
  const dir = runAs ? path.dirname(clusterDir) : dataDir;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.pg-initdb-pw-')) await rm(path.join(dir, name), { force: true });
  }
  const pwfile = path.join(dir, `.pg-initdb-pw-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) await chown(pwfile, runAs.uid, runAs.gid);
  try {
    const lines: string[] = [];
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = run(
        path.join(bin, 'initdb'),
        [
          `--pgdata=${clusterDir}`,
          '--auth=scram-sha-256',
          `--username=${EMBEDDED_USER}`,
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        runAs,
        (line) => {
          log(line);
          lines.push(line);
        },
      );
      child.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new EmbeddedPostgresError(
            `cannot run ${path.join(bin, 'initdb')}${runAs ? ' as the postgres user' : ''} (${error.code ?? error.message}); ` +
              'set DATABASE_URL to use another server',
          ),
        ),
      );
      child.once('exit', (exitCode) => resolve(exitCode));
    });
    if (code !== 0) {
      const reason = lines.find((line) => /error|cannot|could not/i.test(line)) ?? `exit code ${code}`;
      throw new EmbeddedPostgresError(
        `initdb could not create the cluster in ${clusterDir}: ${reason.trim()}; set RIGBASE_DATA_DIR or DATABASE_URL`,
      );
    }
  } finally {
    await rm(pwfile, { force: true });
  }
}
