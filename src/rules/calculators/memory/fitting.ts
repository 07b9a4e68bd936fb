/**
 * Which cards hold an estimate: single cards and 2x/4x (8x on request) of one model, priced
 * and ranked, each with the headroom its runtime leaves.
 *
 * - Memory is compared in bytes: a card's nominal `vramGb` is binary (x 2^30), split evenly
 *   across the GPUs of a dual-GPU board (a K80 is two GPUs of 12 GB).
 * - The requirement per GPU comes from the estimate made for that GPU count (tensor or
 *   layer split, ZeRO), so replicated parts are counted on every GPU. Training and
 *   fine-tuning on several GPUs are sharded (FSDP / ZeRO-3) unless the input names a stage.
 * - The runtime keeps its reserve (RUNTIME_MEMORY_FRACTION: vLLM plans with 90 % of the card);
 *   a setup with little headroom left is marked marginal, with what would make it comfortable.
 * - By default only cards a desktop can use (PCIe, with a fan), that current frameworks
 *   support, that run the chosen stack (or one the work runs on) and, for FP8 weights, that
 *   compute in FP8 or serve it weight-only (Ampere, vLLM's Marlin kernels), and only with a price.
 * - Ranked by fewest GPUs (FIT_ORDER_DEFAULT; PRICE on request), then by total price, then by
 *   estimated decode speed; vendor order only as a tie-break for training and fine-tuning.
 */
import { pricedAt } from '../../analysis/price-age';
import { stackFor, vendorTieBreak } from '../../analysis/software-stacks';
import type { Workload } from '../../../catalog/fields';
import { estimateMemoryV2 } from './estimate';
import { comfortFor } from './fit-comfort';
import type { MemoryEstimateV2Input, MemoryMode, ModelCatalog } from './input';
import type { MemoryEstimateV2 } from './result';
import { estimateThroughput } from './throughput';
import { weightFormatInfo } from './formats';
import { amount, cardBytes } from './units';
import {
  FP4_WEIGHT_ONLY_TECHNIQUE,
  FP8_WEIGHT_ONLY_TECHNIQUE,
  fp8Support,
  nvfp4Support,
  SHARDED_TECHNIQUE,
  stackTechnique,
} from './fit-support';
import type { FitGpu, FitOptions, GpuFit, GpuSetup } from './fit-types';
import {
  DEFAULT_FIT_GPU_COUNTS,
  DESKTOP_MAX_GPUS,
  EXLLAMA_VENDORS,
  FIT_CUDA_FIRST_MODES,
  NATIVE_FP8_WEIGHT_FORMATS,
  NVIDIA_FP4_WEIGHT_FORMATS,
  RUNTIME_MEMORY_FRACTION,
  WORKSTATION_MAX_GPUS,
  type FitRuntime,
} from './fit-constants';

export type { FitCondition, FitGpu, FitOptions, FitOrder, GpuFit, GpuSetup } from './fit-types';
export {
  FP4_WEIGHT_ONLY_TECHNIQUE,
  FP8_WEIGHT_ONLY_TECHNIQUE,
  fp8Support,
  nvfp4Support,
  SHARDED_TECHNIQUE,
} from './fit-support';

/** GPU counts tried when none are given: 1, 2 and 4 (8 on request). See DEFAULT_FIT_GPU_COUNTS. */
export const DEFAULT_GPU_COUNTS: readonly number[] = DEFAULT_FIT_GPU_COUNTS;
const MAX_RESULTS = 100;

/**
 * What a setup needs around it: SXM/OAM modules and passive cards need a server chassis
 * whatever their count; PCIe cards with a fan fit a desktop up to DESKTOP_MAX_GPUS boards, a
 * workstation or an open frame up to WORKSTATION_MAX_GPUS, a server beyond.
 */
export function setupFor(gpu: FitGpu, boards: number): GpuSetup {
  if (!isDesktopUsable(gpu) || boards > WORKSTATION_MAX_GPUS) return 'SERVER';
  return boards > DESKTOP_MAX_GPUS ? 'WORKSTATION' : 'DESKTOP';
}

export function isDesktopUsable(gpu: FitGpu): boolean {
  return gpu.formFactor.toUpperCase() === 'PCIE' && (gpu.coolerStyle ?? '').toUpperCase() !== 'PASSIVE';
}

/** The kind of work a memory mode is, for stacks and the vendor tie-break. */
export function workloadOfMode(mode: MemoryMode): Workload {
  return mode === 'INFERENCE' ? 'INFERENCE' : mode === 'TRAINING' ? 'TRAINING' : 'FINE_TUNING';
}

/**
 * The runtime an estimate is judged for: llama.cpp for GGUF, ExLlama for EXL2/EXL3 (the only
 * runtime that loads them: doc-exllamav2-convert), vLLM for other inference, PyTorch for training.
 */
export function defaultRuntime(estimate: Pick<MemoryEstimateV2, 'mode' | 'weightFormat'>): FitRuntime {
  if (estimate.mode !== 'INFERENCE') return 'TRANSFORMERS';
  if (weightFormatInfo(estimate.weightFormat).runtime === 'EXLLAMA') return 'EXLLAMA';
  return estimate.weightFormat.startsWith('GGUF') ? 'LLAMA_CPP' : 'VLLM';
}

/** True when the estimate at this count is sharded by default (training modes, no stage named). */
export function shardedByDefault(input: MemoryEstimateV2Input, gpuCount: number): boolean {
  return input.mode !== 'INFERENCE' && gpuCount > 1 && input.zeroStage == null;
}

/** The estimator's input for a GPU count: training and fine-tuning shard (ZeRO-3) unless a stage is named. */
export function fitInput(input: MemoryEstimateV2Input, gpuCount: number): MemoryEstimateV2Input {
  return { ...input, gpuCount, ...(shardedByDefault(input, gpuCount) ? { zeroStage: 3 as const } : {}) };
}

/** One estimate per GPU count, each with the split the input asks for (see fitInput). */
export function estimatesForGpuCounts(
  input: MemoryEstimateV2Input,
  catalog?: ModelCatalog,
  counts: readonly number[] = DEFAULT_GPU_COUNTS,
): Map<number, MemoryEstimateV2> {
  return new Map(counts.map((gpuCount) => [gpuCount, estimateMemoryV2(fitInput(input, gpuCount), catalog)]));
}

export function fitGpus(
  estimates: ReadonlyMap<number, MemoryEstimateV2>,
  gpus: readonly FitGpu[],
  options: FitOptions = {},
): GpuFit[] {
  const first = Math.min(MAX_RESULTS, Math.max(0, options.first ?? 10));
  if (first === 0 || estimates.size === 0) return [];
  const condition = options.condition ?? 'ANY';
  const desktopOnly = options.desktopOnly ?? true;
  const counts = options.gpuCounts ?? [...estimates.keys()];
  const sample = [...estimates.values()][0];
  const runtime = options.runtime ?? defaultRuntime(sample);
  const fp8Weights = NATIVE_FP8_WEIGHT_FORMATS.includes(sample.weightFormat);
  const fp4Weights = NVIDIA_FP4_WEIGHT_FORMATS.includes(sample.weightFormat);
  const workload = workloadOfMode(sample.mode);
  const judgeStacks = options.stack != null || options.support != null;
  const fraction = RUNTIME_MEMORY_FRACTION[runtime];
  const fits: GpuFit[] = [];
  for (const gpu of gpus) {
    if (desktopOnly && !isDesktopUsable(gpu)) continue;
    if (!gpu.supported && !options.includeUnsupported) continue;
    const fp8 = fp8Weights ? fp8Support(gpu, runtime) : null;
    if (fp8Weights && !fp8) continue;
    const fp4 = fp4Weights ? nvfp4Support(gpu) : null;
    if (fp4Weights && !fp4) continue;
    if (runtime === 'EXLLAMA' && !EXLLAMA_VENDORS.includes((gpu.vendor ?? '').toUpperCase())) continue;
    if (
      judgeStacks &&
      !stackFor({ ...gpu, vendor: gpu.vendor ?? '' }, workload, options.stack, options.support)
    )
      continue;
    const price = pricedAt(gpu, condition);
    if (!price) continue;
    const perBoard = Math.max(1, gpu.gpusPerBoard);
    const memoryPerGpu = cardBytes(gpu.vramGb / perBoard);
    const usable = memoryPerGpu * fraction;
    // The cheapest count that holds the model is the only one worth listing for this card.
    for (const gpuCount of [...counts].sort((a, b) => a - b)) {
      const estimate = estimates.get(gpuCount);
      if (!estimate) continue;
      const required = estimate.perGpu.total.bytes;
      if (required > usable) continue;
      const boards = Math.ceil(gpuCount / perBoard);
      const total = boards * price.price;
      if (options.budgetUsd != null && total > options.budgetUsd) break;
      const comfort = comfortFor(estimate, { memoryPerGpu, usable, required, gpuCount });
      fits.push({
        gpu,
        gpuCount,
        boards,
        memoryPerGpu: amount(memoryPerGpu),
        requiredPerGpu: amount(required),
        runtimeReserve: amount(memoryPerGpu - usable),
        headroom: amount(usable - required),
        runtime,
        marginal: comfort.marginal,
        comfortableWith: comfort.comfortableWith,
        techniques: [
          ...(estimate.zeroStage === 3 && gpuCount > 1 ? [SHARDED_TECHNIQUE] : []),
          ...(fp8 === 'WEIGHT_ONLY' ? [FP8_WEIGHT_ONLY_TECHNIQUE] : []),
          ...(fp4 === 'WEIGHT_ONLY' ? [FP4_WEIGHT_ONLY_TECHNIQUE] : []),
          ...stackTechnique(gpu, workload, options),
        ],
        priceUsd: total,
        priceCondition: price.condition,
        throughput: estimate.decode
          ? estimateThroughput(
              estimate.decode,
              {
                memoryBandwidthGBs: gpu.memoryBandwidthGBs,
                fp16TensorTflops: gpu.fp16TensorTflops,
                gpusPerBoard: perBoard,
              },
              gpuCount,
            )
          : null,
        setup: setupFor(gpu, boards),
      });
      break;
    }
  }
  const fewestFirst = (options.orderBy ?? 'FEWEST_GPUS') === 'FEWEST_GPUS';
  const modes = new Set([...estimates.values()].map((estimate) => estimate.mode));
  const tieBreak = FIT_CUDA_FIRST_MODES.some((mode) => modes.has(mode));
  const vendor = (fit: GpuFit) =>
    tieBreak
      ? vendorTieBreak(
          { vendor: fit.gpu.vendor ?? '', architecture: fit.gpu.architecture },
          workload,
          options.stack,
        )
      : 0;
  return fits
    .sort(
      (a, b) =>
        (fewestFirst ? a.gpuCount - b.gpuCount : 0) ||
        a.priceUsd - b.priceUsd ||
        (b.throughput?.decodeTokensPerSecond ?? 0) - (a.throughput?.decodeTokensPerSecond ?? 0) ||
        vendor(a) - vendor(b) ||
        a.gpu.slug.localeCompare(b.gpu.slug),
    )
    .slice(0, first);
}
