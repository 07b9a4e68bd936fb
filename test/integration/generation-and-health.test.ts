import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { graphqlOn, suiteServer } from '../support/server';

/**
 * Issue 28 through the API: image and video generation memory (GraphQL and MCP), the
 * generation use cases, and catalogHealth over the seeded catalog (GraphQL and MCP).
 */

const t = suiteServer();
const { data, refusal } = graphqlOn(t);

const GENERATION = `query($input: GenerationMemoryInput!) {
  estimateGenerationMemory(input: $input) {
    model { slug name kind released publishedFiles { format sizeGb source { key year } } sources { key } }
    precision textEncoderPrecision widthPx heightPx frames batchSize offload tokens
    peak { gb gib } peakStage
    stages { stage total { gb } lines { key amount { gb } basis sources { key } } }
    weights { denoiser { gb } textEncoders { gb } vae { gb } }
    cpuRam { gb }
    assumptions
  }
}`;

const HEALTH = `query($asOf: String) {
  catalogHealth(asOf: $asOf) {
    asOf catalogVersion priceWindowMonths staleBefore
    prices { kind priced stale examples { slug name newestOn } }
    missingFacts { kind fact ruleIds parts missing examples }
    models { newestReleaseYear newestModels newestGenerationRelease statement }
  }
}`;

async function mcp(name: string, args: Record<string, unknown>) {
  const client = new Client({ name: 'rigbase-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${t().url}/mcp`)));
  try {
    const result = await client.callTool({ name, arguments: args });
    const [first] = result.content as { type: string; text: string }[];
    return { isError: result.isError === true, body: JSON.parse(first.text) };
  } finally {
    await client.close();
  }
}

describe('estimateGenerationMemory', () => {
  it('estimates FLUX.1-dev with its published files, the stages and their sources', async () => {
    const { estimateGenerationMemory: e } = await data(GENERATION, {
      input: { model: 'flux.1 dev', precision: 'FP8', offload: 'MODEL' },
    });
    expect(e.model).toMatchObject({ slug: 'flux.1-dev', kind: 'IMAGE' });
    expect(e.model.publishedFiles.map((f: any) => f.format)).toEqual(expect.arrayContaining(['BF16', 'FP8']));
    expect(e.stages.map((s: any) => s.stage)).toEqual(['TEXT_ENCODING', 'DENOISING', 'VAE_DECODE']);
    expect(e.peakStage).toBe('DENOISING');
    expect(e.peak.gib).toBeGreaterThan(12);
    expect(e.peak.gib).toBeLessThan(16);
    // Model offload leaves the text encoders in host RAM while denoising.
    expect(e.cpuRam.gb).toBeGreaterThan(9);
    const lineSources = e.stages.flatMap((s: any) =>
      s.lines.flatMap((l: any) => l.sources.map((x: any) => x.key)),
    );
    expect(lineSources).toEqual(expect.arrayContaining(['card-flux1-dev', 'doc-pytorch-cuda-memory']));
  });

  it('refuses impossible sizes and frame counts with BAD_USER_INPUT naming the field, and an unknown model with suggestions', async () => {
    const width = await refusal(GENERATION, { input: { model: 'sdxl-1.0', widthPx: 1000 } });
    expect(width.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.widthPx' });
    const frames = await refusal(GENERATION, { input: { model: 'wan-2.1-t2v-1.3b', frames: 82 } });
    expect(frames.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.frames' });
    const huge = await refusal(GENERATION, { input: { model: 'wan-2.1-t2v-14b', widthPx: 65536 } });
    expect(huge.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.widthPx' });
    const unknown = await refusal(GENERATION, { input: { model: 'dall-e' } });
    expect(unknown.extensions.code).toBe('NOT_FOUND');
    expect(unknown.extensions.suggestions).toContain('flux.1-dev');
  });

  it('lists the generation models and the generation use cases', async () => {
    const { generationModels, useCases } = await data(
      '{ generationModels { slug kind denoiserExperts } useCases { slug minVramGb recommendedVramGb } }',
    );
    expect(generationModels.find((m: any) => m.slug === 'wan-2.2-t2v-a14b')).toMatchObject({
      kind: 'VIDEO',
      denoiserExperts: 2,
    });
    const slugs = useCases.map((u: any) => u.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['image-generation-sdxl', 'image-generation-flux', 'video-generation-wan-14b']),
    );
  });

  it('answers the same through the estimate_generation_memory MCP tool, with sources', async () => {
    const { isError, body } = await mcp('estimate_generation_memory', {
      model: 'wan-2.1-t2v-1.3b',
      precision: 'FP32',
      offload: 'MODEL',
      textEncodersOnCpu: true,
    });
    expect(isError).toBe(false);
    const graphql = await data(GENERATION, {
      input: { model: 'wan-2.1-t2v-1.3b', precision: 'FP32', offload: 'MODEL', textEncodersOnCpu: true },
    });
    expect(body.peak.gb).toBe(graphql.estimateGenerationMemory.peak.gb);
    expect(Object.keys(body.sources)).toContain('readme-wan21');
    const bad = await mcp('estimate_generation_memory', { model: 'wan-2.1-t2v-1.3b', frames: 80 });
    expect(bad.isError).toBe(true);
    expect(bad.body.field).toBe('frames');
  });

  it('fits: the cards and machines that hold the peak, cheapest first, through GraphQL and MCP', async () => {
    const FITS = `query($input: GenerationMemoryInput!, $first: Int, $budget: Float) {
      estimateGenerationMemory(input: $input) {
        peak { bytes }
        fits(first: $first, budgetUsd: $budget) {
          gpu { slug vramGb } system { slug gpuUsableMemoryGb }
          memory { bytes } required { bytes } headroom { bytes } priceUsd priceCondition setup notes
        }
      }
    }`;
    const input = { model: 'wan-2.1-t2v-14b' };
    const { estimateGenerationMemory: e } = await data(FITS, { input, first: 50 });
    expect(e.fits.length).toBeGreaterThan(0);
    for (const fit of e.fits) {
      expect(fit.required.bytes).toBe(e.peak.bytes);
      expect(fit.memory.bytes).toBeGreaterThanOrEqual(e.peak.bytes);
      expect(fit.headroom.bytes).toBe(fit.memory.bytes - e.peak.bytes);
      expect(Boolean(fit.gpu) !== Boolean(fit.system)).toBe(true);
    }
    const prices = e.fits.filter((fit: any) => fit.priceUsd != null).map((fit: any) => fit.priceUsd);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(e.fits.map((fit: any) => fit.system?.slug)).toContain('nvidia-dgx-spark');
    expect(e.fits.find((fit: any) => fit.gpu)).toMatchObject({ setup: 'DESKTOP' });
    const cheap = await data(FITS, { input, first: 50, budget: 5000 });
    expect(cheap.estimateGenerationMemory.fits.every((fit: any) => fit.priceUsd <= 5000)).toBe(true);
    const refused = await refusal(FITS, { input, first: -1 });
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    const { isError, body } = await mcp('estimate_generation_memory', input);
    expect(isError).toBe(false);
    expect(body.fits.map((fit: any) => fit.slug)).toEqual(
      e.fits.slice(0, 5).map((fit: any) => (fit.gpu ?? fit.system).slug),
    );
  });
});

describe('catalogHealth', () => {
  it('lists prices older than six months per kind, oldest first, measured from the day asked', async () => {
    const { catalogHealth: h } = await data(HEALTH, { asOf: '2026-11-27' });
    expect(h).toMatchObject({ asOf: '2026-11-27', priceWindowMonths: 6, staleBefore: '2026-05-27' });
    const gpus = h.prices.find((p: any) => p.kind === 'GPU');
    expect(gpus.priced).toBeGreaterThan(0);
    expect(gpus.stale).toBeGreaterThan(0);
    expect(gpus.stale).toBeLessThanOrEqual(gpus.priced);
    const days = gpus.examples.map((x: any) => x.newestOn);
    expect(days).toEqual([...days].sort());
    for (const day of days) expect(day < h.staleBefore).toBe(true);
    expect(h.prices.map((p: any) => p.kind)).toContain('CLOUD_OFFERING');
  });

  it('counts fewer stale prices the earlier the day it is measured from', async () => {
    const later = (await data(HEALTH, { asOf: '2030-01-01' })).catalogHealth;
    const earlier = (await data(HEALTH, { asOf: '2026-06-01' })).catalogHealth;
    const stale = (h: any) => h.prices.reduce((sum: number, p: any) => sum + p.stale, 0);
    expect(stale(later)).toBeGreaterThan(stale(earlier));
    // By 2030 every seeded price is older than six months.
    for (const group of later.prices) expect(group.stale).toBe(group.priced);
  });

  it('names the facts the build checks need that parts lack, and the rules they block', async () => {
    const { catalogHealth: h } = await data(HEALTH, { asOf: '2026-11-27' });
    const slots = h.missingFacts.find((f: any) => f.kind === 'MOTHERBOARD' && f.fact === 'pcieSlots');
    expect(slots.ruleIds).toContain('fit.gpu-slots');
    expect(slots.missing).toBeLessThanOrEqual(slots.parts);
    expect(slots.examples.length).toBe(Math.min(5, slots.missing));
    expect(h.missingFacts.map((f: any) => `${f.kind}.${f.fact}`)).toEqual(
      expect.arrayContaining(['CASE.maxGpuLengthMm', 'PSU.pcieConnectors']),
    );
  });

  it('says how new the newest model is, and that anything later is unknown', async () => {
    const { catalogHealth: h } = await data(HEALTH, {});
    expect(h.models.newestReleaseYear).toBeGreaterThanOrEqual(2025);
    expect(h.models.newestModels.length).toBeGreaterThan(0);
    expect(h.models.statement).toContain(String(h.models.newestReleaseYear));
    expect(h.models.statement).toMatch(/unknown/);
  });

  it('refuses a day that is not one', async () => {
    const bad = await refusal(HEALTH, { asOf: 'yesterday' });
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'asOf' });
  });

  it('answers through the catalog_health MCP tool', async () => {
    const { isError, body } = await mcp('catalog_health', { asOf: '2026-11-27' });
    expect(isError).toBe(false);
    expect(body.staleBefore).toBe('2026-05-27');
    expect(body.models.statement).toMatch(/unknown/);
    for (const group of body.missingFacts) expect(group.missing).toBeGreaterThan(0);
  });
});
