import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openBenchPostgres, prepareX1 } from './database';
import { postOnce, runLoad, warmUp } from './load';
import { flagValue, THROUGHPUT_CONNECTIONS } from './options';
import { startBaseline, startFloor, startRigbase } from './processes';
import { resolveRuntime } from './runtime';
import { requestBody, scenarioById, type ScenarioId } from './scenarios';
import { progress } from './stats';

/**
 * `npm run bench:profile -- [S2] [--seconds 8] [--executor jit|graphql-js] [--node 22] [--floor | --baseline]`:
 * one executing rigbase process (response cache off; with `--floor` the Apollo floor of
 * bench/apollo-floor.ts, with `--baseline` the baseline, instead) under `node --cpu-prof`, loaded with
 * one scenario at -c32 after a warm-up, then its V8 profile summed by self time: the top
 * functions and where they live (graphql-jit's generated code, graphql-js, Apollo, pg,
 * rigbase, Node, GC). This is how docs/performance.md's "where the time goes" was measured.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds on the monotonic clock process.hrtime reads (the same machine). */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Monotonic microseconds, comparable with the profile's sample times. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Where a function lives, for the summary by area. */
function area(url: string, name: string, line: number): string {
  if (name === '(garbage collector)') return 'GC';
  if (name === '(program)' || name === '(idle)') return name;
  if (!url && line < 0)
    return name.startsWith('(') ? 'V8' : 'native (Node bindings: socket writes, string decoding)';
  if (!url) return 'generated code (graphql-jit plans, row mappers)';
  const modules = url.split('node_modules/');
  if (modules.length > 1) {
    const [scopeOrName, rest] = modules[modules.length - 1].split('/');
    return scopeOrName.startsWith('@') ? `${scopeOrName}/${rest}` : scopeOrName;
  }
  if (url.startsWith('node:')) return 'Node core';
  if (url.includes('/dist/bench/bench/')) return 'bench (the floor and baseline code)';
  return url.includes('/dist/') ? 'rigbase' : url;
}

/** Self time per function and per area, of the samples taken between `fromUs` and `toUs`. */
function summarize(profile: CpuProfile, fromUs: number, toUs: number, requests: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= fromUs && at <= toUs) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = area(url, functionName, lineNumber);
    if (where === '(idle)') continue;
    busyUs += us;
    const file = url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${file}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + us);
    areas.set(where, (areas.get(where) ?? 0) + us);
  }
  // Inclusive time: a function's own samples and its callees', each stack counted once per function.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    if (area(byId.get(id)!.callFrame.url, byId.get(id)!.callFrame.functionName, 0) === '(idle)') continue;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
      if (!functionName || functionName === '(root)') continue;
      const key =
        `${functionName} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`.trim();
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  // The share of the busy time, and microseconds per request (what docs/performance.md's profile
  // tables quote: comparable between rigbase and the floor, which serve different rates).
  const share = (us: number) =>
    `${((100 * us) / busyUs).toFixed(1).padStart(5)} % ${(us / Math.max(1, requests)).toFixed(1).padStart(6)} us/req`;
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `  ${share(us)}  ${name}`);
  return {
    busyMs: busyUs / 1000,
    areas: top(areas, 14),
    functions: top(functions, 40),
    inclusive: top(inclusive, 40),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const scenario = scenarioById((args.find((a) => /^S\d$/.test(a)) ?? 'S2') as ScenarioId);
  const seconds = Number(flagValue(args, '--seconds') ?? 8);
  const executor = (flagValue(args, '--executor') ?? 'jit') as 'jit' | 'graphql-js';
  const node = flagValue(args, '--node');
  const runtime = resolveRuntime({ node: node ? Number(node) : null, runtime: null });
  const dir = mkdtempSync(path.join(tmpdir(), 'rigbase-profile-'));
  const pg = await openBenchPostgres();
  try {
    const x1 = await prepareX1(pg, false);
    const nodeArgs = ['--cpu-prof', '--cpu-prof-dir', dir];
    const floorMemory = args.includes('--floor-memory');
    const server =
      args.includes('--floor') || floorMemory
        ? await startFloor(
            'apollo-floor-profiled',
            pg.urlFor(x1.name),
            runtime,
            executor,
            nodeArgs,
            floorMemory,
          )
        : args.includes('--baseline')
          ? await startBaseline('baseline-profiled', pg.urlFor(x1.name), runtime, nodeArgs)
          : await startRigbase('rigbase-profiled', {
              databaseUrl: pg.urlFor(x1.name),
              runtime,
              logLevel: 'warn',
              responseCache: false,
              executor,
              nodeArgs,
            });
    let window = { fromUs: 0, toUs: Number.MAX_SAFE_INTEGER };
    let requests = 0;
    try {
      const body = requestBody(scenario);
      const expected = (await postOnce(server.graphqlUrl, body)).text;
      progress(
        `profiling ${server.name} ${scenario.id} on ${executor}, node ${runtime.version}: warm-up, then ${seconds} s`,
      );
      await warmUp(server.graphqlUrl, [body], THROUGHPUT_CONNECTIONS, 3, server.pid);
      const fromUs = nowUs();
      const load = await runLoad({
        url: server.graphqlUrl,
        body,
        expected,
        connections: THROUGHPUT_CONNECTIONS,
        durationS: seconds,
        pid: server.pid,
      });
      window = { fromUs, toUs: nowUs() };
      requests = load.requests;
      progress(
        `${load.requests} requests, ${load.rps.toFixed(0)} req/s, ${load.cpuMsPerRequest?.toFixed(2)} CPU ms/request` +
          (load.voidReason ? `, VOID: ${load.voidReason}` : ''),
      );
    } finally {
      await server.stop();
    }
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no .cpuprofile');
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const summary = summarize(profile, window.fromUs, window.toUs, requests);
    process.stdout.write(
      [
        `self time during the measured load (${summary.busyMs.toFixed(0)} ms busy, idle left out; ` +
          `${requests} requests; writev is mostly the wait to be scheduled again, see docs/performance.md):`,
        'by area:',
        ...summary.areas,
        'top functions (self time):',
        ...summary.functions,
        'top functions (inclusive time, callees included):',
        ...summary.inclusive,
        '',
      ].join('\n'),
    );
  } finally {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`profile failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
