import { PostgresRateLimitStore } from '../../src/http/postgres-rate-limit';
import { RateLimiter } from '../../src/http/rate-limit';
import { createTestDatabase, suiteDatabase, type TestDatabase } from '../support/database';
import { postFrom, spawnServer, type ServerProcess } from '../support/process';

const BURST = 10;

/** POST from a chosen loopback address (each address has its own budgets). */
async function post(server: ServerProcess, from: string, query: string, variables?: unknown) {
  const answer = await postFrom(server.port, from, JSON.stringify({ query, variables }));
  return {
    status: answer.status,
    body: JSON.parse(answer.text),
    retryAfter: answer.headers['retry-after'] as string | undefined,
  };
}

const typename = (server: ServerProcess, from: string) => post(server, from, '{ __typename }');
const save = (server: ServerProcess, from: string, slug: string) =>
  post(server, from, `mutation($b: BuildInput!) { saveBuild(build: $b) { id } }`, {
    b: { parts: [{ slug }] },
  });

describe('RATE_LIMIT_STORE=postgres: two server processes on one database', () => {
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = {
      DATABASE_URL: db.url,
      RATE_LIMIT_STORE: 'postgres',
      RATE_LIMIT_BURST: String(BURST),
      RATE_LIMIT_PER_MINUTE: '1',
      SAVE_BUILD_PER_HOUR: '2',
    };
    [a, b] = await Promise.all([spawnServer({ env }), spawnServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('share one budget per client: alternating between them allows the burst once, not twice', async () => {
    const answers = [];
    for (let i = 0; i < 3 * BURST; i++) answers.push(await typename(i % 2 === 0 ? a : b, '127.0.0.20'));
    const allowed = answers.filter((r) => r.status === 200);
    // Each replica alone would have allowed BURST (2 x BURST in all).
    expect(allowed).toHaveLength(BURST);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(2 * BURST);
    for (const r of refused) expect(Number(r.retryAfter)).toBeGreaterThan(0);
    // Both replicas refused: the count is in the table, not in either process.
    expect(answers.slice(BURST).every((r) => r.status === 429)).toBe(true);
    const rows: { key: string; points: number }[] = await db.dataSource.query(
      `SELECT key, points FROM rate_limit WHERE key = 'requests:ip:127.0.0.20'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].points).toBeGreaterThanOrEqual(BURST);
  });

  it('refund failed saves in the shared store, so only successful saves spend the quota', async () => {
    const from = '127.0.0.21';
    for (const server of [a, b]) {
      const failed = await save(server, from, 'no-such-part');
      expect(failed.body.errors[0].extensions.code).not.toBe('RATE_LIMITED');
    }
    const first = await save(a, from, 'amd-ryzen-5-3600');
    const second = await save(b, from, 'amd-ryzen-5-3600');
    expect([first.body.errors, second.body.errors]).toEqual([undefined, undefined]);
    const third = await save(a, from, 'amd-ryzen-5-3600');
    expect(third.status).toBe(429);
    expect(third.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
  });
});

describe('PostgresRateLimitStore', () => {
  const db = suiteDatabase();

  it('takes up to the capacity per window, refunds, and gives a retry hint', async () => {
    const store = new PostgresRateLimitStore(db().dataSource);
    const limiter = new RateLimiter(store, { name: 'store-test', capacity: 3, refillPerSecond: 3 / 60 });
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await limiter.check('k'));
    expect(taken.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(taken[3].retryAfterSeconds).toBeGreaterThan(0);
    expect(taken[3].retryAfterSeconds).toBeLessThanOrEqual(60);

    const other = new RateLimiter(store, { name: 'store-test', capacity: 3, refillPerSecond: 3 / 60 });
    const spent = await other.spendOnSuccess('j', async () => 'ok');
    expect(spent).toEqual({ value: 'ok' });
    await expect(
      other.spendOnSuccess('j', async () => {
        throw new Error('save failed');
      }),
    ).rejects.toThrow('save failed');
    const [{ points }] = await db().dataSource.query(
      `SELECT points FROM rate_limit WHERE key = 'store-test:j'`,
    );
    expect(points).toBe(1);
  });

  it('falls back to a per-process budget when the table cannot be reached', async () => {
    await db().dataSource.query(`ALTER TABLE rate_limit RENAME TO rate_limit_away`);
    try {
      const limiter = new RateLimiter(new PostgresRateLimitStore(db().dataSource), {
        name: 'insured',
        capacity: 2,
        refillPerSecond: 2 / 60,
      });
      const decisions = [await limiter.check('x'), await limiter.check('x'), await limiter.check('x')];
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
    } finally {
      await db().dataSource.query(`ALTER TABLE rate_limit_away RENAME TO rate_limit`);
    }
  });

  it("shares the budget of server time between replicas: each learns the others' charges with its own next one", async () => {
    // Two replicas: two stores on one table. 1,000 ms per window of 10 s.
    const limit = { name: 'server-time', capacity: 1_000, refillPerSecond: 100 };
    const a = new RateLimiter(new PostgresRateLimitStore(db().dataSource), limit);
    const b = new RateLimiter(new PostgresRateLimitStore(db().dataSource), limit);
    expect((await a.peek('ip:heavy')).allowed).toBe(true);
    expect((await a.charge('ip:heavy', 700)).allowed).toBe(true);
    // Replica b charges what its request cost; the window's total crosses the budget.
    const crossed = await b.charge('ip:heavy', 400);
    expect(crossed.allowed).toBe(false);
    expect(crossed.retryAfterSeconds).toBeGreaterThan(0);
    expect(crossed.retryAfterSeconds).toBeLessThanOrEqual(10);
    expect((await b.peek('ip:heavy')).allowed).toBe(false);
    // Replica a has not heard yet; its next charge tells it.
    expect((await a.peek('ip:heavy')).allowed).toBe(true);
    expect((await a.charge('ip:heavy', 1)).allowed).toBe(false);
    expect((await a.peek('ip:heavy')).allowed).toBe(false);
    // Milliseconds are stored whole, rounded up; another client is untouched.
    const [{ points }] = await db().dataSource.query(
      `SELECT points FROM rate_limit WHERE key = 'server-time:ip:heavy'`,
    );
    expect(points).toBe(1_101);
    expect((await a.peek('ip:light')).allowed).toBe(true);
  });
});
