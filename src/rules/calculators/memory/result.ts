/** The v2 estimate's result types. Every amount is bytes with GB (10^9) and GiB (2^30). */
import type { KvPrecision, WeightFormat, WeightFormatInfo } from './formats';
import type { MemoryMode } from './input';
import type { ConfigSummary } from './resolve-model';
import type { ModelArchitecture } from './model-spec';
import type { LoraTargets } from './training';
import type { MemoryAmount } from './units';

export type MemoryLineKey =
  | 'WEIGHTS'
  | 'LORA_ADAPTERS'
  | 'KV_CACHE'
  | 'ACTIVATIONS'
  | 'GRADIENTS'
  | 'OPTIMIZER'
  | 'CUDA_CONTEXT'
  | 'FRAGMENTATION';

/** One named part of the per-GPU requirement and how it was computed. */
export interface MemoryLine {
  key: MemoryLineKey;
  label: string;
  amount: MemoryAmount;
  /** Formula with the numbers put in, in words. */
  basis: string;
  /** Source keys behind the formula or constant. */
  sources: string[];
}

/** What a generated token reads and computes, for the throughput estimate. */
export interface DecodeProfile {
  /** Weight bytes read per generated token, whole model (active experts only for MoE). */
  weightBytesPerToken: number;
  /** KV bytes read per generated token at half the context (average over a generation filling it). */
  kvBytesPerToken: number;
  /** Forward FLOPs per token (2 x active parameters). */
  flopsPerToken: number;
  /** Share of the weights kept in CPU RAM (read from host memory). */
  offloadedFraction: number;
  /** Transformer layers run per token (per-layer launch overhead). */
  layers: number;
  parallelism: 'SINGLE' | 'TENSOR' | 'LAYER';
}

export interface MemoryEstimateV2 {
  mode: MemoryMode;
  /** Weight format the estimate used (QLORA: the 4-bit base format). */
  weightFormat: WeightFormat;
  /** The format's bits per converted weight (GGUF: the file's average for this model). */
  bitsPerWeight: number;
  /** Weight bytes x 8 / parameters over the whole model, 16-bit parts included. */
  effectiveBitsPerWeight: number;
  /** The format: what it converts, where it runs natively, and its sources. */
  weightFormatInfo: WeightFormatInfo;
  kvCachePrecision: KvPrecision | null;
  model: { slug: string; name: string } | null;
  /** Set when the architecture came from a pasted config.json. */
  config: ConfigSummary | null;
  architecture: ModelArchitecture;
  /** True when the shape was derived from a parameter count. */
  architectureDerived: boolean;
  parameters: {
    totalBillions: number;
    activeBillions: number;
    trainableBillions: number;
    /** Total computed from the architecture (a check against the published figure). */
    fromArchitectureBillions: number;
  };
  sequenceLength: number;
  batchSize: number;
  gradientCheckpointing: boolean | null;
  lora: { rank: number; targets: LoraTargets } | null;
  gpuCount: number;
  parallelism: 'SINGLE' | 'TENSOR' | 'LAYER' | 'DATA_PARALLEL';
  zeroStage: number | null;
  /** The busiest GPU's requirement, line by line. */
  perGpu: { lines: MemoryLine[]; total: MemoryAmount };
  /** Sum over all GPUs. */
  allGpus: MemoryAmount;
  /** Host memory holding offloaded weights or optimizer state. */
  cpuRam: MemoryAmount;
  /** What offloading costs in speed, when anything is offloaded. */
  offloadCost: string | null;
  decode: DecodeProfile | null;
  /** Everything the estimate assumed, in words. */
  assumptions: string[];
  // Per-GPU figures in decimal GB, for the v1 API fields.
  totalGb: number;
  weightsGb: number;
  gradientsGb: number;
  optimizerGb: number;
  activationsGb: number;
  kvCacheGb: number;
  overheadGb: number;
}
