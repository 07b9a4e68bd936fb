import { models } from '../../../seeds/data/models';
import {
  BARE_NODE_NOTE,
  estimatesForGpuCounts,
  fitGpus,
  fitServers,
  type FitServer,
  type MemoryEstimateV2Input,
} from '../../../src/rules/calculators/memory';
import { seedFitGpus, seedFitServers } from '../../expert/seed-catalog';

const SERVERS = seedFitServers();
const server = (slug: string) => SERVERS.find((s) => s.slug === slug)!;
const input = (over: Partial<MemoryEstimateV2Input>): MemoryEstimateV2Input =>
  ({ mode: 'INFERENCE', sequenceLength: 8192, ...over }) as MemoryEstimateV2Input;
const at = (over: Partial<MemoryEstimateV2Input>, counts = [4, 8]) =>
  estimatesForGpuCounts(input(over), models, counts);
const slugs = (over: Partial<MemoryEstimateV2Input>, servers: readonly FitServer[] = SERVERS) =>
  fitServers(at(over), servers, { first: 50 }).map((fit) => fit.server.slug);

describe('fitServers: whole servers, the model sharded over their GPUs', () => {
  it('every seeded server has its module in the catalog and memory = count x module memory', () => {
    expect(SERVERS.length).toBeGreaterThanOrEqual(5);
    for (const s of SERVERS) {
      expect(s.gpu).toBeDefined();
      expect(s.gpuMemoryGb).toBeCloseTo(s.gpuCount * s.gpu.vramGb, 0);
    }
  });

  it('agrees with fits at the same GPU count: a server holds the model exactly when N of its module do', () => {
    const over = { model: 'llama-3.1-405b', precision: 'FP8' } as const;
    const cards = fitGpus(at(over, [8]), seedFitGpus(), { first: 100, desktopOnly: false, gpuCounts: [8] });
    const byCard = new Set(cards.map((fit) => fit.gpu.slug));
    const servers = fitServers(at(over), SERVERS, { first: 50 });
    expect(servers.length).toBeGreaterThanOrEqual(3);
    for (const fit of servers) {
      expect(byCard.has(fit.server.gpu.slug)).toBe(true);
      const card = cards.find((c) => c.gpu.slug === fit.server.gpu.slug)!;
      expect(fit.requiredPerGpu.bytes).toBe(card.requiredPerGpu.bytes);
      expect(fit.headroom.bytes).toBe(card.headroom.bytes);
    }
  });

  it("prices a server by its own observation, not by N x the module's share", () => {
    const fits = fitServers(at({ model: 'llama-3.1-70b', precision: 'FP16' }), SERVERS, { first: 50 });
    const dgx = fits.find((fit) => fit.server.slug === 'nvidia-dgx-h100')!;
    expect(dgx.priceUsd).toBe(server('nvidia-dgx-h100').priceUsd);
    expect(dgx.priceUsd).not.toBe(8 * (server('nvidia-dgx-h100').gpu.priceUsd ?? 0));
  });

  it('the used OCP node holds an 8B model in FP16 and says its price leaves out the GPUs', () => {
    const fits = fitServers(at({ model: 'llama-3.1-8b', precision: 'FP16' }), SERVERS, { first: 50 });
    const node = fits.find((fit) => fit.server.slug === 'gigabyte-t180-g20-node')!;
    expect(node).toBeDefined();
    expect(node.gpuCount).toBe(4);
    expect(node.priceIncludesGpus).toBe(false);
    expect(node.notes).toContain(BARE_NODE_NOTE);
    // The bare node's price is not a whole server's: every server with GPUs included says nothing of the kind.
    for (const fit of fits.filter((f) => f.priceIncludesGpus))
      expect(fit.notes).not.toContain(BARE_NODE_NOTE);
  });

  it('FP8 weights skip a module without FP8 (V100) under llama.cpp, and a server without a price is listed last', () => {
    const fp8 = { model: 'llama-3.1-8b', precision: 'FP8' } as const;
    const fits = fitServers(at(fp8), SERVERS, { first: 50, runtime: 'LLAMA_CPP' });
    expect(fits.map((fit) => fit.server.slug)).not.toContain('gigabyte-t180-g20-node');
    const unpriced = fits.filter((fit) => fit.priceUsd == null);
    expect(unpriced.map((fit) => fit.server.slug)).toContain('nvidia-dgx-h200');
    expect(fits.slice(-unpriced.length)).toEqual(unpriced);
  });

  it('a server whose module current frameworks no longer support is listed with a note saying so', () => {
    const over = { model: 'llama-3.1-8b', precision: 'FP16' } as const;
    const legacy = /no longer support/;
    // The seeded V100 node: Volta counts as legacy in the catalog's software support.
    const node = server('gigabyte-t180-g20-node');
    expect(node.gpu.supported).toBe(false);
    expect(fitServers(at(over), [node])[0].notes.some((note) => legacy.test(note))).toBe(true);
    const dgx = server('nvidia-dgx-h100');
    expect(fitServers(at(over), [dgx])[0].notes.some((note) => legacy.test(note))).toBe(false);
    const marked = { ...dgx, gpu: { ...dgx.gpu, supported: false } };
    expect(fitServers(at(over), [marked])[0].notes.some((note) => legacy.test(note))).toBe(true);
  });

  it('a budget leaves out servers above it and servers without a price', () => {
    const fits = fitServers(at({ model: 'llama-3.1-8b', precision: 'FP16' }), SERVERS, {
      first: 50,
      budgetUsd: 250_000,
    });
    expect(fits.length).toBeGreaterThan(0);
    for (const fit of fits) expect(fit.priceUsd).toBeLessThanOrEqual(250_000);
  });

  it('a server whose GPU count has no estimate is skipped, and first caps the list', () => {
    expect(
      fitServers(at({ model: 'llama-3.1-8b', precision: 'FP16' }, [8]), SERVERS, { first: 50 }).map(
        (f) => f.gpuCount,
      ),
    ).not.toContain(4);
    expect(slugs({ model: 'llama-3.1-8b', precision: 'FP16' }).length).toBeGreaterThan(1);
    expect(fitServers(at({ model: 'llama-3.1-8b', precision: 'FP16' }), SERVERS, { first: 1 })).toHaveLength(
      1,
    );
  });
});
