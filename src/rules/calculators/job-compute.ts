/**
 * How long a job takes on one setup (issue 31): training compute from the model and the
 * tokens, and serving capacity from memory bandwidth, compute and the KV cache. Pure: the
 * plan (job-plan.ts) hands in the model's figures and the GPU's.
 *
 * Training: FLOPs = k x N x D (N parameters, active ones for a mixture of experts; D tokens)
 * with k = 6 for dense training (forward 2N, backward 4N; PaLM's MFU definition), 4 for
 * LoRA/QLoRA (the frozen base computes no weight gradients), plus 2 when activations are
 * recomputed; hours = FLOPs / (GPUs x dense FP16 tensor TFLOPS x MFU x scaling) x (1 + overhead).
 *
 * Serving: one decode step of B sequences reads the active weights once and every
 * sequence's KV cache, and computes 2N FLOPs per sequence; each user gets one token per
 * step. The users a setup sustains is the largest B whose step still gives each user the
 * asked rate and whose KV caches fit in the memory left beside the weights.
 */
import { dataParallelSpeedup } from './cloud-work';
import {
  DECODE_BANDWIDTH_EFFICIENCY,
  DECODE_OVERHEAD_SECONDS_PER_LAYER,
  PREFILL_MFU,
  TENSOR_PARALLEL_EFFICIENCY,
} from './memory/constants';

/** What the job does with the model. */
export type JobMode = 'PRETRAIN' | 'FULL_FINE_TUNE' | 'LORA' | 'QLORA' | 'SERVING';

/**
 * Training FLOPs per parameter per token: forward 2N plus backward 4N (activation and weight
 * gradients). @source paper-palm-2022 (appendix B, the MFU definition)
 */
export const TRAINING_FLOPS_PER_PARAMETER_TOKEN = 6;
/**
 * LoRA/QLoRA: the frozen base still runs forward (2N) and passes activation gradients back
 * (2N) but computes no weight gradients (2N saved); the adapters add well under 1 %. The
 * LoRA paper measured a 25 % speed-up over full fine-tuning of GPT-3 175B, less than the
 * 1.5x the FLOPs promise, so this is the optimistic end. @source paper-lora-2021
 */
export const LORA_FLOPS_PER_PARAMETER_TOKEN = 4;
/** Gradient checkpointing reruns the forward pass in the backward pass. @source paper-korthikanti-2022 */
export const RECOMPUTE_FLOPS_PER_PARAMETER_TOKEN = 2;
/** Generating or reading a token: 2N FLOPs. @source paper-palm-2022 */
export const INFERENCE_FLOPS_PER_PARAMETER_TOKEN = 2;
/**
 * QLoRA dequantizes each 4-bit block of the base before every matmul, forward and backward,
 * which the FLOP count does not see. @source paper-qlora-2023
 * @estimate 1.25x the LoRA time (the paper reports slower steps than LoRA without a single figure).
 */
export const QLORA_DEQUANT_OVERHEAD = 1.25;

/**
 * Model FLOPs utilization of training on datacenter GPUs (SXM, or PCIe cards without a
 * display): PaLM reached 46.2 % on TPU v4, Megatron-LM 52 % of A100 peak at scale, llm.c
 * "up to ~60 %" for GPT-2 on 8x A100 SXM. @source paper-palm-2022, paper-megatron-2019
 * @estimate 0.45, calibrated on those runs.
 */
export const DATACENTER_TRAINING_MFU = 0.45;
/**
 * Consumer and workstation cards: smaller batches fit, PCIe instead of NVLink, and clocks
 * that drop under sustained load. @estimate 0.35; no published MFU of such runs checked.
 */
export const CONSUMER_TRAINING_MFU = 0.35;
/**
 * Data-parallel scaling per extra GPU within one NVLink/SXM node (gradients all-reduced over
 * NVLink). @estimate 0.95: llm.c and Megatron-LM report near-linear scaling inside a node.
 * Without NVLink the plan uses Lambda's measured 1.8x for two GPUs (dataParallelSpeedup).
 */
export const NVLINK_DATA_PARALLEL_EFFICIENCY = 0.95;
/**
 * Time beyond the training steps: checkpoints, evaluation, data loading stalls, restarts.
 * @estimate 5 %.
 */
export const DEFAULT_OVERHEAD_FRACTION = 0.05;

/** The GPU figures the time estimate reads. */
export interface JobGpu {
  slug: string;
  /** Dense FP16/BF16 tensor TFLOPS per board. */
  fp16TensorTflops?: number | null;
  memoryBandwidthGBs: number;
  formFactor: string;
  nvlink: boolean;
  gpusPerBoard?: number | null;
}

/**
 * LoRA/QLoRA reach a lower utilisation than pre-training: the adapters' small matmuls and the
 * frozen base's skipped weight gradients leave the tensor cores idle more often. NeMo 24.07 on
 * DGX-H100 (FP8) measured Llama 2 7B LoRA at 673 model TFLOPS per GPU against 776 for
 * pre-training (13B 733/754, 70B 705/759); the ratio of the 7B runs, the lowest of the three,
 * scales the MFU. The only published BF16 LoRA run checked (NeMo AutoModel, Llama 3 70B, 176
 * TFLOPS, 17.8 % of peak) is slower still; docs/planning.md compares both.
 * @source bench-nemo-performance-summary-2024
 */
export const LORA_MFU_RATIO = 673 / 776;

/** The calibrated MFU for a GPU class (see DATACENTER_TRAINING_MFU), lower for adapters (LORA_MFU_RATIO). */
export function defaultTrainingMfu(gpu: Pick<JobGpu, 'formFactor' | 'nvlink'>, mode?: JobMode): number {
  const base =
    gpu.formFactor === 'SXM' || gpu.formFactor === 'OAM' ? DATACENTER_TRAINING_MFU : CONSUMER_TRAINING_MFU;
  return mode === 'LORA' || mode === 'QLORA' ? base * LORA_MFU_RATIO : base;
}

export interface TrainingCompute {
  flops: number;
  flopsPerParameterToken: number;
  /** Multiplies the time for what the FLOPs do not count (QLoRA dequantization). */
  slowdown: number;
  basis: string;
}

/** Training FLOPs for the mode; `parametersBillions` is the active count for a mixture of experts. */
export function trainingCompute(
  mode: Exclude<JobMode, 'SERVING'>,
  parametersBillions: number,
  tokens: number,
  recompute: boolean,
): TrainingCompute {
  const adapters = mode === 'LORA' || mode === 'QLORA';
  const base = adapters ? LORA_FLOPS_PER_PARAMETER_TOKEN : TRAINING_FLOPS_PER_PARAMETER_TOKEN;
  const k = base + (recompute ? RECOMPUTE_FLOPS_PER_PARAMETER_TOKEN : 0);
  const flops = k * parametersBillions * 1e9 * tokens;
  const slowdown = mode === 'QLORA' ? QLORA_DEQUANT_OVERHEAD : 1;
  const basis =
    `${k} x ${parametersBillions} B parameters x ${tokens.toExponential(2)} tokens = ${flops.toExponential(2)} FLOPs ` +
    `(${base}N per token${adapters ? ' for adapters on a frozen base' : ''}` +
    `${recompute ? `, +${RECOMPUTE_FLOPS_PER_PARAMETER_TOKEN}N to recompute activations` : ''})` +
    `${slowdown !== 1 ? `, x${slowdown} for QLoRA's dequantization` : ''}.`;
  return { flops, flopsPerParameterToken: k, slowdown, basis };
}

/** GPUs' worth of speed n GPUs give in data parallel. */
export function effectiveGpus(gpu: Pick<JobGpu, 'formFactor' | 'nvlink'>, count: number): number {
  if (count <= 1) return 1;
  if (gpu.formFactor === 'SXM' || gpu.formFactor === 'OAM') return count * NVLINK_DATA_PARALLEL_EFFICIENCY;
  return dataParallelSpeedup(count);
}

export interface TrainingTime {
  hours: number;
  /** Sustained training FLOPS of the setup. */
  sustainedTflops: number;
  tokensPerSecond: number;
  basis: string;
}

/** Wall-clock hours of a training job on `count` GPUs; null without tensor TFLOPS for the card. */
export function trainingTime(
  compute: TrainingCompute,
  tokens: number,
  gpu: JobGpu,
  count: number,
  mfu: number,
  overheadFraction: number,
): TrainingTime | null {
  if (gpu.fp16TensorTflops == null || gpu.fp16TensorTflops <= 0) return null;
  const boards = Math.max(1, gpu.gpusPerBoard ?? 1);
  const perGpu = gpu.fp16TensorTflops / boards;
  const gpus = effectiveGpus(gpu, count);
  const sustainedTflops = perGpu * gpus * mfu;
  const seconds = (compute.flops / (sustainedTflops * 1e12)) * compute.slowdown;
  const hours = (seconds / 3600) * (1 + overheadFraction);
  const basis =
    `${compute.flops.toExponential(2)} FLOPs / (${perGpu} TFLOPS x ${gpus.toFixed(2)} GPUs' worth x MFU ${mfu})` +
    `${compute.slowdown !== 1 ? ` x ${compute.slowdown}` : ''} x (1 + ${overheadFraction} overhead).`;
  return { hours, sustainedTflops, tokensPerSecond: tokens / (hours * 3600), basis };
}

/** What a decode step reads and computes for the serving estimate. */
export interface ServingProfile {
  /** Weight bytes read per step (active experts for a mixture of experts). */
  weightBytesPerToken: number;
  /** KV bytes one sequence holds per token of context. */
  kvBytesPerContextToken: number;
  contextTokens: number;
  /** 2 x active parameters. */
  flopsPerToken: number;
  layers: number;
}

export interface ServingSetup {
  gpu: JobGpu;
  count: number;
  /** Splits each step over the GPUs (vLLM); a layer split (llama.cpp) runs them in turn. */
  tensorParallel: boolean;
  /** Memory left for more sequences' KV caches over all GPUs, after one sequence at the context. */
  freeBytes: number;
  /** A measured single-stream tokens/s for this GPU, count and model class, when one exists. */
  measuredSingleStream: number | null;
}

export interface ServingCapacity {
  /** Tokens/s one user gets alone. */
  singleStreamTokensPerSecond: number;
  /** Users the setup serves at the asked rate each (0 when even one is slower). */
  users: number;
  usersBySpeed: number;
  usersByMemory: number;
  /** Tokens/s summed over `users` at the asked rate. */
  aggregateTokensPerSecond: number;
  /** Prompt tokens/s (compute bound), null without tensor TFLOPS. */
  prefillTokensPerSecond: number | null;
  basis: string;
}

/** Most concurrent sequences the search considers (vLLM's default max_num_seqs is 256). */
export const MAX_BATCH_SEQUENCES = 1024;

/** Seconds per decode step of `batch` sequences, estimated (see the file comment). */
export function decodeStepSeconds(profile: ServingProfile, setup: ServingSetup, batch: number): number {
  const { gpu, count } = setup;
  const boards = Math.max(1, gpu.gpusPerBoard ?? 1);
  const parallel = setup.tensorParallel && count > 1 ? count * TENSOR_PARALLEL_EFFICIENCY : 1;
  const bandwidth = (gpu.memoryBandwidthGBs / boards) * 1e9 * DECODE_BANDWIDTH_EFFICIENCY * parallel;
  // A generation fills the context: on average half of it is read per step.
  const kvRead = profile.kvBytesPerContextToken * (profile.contextTokens / 2) * batch;
  const memorySeconds = (profile.weightBytesPerToken + kvRead) / bandwidth;
  const tflops = gpu.fp16TensorTflops != null ? (gpu.fp16TensorTflops / boards) * parallel : null;
  const computeSeconds = tflops ? (profile.flopsPerToken * batch) / (tflops * 1e12 * PREFILL_MFU) : 0;
  return profile.layers * DECODE_OVERHEAD_SECONDS_PER_LAYER + Math.max(memorySeconds, computeSeconds);
}

/** Users a setup sustains at `tokensPerSecondEach`, by speed and by KV-cache memory. */
export function servingCapacity(
  profile: ServingProfile,
  setup: ServingSetup,
  tokensPerSecondEach: number,
): ServingCapacity {
  const estimatedOne = decodeStepSeconds(profile, setup, 1);
  // A measurement replaces the estimated single-stream step; batching adds the estimated KV reads and compute.
  const measuredOne = setup.measuredSingleStream ? 1 / setup.measuredSingleStream : null;
  const step = (batch: number) =>
    measuredOne === null
      ? decodeStepSeconds(profile, setup, batch)
      : measuredOne + decodeStepSeconds(profile, setup, batch) - estimatedOne;
  const kvPerUser = profile.kvBytesPerContextToken * profile.contextTokens;
  const usersByMemory = Math.min(
    MAX_BATCH_SEQUENCES,
    1 + Math.max(0, Math.floor(setup.freeBytes / Math.max(1, kvPerUser))),
  );
  const target = 1 / tokensPerSecondEach;
  let usersBySpeed = 0;
  // step() grows with the batch: binary search the largest batch whose step meets the rate.
  let low = 1;
  let high = MAX_BATCH_SEQUENCES;
  if (step(1) <= target) {
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (step(mid) <= target) low = mid;
      else high = mid - 1;
    }
    usersBySpeed = low;
  }
  const users = Math.min(usersBySpeed, usersByMemory);
  const boards = Math.max(1, setup.gpu.gpusPerBoard ?? 1);
  const tflops = setup.gpu.fp16TensorTflops;
  const parallel = setup.tensorParallel && setup.count > 1 ? setup.count * TENSOR_PARALLEL_EFFICIENCY : 1;
  const prefill = tflops ? ((tflops / boards) * 1e12 * PREFILL_MFU * parallel) / profile.flopsPerToken : null;
  const basis =
    `Each decode step reads ${(profile.weightBytesPerToken / 1e9).toFixed(1)} GB of weights once and each user's KV cache ` +
    `(${(kvPerUser / 1e9).toFixed(2)} GB at ${profile.contextTokens} tokens, half of it read per step on average) at ` +
    `${DECODE_BANDWIDTH_EFFICIENCY} of the memory bandwidth${parallel > 1 ? ` x ${setup.count} GPUs x ${TENSOR_PARALLEL_EFFICIENCY}` : ''}, ` +
    `or computes 2N per user at MFU ${PREFILL_MFU}, whichever is slower` +
    `${measuredOne !== null ? `; the single-user step is the measured ${setup.measuredSingleStream} tokens/s` : ''}. ` +
    `Speed allows ${usersBySpeed} users at ${tokensPerSecondEach} tokens/s each, memory ${usersByMemory} KV caches.`;
  return {
    singleStreamTokensPerSecond: 1 / step(1),
    users,
    usersBySpeed,
    usersByMemory,
    aggregateTokensPerSecond: users * tokensPerSecondEach,
    prefillTokensPerSecond: prefill,
    basis,
  };
}
