import { z } from 'zod';
import { KV_PRECISIONS, MEMORY_MODES, OPTIMIZERS, PARALLELISMS, WEIGHT_FORMATS } from '../rules';
import { FIT_RUNTIMES } from '../rules/calculators/memory/fit-constants';
import { MEMORY_INPUT_LIMITS as M } from '../services/memory-input';
import { INPUT_LIMITS as L } from '../services/rules-input';
import { apiEnum } from './arguments';
import { condition, int, stack } from './schemas';

/**
 * Input schema of estimate_memory, the largest tool, apart from the others in schemas.ts; the
 * same contract: types, enums and the services' integer bounds here, every other range in the
 * services.
 */

export const estimateMemoryShape = {
  model: z
    .string()
    .optional()
    .describe(
      'Catalog model by slug or loose name, e.g. "llama-3.1-70b", "llama 4 scout", "gpt oss 120b" ' +
        '(`find_models` lists them; an unknown name gets suggestions): its architecture and published ' +
        'totals fill the estimate; explicit fields below override them.',
    ),
  config: z
    .string()
    .optional()
    .describe(
      'A Hugging Face config.json as text, instead of `model`: any model of a supported architecture ' +
        '(dense, MoE, MLA, sliding-window, Qwen3-Next/Qwen3.5 hybrids, gpt-oss, Llama 4, Gemma 3n) is ' +
        'estimated from its shape; what the config lacks is stated in assumptions.',
    ),
  safetensorsIndex: z
    .string()
    .optional()
    .describe(
      'The model.safetensors.index.json as text, beside config: metadata.total_size gives the parameter count.',
    ),
  bitsPerWeight: z
    .number()
    .optional()
    .describe('EXL2, EXL3 or GGUF_CUSTOM only: the average bits per weight of the file (default 4.0).'),
  parametersBillions: z
    .number()
    .optional()
    .describe('Model size in billions of parameters, e.g. 7; needed when no model is named.'),
  precision: apiEnum(WEIGHT_FORMATS).describe(
    'Weight format at its real size: FP32, FP16/BF16, FP8, FP8_BLOCK, INT8, INT4/GPTQ_INT4/AWQ_INT4 ' +
      '(groups of 128), NF4, NF4_DQ, MXFP4 (gpt-oss experts), NVFP4, EXL2/EXL3 (with bitsPerWeight), ' +
      'llama.cpp GGUF_Q2_K ... GGUF_Q8_0, GGUF_IQ1_S ... GGUF_IQ4_NL, GGUF_MXFP4_MOE (per-tensor mixes), ' +
      'or GGUF_CUSTOM at a stated bitsPerWeight (dynamic quants).',
  ),
  mode: apiEnum(MEMORY_MODES).describe(
    'INFERENCE, full TRAINING, LORA (frozen base + adapters) or QLORA (4-bit base + adapters).',
  ),
  optimizer: apiEnum(OPTIMIZERS).optional().describe('Training modes only; default ADAMW.'),
  kvCachePrecision: apiEnum(KV_PRECISIONS)
    .optional()
    .describe('Inference: KV cache precision (default FP16).'),
  batchSize: int(1, L.maxBatchSize).optional().describe('Default 1.'),
  sequenceLength: int(1, L.maxSequenceLength)
    .optional()
    .describe('Context (inference) or sequence (training) length in tokens; default 2048.'),
  layers: int(1, L.maxLayers)
    .optional()
    .describe('Transformer layers; overrides the catalog or derived shape.'),
  hiddenSize: int(1, L.maxHiddenSize)
    .optional()
    .describe('Hidden size; overrides the catalog or derived shape.'),
  kvHeads: int(1, M.maxHeads).optional().describe('Key/value heads (grouped-query attention); overrides.'),
  gradientCheckpointing: z
    .boolean()
    .optional()
    .describe('Training modes: recompute activations (default on for LORA and QLORA, off for TRAINING).'),
  gpuCount: int(1, M.maxGpuCount)
    .optional()
    .describe('GPUs to split inference over or train on in data parallel (default 1); figures are per GPU.'),
  parallelism: apiEnum(PARALLELISMS)
    .optional()
    .describe('Inference split: TENSOR (vLLM, default) or LAYER (llama.cpp, default for GGUF).'),
  zeroStage: int(0, 3).optional().describe('Training across gpuCount GPUs: ZeRO stage 0-3 (default 0).'),
  offloadWeightsFraction: z
    .number()
    .optional()
    .describe('Inference: share of the weights kept in CPU RAM, 0 to below 1 (slows generation).'),
  offloadOptimizer: z.boolean().optional().describe('Training: optimizer state in CPU RAM (ZeRO-Offload).'),
  offloadParameters: z
    .boolean()
    .optional()
    .describe(
      'Training: the sharded weights in CPU RAM, gathered a layer at a time (FSDP CPU offload, ZeRO-3 offload_param).',
    ),
  condition: condition.optional(),
  runtime: apiEnum(FIT_RUNTIMES)
    .optional()
    .describe(
      'Runtime the setups are judged for: VLLM (keeps 10 % of each card), LLAMA_CPP, EXLLAMA (EXL2/EXL3) or TRANSFORMERS; default from the mode and format.',
    ),
  stack: stack.optional(),
  gpuCounts: z
    .array(int(1, 8))
    .max(8)
    .optional()
    .describe('GPU counts of the setups, each 1 to 8 (default 1, 2 and 4); 8 lists 8-GPU servers.'),
  includeServerCards: z
    .boolean()
    .optional()
    .describe(
      'Also list SXM/OAM modules and passive server cards (H100, H200, B200, MI300X); default false.',
    ),
};
