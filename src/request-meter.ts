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
 * setImmediate queued on entry), whichever comes first. Node's AsyncLocalStorage would
 * attribute every callback but turns on promise hooks for every promise of every request.
 * What runs between an unannounced resumption and the next announced one (a timer, a
 * socket's data) is charged to the request last entered or to nobody: small next to
 * parsing, validating, compiling and executing, which are all inside announced slices.
 *
 * Why the cap. `process.cpuUsage()` counts every thread of the process: V8's concurrent
 * marking and parallel scavenging threads, the compiler's background threads and libuv's
 * pool run on the other core beside the slice, and a slice of 60 ms of JavaScript read
 * 110-120 ms while a concurrent GC ran (the spikes of docs/performance.md, "Worst requests").
 * The request's own code runs on the main thread, which cannot use more CPU than the wall
 * time that passes, so min(process CPU, wall time) is still an upper bound on the main
 * thread's CPU, the resource a request takes from everyone else. Node 20 has no per-thread
 * CPU clock (`process.threadCpuUsage` is Node 23.9+), and /proc's per-thread schedstat only
 * moves at the scheduler tick (4 ms here), too coarse for slices of a millisecond.
 *
 * Which clock. `process.cpuUsage()` is a getrusage call that sums every thread of the
 * process, and under load it cost more than anything else the meter does
 * (docs/performance.md, "Worst requests the limits allow"); a request's slices under load are far shorter
 * than a millisecond. So a short slice (SHORT_SLICE_MS) is charged its wall time, an upper
 * bound on the main thread's CPU in it, and only a longer slice reads the CPU clock. The
 * wall time alone will not do for long slices: a preempted or throttled process (a busy
 * host, a container at its CPU quota, paused for the rest of a 100 ms period) would charge
 * the pause to whichever request's slice it fell in. Such a pause makes the slice long, so
 * it is measured by the CPU clock from a reading at most READING_MAX_AGE_MS before it began
 * (test/unit/budgets/server-time.test.ts pauses a slice without using CPU).
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

/**
 * A slice shorter than this is charged its wall time, with no CPU reading. A pause of the
 * process (preemption, a CPU quota's throttling) that falls inside a slice makes it longer
 * than this, so it takes the CPU path; what a short slice may be overcharged is at most this
 * long. Half a millisecond: well above a cached read's slices under load, well below a
 * scheduler's time slice (milliseconds) or a CPU quota's period (100 ms).
 */
const SHORT_SLICE_MS = 0.5;
/**
 * How old the CPU reading a long slice is measured from may be. A slice starting later than
 * this after the last reading takes a fresh one, so a long slice's CPU window begins at most
 * this long before the slice does: what it may be overcharged is the process' CPU in that
 * lead, at most this long on each core.
 */
const READING_MAX_AGE_MS = 1;

let current: RequestMeter | null = null;
/** performance.now() at the running slice's start, in milliseconds. */
let sliceStartWallMs = 0;
/** The last `process.cpuUsage()` reading and when it was taken (performance.now()). */
let lastReading: NodeJS.CpuUsage = process.cpuUsage();
let lastReadingWallMs = performance.now();
/** The reading the running slice's CPU is measured from: the last one at or before its start. */
let sliceReading: NodeJS.CpuUsage = lastReading;
let closeQueued = false;

function readCpu(nowWallMs: number): NodeJS.CpuUsage {
  lastReading = process.cpuUsage();
  lastReadingWallMs = nowWallMs;
  return lastReading;
}

/**
 * The CPU microseconds of the running slice until `nowWallMs`: a short slice's wall time;
 * a longer one's process CPU since its reading, at most the slice's wall time.
 */
function sliceMicros(nowWallMs: number): number {
  const wallMs = nowWallMs - sliceStartWallMs;
  if (wallMs <= SHORT_SLICE_MS) return Math.max(0, wallMs * 1000);
  const now = readCpu(nowWallMs);
  const cpu = now.user - sliceReading.user + (now.system - sliceReading.system);
  return Math.max(0, Math.min(cpu, wallMs * 1000));
}

/** Starts a slice at `nowWallMs`, from a CPU reading at most READING_MAX_AGE_MS old. */
function startSlice(nowWallMs: number): void {
  sliceStartWallMs = nowWallMs;
  sliceReading = nowWallMs - lastReadingWallMs > READING_MAX_AGE_MS ? readCpu(nowWallMs) : lastReading;
}

/** Ends the running slice at `nowWallMs`, charging its meter. */
function closeSliceAt(nowWallMs: number): void {
  if (current) current.cpuMicros += sliceMicros(nowWallMs);
  current = null;
}

function closeSlice(): void {
  if (current) closeSliceAt(performance.now());
}

function closeAtCheckPhase(): void {
  closeQueued = false;
  closeSlice();
}

/**
 * From now until the next entry or the loop's check phase, the CPU spent is `meter`'s; with
 * no meter (work for no request, or for all of them), nobody's. Switching from one request
 * to another reads the wall clock once: the time that ends a slice starts the next.
 */
export function enterMeter(meter: RequestMeter | null | undefined): void {
  if ((meter ?? null) === current) return;
  if (!meter) {
    closeSlice();
    return;
  }
  const nowWallMs = performance.now();
  closeSliceAt(nowWallMs);
  current = meter;
  startSlice(nowWallMs);
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
  if (current !== meter) return;
  const nowWallMs = performance.now();
  meter.cpuMicros += sliceMicros(nowWallMs);
  startSlice(nowWallMs);
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
