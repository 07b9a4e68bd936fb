/**
 * Cloud vs own by work done (issue 27): a rented hour and an owned hour do different amounts of
 * work when the GPUs differ. An H100 SXM trains about 2.4x as fast as an RTX 4090 (Lambda's
 * PyTorch tables: 7.14 against 2.93, RTX 2080 Ti = 1), so the owned machine's working hours
 * are matched by fewer cloud hours. The ratio comes from the catalog's measured figures:
 * relative training performance (Lambda's throughput tables, benchmarks in the catalog) for
 * training and fine-tuning; memory bandwidth, which sets the token rate of LLM generation,
 * for inference. Several GPUs scale by the data-parallel efficiency Lambda measured (two RTX
 * 2080 Ti ~1.8x one). Sources: dataset-lambda-deeplearning-benchmark, bench-lambda-pytorch-2021,
 * bench-llamacpp-gpu-benchmarks-2024.
 */
import type { Workload } from '../../catalog/fields';
import type { GpuFacts } from '../facts';
import { formatNumber } from '../format';
import { TWO_GPU_SPEEDUP } from '../../catalog/derive/relative-performance-model';

/** One side of the comparison: a GPU model and how many of it. */
export interface WorkSide {
  gpu: Pick<GpuFacts, 'slug' | 'name' | 'relativePerformance' | 'performanceBasis' | 'memoryBandwidthGBs'>;
  count: number;
}

export interface WorkComparison {
  desktop: WorkSide | null;
  cloud: WorkSide | null;
  workload: Workload;
}

export interface WorkRatio {
  /** Cloud hours that do one desktop hour's work. */
  cloudHoursPerDesktopHour: number;
  /** The cloud setup's speed over the desktop's for the work; null when not both GPUs are known. */
  cloudSpeedRatio: number | null;
  /** How the ratio was found, or why it is 1, in words. */
  basis: string;
  /** Said when the two GPUs differ, or are not named. */
  caveat: string | null;
}

/** Speed of n GPUs of one model relative to one, for data-parallel training (Lambda 2019: 1.8x for two). */
export function dataParallelSpeedup(count: number): number {
  return count <= 1 ? 1 : 1 + (count - 1) * (TWO_GPU_SPEEDUP - 1);
}

function speedOf(side: WorkSide, workload: Workload): number | null {
  const perGpu =
    workload === 'INFERENCE' ? side.gpu.memoryBandwidthGBs : (side.gpu.relativePerformance ?? null);
  if (perGpu == null || perGpu <= 0) return null;
  // Inference of one model across cards gains no single-stream speed from a layer split.
  return workload === 'INFERENCE' ? perGpu : perGpu * dataParallelSpeedup(side.count);
}

const describe = (side: WorkSide) => (side.count > 1 ? `${side.count} x ${side.gpu.name}` : side.gpu.name);

/** How many cloud hours do a desktop hour's work, with its basis and caveat. */
export function workRatio(work: WorkComparison | null | undefined): WorkRatio {
  const unnamed =
    'This compares hours, not work: it assumes a cloud hour does what a desktop hour does. Name both GPUs ' +
    '(the desktop GPU and the cloud GPU or offering) to compare the work they do.';
  if (!work?.desktop || !work.cloud)
    return { cloudHoursPerDesktopHour: 1, cloudSpeedRatio: null, basis: unnamed, caveat: unnamed };
  const desktop = speedOf(work.desktop, work.workload);
  const cloud = speedOf(work.cloud, work.workload);
  const figure =
    work.workload === 'INFERENCE'
      ? 'memory bandwidth (the token rate of generation)'
      : 'relative training performance';
  if (desktop === null || cloud === null) {
    const reason = `No ${figure} on record for ${desktop === null ? describe(work.desktop) : describe(work.cloud)}; hours are compared as equal work.`;
    return { cloudHoursPerDesktopHour: 1, cloudSpeedRatio: null, basis: reason, caveat: reason };
  }
  const ratio = cloud / desktop;
  const estimate = [work.desktop, work.cloud].some((side) => side.gpu.performanceBasis === 'SPEC_ESTIMATE');
  const how =
    work.workload === 'INFERENCE'
      ? 'by memory bandwidth, which sets the token rate'
      : `by relative training performance (${estimate ? 'one of them a spec estimate' : "measured: Lambda's PyTorch tables and the catalog's benchmarks"})`;
  const basis =
    `${describe(work.cloud)} (cloud) against ${describe(work.desktop)} (desktop), ${how}: ` +
    `a cloud hour does ${formatNumber(ratio, 2)}x the work, so ${formatNumber(1 / ratio, 2)} cloud hours match one desktop hour.`;
  const same = work.cloud.gpu.slug === work.desktop.gpu.slug && work.cloud.count === work.desktop.count;
  const caveat = same
    ? null
    : `The rented and the owned GPUs differ: a ${describe(work.cloud)} hour does about ${formatNumber(ratio, 1)}x the work of a ${describe(work.desktop)} hour for ${work.workload === 'INFERENCE' ? 'generation' : 'training'}, so the cloud side is priced by work done, not by hours.`;
  return { cloudHoursPerDesktopHour: 1 / ratio, cloudSpeedRatio: ratio, basis, caveat };
}
