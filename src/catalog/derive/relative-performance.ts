import type { PerformanceBasis } from '../fields';
import type { BenchmarkSeed, GpuSeed } from '../seed-set';
import {
  DEFAULT_NO_TENSOR_CALIBRATION,
  DEFAULT_TENSOR_CALIBRATION,
  KEPLER_CALIBRATION,
  MIN_CALIBRATION_POINTS,
  calibrate,
  mean,
  rawEstimate,
  round,
} from './relative-performance-model';
import { boundByDominatingSiblings, nearestSibling } from './relative-performance-siblings';

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

/** Vendor whose software stack the published calibration data come from. */
export const CALIBRATION_VENDOR = 'NVIDIA';

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
