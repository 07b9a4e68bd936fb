import { setTimeout as sleep } from 'node:timers/promises';
import { cpuSeconds, settle } from './load';
import type { Contestant } from './processes';
import { percentile, progress, round } from './stats';
import { worstReads, type ReadCatalog } from './worst-reads';

/**
 * `npm run bench -- --worst`: for each rules operation (issue 11) and each catalog root
 * field (issue 24, worst-reads.ts), the heaviest request the query limits let one
 * anonymous client send, sent back to back for a few seconds with the response cache off,
 * while a second client sends `{ __typename }` every 20 ms. Reported: the server's CPU per
 * worst request (the process's, from /proc), the CPU and database milliseconds the server
 * charged it (its Server-Timing header: what the budget of server time is charged), its
 * latency, and the probe's latency beside it (what every other client waits meanwhile).
 * Each request must be answered without `errors`, or the row says which error it got.
 */

/** Tries and pause for the bench's own catalog reads when the server says SERVICE_UNAVAILABLE. */
const ASK_ATTEMPTS = 5;
const ASK_RETRY_MS = 1_000;
/** How long each worst request is repeated. */
const DURATION_MS = 4_000;
/** The probe's period: 50 requests/s, light next to the load, frequent enough for a p99. */
const PROBE_PERIOD_MS = 20;
/** Most aliases a request may carry (src/graphql/limits/limits.ts). */
const MAX_ALIASES = 30;
/** estimateMemory aliases the cost limit admits with fits(first: 50): 50,000 / (500 + 1,500 + 50 + the fields). */
const MEMORY_ALIASES = 24;

export interface WorstCase {
  id: string;
  title: string;
  body: string;
}

/** The request's cost as the server measured it (Server-Timing: `cpu;dur=…, db;dur=…`). */
function serverTiming(header: string | null): { cpuMs: number; dbMs: number } | null {
  if (!header) return null;
  const read = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(header)?.[1] ?? NaN);
  const cpuMs = read('cpu');
  const dbMs = read('db');
  return Number.isFinite(cpuMs) && Number.isFinite(dbMs) ? { cpuMs, dbMs } : null;
}

export interface WorstResult {
  id: string;
  title: string;
  requests: number;
  /** Server CPU ms per worst request (null off Linux). */
  cpuMsPerRequest: number | null;
  /** CPU ms the server charged each request (Server-Timing), mean and worst. */
  chargedCpuMs: number | null;
  chargedCpuMaxMs: number | null;
  /** Database ms (connection held) the server charged each request, mean and worst. */
  chargedDbMs: number | null;
  chargedDbMaxMs: number | null;
  p50Ms: number;
  p99Ms: number;
  probeP50Ms: number;
  probeP99Ms: number;
  /** The first error any response carried, if any. */
  error: string | null;
}

async function post(
  url: string,
  body: string,
): Promise<{ ms: number; error: string | null; charged: { cpuMs: number; dbMs: number } | null }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const json = (await response.json()) as {
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  const ms = performance.now() - started;
  const first = json.errors?.[0];
  return {
    ms,
    error: first ? `${first.extensions?.code ?? response.status}: ${first.message.slice(0, 120)}` : null,
    charged: serverTiming(response.headers.get('server-timing')),
  };
}

/** One GraphQL request the bench needs an answer of (ids and slugs for the worst reads). */
async function ask<T>(url: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { data?: T | null; errors?: unknown };
    if (json.data) return json.data;
    // A busy machine can make the first connections slow: the server says retry.
    if (attempt < ASK_ATTEMPTS && JSON.stringify(json.errors).includes('SERVICE_UNAVAILABLE')) {
      await sleep(ASK_RETRY_MS);
      continue;
    }
    throw new Error(`the bench's own request failed: ${JSON.stringify(json.errors).slice(0, 500)}`);
  }
}

/** What the worst reads need from the catalog: global ids, slugs, a saved build. */
async function readCatalog(url: string, gpuSlugs: string[]): Promise<ReadCatalog> {
  const components = await ask<{ components: { edges: Array<{ node: { id: string } }> } }>(
    url,
    '{ components(first: 100) { edges { node { id } } } }',
  );
  const useCases = await ask<{ useCases: Array<{ slug: string }> }>(url, '{ useCases { slug } }');
  const models = await ask<{ models: { edges: Array<{ node: { slug: string } }> } }>(
    url,
    '{ models(first: 100) { edges { node { slug } } } }',
  );
  const saved = await ask<{ saveBuild: { id: string } | null }>(
    url,
    'mutation($b: BuildInput!) { saveBuild(build: $b) { id } }',
    { b: { parts: gpuSlugs.slice(0, 4).map((slug) => ({ slug, quantity: 1 })) } },
  );
  return {
    gpuSlugs,
    componentIds: components.components.edges.map((e) => e.node.id),
    useCaseSlugs: useCases.useCases.map((u) => u.slug),
    modelSlugs: models.models.edges.map((e) => e.node.slug),
    savedBuildId: saved?.saveBuild?.id ?? null,
  };
}

interface ComponentPage {
  components: {
    edges: Array<{ node: { slug: string } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string };
  };
}

/** Slugs the worst builds are made of, read through the API like any client. */
async function catalog(url: string) {
  const page = async (kind: string) => {
    const slugs: string[] = [];
    let after: string | null = null;
    do {
      const { components }: ComponentPage = await ask<ComponentPage>(
        url,
        `query($k: ComponentKind, $a: String) { components(kind: $k, first: 100, after: $a) {
          edges { node { slug } } pageInfo { hasNextPage endCursor } } }`,
        { k: kind, a: after },
      );
      slugs.push(...components.edges.map((e) => e.node.slug));
      after = components.pageInfo.hasNextPage ? components.pageInfo.endCursor : null;
    } while (after && slugs.length < 1_000);
    return slugs;
  };
  return {
    gpus: await page('GPU'),
    boards: await page('MOTHERBOARD'),
    cpus: await page('CPU'),
    cases: await page('CASE'),
  };
}

const aliased = (count: number, field: (i: number) => string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;

/** The heaviest request per operation that still passes every query limit. */
export async function worstCases(url: string): Promise<WorstCase[]> {
  const { gpus, boards, cpus, cases } = await catalog(url);
  // 64 lines (the most a build takes): a board, a CPU, a case and 61 GPU models x 16,
  // split over as many aliases as the cost limit admits (it prices every part unit).
  const lines = [
    { slug: boards[boards.length - 1], quantity: 1 },
    { slug: cpus[cpus.length - 1], quantity: 1 },
    { slug: cases[0], quantity: 1 },
    ...gpus.slice(0, 61).map((slug) => ({ slug, quantity: 16 })),
  ];
  const build = JSON.stringify({ parts: lines }).replace(/"(\w+)":/g, '$1:');
  const checks = aliased(
    1,
    () => `checkBuild(build: ${build}) { compatible findings { ruleId message } power { wallDrawW } }`,
  );
  const recommend = aliased(
    4,
    (i) =>
      `recommendBuild(input: { budgetUsd: ${20_000 + i}, gpuCount: 8, condition: ANY }) { parts { quantity } reasons }`,
  );
  const words = 'gpu power cooling memory training model card build budget used new '.repeat(8).slice(0, 500);
  const searches = aliased(7, (i) => `search(text: "${words.slice(0, 499 - i)}", first: 10) { score title }`);
  const gpusRanked = aliased(
    MAX_ALIASES,
    (i) =>
      `recommendGpus(input: { minVramGb: ${8 + i}, budgetUsd: 100000, gpuCount: 8, first: 50 }) { rank reasons }`,
  );
  // Through one variable each, so thirty aliases stay within the token limit.
  const memoryInput = {
    parametersBillions: 405,
    precision: 'FP32',
    mode: 'TRAINING',
    batchSize: 64,
    sequenceLength: 32768,
  };
  // fits with every GPU count, server and legacy cards: the most re-estimates and scanning
  // one estimate asks for. Each alias costs a rules call, the fits work and its page, so the
  // cost limit admits MEMORY_ALIASES of them (fewer than the alias limit).
  const memory = `query($m: MemoryEstimateInput!) ${aliased(
    MEMORY_ALIASES,
    () =>
      'estimateMemory(input: $m) { totalGb fits(first: 50, gpuCounts: [1, 2, 4, 8], includeServerCards: true, includeLegacy: true) { gpuCount priceUsd } }',
  )}`;
  const cloudInput = {
    desktopCostUsd: 1_000_000,
    gpuWatts: 10_000,
    utilization: 0.01,
    electricityUsdPerKwh: 1,
    cloudUsdPerHour: 0.01,
    horizonYears: 10,
  };
  const cloud = `query($c: CloudVsDesktopInput!) ${aliased(
    MAX_ALIASES,
    () => 'compareCloudVsDesktop(input: $c) { breakEvenDays points { day } }',
  )}`;
  const reads = worstReads(await readCatalog(url, gpus)).map((read, i) => ({
    id: `R${i + 1}`,
    title: `${read.aliases} x ${read.field}, relations ${read.level} deep`,
    body: JSON.stringify({ query: read.query }),
  }));
  return [
    ...reads,
    { id: 'W1', title: 'checkBuild 64 lines, 61 GPU models x 16', body: JSON.stringify({ query: checks }) },
    { id: 'W2', title: '4 x recommendBuild, 8 GPUs', body: JSON.stringify({ query: recommend }) },
    { id: 'W3', title: '7 x search, 500 common words', body: JSON.stringify({ query: searches }) },
    { id: 'W4', title: '30 x recommendGpus, first 50', body: JSON.stringify({ query: gpusRanked }) },
    {
      id: 'W5',
      title: `${MEMORY_ALIASES} x estimateMemory, fits of 1-8 GPUs`,
      body: JSON.stringify({ query: memory, variables: { m: memoryInput } }),
    },
    {
      id: 'W6',
      title: '30 x compareCloudVsDesktop',
      body: JSON.stringify({ query: cloud, variables: { c: cloudInput } }),
    },
  ];
}

/** Runs each worst case against `rigbase` (started with the response cache off). */
export async function measureWorst(rigbase: Contestant, cases: WorstCase[]): Promise<WorstResult[]> {
  const results: WorstResult[] = [];
  for (const worst of cases) {
    progress(`${worst.id} ${worst.title}`);
    await settle(rigbase.pid);
    const latencies: number[] = [];
    const charged: { cpuMs: number; dbMs: number }[] = [];
    const probe: number[] = [];
    let error: string | null = null;
    let running = true;
    const probing = (async () => {
      const body = JSON.stringify({ query: '{ __typename }' });
      while (running) {
        const next = sleep(PROBE_PERIOD_MS);
        probe.push((await post(rigbase.graphqlUrl, body)).ms);
        await next;
      }
    })();
    const cpuBefore = cpuSeconds(rigbase.pid);
    const deadline = performance.now() + DURATION_MS;
    while (performance.now() < deadline) {
      const answer = await post(rigbase.graphqlUrl, worst.body);
      latencies.push(answer.ms);
      if (answer.charged) charged.push(answer.charged);
      error ??= answer.error;
    }
    const cpuAfter = cpuSeconds(rigbase.pid);
    running = false;
    await probing;
    results.push({
      id: worst.id,
      title: worst.title,
      requests: latencies.length,
      // The probe's own CPU is included; at 50 {__typename}/s it is a few percent.
      cpuMsPerRequest:
        cpuBefore === null || cpuAfter === null
          ? null
          : round(((cpuAfter - cpuBefore) * 1000) / latencies.length),
      ...chargedFigures(charged),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      probeP50Ms: round(percentile(probe, 50)),
      probeP99Ms: round(percentile(probe, 99)),
      error,
    });
  }
  return results;
}

/** Mean and worst of what the server charged (null when it sent no Server-Timing). */
function chargedFigures(charged: { cpuMs: number; dbMs: number }[]) {
  if (!charged.length)
    return { chargedCpuMs: null, chargedCpuMaxMs: null, chargedDbMs: null, chargedDbMaxMs: null };
  const mean = (values: number[]) => round(values.reduce((a, b) => a + b, 0) / values.length);
  const cpu = charged.map((c) => c.cpuMs);
  const db = charged.map((c) => c.dbMs);
  return {
    chargedCpuMs: mean(cpu),
    chargedCpuMaxMs: round(Math.max(...cpu)),
    chargedDbMs: mean(db),
    chargedDbMaxMs: round(Math.max(...db)),
  };
}

export function worstLines(results: WorstResult[]): string[] {
  const head =
    'case  operation (the worst the limits allow)               reqs  CPU ms/req  charged CPU mean/max  DB ms mean/max    p50 ms   p99 ms  probe p50  probe p99';
  const pair = (mean: number | null, max: number | null) => (mean === null ? '-' : `${mean} / ${max}`);
  return [
    head,
    ...results.map(
      (r) =>
        `${r.id.padEnd(5)} ${r.title.padEnd(48)} ${String(r.requests).padStart(5)} ${String(r.cpuMsPerRequest ?? '-').padStart(11)} ` +
        `${pair(r.chargedCpuMs, r.chargedCpuMaxMs).padStart(21)} ${pair(r.chargedDbMs, r.chargedDbMaxMs).padStart(15)} ` +
        `${String(r.p50Ms).padStart(8)} ${String(r.p99Ms).padStart(8)} ${String(r.probeP50Ms).padStart(10)} ${String(r.probeP99Ms).padStart(10)}` +
        (r.error ? `  ERROR ${r.error}` : ''),
    ),
  ];
}
