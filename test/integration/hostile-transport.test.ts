import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrations } from '../../migrations';
import { MAX_OPERATION_NAME_CHARS } from '../../src/http/handler';
import { createTestDatabase } from '../support/database';
import {
  db,
  expectNothingBrokenOrLost,
  figures,
  gql,
  LIMITS,
  rawSocket,
  received,
  send,
  server,
  sleep,
  statuses,
  underProbe,
  useHostileServer,
} from '../support/hostile-harness';
import {
  eventually,
  logLines,
  postFrom,
  randomPort,
  spawnServer,
  type ServerProcess,
} from '../support/process';

/**
 * Issue 11's attacks on sockets and processes (test/support/hostile-harness.ts says what
 * every case is held to): a client refused before its body is read, a slowloris, a body
 * that trickles in, requests abandoned mid-body, an oversized operationName, a second
 * server on a taken port, and two replicas starting together. What they rest on (the HTTP
 * server's deadlines and connection caps, sockets, child processes) is what a Node release
 * can change, so this file also runs on Node 22 and 24 (scripts/test-runtimes.sh).
 */
useHostileServer('hostile-transport');

describe('hostile load on the transport', () => {
  it('refuses a limited client before reading its body, with Retry-After', async () => {
    await underProbe('beforeBody', async () => {
      const from = '127.0.0.11';
      for (let i = 0; i < LIMITS.RATE_LIMIT_BURST + 2; i++) await send(from, gql('{ __typename }'));
      // Headers announce 2 MB; not one byte of it is ever sent. The answer still comes.
      const socket = await rawSocket(from);
      const reply = received(socket);
      socket.write(
        `POST /graphql HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${2 * 1024 * 1024}\r\n\r\n`,
      );
      const text = await reply;
      expect(text).toMatch(/^HTTP\/1\.1 429/);
      expect(text).toMatch(/\r\nretry-after: [1-9]\d*\r\n/i);
      expect(text).toMatch(/"code":"RATE_LIMITED"/);
      statuses.push(429);
    });
  });

  it('holds a slowloris from one address to its connection cap and closes it at the headers deadline', async () => {
    await underProbe('slowloris', async () => {
      const from = '127.0.0.12';
      const sockets = await Promise.all(Array.from({ length: 300 }, () => rawSocket(from)));
      const replies = sockets.map(received);
      const drip = setInterval(() => {
        for (const s of sockets) if (!s.destroyed) s.write('x-drip: 1\r\n');
      }, 500);
      for (const s of sockets) s.write('POST /graphql HTTP/1.1\r\nhost: x\r\n');
      let timer: NodeJS.Timeout | undefined;
      const texts = await Promise.race([
        Promise.all(replies),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('slow sockets were not closed by the server')), 20_000);
        }),
      ]).finally(() => {
        clearTimeout(timer);
        clearInterval(drip);
        for (const s of sockets) s.destroy();
      });
      const capped = texts.filter((t) => t.startsWith('HTTP/1.1 429'));
      const timedOut = texts.filter((t) => t.startsWith('HTTP/1.1 408') || t === '');
      figures.slowloris = {
        sockets: sockets.length,
        refusedAtCap: capped.length,
        closedAtDeadline: timedOut.length,
      };
      expect(capped.length).toBeGreaterThanOrEqual(sockets.length - LIMITS.MAX_CONNECTIONS_PER_IP);
      expect(capped.length + timedOut.length).toBe(sockets.length);
      for (const t of capped) expect(t).toMatch(/\r\nretry-after: 1\r\n/i);
      statuses.push(...capped.map(() => 429), ...timedOut.map(() => 408));
    });
  });

  it('answers a body that trickles in with 408 at the body deadline', async () => {
    await underProbe('slowBody', async () => {
      const from = '127.0.0.13';
      const sockets = await Promise.all(Array.from({ length: 20 }, () => rawSocket(from)));
      const replies = sockets.map(received);
      for (const s of sockets) {
        s.write(
          'POST /graphql HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"query":',
        );
      }
      const texts = await Promise.all(replies);
      for (const t of texts) {
        expect(t).toMatch(/^HTTP\/1\.1 408/);
        expect(t).toMatch(/\r\nconnection: close\r\n/i);
        expect(t).toMatch(/not received within 2 s/);
      }
      statuses.push(...texts.map(() => 408));
    });
  });

  it('logs requests their clients abandon at info, never as 500s', async () => {
    await underProbe('aborted', async () => {
      const from = '127.0.0.14';
      for (let i = 0; i < 20; i++) {
        const socket = await rawSocket(from);
        socket.on('error', () => undefined);
        socket.write(
          'POST /graphql HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"query":',
        );
        await sleep(20);
        socket.destroy();
      }
      await eventually(
        () => logLines(server.log).filter((l) => l.status === 499).length >= 20,
        'twenty aborted requests in the log',
        10_000,
      );
      const aborted = logLines(server.log).filter((l) => l.status === 499);
      for (const line of aborted) {
        expect(line.level).toBe(30);
        expect(line.msg).toBe('request aborted by the client');
      }
    });
  });

  it('refuses a 1.9 MB operationName without echoing it', async () => {
    await underProbe('operationName', async () => {
      const name = 'Op'.repeat(950_000);
      const answer = await send(
        '127.0.0.15',
        gql('query Op { __typename }', undefined, { operationName: name }),
      );
      expect(answer.status).toBe(400);
      expect(answer.text.length).toBeLessThan(1000);
      const error = JSON.parse(answer.text).errors[0];
      expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'operationName' });
      expect(error.message).toContain(`at most ${MAX_OPERATION_NAME_CHARS}`);
    });
  });

  it('refuses to start on a port already taken, in one line, with no Postgres left behind', async () => {
    await underProbe('portTaken', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rigbase-port-taken-'));
      try {
        const second = await spawnServer({
          // No DATABASE_URL: it would start its own embedded Postgres, had the port been free.
          env: {
            PORT: String(server.port),
            HOST: '127.0.0.1',
            RIGBASE_DATA_DIR: dataDir,
            EMBEDDED_PG_PORT: String(randomPort()),
            DATABASE_URL: '',
          },
          waitFor: 'nothing',
        });
        expect(await second.exited).toBe(1);
        const lines = second.log.trim().split('\n');
        expect(lines.filter((line) => line.startsWith('rigbase: '))).toEqual([
          `rigbase: port ${server.port} on 127.0.0.1 is already in use (another rigbase?); set PORT to a free port`,
        ]);
        expect(second.log).not.toMatch(/EADDRINUSE|\n\s+at /);
        expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
        expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      // The server that holds the port is untouched.
      expect((await send('127.0.0.25', gql('{ __typename }'))).status).toBe(200);
    });
  });

  it('answered no request with a 5xx, logged no error, and lost no acknowledged write', async () => {
    await expectNothingBrokenOrLost();
  });
});

describe('two replicas starting together on one empty database', () => {
  /** Two starts that migrate and seed, on a machine other test runs share. */
  const REPLICAS_TIMEOUT_MS = 240_000;

  it(
    'take turns under the advisory lock: migrated and seeded once, both ready, nothing logged as an outage',
    async () => {
      const empty = await createTestDatabase({ empty: true });
      await empty.dataSource.destroy();
      const replicas: ServerProcess[] = [];
      try {
        const env = {
          DATABASE_URL: empty.url,
          SEED_ON_START: 'true',
          SEED_DATASETS: 'false',
          // A first connection can take seconds on a machine other test runs share.
          DB_CONNECT_TIMEOUT_MS: '20000',
        };
        const start = () => spawnServer({ env, timeoutMs: REPLICAS_TIMEOUT_MS / 2 });
        replicas.push(...(await Promise.all([start(), start()])));
        const replicaDb = new Client({ connectionString: empty.url });
        await replicaDb.connect();
        try {
          const applied = await replicaDb.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
          // Each migration once (in timestamp order, which TypeORM applies them in).
          expect(applied.rows.map((row) => row.name).sort()).toEqual(migrations.map((m) => m.name).sort());
          // Seeded once: the same parts as the template every other test clones.
          const count = `SELECT count(*)::int AS count FROM component`;
          const [seeded, template] = await Promise.all([replicaDb.query(count), db.dataSource.query(count)]);
          expect(seeded.rows[0].count).toBe(template[0].count);
        } finally {
          await replicaDb.end();
        }
        const logs = replicas.map((replica) => logLines(replica.log));
        const all = logs.flat();
        expect(all.filter((line) => line.msg === 'seeded the empty database')).toHaveLength(1);
        expect(all.filter((line) => line.msg === 'migrations applied')).toHaveLength(1);
        expect(all.filter((line) => /not available yet|failed; retrying/.test(String(line.msg)))).toEqual([]);
        expect(all.filter((line) => Number(line.level) >= 50)).toEqual([]);
        for (const replica of replicas) {
          const answer = await postFrom(replica.port, '127.0.0.40', gql('{ gpus(first: 3) { totalCount } }'));
          expect(answer.status).toBe(200);
          expect(JSON.parse(answer.text).data.gpus.totalCount).toBeGreaterThan(0);
        }
      } finally {
        await Promise.all(replicas.map((replica) => replica.stop()));
        await empty.drop();
      }
    },
    REPLICAS_TIMEOUT_MS,
  );
});
