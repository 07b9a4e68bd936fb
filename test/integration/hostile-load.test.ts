import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { AuthService } from '../../src/services/auth.service';
import { MAX_OPERATION_NAME_CHARS } from '../../src/http/handler';
import { createTestDatabase, type TestDatabase } from '../support/database';
import {
  eventually,
  logLines,
  postFrom,
  spawnServer,
  type RawAnswer,
  type ServerProcess,
} from '../support/process';

/**
 * The attacks of issue 11 on the transport, from one machine over loopback, against the
 * real entry point on a real Postgres. Each attacker uses its own loopback source address
 * (127.0.0.x), so its budget and connection cap are its own; the probe and the writer use
 * others. Every case asserts the attack is refused or bounded; across the file, a
 * `{ __typename }` probe on fresh connections keeps answering (no probe waits longer than
 * PROBE_STALL_BOUND_MS: a stall detector, not a speed check; the probe's p50/p99 are
 * printed as figures, and `npm run bench -- --worst` measures them), the server's RSS stays under
 * RSS_BOUND_MB, no response is a 5xx, nothing is logged as an error, and every
 * acknowledged write is in the database at the end. Loops are bounded in count and time.
 */

/** The server's limits in this file: small, so that each attack reaches its limit quickly. */
const LIMITS = {
  RATE_LIMIT_BURST: 30,
  RATE_LIMIT_PER_MINUTE: 60,
  MAX_CONNECTIONS_PER_IP: 32,
  HEADERS_TIMEOUT_S: 2,
  BODY_TIMEOUT_S: 2,
  REQUEST_TIMEOUT_S: 4,
  SAVE_BUILD_PER_HOUR: 3,
};
/**
 * A stall detector, not a speed target (tests never assert speed; the bench does): the
 * attacks of issue 11 held the event loop for 1.5-15 s, so a probe answered within 2 s
 * proves the loop was not blocked, while a loaded CI machine (its p99 reached 108 ms once
 * under three test runtimes) cannot fail it.
 */
const PROBE_STALL_BOUND_MS = 2_000;
/** The service idles near 100-150 MB; an attack that buffered or leaked would pass this. */
const RSS_BOUND_MB = 400;
/** Each case probes at least this long. */
const MIN_PROBE_MS = 1_500;

let db: TestDatabase;
let server: ServerProcess;
let editorKey: string;
const statuses: number[] = [];
const figures: Record<string, unknown> = {};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** One request on a fresh connection from `from`; every status is kept for the final check. */
async function send(
  from: string,
  body: string,
  headers: Record<string, string> = {},
  timeoutMs?: number,
): Promise<RawAnswer> {
  const answer = await postFrom(server.port, from, body, headers, timeoutMs);
  statuses.push(answer.status);
  return answer;
}

const gql = (query: string, variables?: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables, ...extra });

/** `{ __typename }` every few ms on fresh connections from rotating addresses. */
function startProbe() {
  const latencies: number[] = [];
  const failures: string[] = [];
  let running = true;
  let n = 0;
  const loop = (async () => {
    while (running) {
      // 200 addresses: each sends one probe per few seconds, far inside its budget.
      const from = `127.0.${2 + (n % 2)}.${1 + (Math.floor(n / 2) % 100)}`;
      n += 1;
      const started = performance.now();
      try {
        const answer = await send(from, gql('{ __typename }'), {}, 5_000);
        if (answer.status !== 200) failures.push(`HTTP ${answer.status}`);
        latencies.push(performance.now() - started);
      } catch (error) {
        failures.push((error as Error).message);
      }
      await sleep(20);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return {
      count: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      failures,
    };
  };
}

/** Runs `attack` with the probe beside it and checks the probe and the server's memory. */
async function underProbe(name: string, attack: () => Promise<void>) {
  const stop = startProbe();
  let rssMaxMb = server.rssMb();
  const sampler = setInterval(() => (rssMaxMb = Math.max(rssMaxMb, server.rssMb())), 100);
  const started = Date.now();
  try {
    await attack();
    // A quick attack still gets a probe sample worth a percentile (and shows recovery).
    await sleep(Math.max(0, MIN_PROBE_MS - (Date.now() - started)));
  } finally {
    clearInterval(sampler);
  }
  const probe = await stop();
  figures[name] = {
    probeCount: probe.count,
    p50Ms: Math.round(probe.p50 * 10) / 10,
    p99Ms: Math.round(probe.p99 * 10) / 10,
    maxMs: Math.round(probe.max),
    rssMaxMb: Math.round(rssMaxMb),
    ...((figures[name] as object) ?? {}),
  };
  expect(probe.failures).toEqual([]);
  expect(probe.count).toBeGreaterThanOrEqual(10);
  expect(probe.max).toBeLessThan(PROBE_STALL_BOUND_MS);
  expect(rssMaxMb).toBeLessThan(RSS_BOUND_MB);
}

/** A raw socket from `from` to the server. */
function rawSocket(from: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: server.port, localAddress: from });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What a raw socket received until it closed. */
function received(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
  });
}

// The writer acknowledges sources it stored; all must be there at the end.
const acknowledged: string[] = [];
let writing = true;
let writer: Promise<void>;

beforeAll(async () => {
  db = await createTestDatabase();
  editorKey = (await AuthService.createKey(db.dataSource, 'hostile-load writer', 'EDITOR', null)).key;
  server = await spawnServer({
    env: {
      DATABASE_URL: db.url,
      ...Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, String(value)])),
    },
  });
  figures.rssIdleMb = Math.round(server.rssMb());
  // One write every ~700 ms, inside the key's budget (1/s after a burst of 30).
  writer = (async () => {
    let i = 0;
    while (writing) {
      const key = `hostile-load-${i++}`;
      try {
        const answer = await send(
          '127.0.0.200',
          gql(`mutation($i: SourceInput!) { upsertSource(input: $i) { key } }`, {
            i: { key, title: `Load ${i}` },
          }),
          { authorization: `Bearer ${editorKey}` },
        );
        if (JSON.parse(answer.text).data?.upsertSource?.key === key) acknowledged.push(key);
      } catch {
        // a refused write is not acknowledged; the final check covers acknowledged ones
      }
      await sleep(700);
    }
  })();
});

afterAll(async () => {
  writing = false;
  await writer;
  await server?.stop();
  await db?.drop();
  process.stdout.write(`hostile-load figures: ${JSON.stringify(figures)}\n`);
});

describe('hostile load on the transport', () => {
  it('random bearer tokens spend the anonymous budget of their address and are UNAUTHENTICATED', async () => {
    await underProbe('randomTokens', async () => {
      const from = '127.0.0.10';
      const started = Date.now();
      const answers: RawAnswer[] = [];
      for (let batch = 0; batch < 30; batch++) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, () =>
              send(from, gql('{ __typename }'), {
                authorization: `Bearer rb_${randomBytes(24).toString('base64url')}`,
              }),
            ),
          )),
        );
      }
      const elapsedS = (Date.now() - started) / 1000;
      const unauthenticated = answers.filter((a) => a.status === 401);
      const limited = answers.filter((a) => a.status === 429);
      figures.randomTokens = {
        sent: answers.length,
        unauthenticated: unauthenticated.length,
        limited: limited.length,
      };
      expect(unauthenticated.length + limited.length).toBe(300);
      expect(JSON.parse(unauthenticated[0].text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      // Only the anonymous budget of the address was spent: its burst plus what refilled.
      expect(unauthenticated.length).toBeLessThanOrEqual(
        LIMITS.RATE_LIMIT_BURST + Math.ceil((elapsedS * LIMITS.RATE_LIMIT_PER_MINUTE) / 60) + 1,
      );
      expect(limited.length).toBeGreaterThan(0);
      for (const a of limited) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
      // The address's anonymous budget is gone; a real key from it still has its own.
      expect((await send(from, gql('{ __typename }'))).status).toBe(429);
      const keyed = await send(from, gql('{ __typename }'), { authorization: `Bearer ${editorKey}` });
      expect(keyed.status).toBe(200);
    });
  });

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

  it('spends the saveBuild quota only on saves that succeed, and its 429 has Retry-After', async () => {
    await underProbe('saveQuota', async () => {
      const from = '127.0.0.16';
      const save = (slug: string) =>
        send(
          from,
          gql(`mutation($b: BuildInput!) { saveBuild(build: $b) { id } }`, { b: { parts: [{ slug }] } }),
        );
      for (let i = 0; i < 5; i++) {
        const failed = JSON.parse((await save(`no-such-part-${i}`)).text);
        expect(failed.errors[0].extensions.code).not.toBe('RATE_LIMITED');
      }
      const saved: string[] = [];
      for (let i = 0; i < LIMITS.SAVE_BUILD_PER_HOUR; i++) {
        const ok = JSON.parse((await save('amd-ryzen-5-3600')).text);
        expect(ok.errors).toBeUndefined();
        saved.push(ok.data.saveBuild.id);
      }
      const over = await save('amd-ryzen-5-3600');
      expect(over.status).toBe(429);
      expect(JSON.parse(over.text).errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      const [{ count }] = await db.dataSource.query(
        `SELECT count(*)::int AS count FROM saved_build WHERE id = ANY($1)`,
        [saved],
      );
      expect(count).toBe(LIMITS.SAVE_BUILD_PER_HOUR);
    });
  });

  it('answered no request with a 5xx, logged no error, and lost no acknowledged write', async () => {
    writing = false;
    await writer;
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(logLines(server.log).filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(5);
    const [{ count }] = await db.dataSource.query(
      `SELECT count(*)::int AS count FROM source WHERE key = ANY($1)`,
      [acknowledged],
    );
    expect(count).toBe(acknowledged.length);
    figures.acknowledgedWrites = acknowledged.length;
  });
});
