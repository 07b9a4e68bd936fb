import type { BenchmarkSeed, GpuSeed } from '../seed-set';
import { deriveRelativePerformance, REFERENCE_GPU_SLUG } from './relative-performance';

/**
 * The derived relative training performance (RTX 2080 Ti = 1.0) of every GPU given, fastest
 * first, as a table: the reproducible-by-a-script view of relative-performance.ts
 * (scripts/print-relative-performance.ts prints it for the seed set).
 */
export function formatRelativePerformanceTable(gpuList: GpuSeed[], benchmarkList: BenchmarkSeed[]): string {
  const derived = deriveRelativePerformance(gpuList, benchmarkList);
  const rows = [...derived.entries()].sort(
    ([slugA, a], [slugB, b]) => b.value - a.value || slugA.localeCompare(slugB),
  );
  const slugWidth = Math.max('slug'.length, ...rows.map(([slug]) => slug.length));
  const valueWidth = 'value'.length;
  const line = (slug: string, value: string, method: string) =>
    `${slug.padEnd(slugWidth)}  ${value.padStart(valueWidth)}  ${method}`;
  return [
    `Deep-learning training speed relative to ${REFERENCE_GPU_SLUG} (= 1.00)`,
    line('slug', 'value', 'method'),
    line('-'.repeat(slugWidth), '-'.repeat(valueWidth), '-'.repeat('method'.length)),
    ...rows.map(([slug, { value, method }]) => line(slug, value.toFixed(2), method)),
  ].join('\n');
}
