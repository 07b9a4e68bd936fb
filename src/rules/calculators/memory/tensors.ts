/**
 * The weight tensors of a decoder-only transformer, layer by layer, as a checkpoint stores
 * them. Formats are applied tensor by tensor (llama.cpp's quantization mixes give attention,
 * experts, embeddings and the output head different types), and a layer split needs each
 * layer's bytes, so the estimator works from this list rather than from one total.
 *
 * Names follow the Hugging Face checkpoints; `role` is the category llama.cpp's quantizer
 * gives the tensor (src/llama-quant.cpp, tensor_get_category).
 */
import { memoize, shapeKey } from './memo';
import type { ModelArchitecture } from './model-spec';

export type TensorRole =
  | 'TOKEN_EMBEDDING'
  | 'PER_LAYER_EMBEDDING'
  | 'OUTPUT'
  | 'ATTN_Q'
  | 'ATTN_K'
  | 'ATTN_V'
  | 'ATTN_OUTPUT'
  | 'ATTN_OTHER'
  | 'FFN_GATE'
  | 'FFN_UP'
  | 'FFN_DOWN'
  | 'ROUTER'
  | 'NORM'
  | 'ENCODER';

export interface TensorGroup {
  name: string;
  role: TensorRole;
  /** Transformer layer, or null for embeddings, output head, final norm and encoders. */
  layer: number | null;
  /** Length of one row (input features): quantization blocks run along it (GGUF ne[0]). */
  rowSize: number;
  /** Rows (output features) of one copy. */
  rows: number;
  /** Routed experts hold one copy per expert; everything else one. */
  copies: number;
  /** Routed (one of many, chosen per token) or shared (always on) expert weights; null otherwise. */
  expert: 'ROUTED' | 'SHARED' | null;
  parameters: number;
}

/** True for the matrices of a transformer block (what FP8, INT4, GPTQ and AWQ convert). */
export function isBlockLinear(t: TensorGroup): boolean {
  return t.layer !== null && t.role !== 'NORM' && t.role !== 'ROUTER' && t.rows > 1;
}

const group = (
  name: string,
  role: TensorRole,
  layer: number | null,
  rowSize: number,
  rows: number,
  copies = 1,
  expert: TensorGroup['expert'] = null,
): TensorGroup => ({ name, role, layer, rowSize, rows, copies, expert, parameters: rowSize * rows * copies });

/** Number of layers whose feed-forward is a mixture of experts (all but the leading dense ones). */
export function moeLayerCount(arch: ModelArchitecture): number {
  return arch.moe ? Math.max(0, arch.layers - arch.moe.denseLayers) : 0;
}

/** True when layer `i` uses linear attention: full attention every `interval`-th layer, the rest linear. */
export function isLinearAttentionLayer(arch: ModelArchitecture, i: number): boolean {
  const linear = arch.linearAttention;
  if (!linear || linear.layers <= 0) return false;
  const full = arch.layers - linear.layers;
  if (full <= 0) return true;
  const interval = arch.layers / full;
  return Number.isInteger(interval) ? (i + 1) % interval !== 0 : i < linear.layers;
}

function attentionTensors(arch: ModelArchitecture, i: number): TensorGroup[] {
  const h = arch.hiddenSize;
  const lin = arch.linearAttention;
  if (lin && isLinearAttentionLayer(arch, i)) {
    const qk = lin.keyHeads * lin.keyHeadDim;
    const v = lin.valueHeads * lin.valueHeadDim;
    return [
      group('linear_attn.in_proj_qkvz', 'ATTN_OTHER', i, h, 2 * qk + 2 * v),
      group('linear_attn.in_proj_ba', 'ATTN_OTHER', i, h, 2 * lin.valueHeads),
      group('linear_attn.conv1d', 'NORM', i, 2 * qk + v, lin.convKernel),
      group('linear_attn.out_proj', 'ATTN_OTHER', i, v, h),
    ];
  }
  const mla = arch.attention === 'MLA' ? arch.mla : null;
  if (mla) {
    const heads = arch.attentionHeads;
    const qHead = mla.qkNopeHeadDim + mla.qkRopeHeadDim;
    const q = mla.qLoraRank
      ? [
          group('q_a_proj', 'ATTN_OTHER', i, h, mla.qLoraRank),
          group('q_b_proj', 'ATTN_OTHER', i, mla.qLoraRank, heads * qHead),
        ]
      : [group('q_proj', 'ATTN_Q', i, h, heads * qHead)];
    // llama.cpp stores kv_b_proj as per-head k_b (rows of kv_lora_rank, length qk_nope) and v_b.
    return [
      ...q,
      group('kv_a_proj_with_mqa', 'ATTN_OTHER', i, h, mla.kvLoraRank + mla.qkRopeHeadDim),
      group('kv_b_proj.k', 'ATTN_OTHER', i, mla.qkNopeHeadDim, heads * mla.kvLoraRank),
      group('kv_b_proj.v', 'ATTN_OTHER', i, mla.kvLoraRank, heads * mla.vHeadDim),
      group('o_proj', 'ATTN_OUTPUT', i, heads * mla.vHeadDim, h),
    ];
  }
  const q = arch.attentionHeads * arch.headDim;
  const kv = arch.kvHeads * arch.headDim;
  return [
    group('q_proj', 'ATTN_Q', i, h, arch.attentionOutputGate ? 2 * q : q),
    group('k_proj', 'ATTN_K', i, h, kv),
    group('v_proj', 'ATTN_V', i, h, kv),
    group('o_proj', 'ATTN_OUTPUT', i, q, h),
  ];
}

function gated(
  prefix: string,
  i: number,
  h: number,
  width: number,
  copies: number,
  expert: TensorGroup['expert'],
) {
  return [
    group(`${prefix}gate_proj`, 'FFN_GATE', i, h, width, copies, expert),
    group(`${prefix}up_proj`, 'FFN_UP', i, h, width, copies, expert),
    group(`${prefix}down_proj`, 'FFN_DOWN', i, width, h, copies, expert),
  ];
}

function feedForwardTensors(arch: ModelArchitecture, i: number): TensorGroup[] {
  const h = arch.hiddenSize;
  const moe = arch.moe;
  if (!moe || i < arch.layers - moeLayerCount(arch))
    return gated('mlp.', i, h, arch.intermediateSize, 1, null);
  const shared =
    moe.sharedExperts > 0
      ? gated(
          'mlp.shared_experts.',
          i,
          h,
          (moe.sharedExpertIntermediateSize ?? moe.expertIntermediateSize) * moe.sharedExperts,
          1,
          'SHARED',
        )
      : [];
  return [
    group('mlp.gate', 'ROUTER', i, h, moe.experts),
    ...gated('mlp.experts.', i, h, moe.expertIntermediateSize, moe.experts, 'ROUTED'),
    ...shared,
  ];
}

/** Every weight tensor of the model, embeddings first, then layer by layer, then the head. */
export const tensorInventory: (arch: ModelArchitecture) => readonly TensorGroup[] = memoize(
  (arch) => shapeKey(arch),
  listTensors,
);

function listTensors(arch: ModelArchitecture): TensorGroup[] {
  const h = arch.hiddenSize;
  const tensors: TensorGroup[] = [group('embed_tokens', 'TOKEN_EMBEDDING', null, h, arch.vocabSize)];
  const perLayer = arch.perLayerEmbeddingBillions ?? 0;
  if (perLayer > 0)
    tensors.push(group('embed_tokens_per_layer', 'PER_LAYER_EMBEDDING', null, 1, perLayer * 1e9));
  for (let i = 0; i < arch.layers; i++) {
    tensors.push(group('input_layernorm', 'NORM', i, h, 1), ...attentionTensors(arch, i));
    tensors.push(group('post_attention_layernorm', 'NORM', i, h, 1), ...feedForwardTensors(arch, i));
  }
  tensors.push(group('norm', 'NORM', null, h, 1));
  if (!arch.tiedEmbeddings) tensors.push(group('lm_head', 'OUTPUT', null, h, arch.vocabSize));
  const encoder = arch.encoderParametersBillions ?? 0;
  if (encoder > 0) tensors.push(group('encoder', 'ENCODER', null, 1, encoder * 1e9));
  return tensors;
}

/** Share of a tensor one generated token reads: active experts of the routed ones, all of the rest. */
export function readShare(arch: ModelArchitecture, t: TensorGroup): number {
  if (t.expert === 'ROUTED' && arch.moe) return arch.moe.activeExperts / arch.moe.experts;
  return 1;
}
