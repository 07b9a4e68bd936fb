/**
 * Expert panel: "what runs DeepSeek-V3 in FP8?" An expert's answer is an 8-GPU server: 8 x
 * H200 (141 GB) or 8 x B200, or an 8 x MI300X (192 GB) OAM platform; 8 x H100 80 GB does not
 * hold the 671B model's FP8 weights plus the KV cache. The answer must carry a price for each
 * and say what that price rests on: the seeded SXM/OAM prices are per-GPU estimates from
 * secondary pages, so the fit's price is 8 x that share and its observation says so.
 * Bounds and provenance, never copied outputs.
 */
import { models } from '../../seeds/data/models';
import { seedSet } from '../../seeds/data';
import {
  estimatesForGpuCounts,
  fitGpus,
  fitServers,
  type GpuFit,
  type MemoryEstimateV2Input,
} from '../../src/rules/calculators/memory';
import { seedFitGpus, seedFitServers, seedSupport } from './seed-catalog';

const set = seedSet();
const gpus = seedFitGpus();
const support = seedSupport();
const deepseekFp8: MemoryEstimateV2Input = {
  model: 'deepseek-v3',
  mode: 'INFERENCE',
  precision: 'FP8',
  sequenceLength: 8192,
};
const SERVER_MODULES = ['nvidia-h200-sxm-141gb', 'nvidia-b200', 'amd-instinct-mi300x'];

function eightGpuFits(desktopOnly: boolean): GpuFit[] {
  return fitGpus(estimatesForGpuCounts(deepseekFp8, models, [8]), gpus, {
    first: 50,
    desktopOnly,
    orderBy: 'PRICE',
    support,
  });
}

describe('DeepSeek-V3 in FP8 on 8 GPUs (includeServerCards)', () => {
  const list = eightGpuFits(false);
  const bySlug = new Map(list.map((fit) => [fit.gpu.slug, fit]));

  it('lists 8 x H200, 8 x B200 and 8 x MI300X as SERVER setups; 8 x H100 80 GB does not hold it', () => {
    for (const slug of SERVER_MODULES)
      expect(bySlug.get(slug)).toMatchObject({ gpuCount: 8, setup: 'SERVER' });
    expect(bySlug.has('nvidia-h100-sxm5-80gb')).toBe(false);
  });

  it('each priced at 8 x the seeded per-GPU share, cheapest first (MI300X, then H200, then B200)', () => {
    for (const slug of SERVER_MODULES) {
      const perGpu = gpus.find((gpu) => gpu.slug === slug)!.priceUsd;
      expect(perGpu).toBeGreaterThan(0);
      expect(bySlug.get(slug)!.priceUsd).toBe(8 * perGpu!);
    }
    const order = list.filter((fit) => SERVER_MODULES.includes(fit.gpu.slug)).map((fit) => fit.gpu.slug);
    expect(order).toEqual(['amd-instinct-mi300x', 'nvidia-h200-sxm-141gb', 'nvidia-b200']);
  });

  it('what each price rests on: a dated estimate whose note says it is a per-GPU share of a system, with a cited page', () => {
    const sources = new Map(set.sources.map((source) => [source.key, source]));
    for (const slug of SERVER_MODULES) {
      // The newest NEW observation sets the price (latestPrices); an older launch list price
      // (Epoch AI's MI300X row of 2023) stays as history.
      const rows = (set.priceObservations ?? [])
        .filter((row) => row.component === slug && row.condition === 'NEW')
        .sort((a, b) => String(b.observedOn).localeCompare(String(a.observedOn)));
      const [row] = rows;
      expect(row.amount * 8).toBe(bySlug.get(slug)!.priceUsd);
      expect(row.seller).toBe('estimate');
      expect(row.notes).toMatch(/per-GPU (street )?price.*per-GPU share of a system/);
      expect(String(row.observedOn)).toMatch(/^20\d\d/);
      expect(sources.get(row.source!)?.url).toMatch(/^https:\/\//);
    }
  });

  it('without includeServerCards no SXM/OAM module is listed at 8 GPUs', () => {
    const desk = eightGpuFits(true).map((fit) => fit.gpu.slug);
    for (const slug of [...SERVER_MODULES, 'nvidia-h100-sxm5-80gb']) expect(desk).not.toContain(slug);
  });
});

/**
 * The same question answered with whole servers (serverFits): the model sharded over a
 * server's GPUs by the rule above, priced by the server's own dated observation. The DGX B200
 * carries a price (a single secondary mention, 2025), the DGX H200 none on record; neither
 * DGX H100 nor the HGX H100 quotation (8 x 80 GB) holds it.
 */
describe('DeepSeek-V3 in FP8 on whole servers (serverFits)', () => {
  const fits = fitServers(estimatesForGpuCounts(deepseekFp8, models, [4, 8]), seedFitServers(), {
    first: 50,
  });
  const bySlug = new Map(fits.map((fit) => [fit.server.slug, fit]));

  it('lists the DGX H200, DGX B200 and the XE9680 with MI300X, not the DGX H100, the HGX H100 server or the 4 x V100 node', () => {
    expect(bySlug.get('nvidia-dgx-h200')).toMatchObject({ gpuCount: 8 });
    expect(bySlug.get('nvidia-dgx-b200')).toMatchObject({ gpuCount: 8 });
    // The 8 x MI300X platform too (192 GB modules), with no system price on record.
    expect(bySlug.get('dell-poweredge-xe9680-mi300x')).toMatchObject({ gpuCount: 8, priceUsd: null });
    for (const slug of ['nvidia-dgx-h100', 'thinkmate-hgx-h100-8gpu', 'gigabyte-t180-g20-node'])
      expect(bySlug.has(slug)).toBe(false);
  });

  it("each listed price is the server's newest observation, whose note says what it is, with a cited page", () => {
    const sources = new Map(set.sources.map((source) => [source.key, source]));
    const b200 = bySlug.get('nvidia-dgx-b200')!;
    const [row] = (set.priceObservations ?? [])
      .filter((o) => o.component === 'nvidia-dgx-b200' && o.condition === 'NEW')
      .sort((a, b) => String(b.observedOn).localeCompare(String(a.observedOn)));
    expect(b200.priceUsd).toBe(row.amount);
    expect(b200.priceIncludesGpus).toBe(true);
    expect(row.notes).toMatch(/^(list price|estimate|quotation|price seen)/);
    expect(sources.get(row.source!)?.url).toMatch(/^https:\/\//);
    // No page we read prices a whole DGX H200: unknown, listed after the priced server.
    expect(bySlug.get('nvidia-dgx-h200')!.priceUsd).toBeNull();
    expect(fits.indexOf(bySlug.get('nvidia-dgx-h200')!)).toBeGreaterThan(fits.indexOf(b200));
  });
});
