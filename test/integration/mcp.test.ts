import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { DOCUMENT_EXAMPLE } from '../fixtures/cloud-vs-desktop';
import { CONFIG_FIXTURES, readConfig } from '../fixtures/model-configs';
import { createTestDatabase, type TestDatabase } from '../support/database';

/**
 * The MCP server as an LLM client sees it: the compiled `dist/scripts/mcp.js` spawned
 * over stdio by the SDK's client, on its own seeded database through DATABASE_URL.
 */

const ROOT = path.resolve(__dirname, '..', '..');
/** Starting the server migrates and may seed a fresh database. */
const STARTUP_TIMEOUT_MS = 120_000;

let db: TestDatabase;
let client: Client;
let transport: StdioClientTransport;
let stderr = '';
/** Anything on stdout that is not a protocol message lands here (the client reports and skips it). */
const protocolErrors: Error[] = [];

beforeAll(async () => {
  // dist/ is built once by the jest global setup (test/support/global-setup.ts).
  db = await createTestDatabase();
  transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(ROOT, 'dist', 'scripts', 'mcp.js')],
    cwd: ROOT,
    // info-level logs prove that logging goes to stderr without disturbing stdout.
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: db.url, NODE_ENV: 'test', LOG_LEVEL: 'info' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  client = new Client({ name: 'rigbase-test', version: '1.0.0' });
  client.onerror = (error) => protocolErrors.push(error);
  await client.connect(transport);
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await client?.close();
  await db?.drop();
});

interface ToolAnswer {
  isError: boolean;
  body: any;
  structured: any;
}

async function call(name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args });
  const [first] = result.content as { type: string; text: string }[];
  expect(first.type).toBe('text');
  return {
    isError: result.isError === true,
    body: JSON.parse(first.text),
    structured: result.structuredContent,
  };
}

/** Every source key an item cites is in the result's `sources` map, with a title. */
function expectCitedSources(body: any, keys: string[]) {
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) expect(body.sources[key].title).toEqual(expect.any(String));
}

it('lists the tools with JSON input schemas', async () => {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual([
    'benchmarks',
    'catalog_health',
    'check_build',
    'cloud_offers',
    'compare_cloud_vs_desktop',
    'estimate_generation_memory',
    'estimate_memory',
    'find_models',
    'get_component',
    'list_gpus',
    'list_use_cases',
    'plan_job',
    'power_limit',
    'recommend_build',
    'recommend_gpus',
    'search',
  ]);
  for (const t of tools) {
    expect(t.description?.length).toBeGreaterThan(20);
    expect(t.inputSchema.type).toBe('object');
    if (t.name !== 'list_use_cases')
      expect(Object.keys(t.inputSchema.properties ?? {}).length).toBeGreaterThan(0);
  }
  const byName = Object.fromEntries(tools.map((t) => [t.name, t.inputSchema as any]));
  expect(byName.check_build.required).toEqual(['parts']);
  expect(byName.estimate_memory.properties.precision.enum).toEqual(
    expect.arrayContaining(['FP16', 'FP8', 'GGUF_Q4_K_M']),
  );
  expect(byName.estimate_memory.properties.model.type).toBe('string');
  expect(byName.recommend_build.required).toEqual(['budgetUsd']);
  // The enums GraphQL declares, with the same values.
  expect(byName.list_gpus.properties.objective.enum).toEqual([
    'TRAINING_SPEED_PER_DOLLAR',
    'MEMORY_PER_DOLLAR',
    'INFERENCE_TOKENS_PER_DOLLAR',
  ]);
  expect(byName.list_gpus.properties.vendor.enum).toEqual(['NVIDIA', 'AMD', 'Intel']);
  expect(byName.power_limit.required).toEqual(['gpuSlug']);
});

it('search finds the circuit guidance for a breaker question, with its answer and sources', async () => {
  const { isError, body, structured } = await call('search', { text: 'my breaker trips with three gpus' });
  expect(isError).toBe(false);
  expect(structured).toEqual(body);
  expect(body.hits[0]).toMatchObject({ kind: 'GUIDANCE', slug: 'household-circuit-limit' });
  expect(body.hits[0].answer).toMatch(/1,536 W/);
  expectCitedSources(body, body.hits[0].sources);
});

it('check_build reports power for 2 x RTX 3090 on a 1600 W PSU', async () => {
  const { isError, body } = await call('check_build', {
    parts: [{ slug: 'nvidia-geforce-rtx-3090', quantity: 2 }, { slug: 'super-flower-leadex-titanium-1600w' }],
    mains: { voltage: 230, breakerAmps: 16 },
  });
  expect(isError).toBe(false);
  // Two cards and a PSU, no board, CPU, memory or case: nothing failed, nothing is verified
  // either, and the answer says so in words with what would settle it.
  expect(body.verdict).toBe('UNVERIFIED');
  expect(body.compatible).toBe(false);
  expect(body.summary).toMatch(
    /^Unverified: no check failed, but \d+ checks that decide .* could not run: .*needs a motherboard/,
  );
  const lacking = body.unverifiedChecks
    .filter((c: any) => c.decidesVerdict)
    .flatMap((c: any) => c.settledBy.map((f: any) => f.kind));
  expect(lacking).toEqual(expect.arrayContaining(['CPU', 'MOTHERBOARD', 'MEMORY', 'CASE']));
  expect(body.power).toMatchObject({ psuW: 1600, circuitLimitW: 2944, fitsCircuit: true });
  // The names GraphQL's PowerReport uses.
  expect(body.power.transientPeakW).toBeGreaterThan(body.power.sustainedDrawW);
  expect(body.power).not.toHaveProperty('estimatedPeakW');
  expect(body.power.totalTdpW).toBeGreaterThanOrEqual(700);
  expect(body.power.recommendedPsuW).toBeGreaterThan(700);
  const findings = [...body.errors, ...body.warnings, ...body.info];
  expect(findings.length).toBeGreaterThan(0);
  for (const f of findings)
    expect(f).toEqual(expect.objectContaining({ rule: expect.any(String), parts: expect.any(Array) }));
  expectCitedSources(body, [...new Set(findings.flatMap((f: any) => f.sources))] as string[]);
});

it('recommend_gpus finds used 24 GB cards under $1,000 for large-model research', async () => {
  const { isError, body } = await call('recommend_gpus', {
    useCase: 'large-transformers-cnns-research-2020',
    budgetUsd: 1000,
    condition: 'USED',
  });
  expect(isError).toBe(false);
  expect(body.recommendations.length).toBeGreaterThan(0);
  for (const r of body.recommendations) {
    expect(r.vramGb).toBeGreaterThanOrEqual(24);
    expect(r.meetsMemory).toBe(true);
    expect(r.priceUsd).toBeLessThanOrEqual(1000);
    expect(r.reasons.length).toBeGreaterThan(0);
    expectCitedSources(body, r.sources);
  }
  expect(body.recommendations[0].rank).toBe(1);
});

it('recommend_build assembles a machine for $3,000', async () => {
  const { isError, body } = await call('recommend_build', { budgetUsd: 3000 });
  expect(isError).toBe(false);
  expect(body.found).toBe(true);
  const kinds = body.parts.map((p: any) => p.kind);
  expect(kinds).toEqual(expect.arrayContaining(['GPU', 'CPU', 'MOTHERBOARD', 'MEMORY', 'PSU']));
  expect(body.totalUsd).toBeLessThanOrEqual(3000);
  expect(body.report.compatible).toBe(true);
  expect(body.report.errors).toEqual([]);
  expect(body.report).not.toHaveProperty('totalPriceUsd');
  expect(body.reasons.length).toBeGreaterThan(0);
  expectCitedSources(
    body,
    body.parts.flatMap((p: any) => p.sources),
  );
});

it('recommend_build names the unified-memory machines that could do a 70B model within $4,500', async () => {
  const { isError, body } = await call('recommend_build', {
    budgetUsd: 4500,
    gpuCount: 2,
    useCase: 'llm-inference-70b-4bit',
  });
  expect(isError).toBe(false);
  const slugs = body.systemAlternatives.map((s: any) => s.slug);
  expect(slugs).toContain('nvidia-dgx-spark');
  for (const s of body.systemAlternatives) {
    expect(s.priceUsd).toBeLessThanOrEqual(4500);
    expect(s.gpuUsableMemoryGb).toBeGreaterThanOrEqual(s.neededGb);
    expect(s.priceObservedOn).toBeTruthy();
  }
  expectCitedSources(
    body,
    body.systemAlternatives.flatMap((s: any) => s.sources),
  );
});

it('estimate_memory gives about 14 GB of weights for a 7B model in FP16, and setups that hold it', async () => {
  const { isError, body } = await call('estimate_memory', {
    parametersBillions: 7,
    precision: 'FP16',
    mode: 'INFERENCE',
  });
  expect(isError).toBe(false);
  expect(body.weightsGb).toBeCloseTo(14, 0);
  expect(body.totalGb).toBeGreaterThan(body.weightsGb);
  expect(body.fits.length).toBeGreaterThan(0);
  // Cards are compared in bytes: a card's nominal GB are binary (GiB); the requirement is per GPU.
  for (const fit of body.fits) {
    expect(fit.requiredGibPerGpu).toBeLessThanOrEqual((fit.vramGbPerBoard * fit.boards) / fit.gpuCount);
    expect(fit.headroomGibPerGpu).toBeGreaterThanOrEqual(0);
  }
  // Fewest cards first, then the cheapest (GraphQL's default fits order).
  const order = body.fits.map((fit: any) => [fit.gpuCount, fit.priceUsd]);
  expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  const cited = body.lines.flatMap((line: any) => line.sources);
  expectCitedSources(body, [...new Set(cited)] as string[]);
  expect(body.assumptions.join(' ')).toMatch(/derived from 7B parameters/);
});

it('estimate_memory by model name: Llama 3.1 70B in GGUF Q4_K_M, with tokens/s and measured benchmarks', async () => {
  const { isError, body } = await call('estimate_memory', {
    model: 'llama-3.1-70b',
    precision: 'GGUF_Q4_K_M',
    mode: 'INFERENCE',
    sequenceLength: 4096,
  });
  expect(isError).toBe(false);
  expect(body.model).toEqual({ slug: 'llama-3.1-70b', name: 'Llama 3.1 70B' });
  // Q4_K_M of Llama 3.1 70B is a 42.5 GB file (bartowski's GGUF table); 4k of GQA cache ~1.3 GB.
  expect(body.weightsGb).toBeGreaterThan(40);
  expect(body.weightsGb).toBeLessThan(45);
  expect(body.kvCacheGb).toBeGreaterThan(1);
  expect(body.kvCacheGb).toBeLessThan(1.6);
  // The default setups are 1, 2 and 4 cards, fewest first: single 48-96 GB cards can fill the
  // first page, so the two-card setups are asked for by count.
  const two = await call('estimate_memory', {
    model: 'llama-3.1-70b',
    precision: 'GGUF_Q4_K_M',
    mode: 'INFERENCE',
    sequenceLength: 4096,
    gpuCounts: [2],
  });
  expect(two.isError).toBe(false);
  expect(two.body.fits.length).toBeGreaterThan(0);
  // Two desktop cards go in a desktop; server modules are left out unless asked for.
  expect(two.body.fits.every((fit: any) => fit.gpuCount === 2 && fit.setup === 'DESKTOP')).toBe(true);
  expect([...body.fits, ...two.body.fits].every((fit: any) => fit.setup !== 'SERVER')).toBe(true);
  for (const answer of [body, two.body]) {
    for (const fit of answer.fits) {
      expect(fit.throughput).toMatchObject({ estimate: true, decodeTokensPerSecond: expect.any(Number) });
      expectCitedSources(answer, fit.throughput.sources);
    }
  }
});

it('find_models finds catalog models by loose name, with the slug estimate_memory takes', async () => {
  const { isError, body } = await call('find_models', { search: 'Qwen 2.5 72B' });
  expect(isError).toBe(false);
  expect(body.models.map((m: any) => m.slug)).toEqual(['qwen-2.5-72b']);
  expect(body.models[0]).toMatchObject({ layers: 80, kvHeads: 8 });
  expectCitedSources(body, body.models[0].sources);
});

it('estimate_memory from a pasted config.json (gpt-oss-20b in MXFP4): the shape and shipped format read from it', async () => {
  const { isError, body } = await call('estimate_memory', {
    config: readConfig(CONFIG_FIXTURES.gpt_oss_20b),
    precision: 'MXFP4',
    mode: 'INFERENCE',
    sequenceLength: 4096,
  });
  expect(isError).toBe(false);
  expect(body.config).toMatchObject({ modelType: 'gpt_oss', checkpointFormat: 'MXFP4' });
  // gpt-oss model card: the MXFP4 checkpoint takes 12.8 GiB (13.7 GB).
  expect(body.weightsGb).toBeGreaterThan(13.5);
  expect(body.weightsGb).toBeLessThan(14);
  expect(body.nativeOn).toEqual(['Blackwell']);
});

it('estimate_memory: a loose name resolves, an unknown one gets suggestions and the find_models hint', async () => {
  const loose = await call('estimate_memory', {
    model: 'llama 4 scout',
    precision: 'GGUF_Q4_K_M',
    mode: 'INFERENCE',
  });
  expect(loose.isError).toBe(false);
  expect(loose.body.model.slug).toBe('llama-4-scout');
  const unknown = await call('estimate_memory', { model: 'kimi k9', precision: 'BF16', mode: 'INFERENCE' });
  expect(unknown.isError).toBe(true);
  expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', field: 'model' });
  expect(unknown.body.suggestions).toEqual(expect.arrayContaining(['kimi-k2']));
  expect(unknown.body.message).toMatch(/find_models/);
});

it('plan_job plans a LoRA job with setups, the own-vs-rent answer and cited sources', async () => {
  const { isError, body } = await call('plan_job', {
    model: 'llama 3.1 8b',
    mode: 'lora',
    tokens: 200e6,
    jobsPerYear: 12,
  });
  expect(isError).toBeFalsy();
  expect(body.setups.length).toBeGreaterThan(0);
  expect(body.setups.length).toBeLessThanOrEqual(5);
  for (const s of body.setups) {
    expect(s.hours).toBeGreaterThan(0);
    expect(['OWNED', 'RENTED']).toContain(s.ownership);
  }
  expect(body.summary).toMatch(/a job/);
  expectCitedSources(body, body.methodSources);
});

it('plan_job lists a whole server as an owned setup with its own price and what it rests on', async () => {
  const { isError, body } = await call('plan_job', {
    parametersBillions: 7,
    mode: 'pretrain',
    tokens: 1e12,
    ownership: 'own',
    objective: 'fastest',
    first: 20,
  });
  expect(isError).toBeFalsy();
  const dgx = body.setups.find((s: any) => s.server?.slug === 'nvidia-dgx-h100');
  expect(dgx.server.name).toBe('NVIDIA DGX H100');
  expect(dgx.hardwareUsd).toBe(199000);
  expect(dgx.platformUsd).toBeNull();
  expect(dgx.notes.join(' ')).toMatch(/whole server/);
});

it("compare_cloud_vs_desktop reproduces the documents' 591 kWh example", async () => {
  const { isError, body } = await call('compare_cloud_vs_desktop', { ...DOCUMENT_EXAMPLE, horizonYears: 2 });
  expect(isError).toBe(false);
  expect(body.yearlyKwh).toBeCloseTo(591, 0);
  expect(body.yearlyElectricityUsd).toBeCloseTo(71, 0);
  expect(body.breakEvenDays).toBeGreaterThan(270);
  expect(body.breakEvenDays).toBeLessThan(320);
  expect(body.costOverTime.map((p: any) => p.day)).toEqual([0, 365, 730]);
  expectCitedSources(body, body.methodSources);
});

describe('issue 14 inputs and answers over MCP', () => {
  it('check_build takes a mains region: JAPAN is 100 V / 15 A (1,200 W continuous)', async () => {
    const { isError, body } = await call('check_build', {
      parts: [{ slug: 'nvidia-geforce-rtx-3090' }],
      mains: { region: 'JAPAN' },
    });
    expect(isError).toBe(false);
    expect(body.power.circuitLimitW).toBe(1200);
    expect(body.info.map((f: any) => f.message).join(' ')).not.toMatch(/No mains supply given/);
  });

  it('recommend_gpus hides the K80 by default and shows it with includeLegacy', async () => {
    const args = { useCase: 'kaggle-2020', budgetUsd: 500, first: 50 };
    const plain = await call('recommend_gpus', args);
    expect(plain.body.recommendations.map((r: any) => r.slug)).not.toContain('nvidia-tesla-k80');
    // Issue 27: the default objective is the best the budget buys, with what is left of it.
    expect(plain.body.recommendations[0]).toMatchObject({
      objective: 'BEST_WITHIN_BUDGET',
      objectiveValue: expect.any(Number),
      unspentUsd: expect.any(Number),
      stack: 'CUDA',
    });
    expect(plain.body.recommendations[0].reasons.join(' ')).toMatch(/of the \$500 budget/);
    const legacy = await call('recommend_gpus', { ...args, includeLegacy: true, includeServerCards: true });
    const k80 = legacy.body.recommendations.find((r: any) => r.slug === 'nvidia-tesla-k80');
    expect(k80.reasons.join(' ')).toMatch(/no longer support/);
  });

  it('compare_cloud_vs_desktop flags a break-even beyond the useful life', async () => {
    const { isError, body } = await call('compare_cloud_vs_desktop', {
      ...DOCUMENT_EXAMPLE,
      utilization: 0.01,
      usefulLifeYears: 4,
    });
    expect(isError).toBe(false);
    expect(body).toMatchObject({ verdict: 'NOT_WITHIN_USEFUL_LIFE', breakEvenWithinUsefulLife: false });
    expect(body.usefulLifeYears).toBe(4);
    expect(body.summary).toMatch(/useful life/);
  });
});

it('get_component returns the RTX 3090 with sources and benchmarks, without internal fields', async () => {
  const { isError, body } = await call('get_component', { slug: 'nvidia-geforce-rtx-3090' });
  expect(isError).toBe(false);
  const gpu = body.component;
  expect(gpu).toMatchObject({ kind: 'GPU', slug: 'nvidia-geforce-rtx-3090', vramGb: 24 });
  for (const internal of ['id', 'version', 'createdAt', 'updatedAt'])
    expect(gpu).not.toHaveProperty(internal);
  expectCitedSources(body, gpu.sources);
  expect(gpu.benchmarks.length).toBeGreaterThan(0);
  expectCitedSources(body, gpu.benchmarks[0].sources);
});

it('get_component lists a motherboard’s PCIe slots', async () => {
  const { body } = await call('get_component', { slug: 'asus-pro-ws-wrx90e-sage-se' });
  expect(body.component.pcieSlots.length).toBeGreaterThan(0);
  expect(body.component.pcieSlots[0]).toMatchObject({ position: 1, gen: expect.any(Number) });
});

it('get_component spells closed sets as the GraphQL enums do', async () => {
  const { body } = await call('get_component', { slug: 'asus-pro-ws-wrx90e-sage-se' });
  expect(body.component.formFactor).toMatch(/^[A-Z][A-Z0-9_]*$/);
  const psu = await call('get_component', { slug: 'super-flower-leadex-titanium-1600w' });
  expect(psu.body.component.efficiencyRating).toBe('TITANIUM');
});

it('list_gpus ranks by an objective with filters, pages with nextCursor, and cites sources', async () => {
  const { isError, body } = await call('list_gpus', {
    objective: 'MEMORY_PER_DOLLAR',
    condition: 'USED',
    minVramGb: 16,
    vendor: 'nvidia',
    first: 4,
  });
  expect(isError).toBe(false);
  expect(body).toMatchObject({ order: 'MEMORY_PER_DOLLAR_DESC', condition: 'USED' });
  expect(body.gpus).toHaveLength(4);
  const values = body.gpus.map((g: any) => g.perThousandUsd.memoryGb);
  expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
  for (const gpu of body.gpus) {
    expect(gpu.vendor).toBe('NVIDIA');
    expect(gpu.vramGb).toBeGreaterThanOrEqual(16);
    expect(gpu.perThousandUsd.memoryGb).toBeCloseTo((gpu.vramGb / gpu.usedPriceUsd) * 1000, 2);
    expectCitedSources(body, gpu.sources);
  }
  const next = await call('list_gpus', {
    objective: 'MEMORY_PER_DOLLAR',
    condition: 'USED',
    minVramGb: 16,
    vendor: 'NVIDIA',
    first: 4,
    after: body.nextCursor,
  });
  expect(next.body.gpus[0].slug).not.toBe(body.gpus[0].slug);
  // The cursor belongs to that list: another objective must start over.
  const foreign = await call('list_gpus', { objective: 'TRAINING_SPEED_PER_DOLLAR', after: body.nextCursor });
  expect(foreign.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
});

it('power_limit compares limits within the card range, with the command', async () => {
  const { isError, body } = await call('power_limit', { gpuSlug: 'nvidia-geforce-rtx-3090' });
  expect(isError).toBe(false);
  expect(body.gpu).toMatchObject({ slug: 'nvidia-geforce-rtx-3090', tdpW: 350 });
  expect(body.limits[0]).toMatchObject({ limitW: 350, relativeSpeed: 1, wattsSaved: 0 });
  const eighty = body.limits.find((l: any) => l.limitW === 280);
  expect(eighty.relativeSpeed).toBeGreaterThan(0.9);
  expect(eighty.relativeSpeed).toBeLessThan(1);
  expect(eighty.command).toBe('sudo nvidia-smi -i 0 -pl 280');
  expectCitedSources(body, body.methodSources);
  const below = await call('power_limit', { gpuSlug: 'nvidia-geforce-rtx-3090', limitsW: [50] });
  expect(below.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limitsW[0]' });
  const unknown = await call('power_limit', { gpuSlug: 'rtx-3090' });
  expect(unknown.body.suggestions).toContain('nvidia-geforce-rtx-3090');
});

it('cloud_offers, benchmarks and list_use_cases answer with sources', async () => {
  const offers = await call('cloud_offers', { gpuSlug: 'nvidia-tesla-k80', first: 3 });
  expect(offers.isError).toBe(false);
  expect(offers.body.offers.length).toBeGreaterThan(0);
  for (const o of offers.body.offers) {
    expect(o).toMatchObject({ gpu: 'nvidia-tesla-k80', provider: expect.stringMatching(/^[A-Z_]+$/) });
    expectCitedSources(offers.body, o.sources);
  }
  const measured = await call('benchmarks', { gpuSlug: 'nvidia-geforce-rtx-3090', first: 3 });
  expect(measured.body.benchmarks.length).toBeGreaterThan(0);
  expect(measured.body.benchmarks[0]).toMatchObject({
    gpu: 'nvidia-geforce-rtx-3090',
    unit: expect.any(String),
  });
  expectCitedSources(measured.body, measured.body.benchmarks[0].sources);
  const useCases = await call('list_use_cases', {});
  const slugs = useCases.body.useCases.map((u: any) => u.slug);
  expect(slugs).toContain('large-transformers-cnns-research-2020');
  expectCitedSources(useCases.body, useCases.body.useCases[0].sources);
});

describe('errors are tool results, and the session goes on', () => {
  it('answers bad input with BAD_USER_INPUT naming the argument', async () => {
    const { isError, body } = await call('recommend_gpus', { budgetUsd: -5 });
    expect(isError).toBe(true);
    expect(body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'budgetUsd' });
    expect(body.message).toMatch(/^budgetUsd:/);
  });

  it('names the failing part line of a build', async () => {
    const { isError, body } = await call('check_build', {
      parts: [{ slug: 'amd-ryzen-5-3600' }, { slug: 'no-such-gpu' }],
    });
    expect(isError).toBe(true);
    expect(body).toMatchObject({ code: 'NOT_FOUND', field: 'parts[1].slug' });
  });

  it('suggests slugs for an unknown component', async () => {
    const { isError, body } = await call('get_component', { slug: 'rtx-3090' });
    expect(isError).toBe(true);
    expect(body.code).toBe('NOT_FOUND');
    expect(body.suggestions).toContain('nvidia-geforce-rtx-3090');
  });

  it('answers arguments outside the schema in the same shape, naming the argument, and keeps serving', async () => {
    const wrongEnum = await call('estimate_memory', {
      parametersBillions: 7,
      precision: 'FP12',
      mode: 'INFERENCE',
    });
    expect(wrongEnum.isError).toBe(true);
    expect(wrongEnum.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'precision' });
    expect(wrongEnum.body.message).toMatch(/^precision: /);
    expect(wrongEnum.structured).toEqual(wrongEnum.body);
    const nested = await call('check_build', {
      parts: [{ slug: 'amd-ryzen-5-3600' }, { slug: 'x', quantity: 99 }],
    });
    expect(nested.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'parts[1].quantity' });
    const missing = await call('recommend_build', {});
    expect(missing.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'budgetUsd' });
    const again = await call('search', { text: 'rtx 3090' });
    expect(again.isError).toBe(false);
  });

  it('takes enum values in any case, as GraphQL spells them', async () => {
    const used = await call('recommend_gpus', { condition: 'used', budgetUsd: 800, first: 2 });
    expect(used.isError).toBe(false);
    expect(used.body.condition).toBe('USED');
    const lower = await call('estimate_memory', { parametersBillions: 7, precision: 'bf16', mode: 'qlora' });
    expect(lower.isError).toBe(false);
  });

  it('answers a loose model name with the models it means, pointing at find_models', async () => {
    // 'llama 70b' fits several catalog models (a name that fits one is that model).
    const { isError, body } = await call('estimate_memory', {
      model: 'llama 70b',
      precision: 'GGUF_Q4_K_M',
      mode: 'INFERENCE',
    });
    expect(isError).toBe(true);
    expect(body).toMatchObject({ code: 'NOT_FOUND', field: 'model', tool: 'find_models' });
    expect(body.suggestions).toContain('llama-3.1-70b');
    expect(body.message).toMatch(/the find_models tool finds models by loose name/);
    const found = await call('find_models', { search: 'llama 70b' });
    expect(found.body.models.map((m: any) => m.slug)).toContain(body.suggestions[0]);
  });

  it('suggests use cases for an unknown one, pointing at list_use_cases', async () => {
    const { isError, body } = await call('recommend_gpus', { useCase: 'large-transformers-research' });
    expect(isError).toBe(true);
    expect(body).toMatchObject({ code: 'NOT_FOUND', field: 'useCase' });
    expect(body.suggestions).toContain('large-transformers-cnns-research-2020');
    expect(body.tool).toBe('list_use_cases');
    expect(body.message).not.toMatch(/useCases query/);
  });
});

it('kept stdout for the protocol, logged to stderr, and stops when the client closes stdin', async () => {
  expect(protocolErrors).toEqual([]);
  expect(stderr).toMatch(/mcp server ready on stdio/);
  await client.close();
  const deadline = Date.now() + 10_000;
  while (!/"msg":"stopped"/.test(stderr) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  expect(stderr).toMatch(/stdin closed/);
  expect(stderr).toMatch(/"msg":"stopped"/);
});
