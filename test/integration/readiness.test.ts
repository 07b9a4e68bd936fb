import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { createLogger } from '../../src/logger';
import { createServer, type RigbaseServer } from '../../src/server';

/** A Postgres of its own, so stopping it does not disturb the other test files. */
class Cluster {
  private lines: string[] = [];
  private waiters: Array<() => void> = [];
  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.on('data', (chunk: Buffer) => {
      this.lines.push(...chunk.toString().split('\n').filter(Boolean));
      this.waiters.splice(0).forEach((w) => w());
    });
  }
  static async start(port: number): Promise<Cluster> {
    const dir = mkdtempSync(path.join(tmpdir(), 'rigbase-ready-'));
    chmodSync(dir, 0o755); // the unprivileged postgres user must reach it when we run as root
    const child = spawn(
      process.execPath,
      [path.join(__dirname, '../support/pg-cluster.mjs'), path.join(dir, 'pg'), String(port)],
      {
        stdio: 'pipe',
      },
    );
    const cluster = new Cluster(child);
    await cluster.expect('started');
    return cluster;
  }
  async expect(line: string): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (!this.lines.includes(line)) {
      if (Date.now() > deadline) throw new Error(`cluster did not say ${line}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    this.lines.splice(this.lines.indexOf(line), 1);
  }
  async send(command: 'stop' | 'start' | 'exit', reply?: string) {
    this.child.stdin.write(`${command}\n`);
    if (reply) await this.expect(reply);
  }
  async close() {
    const exited = new Promise((resolve) => this.child.on('exit', resolve));
    await this.send('exit');
    await exited;
  }
}

async function readyz(url: string): Promise<number> {
  return (await fetch(`${url}/readyz`)).status;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('/readyz follows the database', () => {
  let cluster: Cluster;
  let database: Database;
  let server: RigbaseServer;
  let http: Server;
  let url: string;

  beforeAll(async () => {
    const port = 50000 + Math.floor(Math.random() * 4000);
    cluster = await Cluster.start(port);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.DEBUG_READINESS ? 'error' : 'silent',
      DATABASE_URL: `postgres://postgres:password@127.0.0.1:${port}/postgres`,
      DB_CONNECT_TIMEOUT_MS: '500',
    });
    const log = createLogger(config);
    database = await openDatabase(config, log);
    await database.dataSource.runMigrations();
    server = await createServer({ config, db: database.dataSource, log, isReady: database.ping });
    http = createHttpServer((req, res) => void server.handle(req, res));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    if (http) {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    }
    await server?.stop();
    await database?.close();
    await cluster?.close();
  });

  it('is 200 while the database answers, 503 when it is stopped, 200 again when it returns', async () => {
    expect(await readyz(url)).toBe(200);

    await cluster.send('stop', 'stopped');
    await eventually(async () => (await readyz(url)) === 503);
    // The process stays up and queries fail cleanly with a code, not a crash.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ sources { title } }' }),
    });
    const body = (await response.json()) as any;
    expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    await cluster.send('start', 'started');
    await eventually(async () => (await readyz(url)) === 200);
    const again = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ sources { title } }' }),
    });
    expect(((await again.json()) as any).errors).toBeUndefined();
  });
});
