import type {
  KvCachePrecision,
  MemoryEstimateInput,
  MemoryMode,
  MemoryOptimizer,
  MemoryPrecision,
  PriceCondition,
} from '../../gql/graphql';

// The choices below are keyed by the schema's enums (MemoryEstimateInput's types): a value
// the API adds or drops fails the type check until the page follows, so no option is stale.

/** Weight formats, in the order people reach for them, at the bits the API says they take. */
export const PRECISIONS: Record<MemoryPrecision, string> = {
  BF16: 'BF16 (16-bit)',
  FP16: 'FP16 (16-bit)',
  FP8: 'FP8 (Ada, Hopper, Blackwell)',
  FP8_BLOCK: 'FP8, 128x128 blocks (DeepSeek, Qwen3-FP8)',
  MXFP4: 'MXFP4 experts (gpt-oss; native on Blackwell)',
  NVFP4: 'NVFP4 (native on Blackwell)',
  INT8: 'INT8 (LLM.int8())',
  AWQ_INT4: 'AWQ 4-bit',
  GPTQ_INT4: 'GPTQ 4-bit',
  INT4: 'INT4, groups of 128',
  NF4: 'NF4 (bitsandbytes)',
  NF4_DQ: 'NF4, double quantized (QLoRA)',
  EXL2: 'EXL2 at the stated bits (ExLlamaV2)',
  EXL3: 'EXL3 at the stated bits (ExLlamaV3)',
  GGUF_Q8_0: 'GGUF Q8_0 (llama.cpp)',
  GGUF_Q6_K: 'GGUF Q6_K (llama.cpp)',
  GGUF_Q5_K_M: 'GGUF Q5_K_M (llama.cpp)',
  GGUF_Q5_K_S: 'GGUF Q5_K_S (llama.cpp)',
  GGUF_Q4_K_M: 'GGUF Q4_K_M (llama.cpp)',
  GGUF_Q4_K_S: 'GGUF Q4_K_S (llama.cpp)',
  GGUF_Q4_0: 'GGUF Q4_0 (llama.cpp)',
  GGUF_IQ4_XS: 'GGUF IQ4_XS (llama.cpp)',
  GGUF_IQ4_NL: 'GGUF IQ4_NL (llama.cpp)',
  GGUF_Q3_K_L: 'GGUF Q3_K_L (llama.cpp)',
  GGUF_Q3_K_M: 'GGUF Q3_K_M (llama.cpp)',
  GGUF_Q3_K_S: 'GGUF Q3_K_S (llama.cpp)',
  GGUF_IQ3_M: 'GGUF IQ3_M (llama.cpp)',
  GGUF_IQ3_S: 'GGUF IQ3_S (llama.cpp)',
  GGUF_IQ3_XS: 'GGUF IQ3_XS (llama.cpp)',
  GGUF_IQ3_XXS: 'GGUF IQ3_XXS (llama.cpp)',
  GGUF_Q2_K: 'GGUF Q2_K (llama.cpp)',
  GGUF_IQ2_M: 'GGUF IQ2_M (llama.cpp)',
  GGUF_IQ2_S: 'GGUF IQ2_S (llama.cpp)',
  GGUF_IQ2_XS: 'GGUF IQ2_XS (llama.cpp)',
  GGUF_IQ2_XXS: 'GGUF IQ2_XXS (llama.cpp)',
  GGUF_IQ1_M: 'GGUF IQ1_M (llama.cpp)',
  GGUF_IQ1_S: 'GGUF IQ1_S (llama.cpp)',
  GGUF_MXFP4_MOE: 'GGUF MXFP4_MOE (gpt-oss in llama.cpp)',
  GGUF_CUSTOM: 'GGUF at the stated bits (dynamic quants)',
  FP32: 'FP32 (32-bit)',
};

/** Formats whose size is the bits per weight their maker states. */
export const STATED_BITS: ReadonlySet<MemoryPrecision> = new Set(['EXL2', 'EXL3', 'GGUF_CUSTOM']);

export const MODES: Record<MemoryMode, string> = {
  INFERENCE: 'Run it (inference)',
  QLORA: 'Fine-tune with QLoRA (4-bit base)',
  LORA: 'Fine-tune with LoRA',
  TRAINING: 'Train or fully fine-tune',
};

export const OPTIMIZERS: Record<MemoryOptimizer, string> = {
  ADAMW: 'AdamW',
  ADAM: 'Adam',
  ADAM_8BIT: '8-bit Adam',
  ADAFACTOR: 'Adafactor',
  SGD: 'SGD with momentum',
};

export const KV_PRECISIONS: Record<KvCachePrecision, string> = {
  FP16: 'FP16',
  BF16: 'BF16',
  FP8: 'FP8',
  INT8: 'INT8 (q8_0)',
  INT4: 'INT4 (q4_0)',
};

/** How many GPUs a setup may have; the API considers 1, 2, 4 and 8 of one card. */
export const GPU_COUNT_CHOICES: Array<{ value: string; label: string; counts: number[] }> = [
  { value: '1', label: 'One card', counts: [1] },
  { value: '2', label: 'Up to 2 cards', counts: [1, 2] },
  { value: '4', label: 'Up to 4 cards', counts: [1, 2, 4] },
  { value: '8', label: 'Up to 8 cards', counts: [1, 2, 4, 8] },
];

/** Model sizes for asking by size, when the model is not in the catalog. */
export const MODEL_SIZES = [1, 3, 7, 8, 13, 32, 70, 405];

export interface MemoryForm {
  by: 'name' | 'size' | 'config';
  /** The catalog model's slug (by name). */
  model: string;
  /** Billions of parameters as typed (by size). */
  billions: string;
  /** A pasted config.json (by config). */
  config: string;
  /** A pasted model.safetensors.index.json, optional (by config). */
  safetensorsIndex: string;
  /** Bits per weight of an EXL2/EXL3/GGUF_CUSTOM file, as typed. */
  bitsPerWeight: string;
  precision: MemoryPrecision;
  mode: MemoryMode;
  optimizer: MemoryOptimizer;
  /** '' keeps the API's default (on for LoRA and QLoRA, off for full training). */
  checkpointing: '' | 'on' | 'off';
  kvCachePrecision: KvCachePrecision;
  batchSize: string;
  sequenceLength: string;
  condition: PriceCondition;
  gpuCounts: string;
}

export const DEFAULT_FORM: MemoryForm = {
  by: 'name',
  model: 'llama-3.1-8b',
  billions: '7',
  config: '',
  safetensorsIndex: '',
  bitsPerWeight: '4',
  precision: 'BF16',
  mode: 'INFERENCE',
  optimizer: 'ADAMW',
  checkpointing: '',
  kvCachePrecision: 'FP16',
  batchSize: '1',
  sequenceLength: '8192',
  condition: 'ANY',
  gpuCounts: '4',
};

function modelInput(form: MemoryForm): Partial<MemoryEstimateInput> {
  if (form.by === 'name') return { model: form.model };
  if (form.by === 'size') return { parametersBillions: Number(form.billions) };
  return {
    config: form.config,
    ...(form.safetensorsIndex.trim() ? { safetensorsIndex: form.safetensorsIndex } : {}),
  };
}

/** The estimate's input: the model by slug, by size or by config, and only what the form sets. */
export function toInput(form: MemoryForm): MemoryEstimateInput {
  const training = form.mode !== 'INFERENCE';
  return {
    ...modelInput(form),
    ...(STATED_BITS.has(form.precision) ? { bitsPerWeight: Number(form.bitsPerWeight) } : {}),
    precision: form.precision,
    mode: form.mode,
    batchSize: Number(form.batchSize),
    sequenceLength: Number(form.sequenceLength),
    ...(training ? { optimizer: form.optimizer } : { kvCachePrecision: form.kvCachePrecision }),
    ...(training && form.checkpointing ? { gradientCheckpointing: form.checkpointing === 'on' } : {}),
  };
}

/** Whether the form can be sent: a model chosen, a config pasted, or a size that is a positive number. */
export function isReady(form: MemoryForm): boolean {
  if (form.by === 'name') return form.model !== '';
  if (form.by === 'config') return form.config.trim() !== '';
  const billions = Number(form.billions);
  return form.billions.trim() !== '' && Number.isFinite(billions) && billions > 0;
}
