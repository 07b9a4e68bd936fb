import { models } from '../../../seeds/data/models';
import {
  DEFAULT_GPU_COUNTS,
  estimateMemoryV2,
  estimatesForGpuCounts,
  fitGpus,
  setupFor,
  type FitGpu,
  type MemoryEstimateV2,
} from '../../../src/rules/calculators/memory';

const card = (over: Partial<FitGpu>): FitGpu => ({
  slug: 'card',
  name: 'Card',
  vramGb: 24,
  gpusPerBoard: 1,
  formFactor: 'PCIE',
  coolerStyle: 'OPEN_AIR',
  priceUsd: 1000,
  usedPriceUsd: null,
  architecture: 'Ampere',
  supported: true,
  memoryBandwidthGBs: 936,
  fp16TensorTflops: 142,
  ...over,
});
const needing = (gib: number, gpuCount = 1): MemoryEstimateV2 => {
  const e = estimateMemoryV2(
    { model: 'llama-3.1-8b', mode: 'INFERENCE', precision: 'BF16', sequenceLength: 512, gpuCount },
    models,
  );
  const bytes = gib * 2 ** 30;
  return { ...e, perGpu: { ...e.perGpu, total: { bytes, gb: bytes / 1e9, gib } } };
};

describe('fitGpus', () => {
  it('a dual-GPU board counts as two GPUs of half its memory (K80: 2 x 12 GB)', () => {
    const k80 = card({
      slug: 'k80',
      vramGb: 24,
      gpusPerBoard: 2,
      usedPriceUsd: 80,
      priceUsd: null,
      coolerStyle: 'BLOWER',
    });
    // llama.cpp keeps no reserve beyond the estimate: the test is about bytes per GPU.
    expect(fitGpus(new Map([[1, needing(20)]]), [k80], { runtime: 'LLAMA_CPP' })).toEqual([]);
    const fit = fitGpus(
      new Map([
        [1, needing(20)],
        [2, needing(11, 2)],
      ]),
      [k80],
      { runtime: 'LLAMA_CPP' },
    );
    expect(fit).toHaveLength(1);
    expect(fit[0]).toMatchObject({ gpuCount: 2, boards: 1, priceUsd: 80, priceCondition: 'USED' });
  });
  it('leaves out passive or SXM modules, unsupported architectures and unpriced cards by default', () => {
    const gpus = [
      card({ slug: 'ok' }),
      card({ slug: 'sxm', formFactor: 'SXM' }),
      card({ slug: 'passive', coolerStyle: 'PASSIVE' }),
      card({ slug: 'maxwell', supported: false }),
      card({ slug: 'unpriced', priceUsd: null }),
    ];
    expect(fitGpus(new Map([[1, needing(10)]]), gpus).map((f) => f.gpu.slug)).toEqual(['ok']);
    const all = fitGpus(new Map([[1, needing(10)]]), gpus, { desktopOnly: false, includeUnsupported: true });
    expect(all.map((f) => f.gpu.slug).sort()).toEqual(['maxwell', 'ok', 'passive', 'sxm']);
  });
  it('ranks fewest GPUs first (PRICE on request), uses the smallest count that fits, honours budget and condition', () => {
    const big = card({ slug: 'big', vramGb: 48, priceUsd: 4000, usedPriceUsd: 3000 });
    const small = card({ slug: 'small', vramGb: 24, priceUsd: 1600, usedPriceUsd: 700 });
    const estimates = new Map([
      [1, needing(30)],
      [2, needing(16, 2)],
    ]);
    const fits = fitGpus(estimates, [big, small]);
    expect(fits.map((f) => [f.gpu.slug, f.gpuCount, f.priceUsd])).toEqual([
      ['big', 1, 3000],
      ['small', 2, 1400],
    ]);
    expect(fitGpus(estimates, [big, small], { orderBy: 'PRICE' }).map((f) => f.gpu.slug)).toEqual([
      'small',
      'big',
    ]);
    expect(
      fitGpus(estimates, [big, small], { condition: 'NEW', orderBy: 'PRICE' }).map((f) => f.priceUsd),
    ).toEqual([3200, 4000]);
    expect(fitGpus(estimates, [big, small], { budgetUsd: 2000 }).map((f) => f.gpu.slug)).toEqual(['small']);
  });
  it('tries 1, 2 and 4 GPUs by default; 8 only when asked', () => {
    expect([...DEFAULT_GPU_COUNTS]).toEqual([1, 2, 4]);
  });
  it('says what houses a setup: DESKTOP up to 2 boards, WORKSTATION up to 4, SERVER beyond or for server cards', () => {
    expect(setupFor(card({}), 1)).toBe('DESKTOP');
    expect(setupFor(card({}), 2)).toBe('DESKTOP');
    expect(setupFor(card({}), 3)).toBe('WORKSTATION');
    expect(setupFor(card({}), 4)).toBe('WORKSTATION');
    expect(setupFor(card({}), 8)).toBe('SERVER');
    expect(setupFor(card({ formFactor: 'SXM' }), 1)).toBe('SERVER');
    expect(setupFor(card({ coolerStyle: 'PASSIVE' }), 2)).toBe('SERVER');
    const fit = fitGpus(
      new Map([
        [1, needing(30)],
        [4, needing(10, 4)],
      ]),
      [card({ slug: 'small', vramGb: 12 })],
    );
    expect(fit.map((f) => [f.gpuCount, f.setup])).toEqual([[4, 'WORKSTATION']]);
  });
  it('FP8 weights: native FP8 cards, and NVIDIA cards of compute capability 8.0+ weight-only under vLLM (unknown counts as no)', () => {
    const fp8Estimate = estimateMemoryV2(
      { model: 'llama-3.1-8b', mode: 'INFERENCE', precision: 'FP8', sequenceLength: 512 },
      models,
    );
    const gpus = [
      card({ slug: 'ada', fp8: true }),
      card({ slug: 'ampere', fp8: false, vendor: 'NVIDIA', computeCapability: '8.6' }),
      card({ slug: 'turing', fp8: false, vendor: 'NVIDIA', computeCapability: '7.5' }),
      card({ slug: 'unknown' }),
    ];
    const listed = fitGpus(new Map([[1, fp8Estimate]]), gpus);
    expect(listed.map((f) => f.gpu.slug).sort()).toEqual(['ada', 'ampere']);
    expect(listed.find((f) => f.gpu.slug === 'ampere')!.techniques.join(' ')).toMatch(/weight-only/);
    // llama.cpp has no FP8 weight-only path.
    expect(
      fitGpus(new Map([[1, fp8Estimate]]), gpus, { runtime: 'LLAMA_CPP' }).map((f) => f.gpu.slug),
    ).toEqual(['ada']);
    expect(fitGpus(new Map([[1, needing(10)]]), gpus)).toHaveLength(4);
  });
  it('vendor order only breaks ties for fine-tuning; price decides otherwise (issue 27)', () => {
    const qlora = estimateMemoryV2({ model: 'llama-3.1-8b', mode: 'QLORA', precision: 'BF16' }, models);
    const gpus = [
      card({ slug: 'radeon', vendor: 'AMD', priceUsd: 500 }),
      card({ slug: 'geforce', vendor: 'NVIDIA', priceUsd: 900 }),
    ];
    expect(fitGpus(new Map([[1, qlora]]), gpus).map((f) => f.gpu.slug)).toEqual(['radeon', 'geforce']);
    const tied = [card({ slug: 'radeon', vendor: 'AMD' }), card({ slug: 'geforce', vendor: 'NVIDIA' })];
    expect(fitGpus(new Map([[1, qlora]]), tied).map((f) => f.gpu.slug)).toEqual(['geforce', 'radeon']);
    expect(fitGpus(new Map([[1, needing(10)]]), tied).map((f) => f.gpu.slug)).toEqual(['geforce', 'radeon']);
  });
  it('lists a tokens/s estimate for inference', () => {
    const estimates = estimatesForGpuCounts(
      { model: 'llama-3.1-8b', mode: 'INFERENCE', precision: 'GGUF_Q4_K_M', sequenceLength: 4096 },
      models,
      [1],
    );
    const [fit] = fitGpus(estimates, [card({})]);
    expect(fit.throughput!.label).toBe('estimate');
    expect(fit.throughput!.decodeTokensPerSecond).toBeGreaterThan(0);
    expect(fit.throughput!.method).toMatch(/GB read per token/);
  });
});
