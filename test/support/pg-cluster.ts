import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A Postgres of its own (in a child process, see pg-cluster-process.mjs) that a test can stop,
 * crash and restart without disturbing the other test files' server.
 */
export class PgCluster {
  private lines: string[] = [];
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    readonly port: number,
  ) {
    child.stdout.on('data', (chunk: Buffer) => {
      this.lines.push(...chunk.toString().split('\n').filter(Boolean));
      this.waiters.splice(0).forEach((w) => w());
    });
  }

  get url(): string {
    return `postgres://postgres:password@127.0.0.1:${this.port}/postgres`;
  }

  /** Starts a new cluster; `running: false` initialises it and leaves it stopped. */
  static async start(options: { running?: boolean } = {}): Promise<PgCluster> {
    // Below Linux's ephemeral range (32768-60999), which outgoing connections take ports from.
    const port = 15000 + Math.floor(Math.random() * 4000);
    const dir = mkdtempSync(path.join(tmpdir(), 'rigbase-pg-'));
    chmodSync(dir, 0o755); // the unprivileged postgres user must reach it when we run as root
    const child = spawn(
      process.execPath,
      [path.join(__dirname, 'pg-cluster-process.mjs'), path.join(dir, 'pg'), String(port)],
      {
        stdio: 'pipe',
      },
    );
    const cluster = new PgCluster(child, port);
    await cluster.expect('started');
    if (options.running === false) await cluster.send('stop', 'stopped');
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

  async send(command: 'stop' | 'start' | 'crash' | 'exit', reply?: string) {
    this.child.stdin.write(`${command}\n`);
    if (reply) await this.expect(reply);
  }

  async close() {
    const exited = new Promise((resolve) => this.child.on('exit', resolve));
    await this.send('exit');
    await exited;
  }
}
