import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dbOf } from '../../src/db/pool';
import { createTestDatabase, suiteDatabase } from '../support/database';
import { ROOT } from '../support/process';

/**
 * The built `rigbase` bin (dist/scripts/rigbase.js, what package.json's "bin" names) as a
 * shell user runs it: its usage, the errors of a wrong command line, and real work on a
 * test database. dist/ is built by the jest global setup.
 */
const BIN = path.join(ROOT, 'dist/scripts/rigbase.js');
/** A database no command line below may reach: the errors must come before any connection. */
const NOWHERE = 'postgres://nobody:nothing@127.0.0.1:9/none';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function rigbase(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: NOWHERE, ...env },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rigbase-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const where = path.join(dir, name);
  writeFileSync(where, text);
  return where;
}

describe('rigbase (the bin)', () => {
  it('lists its commands, and names an unknown one', async () => {
    const help = await rigbase(['help']);
    expect(help.code).toBe(0);
    for (const command of ['serve', 'migrate', 'seed', 'import', 'export', 'apikey', 'mcp']) {
      expect(help.stderr).toMatch(new RegExp(`^  ${command} `, 'm'));
    }
    expect(help.stdout).toBe('');
    const unknown = await rigbase(['migrat']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command "migrat"[\s\S]*migrate/);
  });

  it('apikey create names an unknown role and lists the valid ones', async () => {
    const run = await rigbase(['apikey', 'create', '--role', 'WRITER', '--name', 'x']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^apikey create: unknown role "WRITER"; the roles are EDITOR, ADMIN/);
    expect(run.stdout).toBe('');
  });

  it.each([
    [['apikey', 'create', '--name', 'x'], /--role is required: one of EDITOR, ADMIN/],
    [['apikey', 'create', '--role', 'EDITOR'], /--name is required/],
    [['apikey', 'revoke', 'three'], /key id must be a positive whole number .* got "three"/],
    [['apikey', 'rotate'], /unknown command "rotate"/],
    [['migrate', '--sed'], /unknown option --sed/],
  ])('%j says what is wrong before touching the database', async (args, message) => {
    const run = await rigbase(args);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/ECONNREFUSED|connect/);
  });

  it('import refuses a semicolon-separated file with one message to use commas', async () => {
    const csv = file('gpus.csv', 'slug;name;vendor;vramGb\nrtx-x;RTX X;NVIDIA;24\nrtx-y;RTX Y;NVIDIA;12\n');
    const run = await rigbase(['import', csv, '--kind', 'gpu']);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'import failed: line 1: the columns are separated by semicolons; use commas (save or export the file as CSV with "," as the separator)',
    ]);
  });

  it('import gives the line where a CSV stops parsing', async () => {
    const csv = file('open-quote.csv', 'slug,name\na,A\nb,"B\nc,C\n');
    const run = await rigbase(['import', csv, '--kind', 'gpu']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^import failed: the CSV cannot be parsed: line 3: a quoted cell opened there is never closed/,
    );
  });

  describe('on a database', () => {
    const db = suiteDatabase();

    it('apikey creates a key (roles in any case) and lists it', async () => {
      const env = { DATABASE_URL: db().url };
      const created = await rigbase(['apikey', 'create', '--role', 'editor', '--name', 'cli test'], env);
      expect(created.stderr).toBe('');
      expect(created.stdout).toMatch(/^created key (\d+) \(EDITOR, "cli test"\)/);
      const id = /created key (\d+)/.exec(created.stdout)![1];
      const listed = await rigbase(['apikey', 'list'], env);
      // The key's shown prefix is base64url: letters, digits, '-' and '_'.
      expect(listed.stdout).toMatch(new RegExp(`^${id}\\tEDITOR\\t[\\w-]+…\\tactive\\tcli test$`, 'm'));
    });
  });

  it('migrate --seed migrates an empty database and seeds its catalog, once', async () => {
    const empty = await createTestDatabase({ empty: true });
    try {
      const env = { DATABASE_URL: empty.url, SEED_DATASETS: 'false' };
      const first = await rigbase(['migrate', '--seed'], env);
      expect([first.code, first.stderr]).toEqual([0, '']);
      expect(first.stdout).toBe('migrated; the catalog is seeded\n');
      const count = async () =>
        (await dbOf(empty.dataSource).rows<{ n: number }>('SELECT count(*)::int AS n FROM component'))[0].n;
      const seeded = await count();
      expect(seeded).toBeGreaterThan(100);
      const again = await rigbase(['migrate'], env);
      expect(again.stdout).toBe('no pending migrations\n');
      expect(await count()).toBe(seeded);
    } finally {
      await empty.drop();
    }
  });
});
