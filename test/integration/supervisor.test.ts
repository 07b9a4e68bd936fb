import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client as PgClient } from 'pg';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { isAlive } from '../../src/embedded-postgres/postmaster';
import { ROOT, eventually, logLines, randomPort, spawnServer, type ServerProcess } from '../support/process';
import { keepSaving } from '../support/save-builds';
import { UNLIMITED_RATES } from '../support/test-env';

/**
 * The embedded Postgres under the real entry point (no DATABASE_URL): killed under writes,
 * orphaned by a SIGKILLed service, shared with a CLI tool, contended by a second service,
 * stopped while already dead, and started as root from a directory only root may enter.
 */

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Running {
  clusterDir: string;
  pid: number;
}

/** The cluster directory and postmaster pid the service logged once Postgres ran. */
function running(server: ServerProcess): Running {
  const line = logLines(server.log)
    .filter((l) => typeof l.msg === 'string' && l.msg.startsWith('the embedded Postgres is running'))
    .at(-1);
  if (!line) throw new Error(`no running line in:\n${server.log}`);
  return { clusterDir: String(line.clusterDir), pid: Number(line.pid) };
}

function postmasterPid(clusterDir: string): number {
  return Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function embeddedUrl(dataDir: string, port: number): string {
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://rigbase:${encodeURIComponent(password)}@127.0.0.1:${port}/rigbase`;
}

async function countSaved(url: string, ids: string[]): Promise<number> {
  const client = new PgClient({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS count FROM saved_build WHERE id = ANY($1)`, [
      ids,
    ]);
    return rows[0].count;
  } finally {
    await client.end();
  }
}

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'dist/scripts/apikey.js'), ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the supervised embedded Postgres', () => {
  // A data directory the postgres user can reach, so the cluster stays in <dataDir>/pg.
  const base = mkdtempSync(path.join(tmpdir(), 'rigbase-supervisor-'));
  const dataDir = path.join(base, 'data');
  const pgPort = randomPort();
  const env = {
    RIGBASE_DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    ...UNLIMITED_RATES,
  };
  const acknowledged: string[] = [];
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    chmodSync(base, 0o755);
    server = await spawnServer({ env, timeoutMs: 120_000 });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(base, { recursive: true, force: true });
  });

  it('restarts a SIGKILLed postmaster by itself; /readyz says 503 meanwhile; no acknowledged write is lost', async () => {
    const s = server!;
    const { clusterDir, pid } = running(s);
    expect(clusterDir).toBe(path.join(dataDir, 'pg'));
    const statuses: number[] = [];
    const stopSaving = keepSaving(s.url, 4, ({ status, id }) => {
      statuses.push(status);
      if (id) acknowledged.push(id);
    });
    await eventually(() => acknowledged.length >= 20, 'writes before the kill');

    const readyz: number[] = [];
    const healthz: number[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        readyz.push((await fetch(`${s.url}/readyz`)).status);
        healthz.push((await fetch(`${s.url}/healthz`)).status);
        await sleep(10);
      }
    })();
    const beforeKill = acknowledged.length;
    process.kill(pid, 'SIGKILL');
    await eventually(() => readyz.includes(503), '/readyz to say 503');
    await eventually(() => readyz.at(-1) === 200 && acknowledged.length > beforeKill + 20, 'recovery');
    watching = false;
    await watcher;
    await stopSaving();

    expect(healthz.every((status) => status === 200)).toBe(true);
    const newPid = postmasterPid(clusterDir);
    expect(newPid).not.toBe(pid);
    expect(isAlive(newPid)).toBe(true);
    const events = logLines(s.log).map((l) => l.msg);
    expect(events).toContain('the embedded Postgres exited; restarting it');
    expect(events).toContain('the embedded Postgres is back');
    // Requests during the outage failed cleanly (503 SERVICE_UNAVAILABLE), never 500.
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(await countSaved(embeddedUrl(dataDir, pgPort), acknowledged)).toBe(acknowledged.length);
  });

  it('connects as a role that reads and writes rows only; the superuser only made and migrated the schema', async () => {
    const admin = new PgClient({ connectionString: embeddedUrl(dataDir, pgPort) });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ usename: string }>(
        `SELECT DISTINCT usename FROM pg_stat_activity WHERE application_name = 'rigbase' AND datname = 'rigbase'`,
      );
      expect(rows.map((row) => row.usename)).toEqual(['rigbase_app']);
      const role = await admin.query(
        `SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = 'rigbase_app'`,
      );
      expect(role.rows).toEqual([{ rolsuper: false, rolcreatedb: false, rolcreaterole: false }]);
    } finally {
      await admin.end();
    }
    const password = readFileSync(path.join(dataDir, 'pg-app-password'), 'utf8').trim();
    expect(statSync(path.join(dataDir, 'pg-app-password')).mode & 0o777).toBe(0o600);
    const app = new PgClient({
      connectionString: `postgres://rigbase_app:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/rigbase`,
    });
    await app.connect();
    try {
      // Rows, yes; the schema and the migrations' record, no.
      expect((await app.query('SELECT count(*)::int AS n FROM component')).rows[0].n).toBeGreaterThan(0);
      await expect(app.query('CREATE TABLE sneaky (a int)')).rejects.toMatchObject({ code: '42501' });
      await expect(app.query('DROP TABLE saved_build')).rejects.toMatchObject({ code: '42501' });
      await expect(app.query('TRUNCATE source CASCADE')).rejects.toMatchObject({ code: '42501' });
      await expect(app.query(`DELETE FROM migrations`)).rejects.toMatchObject({ code: '42501' });
    } finally {
      await app.end();
    }
  });

  it('lets `npm run apikey` work beside the running server, on its Postgres', async () => {
    const created = await runCli(['create', '--role', 'EDITOR', '--name', 'beside the server'], env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const key = /\n(rb_\S+)\n/.exec(created.stdout)![1];
    const answer = await fetch(`${server!.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        query: `mutation($i: SourceInput!) { upsertSource(input: $i) { key } }`,
        variables: { i: { key: 'supervisor-cli-key', title: 'Made with a CLI key' } },
      }),
    });
    expect(((await answer.json()) as any).data.upsertSource.key).toBe('supervisor-cli-key');
    // The server's postmaster is still the same, still running.
    const { pid } = running(server!);
    expect(isAlive(postmasterPid(path.join(dataDir, 'pg')))).toBe(true);
    expect(pid).toBeGreaterThan(0);
  });

  it('lets the stdio MCP server start beside the running server, on its Postgres, and leaves it running', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(ROOT, 'dist/scripts/mcp.js')],
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const client = new Client({ name: 'beside-the-server', version: '1.0.0' });
    try {
      await client.connect(transport);
      const result = await client.callTool({
        name: 'get_component',
        arguments: { slug: 'nvidia-geforce-rtx-3090' },
      });
      expect(result.isError).not.toBe(true);
      expect((result.content as { text: string }[])[0].text).toMatch(/"slug":"nvidia-geforce-rtx-3090"/);
    } finally {
      await client.close();
    }
    await eventually(() => /"msg":"stopped"/.test(stderr), 'the MCP server to stop');
    expect(stderr).not.toMatch(/already running|refus/i);
    // Closing the MCP server did not stop the server's Postgres.
    expect(isAlive(postmasterPid(path.join(dataDir, 'pg')))).toBe(true);
    expect((await fetch(`${server!.url}/readyz`)).status).toBe(200);
  });

  it('refuses a second service on the same data directory or port with one line naming the variables', async () => {
    const sameDir = await spawnServer({ env: { ...env }, waitFor: 'nothing' });
    expect(await sameDir.exited).toBe(1);
    const otherDir = path.join(base, 'other');
    const samePort = await spawnServer({ env: { ...env, RIGBASE_DATA_DIR: otherDir }, waitFor: 'nothing' });
    expect(await samePort.exited).toBe(1);
    for (const [p, what] of [
      [sameDir, /another rigbase \(pid \d+\) runs the embedded Postgres/],
      [samePort, new RegExp(`port ${pgPort} is already in use`)],
    ] as const) {
      const errors = p.log.split('\n').filter((line) => line.startsWith('rigbase: '));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(what);
      expect(errors[0]).toMatch(/EMBEDDED_PG_PORT/);
      expect(errors[0]).toMatch(/DATABASE_URL/);
      expect(p.log).not.toMatch(/TypeError|reading 'message'|\n\s+at /);
    }
  });

  it('after the service is SIGKILLed, the next start stops the orphaned postmaster and serves the same data', async () => {
    const orphan = postmasterPid(path.join(dataDir, 'pg'));
    server!.child.kill('SIGKILL');
    await server!.exited;
    expect(isAlive(orphan)).toBe(true);

    server = await spawnServer({ env, timeoutMs: 120_000 });
    expect(logLines(server.log).map((l) => l.msg)).toContain(
      'stopping a Postgres left running by a rigbase that died',
    );
    expect(isAlive(orphan)).toBe(false);
    expect(running(server).pid).not.toBe(orphan);
    expect(await countSaved(embeddedUrl(dataDir, pgPort), acknowledged)).toBe(acknowledged.length);
  });

  it('stops at once on SIGTERM when its Postgres is already dead, and says so', async () => {
    const s = server!;
    const started = Date.now();
    process.kill(postmasterPid(path.join(dataDir, 'pg')), 'SIGKILL');
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    const tookMs = Date.now() - started;
    const events = logLines(s.log).map((l) => l.msg);
    expect(events).toContain('stopped');
    expect(events).not.toContain('drain deadline reached: closing the remaining connections');
    // No postmaster is left behind (the restart, if one began, was stopped too).
    const left = existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))
      ? postmasterPid(path.join(dataDir, 'pg'))
      : 0;
    expect(left === 0 || !isAlive(left)).toBe(true);
    server = undefined;
    process.stdout.write(`SIGTERM with a dead Postgres: exited after ${tookMs} ms\n`);
  });
});

describe(
  isRoot ? 'started as root from a clone under a mode-700 directory' : 'started by a non-root user',
  () => {
    const secret = mkdtempSync(path.join(tmpdir(), 'rigbase-700-'));
    const clone = path.join(secret, 'clone');
    const pgPort = randomPort();
    let server: ServerProcess | undefined;
    const cleanup: string[] = [];

    beforeAll(() => {
      mkdirSync(clone);
      // The clone's files, reached through symlinks under the private directory. Node keeps
      // the symlinked paths (--preserve-symlinks), so the binaries resolve under `secret` too.
      // data/: the vendored datasets the first start's seeding reads (Lambda's tables).
      for (const entry of ['dist', 'node_modules', 'schema', 'data', 'package.json']) {
        symlinkSync(path.join(ROOT, entry), path.join(clone, entry));
      }
      expect(statSync(secret).mode & 0o777).toBe(0o700);
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(secret, { recursive: true, force: true });
      for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
    });

    it('runs, keeps the password in a 0600 file, and leaves no password in the temp directory', async () => {
      // Its own temp directory (as open as /tmp), so what other test files' servers write to
      // the shared one meanwhile cannot be taken for this server's leftovers.
      const serverTmp = mkdtempSync(path.join(tmpdir(), 'rigbase-tmp-'));
      chmodSync(serverTmp, 0o1777);
      cleanup.push(serverTmp);
      const binariesBefore = existsSync('/var/lib/rigbase')
        ? new Set(readdirSync('/var/lib/rigbase'))
        : new Set();
      server = await spawnServer({
        nodeArgs: ['--preserve-symlinks', '--preserve-symlinks-main'],
        script: path.join(clone, 'dist/src/index.js'),
        cwd: clone,
        env: {
          EMBEDDED_PG_PORT: String(pgPort),
          RIGBASE_DATA_DIR: '',
          RATE_LIMIT_BURST: '1000',
          TMPDIR: serverTmp,
        },
        timeoutMs: 120_000,
      });
      const { clusterDir, pid } = running(server);
      if (isRoot) {
        cleanup.push(path.dirname(clusterDir));
        for (const entry of existsSync('/var/lib/rigbase') ? readdirSync('/var/lib/rigbase') : []) {
          if (!binariesBefore.has(entry) && entry.startsWith('postgres-'))
            cleanup.push(path.join('/var/lib/rigbase', entry));
        }
        // The cluster moved where the postgres user can go, and runs as that user.
        expect(clusterDir.startsWith(secret)).toBe(false);
        expect(statSync(clusterDir).uid).not.toBe(0);
        expect(statSync(clusterDir).mode & 0o777).toBe(0o700);
        const binary = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
        expect(binary.startsWith(secret)).toBe(false);
      } else {
        expect(clusterDir).toBe(path.join(clone, '.data', 'pg'));
      }
      const password = statSync(path.join(clone, '.data', 'pg-password'));
      expect(password.mode & 0o777).toBe(0o600);
      expect(readdirSync(serverTmp).filter((name) => /pg-password|pwfile|initdb-pw/.test(name))).toEqual([]);
      const answer = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ gpus(first: 1) { edges { node { slug } } } }' }),
      });
      expect(((await answer.json()) as any).data.gpus.edges).toHaveLength(1);
      expect(await server.stop()).toBe(0);
      server = undefined;
    });
  },
);
