/**
 * The unified-memory machines beside a build (issue 28): what qualifies (memory on one GPU,
 * a stack that runs the work, a price within the budget) and the order (the work's figure).
 */
import type { FitSystem } from '../../../src/rules/calculators/memory/system-fit';
import { memoryNeed } from '../../../src/rules/recommend/memory-need';
import {
  machineNeedGb,
  systemAlternatives,
  type SystemAlternativeRequest,
} from '../../../src/rules/recommend/system-alternatives';
import type { UseCaseFacts } from '../../../src/rules/facts';

// Figures as the seeds hold them (seeds/data/machines-2025.ts); the 512 GB Mac has no price.
const spark: FitSystem = {
  slug: 'spark',
  name: 'DGX Spark',
  gpuUsableMemoryGb: 128,
  unifiedMemoryGb: 128,
  memoryBandwidthGBs: 273,
  fp16TensorTflops: null,
  fp8: true,
  softwareStacks: ['CUDA'],
  priceUsd: 3999,
};
const halo: FitSystem = {
  slug: 'halo',
  name: 'Desktop (Ryzen AI Max+ 395, 128 GB)',
  gpuUsableMemoryGb: 96,
  unifiedMemoryGb: 128,
  memoryBandwidthGBs: 256,
  fp16TensorTflops: 59.4,
  fp8: false,
  softwareStacks: ['ROCM', 'VULKAN'],
  priceUsd: 1999,
};
const studio96: FitSystem = {
  slug: 'studio-96',
  name: 'Mac Studio (M3 Ultra, 96 GB)',
  gpuUsableMemoryGb: 72,
  unifiedMemoryGb: 96,
  memoryBandwidthGBs: 819,
  fp16TensorTflops: null,
  fp8: false,
  softwareStacks: ['METAL_MLX'],
  priceUsd: 3999,
};
const studio512: FitSystem = {
  ...studio96,
  slug: 'studio-512',
  gpuUsableMemoryGb: 384,
  unifiedMemoryGb: 512,
  priceUsd: null,
};
const machines = [spark, halo, studio96, studio512];

const useCase = (over: Partial<UseCaseFacts>): UseCaseFacts =>
  ({
    slug: 'u',
    name: 'u',
    minVramGb: 40,
    recommendedVramGb: 48,
    cpuThreadsPerGpu: null,
    workload: 'INFERENCE',
    memoryScope: 'TOTAL',
    ...over,
  }) as UseCaseFacts;

const rtx3090 = { name: 'RTX 3090', memoryBandwidthGBs: 936, fp16TensorTflops: 71 };

function request(
  over: Partial<SystemAlternativeRequest> & {
    gpuCount?: number;
    uc?: UseCaseFacts | null;
    minVramGb?: number | null;
  },
): SystemAlternativeRequest {
  const { gpuCount = 2, uc = useCase({}), minVramGb = null, ...rest } = over;
  return {
    need: memoryNeed(uc, minVramGb, gpuCount),
    budgetUsd: 4500,
    condition: 'ANY',
    stack: null,
    buildGpu: rtx3090,
    ...rest,
  };
}

describe('systemAlternatives', () => {
  it('lists the priced machines that hold a 70B 4-bit model for inference, fastest memory first', () => {
    const picked = systemAlternatives(machines, request({}));
    // 40 GB on one GPU: every priced machine holds it; the 512 GB Studio has no price on record.
    expect(picked.map((p) => p.slug)).toEqual(['studio-96', 'spark', 'halo']);
    expect(picked[0].reasons.join(' ')).toMatch(/819 GB\/s, 0\.88x one RTX 3090 \(936 GB\/s\)/);
    expect(picked.every((p) => p.reasons.some((r) => /no benchmark/.test(r)))).toBe(true);
  });

  it('keeps to the stack asked and the budget', () => {
    expect(systemAlternatives(machines, request({ stack: 'CUDA' })).map((p) => p.slug)).toEqual(['spark']);
    expect(systemAlternatives(machines, request({ stack: 'METAL' })).map((p) => p.slug)).toEqual([
      'studio-96',
    ]);
    expect(systemAlternatives(machines, request({ stack: 'ONEAPI' }))).toEqual([]);
    expect(systemAlternatives(machines, request({ budgetUsd: 2500 })).map((p) => p.slug)).toEqual(['halo']);
    expect(systemAlternatives(machines, request({ condition: 'USED' }))).toEqual([]);
    // No use case and no minVramGb: no work to hold a machine to.
    expect(systemAlternatives(machines, request({ uc: null }))).toEqual([]);
  });

  it("asks one GPU for what the build's cards hold together when they share or shard the work", () => {
    // Two cards of at least 48 GB each for inference: 96 GB on one GPU, which the 96 GB Studio's
    // 72 usable GB does not hold.
    const need = memoryNeed(null, 48, 2);
    expect(machineNeedGb({ ...need, scope: 'TOTAL' })).toBe(96);
    const shared = request({ uc: useCase({ minVramGb: 40 }), minVramGb: 48 });
    expect(systemAlternatives(machines, shared).map((p) => p.slug)).toEqual(['spark', 'halo']);
    // Per-card training tiers: each card trains its own batch, so one GPU holds the tier.
    expect(machineNeedGb({ ...need, scope: 'PER_GPU' })).toBe(48);
  });

  it('ranks by FP16 throughput for training and leaves out machines no training stack runs on', () => {
    const training = request({
      uc: useCase({ workload: 'TRAINING', memoryScope: 'PER_GPU', minVramGb: 24 }),
    });
    const picked = systemAlternatives(machines, training);
    // The Halo's 59.4 TFLOPS is on record; the others' is not, so they follow, cheapest first.
    expect(picked.map((p) => p.slug)).toEqual(['halo', 'spark', 'studio-96']);
    expect(picked[0].reasons.join(' ')).toMatch(/59 TFLOPS, 0\.84x one RTX 3090/);
    expect(picked[1].reasons.join(' ')).toMatch(/not on record/);
    const vulkanOnly = { ...halo, slug: 'vulkan-only', softwareStacks: ['VULKAN'] };
    expect(systemAlternatives([vulkanOnly], training)).toEqual([]);
    expect(systemAlternatives([vulkanOnly], request({})).map((p) => p.slug)).toEqual(['vulkan-only']);
  });
});
