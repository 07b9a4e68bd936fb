/**
 * Input of the v2 estimate, its validation, and how the architecture is resolved: from the
 * catalog entry named by `model`, then explicit fields override it; without a model, from
 * `architecture` fields and/or a parameter count (a plausible shape is derived and the
 * derivation is stated as an assumption).
 */
import { DEFAULT_LORA_RANK, type OptimizerName } from './constants';
import {
  STATED_BITS_FORMATS,
  isKvPrecision,
  isWeightFormat,
  type KvPrecision,
  type WeightFormat,
} from './formats';
import type { ModelArchitecture } from './model-spec';

export type { ModelCatalog } from './model-spec';
import { LORA_TARGETS, type LoraTargets } from './training';
import { deriveArchitecture } from './derive';
import { MemoryInputError } from './input-error';

export { deriveArchitecture };

export const MEMORY_MODES = ['INFERENCE', 'TRAINING', 'LORA', 'QLORA'] as const;
export type MemoryMode = (typeof MEMORY_MODES)[number];
export const OPTIMIZERS: readonly OptimizerName[] = ['ADAMW', 'ADAM', 'ADAM_8BIT', 'ADAFACTOR', 'SGD'];
export const PARALLELISMS = ['TENSOR', 'LAYER'] as const;
export type Parallelism = (typeof PARALLELISMS)[number];
export const ZERO_STAGES = [0, 1, 2, 3] as const;
export type ZeroStage = (typeof ZERO_STAGES)[number];

export interface MemoryEstimateV2Input {
  /** Catalog slug, e.g. "llama-3.1-70b"; the architecture comes from the catalog. */
  model?: string | null;
  /** A Hugging Face config.json (its text); the architecture comes from it (instead of `model`). */
  config?: string | null;
  /** The model's model.safetensors.index.json (its text): total_size gives the parameter count. */
  safetensorsIndex?: string | null;
  /** Total parameters in billions; overrides the catalog's figure. */
  parametersBillions?: number | null;
  /** Active parameters per token in billions (MoE); overrides the catalog's figure. */
  activeParametersBillions?: number | null;
  /** Architecture fields that override the catalog's (or the derived) shape. */
  architecture?: Partial<ModelArchitecture> | null;
  mode: MemoryMode;
  /** Weight format; for QLORA the frozen base is NF4_DQ unless another 4-bit format is given. */
  precision: WeightFormat;
  /** KV cache precision (inference); 16-bit when missing. */
  kvCachePrecision?: KvPrecision | null;
  optimizer?: OptimizerName | null;
  batchSize?: number | null;
  /** Context length for inference, sequence length for training. */
  sequenceLength?: number | null;
  /** Default: on for LORA and QLORA, off for full TRAINING. */
  gradientCheckpointing?: boolean | null;
  /** Default true (FlashAttention / SDPA): attention scores are not stored. */
  flashAttention?: boolean | null;
  loraRank?: number | null;
  loraTargets?: LoraTargets | null;
  /** Adapter weights and gradients: FP32 (PEFT's default) or BF16 (the QLoRA reference code). */
  adapterPrecision?: 'FP32' | 'BF16' | null;
  /** Group size of GPTQ/AWQ/INT4 (default 128). */
  groupSize?: number | null;
  /** Average bits per weight of an EXL2/EXL3 file (the bitrate it was made at); 4.0 when absent. */
  bitsPerWeight?: number | null;
  /** GPUs the model is split across (default 1). */
  gpuCount?: number | null;
  /** Inference split: TENSOR (vLLM, default) or LAYER (llama.cpp / accelerate, default for GGUF). */
  parallelism?: Parallelism | null;
  /** Training across gpuCount data-parallel GPUs with ZeRO stage 0-3 (default 0). */
  zeroStage?: ZeroStage | null;
  /** Share (0-1) of the weights kept in CPU RAM instead of the GPUs. */
  offloadWeightsFraction?: number | null;
  /** Optimizer state (and FP32 master weights) in CPU RAM (ZeRO-Offload). */
  offloadOptimizer?: boolean | null;
  /** Training: the sharded weights in CPU RAM, gathered a layer at a time (FSDP CPU offload, ZeRO-3 offload_param). */
  offloadParameters?: boolean | null;
  /** Sliding-window layers cache only their window (default true). */
  slidingWindowCache?: boolean | null;
}

export { MemoryInputError };

/** Upper bounds that keep the arithmetic meaningful and bounded. */
export const INPUT_LIMITS = {
  parametersBillions: 10_000,
  sequenceLength: 10_000_000,
  batchSize: 100_000,
  gpuCount: 1024,
  loraRank: 4096,
  groupSize: 4096,
  layers: 1000,
  width: 1_000_000,
  /** Stated bits per weight: ExLlama files are made at 2 to 8, dynamic GGUF quants go down to about 1.5. */
  minBitsPerWeight: 1,
  maxBitsPerWeight: 8.5,
} as const;

function positive(field: string, value: number | null | undefined, integer: boolean, max: number): void {
  if (value == null) return;
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value)) || value > max) {
    throw new MemoryInputError(
      `${field} must be a positive ${integer ? 'integer' : 'number'} up to ${max}, got ${value}.`,
      field,
    );
  }
}

export function validateInput(input: MemoryEstimateV2Input): void {
  if (!(MEMORY_MODES as readonly string[]).includes(input.mode)) {
    throw new MemoryInputError(
      `Unknown mode ${String(input.mode)}; expected ${MEMORY_MODES.join(', ')}.`,
      'mode',
    );
  }
  if (!isWeightFormat(input.precision)) {
    throw new MemoryInputError(`Unknown precision ${String(input.precision)}.`, 'precision');
  }
  if (input.kvCachePrecision != null && !isKvPrecision(input.kvCachePrecision)) {
    throw new MemoryInputError(
      `Unknown KV cache precision ${String(input.kvCachePrecision)}.`,
      'kvCachePrecision',
    );
  }
  if (input.optimizer != null && !OPTIMIZERS.includes(input.optimizer)) {
    throw new MemoryInputError(`Unknown optimizer ${String(input.optimizer)}.`, 'optimizer');
  }
  if (input.loraTargets != null && !(LORA_TARGETS as readonly string[]).includes(input.loraTargets)) {
    throw new MemoryInputError(`Unknown LoRA targets ${String(input.loraTargets)}.`, 'loraTargets');
  }
  if (input.adapterPrecision != null && !['FP32', 'BF16'].includes(input.adapterPrecision)) {
    throw new MemoryInputError(`adapterPrecision must be FP32 or BF16.`, 'adapterPrecision');
  }
  if (input.parallelism != null && !(PARALLELISMS as readonly string[]).includes(input.parallelism)) {
    throw new MemoryInputError(`Unknown parallelism ${String(input.parallelism)}.`, 'parallelism');
  }
  if (input.zeroStage != null && !(ZERO_STAGES as readonly number[]).includes(input.zeroStage)) {
    throw new MemoryInputError(`zeroStage must be 0, 1, 2 or 3.`, 'zeroStage');
  }
  positive('parametersBillions', input.parametersBillions, false, INPUT_LIMITS.parametersBillions);
  positive(
    'activeParametersBillions',
    input.activeParametersBillions,
    false,
    INPUT_LIMITS.parametersBillions,
  );
  positive('batchSize', input.batchSize, true, INPUT_LIMITS.batchSize);
  positive('sequenceLength', input.sequenceLength, true, INPUT_LIMITS.sequenceLength);
  positive('gpuCount', input.gpuCount, true, INPUT_LIMITS.gpuCount);
  positive('loraRank', input.loraRank, true, INPUT_LIMITS.loraRank);
  positive('groupSize', input.groupSize, true, INPUT_LIMITS.groupSize);
  if (input.bitsPerWeight != null) {
    const b = input.bitsPerWeight;
    if (!Number.isFinite(b) || b < INPUT_LIMITS.minBitsPerWeight || b > INPUT_LIMITS.maxBitsPerWeight)
      throw new MemoryInputError(
        `bitsPerWeight must be between ${INPUT_LIMITS.minBitsPerWeight} and ${INPUT_LIMITS.maxBitsPerWeight}, got ${b}.`,
        'bitsPerWeight',
      );
    if (!STATED_BITS_FORMATS.includes(input.precision))
      throw new MemoryInputError(
        `bitsPerWeight applies to ${STATED_BITS_FORMATS.join(', ')} only; the other formats have fixed bits.`,
        'bitsPerWeight',
      );
  }
  const f = input.offloadWeightsFraction;
  if (f != null && (!Number.isFinite(f) || f < 0 || f >= 1)) {
    throw new MemoryInputError(
      'offloadWeightsFraction must be at least 0 and below 1.',
      'offloadWeightsFraction',
    );
  }
  if (input.offloadParameters && input.mode === 'INFERENCE') {
    throw new MemoryInputError(
      'offloadParameters is for the training modes; use offloadWeightsFraction for inference.',
      'offloadParameters',
    );
  }
  if (input.mode === 'TRAINING' && !['FP32', 'FP16', 'BF16'].includes(input.precision)) {
    throw new MemoryInputError(
      `Full training in ${input.precision} is not supported; use FP32, FP16 or BF16, or QLORA for 4-bit.`,
      'precision',
    );
  }
  const a = input.architecture;
  if (a) {
    for (const key of ['layers', 'attentionHeads', 'kvHeads'] as const) {
      positive(`architecture.${key}`, a[key], true, INPUT_LIMITS.layers * 1000);
    }
    for (const key of ['hiddenSize', 'headDim', 'intermediateSize', 'vocabSize'] as const) {
      positive(`architecture.${key}`, a[key], true, INPUT_LIMITS.width * 10);
    }
  }
}

export { DEFAULT_LORA_RANK };
