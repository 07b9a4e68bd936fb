/**
 * Which unified-memory machines (DGX Spark, Strix Halo mini PCs, Mac Studio) hold an
 * estimate: the single-GPU estimate against the memory the machine's GPU may use by default
 * (`gpuUsableMemoryGb`, not the RAM installed), with the runtime's reserve, the headroom
 * rule of GPU setups (fit-comfort), a price and a tokens/s estimate from its bandwidth.
 *
 * A machine is one box with one GPU, so there is no count to choose and no housing to judge;
 * what differs from a card is the software: the runtime must run on one of its stacks.
 */
import { pricedAt } from '../../analysis/price-age';
import type { SystemSoftwareStack } from '../../../catalog/fields';
import { comfortFor } from './fit-comfort';
import { byPriceThenSpeed } from './machine-fit-order';
import { RUNTIME_MEMORY_FRACTION, NATIVE_FP8_WEIGHT_FORMATS, type FitRuntime } from './fit-constants';
import { defaultRuntime, type FitCondition } from './fitting';
import type { MemoryEstimateV2 } from './result';
import { estimateThroughput, type ThroughputEstimate } from './throughput';
import { amount, cardBytes, type MemoryAmount } from './units';

export interface FitSystem {
  slug: string;
  name: string;
  /** Memory the GPU may use by default, binary GB (as makers list memory). */
  gpuUsableMemoryGb: number;
  unifiedMemoryGb: number;
  memoryBandwidthGBs: number;
  fp16TensorTflops?: number | null;
  fp8: boolean;
  softwareStacks: readonly string[];
  priceUsd?: number | null;
  usedPriceUsd?: number | null;
}

export interface SystemFit {
  system: FitSystem;
  /** Memory the GPU may use (gpuUsableMemoryGb in bytes). */
  gpuUsableMemory: MemoryAmount;
  required: MemoryAmount;
  runtimeReserve: MemoryAmount;
  headroom: MemoryAmount;
  runtime: FitRuntime;
  marginal: boolean;
  comfortableWith: string[];
  /** Null when the machine has no price of the asked condition on record. */
  priceUsd: number | null;
  priceCondition: 'NEW' | 'USED' | null;
  /** Inference only. */
  throughput: ThroughputEstimate | null;
  /** What the answer rests on beyond the numbers (the runtime chosen, the memory limit). */
  notes: string[];
}

export interface SystemFitOptions {
  condition?: FitCondition;
  budgetUsd?: number | null;
  first?: number;
  /** The runtime to judge every machine for; default: the estimate's, else one the machine runs. */
  runtime?: FitRuntime | null;
}

/**
 * The stacks each runtime runs on, on these machines. vLLM: CUDA (its ROCm build lists
 * Instinct and Radeon discrete GPUs, not the Ryzen AI Max's gfx1151 integrated GPU, and it
 * has no Metal backend). llama.cpp: CUDA, HIP (ROCm), Metal and Vulkan backends. PyTorch
 * (training, Transformers): CUDA, ROCm, and Apple's MPS backend on Metal.
 * @source ref-vllm-gpu-installation, tool-llamacpp-build, ref-pytorch-mps-backend, ref-amd-rocm-strix-halo
 */
export const RUNTIME_SYSTEM_STACKS: Readonly<Record<FitRuntime, readonly SystemSoftwareStack[]>> = {
  VLLM: ['CUDA'],
  LLAMA_CPP: ['CUDA', 'ROCM', 'METAL_MLX', 'VULKAN'],
  // ExLlama: CUDA (and ROCm on discrete Radeon cards; the Ryzen AI Max's GPU is not verified).
  EXLLAMA: ['CUDA'],
  TRANSFORMERS: ['CUDA', 'ROCM', 'METAL_MLX'],
};

const MAX_RESULTS = 100;

function runsOn(runtime: FitRuntime, system: FitSystem): boolean {
  return RUNTIME_SYSTEM_STACKS[runtime].some((stack) => system.softwareStacks.includes(stack));
}

/** The runtime a machine is judged for: the asked one, else the estimate's, else llama.cpp for inference. */
function runtimeFor(
  system: FitSystem,
  estimate: MemoryEstimateV2,
  asked: FitRuntime | null | undefined,
): FitRuntime | null {
  if (asked) return runsOn(asked, system) ? asked : null;
  const preferred = defaultRuntime(estimate);
  if (runsOn(preferred, system)) return preferred;
  // EXL2/EXL3 files load only in ExLlama: no other runtime stands in for it.
  if (preferred === 'EXLLAMA') return null;
  // Inference the default runtime cannot serve here (vLLM off CUDA): llama.cpp runs on every
  // stack and, like MLX, allocates only what the estimate counts.
  return estimate.mode === 'INFERENCE' && runsOn('LLAMA_CPP', system) ? 'LLAMA_CPP' : null;
}

/**
 * The machines that hold a single-GPU estimate, fewest dollars first (a machine without a
 * price of the asked condition is listed after the priced ones, never dropped: "can I run it"
 * is answered by memory, the price only ranks).
 */
export function fitSystems(
  estimate: MemoryEstimateV2,
  systems: readonly FitSystem[],
  options: SystemFitOptions = {},
): SystemFit[] {
  const first = Math.min(MAX_RESULTS, Math.max(0, options.first ?? 10));
  if (first === 0 || estimate.gpuCount !== 1) return [];
  const condition = options.condition ?? 'ANY';
  const fp8Weights = NATIVE_FP8_WEIGHT_FORMATS.includes(estimate.weightFormat);
  const required = estimate.perGpu.total.bytes;
  const fits: SystemFit[] = [];
  for (const system of systems) {
    if (fp8Weights && !system.fp8) continue;
    const runtime = runtimeFor(system, estimate, options.runtime);
    if (!runtime) continue;
    const memory = cardBytes(system.gpuUsableMemoryGb);
    const usable = memory * RUNTIME_MEMORY_FRACTION[runtime];
    if (required > usable) continue;
    const price = pricedAt(system, condition);
    if (options.budgetUsd != null && (price == null || price.price > options.budgetUsd)) continue;
    const comfort = comfortFor(estimate, { memoryPerGpu: memory, usable, required, gpuCount: 1 });
    const notes: string[] = [];
    if (runtime !== defaultRuntime(estimate))
      notes.push(
        `Judged for ${runtime === 'LLAMA_CPP' ? 'llama.cpp' : runtime} (${defaultRuntime(estimate)} does not run on ${system.softwareStacks.join(', ')}).`,
      );
    if (system.gpuUsableMemoryGb < system.unifiedMemoryGb)
      notes.push(
        `Compared with the ${system.gpuUsableMemoryGb} GB its GPU may use by default, not the ${system.unifiedMemoryGb} GB installed.`,
      );
    fits.push({
      system,
      gpuUsableMemory: amount(memory),
      required: amount(required),
      runtimeReserve: amount(memory - usable),
      headroom: amount(usable - required),
      runtime,
      marginal: comfort.marginal,
      comfortableWith: comfort.comfortableWith,
      priceUsd: price?.price ?? null,
      priceCondition: price?.condition ?? null,
      throughput: estimate.decode
        ? estimateThroughput(estimate.decode, {
            memoryBandwidthGBs: system.memoryBandwidthGBs,
            fp16TensorTflops: system.fp16TensorTflops ?? null,
            gpusPerBoard: 1,
          })
        : null,
      notes,
    });
  }
  return fits.sort(byPriceThenSpeed((fit) => fit.system.slug)).slice(0, first);
}
