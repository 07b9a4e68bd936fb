import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_DB_FULL,
  benchDatabaseName,
  openBenchPostgres,
  prepareFull,
  prepareX1,
  type BenchPostgres,
  type PreparedDatabase,
} from './database';
import {
  checkAgainstReference,
  measure,
  probeSameAnswers,
  probePeer,
  probeRigbase,
  type Cell,
  type CellResult,
  type Entrant,
} from './measure';
import {
  LATENCY_CONNECTIONS,
  THROUGHPUT_CONNECTIONS,
  UsageError,
  parseOptions,
  type BenchOptions,
} from './options';
import { PEER_PLANS } from './peer-scenarios';
import {
  peerModules,
  startBaseline,
  startFloor,
  startPeer,
  startRigbase,
  type Contestant,
} from './processes';
import {
  environment,
  headerLines,
  resultLines,
  statementLines,
  targetLines,
  writeResults,
  type Environment,
} from './report';
import { RuntimeError, resolveRuntime, type Runtime } from './runtime';
import { prepareScaled, type ScaleReport } from './scale';
import { FLOOR_SCENARIOS, SCALE_SCENARIOS, SCENARIOS, type Scenario } from './scenarios';
import { progress } from './stats';
import { countPeerStatements, countStatements, type StatementCount } from './statements';
import {
  BASELINE,
  BASELINE_NAMED,
  FLOOR,
  FLOOR_INTERPRETED,
  FLOOR_IN_MEMORY,
  OURS,
  OURS_EXECUTED,
  OURS_INTERPRETED,
  PEER,
  mainTargets,
  scaleTargets,
} from './targets';
import { measureWorst, worstCases, worstLines } from './worst';

/**
 * `npm run bench`: rigbase (node dist/.../src/index.js, its own process; with its response
 * cache on and off, one process each) against the hand-written baseline
 * (bench/baseline.ts) and PostGraphile 5 (bench/postgraphile.ts), each in its own process
 * on the same seeded bench database and the same Node runtime, driven by autocannon from
 * this process. `--scale N` instead compares rigbase on an N x synthetic catalog with
 * rigbase on the 1 x one. See docs/performance.md.
 */

const print = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);
const CONNECTIONS = [LATENCY_CONNECTIONS, THROUGHPUT_CONNECTIONS];

/** Every child process started, so an interrupt or failure stops them all. */
const children: Contestant[] = [];
async function start(launch: Promise<Contestant>): Promise<Contestant> {
  const child = await launch;
  children.push(child);
  return child;
}

function cellsFor(scenarios: readonly Scenario[], options: BenchOptions, entrants: Entrant[]): Cell[] {
  const cells: Cell[] = [];
  for (const scenario of scenarios) {
    for (const connections of CONNECTIONS) {
      if (!options.profile.cells(scenario.id, connections)) continue;
      const running = entrants.filter((e) => e.expected.has(scenario.id));
      if (running.length) cells.push({ scenario, connections, entrants: running });
    }
  }
  return cells;
}

/**
 * Promise.all that waits for every promise before failing, so no child process finishes
 * starting after the cleanup that follows a failure.
 */
async function allSettled<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as never;
}

function skippedOf(entrants: Entrant[]) {
  return entrants.flatMap((e) =>
    [...e.skipped].map(([scenario, reason]) => ({ scenario, contestant: e.contestant.name, reason })),
  );
}

const seconds = (ms: number | null) => `${((ms ?? 0) / 1000).toFixed(1)} s`;
const generatorTimings = (s: ScaleReport) =>
  s.reused
    ? 'reused (same seed data, migrations and generator; --fresh rebuilds it)'
    : `built: seed runner (1 x, row by row) ${seconds(s.seedRunnerMs)}, bulk clone ${seconds(s.cloneMs)}, ` +
      `refreshRelativePerformance ${seconds(s.refreshMs)}`;

const statementsOf = (counts: StatementCount[], r: CellResult) =>
  counts.find((s) => s.scenario === r.scenario)?.statements;

/** The main run's rigbase processes: name, whether its response cache is on, its executor. */
function rigbaseVariants(options: BenchOptions): [string, boolean, 'jit' | 'graphql-js'][] {
  const variants: [string, boolean, 'jit' | 'graphql-js'][] = [];
  if (options.cache !== 'off') variants.push([OURS, true, 'jit']);
  if (options.cache !== 'on') {
    if (options.executor !== 'graphql-js') variants.push([OURS_EXECUTED, false, 'jit']);
    if (options.executor !== 'jit') {
      variants.push([options.executor === 'both' ? OURS_INTERPRETED : OURS_EXECUTED, false, 'graphql-js']);
    }
  }
  return variants;
}

/**
 * The Apollo floor's processes (bench/apollo-floor.ts): one per executor the executed rigbase
 * runs, and on graphql-jit one more with no database per request (its answers kept in memory).
 */
function floorVariants(options: BenchOptions): [string, 'jit' | 'graphql-js', boolean][] {
  // A floor of executed requests: beside a rigbase process that executes them.
  if (!options.floor || options.cache === 'on') return [];
  const variants: [string, 'jit' | 'graphql-js', boolean][] = [];
  if (options.executor !== 'graphql-js') variants.push([FLOOR, 'jit', false], [FLOOR_IN_MEMORY, 'jit', true]);
  if (options.executor !== 'jit') {
    variants.push([options.executor === 'both' ? FLOOR_INTERPRETED : FLOOR, 'graphql-js', false]);
  }
  return variants;
}

/** Versions of the peer's packages, for the report (their exports maps hide package.json). */
function peerVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of ['postgraphile', 'grafast', '@dataplan/pg', '@graphile-contrib/pg-many-to-many']) {
    try {
      const file = path.join(peerModules(), name, 'package.json');
      versions[name] = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    } catch {
      versions[name] = '?';
    }
  }
  return versions;
}

async function runMain(pg: BenchPostgres, options: BenchOptions, env: Environment) {
  const scenarios = SCENARIOS.filter((s) => !options.only || options.only.includes(s.id));
  const x1 = await prepareCatalog(pg, options);
  const url = pg.urlFor(x1.name);
  progress(
    `starting the contestants on node ${env.runtime.version}; counting SQL statements (in-process pass)`,
  );
  const withBaseline = scenarios.some((s) => s.baseline);
  const withPeer = options.peer && scenarios.some((s) => 'operation' in PEER_PLANS[s.id]);
  const floorScenarios = scenarios.filter((s) => FLOOR_SCENARIOS.includes(s.id));
  const floors = floorScenarios.length ? floorVariants(options) : [];
  if (withPeer) env.peer = peerVersions();
  // Start-up only: nothing is measured until every process is up.
  const [statements, rigbaseProcesses, baselineProcesses, peerProcess, floorProcesses] = await allSettled([
    countStatements(pg, x1.name, scenarios),
    allSettled(
      rigbaseVariants(options).map(([name, responseCache, executor]) =>
        start(
          startRigbase(name, {
            databaseUrl: url,
            runtime: env.runtime,
            logLevel: options.logLevel,
            responseCache,
            executor,
          }),
        ),
      ),
    ),
    allSettled(
      (withBaseline ? ([BASELINE, BASELINE_NAMED] as const) : []).map((name) =>
        start(startBaseline(name, url, env.runtime, [], name === BASELINE_NAMED)),
      ),
    ),
    withPeer ? start(startPeer(PEER, url, env.runtime)) : null,
    allSettled(
      floors.map(([name, executor, inMemory]) =>
        start(startFloor(name, url, env.runtime, executor, [], inMemory)),
      ),
    ),
  ] as const);
  progress('probing: expected answers');
  const entrants: Entrant[] = [];
  for (const child of rigbaseProcesses) entrants.push(await probeRigbase(child, scenarios));
  // The first rigbase process's answers are the reference every other contestant must give.
  const reference = entrants[0];
  for (const other of entrants.slice(1)) checkAgainstReference(other, reference);
  const identical: Record<string, unknown> = {};
  for (const [child, implemented] of [
    ...baselineProcesses.map((baseline) => [baseline, scenarios.filter((s) => s.baseline)] as const),
    ...floorProcesses.map((floor) => [floor, floorScenarios] as const),
  ]) {
    const probe = await probeSameAnswers(child, reference, implemented);
    entrants.push(probe.entrant);
    identical[child.name] = probe.identical;
  }
  let peerStatements: StatementCount[] = [];
  if (peerProcess) {
    const peer = await probePeer(peerProcess, reference, scenarios);
    entrants.push(peer);
    peerStatements = await countPeerStatements(peerProcess.graphqlUrl, [...peer.expected.keys()], (id) =>
      peer.requestBody!(scenarios.find((s) => s.id === id)!),
    );
  }
  const results = await measure(cellsFor(scenarios, options, entrants), options.profile);
  env.loadAverage1m.end = os.loadavg()[0];
  const targets = mainTargets(results, statements);
  const skipped = skippedOf(entrants);
  const file = writeResults(
    `bench-${options.profile.name}${options.catalog === 'full' ? '-full' : ''}-node${env.runtime.version.split('.')[0].slice(1)}`,
    {
      kind: 'main',
      profile: { ...options.profile, cells: undefined },
      logLevel: options.logLevel,
      responseCache: options.cache,
      environment: env,
      database: x1,
      byteIdentical: identical,
      statements,
      peerStatements,
      peerQueries: withPeer
        ? Object.fromEntries(
            Object.entries(PEER_PLANS).map(([id, plan]) => [
              id,
              'operation' in plan ? plan.operation.query : { skipped: plan.skip },
            ]),
          )
        : undefined,
      results,
      targets,
      skipped,
    },
  );
  const sqlFor = (r: CellResult) =>
    r.contestant === BASELINE ||
    r.contestant === BASELINE_NAMED ||
    floors.some(([name]) => name === r.contestant)
      ? Number(r.scenario !== 'S0')
      : r.contestant === PEER
        ? statementsOf(peerStatements, r)
        : statementsOf(statements, r);
  print([
    ...headerLines(
      env,
      `${options.profile.name} profile: ${options.profile.rounds} rounds x ${options.profile.roundS} s, warm-up ${options.profile.warmupS} s, rigbase LOG_LEVEL=${options.logLevel}, ` +
        `response cache ${options.cache === 'both' ? `on (${OURS}) and off (${OURS_EXECUTED})` : options.cache}, ` +
        `executor ${options.executor === 'both' ? `graphql-jit (${OURS_EXECUTED}) and graphql-js (${OURS_INTERPRETED})` : options.executor}`,
    ),
    `database ${x1.name}: ${databaseOrigin(x1)}`,
    '',
    ...resultLines(results, sqlFor, skipped),
    '',
    `baseline and floor answers byte-identical to rigbase: ${JSON.stringify(identical)}`,
    ...(peerProcess
      ? [
          `${PEER} answers checked by content: its own queries (bench/peer-scenarios.ts), mapped field by field onto rigbase's answer`,
        ]
      : []),
    '',
    ...targetLines(targets),
    '',
    'SQL statements per operation (rigbase: in-process pass, second execution, cache off):',
    ...statementLines(statements),
    ...(peerStatements.length
      ? [`${PEER} (statements its pool sent for one request):`, ...statementLines(peerStatements)]
      : []),
    '',
    `results: ${file}`,
  ]);
}

async function runScale(pg: BenchPostgres, options: BenchOptions, env: Environment, scale: number) {
  const scenarios = SCENARIOS.filter(
    (s) => SCALE_SCENARIOS.includes(s.id) && (!options.only || options.only.includes(s.id)),
  );
  progress('preparing rigbase_bench_x1 (migrations, seed runner)');
  const x1 = await prepareX1(pg, options.fresh);
  progress(`generating ${benchDatabaseName(scale)} (${scale} x catalog)`);
  const scaled = await prepareScaled(pg, scale, options.fresh);
  progress(`generated: ${JSON.stringify(scaled)}`);
  const names = { base: 'rigbase-x1', scaled: `rigbase-x${scale}` };
  const statements = {
    [names.base]: await countStatements(pg, x1.name, scenarios),
    [names.scaled]: await countStatements(pg, scaled.database, scenarios),
  };
  const entrants: Entrant[] = [];
  for (const [name, database] of [
    [names.base, x1.name],
    [names.scaled, scaled.database],
  ]) {
    const child = await start(
      startRigbase(name, {
        databaseUrl: pg.urlFor(database),
        runtime: env.runtime,
        logLevel: options.logLevel,
        responseCache: options.cache !== 'off',
      }),
    );
    entrants.push(await probeRigbase(child, scenarios));
  }
  // Latency floor only: at -c32 one 100 x recommendBuild would queue behind 31 others
  // costing about a second of CPU each, longer than any sensible round.
  const profile = {
    ...options.profile,
    cells: (_id: string, connections: number) => connections === LATENCY_CONNECTIONS,
  };
  const results = await measure(cellsFor(scenarios, { ...options, profile }, entrants), profile);
  env.loadAverage1m.end = os.loadavg()[0];
  const targets = scaleTargets(results, names.scaled, names.base);
  const skipped = skippedOf(entrants);
  const file = writeResults(`scale-x${scale}-${options.profile.name}`, {
    kind: 'scale',
    scale,
    profile: { ...options.profile, cells: undefined },
    logLevel: options.logLevel,
    responseCache: options.cache !== 'off',
    environment: env,
    generator: scaled,
    statements,
    results,
    targets,
    skipped,
  });
  print([
    ...headerLines(
      env,
      `scale ${scale} x vs 1 x, ${options.profile.name} profile: ${options.profile.rounds} rounds x ${options.profile.roundS} s`,
    ),
    `${scaled.database}: ${JSON.stringify(scaled.rows)}, ${generatorTimings(scaled)}`,
    '',
    ...resultLines(results, (r) => statementsOf(statements[r.contestant] ?? [], r), skipped),
    '',
    ...targetLines(targets),
    '',
    ...Object.entries(statements).flatMap(([name, counts]) => [
      `SQL statements, ${name}:`,
      ...statementLines(counts),
    ]),
    '',
    `results: ${file}`,
  ]);
}

function databaseOrigin(x1: PreparedDatabase): string {
  if (x1.reused) return 'reused (same seed data, migrations and datasets)';
  return x1.seed
    ? `seeded by the seed runner in ${seconds(x1.seedMs)}`
    : `the open datasets imported in ${seconds(x1.seedMs)}`;
}

/** The bench database `--catalog` names: the seeds alone, or with the open datasets. */
function prepareCatalog(pg: BenchPostgres, options: BenchOptions) {
  if (options.catalog === 'full') {
    progress(`preparing ${BENCH_DB_FULL} (the seeds plus the open datasets)`);
    return prepareFull(pg, options.fresh);
  }
  progress('preparing rigbase_bench_x1 (migrations, seed runner)');
  return prepareX1(pg, options.fresh);
}

async function runWorst(pg: BenchPostgres, options: BenchOptions, env: Environment) {
  const x1 = await prepareCatalog(pg, options);
  // Cache off: every worst request is executed, as a client varying its inputs would get.
  const ours = await start(
    startRigbase(OURS_EXECUTED, {
      databaseUrl: pg.urlFor(x1.name),
      runtime: env.runtime,
      logLevel: options.logLevel,
      responseCache: false,
    }),
  );
  const results = await measureWorst(ours, await worstCases(ours.graphqlUrl));
  env.loadAverage1m.end = os.loadavg()[0];
  const file = writeResults('worst', { kind: 'worst', environment: env, database: x1, results });
  print([
    ...headerLines(env, 'worst requests the limits allow, response cache off, 4 s each, probe every 20 ms'),
    '',
    ...worstLines(results),
    '',
    `results: ${file}`,
  ]);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  // Before Postgres starts: a runtime that is not installed is a usage error.
  const runtime: Runtime = resolveRuntime(options);
  const started = performance.now();
  const pg = await openBenchPostgres();
  const cleanup = async () => {
    for (const child of children.splice(0)) await child.stop();
    await pg.stop();
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    const env = environment(pg, runtime);
    if (options.worst) await runWorst(pg, options, env);
    else if (options.scale) await runScale(pg, options, env, options.scale);
    else await runMain(pg, options, env);
  } finally {
    await cleanup();
  }
  progress(`bench finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof UsageError || error instanceof RuntimeError
      ? `${error.message}\n`
      : `bench failed: ${(error as Error).stack ?? String(error)}\n`,
  );
  process.exit(error instanceof UsageError || error instanceof RuntimeError ? 2 : 1);
});
