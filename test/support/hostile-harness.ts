import { connect, type Socket } from 'node:net';
import { DEFAULT_ANONYMOUS_STATEMENT_TIMEOUT_MS } from '../../src/config';
import { AuthService } from '../../src/services/auth.service';
import { createTestDatabase, type TestDatabase } from './database';
import { percentile } from './hostile-answers';
import { logLines, postFrom, spawnServer, type RawAnswer, type ServerProcess } from './process';

/**
 * The harness of the hostile-load tests (hostile-transport.test.ts: the socket and process
 * attacks, which Node releases can change, so they also run on Node 22 and 24;
 * hostile-load.test.ts: the budgets of issues 11 and 24, plain JavaScript). The attacks run from one machine over loopback, against the
 * real entry point on a real Postgres. Each attacker uses its own loopback source address
 * (127.0.0.x), so its budget and connection cap are its own; the probe and the writer use
 * others. Every case asserts the attack is refused or bounded; across each file, a
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

/** The server's limits in these files: small, so that each attack reaches its limit quickly. */
export const LIMITS = {
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
 * work (the other Jest worker, another session) 1.5 s can hold fewer.
 */
const MIN_PROBE_SAMPLES = 10;
/** Bounds that wait: a probe that cannot get its samples in this long fails the count. */
const PROBE_SAMPLES_WAIT_MS = 10_000;

export let db: TestDatabase;
export let server: ServerProcess;
export let editorKey: string;
/** Every status the file's requests got, for the final check. */
export const statuses: number[] = [];
/** What each case measured, printed at the end (not asserted). */
export const figures: Record<string, unknown> = {};
/** The probe's p99 before any attack, in this file's own run. */
let baselineP99Ms = 0;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on a fresh connection from `from`; every status is kept for the final check. */
export async function send(
  from: string,
  body: string,
  headers: Record<string, string> = {},
  timeoutMs?: number,
): Promise<RawAnswer> {
  const answer = await postFrom(server.port, from, body, headers, timeoutMs);
  statuses.push(answer.status);
  return answer;
}

export const gql = (query: string, variables?: unknown, extra: Record<string, unknown> = {}) =>
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
export async function underAttack(name: string, attack: () => Promise<void>) {
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
export async function underProbe(
  name: string,
  attack: () => Promise<void>,
  bounds: { p99BoundMs?: number } = {},
) {
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
export async function flood(
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

/** Plans compiled so far, or those of operations whose name starts with `prefix`. */
export const compiledPlans = (prefix = '') =>
  logLines(server.log).filter(
    (l) => l.msg === 'compiled a query plan' && String(l.operationName ?? '').startsWith(prefix),
  ).length;

/** A raw socket from `from` to the server. */
export function rawSocket(from: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: server.port, localAddress: from });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What a raw socket received until it closed. */
export function received(socket: Socket): Promise<string> {
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

/**
 * Registers the file's server: a real entry point with LIMITS on its own database, the
 * probe's unloaded p99 measured before any attack, and a writer whose acknowledged writes
 * the final check looks for. `name` labels the figures printed at the end.
 */
export function useHostileServer(name: string): void {
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
    process.stdout.write(`${name} figures: ${JSON.stringify(figures)}\n`);
  });
}

/**
 * The file's closing check: no request got a 5xx, nothing was logged as an error, and every
 * write the server acknowledged is in the database.
 */
export async function expectNothingBrokenOrLost(): Promise<void> {
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
}
