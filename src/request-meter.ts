/**
 * What one request really cost the server: the main-thread time of the event-loop slices
 * that ran its code, and the time its statements held a database connection. The HTTP
 * layer charges the sum to the client's server-time budget once the request has run.
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
 * Why wall time. A slice is synchronous JavaScript on the main thread, so the time it
 * holds that thread is what the request takes from every other one, and an upper bound on
 * its CPU. The process's CPU clock cannot do better: `process.cpuUsage()` counts every
 * thread (V8's concurrent marking, the compiler, libuv's pool), so it was capped at the
 * slice's wall time anyway, and reading it is a getrusage system call per slice boundary,
 * several per request, which the bench profile showed among the hottest calls of a catalog
 * read (docs/performance.md). Node 20 has no per-thread CPU clock (`process.threadCpuUsage`
 * is Node 23.9+). Wall time counts more than the CPU only when the operating system
 * preempts the process mid-slice: a busy machine charges a little more, never less.
 */
export class RequestMeter {
  /** Main-thread microseconds of the slices attributed so far (an upper bound on their CPU). */
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
/** performance.now() at the running slice's start, in milliseconds; null when none runs. */
let sliceStartMs: number | null = null;
let closeQueued = false;

function closeSlice(): void {
  if (current && sliceStartMs !== null) current.cpuMicros += (performance.now() - sliceStartMs) * 1000;
  current = null;
  sliceStartMs = null;
}

function closeAtCheckPhase(): void {
  closeQueued = false;
  closeSlice();
}

/**
 * From now until the next entry or the loop's check phase, the CPU spent is `meter`'s; with
 * no meter (work for no request, or for all of them), nobody's.
 */
export function enterMeter(meter: RequestMeter | null | undefined): void {
  if ((meter ?? null) === current) return;
  closeSlice();
  if (!meter) return;
  current = meter;
  sliceStartMs = performance.now();
  if (!closeQueued) {
    closeQueued = true;
    setImmediate(closeAtCheckPhase);
  }
}

/** The meter of the request whose code is running, if any was entered. */
export function currentMeter(): RequestMeter | null {
  return current;
}

/** Adds the time of `meter`'s running slice so far (if it runs) to its total, and keeps it running. */
export function settleMeter(meter: RequestMeter): void {
  if (current !== meter || sliceStartMs === null) return;
  const now = performance.now();
  meter.cpuMicros += (now - sliceStartMs) * 1000;
  sliceStartMs = now;
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
