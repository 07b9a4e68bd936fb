/**
 * The per-family parts of a config.json: feed-forward (dense or mixture of experts), latent
 * attention, linear-attention layers, and which layers attend through a window or share
 * another layer's keys and values. Field names are those of the transformers config classes.
 */
import type { ConfigReader } from './hf-config-read';
import { MemoryInputError } from './input-error';
import type { LinearAttentionSpec, MlaDims, MoeSpec, SlidingWindowSpec } from './model-spec';

const QWEN_MOE = new Set(['qwen2_moe', 'qwen3_moe', 'qwen3_next', 'qwen3_5_moe_text', 'qwen3_vl_moe_text']);
const DEEPSEEK_MOE = new Set([
  'deepseek_v2',
  'deepseek_v3',
  'deepseek_v32',
  'kimi_k2',
  'glm4_moe',
  'glm4_moe_lite',
  'glm_moe_dsa',
]);
const LOCAL_EXPERTS = new Set(['mixtral', 'gpt_oss', 'minimax_m2', 'llama4_text']);

/** One width from an intermediate_size that may be a list per layer (Gemma 3n). */
function intermediateOf(text: ConfigReader, assumptions: string[]): number | null {
  if (!Array.isArray(text.json.intermediate_size)) return text.optInt('intermediate_size');
  const list = text.optInts('intermediate_size');
  if (!list || list.length === 0) return null;
  const widest = Math.max(...list);
  if (list.some((w) => w !== widest))
    assumptions.push(`intermediate_size varies by layer; every layer is counted at the widest, ${widest}.`);
  return widest;
}

/** Routed experts and the active count, the active count checked against them. */
function routed(text: ConfigReader, expertsKey: string, activeKey: string) {
  const experts = text.int(expertsKey);
  const active = text.int(activeKey);
  if (active > experts)
    throw new MemoryInputError(
      `${text.field(activeKey)} (${active}) is more than the ${experts} experts.`,
      text.field(activeKey),
    );
  return { experts, activeExperts: active };
}

/** A shared expert of its own width (shared_expert_intermediate_size), or none. */
function sharedOfWidth(width: number) {
  return { sharedExperts: width > 0 ? 1 : 0, sharedExpertIntermediateSize: width > 0 ? width : null };
}

export function feedForwardOf(
  text: ConfigReader,
  modelType: string,
  layers: number,
  assumptions: string[],
): { moe: MoeSpec | null; intermediateSize: number } {
  const dense =
    modelType === 'llama4_text' ? text.optInt('intermediate_size_mlp') : intermediateOf(text, assumptions);
  if (LOCAL_EXPERTS.has(modelType) && text.has('num_local_experts')) {
    const activeKey = text.has('num_experts_per_tok') ? 'num_experts_per_tok' : 'experts_per_token';
    const expertCounts = routed(text, 'num_local_experts', activeKey);
    const width = text.int('intermediate_size');
    if (modelType === 'llama4_text') {
      const step = text.optInt('interleave_moe_layer_step') ?? 1;
      const listed = text.optInts('moe_layers');
      const moeLayers = listed ? listed.length : Math.floor(layers / step);
      return {
        moe: {
          ...expertCounts,
          sharedExperts: 1,
          expertIntermediateSize: width,
          denseLayers: layers - moeLayers,
        },
        intermediateSize: dense ?? width,
      };
    }
    const shared = sharedOfWidth(text.optInt('shared_intermediate_size', 0) ?? 0);
    return {
      moe: { ...expertCounts, ...shared, expertIntermediateSize: width, denseLayers: 0 },
      intermediateSize: width,
    };
  }
  if (QWEN_MOE.has(modelType) && text.has('num_experts') && (text.optInt('num_experts', 0) ?? 0) > 0) {
    const expertCounts = routed(text, 'num_experts', 'num_experts_per_tok');
    const width = text.int('moe_intermediate_size');
    const shared = sharedOfWidth(text.optInt('shared_expert_intermediate_size', 0) ?? 0);
    const step = text.optInt('decoder_sparse_step') ?? 1;
    const mlpOnly = new Set(text.optInts('mlp_only_layers') ?? []);
    let denseLayers = 0;
    for (let i = 0; i < layers; i++) if (mlpOnly.has(i) || (i + 1) % step !== 0) denseLayers++;
    if (denseLayers > 0)
      assumptions.push(
        `${denseLayers} layer(s) with a dense feed-forward (mlp_only_layers / decoder_sparse_step) counted as the first layers.`,
      );
    return {
      moe: { ...expertCounts, ...shared, expertIntermediateSize: width, denseLayers },
      intermediateSize: dense ?? width,
    };
  }
  if (DEEPSEEK_MOE.has(modelType) && (text.optInt('n_routed_experts', 0) ?? 0) > 0) {
    const expertCounts = routed(text, 'n_routed_experts', 'num_experts_per_tok');
    const freq = text.optInt('moe_layer_freq') ?? 1;
    if (freq !== 1)
      assumptions.push(
        `moe_layer_freq ${freq}: every ${freq}th layer after the dense ones counted as a mixture of experts.`,
      );
    const firstDense = Math.min(layers, text.optInt('first_k_dense_replace', 0) ?? 0);
    const moeLayers = Math.floor((layers - firstDense) / freq);
    return {
      moe: {
        ...expertCounts,
        sharedExperts: text.optInt('n_shared_experts', 0) ?? 0,
        expertIntermediateSize: text.int('moe_intermediate_size'),
        denseLayers: layers - moeLayers,
      },
      intermediateSize: dense ?? text.int('intermediate_size'),
    };
  }
  if (dense === null)
    throw new MemoryInputError(
      `${text.field('intermediate_size')} is missing; the estimate needs it.`,
      text.field('intermediate_size'),
    );
  return { moe: null, intermediateSize: dense };
}

/** DeepSeek's multi-head latent attention, when the config has kv_lora_rank. */
export function attentionKindOf(text: ConfigReader): MlaDims | null {
  if (!text.has('kv_lora_rank')) return null;
  return {
    kvLoraRank: text.int('kv_lora_rank'),
    qLoraRank: text.optInt('q_lora_rank'),
    qkNopeHeadDim: text.int('qk_nope_head_dim'),
    qkRopeHeadDim: text.int('qk_rope_head_dim'),
    vHeadDim: text.int('v_head_dim'),
  };
}

function layerTypes(text: ConfigReader, layers: number): string[] | null {
  const types = text.optStrings('layer_types');
  if (types && types.length !== layers)
    throw new MemoryInputError(
      `${text.field('layer_types')} lists ${types.length} layers; num_hidden_layers is ${layers}.`,
      text.field('layer_types'),
    );
  return types;
}

/** Gated DeltaNet layers of Qwen3-Next and Qwen3.5 (linear attention with a fixed-size state). */
export function linearAttentionOf(
  text: ConfigReader,
  modelType: string,
  layers: number,
): LinearAttentionSpec | null {
  if (!['qwen3_next', 'qwen3_5_text', 'qwen3_5_moe_text'].includes(modelType)) return null;
  const types = layerTypes(text, layers);
  const interval = text.optInt('full_attention_interval') ?? 4;
  const linear = types
    ? types.filter((t) => t === 'linear_attention').length
    : layers - Math.floor(layers / interval);
  return {
    layers: linear,
    keyHeads: text.int('linear_num_key_heads'),
    valueHeads: text.int('linear_num_value_heads'),
    keyHeadDim: text.int('linear_key_head_dim'),
    valueHeadDim: text.int('linear_value_head_dim'),
    convKernel: text.optInt('linear_conv_kernel_dim') ?? 4,
  };
}

export interface LayerPattern {
  slidingWindow: SlidingWindowSpec | null;
  kvSharedLayers: number | null;
}

function window(text: ConfigReader, local: number): SlidingWindowSpec | null {
  if (local <= 0) return null;
  return { windowTokens: text.int('sliding_window'), localLayers: local };
}

/** Which layers attend through a window (or a chunk), and which reuse another layer's cache. */
export function layerPattern(
  text: ConfigReader,
  modelType: string,
  layers: number,
  assumptions: string[],
): LayerPattern {
  const kvShared = text.optInt('num_kv_shared_layers', 0) ?? 0;
  const out: LayerPattern = { slidingWindow: null, kvSharedLayers: kvShared > 0 ? kvShared : null };
  if (modelType === 'mllama_text_model') {
    const cross = text.optInts('cross_attention_layers') ?? [];
    if (cross.length > 0) {
      out.kvSharedLayers = cross.length;
      assumptions.push(
        `${cross.length} cross-attention layers cache the image's keys and values only, not the text context: counted without a KV cache.`,
      );
    }
    return out;
  }
  if (modelType === 'llama4_text') {
    const chunk = text.optInt('attention_chunk_size');
    if (chunk) {
      const noRope = text.optInts('no_rope_layers');
      const local =
        noRope && noRope.length === layers
          ? noRope.filter((x) => x === 1).length
          : layers - Math.floor(layers / 4);
      out.slidingWindow = { windowTokens: chunk, localLayers: local };
      assumptions.push(
        `Llama 4 chunked attention: ${local} layers attend within ${chunk}-token chunks and keep at most that many tokens (runtimes with a chunked cache).`,
      );
    }
    return out;
  }
  const types = layerTypes(text, layers);
  const windowGiven = text.has('sliding_window');
  if (types && windowGiven) {
    out.slidingWindow = window(text, types.filter((t) => t === 'sliding_attention').length);
    return out;
  }
  if (!windowGiven) return out;
  if (modelType === 'gemma2') out.slidingWindow = window(text, Math.ceil(layers / 2));
  else if (modelType === 'gemma3_text' || modelType === 'cohere2') {
    const every = text.optInt('sliding_window_pattern') ?? (modelType === 'cohere2' ? 4 : 6);
    out.slidingWindow = window(text, layers - Math.floor(layers / every));
  } else if (modelType === 'mistral' || modelType === 'mixtral') out.slidingWindow = window(text, layers);
  else if ((modelType === 'qwen2' || modelType.startsWith('qwen3')) && text.optBool('use_sliding_window')) {
    const from = Math.min(layers, text.optInt('max_window_layers', 0) ?? 0);
    out.slidingWindow = window(text, layers - from);
  } else if (modelType === 'phi3')
    assumptions.push('Phi-3 sliding_window not applied: its runtimes cache the full context.');
  return out;
}
