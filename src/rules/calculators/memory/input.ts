/**
 * Input of the v2 estimate, its validation, and how the architecture is resolved: from the
 * catalog entry named by `model`, then explicit fields override it; without a model, from
 * `architecture` fields and/or a parameter count (a plausible shape is derived and the
 * derivation is stated as an assumption).
 */
import { DEFAULT_LORA_RANK, type OptimizerName } from './constants';
import { isKvPrecision, isWeightFormat, type KvPrecision, type WeightFormat } from './formats';
import type { ModelArchitecture, ModelSpec } from './model-spec';
import { LORA_TARGETS, type LoraTargets } from './training';
import { deriveArchitecture } from './derive';

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

/** Bad input: `field` names the offending input field for the API error. */
export class MemoryInputError extends RangeError {
  constructor(
    message: string,
    readonly field: string,
    readonly code: 'BAD_USER_INPUT' | 'NOT_FOUND' = 'BAD_USER_INPUT',
  ) {
    super(message);
    this.name = 'MemoryInputError';
  }
}

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

export interface ResolvedModel {
  architecture: ModelArchitecture;
  spec: ModelSpec | null;
  derived: boolean;
  /** Published totals that override the computed counts (parameters, billions). */
  parametersBillions: number | null;
  activeParametersBillions: number | null;
  assumptions: string[];
}

export type ModelCatalog = ReadonlyMap<string, ModelSpec> | readonly ModelSpec[];

function lookup(catalog: ModelCatalog | undefined, slug: string): ModelSpec | undefined {
  if (!catalog) return undefined;
  const key = slug.trim().toLowerCase();
  if ('get' in catalog && typeof catalog.get === 'function')
    return (catalog as ReadonlyMap<string, ModelSpec>).get(key);
  return (catalog as readonly ModelSpec[]).find((m) => m.slug === key);
}

const ARCH_KEYS: ReadonlyArray<keyof ModelArchitecture> = [
  'layers',
  'hiddenSize',
  'attentionHeads',
  'kvHeads',
  'headDim',
  'intermediateSize',
  'vocabSize',
  'tiedEmbeddings',
  'attention',
  'mla',
  'moe',
  'slidingWindow',
];

function pickArchitecture(spec: ModelSpec): ModelArchitecture {
  const out: Record<string, unknown> = {};
  for (const key of ARCH_KEYS) if (spec[key] !== undefined) out[key] = spec[key];
  return out as unknown as ModelArchitecture;
}

export function resolveModel(input: MemoryEstimateV2Input, catalog?: ModelCatalog): ResolvedModel {
  const assumptions: string[] = [];
  const overrides = Object.fromEntries(
    Object.entries(input.architecture ?? {}).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<ModelArchitecture>;
  if (input.model != null) {
    const spec = lookup(catalog, input.model);
    if (!spec) throw new MemoryInputError(`No model "${input.model}" in the catalog.`, 'model', 'NOT_FOUND');
    const architecture = { ...pickArchitecture(spec), ...overrides };
    if (overrides.attentionHeads && !overrides.headDim && !spec.headDim) {
      architecture.headDim = Math.round(architecture.hiddenSize / architecture.attentionHeads);
    }
    if (Object.keys(overrides).length > 0) {
      assumptions.push(`Catalog shape of ${spec.name} with overrides: ${Object.keys(overrides).join(', ')}.`);
    }
    return {
      architecture,
      spec,
      derived: false,
      parametersBillions:
        input.parametersBillions ??
        (Object.keys(overrides).length ? null : (spec.parametersBillions ?? null)),
      activeParametersBillions:
        input.activeParametersBillions ??
        (Object.keys(overrides).length ? null : (spec.activeParametersBillions ?? null)),
      assumptions,
    };
  }
  const complete = ['layers', 'hiddenSize', 'attentionHeads', 'intermediateSize', 'vocabSize'].every(
    (k) => overrides[k as keyof ModelArchitecture] != null,
  );
  if (complete) {
    const heads = overrides.attentionHeads!;
    const architecture: ModelArchitecture = {
      kvHeads: heads,
      headDim: Math.round(overrides.hiddenSize! / heads),
      tiedEmbeddings: false,
      attention: 'MHA',
      ...overrides,
    } as ModelArchitecture;
    if (overrides.kvHeads != null && overrides.attention == null) {
      architecture.attention = overrides.kvHeads === 1 ? 'MQA' : overrides.kvHeads < heads ? 'GQA' : 'MHA';
    }
    return {
      architecture,
      spec: null,
      derived: false,
      parametersBillions: input.parametersBillions ?? null,
      activeParametersBillions: input.activeParametersBillions ?? null,
      assumptions,
    };
  }
  if (input.parametersBillions == null) {
    throw new MemoryInputError(
      'Give a catalog model, a parameter count, or the architecture (layers, hiddenSize, attentionHeads, intermediateSize, vocabSize).',
      'parametersBillions',
    );
  }
  const derived = { ...deriveArchitecture(input.parametersBillions, overrides.layers), ...overrides };
  if (overrides.hiddenSize && !overrides.attentionHeads)
    derived.attentionHeads = Math.max(1, Math.round(derived.hiddenSize / 128));
  if (overrides.hiddenSize && !overrides.headDim)
    derived.headDim = Math.round(derived.hiddenSize / derived.attentionHeads);
  derived.kvHeads = Math.min(derived.kvHeads, derived.attentionHeads);
  assumptions.push(
    `Architecture derived from ${input.parametersBillions}B parameters (Llama-3-like: ${derived.layers} layers, hidden ${derived.hiddenSize}, ${derived.attentionHeads} heads, ${derived.kvHeads} KV heads of ${derived.headDim}, vocabulary ${derived.vocabSize}); give a catalog model or the architecture for exact KV-cache and activation figures.`,
  );
  return {
    architecture: derived,
    spec: null,
    derived: true,
    parametersBillions: input.parametersBillions,
    activeParametersBillions: input.activeParametersBillions ?? null,
    assumptions,
  };
}

export { DEFAULT_LORA_RANK };
