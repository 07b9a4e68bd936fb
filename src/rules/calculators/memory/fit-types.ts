/** The shapes of GPU fits (fitting.ts): the cards, the options and a setup that holds an estimate. */
import type { SoftwareStack, StackSupportIndex } from '../../analysis/software-stacks';
import type { FitRuntime } from './fit-constants';
import type { ThroughputEstimate } from './throughput';
import type { MemoryAmount } from './units';

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
  /** The maker (NVIDIA, AMD, Intel): stacks and the vendor tie-break. */
  vendor?: string | null;
  /** The architecture computes in FP8 (software-support row); null when not on record. */
  fp8?: boolean | null;
  /** NVIDIA compute capability, e.g. "8.6" (FP8 weight-only needs 8.0 and up). */
  computeCapability?: string | null;
  /** GDDR6X, HBM3, ... (HBM modules have no Vulkan driver on record). */
  memoryType?: string | null;
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
  /** The runtime whose reserve applies; default from the estimate (defaultRuntime). */
  runtime?: FitRuntime | null;
  /** Only cards this stack runs; default any the work runs on (judged when `support` is given). */
  stack?: SoftwareStack | null;
  /** Software-support rows by architecture (ROCm and oneAPI status). */
  support?: StackSupportIndex | null;
}

export interface GpuFit {
  gpu: FitGpu;
  gpuCount: number;
  /** Boards to buy (a dual-GPU board provides two GPUs). */
  boards: number;
  memoryPerGpu: MemoryAmount;
  requiredPerGpu: MemoryAmount;
  /** What the runtime keeps for itself on each GPU (vLLM: 10 % of the card). */
  runtimeReserve: MemoryAmount;
  /** Memory left on the busiest GPU after the requirement and the runtime's reserve. */
  headroom: MemoryAmount;
  runtime: FitRuntime;
  /** Little headroom left (see MARGINAL_HEADROOM_FRACTION). */
  marginal: boolean;
  /** What would make a marginal setup comfortable; empty otherwise. */
  comfortableWith: string[];
  /** Techniques the setup relies on (sharding, FP8 weight-only), in words. */
  techniques: string[];
  priceUsd: number;
  priceCondition: 'NEW' | 'USED';
  /** Inference only. */
  throughput: ThroughputEstimate | null;
  /** What it takes to house the setup (see setupFor). */
  setup: GpuSetup;
}
