import { unifiedMemorySystems } from '../../../seeds/data/machines-2025';
import { models } from '../../../seeds/data/models';
import {
  estimateMemoryV2,
  fitSystems,
  type FitSystem,
  type MemoryEstimateV2,
  type MemoryEstimateV2Input,
} from '../../../src/rules/calculators/memory';

/** The seeded machines as the fit sees them (prices come from observations; a test price here). */
const SEEDED: FitSystem[] = unifiedMemorySystems.map((row) => ({
  slug: row.slug,
  name: row.name,
  gpuUsableMemoryGb: row.gpuUsableMemoryGb,
  unifiedMemoryGb: row.unifiedMemoryGb,
  memoryBandwidthGBs: row.memoryBandwidthGBs,
  fp16TensorTflops: row.fp16TensorTflops ?? null,
  fp8: row.fp8,
  softwareStacks: row.softwareStacks,
  priceUsd: 1000,
}));
const bySlug = (slug: string) => SEEDED.find((s) => s.slug === slug)!;
const SPARK = 'nvidia-dgx-spark';
const STRIX = 'framework-desktop-ryzen-ai-max-395-128gb';
const ULTRA_512 = 'apple-mac-studio-m3-ultra-512gb';
const M4_MAX = 'apple-mac-studio-m4-max-128gb';

const estimate = (input: Partial<MemoryEstimateV2Input>): MemoryEstimateV2 =>
  estimateMemoryV2({ mode: 'INFERENCE', sequenceLength: 8192, ...input } as MemoryEstimateV2Input, models);
const slugs = (e: MemoryEstimateV2, systems = SEEDED, runtime?: 'VLLM' | 'LLAMA_CPP' | 'TRANSFORMERS') =>
  fitSystems(e, systems, { runtime }).map((fit) => fit.system.slug);

/** An estimate with its total replaced, to test the memory comparison alone. */
const needing = (gib: number): MemoryEstimateV2 => {
  const e = estimate({ model: 'llama-3.1-8b', precision: 'GGUF_Q4_K_M', sequenceLength: 512 });
  const bytes = gib * 2 ** 30;
  return { ...e, perGpu: { ...e.perGpu, total: { bytes, gb: bytes / 1e9, gib } } };
};

describe('fitSystems: unified-memory machines against a memory estimate', () => {
  it('gpt-oss-120b in its native MXFP4 fits the DGX Spark (NVIDIA: "up to 200B parameters" at 4 bits)', () => {
    const e = estimate({ model: 'gpt-oss-120b', precision: 'MXFP4' });
    const fits = fitSystems(e, [bySlug(SPARK)]);
    expect(fits).toHaveLength(1);
    expect(fits[0].runtime).toBe('VLLM');
    expect(fits[0].headroom.bytes).toBeGreaterThan(0);
  });

  it('Llama 3.1 70B at Q4_K_M with 8k context fits the Spark, the 128 GB Strix Halo and the M4 Max', () => {
    const e = estimate({ model: 'llama-3.1-70b', precision: 'GGUF_Q4_K_M' });
    expect(slugs(e)).toEqual(expect.arrayContaining([SPARK, STRIX, M4_MAX, ULTRA_512]));
  });

  it('Llama 3.1 405B at Q4_K_M does not fit the DGX Spark, but fits the 512 GB M3 Ultra', () => {
    const e = estimate({ model: 'llama-3.1-405b', precision: 'GGUF_Q4_K_M' });
    expect(e.perGpu.total.gib).toBeGreaterThan(128);
    const fitting = slugs(e);
    expect(fitting).not.toContain(SPARK);
    expect(fitting).toContain(ULTRA_512);
  });

  it('compares with the memory the GPU may use, not the RAM installed: 100 GiB fits the Spark only of the 128 GB machines', () => {
    const fitting = slugs(needing(100), SEEDED, 'LLAMA_CPP');
    expect(fitting).toContain(SPARK);
    expect(fitting).not.toContain(STRIX); // 96 GB of 128 by AMD's driver
    expect(fitting).not.toContain(M4_MAX); // ~75 % of 128 GB by macOS
    const strix = fitSystems(needing(90), [bySlug(STRIX)], { runtime: 'LLAMA_CPP' })[0];
    expect(strix.notes.join(' ')).toMatch(/96 GB its GPU may use/);
  });

  it('FP8 checkpoints only on a machine whose GPU computes in FP8 (GB10), not on RDNA 3.5 or Apple GPUs', () => {
    const e = estimate({ model: 'llama-3.1-8b', precision: 'FP8' });
    expect(slugs(e)).toEqual([SPARK]);
  });

  it('judges a Mac for llama.cpp when the default runtime (vLLM) does not run on Metal, and says so', () => {
    const e = estimate({ model: 'llama-3.1-8b', precision: 'BF16' });
    const mac = fitSystems(e, [bySlug(M4_MAX)])[0];
    expect(mac.runtime).toBe('LLAMA_CPP');
    expect(mac.notes.join(' ')).toMatch(/VLLM does not run on METAL_MLX/);
    // Asked for vLLM explicitly: only the CUDA machine qualifies.
    expect(slugs(e, SEEDED, 'VLLM')).toEqual([SPARK]);
  });

  it('a bandwidth-bound decode estimate follows memory bandwidth (M3 Ultra 819 GB/s > Spark 273 GB/s)', () => {
    const e = estimate({ model: 'llama-3.1-70b', precision: 'GGUF_Q4_K_M' });
    const fits = fitSystems(e, SEEDED);
    const speed = (slug: string) =>
      fits.find((f) => f.system.slug === slug)!.throughput!.decodeTokensPerSecond;
    expect(speed(ULTRA_512)).toBeGreaterThan(speed(SPARK) * 2);
  });

  it('ranks priced machines by price and keeps unpriced ones last; a budget leaves out unpriced machines', () => {
    const systems = [
      { ...bySlug(SPARK), priceUsd: 3999 },
      { ...bySlug(STRIX), priceUsd: 1999 },
      { ...bySlug(M4_MAX), priceUsd: null },
    ];
    const e = needing(40);
    expect(fitSystems(e, systems, { runtime: 'LLAMA_CPP' }).map((f) => f.system.slug)).toEqual([
      STRIX,
      SPARK,
      M4_MAX,
    ]);
    expect(
      fitSystems(e, systems, { runtime: 'LLAMA_CPP', budgetUsd: 3000 }).map((f) => f.system.slug),
    ).toEqual([STRIX]);
  });

  it('answers only for a single-GPU estimate (a machine has one GPU)', () => {
    const e = estimate({ model: 'llama-3.1-8b', precision: 'BF16', gpuCount: 2 });
    expect(fitSystems(e, SEEDED)).toEqual([]);
  });
});

describe('EXL2 on unified-memory machines', () => {
  it('is judged for ExLlama on CUDA machines only, never handed to llama.cpp, which cannot load it', () => {
    const exl2 = estimate({ model: 'llama-3.1-8b', precision: 'EXL2', bitsPerWeight: 4.0 });
    const fits = fitSystems(exl2, SEEDED, {});
    expect(fits.length).toBeGreaterThan(0);
    for (const fit of fits) {
      expect(fit.runtime).toBe('EXLLAMA');
      expect(fit.system.softwareStacks).toContain('CUDA');
    }
    expect(fits.map((fit) => fit.system.slug)).not.toContain(M4_MAX);
  });
});
