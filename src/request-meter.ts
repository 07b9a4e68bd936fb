/**
 * What one request really cost the server: the CPU time of the event-loop slices that ran
 * its code, and the time its statements held a database connection. The HTTP layer charges
 * the sum to the client's server-time budget once the request has run.
 *
 * Attribution without async hooks. The event loop runs one callback at a time, and a
 * request's code runs in slices: the HTTP handler, then (after each database answer) the
 * continuation of whatever awaited it, each followed by the microtasks it queued. The
 * places that resume a request's code say so (`enterMeter`: the handler after each await,
 * each Apollo hook, the executor, a statement's continuation in db/pool.ts), and the slice
 * runs until another request is entered or the loop reaches its check phase (a
 * setImmediate queued on entry), whichever comes first. A slice's CPU is
 * `process.cpuUsage()` across it, capped at the slice's wall time. Node's AsyncLocalStorage
 * would attribute every callback but turns on promise hooks for every promise of every
 * request (3 % of a GPU page's CPU in the bench profile); this costs one `cpuUsage` call per
 * slice boundary (the reading that ends one slice starts the next). What runs between an
 * unannounced resumption and the next announced one (a timer, a socket's data) is charged
 * to the request last entered or to nobody: small next to parsing, validating, compiling
 * and executing, which are all inside announced slices.
 *
 * Why the cap. `process.cpuUsage()` counts every thread of the process: V8's concurrent
 * marking and parallel scavenging threads, the compiler's background threads and libuv's
 * pool run on the other core beside the slice, and a slice of 60 ms of JavaScript read
 * 110-120 ms while a concurrent GC ran (the spikes of docs/performance.md, "Worst requests").
 * The request's own code runs on the main thread, which cannot use more CPU than the wall
 * time that passes, so min(process CPU, wall time) is still an upper bound on the main
 * thread's CPU, the resource a request takes from everyone else. Node 20 has no per-thread
 * CPU clock (`process.threadCpuUsage` is Node 23.9+), and /proc's per-thread schedstat only
 * moves at the scheduler tick (4 ms here), too coarse for slices of a millisecond. Why not
 * the wall time alone, which is cheaper to read: a preempted or throttled process (a busy
 * host, a container at its CPU quota, paused for the rest of a 100 ms period) would charge
 * the pause to whichever request's slice it fell in (test/unit/budgets/server-time.test.ts
 * fails on a loaded machine when it does).
 */
export class RequestMeter {
  /** CPU microseconds of the slices attributed so far. */
  cpuMicros = 0;
  /** Milliseconds the request's statements held a pool connection. */
  dbMs = 0;
  /** Statements run. */
  statements = 0;

  constructor(
    /** The budget key: `key:<id>` for an API key, `ip:<address or /64>` otherwise. */
    readonly client: string,
    /** No verified API key: statements get the anonymous statement timeout. */
    readonly anonymous: boolean,
    /** The request's id (`x-request-id`), which the lines it logs carry. */
    readonly requestId?: string,
  ) {}

  get cpuMs(): number {
    return this.cpuMicros / 1000;
  }

  /** What the request is charged: its CPU and database milliseconds. */
  get serverMs(): number {
    return this.cpuMs + this.dbMs;
  }
}

let current: RequestMeter | null = null;
let sliceStart: NodeJS.CpuUsage | null = null;
/** performance.now() at the slice's start, in milliseconds. */
let sliceStartWallMs = 0;
let closeQueued = false;

/** The CPU microseconds of the running slice until `now`, at most the wall time since it began. */
function sliceMicros(start: NodeJS.CpuUsage, now: NodeJS.CpuUsage, nowWallMs: number): number {
  const cpu = now.user - start.user + (now.system - start.system);
  const wall = (nowWallMs - sliceStartWallMs) * 1000;
  return Math.max(0, Math.min(cpu, wall));
}

/** Ends the running slice at the reading `now` (taken at `nowWallMs`), charging its meter. */
function closeSliceAt(now: NodeJS.CpuUsage, nowWallMs: number): void {
  if (current && sliceStart) current.cpuMicros += sliceMicros(sliceStart, now, nowWallMs);
  current = null;
  sliceStart = null;
}

function closeSlice(): void {
  if (current && sliceStart) return closeSliceAt(process.cpuUsage(), performance.now());
  current = null;
  sliceStart = null;
}

function closeAtCheckPhase(): void {
  closeQueued = false;
  closeSlice();
}

/**
 * From now until the next entry or the loop's check phase, the CPU spent is `meter`'s; with
 * no meter (work for no request, or for all of them), nobody's. Switching from one request
 * to another takes one reading of the clock: the one that ends a slice starts the next.
 */
export function enterMeter(meter: RequestMeter | null | undefined): void {
  if ((meter ?? null) === current) return;
  if (!meter) {
    closeSlice();
    return;
  }
  const now = process.cpuUsage();
  const nowWallMs = performance.now();
  closeSliceAt(now, nowWallMs);
  current = meter;
  sliceStart = now;
  sliceStartWallMs = nowWallMs;
  if (!closeQueued) {
    closeQueued = true;
    setImmediate(closeAtCheckPhase);
  }
}

/** The meter of the request whose code is running, if any was entered. */
export function currentMeter(): RequestMeter | null {
  return current;
}

/** Adds the CPU of `meter`'s running slice so far (if it runs) to its total, and keeps it running. */
export function settleMeter(meter: RequestMeter): void {
  if (current !== meter || !sliceStart) return;
  const now = process.cpuUsage();
  const nowWallMs = performance.now();
  meter.cpuMicros += sliceMicros(sliceStart, now, nowWallMs);
  sliceStart = now;
  sliceStartWallMs = nowWallMs;
}

/** Ends `meter`'s slice now (the request is answered): what follows is not its work. */
export function leaveMeter(meter: RequestMeter): void {
  if (current === meter) closeSlice();
}

/**
 * Awaits work done once for every request (a shared cache being filled) without charging
 * it to the request that happened to start it: what `start` starts (synchronously) runs as
 * nobody's (its statements get the pool's own timeout and no per-client share, and their
 * continuations are nobody's), while the caller stays metered, both for the rest of its
 * own synchronous code (other aliases waiting on the same work) and once it resumes.
 */
export async function sharedWork<T>(start: () => Promise<T>): Promise<T> {
  const meter = current;
  closeSlice();
  let pending: Promise<T>;
  try {
    pending = start();
  } finally {
    enterMeter(meter);
  }
  try {
    return await pending;
  } finally {
    enterMeter(meter);
  }
}
