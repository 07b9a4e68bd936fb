import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * What `postmaster.pid` in a cluster directory says about a running (or crashed) server,
 * and the process behind it. Postgres writes the file on start and removes it on a clean
 * stop; after a crash, or when its parent died by SIGKILL, it stays.
 */
export interface PostmasterInfo {
  pid: number;
  port: number | null;
  /** A live process with that pid exists. */
  alive: boolean;
  /** The process is a postgres running this very cluster directory. */
  ours: boolean;
  /** Its parent, when it is a live node process (a rigbase or tool that owns it); else null. */
  ownerPid: number | null;
}

/** Postgres's lock file layout: line 1 the pid, line 4 the port. */
const PID_LINE = 0;
const PORT_LINE = 3;

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** argv of a process (Linux /proc, or `ps` elsewhere); null when it cannot be read. */
function commandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/);
    } catch {
      return null;
    }
  }
}

function parentPid(pid: number): number | null {
  try {
    // Field 4 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count after ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    try {
      return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    } catch {
      return null;
    }
  }
}

/**
 * The postmaster recorded in `clusterDir`, or null when there is no lock file. A postmaster
 * whose parent is init (pid 1) or not a node process was orphaned: its rigbase died
 * without stopping it (SIGKILL, OOM kill).
 */
export function readPostmaster(clusterDir: string): PostmasterInfo | null {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[PID_LINE]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const port = Number(lines[PORT_LINE]);
  const alive = isAlive(pid);
  const argv = alive ? commandLine(pid) : null;
  const ours =
    argv !== null &&
    path.basename(argv[0] ?? '') === 'postgres' &&
    argv.some((arg) => path.resolve(arg) === path.resolve(clusterDir));
  let ownerPid: number | null = null;
  if (ours) {
    const parent = parentPid(pid);
    const parentArgv = parent && parent > 1 ? commandLine(parent) : null;
    if (parent && parentArgv && /^node/.test(path.basename(parentArgv[0] ?? ''))) ownerPid = parent;
  }
  return { pid, port: Number.isInteger(port) && port > 0 ? port : null, alive, ours, ownerPid };
}

/**
 * Stops a postmaster that is not our child: fast shutdown (SIGINT), then immediate
 * (SIGQUIT), then SIGKILL, each after a wait. Resolves when the process is gone.
 */
export async function stopPostmaster(pid: number, waitMs = 15_000): Promise<void> {
  for (const signal of ['SIGINT', 'SIGQUIT', 'SIGKILL'] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    const deadline = Date.now() + (signal === 'SIGINT' ? waitMs : waitMs / 3);
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Whether something already listens on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}
