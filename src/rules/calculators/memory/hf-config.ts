/**
 * Any model from its Hugging Face config.json: the decoder's shape (dense, mixture of
 * experts, latent attention, sliding-window, chunked and linear-attention layers) read the
 * way transformers reads it, so the estimate is as precise as for a catalog model. What the
 * config does not say is stated in `assumptions`; an architecture the estimator cannot
 * count (state-space hybrids, encoder-decoders) is BAD_USER_INPUT naming `config.model_type`.
 */
import { ConfigReader, parseJsonObject } from './hf-config-read';
import { encoderBillions } from './hf-config-encoders';
import { attentionKindOf, feedForwardOf, layerPattern, linearAttentionOf } from './hf-config-layers';
import { MemoryInputError } from './input-error';
import type { ModelArchitecture } from './model-spec';

/** Decoder model types the parser reads (the text model's `model_type`). */
export const SUPPORTED_MODEL_TYPES = [
  'llama',
  'mistral',
  'mixtral',
  'qwen2',
  'qwen2_moe',
  'qwen3',
  'qwen3_moe',
  'qwen3_next',
  'qwen3_5_text',
  'qwen3_5_moe_text',
  'qwen3_vl_text',
  'qwen3_vl_moe_text',
  'gemma',
  'gemma2',
  'gemma3_text',
  'gemma3n_text',
  'phi3',
  'cohere',
  'cohere2',
  'deepseek_v2',
  'deepseek_v3',
  'deepseek_v32',
  'kimi_k2',
  'glm4_moe',
  'glm4_moe_lite',
  'glm_moe_dsa',
  'gpt_oss',
  'llama4_text',
  'mllama_text_model',
  'minimax_m2',
  'olmo2',
  'granite',
  'seed_oss',
] as const;
const SUPPORTED = new Set<string>(SUPPORTED_MODEL_TYPES);

/** Families whose config leaves tie_word_embeddings out and whose class ties by default. */
const TIED_BY_DEFAULT = new Set(['gemma', 'gemma2', 'gemma3_text', 'gemma3n_text', 'cohere', 'cohere2']);

/** Top-level model types that only wrap a text model (text_config) and an encoder. */
const WRAPPER_TEXT_TYPES: Readonly<Record<string, string>> = {
  gemma3: 'gemma3_text',
  gemma3n: 'gemma3n_text',
  llama4: 'llama4_text',
  mistral3: 'mistral',
  mllama: 'mllama_text_model',
  qwen3_5: 'qwen3_5_text',
  qwen3_5_moe: 'qwen3_5_moe_text',
  qwen3_vl: 'qwen3_vl_text',
  qwen3_vl_moe: 'qwen3_vl_moe_text',
};

export interface ParsedConfig {
  architecture: ModelArchitecture;
  /** The text model's model_type, e.g. "qwen3_moe". */
  modelType: string;
  /** config.architectures[0], e.g. "Qwen3MoeForCausalLM". */
  architectureName: string | null;
  maxContextTokens: number | null;
  /** The format the checkpoint ships in, from quantization_config (fp8 blocks, mxfp4), or null for 16-bit. */
  checkpointFormat: 'FP8' | 'FP8_BLOCK' | 'MXFP4' | 'NVFP4' | null;
  /** Bytes per parameter of the unquantized checkpoint (torch_dtype). */
  dtypeBytes: number;
  /** Multi-token-prediction layers in the checkpoint that normal inference does not load. */
  mtpLayers: number;
  assumptions: string[];
}

function dtypeBytesOf(r: ConfigReader, text: ConfigReader): number {
  const dtype =
    text.optString('torch_dtype') ??
    text.optString('dtype') ??
    r.optString('torch_dtype') ??
    r.optString('dtype');
  return dtype === 'float32' ? 4 : 2;
}

function checkpointFormatOf(r: ConfigReader, text: ConfigReader): ParsedConfig['checkpointFormat'] {
  const q = r.optObject('quantization_config') ?? text.optObject('quantization_config');
  if (!q) return null;
  const method = (q.optString('quant_method') ?? '').toLowerCase();
  if (method === 'mxfp4') return 'MXFP4';
  if (method === 'fp8') return q.has('weight_block_size') ? 'FP8_BLOCK' : 'FP8';
  if (method === 'modelopt') {
    const algo = (q.optString('quant_algo') ?? '').toUpperCase();
    if (algo === 'NVFP4') return 'NVFP4';
    if (algo === 'FP8') return 'FP8';
  }
  return null;
}

/** The text model's reader and its model_type (a wrapper's text_config, or the config itself). */
function textModel(r: ConfigReader): { text: ConfigReader; modelType: string } {
  const top = r.optString('model_type');
  const nested = r.optObject('text_config');
  if (nested) {
    const inner = nested.optString('model_type') ?? (top ? WRAPPER_TEXT_TYPES[top] : null) ?? top;
    if (!inner)
      throw new MemoryInputError(
        'config.model_type is missing; the estimate needs the architecture.',
        'config.model_type',
      );
    return { text: nested, modelType: inner };
  }
  if (!top)
    throw new MemoryInputError(
      'config.model_type is missing; the estimate needs the architecture.',
      'config.model_type',
    );
  return { text: r, modelType: top };
}

/** Reads a config.json text into the estimator's architecture, stating what it had to assume. */
export function parseHfConfig(configText: string): ParsedConfig {
  const r = new ConfigReader(parseJsonObject(configText, 'config'), 'config');
  const { text, modelType } = textModel(r);
  if (!SUPPORTED.has(modelType)) {
    throw new MemoryInputError(
      `config.model_type "${modelType.slice(0, 60)}" is not an architecture the estimator can count (supported: ${SUPPORTED_MODEL_TYPES.join(', ')}); give parametersBillions and the shape fields instead.`,
      text === r ? 'config.model_type' : 'config.text_config.model_type',
    );
  }
  const assumptions: string[] = [];
  const layers = text.int('num_hidden_layers', 'n_layer', 'num_layers');
  const hiddenSize = text.int('hidden_size', 'd_model');
  const attentionHeads = text.int('num_attention_heads', 'n_head');
  const kvHeads = text.optInt('num_key_value_heads') ?? attentionHeads;
  if (!text.has('num_key_value_heads'))
    assumptions.push(
      `The config has no num_key_value_heads: every one of the ${attentionHeads} heads keeps its own keys and values (multi-head attention).`,
    );
  if (kvHeads > attentionHeads)
    throw new MemoryInputError(
      `${text.field('num_key_value_heads')} (${kvHeads}) is more than num_attention_heads (${attentionHeads}).`,
      text.field('num_key_value_heads'),
    );
  const headDim = text.optInt('head_dim') ?? Math.round(hiddenSize / attentionHeads);
  const vocabSize = text.int('vocab_size');
  const tiedGiven = text.optBool('tie_word_embeddings') ?? r.optBool('tie_word_embeddings');
  const tiedEmbeddings = tiedGiven ?? TIED_BY_DEFAULT.has(modelType);
  if (tiedGiven === null)
    assumptions.push(
      `The config does not say tie_word_embeddings; ${modelType} models ${tiedEmbeddings ? 'share the embedding with the output head' : 'keep a separate output head'} by default.`,
    );

  const { moe, intermediateSize } = feedForwardOf(text, modelType, layers, assumptions);
  const mla = attentionKindOf(text);
  const linearAttention = linearAttentionOf(text, modelType, layers);
  const pattern = layerPattern(text, modelType, layers, assumptions);
  const architecture: ModelArchitecture = {
    layers,
    hiddenSize,
    attentionHeads,
    kvHeads: mla ? attentionHeads : kvHeads,
    headDim: mla ? mla.qkNopeHeadDim + mla.qkRopeHeadDim : headDim,
    intermediateSize,
    vocabSize,
    tiedEmbeddings,
    attention: mla ? 'MLA' : kvHeads === 1 ? 'MQA' : kvHeads < attentionHeads ? 'GQA' : 'MHA',
    mla,
    moe,
    slidingWindow: pattern.slidingWindow,
    linearAttention,
    attentionOutputGate: modelType === 'qwen3_next' || (text.optBool('attn_output_gate') ?? false),
    kvSharedLayers: pattern.kvSharedLayers,
    encoderParametersBillions: null,
    perLayerEmbeddingBillions: null,
  };
  if (modelType === 'gemma3n_text') {
    const perLayer = text.optInt('hidden_size_per_layer_input') ?? 0;
    const perLayerVocab = text.optInt('vocab_size_per_layer_input') ?? vocabSize;
    architecture.perLayerEmbeddingBillions = (perLayerVocab * layers * perLayer) / 1e9;
    assumptions.push(
      'Gemma 3n: per-layer embeddings counted as embeddings; AltUp and LAuReL projections (under 1 % of the weights) are not counted.',
    );
  }
  const encoder = encoderBillions(r, hiddenSize, assumptions);
  if (encoder > 0) architecture.encoderParametersBillions = encoder;

  const mtpLayers =
    text.optInt('num_nextn_predict_layers', 0) ?? text.optInt('mtp_num_hidden_layers', 0) ?? 0;
  if (mtpLayers > 0)
    assumptions.push(
      `The checkpoint's ${mtpLayers} multi-token-prediction layer(s) are not counted: inference loads them only for speculative decoding.`,
    );
  const maxContextTokens =
    text.optInt('max_position_embeddings') ?? text.optInt('max_sequence_length') ?? null;
  if (maxContextTokens === null)
    assumptions.push(
      'The config gives no max_position_embeddings; the context length is not checked against it.',
    );
  const architectures = r.json.architectures;
  return {
    architecture,
    modelType,
    architectureName:
      Array.isArray(architectures) && typeof architectures[0] === 'string'
        ? architectures[0].slice(0, 80)
        : null,
    maxContextTokens,
    checkpointFormat: checkpointFormatOf(r, text),
    dtypeBytes: dtypeBytesOf(r, text),
    mtpLayers,
    assumptions,
  };
}
