/**
 * Published fine-tuning runs planJob takes a training speed from before it estimates one
 * (issue 31: measured first, then estimates). Each run is one row of its source's table,
 * copied as published; the plan scales its tokens/s per GPU by active parameters (training
 * FLOPs per token grow with N, so tokens/s at the same utilisation fall with it).
 *
 * A run is used only for the same GPU, the same kind of job (LoRA, or full fine-tuning,
 * which the sources call SFT), the same numeric precision and a dense model within a factor
 * of two of the run's size: an FP8 run says little of a BF16 job's speed, and a pipeline-
 * parallel 70B run little of an 8B model that fits one GPU. Pure: no catalog reads.
 */
import {
  defaultTrainingMfu,
  trainingTime,
  type JobGpu,
  type JobMode,
  type TrainingCompute,
} from './job-compute';

/** Precision class of the matmuls, the axis on which H100's tensor peak doubles. */
export type RunPrecision = 'BF16' | 'FP8';

export interface PublishedTrainingRun {
  /** Catalog GPU slug (a DGX-H100 holds eight H100 SXM5 80GB). */
  gpuSlug: string;
  mode: Extract<JobMode, 'LORA' | 'FULL_FINE_TUNE'>;
  precision: RunPrecision;
  model: string;
  /** Parameters of the run's model, billions (from its config; see each run). */
  parametersBillions: number;
  gpus: number;
  tokensPerSecondPerGpu: number;
  /** The source's own model TFLOPS per GPU. */
  modelTflopsPerGpu: number;
  /** Framework, parallelism and data, in our words. */
  setting: string;
  source: string;
}

/**
 * Parameters from the models' configs: Llama 2 7B (32 layers, hidden 4096, FFN 11008,
 * vocabulary 32000) 6.74 B; 13B (40, 5120, 13824) 13.02 B; 70B (80, 8192, 28672, 8 KV heads)
 * 68.98 B; Llama 3 70B (the same with a 128,256 vocabulary) 70.55 B.
 */
const LLAMA2_7B = 6.74;
const LLAMA2_13B = 13.02;
const LLAMA2_70B = 68.98;
const LLAMA3_70B = 70.55;

const NEMO = 'NeMo 24.07 (Megatron), FP8, SQuAD packed to 4096 tokens';
/** @source bench-nemo-performance-summary-2024 (the Finetuning table). */
const nemo = (
  mode: PublishedTrainingRun['mode'],
  model: string,
  parametersBillions: number,
  gpus: number,
  tokensPerSecondPerGpu: number,
  modelTflopsPerGpu: number,
  parallel: string,
): PublishedTrainingRun => ({
  gpuSlug: 'nvidia-h100-sxm5-80gb',
  mode,
  precision: 'FP8',
  model,
  parametersBillions,
  gpus,
  tokensPerSecondPerGpu,
  modelTflopsPerGpu,
  setting: `${NEMO}, ${gpus} GPUs (DGX-H100), ${parallel}`,
  source: 'bench-nemo-performance-summary-2024',
});

export const PUBLISHED_TRAINING_RUNS: readonly PublishedTrainingRun[] = [
  nemo('LORA', 'Llama 2 7B', LLAMA2_7B, 8, 25_206, 673, 'TP1 PP1'),
  nemo('LORA', 'Llama 2 13B', LLAMA2_13B, 8, 14_161, 733, 'TP1 PP1'),
  nemo('LORA', 'Llama 2 70B', LLAMA2_70B, 8, 2_557, 705, 'TP2 PP4'),
  nemo('FULL_FINE_TUNE', 'Llama 2 7B', LLAMA2_7B, 8, 17_120, 682, 'TP1 PP1'),
  nemo('FULL_FINE_TUNE', 'Llama 2 13B', LLAMA2_13B, 8, 9_741, 754, 'TP1 PP4'),
  nemo('FULL_FINE_TUNE', 'Llama 2 70B', LLAMA2_70B, 16, 1_833, 756, 'TP4 PP4'),
  {
    gpuSlug: 'nvidia-h100-sxm5-80gb',
    mode: 'LORA',
    // The summary states BF16 above its pre-training table and no precision of its own for
    // the LoRA table below it; we read the page's one precision as the run's.
    precision: 'BF16',
    model: 'Llama 3 70B',
    parametersBillions: LLAMA3_70B,
    gpus: 8,
    tokensPerSecondPerGpu: 608.42,
    modelTflopsPerGpu: 176,
    setting:
      'NeMo AutoModel (PyTorch backend), BF16, 8 GPUs (DGX-H100), TP2 PP4, sequences of 4096 tokens of mock data',
    source: 'bench-nemo-automodel-performance-2025',
  },
];

/** A run counts for a model from half to twice its size. */
export const RUN_SIZE_CLASS_FACTOR = 2;

/** The precision class of a planJob precision; null for formats no run covers (4-bit, GGUF). */
export function runPrecision(precision: string): RunPrecision | null {
  // FP32 runs at the TF32 tensor rate, half of BF16's: no 16-bit run speaks for it.
  if (precision === 'BF16' || precision === 'FP16') return 'BF16';
  if (precision.startsWith('FP8')) return 'FP8';
  return null;
}

/** The published run nearest in size that covers the job, or null. */
export function matchPublishedRun(job: {
  gpuSlug: string;
  mode: JobMode;
  precision: string;
  parametersBillions: number;
  activeParametersBillions: number;
}): PublishedTrainingRun | null {
  const precision = runPrecision(job.precision);
  // A mixture of experts trains at a different utilisation than the dense runs (routing, all-to-all).
  if (precision === null || job.activeParametersBillions < job.parametersBillions) return null;
  const distance = (run: PublishedTrainingRun) =>
    Math.abs(Math.log(job.activeParametersBillions / run.parametersBillions));
  const candidates = PUBLISHED_TRAINING_RUNS.filter(
    (run) =>
      run.gpuSlug === job.gpuSlug &&
      run.mode === job.mode &&
      run.precision === precision &&
      distance(run) <= Math.log(RUN_SIZE_CLASS_FACTOR),
  );
  return candidates.sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

export interface MeasuredTrainingTime {
  hours: number;
  tokensPerSecond: number;
  basis: string;
}

/**
 * Hours of `tokens` on `count` GPUs at the run's tokens/s per GPU scaled by the run's
 * parameters over the job's active ones, plus the overhead (the runs time training steps
 * only). The per-GPU rate of the run's GPU count is kept at other counts.
 */
export function measuredTrainingTime(
  run: PublishedTrainingRun,
  activeParametersBillions: number,
  tokens: number,
  count: number,
  overheadFraction: number,
): MeasuredTrainingTime {
  const scale = run.parametersBillions / activeParametersBillions;
  const perGpu = run.tokensPerSecondPerGpu * scale;
  const hours = (tokens / (perGpu * count) / 3600) * (1 + overheadFraction);
  const basis =
    `Measured: ${run.model} ${run.mode === 'LORA' ? 'LoRA' : 'full fine-tuning (SFT)'} at ${run.tokensPerSecondPerGpu} tokens/s per GPU ` +
    `(${run.setting}; ${run.source}) x ${run.parametersBillions} / ${activeParametersBillions} B parameters = ` +
    `${Math.round(perGpu)} tokens/s per GPU x ${count} GPUs, x (1 + ${overheadFraction} overhead). ` +
    `The run's per-GPU rate is kept at ${count} GPUs; its recomputation setting is not published.`;
  return { hours, tokensPerSecond: tokens / (hours * 3600), basis };
}

/** A training job's speed on one setup, as planJob reports it. */
export interface PlannedTrainingSpeed {
  hours: number;
  tokensPerSecond: number;
  speedBasis: 'MEASURED' | 'ESTIMATED';
  basis: string;
  /** The MFU the estimate assumes; null for a measured run. */
  mfu: number | null;
  sources: string[];
}

/**
 * Measured first: the published run that covers the job (matchPublishedRun) unless the
 * caller set an MFU, which states their own assumption; otherwise the MFU estimate. Null
 * when neither exists (no tensor TFLOPS on record).
 */
export function plannedTrainingSpeed(
  compute: TrainingCompute,
  job: {
    mode: Exclude<JobMode, 'SERVING'>;
    precision: string;
    parametersBillions: number;
    activeParametersBillions: number;
    tokens: number;
    mfu: number | null;
    overheadFraction: number;
  },
  gpu: JobGpu,
  count: number,
): PlannedTrainingSpeed | null {
  const run = job.mfu === null ? matchPublishedRun({ ...job, gpuSlug: gpu.slug }) : null;
  if (run) {
    const m = measuredTrainingTime(
      run,
      job.activeParametersBillions,
      job.tokens,
      count,
      job.overheadFraction,
    );
    return { ...m, speedBasis: 'MEASURED', mfu: null, sources: [run.source] };
  }
  const mfu = job.mfu ?? defaultTrainingMfu(gpu, job.mode);
  const t = trainingTime(compute, job.tokens, gpu, count, mfu, job.overheadFraction);
  return t && { ...t, speedBasis: 'ESTIMATED', mfu, sources: [] };
}
