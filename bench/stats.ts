/** Small helpers for the harness: percentiles of samples, median and range of rounds, progress. */

const STARTED_MS = Date.now();

/** A progress line on stderr (stdout carries only the report), stamped with seconds since start. */
export function progress(line: string): void {
  process.stderr.write(`[${((Date.now() - STARTED_MS) / 1000).toFixed(1).padStart(6)} s] ${line}\n`);
}

/** Nearest-rank percentile of unsorted samples (p in 0..100); NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** Median, minimum and maximum of per-round figures. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

/** Rounds a figure for the JSON output (the table formats on its own). */
export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
