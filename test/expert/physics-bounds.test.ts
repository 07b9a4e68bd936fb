/**
 * Expert panel: estimates bounded by physics. A spec estimate of training speed may never
 * put a card above a sibling of the same architecture that has at least as much of every
 * spec the speed rests on (memory bandwidth, tensor rate, FP32): no buyer should be sold an
 * RTX A5000 (768 GB/s, 111 tensor TFLOPS) as faster than an RTX 3090 (936 GB/s, 142). Checked
 * on every pair of the seeded catalog. Source: the spec sheets of each pair; Lambda's PyTorch
 * training tables (dataset-lambda-deeplearning-benchmark) rank the A5000 below the 3090.
 */
import type { GpuFacts } from '../../src/rules/facts';
import { seedCatalog } from './seed-catalog';

const gpus = seedCatalog().gpus;

/** The (own, sibling) values of each relevant spec; null when either card lacks one. */
function specPairs(gpu: GpuFacts, sibling: GpuFacts): Array<[number, number]> | null {
  const pairs: Array<[number | null | undefined, number | null | undefined]> = [
    [gpu.memoryBandwidthGBs, sibling.memoryBandwidthGBs],
    [gpu.fp32Tflops, sibling.fp32Tflops],
  ];
  if (gpu.tensorCores && sibling.tensorCores) pairs.push([gpu.fp16TensorTflops, sibling.fp16TensorTflops]);
  return pairs.every(([a, b]) => a != null && b != null) ? (pairs as Array<[number, number]>) : null;
}

describe('spec estimates never beat a sibling that is at least as good on every relevant spec', () => {
  const dominated: Array<[GpuFacts, GpuFacts]> = [];
  for (const gpu of gpus) {
    if (gpu.performanceBasis !== 'SPEC_ESTIMATE' || gpu.relativePerformance == null) continue;
    for (const sibling of gpus) {
      if (sibling === gpu || sibling.relativePerformance == null) continue;
      if (sibling.vendor !== gpu.vendor || sibling.architecture !== gpu.architecture) continue;
      if ((sibling.gpusPerBoard ?? 1) !== (gpu.gpusPerBoard ?? 1)) continue;
      const pairs = specPairs(gpu, sibling);
      if (pairs && pairs.every(([own, other]) => other >= own)) dominated.push([gpu, sibling]);
    }
  }

  it('the catalog has such pairs to check (A5000 under the 3090 among them)', () => {
    expect(dominated.length).toBeGreaterThan(5);
    expect(
      dominated.some(
        ([gpu, sib]) => gpu.slug === 'nvidia-rtx-a5000' && sib.slug === 'nvidia-geforce-rtx-3090',
      ),
    ).toBe(true);
  });

  it('every dominated estimate is at most its sibling times the best spec ratio (rounding allowed)', () => {
    const broken = dominated.filter(([gpu, sibling]) => {
      const best = Math.max(...specPairs(gpu, sibling)!.map(([own, other]) => own / other));
      return gpu.relativePerformance! > sibling.relativePerformance! * best + 0.01;
    });
    expect(broken.map(([gpu, sibling]) => `${gpu.slug} > ${sibling.slug}`)).toEqual([]);
  });

  it('the RTX A5000 says which sibling capped it, and stays below the RTX 3090', () => {
    const a5000 = gpus.find((gpu) => gpu.slug === 'nvidia-rtx-a5000')!;
    const rtx3090 = gpus.find((gpu) => gpu.slug === 'nvidia-geforce-rtx-3090')!;
    expect(a5000.relativePerformance!).toBeLessThan(rtx3090.relativePerformance!);
    expect(a5000.relativePerformanceMethod).toMatch(/capped by the/);
  });
});
