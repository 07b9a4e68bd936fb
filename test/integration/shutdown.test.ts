import { Agent, request as httpRequest } from 'node:http';
import { suiteDatabase } from '../support/database';
import { spawnServer } from '../support/process';
import { UNLIMITED_RATES } from '../support/test-env';

const QUERY = `{ gpus(first: 100, orderBy: PERFORMANCE_PER_DOLLAR_DESC) { edges { node { name sources { title }
  benchmarks { value source { title } } cloudOfferings { provider } } } } useCases { slug sources { title } } }`;

/** One database; each test starts, and signals, its own server process on it. */
const db = suiteDatabase();

/**
 * SIGTERM under load, against the real entry point (dist/src/index.js): in-flight
 * requests finish, new connections are refused, the pool closes and the process exits 0.
 */
describe('SIGTERM under load', () => {
  it('drains in-flight requests and exits 0', async () => {
    const server = await spawnServer({ env: { DATABASE_URL: db().url } });

    let signalledAt = 0;
    const requests = Array.from({ length: 24 }, () =>
      fetch(`${server.url}/graphql`, {
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
    server.child.kill('SIGTERM');
    const results = await Promise.all(requests);
    const code = await server.exited;

    expect(code).toBe(0);
    expect(server.log).toMatch(/shutting down: draining requests/);
    expect(server.log).toMatch(/"msg":"stopped"/);
    const answered = results.filter((r) => r.status !== 0);
    // Every accepted request got its complete answer; at least one finished after the signal.
    for (const r of answered) {
      expect(r.status).toBe(200);
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.gpus.edges.length).toBeGreaterThanOrEqual(45);
    }
    expect(answered.some((r) => r.at >= signalledAt)).toBe(true);
    // After shutdown nothing listens any more.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});

/**
 * Keep-alive clients during the drain: every answer after SIGTERM says `Connection: close`,
 * so a client never sends on a socket the server is about to close; it sees its answers,
 * then a refused new connection, and never a reset without a response.
 */
describe('SIGTERM with keep-alive clients', () => {
  it('tells keep-alive clients to close, and none gets a reset without a response', async () => {
    const server = await spawnServer({
      env: { DATABASE_URL: db().url, ...UNLIMITED_RATES },
    });
    let signalled = false;
    const outcomes = {
      answeredBefore: 0,
      answeredAfter: 0,
      closeAfter: 0,
      refused: 0,
      other: [] as string[],
    };
    const client = async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; i < 10_000; i++) {
          const sentAfterSignal = signalled;
          const result = await new Promise<{ status: number; close: boolean } | { error: string }>(
            (resolve) => {
              const req = httpRequest(
                {
                  host: '127.0.0.1',
                  port: server.port,
                  path: '/graphql',
                  method: 'POST',
                  agent,
                  headers: { 'content-type': 'application/json' },
                },
                (res) => {
                  res.resume();
                  res.on('end', () =>
                    resolve({ status: res.statusCode ?? 0, close: res.headers.connection === 'close' }),
                  );
                },
              );
              req.on('error', (error: NodeJS.ErrnoException) =>
                resolve({ error: error.code ?? error.message }),
              );
              req.end(JSON.stringify({ query: '{ __typename }' }));
            },
          );
          if ('error' in result) {
            if (result.error === 'ECONNREFUSED' && signalled) outcomes.refused += 1;
            else outcomes.other.push(result.error);
            return;
          }
          if (result.status !== 200) outcomes.other.push(`HTTP ${result.status}`);
          if (sentAfterSignal) {
            outcomes.answeredAfter += 1;
            if (result.close) outcomes.closeAfter += 1;
          } else outcomes.answeredBefore += 1;
        }
      } finally {
        agent.destroy();
      }
    };
    const clients = Array.from({ length: 8 }, () => client());
    await new Promise((resolve) => setTimeout(resolve, 500));
    signalled = true;
    server.child.kill('SIGTERM');
    await Promise.all(clients);
    expect(await server.exited).toBe(0);

    expect(outcomes.other).toEqual([]);
    expect(outcomes.answeredBefore).toBeGreaterThan(8);
    // Every client learnt of the shutdown from an answer, then found the port closed.
    expect(outcomes.closeAfter).toBeGreaterThanOrEqual(1);
    expect(outcomes.refused).toBe(8);
  });
});
