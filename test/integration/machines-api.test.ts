import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { graphqlOn, postGraphql, suiteKey, suiteServer } from '../support/server';

/**
 * Issue 28, machines: unified-memory systems as a component kind, beside the GPU setups of
 * estimateMemory (GraphQL and MCP), the RTX PRO 6000 editions, and 8-GPU servers priced per
 * GPU where asked for.
 */

const t = suiteServer({ env: { RATE_LIMIT_BURST: '1000', RATE_LIMIT_PER_MINUTE: '60000' } });
const editor = suiteKey(t, 'EDITOR', 'machines-test');
const { data } = graphqlOn(t);

const SYSTEM_FITS = `query($input: MemoryEstimateInput!) {
  estimateMemory(input: $input) {
    totalGb
    systemFits(first: 10) {
      system { slug gpuUsableMemoryGb unifiedMemoryGb softwareStacks }
      gpuUsableMemory { gib } required { gib } headroom { gib }
      runtime priceUsd priceCondition notes throughput { decodeTokensPerSecond }
    }
  }
}`;
const estimate = (input: Record<string, unknown>) =>
  data(SYSTEM_FITS, { input: { mode: 'INFERENCE', sequenceLength: 8192, ...input } });

describe('unified-memory machines as their own kind', () => {
  it('DGX Spark reads as a UnifiedMemorySystem with its usable memory, bandwidth, stack and dated price', async () => {
    const { component } = await data(`{
      component(slug: "nvidia-dgx-spark") {
        __typename kind name manufacturer priceUsd
        ... on UnifiedMemorySystem {
          vendor processor unifiedMemoryGb gpuUsableMemoryGb memoryBandwidthGBs fp8 systemPowerW
          softwareStacks priceKind priceObservedOn priceObservations { amount source { key } }
          sources { key }
        }
      }
    }`);
    expect(component).toMatchObject({
      __typename: 'UnifiedMemorySystem',
      kind: 'UNIFIED_MEMORY_SYSTEM',
      vendor: 'NVIDIA',
      unifiedMemoryGb: 128,
      gpuUsableMemoryGb: 128,
      memoryBandwidthGBs: 273,
      fp8: true,
      systemPowerW: 240,
      softwareStacks: ['CUDA'],
      priceUsd: 3999,
      priceKind: 'LAUNCH_LIST',
      priceObservedOn: '2025-10-01',
    });
    expect(component.priceObservations[0].source.key).toBe('ref-dgx-spark-overview-2026');
  });

  it('components(kind: UNIFIED_MEMORY_SYSTEM) lists the machines and nothing else', async () => {
    const { components } = await data(`{
      components(kind: UNIFIED_MEMORY_SYSTEM, first: 50) { totalCount edges { node { kind slug } } }
    }`);
    expect(components.totalCount).toBeGreaterThanOrEqual(5);
    for (const { node } of components.edges) expect(node.kind).toBe('UNIFIED_MEMORY_SYSTEM');
  });

  it('refuses a machine whose GPU would use more memory than is installed, naming the field', async () => {
    const { body } = await postGraphql(
      t().url,
      `mutation($input: UnifiedMemorySystemInput!) { upsertUnifiedMemorySystem(input: $input) { slug } }`,
      {
        input: {
          slug: 'test-impossible-machine',
          name: 'Impossible',
          manufacturer: 'Test',
          sources: ['spec-nvidia-dgx-spark'],
          vendor: 'NVIDIA',
          processor: 'GB10',
          unifiedMemoryGb: 64,
          gpuUsableMemoryGb: 96,
          gpuMemoryLimit: 'None.',
          memoryBandwidthGBs: 273,
          fp8: true,
          softwareStacks: ['CUDA'],
        },
      },
      { authorization: `Bearer ${editor()}` },
    );
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body.errors![0])).toMatch(/gpuUsableMemoryGb/);
  });
});

describe('a machine is not a part', () => {
  it('checkBuild refuses a unified-memory machine as a build part, naming the line and where it is compared', async () => {
    const { run } = graphqlOn(t);
    const result = await run(
      `{ checkBuild(build: { parts: [{ slug: "nvidia-geforce-rtx-3090" }, { slug: "nvidia-dgx-spark" }] }) { verdict } }`,
    );
    expect(result.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'build.parts[1].slug',
    });
    expect(result.errors![0].message).toMatch(/systemFits/);
  });

  it('search finds the DGX Spark as a unified-memory machine', async () => {
    const { search } = await data(`{ search(text: "dgx spark") { kind title } }`);
    expect(search).toContainEqual({ kind: 'UNIFIED_MEMORY_SYSTEM', title: 'NVIDIA DGX Spark' });
  });
});

describe('estimateMemory.systemFits beside the GPU setups', () => {
  it('gpt-oss-120b in MXFP4 fits the DGX Spark, priced at its dated $3,999', async () => {
    const { estimateMemory } = await estimate({ model: 'gpt-oss-120b', precision: 'MXFP4' });
    const spark = estimateMemory.systemFits.find((fit: any) => fit.system.slug === 'nvidia-dgx-spark');
    expect(spark).toMatchObject({ runtime: 'VLLM', priceUsd: 3999, priceCondition: 'NEW' });
    expect(spark.headroom.gib).toBeGreaterThan(0);
    expect(spark.throughput.decodeTokensPerSecond).toBeGreaterThan(0);
  });

  it('Llama 3.1 405B at Q4_K_M: not on the DGX Spark; the 512 GB M3 Ultra holds it with no price on record', async () => {
    const { estimateMemory } = await estimate({ model: 'llama 3.1 405b', precision: 'GGUF_Q4_K_M' });
    const slugs = estimateMemory.systemFits.map((fit: any) => fit.system.slug);
    expect(slugs).not.toContain('nvidia-dgx-spark');
    const ultra = estimateMemory.systemFits.find(
      (fit: any) => fit.system.slug === 'apple-mac-studio-m3-ultra-512gb',
    );
    expect(ultra).toMatchObject({ runtime: 'LLAMA_CPP', priceUsd: null, priceCondition: null });
    expect(ultra.gpuUsableMemory.gib).toBe(384);
    expect(ultra.notes.join(' ')).toMatch(/384 GB its GPU may use/);
  });
});

describe('GPU setups: the RTX PRO 6000 editions and 8-GPU servers', () => {
  const FITS = `query($input: MemoryEstimateInput!, $counts: [Int!], $server: Boolean) {
    estimateMemory(input: $input) {
      fits(first: 50, gpuCounts: $counts, includeServerCards: $server) {
        gpu { slug } gpuCount setup priceUsd priceCondition
      }
    }
  }`;

  it('the 300 W Max-Q holds Llama 3.1 70B at Q4_K_M on one card, and four of them make a workstation', async () => {
    const input = {
      model: 'llama-3.1-70b',
      precision: 'GGUF_Q4_K_M',
      mode: 'INFERENCE',
      sequenceLength: 8192,
    };
    const one = await data(FITS, { input, counts: [1] });
    expect(one.estimateMemory.fits).toContainEqual(
      expect.objectContaining({
        gpu: { slug: 'nvidia-rtx-pro-6000-blackwell-max-q' },
        gpuCount: 1,
        setup: 'DESKTOP',
        priceUsd: 8565,
      }),
    );
    const four = await data(FITS, { input: { ...input, model: 'llama-3.1-405b' }, counts: [4] });
    expect(four.estimateMemory.fits).toContainEqual(
      expect.objectContaining({
        gpu: { slug: 'nvidia-rtx-pro-6000-blackwell-max-q' },
        gpuCount: 4,
        setup: 'WORKSTATION',
      }),
    );
  });

  it('DeepSeek-V3 in FP8 on 8 GPUs: H200 and B200 servers priced per GPU x 8; 80 GB H100s do not hold it', async () => {
    const input = { model: 'deepseek-v3', precision: 'FP8', mode: 'INFERENCE', sequenceLength: 8192 };
    const { estimateMemory } = await data(FITS, { input, counts: [8], server: true });
    const bySlug = new Map(estimateMemory.fits.map((fit: any) => [fit.gpu.slug, fit]));
    expect(bySlug.get('nvidia-h200-sxm-141gb')).toMatchObject({
      gpuCount: 8,
      setup: 'SERVER',
      priceUsd: 8 * 25000,
    });
    expect(bySlug.get('nvidia-b200')).toMatchObject({ gpuCount: 8, setup: 'SERVER', priceUsd: 8 * 30000 });
    expect(bySlug.has('nvidia-h100-sxm5-80gb')).toBe(false);
    // Without includeServerCards no SXM module is listed.
    const desk = await data(FITS, { input, counts: [8], server: false });
    expect(desk.estimateMemory.fits.map((fit: any) => fit.gpu.slug)).not.toContain('nvidia-h200-sxm-141gb');
  });
});

describe('MCP: estimate_memory lists the machines beside the setups', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'rigbase-machines-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${t().url}/mcp`)));
  });
  afterAll(() => client?.close());

  it('gpt-oss-120b MXFP4: systemFits names the DGX Spark with its usable memory, price and cited sources', async () => {
    const result = await client.callTool({
      name: 'estimate_memory',
      arguments: { model: 'gpt-oss-120b', precision: 'MXFP4', mode: 'INFERENCE', sequenceLength: 8192 },
    });
    expect(result.isError).not.toBe(true);
    const body = JSON.parse((result.content as { text: string }[])[0].text);
    const spark = body.systemFits.find((fit: any) => fit.slug === 'nvidia-dgx-spark');
    expect(spark).toMatchObject({ gpuUsableMemoryGb: 128, priceUsd: 3999, runtime: 'VLLM' });
    expect(spark.sources.length).toBeGreaterThan(0);
    for (const key of spark.sources) expect(body.sources[key]).toBeDefined();
  });

  it('gpuCounts [8] with includeServerCards lists an 8-GPU server for DeepSeek-V3 FP8', async () => {
    const result = await client.callTool({
      name: 'estimate_memory',
      arguments: {
        model: 'deepseek-v3',
        precision: 'FP8',
        mode: 'INFERENCE',
        sequenceLength: 8192,
        gpuCounts: [8],
        includeServerCards: true,
      },
    });
    const body = JSON.parse((result.content as { text: string }[])[0].text);
    expect(body.fits.map((fit: any) => fit.slug)).toContain('nvidia-h200-sxm-141gb');
    expect(body.fits.every((fit: any) => fit.gpuCount === 8 && fit.setup === 'SERVER')).toBe(true);
  });
});
