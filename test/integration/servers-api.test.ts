import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { graphqlOn, postGraphql, suiteKey, suiteServer } from '../support/server';

/**
 * Issue 28, whole servers: GPU_SERVER as a component kind (read, upsert, search, not a build
 * part) and estimateMemory.serverFits beside the GPU setups, in GraphQL and MCP.
 */

const t = suiteServer({ env: { RATE_LIMIT_BURST: '1000', RATE_LIMIT_PER_MINUTE: '60000' } });
const editor = suiteKey(t, 'EDITOR', 'servers-test');
const { data, run } = graphqlOn(t);

const SERVER_FITS = `query($input: MemoryEstimateInput!) {
  estimateMemory(input: $input) {
    serverFits(first: 20) {
      server { slug gpuCount gpu { slug } }
      gpuCount memoryPerGpu { gib } requiredPerGpu { gib } headroom { gib }
      runtime priceUsd priceCondition priceIncludesGpus notes
    }
  }
}`;
const UPSERT = `mutation($input: GpuServerInput!) { upsertGpuServer(input: $input) { slug gpu { slug } gpuCount } }`;
const newServer = (over: Record<string, unknown>) => ({
  slug: 'test-hgx-server',
  name: 'Test HGX',
  manufacturer: 'Test',
  sources: ['ref-unanswered-dgx-power'],
  gpu: 'nvidia-h100-sxm5-80gb',
  gpuCount: 8,
  gpuMemoryGb: 640,
  interconnect: 'NVSWITCH',
  formFactor: 'RACKMOUNT',
  priceIncludesGpus: true,
  ...over,
});
const upsert = (input: Record<string, unknown>) =>
  postGraphql(t().url, UPSERT, { input }, { authorization: `Bearer ${editor()}` });

describe('GPU servers as their own kind', () => {
  it('DGX H100 reads as a GpuServer: its module, power, height, and the list price newest of two observations', async () => {
    const { component } = await data(`{
      component(slug: "nvidia-dgx-h100") {
        __typename kind priceUsd
        ... on GpuServer {
          gpu { slug vramGb } gpuCount gpuMemoryGb interconnect maxPowerW powerInput rackUnits noiseDba
          formFactor priceIncludesGpus priceKind priceObservations { amount priceKind notes source { key } }
        }
      }
    }`);
    expect(component).toMatchObject({
      __typename: 'GpuServer',
      kind: 'GPU_SERVER',
      gpu: { slug: 'nvidia-h100-sxm5-80gb', vramGb: 80 },
      gpuCount: 8,
      gpuMemoryGb: 640,
      interconnect: 'NVSWITCH',
      maxPowerW: 10200,
      rackUnits: 8,
      noiseDba: null,
      formFactor: 'RACKMOUNT',
      priceUsd: 199000,
      priceKind: 'LAUNCH_LIST',
    });
    expect(component.priceObservations.map((o: any) => o.amount)).toEqual([199000, 270000]);
    expect(component.priceObservations[1].notes).toMatch(/^estimate/);
  });

  it('the used OCP node: no power draw or noise on record, busbar input, price without its GPUs', async () => {
    const { component } = await data(`{
      component(slug: "gigabyte-t180-g20-node") {
        priceUsd ... on GpuServer { gpu { slug } maxPowerW noiseDba powerInput formFactor priceIncludesGpus }
      }
    }`);
    expect(component).toMatchObject({
      gpu: { slug: 'nvidia-tesla-v100-sxm2-16gb' },
      maxPowerW: null,
      noiseDba: null,
      formFactor: 'OCP',
      priceIncludesGpus: false,
      priceUsd: 1000,
    });
    expect(component.powerInput).toMatch(/12 V/);
  });

  it('upsertGpuServer creates a server on a catalog GPU; refuses a non-GPU module and too little memory, naming the field', async () => {
    const created = await upsert(newServer({}));
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data!.upsertGpuServer).toMatchObject({
      gpu: { slug: 'nvidia-h100-sxm5-80gb' },
      gpuCount: 8,
    });
    const onPsu = await upsert(newServer({ slug: 'test-psu-server', gpu: 'corsair-rm650x' }));
    // A ref to a row of another kind is not found among GPUs, as for a graphics card's chip.
    expect(onPsu.body.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(JSON.stringify(onPsu.body.errors![0])).toMatch(/gpu/);
    const tiny = await upsert(newServer({ slug: 'test-tiny-server', gpuMemoryGb: 4 }));
    expect(tiny.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(tiny.body.errors![0])).toMatch(/gpuMemoryGb/);
  });

  it('search finds the DGX B200 as a GPU server; checkBuild refuses a server as a part', async () => {
    const { search } = await data(`{ search(text: "dgx b200") { kind title } }`);
    expect(search).toContainEqual({ kind: 'GPU_SERVER', title: 'NVIDIA DGX B200' });
    const result = await run(`{ checkBuild(build: { parts: [{ slug: "nvidia-dgx-h100" }] }) { verdict } }`);
    expect(result.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'build.parts[0].slug',
    });
    expect(result.errors![0].message).toMatch(/serverFits/);
  });
});

describe('catalogHealth counts GPU servers', () => {
  it('counts the priced servers, every one stale in November 2026, oldest first', async () => {
    const { catalogHealth } = await data(`{
      catalogHealth(asOf: "2026-11-27") { prices { kind priced stale examples { slug newestOn } } }
    }`);
    const servers = catalogHealth.prices.find((p: any) => p.kind === 'GPU_SERVER');
    // DGX H100, the HGX quotation, DGX B200 and the T180-G20 node carry a price; the DGX H200 none.
    // The DGX H100's list price is dated by year (2024), so it counts from 2024-01-01.
    expect(servers).toMatchObject({ priced: 4, stale: 4 });
    expect(servers.examples.map((x: any) => x.slug)).toEqual([
      'gigabyte-t180-g20-node',
      'nvidia-dgx-h100',
      'thinkmate-hgx-h100-8gpu',
      'nvidia-dgx-b200',
    ]);
  });
});

describe('estimateMemory.serverFits', () => {
  const input = { model: 'deepseek-v3', precision: 'FP8', mode: 'INFERENCE', sequenceLength: 8192 };

  it('DeepSeek-V3 FP8: DGX H200 and DGX B200 hold it sharded over 8 GPUs; no 8 x 80 GB server does', async () => {
    const { estimateMemory } = await data(SERVER_FITS, { input });
    const bySlug = new Map(estimateMemory.serverFits.map((fit: any) => [fit.server.slug, fit]));
    expect(bySlug.get('nvidia-dgx-b200')).toMatchObject({
      gpuCount: 8,
      priceUsd: 515000,
      priceIncludesGpus: true,
    });
    expect(bySlug.get('nvidia-dgx-h200')).toMatchObject({ gpuCount: 8, priceUsd: null });
    expect(bySlug.has('nvidia-dgx-h100')).toBe(false);
    expect(bySlug.has('thinkmate-hgx-h100-8gpu')).toBe(false);
  });

  it('refuses a negative budget, naming budgetUsd', async () => {
    const result = await run(
      `query($input: MemoryEstimateInput!) { estimateMemory(input: $input) { serverFits(budgetUsd: -1) { priceUsd } } }`,
      { input },
    );
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(result.errors![0])).toMatch(/budgetUsd/);
  });

  it('MCP estimate_memory lists serverFits with what each price rests on and the figures not on record', async () => {
    const client = new Client({ name: 'rigbase-servers-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${t().url}/mcp`)));
    try {
      const result = await client.callTool({ name: 'estimate_memory', arguments: input });
      expect(result.isError).not.toBe(true);
      const body = JSON.parse((result.content as { text: string }[])[0].text);
      const b200 = body.serverFits.find((fit: any) => fit.slug === 'nvidia-dgx-b200');
      expect(b200).toMatchObject({ gpuCount: 8, maxPowerW: 14300, rackUnits: 10, priceUsd: 515000 });
      expect(b200.notOnRecord).toEqual(['noiseDba']);
      expect(b200.priceBasis.source).toBe('ref-vengineer-dgx-b200-2025');
      for (const key of b200.sources) expect(body.sources[key]).toBeDefined();
      expect(body.serverFits.map((fit: any) => fit.slug)).not.toContain('nvidia-dgx-h100');
    } finally {
      await client.close();
    }
  });
});
