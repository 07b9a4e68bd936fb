import type { PerformanceBasis } from '../fields';
import type { GpuSeed } from '../seed-set';
import { round } from './relative-performance-model';

/**
 * Relative-performance.ts's rules that compare a GPU with its siblings (same vendor and
 * architecture): the measured sibling an estimate scales from (rule (c)) and the physics
 * bound (rule (d)).
 */

/**
 * A sibling's bandwidth may differ by at most this factor. Reason: the sibling scaling keeps
 * the sibling's efficiency (clocks, memory system, software) and only rescales specs, which
 * holds between near neighbours (H200/H100 1.4x, RTX 2070/2080 1.0x) but not across a whole
 * product line: scaled from the B200 (8 TB/s HBM3e), the RTX 5090 (1.8 TB/s GDDR7) came out
 * slower than the RTX 4090 it beats on every spec. Beyond this the cross-generation
 * calibration, fitted on every measured GPU, is the better estimate.
 */
const MAX_SIBLING_BANDWIDTH_RATIO = 2;

/** HBM (datacenter modules) and GDDR (desktop cards) parts of one architecture are different designs. */
function memoryFamily(gpu: GpuSeed): 'HBM' | 'OTHER' {
  return /^HBM/i.test(gpu.memoryType ?? '') ? 'HBM' : 'OTHER';
}

/**
 * The measured GPU of the same vendor, architecture and memory family whose bandwidth is
 * closest, within MAX_SIBLING_BANDWIDTH_RATIO.
 */
export function nearestSibling(gpu: GpuSeed, measured: GpuSeed[]): GpuSeed | null {
  let best: GpuSeed | null = null;
  let bestDistance = Math.log(MAX_SIBLING_BANDWIDTH_RATIO);
  for (const candidate of measured) {
    if (candidate.vendor !== gpu.vendor || candidate.architecture !== gpu.architecture) continue;
    if (candidate.tensorCores !== gpu.tensorCores || candidate.gpusPerBoard !== gpu.gpusPerBoard) continue;
    if (memoryFamily(candidate) !== memoryFamily(gpu)) continue;
    const distance = Math.abs(Math.log(candidate.memoryBandwidthGBs / gpu.memoryBandwidthGBs));
    if (distance <= bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The specs a training-speed estimate rests on: memory bandwidth, FP32, and the tensor rate
 * when the card has tensor cores (null where a spec is missing).
 */
function relevantSpecs(gpu: GpuSeed): Array<number | null> {
  return [
    gpu.memoryBandwidthGBs,
    gpu.fp32Tflops ?? null,
    gpu.tensorCores ? (gpu.fp16TensorTflops ?? null) : null,
  ];
}

/**
 * Physics bound on spec estimates: a card can train no faster than a sibling of the same
 * vendor, architecture and board layout that has at least as much of every spec the speed
 * rests on (bandwidth, FP32, and the tensor rate when both have tensor cores), scaled by the
 * best of its own spec ratios to that sibling. Without it, an estimate scaled from one
 * measured card could outrank another it trails on every spec: the RTX A5000 (768 GB/s, 111
 * tensor TFLOPS) came out at 1.98 against the measured RTX 3090's 1.87 (936 GB/s, 142 TFLOPS);
 * Lambda's PyTorch tables put the A5000 below the 3090 in every workload they share.
 *
 * One pass per sibling group: members sorted by the sum of their specs, highest first, so a
 * card's dominators (every spec at least as high) come before it and are final when it is
 * bounded. Measured and chained figures are never changed.
 */
export function boundByDominatingSiblings(
  gpus: GpuSeed[],
  exact: Map<string, { value: number; method: string; basis: PerformanceBasis }>,
): void {
  const groups = new Map<string, GpuSeed[]>();
  for (const gpu of gpus) {
    if (!exact.has(gpu.slug)) continue;
    const key = `${gpu.vendor}\u001f${gpu.architecture}\u001f${gpu.gpusPerBoard}`;
    const group = groups.get(key);
    if (group) group.push(gpu);
    else groups.set(key, [gpu]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // Specs in flat arrays (NaN where missing), members by spec sum, highest first: a hot loop
    // over 13,000 cards at the bench's 100 x scale.
    const ordered = group
      .map((gpu) => {
        const specs = relevantSpecs(gpu);
        return { gpu, specs, sum: specs.reduce<number>((total, value) => total + (value ?? 0), 0) };
      })
      .sort((a, b) => b.sum - a.sum);
    const n = ordered.length;
    const bw = new Float64Array(n);
    const fp32 = new Float64Array(n);
    const tensor = new Float64Array(n);
    const values = new Float64Array(n);
    ordered.forEach(({ specs, gpu }, i) => {
      values[i] = exact.get(gpu.slug)!.value;
      bw[i] = specs[0] ?? Number.NaN;
      fp32[i] = specs[1] ?? Number.NaN;
      tensor[i] = specs[2] ?? Number.NaN;
    });
    for (let index = 1; index < n; index += 1) {
      const own = exact.get(ordered[index].gpu.slug)!;
      const b0 = bw[index];
      const f0 = fp32[index];
      const t0 = tensor[index];
      if (own.basis !== 'SPEC_ESTIMATE' || Number.isNaN(b0) || Number.isNaN(f0)) continue;
      let capBound = own.value;
      let capAt = -1;
      for (let j = 0; j < index; j += 1) {
        // Not comparable when a sibling lacks bandwidth or FP32 (NaN comparisons are false)
        // or trails on one; the tensor rate counts only when both have it.
        if (!(bw[j] >= b0) || !(fp32[j] >= f0) || bw[j] <= 0 || fp32[j] <= 0) continue;
        const t1 = tensor[j];
        const both = !Number.isNaN(t0) && !Number.isNaN(t1);
        if (both && (t1 < t0 || t1 <= 0)) continue;
        let best = Math.max(b0 / bw[j], f0 / fp32[j]);
        if (both) best = Math.max(best, t0 / t1);
        const bound = values[j] * best;
        if (bound < capBound - 1e-9) {
          capBound = bound;
          capAt = j;
        }
      }
      if (capAt >= 0) {
        const sibling = ordered[capAt].gpu;
        own.value = capBound;
        values[index] = capBound;
        own.method = `${own.method}; capped by the ${sibling.name}, which has every relevant spec (bandwidth, tensor and FP32 rate) at least as high: at most its ${round(exact.get(sibling.slug)!.value)} times the best spec ratio`;
      }
    }
  }
}
