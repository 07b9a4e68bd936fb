/**
 * Expert panel: "which setups run this model?" (estimateMemory's `fits`) on the seeded cards.
 * An expert lists what a person can build: one or two cards in a desktop, four flagged as a
 * workstation or open-frame build, eight only when asked; cards current frameworks still
 * support; SXM/OAM and passive server cards only on request; FP8 weights on cards that
 * compute in FP8; QLoRA and training on CUDA cards first; and the simplest setup first
 * (fewest cards), then the cheapest. Bounds, never copied outputs.
 */
import { models } from '../../seeds/data/models';
import {
  estimatesForGpuCounts,
  fitGpus,
  DEFAULT_GPU_COUNTS,
  type FitOptions,
  type GpuFit,
  type MemoryEstimateV2Input,
} from '../../src/rules/calculators/memory';
import { seedFitGpus, seedSupport } from './seed-catalog';

const gpus = seedFitGpus();
const support = seedSupport();
const fits = (input: MemoryEstimateV2Input, options: FitOptions & { counts?: number[] } = {}): GpuFit[] => {
  const { counts, ...rest } = options;
  return fitGpus(estimatesForGpuCounts(input, models, counts ?? DEFAULT_GPU_COUNTS), gpus, {
    first: 20,
    ...rest,
  });
};
const llama70bInt4: MemoryEstimateV2Input = {
  model: 'llama-3.1-70b',
  mode: 'INFERENCE',
  precision: 'INT4',
  sequenceLength: 4096,
};
/** Architectures CUDA 13 / current PyTorch wheels dropped or keep only in legacy builds. */
const LEGACY_ARCHITECTURES = ['Kepler', 'Maxwell', 'Pascal', 'Volta'];

describe('Llama 3.1 70B at 4 bits, 4k context (about 42 GB): what an expert would list', () => {
  const list = fits(llama70bInt4);

  it('never more than four cards by default, and four only as a WORKSTATION build', () => {
    // A desktop holds two cards (16 CPU lanes, x8/x8; one PSU on a 15 A circuit); four need a
    // Threadripper/Xeon W board or risers in an open frame (doc-gpu-cluster-at-home).
    expect(list.length).toBeGreaterThan(4);
    for (const fit of list) {
      expect(fit.gpuCount).toBeLessThanOrEqual(4);
      expect(fit.setup).toBe(fit.gpuCount <= 2 ? 'DESKTOP' : 'WORKSTATION');
    }
  });

  it('no Pascal, Maxwell, Kepler or Volta card, no SXM/OAM module, no passive card by default', () => {
    for (const fit of list) {
      expect(LEGACY_ARCHITECTURES).not.toContain(fit.gpu.architecture);
      expect(fit.gpu.formFactor).toBe('PCIE');
      expect(fit.gpu.coolerStyle).not.toBe('PASSIVE');
    }
  });

  it('the simplest setups first: single 48 GB+ cards, then pairs, then fours', () => {
    const counts = list.map((fit) => fit.gpuCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(list[0].gpuCount).toBe(1);
    expect(list[0].gpu.vramGb).toBeGreaterThanOrEqual(48);
    // Within one count, the cheaper setup first.
    const pairs = list.filter((fit) => fit.gpuCount === 2).map((fit) => fit.priceUsd);
    expect(pairs).toEqual([...pairs].sort((a, b) => a - b));
  });

  it('two used 24 GB cards (the textbook 2 x RTX 3090) are among the pairs, far below a 48 GB card', () => {
    const pair3090 = list.find((fit) => fit.gpu.slug === 'nvidia-geforce-rtx-3090');
    expect(pair3090).toMatchObject({ gpuCount: 2, setup: 'DESKTOP' });
    const cheapestSingle = Math.min(...list.filter((fit) => fit.gpuCount === 1).map((fit) => fit.priceUsd));
    expect(pair3090!.priceUsd).toBeLessThan(cheapestSingle);
  });

  it('orderBy PRICE puts the cheapest setup first whatever its count', () => {
    const byPrice = fits(llama70bInt4, { orderBy: 'PRICE' });
    const prices = byPrice.map((fit) => fit.priceUsd);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice[0].gpuCount).toBeGreaterThan(1);
  });

  it('eight cards only on request, and then as a SERVER build', () => {
    const eight = fits(llama70bInt4, { counts: [8] });
    expect(eight.length).toBeGreaterThan(0);
    for (const fit of eight) expect(fit.setup).toBe('SERVER');
  });

  it('includeLegacy brings Pascal/Maxwell/Kepler back; a K80 counts as two 12 GB GPUs', () => {
    const legacy = fits(llama70bInt4, {
      includeUnsupported: true,
      desktopOnly: false,
      counts: [1, 2, 4, 8],
      first: 100,
    });
    expect(legacy.some((fit) => LEGACY_ARCHITECTURES.includes(fit.gpu.architecture))).toBe(true);
    const k80 = legacy.find((fit) => fit.gpu.slug === 'nvidia-tesla-k80');
    expect(k80).toBeDefined();
    expect(k80!.memoryPerGpu.gib).toBeCloseTo(12, 5);
    expect(k80!.boards).toBe(k80!.gpuCount / 2);
    expect(k80!.setup).toBe('SERVER');
  });
});

describe('FP8 weights: natively on FP8 tensor cores, weight-only on Ampere under vLLM', () => {
  // Until issue 27 FP8 checkpoints were refused on Ampere. vLLM serves them there weight-only
  // (W8A16) through its Marlin FP8 kernels, compute capability 8.0 and up (ref-vllm-fp8-docs),
  // so an RTX 3090 holds an FP8 70B model's 8-bit weights; Turing and RDNA 3 still cannot.
  const fp8 = fits(
    { ...llama70bInt4, precision: 'FP8' },
    { desktopOnly: false, first: 100, counts: [1, 2, 4, 8] },
  );

  it('every listed card computes in FP8 or serves it weight-only, and says which', () => {
    expect(fp8.length).toBeGreaterThan(0);
    for (const fit of fp8) {
      if (fit.gpu.fp8 === true) expect(fit.techniques.join(' ')).not.toMatch(/weight-only/);
      else {
        expect(Number(fit.gpu.computeCapability)).toBeGreaterThanOrEqual(8);
        expect(fit.techniques.join(' ')).toMatch(/FP8 weight-only \(W8A16\) through vLLM's Marlin kernels/);
      }
    }
  });

  it('Ampere cards (RTX 3090) are listed weight-only; no Turing or RDNA 3 card', () => {
    const architectures = new Set(fp8.map((fit) => fit.gpu.architecture));
    expect(architectures.has('Ampere')).toBe(true);
    for (const old of ['Turing', 'RDNA 3']) expect(architectures.has(old)).toBe(false);
    expect(fp8.map((fit) => fit.gpu.slug)).toContain('nvidia-geforce-rtx-3090');
  });

  it('llama.cpp has no FP8 weight-only path: judged for llama.cpp, Ampere drops out', () => {
    const llamaCpp = fits({ ...llama70bInt4, precision: 'FP8' }, { runtime: 'LLAMA_CPP', first: 100 });
    expect(llamaCpp.some((fit) => fit.gpu.architecture === 'Ampere')).toBe(false);
  });

  it('the same model at INT4 may use Ampere cards: the FP8 filter follows the weight format', () => {
    expect(fits(llama70bInt4).some((fit) => fit.gpu.architecture === 'Ampere')).toBe(true);
  });
});

describe('fine-tuning setups: vendor order a tie-break, stacks a choice', () => {
  it('QLoRA of a 65B model: one 48 GB card first, the cheapest whatever the vendor; with the CUDA stack an NVIDIA one', () => {
    // QLoRA paper: 65B fine-tunes on one 48 GB GPU. Until issue 27 NVIDIA cards came first even
    // when a Radeon was cheaper; bitsandbytes lists AMD ROCm support from v0.50
    // (ref-bitsandbytes-installation-0-50), so price decides and `stack: CUDA` keeps NVIDIA only.
    const list = fits({ parametersBillions: 65, mode: 'QLORA', precision: 'BF16' }, { support });
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].gpuCount).toBe(1);
    expect(list[0].gpu.vramGb).toBeGreaterThanOrEqual(48);
    const singles = list.filter((fit) => fit.gpuCount === 1).map((fit) => fit.priceUsd);
    expect(singles).toEqual([...singles].sort((a, b) => a - b));
    const cuda = fits(
      { parametersBillions: 65, mode: 'QLORA', precision: 'BF16' },
      { support, stack: 'CUDA' },
    );
    expect(cuda[0].gpu.vendor).toBe('NVIDIA');
    expect(cuda.every((fit) => fit.gpu.vendor === 'NVIDIA')).toBe(true);
  });

  it('QLoRA of Llama 3.1 8B: a single 12-16 GB NVIDIA card, no Arc or Radeon ahead of it', () => {
    const list = fits({ model: 'llama-3.1-8b', mode: 'QLORA', precision: 'BF16' });
    expect(list[0]).toMatchObject({ gpuCount: 1 });
    expect(list[0].gpu.vendor).toBe('NVIDIA');
    expect(list[0].gpu.vramGb).toBeLessThanOrEqual(16);
  });

  it('inference is vendor-neutral: llama.cpp and vLLM run on ROCm and SYCL, so price decides', () => {
    const list = fits({ model: 'llama-3.1-8b', mode: 'INFERENCE', precision: 'BF16', sequenceLength: 8192 });
    const singles = list.filter((fit) => fit.gpuCount === 1).map((fit) => fit.priceUsd);
    expect(singles).toEqual([...singles].sort((a, b) => a - b));
    // Llama-3-8B in BF16 at 8k is ~17-18 GB: a 24 GB card holds it, one card before any pair.
    expect(list[0].gpuCount).toBe(1);
    expect(list[0].gpu.vramGb).toBeGreaterThanOrEqual(20);
  });
});
