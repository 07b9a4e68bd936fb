/**
 * Which cards hold an estimate: single cards and 2x/4x (8x on request) of one model, priced
 * and ranked.
 *
 * - Memory is compared in bytes: a card's nominal `vramGb` is binary (x 2^30), split evenly
 *   across the GPUs of a dual-GPU board (a K80 is two GPUs of 12 GB).
 * - The requirement per GPU comes from the estimate made for that GPU count (tensor or
 *   layer split, ZeRO), so replicated parts are counted on every GPU.
 * - By default only cards a desktop can use (PCIe, with a fan: not passive datacenter
 *   modules), that current frameworks support (a flag the caller derives from the
 *   architecture's software-support row) and, for FP8 weights, that compute in FP8, are
 *   listed, and only with a price (new or used, per `condition`).
 * - Each setup says what it takes to house it (DESKTOP, WORKSTATION, SERVER).
 * - Ranked by fewest GPUs (FIT_ORDER_DEFAULT; PRICE on request), CUDA cards first for
 *   training and fine-tuning, then by total price, then by estimated decode speed.
 */
import { estimateMemoryV2 } from './estimate';
import type { MemoryEstimateV2Input, ModelCatalog } from './input';
import type { MemoryEstimateV2 } from './result';
import { estimateThroughput, type ThroughputEstimate } from './throughput';
import { amount, cardBytes, type MemoryAmount } from './units';
import {
  DEFAULT_FIT_GPU_COUNTS,
  DESKTOP_MAX_GPUS,
  FIT_CUDA_FIRST_MODES,
  FIT_ECOSYSTEM_VENDOR,
  NATIVE_FP8_WEIGHT_FORMATS,
  WORKSTATION_MAX_GPUS,
} from './fit-constants';

export interface FitGpu {
  slug: string;
  name: string;
  /** Per board, binary GB, as the catalog stores it. */
  vramGb: number;
  gpusPerBoard: number;
  /** PCIE | SXM | OAM */
  formFactor: string;
  /** BLOWER | OPEN_AIR | PASSIVE | LIQUID */
  coolerStyle?: string | null;
  priceUsd?: number | null;
  usedPriceUsd?: number | null;
  architecture: string;
  /** Current frameworks (CUDA/PyTorch builds) still support the architecture. */
  supported: boolean;
  /** The maker, for the CUDA-first order of training setups (NVIDIA, AMD, Intel). */
  vendor?: string | null;
  /** The architecture computes in FP8 (software-support row); null when not on record. */
  fp8?: boolean | null;
  memoryBandwidthGBs: number;
  fp16TensorTflops?: number | null;
}

export type FitCondition = 'NEW' | 'USED' | 'ANY';

/** How setups are ranked: fewest GPUs first (the default), or cheapest first. */
export type FitOrder = 'FEWEST_GPUS' | 'PRICE';

/** What it takes to house a setup. */
export type GpuSetup = 'DESKTOP' | 'WORKSTATION' | 'SERVER';

export interface FitOptions {
  gpuCounts?: readonly number[];
  condition?: FitCondition;
  /** Only PCIe cards with their own cooling (default true). */
  desktopOnly?: boolean;
  /** List cards whose architecture current frameworks dropped (default false). */
  includeUnsupported?: boolean;
  /** FEWEST_GPUS (default) or PRICE. */
  orderBy?: FitOrder;
  /** Largest total price (USD). */
  budgetUsd?: number | null;
  /** At most this many results (default 10, capped at 100). */
  first?: number;
}

export interface GpuFit {
  gpu: FitGpu;
  gpuCount: number;
  /** Boards to buy (a dual-GPU board provides two GPUs). */
  boards: number;
  memoryPerGpu: MemoryAmount;
  requiredPerGpu: MemoryAmount;
  /** Memory left on the busiest GPU. */
  headroom: MemoryAmount;
  priceUsd: number;
  priceCondition: 'NEW' | 'USED';
  /** Inference only. */
  throughput: ThroughputEstimate | null;
  /** What it takes to house the setup (see setupFor). */
  setup: GpuSetup;
}

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

/** FP8 weights need a card that computes in FP8 (see NATIVE_FP8_WEIGHT_FORMATS). */
function needsNativeFp8(estimates: ReadonlyMap<number, MemoryEstimateV2>): boolean {
  return [...estimates.values()].some((estimate) =>
    NATIVE_FP8_WEIGHT_FORMATS.includes(estimate.weightFormat),
  );
}

/** 0 for CUDA cards, 1 for the rest (see FIT_ECOSYSTEM_VENDOR). */
function ecosystemTier(gpu: FitGpu): number {
  return (gpu.vendor ?? '').toUpperCase() === FIT_ECOSYSTEM_VENDOR ? 0 : 1;
}

export function isDesktopUsable(gpu: FitGpu): boolean {
  return gpu.formFactor.toUpperCase() === 'PCIE' && (gpu.coolerStyle ?? '').toUpperCase() !== 'PASSIVE';
}

function boardPrice(
  gpu: FitGpu,
  condition: FitCondition,
): { price: number; condition: 'NEW' | 'USED' } | null {
  const newPrice = gpu.priceUsd ?? null;
  const usedPrice = gpu.usedPriceUsd ?? null;
  if (condition === 'NEW') return newPrice != null ? { price: newPrice, condition: 'NEW' } : null;
  if (condition === 'USED') return usedPrice != null ? { price: usedPrice, condition: 'USED' } : null;
  if (newPrice == null && usedPrice == null) return null;
  if (usedPrice != null && (newPrice == null || usedPrice < newPrice))
    return { price: usedPrice, condition: 'USED' };
  return { price: newPrice!, condition: 'NEW' };
}

/** One estimate per GPU count, each with the split the input asks for. */
export function estimatesForGpuCounts(
  input: MemoryEstimateV2Input,
  catalog?: ModelCatalog,
  counts: readonly number[] = DEFAULT_GPU_COUNTS,
): Map<number, MemoryEstimateV2> {
  return new Map(counts.map((gpuCount) => [gpuCount, estimateMemoryV2({ ...input, gpuCount }, catalog)]));
}

export function fitGpus(
  estimates: ReadonlyMap<number, MemoryEstimateV2>,
  gpus: readonly FitGpu[],
  options: FitOptions = {},
): GpuFit[] {
  const first = Math.min(MAX_RESULTS, Math.max(0, options.first ?? 10));
  if (first === 0) return [];
  const condition = options.condition ?? 'ANY';
  const desktopOnly = options.desktopOnly ?? true;
  const counts = options.gpuCounts ?? [...estimates.keys()];
  const fp8Only = needsNativeFp8(estimates);
  const fits: GpuFit[] = [];
  for (const gpu of gpus) {
    if (desktopOnly && !isDesktopUsable(gpu)) continue;
    if (!gpu.supported && !options.includeUnsupported) continue;
    if (fp8Only && gpu.fp8 !== true) continue;
    const price = boardPrice(gpu, condition);
    if (!price) continue;
    const perBoard = Math.max(1, gpu.gpusPerBoard);
    const memoryPerGpu = cardBytes(gpu.vramGb / perBoard);
    // The cheapest count that holds the model is the only one worth listing for this card.
    for (const gpuCount of [...counts].sort((a, b) => a - b)) {
      const estimate = estimates.get(gpuCount);
      if (!estimate) continue;
      const required = estimate.perGpu.total.bytes;
      if (required > memoryPerGpu) continue;
      const boards = Math.ceil(gpuCount / perBoard);
      const total = boards * price.price;
      if (options.budgetUsd != null && total > options.budgetUsd) break;
      fits.push({
        gpu,
        gpuCount,
        boards,
        memoryPerGpu: amount(memoryPerGpu),
        requiredPerGpu: amount(required),
        headroom: amount(memoryPerGpu - required),
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
  const cudaFirst = FIT_CUDA_FIRST_MODES.some((mode) => modes.has(mode));
  return fits
    .sort(
      (a, b) =>
        (fewestFirst ? a.gpuCount - b.gpuCount : 0) ||
        (cudaFirst ? ecosystemTier(a.gpu) - ecosystemTier(b.gpu) : 0) ||
        a.priceUsd - b.priceUsd ||
        (b.throughput?.decodeTokensPerSecond ?? 0) - (a.throughput?.decodeTokensPerSecond ?? 0) ||
        a.gpu.slug.localeCompare(b.gpu.slug),
    )
    .slice(0, first);
}
