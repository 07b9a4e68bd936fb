import type { BenchmarkSeed } from '../seed-set';
import {
  LAMBDA_MODEL_TO_SLUG,
  LAMBDA_SOURCE_KEY,
  type LambdaPrecision,
  type LambdaRun,
  type LambdaTable,
} from './lambda.mapper';

/**
 * Relative deep-learning TRAINING speed measured by Lambda's PyTorch benchmarks, on the
 * scale of Gpu.relativePerformance (RTX 2080 Ti = 1.0).
 *
 * Method (pure):
 * 1. Runs of the same table (v1 or v2), precision and GPU count are grouped per chip; several
 *    hosts of one chip are combined per workload by their median (robust to one bad host).
 * 2. Neither table measures the RTX 2080 Ti, so each table is tied to the scale through the
 *    ANCHOR chips it measures whose value is already known (published against the 2080 Ti, or
 *    measured in an earlier table). Per anchor: anchor value x geometric mean, over the
 *    workloads both chips have, of throughput(chip) / throughput(anchor) (the geometric mean
 *    weighs each workload equally whatever its unit, images/s or tokens/s); the chip's value
 *    is the geometric mean of those per-anchor estimates.
 * 3. Tables are processed in order (v1 then v2); a chip keeps the value of the first table
 *    that measures it, and chips measured there can anchor later tables (v2 has no GPU with a
 *    published 2080 Ti figure, so it is tied in through the H100s measured in v1).
 *
 * Defaults: FP16 (mixed precision, how tensor-core GPUs are trained), one GPU (no
 * interconnect effects), all workloads the two chips share.
 */
export interface LambdaRelativeOptions {
  precision?: LambdaPrecision;
  gpuCount?: number;
  /** Tables in the order they are tied to the scale. */
  tables?: LambdaTable[];
  /** Model name -> chip slug; defaults to LAMBDA_MODEL_TO_SLUG. */
  modelToSlug?: Readonly<Record<string, string>>;
}

export interface AnchorValue {
  value: number;
  /** How the anchor's own value was obtained, quoted in the method string. */
  method: string;
}

export interface LambdaRelative {
  value: number;
  method: string;
  table: LambdaTable;
  /** Chips of the same table the value was tied to the scale through. */
  anchors: string[];
  /** Workloads the ratios were taken over. */
  workloads: string[];
}

/** Minimum shared workloads for a ratio: fewer and one workload would decide alone. */
export const MIN_SHARED_WORKLOADS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Per chip slug, the median throughput per workload over the matching runs of one table. */
export function throughputByChip(
  runs: LambdaRun[],
  table: LambdaTable,
  precision: LambdaPrecision,
  gpuCount: number,
  modelToSlug: Readonly<Record<string, string>> = LAMBDA_MODEL_TO_SLUG,
): Map<string, Record<string, number>> {
  const samples = new Map<string, Record<string, number[]>>();
  for (const run of runs) {
    if (run.table !== table || run.precision !== precision || run.gpuCount !== gpuCount) continue;
    const slug = modelToSlug[run.model];
    if (!slug) continue;
    const perWorkload = samples.get(slug) ?? {};
    for (const [workload, value] of Object.entries(run.throughput))
      (perWorkload[workload] ??= []).push(value);
    samples.set(slug, perWorkload);
  }
  const out = new Map<string, Record<string, number>>();
  for (const [slug, perWorkload] of samples) {
    out.set(slug, Object.fromEntries(Object.entries(perWorkload).map(([w, values]) => [w, median(values)])));
  }
  return out;
}

function geometricMeanRatio(
  chip: Record<string, number>,
  anchor: Record<string, number>,
): { ratio: number; workloads: string[] } {
  const workloads = Object.keys(chip)
    .filter((w) => anchor[w] > 0 && chip[w] > 0)
    .sort();
  const logSum = workloads.reduce((sum, w) => sum + Math.log(chip[w] / anchor[w]), 0);
  return { ratio: Math.exp(logSum / Math.max(workloads.length, 1)), workloads };
}

export function relativePerformanceFromLambda(
  runs: LambdaRun[],
  anchors: ReadonlyMap<string, AnchorValue>,
  nameOf: (slug: string) => string = (slug) => slug,
  options: LambdaRelativeOptions = {},
): Map<string, LambdaRelative> {
  const precision = options.precision ?? 'FP16';
  const gpuCount = options.gpuCount ?? 1;
  const tables = options.tables ?? ['v1', 'v2'];
  const known = new Map<string, AnchorValue>(anchors);
  const result = new Map<string, LambdaRelative>();
  for (const table of tables) {
    const chips = throughputByChip(runs, table, precision, gpuCount, options.modelToSlug);
    // Every chip of this table whose value is already known anchors it; using all of them
    // (geometric mean of the per-anchor estimates) keeps one anchor's error from deciding.
    const anchorSlugs = [...chips.keys()].filter((slug) => known.has(slug)).sort();
    if (anchorSlugs.length === 0) continue;
    for (const [slug, throughput] of [...chips].sort(([a], [b]) => a.localeCompare(b))) {
      if (result.has(slug) || anchors.has(slug)) continue;
      const estimates: Array<{ anchor: string; value: number; workloads: string[] }> = [];
      for (const anchorSlug of anchorSlugs) {
        if (anchorSlug === slug) continue;
        const { ratio, workloads } = geometricMeanRatio(throughput, chips.get(anchorSlug)!);
        if (workloads.length >= MIN_SHARED_WORKLOADS) {
          estimates.push({ anchor: anchorSlug, value: known.get(anchorSlug)!.value * ratio, workloads });
        }
      }
      if (estimates.length === 0) continue;
      const value = Math.exp(estimates.reduce((sum, e) => sum + Math.log(e.value), 0) / estimates.length);
      const workloads = [...new Set(estimates.flatMap((e) => e.workloads))].sort();
      const anchorText = estimates
        .map(
          (e) =>
            `${nameOf(e.anchor)} = ${known.get(e.anchor)!.value.toFixed(2)} (${known.get(e.anchor)!.method})`,
        )
        .join('; ');
      const method =
        `measured: Lambda PyTorch training (deeplearning-benchmark ${table} table), ${precision}, ${gpuCount} GPU: ` +
        `geometric mean of throughput ratios over the workloads shared with each anchor (${workloads.join(', ')}), ` +
        `times the anchor's value, averaged geometrically over the anchors: ${anchorText}`;
      result.set(slug, { value, method, table, anchors: estimates.map((e) => e.anchor), workloads });
    }
    // Chips measured in this table can anchor later tables.
    for (const [slug, r] of result)
      if (r.table === table) known.set(slug, { value: r.value, method: `measured in Lambda ${table}` });
  }
  return result;
}

/**
 * The same results as benchmark rows that deriveRelativePerformance
 * (src/catalog/derive/relative-performance.ts) reads as rule (a) "published", i.e. MEASURED:
 * metric "relative speed", unit "x vs RTX 2080 Ti", FP16, one GPU, and a training workload
 * that names the table and the workload mix, so the derived method string states both.
 * seedSet() adds them to the seeded benchmarks (seeds/data/catalog-extensions.ts).
 */
export function lambdaRelativeBenchmarkRows(
  results: ReadonlyMap<string, LambdaRelative>,
  precision: LambdaPrecision = 'FP16',
): BenchmarkSeed[] {
  return [...results.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([gpu, r]) => ({
      gpu,
      workload: `Deep learning training (relative): Lambda PyTorch ${r.table} table, geometric mean over ${r.workloads.join(', ')}`,
      metric: 'relative speed',
      value: Math.round(r.value * 100) / 100,
      unit: 'x vs RTX 2080 Ti',
      precision,
      gpuCount: 1,
      source: LAMBDA_SOURCE_KEY,
      notes: r.method,
    }));
}
