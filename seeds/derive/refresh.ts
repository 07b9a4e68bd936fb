import type { EntityManager } from 'typeorm';
import type { BenchmarkSeed, GpuSeed } from '../types';
import { deriveRelativePerformance } from './relative-performance';

/**
 * Recomputes every GPU's relative performance from what the database now holds (all
 * GPUs, all benchmarks), inside the caller's transaction. Seeds, imports and edits all
 * end here, so the derived figure never drifts from the facts it is derived from.
 * Rows whose value is unchanged are not touched. Returns how many rows changed.
 */
export async function refreshRelativePerformance(m: EntityManager): Promise<number> {
  const gpus: GpuSeed[] = (
    await m.query(`SELECT slug, name, manufacturer, vendor, architecture, vram_gb, gpus_per_board,
      memory_bandwidth_gbs, fp32_tflops, fp16_tensor_tflops, tensor_cores, bf16, tdp_w, form_factor, nvlink
      FROM component WHERE kind = 'GPU' ORDER BY id`)
  ).map((r: Record<string, never>) => ({
    kind: 'GPU',
    slug: r.slug,
    name: r.name,
    manufacturer: r.manufacturer,
    vendor: r.vendor,
    architecture: r.architecture,
    vramGb: r.vram_gb,
    gpusPerBoard: r.gpus_per_board,
    memoryBandwidthGBs: r.memory_bandwidth_gbs,
    fp32Tflops: r.fp32_tflops ?? undefined,
    fp16TensorTflops: r.fp16_tensor_tflops ?? undefined,
    tensorCores: r.tensor_cores,
    bf16: r.bf16,
    tdpW: r.tdp_w,
    formFactor: r.form_factor,
    nvlink: r.nvlink,
    sources: [],
  }));
  if (!gpus.some((g) => g.slug === 'nvidia-geforce-rtx-2080-ti')) return 0;
  const benchmarks: BenchmarkSeed[] = (
    await m.query(`SELECT c.slug AS gpu, b.workload, b.metric, b.value, b.unit, b.precision, b.gpu_count, s.key AS source
      FROM benchmark b JOIN component c ON c.id = b.gpu_id JOIN source s ON s.id = b.source_id ORDER BY b.id`)
  ).map((r: Record<string, never>) => ({
    gpu: r.gpu,
    workload: r.workload,
    metric: r.metric,
    value: r.value,
    unit: r.unit,
    precision: r.precision ?? undefined,
    gpuCount: r.gpu_count,
    source: r.source,
  }));
  const derived = deriveRelativePerformance(gpus, benchmarks);
  const slugs = [...derived.keys()];
  const rows = await m.query(
    `UPDATE component c SET relative_performance = d.value, relative_performance_method = d.method
     FROM unnest($1::text[], $2::float8[], $3::text[]) AS d(slug, value, method)
     WHERE c.slug = d.slug AND (c.relative_performance, c.relative_performance_method) IS DISTINCT FROM (d.value, d.method)
     RETURNING c.id`,
    [slugs, slugs.map((s) => derived.get(s)!.value), slugs.map((s) => derived.get(s)!.method)],
  );
  // TypeORM answers an UPDATE ... RETURNING with [rows, affected count].
  const [, affected] = rows as [unknown[], number];
  return affected;
}
