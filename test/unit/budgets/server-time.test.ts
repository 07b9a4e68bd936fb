import { Worker } from 'node:worker_threads';
import { MemoryRateLimitStore, RateLimiter } from '../../../src/http/rate-limit';
import {
  currentMeter,
  enterMeter,
  leaveMeter,
  RequestMeter,
  settleMeter,
  sharedWork,
} from '../../../src/request-meter';
import { ClientGates } from '../../../src/db/client-gates';
import { oneAtATime } from '../../../src/db/pool';

/**
 * Burns at least `ms` of this process's CPU time and of wall time: a slice is charged the
 * smaller of the two, and either may run ahead of the other (a busy machine preempts the
 * loop; a GC thread adds CPU beside it).
 */
function spin(ms: number) {
  const start = process.cpuUsage();
  const startWall = performance.now();
  let x = 0;
  for (;;) {
    for (let i = 0; i < 10_000; i++) x += Math.sqrt(x + i);
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms && performance.now() - startWall >= ms) return x;
  }
}
const nextCheckPhase = () => new Promise((resolve) => setImmediate(resolve));

describe('the server-time budget (charged after the work)', () => {
  // 1,000 ms of burst, 100 ms/s back.
  const limit = { name: 'server-time', capacity: 1_000, refillPerSecond: 100 };

  it('lets a client start work until what it spent exceeds its budget, then refuses until it is paid back', async () => {
    let now = 0;
    const budget = new RateLimiter(new MemoryRateLimitStore(), limit, () => now);
    expect(await budget.peek('ip:a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await budget.charge('ip:a', 600)).allowed).toBe(true);
    // The request that crosses the line was admitted (it was under budget when it started).
    expect(await budget.charge('ip:a', 900)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(await budget.peek('ip:a')).toEqual({ allowed: false, retryAfterSeconds: 5 });
    // Another client is not affected.
    expect((await budget.peek('ip:b')).allowed).toBe(true);
    now = 4_000;
    expect(await budget.peek('ip:a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 5_001;
    expect((await budget.peek('ip:a')).allowed).toBe(true);
  });

  it('bounds the debt at one burst, so one freak measurement locks nobody out for long', async () => {
    let now = 0;
    const budget = new RateLimiter(new MemoryRateLimitStore(), limit, () => now);
    await budget.charge('ip:a', 1_000_000);
    expect(await budget.peek('ip:a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now = 10_001;
    expect((await budget.peek('ip:a')).allowed).toBe(true);
  });
});

describe('RequestMeter: CPU attributed to the request whose code runs', () => {
  it('charges the slices a request announces, and stops at the loop check phase', async () => {
    const a = new RequestMeter('ip:a', true);
    const b = new RequestMeter('ip:b', true);
    enterMeter(a);
    spin(30);
    enterMeter(b); // b resumes: a's slice ends here
    spin(10);
    await nextCheckPhase(); // nothing runs for anyone until announced again
    spin(120);
    enterMeter(a);
    spin(10);
    settleMeter(a);
    leaveMeter(a);
    spin(120);
    // a ran 30 + 10 ms of CPU in its slices; the 120 ms nobody announced and the 120 ms after
    // it left are not its (had either been counted, it would be 160 or more). b ran 10 (with
    // the unannounced 120 it would be 130). The gaps are wide so that a busy machine's noise
    // (a collection, a preemption) cannot cross them.
    expect(a.cpuMs).toBeGreaterThanOrEqual(40);
    expect(a.cpuMs).toBeLessThan(120);
    expect(b.cpuMs).toBeGreaterThanOrEqual(10);
    expect(b.cpuMs).toBeLessThan(100);
    expect(a.serverMs).toBe(a.cpuMs + a.dbMs);
  });

  it('charges a long slice by the CPU clock, so a pause of the process inside it is not charged', () => {
    // Atomics.wait blocks the main thread without using CPU, as a preemption or a CPU quota's
    // throttling would: 100 ms of wall time inside the slice, about none of CPU.
    const meter = new RequestMeter('ip:a', true);
    enterMeter(meter);
    spin(5);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    spin(5);
    leaveMeter(meter);
    // Charged by the wall clock it would read 110 ms or more.
    expect(meter.cpuMs).toBeGreaterThanOrEqual(10);
    expect(meter.cpuMs).toBeLessThan(60);
  });

  it('charges short slices their wall time without reading the CPU clock for each', () => {
    const meter = new RequestMeter('ip:a', true);
    const other = new RequestMeter('ip:b', true);
    const readings = jest.spyOn(process, 'cpuUsage');
    const wallBefore = performance.now();
    try {
      for (let i = 0; i < 1_000; i++) {
        enterMeter(meter);
        enterMeter(other);
      }
      leaveMeter(other);
      const wallMs = performance.now() - wallBefore;
      // 2,000 slice boundaries in a few milliseconds: one reading per millisecond at most,
      // and the slices' charges add up to no more than the time that passed.
      expect(readings.mock.calls.length).toBeLessThanOrEqual(Math.ceil(wallMs) + 2);
      expect(meter.cpuMs + other.cpuMs).toBeGreaterThan(0);
      expect(meter.cpuMs + other.cpuMs).toBeLessThanOrEqual(wallMs + 0.01);
    } finally {
      readings.mockRestore();
    }
  });

  it("charges no more than the slice's wall time when other threads burn CPU beside it", async () => {
    // A worker thread stands for V8's GC and compiler threads: CPU of the process, not of the
    // request whose slice runs on the main thread meanwhile.
    const worker = new Worker(
      'const { parentPort } = require("worker_threads"); parentPort.postMessage("up"); const end = Date.now() + 600; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1);',
      { eval: true },
    );
    await new Promise((resolve) => worker.once('message', resolve));
    const meter = new RequestMeter('ip:a', true);
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    enterMeter(meter);
    const end = performance.now() + 150;
    let x = 0;
    while (performance.now() < end) x += Math.sqrt(x + 1);
    leaveMeter(meter);
    const wallMs = performance.now() - wallBefore;
    const used = process.cpuUsage(cpuBefore);
    await worker.terminate();
    expect(x).toBeGreaterThan(0);
    // The process spent more CPU than the slice's wall time when the worker ran beside it
    // (two cores); the request is charged at most the wall time either way.
    expect(meter.cpuMs).toBeLessThanOrEqual(wallMs + 0.5);
    expect(meter.cpuMs).toBeGreaterThan(0);
    if ((used.user + used.system) / 1000 > wallMs * 1.3)
      expect(meter.cpuMs).toBeLessThan((used.user + used.system) / 1000);
  });
});

describe('ClientGates: a client holds at most its share of the pool', () => {
  it('lets `perClient` statements of one client run at once, queues the rest in order, and leaves others alone', async () => {
    const gates = new ClientGates(2, 1_000);
    const one = await gates.acquire('ip:a');
    const two = await gates.acquire('ip:a');
    const order: string[] = [];
    const third = gates.acquire('ip:a').then((release) => (order.push('third'), release));
    const fourth = gates.acquire('ip:a').then((release) => (order.push('fourth'), release));
    // Another client is not queued behind ip:a.
    const other = await gates.acquire('ip:b');
    await nextCheckPhase();
    expect(order).toEqual([]);
    one();
    one(); // releasing twice frees one slot only
    (await third)();
    two();
    (await fourth)();
    other();
    expect(order).toEqual(['third', 'fourth']);
    expect(gates.size).toBe(0);
  });

  it('refuses a statement that waited longer than the limit with RATE_LIMITED and a retry hint', async () => {
    const gates = new ClientGates(1, 20);
    const held = await gates.acquire('ip:a');
    await expect(gates.acquire('ip:a')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      extensions: { retryAfterSeconds: 1 },
    });
    held();
    (await gates.acquire('ip:a'))();
    expect(gates.size).toBe(0);
  });
});

describe("oneAtATime: one connection for all of a request's searches", () => {
  it('runs the statements of concurrent callers one after another, in call order, failures included', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const db = {
      async rows<R>(text: string): Promise<R[]> {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        order.push(text);
        if (text === 'fails') throw new Error('statement failed');
        return [] as R[];
      },
      transaction: async <T>(work: (tx: never) => Promise<T>) => work(undefined as never),
    };
    const serial = oneAtATime(db);
    const results = await Promise.allSettled(['a', 'fails', 'b', 'c'].map((text) => serial.rows(text)));
    expect(most).toBe(1);
    expect(order).toEqual(['a', 'fails', 'b', 'c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  });
});

describe("sharedWork: a cache filled for every request is nobody's work", () => {
  it('runs what it starts as nobody, and keeps every waiting caller metered, also callers in the same tick', async () => {
    const meter = new RequestMeter('ip:a', true);
    let seenByWork: RequestMeter | null | undefined;
    let load: Promise<number> | undefined;
    const shared = () =>
      (load ??= (async () => {
        seenByWork = currentMeter();
        await nextCheckPhase();
        spin(20); // the load's own work: nobody's
        return 7;
      })());
    enterMeter(meter);
    // Two aliases of one request wait on the same load, started in the same tick.
    const first = sharedWork(shared);
    expect(currentMeter()).toBe(meter);
    const second = sharedWork(shared);
    expect(currentMeter()).toBe(meter);
    expect(seenByWork).toBeNull();
    const answers = await Promise.all([first, second]);
    expect(answers).toEqual([7, 7]);
    expect(currentMeter()).toBe(meter);
    const before = meter.cpuMicros;
    spin(10); // the request's own work after the load
    settleMeter(meter);
    leaveMeter(meter);
    expect(meter.cpuMs - before / 1000).toBeGreaterThanOrEqual(10);
    // The load's 20 ms were not the request's.
    expect(meter.cpuMs).toBeLessThan(20 + 10);
  });
});
