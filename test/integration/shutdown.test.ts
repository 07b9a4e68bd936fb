import { spawn } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../support/database';

const ROOT = path.join(__dirname, '../..');
const QUERY = `{ gpus(first: 100, orderBy: PERFORMANCE_PER_DOLLAR_DESC) { edges { node { name sources { title }
  benchmarks { value source { title } } cloudOfferings { provider } } } } useCases { slug sources { title } } }`;

/**
 * SIGTERM under load, against the real entry point (dist/src/index.js): in-flight
 * requests finish, new connections are refused, the pool closes and the process exits 0.
 */
describe('SIGTERM under load', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('drains in-flight requests and exits 0', async () => {
    const port = 42000 + Math.floor(Math.random() * 2000);
    const child = spawn(process.execPath, [path.join(ROOT, 'dist/src/index.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await fetch(`${url}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`server did not become ready:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    let signalledAt = 0;
    const requests = Array.from({ length: 24 }, () =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: QUERY }),
      }).then(
        async (response) => ({
          status: response.status,
          body: (await response.json()) as any,
          at: Date.now(),
        }),
        (error: Error) => ({ status: 0, body: null, at: Date.now(), error: error.message }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    signalledAt = Date.now();
    child.kill('SIGTERM');
    const results = await Promise.all(requests);
    const code = await exited;

    expect(code).toBe(0);
    expect(log).toMatch(/shutting down: draining requests/);
    expect(log).toMatch(/"msg":"stopped"/);
    const answered = results.filter((r) => r.status !== 0);
    // Every accepted request got its complete answer; at least one finished after the signal.
    for (const r of answered) {
      expect(r.status).toBe(200);
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.gpus.edges.length).toBeGreaterThanOrEqual(45);
    }
    expect(answered.some((r) => r.at >= signalledAt)).toBe(true);
    // After shutdown nothing listens any more.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
