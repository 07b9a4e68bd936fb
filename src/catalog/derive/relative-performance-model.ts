import type { GpuSeed } from '../seed-set';

/**
 * The spec-sheet model of relative-performance.ts's rule (c): the weights of its two raw
 * scores (tensor-core GPUs and GPUs without), the Kepler and multi-GPU board corrections, and
 * the least-squares calibration on published GPUs. Pure: numbers in, numbers out.
 */

// ---- Estimation model: tensor-core GPUs ------------------------------------------------
/** Dettmers 2020 (docs 000/002): tensor-core utilisation in BERT-Large training is ~30 %. */
export const TENSOR_CORE_UTILISATION = 0.3;
/** Share of time waiting for global memory, hence the weight of the bandwidth ratio. */
export const TENSOR_BANDWIDTH_WEIGHT = 1 - TENSOR_CORE_UTILISATION;
export const TENSOR_COMPUTE_WEIGHT = TENSOR_CORE_UTILISATION;

// ---- Estimation model: GPUs without tensor cores ----------------------------------------
/** Doc 002 / Dettmers 2020, 32×32 matmul without tensor cores: one global-memory load. */
export const GLOBAL_MEMORY_CYCLES = 200;
/** ... eight shared-memory accesses of 20 cycles each ... */
export const SHARED_MEMORY_CYCLES = 8 * 20;
/** ... and eight FFMA operations of 4 cycles each (392 cycles in total). */
export const FFMA_CYCLES = 8 * 4;
export const NO_TENSOR_BANDWIDTH_WEIGHT =
  GLOBAL_MEMORY_CYCLES / (GLOBAL_MEMORY_CYCLES + SHARED_MEMORY_CYCLES + FFMA_CYCLES);
export const NO_TENSOR_COMPUTE_WEIGHT = 1 - NO_TENSOR_BANDWIDTH_WEIGHT;

// ---- Calibration -----------------------------------------------------------------------
/** Fewer published GPUs than this in a class and the default factor is used instead. */
export const MIN_CALIBRATION_POINTS = 2;
export const DEFAULT_TENSOR_CALIBRATION = 1;
/** Lambda 2019: FP16 trains the RTX 2080 Ti 44.6 % faster than FP32 (image models, average). */
export const MIXED_PRECISION_SPEEDUP_REFERENCE = 1.446;
/** A GPU without tensor cores forgoes that gain. */
export const DEFAULT_NO_TENSOR_CALIBRATION = 1 / MIXED_PRECISION_SPEEDUP_REFERENCE;

// ---- Structural corrections ---------------------------------------------------------------
/** Lambda 2019: two RTX 2080 Ti train ~1.8x as fast as one (per extra GPU: +0.8). */
export const TWO_GPU_SPEEDUP = 1.8;
/**
 * TensorFlow benchmarks 2017, ResNet-50, synthetic data, batch 64: one K80 die (GK210,
 * 4.37 TFLOPS FP32 at boost, 240 GB/s) vs a P100 SXM2 (10.6 TFLOPS, 732 GB/s).
 */
export const KEPLER_CALIBRATION = {
  architecture: 'Kepler',
  keplerImagesPerSecond: 52,
  keplerFp32Tflops: 4.37,
  keplerBandwidthGBs: 240,
  pascalImagesPerSecond: 219,
  pascalFp32Tflops: 10.6,
  pascalBandwidthGBs: 732,
} as const;
/** Measured K80/P100 ratio divided by the no-tensor-core model's predicted ratio. */
export const KEPLER_EFFICIENCY =
  KEPLER_CALIBRATION.keplerImagesPerSecond /
  KEPLER_CALIBRATION.pascalImagesPerSecond /
  (NO_TENSOR_BANDWIDTH_WEIGHT *
    (KEPLER_CALIBRATION.keplerBandwidthGBs / KEPLER_CALIBRATION.pascalBandwidthGBs) +
    NO_TENSOR_COMPUTE_WEIGHT * (KEPLER_CALIBRATION.keplerFp32Tflops / KEPLER_CALIBRATION.pascalFp32Tflops));

/** Values are rounded to this many decimals. */
export const DECIMALS = 2;

export function round(value: number): number {
  const scale = 10 ** DECIMALS;
  return Math.round((value + Number.EPSILON) * scale) / scale;
}

export function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Data-parallel speed of a board with `n` GPUs divided by n times one GPU's speed. */
export function boardEfficiency(gpusPerBoard: number): number {
  if (gpusPerBoard <= 1) return 1;
  const speedup = 1 + (gpusPerBoard - 1) * (TWO_GPU_SPEEDUP - 1);
  return speedup / gpusPerBoard;
}

function ratio(value: number | undefined, referenceValue: number | undefined): number | undefined {
  if (value === undefined || referenceValue === undefined || referenceValue <= 0) return undefined;
  return value / referenceValue;
}

/**
 * Uncalibrated spec-based speed of `gpu` relative to `reference` (model (c) above, before
 * the calibration factor). The reference GPU itself scores 1.
 */
export function rawEstimate(gpu: GpuSeed, reference: GpuSeed): number {
  const bandwidth = gpu.memoryBandwidthGBs / reference.memoryBandwidthGBs;
  let base: number;
  if (gpu.tensorCores) {
    const tensor = ratio(gpu.fp16TensorTflops, reference.fp16TensorTflops);
    base =
      tensor === undefined ? bandwidth : TENSOR_BANDWIDTH_WEIGHT * bandwidth + TENSOR_COMPUTE_WEIGHT * tensor;
  } else {
    const compute = ratio(gpu.fp32Tflops, reference.fp32Tflops);
    base =
      compute === undefined
        ? bandwidth
        : NO_TENSOR_BANDWIDTH_WEIGHT * bandwidth + NO_TENSOR_COMPUTE_WEIGHT * compute;
  }
  const kepler = gpu.architecture === KEPLER_CALIBRATION.architecture ? KEPLER_EFFICIENCY : 1;
  return base * kepler * boardEfficiency(gpu.gpusPerBoard);
}

export interface Calibration {
  factor: number;
  points: number;
}

/** Least squares on published/raw: minimising Σ(pᵢ/eᵢ − c)² gives c = mean(pᵢ/eᵢ). */
export function calibrate(points: Array<{ published: number; raw: number }>, fallback: number): Calibration {
  const usable = points.filter((p) => p.raw > 0);
  if (usable.length < MIN_CALIBRATION_POINTS) return { factor: fallback, points: usable.length };
  return { factor: mean(usable.map((p) => p.published / p.raw)), points: usable.length };
}
