import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { Client } from 'pg';
import { migrations } from '../../migrations';
import { DEFAULT_ANONYMOUS_STATEMENT_TIMEOUT_MS } from '../../src/config';
import { AuthService } from '../../src/services/auth.service';
import { MAX_OPERATION_NAME_CHARS } from '../../src/http/handler';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { admittedBomb, compileBomb } from '../support/hostile-documents';
import {
  eventually,
  logLines,
  postFrom,
  randomPort,
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
 *
 * The attacks of issue 24 (compile bombs, searches under aliases, introspection loops)
 * also check the probe's p99 against a baseline measured in the same file before any
 * attack (PROBE_P99_FACTOR times it, or PROBE_P99_FLOOR_MS, whichever is more): the
 * attacks as first found pushed it from a few milliseconds to seconds; the 100 ms figure
 * itself is the bench's (`npm run bench -- --worst`), not a test's. A bystander on its own
 * address reads a GPU page beside each of them and must get every answer without error.
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
  // Issue 24's budgets, small enough for an attack to spend them within seconds.
  SERVER_TIME_BURST_MS: 1_500,
  SERVER_TIME_PER_MINUTE_MS: 6_000,
  NEW_DOCUMENTS_PER_MINUTE: 20,
  // Other test servers lift it (test/support/test-env.ts); the attacks meet production's.
  ANONYMOUS_STATEMENT_TIMEOUT_MS: DEFAULT_ANONYMOUS_STATEMENT_TIMEOUT_MS,
  DB_POOL_SIZE: 8,
  DB_CONNECTIONS_PER_CLIENT: 2,
  // Compiled from the second execution, so a document sent twice would be compiled.
  GRAPHQL_COMPILE_AFTER: 2,
};
/** The probe's p99 under issue 24's attacks: at most this many times its unloaded p99... */
const PROBE_P99_FACTOR = 10;
/** ...or this, whichever is more (a loaded CI machine's baseline can be a few ms). */
const PROBE_P99_FLOOR_MS = 1_000;
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
/**
 * And until it has this many answers, for a p99 worth reading: on a machine busy with other
 * work (CI runs the static checks beside the suite) 1.5 s can hold fewer.
 */
const MIN_PROBE_SAMPLES = 10;
/** Bounds that wait: a probe that cannot get its samples in this long fails the count. */
const PROBE_SAMPLES_WAIT_MS = 10_000;

let db: TestDatabase;
let server: ServerProcess;
let editorKey: string;
const statuses: number[] = [];
const figures: Record<string, unknown> = {};
/** The probe's p99 before any attack, in this file's own run. */
let baselineP99Ms = 0;

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
  const stop = async () => {
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
  return Object.assign(stop, { answered: () => latencies.length });
}

/**
 * Other clients reading a GPU page every few ms, each address well inside its budgets
 * (fifty addresses in turn); every answer must be clean.
 */
function startBystander() {
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  let n = 0;
  const page = gql('{ gpus(first: 10) { edges { node { name vramGb benchmarks { value } } } } }');
  const loop = (async () => {
    while (running) {
      try {
        const answer = await send(`127.0.4.${1 + (n++ % 50)}`, page, {}, 10_000);
        const errors = JSON.parse(answer.text).errors as { extensions?: { code?: string } }[] | undefined;
        if (answer.status !== 200 || errors) {
          failures.push(`HTTP ${answer.status} ${errors?.map((e) => e.extensions?.code).join(',') ?? ''}`);
        }
        answered += 1;
      } catch (error) {
        failures.push((error as Error).message);
      }
      await sleep(50);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { answered, failures };
  };
}

/**
 * `attack` with the probe and the bystander beside it: the probe never fails and its p99
 * stays within the baseline-relative bound, the bystander gets every answer clean.
 */
async function underAttack(name: string, attack: () => Promise<void>) {
  let bystander: Awaited<ReturnType<ReturnType<typeof startBystander>>> | undefined;
  await underProbe(
    name,
    async () => {
      const stop = startBystander();
      try {
        await attack();
      } finally {
        bystander = await stop();
      }
    },
    { p99BoundMs: Math.max(PROBE_P99_FLOOR_MS, PROBE_P99_FACTOR * baselineP99Ms) },
  );
  figures[name] = { ...(figures[name] as object), bystanderAnswers: bystander!.answered };
  expect(bystander!.failures).toEqual([]);
  expect(bystander!.answered).toBeGreaterThan(0);
}

/** Runs `attack` with the probe beside it and checks the probe and the server's memory. */
async function underProbe(name: string, attack: () => Promise<void>, bounds: { p99BoundMs?: number } = {}) {
  const stop = startProbe();
  let rssMaxMb = server.rssMb();
  const sampler = setInterval(() => (rssMaxMb = Math.max(rssMaxMb, server.rssMb())), 100);
  const started = Date.now();
  try {
    await attack();
    // A quick attack still gets a probe sample worth a percentile (and shows recovery).
    await sleep(Math.max(0, MIN_PROBE_MS - (Date.now() - started)));
    const waited = Date.now();
    while (stop.answered() < MIN_PROBE_SAMPLES && Date.now() - waited < PROBE_SAMPLES_WAIT_MS)
      await sleep(50);
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
  expect(probe.count).toBeGreaterThanOrEqual(MIN_PROBE_SAMPLES);
  expect(probe.max).toBeLessThan(PROBE_STALL_BOUND_MS);
  if (bounds.p99BoundMs !== undefined) expect(probe.p99).toBeLessThan(bounds.p99BoundMs);
  expect(rssMaxMb).toBeLessThan(RSS_BOUND_MB);
}

/** Sends `body` from `from`, `inFlight` at a time, until `count` answers or `timeMs` passed. */
async function flood(
  from: string,
  body: (i: number) => string,
  options: { inFlight: number; count: number; timeMs: number },
): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = [];
  const deadline = Date.now() + options.timeMs;
  let next = 0;
  await Promise.all(
    Array.from({ length: options.inFlight }, async () => {
      while (next < options.count && Date.now() < deadline) {
        answers.push(await send(from, body(next++), {}, 30_000));
      }
    }),
  );
  return answers;
}

const codesOf = (answers: RawAnswer[]) =>
  answers.map((a) => {
    const errors = JSON.parse(a.text).errors as { extensions?: { code?: string } }[] | undefined;
    return errors ? `${a.status} ${errors[0].extensions?.code}` : `${a.status}`;
  });
const tally = (codes: string[]) =>
  Object.fromEntries([...new Set(codes)].map((code) => [code, codes.filter((c) => c === code).length]));
/** Plans compiled so far, or those of operations whose name starts with `prefix`. */
const compiledPlans = (prefix = '') =>
  logLines(server.log).filter(
    (l) => l.msg === 'compiled a query plan' && String(l.operationName ?? '').startsWith(prefix),
  ).length;

/** The milliseconds a Server-Timing header charges (its cpu and db durations). */
function serverTimingMs(header: string): number {
  return [...header.matchAll(/dur=([0-9.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
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
  // The probe's unloaded p99, for the bound the attacks of issue 24 are held to.
  const stopBaseline = startProbe();
  await sleep(MIN_PROBE_MS);
  const baseline = await stopBaseline();
  baselineP99Ms = baseline.p99;
  figures.baselineProbe = { count: baseline.count, p50Ms: baseline.p50, p99Ms: baseline.p99 };
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

  it('refuses the compile bomb under unique names before graphql-js validates it', async () => {
    await underAttack('compileBomb', async () => {
      const answers = await flood('127.0.0.20', (i) => gql(compileBomb(`Bomb${i}x${Date.now()}`)), {
        inFlight: 6,
        count: 60,
        timeMs: 15_000,
      });
      const codes = codesOf(answers);
      figures.compileBomb = { sent: answers.length, answers: tally(codes) };
      expect(codes.filter((c) => c !== '400 TOO_MANY_FIELDS' && c !== '429 RATE_LIMITED')).toEqual([]);
      expect(codes).toContain('400 TOO_MANY_FIELDS');
      // Its share of new documents spent, the rest are refused before their body is parsed.
      expect(codes.filter((c) => c === '400 TOO_MANY_FIELDS').length).toBeLessThanOrEqual(
        LIMITS.NEW_DOCUMENTS_PER_MINUTE + 5,
      );
    });
  });

  it('interprets, never compiles, the largest admitted bomb sent once each under unique names', async () => {
    await underAttack('admittedBomb', async () => {
      const answers = await flood('127.0.0.21', (i) => gql(admittedBomb(`Admitted${i}x${Date.now()}`)), {
        inFlight: 6,
        count: 60,
        timeMs: 15_000,
      });
      const codes = codesOf(answers);
      figures.admittedBomb = { sent: answers.length, answers: tally(codes) };
      expect(codes.filter((c) => c !== '200' && c !== '429 RATE_LIMITED')).toEqual([]);
      // New documents per minute bound what the attacker gets executed at all...
      expect(codes.filter((c) => c === '200').length).toBeLessThanOrEqual(
        LIMITS.NEW_DOCUMENTS_PER_MINUTE + 5,
      );
      expect(codes).toContain('429 RATE_LIMITED');
      for (const refused of answers.filter((a) => a.status === 429)) {
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // ...and none of them reached graphql-jit's compiler (each was executed once; the
      // probe's and the bystander's own documents may be compiled meanwhile).
      expect(compiledPlans('Admitted')).toBe(0);
    });
  });

  it('prices long multi-word searches under aliases by their words, and charges what they cost', async () => {
    await underAttack('aliasedSearches', async () => {
      // Issue 24's attack: seven aliases of a 500-character text of distinct words.
      const words = Array.from({ length: 120 }, (_, i) => `w${i.toString(36)}q`)
        .join(' ')
        .slice(0, 500);
      const sevenOf = (text: (i: number) => string) =>
        gql(
          `{ ${Array.from({ length: 7 }, (_, i) => `s${i}: search(text: "${text(i)}", first: 10) { score title }`).join(' ')} }`,
        );
      const priced = await flood('127.0.0.22', () => sevenOf(() => words), {
        inFlight: 3,
        count: 6,
        timeMs: 10_000,
      });
      expect(
        codesOf(priced).filter((c) => c !== '400 QUERY_TOO_COMPLEX' && c !== '429 RATE_LIMITED'),
      ).toEqual([]);
      expect(codesOf(priced)).toContain('400 QUERY_TOO_COMPLEX');
      // The heaviest the price list admits: seven searches of twelve distinct words (three
      // typos to correct), three in flight, until the budget of server time is spent.
      const vocabulary =
        'gpu power cooling memory training model card build budget used new psu cuda vram undervolt tensor';
      const twelve = (i: number) =>
        `${vocabulary
          .split(' ')
          .slice(i, i + 8)
          .join(' ')} powr memry trainng ${i}`;
      const started = Date.now();
      const answers = await flood('127.0.0.23', () => sevenOf(twelve), {
        inFlight: 3,
        count: 400,
        timeMs: 12_000,
      });
      const codes = codesOf(answers);
      figures.aliasedSearches = {
        refusedByPrice: priced.length,
        sent: answers.length,
        answers: tally(codes),
        ms: Date.now() - started,
      };
      expect(codes.filter((c) => c !== '200' && c !== '429 RATE_LIMITED')).toEqual([]);
      expect(codes).toContain('200');
      expect(codes).toContain('429 RATE_LIMITED');
      const refused = answers.filter((a) => a.status === 429);
      for (const a of refused) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
      // Each answer says what it was charged (Server-Timing: CPU and database ms). Once the
      // answered ones were charged more than the budget allows over the flood (its burst,
      // what refills meanwhile, and the requests in flight when it ran out), the budget
      // refused the rest; whether it or the request-rate limit runs out first depends on how
      // fast the machine is, so the test checks the one that applies.
      const served = answers.filter((a) => a.status === 200);
      const costs = served.map((a) => serverTimingMs(String(a.headers['server-timing'] ?? '')));
      expect(costs.every((ms) => ms > 0)).toBe(true);
      const charged = costs.reduce((sum, ms) => sum + ms, 0);
      const inFlightMs = 3 * Math.max(...costs);
      const allowance =
        LIMITS.SERVER_TIME_BURST_MS +
        (LIMITS.SERVER_TIME_PER_MINUTE_MS * (Date.now() - started)) / 60_000 +
        inFlightMs;
      figures.aliasedSearches = { ...(figures.aliasedSearches as object), chargedMs: Math.round(charged) };
      const byBudget = refused.some((a) => /server time budget spent/.test(a.text));
      if (charged > allowance) expect(byBudget).toBe(true);
    });
  });

  it('answers repeated introspection from its cache and within the budget', async () => {
    await underAttack('introspection', async () => {
      const answers = await flood('127.0.0.24', () => gql(getIntrospectionQuery()), {
        inFlight: 6,
        count: 300,
        timeMs: 10_000,
      });
      const codes = codesOf(answers);
      figures.introspection = { sent: answers.length, answers: tally(codes) };
      expect(codes.filter((c) => c !== '200' && c !== '429 RATE_LIMITED')).toEqual([]);
      const answered = answers.filter((a) => a.status === 200);
      expect(answered.length).toBeGreaterThan(0);
      // Every answer is the same schema.
      expect(new Set(answered.map((a) => a.text)).size).toBe(1);
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
