import { SCENARIOS, type ScenarioId } from './scenarios';

/** Concurrency for the latency floor (one request at a time). */
export const LATENCY_CONNECTIONS = 1;
/** Concurrency for throughput. */
export const THROUGHPUT_CONNECTIONS = 32;

export interface Profile {
  name: 'full' | 'quick';
  /** Seconds of unmeasured load before the first round, at -c32. */
  warmupS: number;
  /** Per contestant and scenario, or once per contestant cycling through all its scenarios. */
  warmup: 'per-scenario' | 'mixed';
  /** Seconds per measured round (whole seconds: autocannon checks its clock once a second). */
  roundS: number;
  /** Interleaved rounds per cell (ours, baseline, ours, baseline ...). */
  rounds: number;
  /** Which (scenario, concurrency) cells to measure. */
  cells: (scenario: ScenarioId, connections: number) => boolean;
}

/** The full protocol: >= 5 s warm-up, every scenario at -c1 and -c32, 5 rounds. */
const FULL: Profile = {
  name: 'full',
  warmupS: 5,
  warmup: 'per-scenario',
  roundS: 4,
  rounds: 5,
  cells: () => true,
};

/**
 * Under two minutes end to end (build included): one mixed 3 s warm-up per contestant,
 * 2 rounds of 2 s, every scenario at -c32 but only the ones the S1-relative latency
 * targets need at -c1. A smoke test of the protocol; the full profile is the one to quote.
 */
const QUICK_C1: readonly ScenarioId[] = ['S1', 'S3', 'S4', 'S5', 'S6'];
const QUICK: Profile = {
  name: 'quick',
  warmupS: 3,
  warmup: 'mixed',
  roundS: 2,
  rounds: 2,
  cells: (scenario, connections) => connections !== LATENCY_CONNECTIONS || QUICK_C1.includes(scenario),
};

export type CacheMode = 'on' | 'off' | 'both';
const CACHE_MODES: readonly CacheMode[] = ['on', 'off', 'both'];
/** GRAPHQL_EXECUTOR of the executing rigbase process, or `both` (one process each). */
export type ExecutorMode = 'jit' | 'graphql-js' | 'both';
const EXECUTOR_MODES: readonly ExecutorMode[] = ['jit', 'graphql-js', 'both'];

export interface BenchOptions {
  profile: Profile;
  /** `--scale N`: compare N x against 1 x instead of rigbase against the baseline. */
  scale: number | null;
  /**
   * `--catalog full`: the scenarios (and `--worst`) on the 1 x seeds plus every open dataset's
   * rows (bench/database.ts prepareFull), the catalog a fresh `npm start` holds; `seeds`
   * (the default): the hand-entered seeds only.
   */
  catalog: 'seeds' | 'full';
  /** `--only S1,S2`: restrict the scenarios. */
  only: ScenarioId[] | null;
  /** LOG_LEVEL of the rigbase process (default warn: the baseline logs nothing either). */
  logLevel: string;
  /** `--fresh`: rebuild the bench databases even when they hold the current catalog. */
  fresh: boolean;
  /**
   * Which rigbase processes run: `on` (the default RESPONSE_CACHE_MB), `off`
   * (RESPONSE_CACHE_MB=0, every request executed: the bench repeats identical requests,
   * which the cache would answer) or `both` side by side (the default of the main run;
   * `--scale` takes `both` as `on`). `--no-response-cache` is `--cache off`.
   */
  cache: CacheMode;
  /**
   * `--executor`: how the cache-off rigbase process executes (src/config.ts
   * GRAPHQL_EXECUTOR); `both` adds a graphql-js process beside the compiled one, so one
   * run compares the executors. The cache-on process always runs the default (a cache hit
   * executes nothing).
   */
  executor: ExecutorMode;
  /** `--no-peer`: leave PostGraphile out of the main run. */
  peer: boolean;
  /** `--no-floor`: leave the Apollo floor (bench/apollo-floor.ts) out of the main run. */
  floor: boolean;
  /** `--node 22`: the contestants' Node major (see bench/runtime.ts); null: the harness's own. */
  node: number | null;
  /** `--runtime <path>`: the contestants' node binary. */
  runtime: string | null;
  /**
   * `--worst`: instead of the scenarios, the heaviest request the query limits allow for
   * each rules operation, with a `{ __typename }` probe's latency beside it (issue 11).
   */
  worst: boolean;
}

const USAGE = `usage: npm run bench -- [--quick] [--scale N] [--only S1,S2] [--fresh] [--rounds N]
  [--round-seconds S] [--warmup-seconds S] [--log-level info|warn|...] [--cache on|off|both]
  [--no-response-cache] [--executor jit|graphql-js|both] [--no-peer] [--no-floor]
  [--node 20|22|24 | --runtime <path to node>] [--worst] [--catalog seeds|full]`;

export class UsageError extends Error {}

/** The value after `name` (`--seconds 8`) in the bench tools' own arguments, if given. */
export function flagValue(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function positive(flag: string, raw: string | undefined, integer: boolean): number {
  const value = Number(raw);
  if (!raw || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new UsageError(`${flag} needs a positive ${integer ? 'integer' : 'number'}\n${USAGE}`);
  }
  return value;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  let profile: Profile = FULL;
  const overrides: Partial<Profile> = {};
  let scale: number | null = null;
  let only: ScenarioId[] | null = null;
  let logLevel = 'warn';
  let fresh = false;
  let cache: CacheMode | null = null;
  let executor: ExecutorMode = 'jit';
  let peer = true;
  let floor = true;
  let node: number | null = null;
  let runtime: string | null = null;
  let worst = false;
  let catalog: BenchOptions['catalog'] = 'seeds';
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const next = () => argv[++i];
    if (flag === '--quick') profile = QUICK;
    else if (flag === '--fresh') fresh = true;
    else if (flag === '--no-response-cache') cache = 'off';
    else if (flag === '--cache') {
      const mode = next() as CacheMode;
      if (!CACHE_MODES.includes(mode)) throw new UsageError(`--cache takes on, off or both\n${USAGE}`);
      cache = mode;
    } else if (flag === '--executor') {
      executor = next() as ExecutorMode;
      if (!EXECUTOR_MODES.includes(executor))
        throw new UsageError(`--executor takes jit, graphql-js or both\n${USAGE}`);
    } else if (flag === '--no-peer') peer = false;
    else if (flag === '--no-floor') floor = false;
    else if (flag === '--node') node = positive(flag, next(), true);
    else if (flag === '--runtime') {
      runtime = next() ?? '';
      if (!runtime) throw new UsageError(`--runtime needs the path of a node binary\n${USAGE}`);
    } else if (flag === '--worst') worst = true;
    else if (flag === '--catalog') {
      const which = next();
      if (which !== 'seeds' && which !== 'full')
        throw new UsageError(`--catalog takes seeds or full\n${USAGE}`);
      catalog = which;
    } else if (flag === '--scale') scale = positive(flag, next(), true);
    else if (flag === '--rounds') overrides.rounds = positive(flag, next(), true);
    else if (flag === '--round-seconds') overrides.roundS = positive(flag, next(), true);
    else if (flag === '--warmup-seconds') overrides.warmupS = positive(flag, next(), true);
    else if (flag === '--log-level') logLevel = next() ?? logLevel;
    else if (flag === '--only') {
      only = (next() ?? '').split(',').map((s) => s.trim().toUpperCase() as ScenarioId);
      const unknown = only.filter((id) => !SCENARIOS.some((s) => s.id === id));
      if (unknown.length || !only.length)
        throw new UsageError(`unknown scenario ${unknown.join(', ')}\n${USAGE}`);
    } else if (flag === '--help' || flag === '-h') throw new UsageError(USAGE);
    else throw new UsageError(`unknown option ${flag}\n${USAGE}`);
  }
  if (scale === 1) throw new UsageError('--scale must be above 1');
  if (scale && catalog === 'full')
    throw new UsageError(`--scale clones the seeds; it takes no --catalog full\n${USAGE}`);
  if (node !== null && runtime !== null)
    throw new UsageError(`--node and --runtime exclude each other\n${USAGE}`);
  return {
    profile: { ...profile, ...overrides },
    scale,
    catalog,
    only,
    logLevel,
    fresh,
    // The main run shows both; a scale run compares sizes, so one rigbase per size.
    cache: cache ?? (scale ? 'on' : 'both'),
    executor,
    peer,
    floor,
    node,
    runtime,
    worst,
  };
}
