import type { PerformanceBasis } from '../fields';
import type { BenchmarkSeed, GpuSeed } from '../seed-set';

/**
 * Deep-learning training speed of every GPU relative to the RTX 2080 Ti (= 1.0), the
 * reference GPU of the public API's `Gpu.relativePerformance`.
 *
 * For each GPU the first rule that has data wins:
 *
 * (a) published: the mean of benchmark rows with metric "relative speed", unit
 *     "x vs RTX 2080 Ti" and a training workload. Mixed/16-bit rows (FP16, BF16, MIXED) are
 *     used when a GPU has any, because that is how tensor-core GPUs are trained; FP32-only
 *     comparisons understate them (Lambda 2019: FP16 trains the 2080 Ti 44.6 % faster).
 *     Sources: Lambda's 2019 TensorFlow and 2021 PyTorch benchmarks (bench-lambda-*).
 * (b) chained: a published ratio against another GPU (unit "x vs RTX 3090", "x vs V100", ...)
 *     multiplied by that GPU's (a) or (b) value; repeated until nothing changes, so chains
 *     of several hops work. Estimates are never chained through. Sources: Lambda's 2023
 *     PyTorch table (x vs RTX 3090); Dettmers 2020 (x vs V100).
 * (c) estimated from the spec sheet. When a measured ((a) or (b)) GPU of the same vendor
 *     and architecture exists, the estimate is that sibling's value times the ratio of
 *     the two GPUs' raw scores below (the sibling nearest in bandwidth): it already
 *     carries the generation's real efficiency, which the cross-generation calibration
 *     cannot (H200 scales from H100, V100 PCIe from V100 SXM2, RTX 2070 from RTX 2080).
 *     Otherwise the raw score is calibrated across generations, as the reference
 *     documents argue (Dettmers 2020, reproduced in documents 000 and 002):
 *     - tensor-core GPUs: memory bandwidth is the best single predictor because tensor
 *       cores sit idle ~70 % of the time waiting for memory (≈30 % utilisation in BERT-Large
 *       training), so  raw = 0.7·bw/bw_ref + 0.3·fp16Tensor/fp16Tensor_ref;
 *     - GPUs without tensor cores: in the documents' 32×32 matrix-multiply cycle example
 *       200 of 392 cycles go to global memory and the rest to shared memory and FFMA, so
 *       raw = (200/392)·bw/bw_ref + (192/392)·fp32/fp32_ref;
 *     - Kepler is additionally scaled by its measured efficiency against Pascal
 *       (TensorFlow benchmarks 2017: K80 die 52 vs P100 219 images/s on ResNet-50, compared
 *       with what the same no-tensor-core model predicts from their specs);
 *     - multi-GPU boards (K80, M60) use per-board numbers times the data-parallel
 *       efficiency of two GPUs (Lambda 2019: 2x RTX 2080 Ti ≈ 1.8x one);
 *     - each of the two models is multiplied by a calibration factor fitted by least
 *       squares on the ratio published/raw over the GPUs that have (a) values (i.e. the
 *       mean ratio); with fewer than two such GPUs a default is used (1 for tensor-core
 *       GPUs; 1/1.446 for GPUs without, the 2080 Ti's mixed-precision gain they forgo).
 *
 * (d) bounded by physics: no estimate exceeds a same-architecture sibling that has at least
 *     as much of every relevant spec (bandwidth, tensor rate, FP32), scaled by the best of
 *     its spec ratios to that sibling (boundByDominatingSiblings).
 *
 * Non-NVIDIA estimates describe the silicon only; software maturity (ROCm, oneAPI) is not
 * modelled and the method string says so. Values are rounded to two decimals; the
 * reference GPU is exactly 1.
 *
 * The function is pure: it reads its arguments and returns a new Map.
 */

export interface RelativePerformance {
  value: number;
  method: string;
  /** MEASURED (a), CHAINED (b) or SPEC_ESTIMATE (c); the reference GPU is MEASURED. */
  basis: PerformanceBasis;
}

/** The reference GPU (relativePerformance = 1.0). */
export const REFERENCE_GPU_SLUG = 'nvidia-geforce-rtx-2080-ti';
/** Unit of benchmark rows normalised to the reference GPU. */
export const REFERENCE_UNIT = 'x vs RTX 2080 Ti';
/** Metric name of normalised training-speed rows. */
export const RELATIVE_SPEED_METRIC = 'relative speed';
/** Only training workloads count (inference speed ranks GPUs differently). */
export const TRAINING_WORKLOAD = /training/i;
/** Units of published ratios against GPUs other than the reference, and the GPU each names. */
export const CHAIN_UNIT_REFERENCES: Readonly<Record<string, string>> = {
  'x vs RTX 3090': 'nvidia-geforce-rtx-3090',
  // Dettmers 2020 compares against "V100" (900 GB/s, the same for every V100 module).
  'x vs V100': 'nvidia-tesla-v100-sxm2-16gb',
  'x vs RTX 3060 12GB': 'nvidia-geforce-rtx-3060-12gb',
};
/** Precisions treated as mixed/16-bit training. */
export const SIXTEEN_BIT_PRECISIONS: ReadonlySet<string> = new Set(['FP16', 'BF16', 'MIXED']);

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

/** Vendor whose software stack the published calibration data come from. */
export const CALIBRATION_VENDOR = 'NVIDIA';
export const DECIMALS = 2;

function round(value: number): number {
  const scale = 10 ** DECIMALS;
  return Math.round((value + Number.EPSILON) * scale) / scale;
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function isSixteenBit(row: BenchmarkSeed): boolean {
  return row.precision !== undefined && SIXTEEN_BIT_PRECISIONS.has(row.precision);
}

/** Relative-speed training rows, preferring mixed/16-bit ones when a GPU has any. */
function preferredRows(rows: BenchmarkSeed[]): BenchmarkSeed[] {
  const sixteenBit = rows.filter(isSixteenBit);
  return sixteenBit.length > 0 ? sixteenBit : rows;
}

/** The workload mix and precision of a published row, as the method string states them. */
function describeRow(row: BenchmarkSeed): string {
  return `${row.workload}, ${row.precision ?? 'precision not stated'}, ${row.gpuCount} GPU${row.gpuCount === 1 ? '' : 's'}`;
}

function isRelativeTrainingRow(row: BenchmarkSeed): boolean {
  return (
    row.metric === RELATIVE_SPEED_METRIC &&
    TRAINING_WORKLOAD.test(row.workload) &&
    Number.isFinite(row.value) &&
    row.value > 0
  );
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

interface Calibration {
  factor: number;
  points: number;
}

/** Least squares on published/raw: minimising Σ(pᵢ/eᵢ − c)² gives c = mean(pᵢ/eᵢ). */
function calibrate(points: Array<{ published: number; raw: number }>, fallback: number): Calibration {
  const usable = points.filter((p) => p.raw > 0);
  if (usable.length < MIN_CALIBRATION_POINTS) return { factor: fallback, points: usable.length };
  return { factor: mean(usable.map((p) => p.published / p.raw)), points: usable.length };
}

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
function nearestSibling(gpu: GpuSeed, measured: GpuSeed[]): GpuSeed | null {
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
function boundByDominatingSiblings(
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

export function deriveRelativePerformance(
  gpus: GpuSeed[],
  benchmarks: BenchmarkSeed[],
): Map<string, RelativePerformance> {
  const bySlug = new Map(gpus.map((g) => [g.slug, g]));
  const reference = bySlug.get(REFERENCE_GPU_SLUG);
  if (!reference) {
    throw new Error(`relative performance needs the reference GPU ${REFERENCE_GPU_SLUG} in the GPU list`);
  }
  const nameOf = (slug: string) => bySlug.get(slug)?.name ?? slug;

  const relativeRows = benchmarks.filter((b) => bySlug.has(b.gpu) && isRelativeTrainingRow(b));
  const rowsFor = (slug: string, unit: string) =>
    relativeRows.filter((b) => b.gpu === slug && b.unit === unit);

  // Exact, unrounded values: (a) and (b) feed chains and calibration before rounding.
  const exact = new Map<string, { value: number; method: string; basis: PerformanceBasis }>();
  exact.set(REFERENCE_GPU_SLUG, {
    value: 1,
    method: 'reference GPU (1.0 by definition)',
    basis: 'MEASURED',
  });

  // (a) published against the reference.
  const published = new Map<string, number>();
  for (const gpu of gpus) {
    if (gpu.slug === REFERENCE_GPU_SLUG) continue;
    const rows = preferredRows(rowsFor(gpu.slug, REFERENCE_UNIT));
    if (rows.length === 0) continue;
    const value = mean(rows.map((r) => r.value));
    published.set(gpu.slug, value);
    exact.set(gpu.slug, {
      value,
      method: `published: ${unique(rows.map((r) => r.source)).join(', ')} (${unique(rows.map(describeRow)).join('; ')})`,
      basis: 'MEASURED',
    });
  }

  // (b) chained through another GPU's published or chained value, until a fixed point.
  let changed = true;
  while (changed) {
    changed = false;
    for (const gpu of gpus) {
      if (exact.has(gpu.slug)) continue;
      const candidates: Array<{ value: number; unit: string; source: string }> = [];
      for (const [unit, refSlug] of Object.entries(CHAIN_UNIT_REFERENCES)) {
        const refValue = exact.get(refSlug);
        if (!refValue || refValue.basis === 'SPEC_ESTIMATE' || refSlug === gpu.slug) continue;
        for (const row of preferredRows(rowsFor(gpu.slug, unit))) {
          candidates.push({ value: row.value * refValue.value, unit, source: row.source });
        }
      }
      if (candidates.length === 0) continue;
      const via = unique(candidates.map((c) => nameOf(CHAIN_UNIT_REFERENCES[c.unit])));
      exact.set(gpu.slug, {
        value: mean(candidates.map((c) => c.value)),
        method: `chained via ${via.join(', ')}: ${unique(candidates.map((c) => c.source)).join(', ')}`,
        basis: 'CHAINED',
      });
      changed = true;
    }
  }

  // (c) calibrated spec-based estimate for the rest.
  const pointsFor = (tensorCores: boolean) =>
    gpus
      .filter((g) => g.tensorCores === tensorCores && published.has(g.slug))
      .map((g) => ({ published: published.get(g.slug) as number, raw: rawEstimate(g, reference) }));
  const tensorCalibration = calibrate(pointsFor(true), DEFAULT_TENSOR_CALIBRATION);
  const noTensorCalibration = calibrate(pointsFor(false), DEFAULT_NO_TENSOR_CALIBRATION);

  // Measured GPUs (published or chained) are the anchors of the estimates below.
  const measured = gpus.filter((g) => exact.has(g.slug) && exact.get(g.slug)!.basis !== 'SPEC_ESTIMATE');
  for (const gpu of gpus) {
    if (exact.has(gpu.slug)) continue;
    // A measured sibling of the same architecture knows that generation's real
    // efficiency (clocks, software, memory system) better than the cross-generation
    // calibration does: scale from the sibling nearest in bandwidth (H200 from H100,
    // V100 PCIe from V100 SXM2, RTX 2070 from RTX 2080).
    const sibling = nearestSibling(gpu, measured);
    if (sibling) {
      const anchor = exact.get(sibling.slug)!;
      exact.set(gpu.slug, {
        value: anchor.value * (rawEstimate(gpu, reference) / rawEstimate(sibling, reference)),
        method: `estimated: spec ratio to the measured ${sibling.name} (same architecture, ${gpu.architecture})`,
        basis: 'SPEC_ESTIMATE',
      });
      continue;
    }
    const calibration = gpu.tensorCores ? tensorCalibration : noTensorCalibration;
    const model = gpu.tensorCores ? 'bandwidth+tensor model' : 'bandwidth+FP32 model (no tensor cores)';
    const calibrated =
      calibration.points >= MIN_CALIBRATION_POINTS
        ? `calibrated x${calibration.factor.toFixed(2)} on ${calibration.points} published GPUs`
        : `default factor x${calibration.factor.toFixed(2)}`;
    const caveats: string[] = [];
    if (gpu.architecture === KEPLER_CALIBRATION.architecture) caveats.push('Kepler efficiency applied');
    if (gpu.gpusPerBoard > 1) caveats.push(`${gpu.gpusPerBoard}-GPU board`);
    if (gpu.vendor !== CALIBRATION_VENDOR) caveats.push('software maturity not modelled');
    exact.set(gpu.slug, {
      value: calibration.factor * rawEstimate(gpu, reference),
      method: `estimated: ${model}, ${calibrated}${caveats.length ? `; ${caveats.join('; ')}` : ''}`,
      basis: 'SPEC_ESTIMATE',
    });
  }

  boundByDominatingSiblings(gpus, exact);

  const result = new Map<string, RelativePerformance>();
  for (const gpu of gpus) {
    const entry = exact.get(gpu.slug);
    if (entry) result.set(gpu.slug, { value: round(entry.value), method: entry.method, basis: entry.basis });
  }
  return result;
}
