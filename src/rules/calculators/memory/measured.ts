/**
 * Which measured benchmarks belong beside a tokens/s estimate: generation speed (tokens/s)
 * of a model of about the same size, in the same weight-format class, on the same number
 * of GPUs. rigbase's benchmark rows name the model in the workload ("Llama 2 7B inference
 * (llama.cpp, Q4_0)", "Llama 3 8B inference (llama.cpp, Q4_K_M)") and carry the precision.
 */
import type { WeightFormat } from './formats';

/** The fields of a benchmark row the match reads. */
export interface LlmBenchmark {
  workload: string;
  metric: string;
  unit: string;
  precision: string | null;
  gpuCount: number;
}

/**
 * Sizes within this factor count as one model class: 7B and 8B models (Llama 2 7B, Llama
 * 3 8B) read about the same bytes per token (their speeds on one card differ by ~5 % in
 * the llama.cpp table), 13B or 70B do not.
 * @source bench-llamacpp-gpu-benchmarks-2024
 */
export const SAME_MODEL_CLASS_SIZE_FACTOR = 1.25;

/** Benchmark precision of each weight format's class; formats without a class match nothing. */
const PRECISION_CLASS: Partial<Record<WeightFormat, string>> = {
  FP32: 'FP32',
  FP16: 'FP16',
  BF16: 'FP16',
  FP8: 'FP8',
  FP8_BLOCK: 'FP8',
  INT8: 'INT8',
  GGUF_Q8_0: 'INT8',
  INT4: 'INT4',
  NF4: 'INT4',
  NF4_DQ: 'INT4',
  GPTQ_INT4: 'INT4',
  AWQ_INT4: 'INT4',
  GGUF_Q4_K_M: 'INT4',
  GGUF_Q4_K_S: 'INT4',
  GGUF_Q4_0: 'INT4',
  GGUF_IQ4_XS: 'INT4',
  GGUF_IQ4_NL: 'INT4',
};

/** The model size a workload names, in billions ("Llama 2 70B inference" -> 70), or null. */
export function workloadModelBillions(workload: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*B\b/.exec(workload);
  return match ? Number(match[1]) : null;
}

/**
 * True when `benchmark` measured generation speed of a model of this class: tokens/s, an
 * inference workload naming a size within SAME_MODEL_CLASS_SIZE_FACTOR of the model's total
 * parameters, the format's precision class, and the same GPU count.
 */
export function isSameModelClass(
  benchmark: LlmBenchmark,
  model: { totalBillions: number; weightFormat: WeightFormat; gpuCount: number },
): boolean {
  if (
    benchmark.unit !== 'tokens/s' ||
    !/inference|generation/i.test(`${benchmark.workload} ${benchmark.metric}`)
  )
    return false;
  if (benchmark.gpuCount !== model.gpuCount) return false;
  const precision = PRECISION_CLASS[model.weightFormat];
  if (!precision || (benchmark.precision ?? '').toUpperCase() !== precision) return false;
  const size = workloadModelBillions(benchmark.workload);
  if (size === null || size <= 0) return false;
  const ratio = size / model.totalBillions;
  return ratio <= SAME_MODEL_CLASS_SIZE_FACTOR && ratio >= 1 / SAME_MODEL_CLASS_SIZE_FACTOR;
}
