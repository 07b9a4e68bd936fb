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
  INT8: 'INT8 (LLM.int8())',
  AWQ_INT4: 'AWQ 4-bit',
  GPTQ_INT4: 'GPTQ 4-bit',
  INT4: 'INT4, groups of 128',
  NF4: 'NF4 (bitsandbytes)',
  NF4_DQ: 'NF4, double quantized (QLoRA)',
  GGUF_Q8_0: 'GGUF Q8_0 (llama.cpp)',
  GGUF_Q6_K: 'GGUF Q6_K (llama.cpp)',
  GGUF_Q5_K_M: 'GGUF Q5_K_M (llama.cpp)',
  GGUF_Q4_K_M: 'GGUF Q4_K_M (llama.cpp)',
  FP32: 'FP32 (32-bit)',
};

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
  by: 'name' | 'size';
  /** The catalog model's slug (by name). */
  model: string;
  /** Billions of parameters as typed (by size). */
  billions: string;
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

/** The estimate's input: the model by slug or by size, and only what the form sets. */
export function toInput(form: MemoryForm): MemoryEstimateInput {
  const training = form.mode !== 'INFERENCE';
  return {
    ...(form.by === 'name' ? { model: form.model } : { parametersBillions: Number(form.billions) }),
    precision: form.precision,
    mode: form.mode,
    batchSize: Number(form.batchSize),
    sequenceLength: Number(form.sequenceLength),
    ...(training ? { optimizer: form.optimizer } : { kvCachePrecision: form.kvCachePrecision }),
    ...(training && form.checkpointing ? { gradientCheckpointing: form.checkpointing === 'on' } : {}),
  };
}

/** Whether the form can be sent: a model chosen, or a size that is a positive number. */
export function isReady(form: MemoryForm): boolean {
  if (form.by === 'name') return form.model !== '';
  const billions = Number(form.billions);
  return form.billions.trim() !== '' && Number.isFinite(billions) && billions > 0;
}
