import { memoize, shapeKey } from './memo';
import type { ModelArchitecture } from './model-spec';
import { moeLayerCount, readShare, tensorInventory, type TensorGroup } from './tensors';

export { moeLayerCount };

/**
 * Parameter counts of a decoder-only transformer from its config, summed over the tensor
 * inventory (tensors.ts). Linear weights are what quantizers (GPTQ, AWQ, bitsandbytes, FP8)
 * convert; embeddings and the output head usually stay in 16-bit.
 */
export interface ParameterBreakdown {
  /** Input embedding (vocab x hidden), plus Gemma 3n's per-layer embeddings. */
  embedding: number;
  /** Output head (0 when tied to the embedding). */
  outputHead: number;
  /** Attention projections over all layers (linear-attention projections included). */
  attention: number;
  /** Feed-forward weights over all layers, every expert included. */
  feedForward: number;
  /** Norm weight vectors and MoE routers. */
  other: number;
  /** Vision or audio encoders outside the decoder. */
  encoder: number;
  /** Everything above. */
  total: number;
  /** Parameters one token touches (MoE: routed active experts + shared + dense parts). */
  active: number;
  /** Linear layer weights inside the transformer blocks (attention + feed-forward). */
  linear: number;
  /** Linear weights one token touches. */
  activeLinear: number;
  /**
   * Weights read from memory per generated token: active linear weights, norms and the
   * output head (a tied head is the embedding matrix; an untied embedding is only looked up).
   */
  perTokenRead: number;
}

/** One linear matrix of a transformer block: input and output widths, and how many a layer has. */
export interface LinearShape {
  name: string;
  inFeatures: number;
  outFeatures: number;
  /** Copies per layer (experts); 1 for attention. */
  copies: number;
  kind: 'ATTENTION' | 'MLP';
}

/** Query width (heads x head dim). */
export function queryDim(arch: ModelArchitecture): number {
  return arch.attentionHeads * arch.headDim;
}

/** Key/value width per token per layer (KV heads x head dim). */
export function kvDim(arch: ModelArchitecture): number {
  return arch.kvHeads * arch.headDim;
}

const ATTENTION_ROLES = new Set(['ATTN_Q', 'ATTN_K', 'ATTN_V', 'ATTN_OUTPUT', 'ATTN_OTHER']);
const FFN_ROLES = new Set(['FFN_GATE', 'FFN_UP', 'FFN_DOWN']);

const shapeOf = (t: TensorGroup, kind: LinearShape['kind']): LinearShape => ({
  name: t.name.replace('mlp.', '').replace('experts.', '').replace('shared_experts.', 'shared_'),
  inFeatures: t.rowSize,
  outFeatures: t.rows,
  copies: t.copies,
  kind,
});

/** Attention matrices of one full-attention layer (the last layer, which always attends fully). */
export function attentionShapes(arch: ModelArchitecture): LinearShape[] {
  return tensorInventory({ ...arch, linearAttention: null, layers: 1, moe: null })
    .filter((t) => ATTENTION_ROLES.has(t.role))
    .map((t) => shapeOf(t, 'ATTENTION'));
}

/** Feed-forward matrices of a dense layer, or of an MoE layer with every expert (and shared expert) counted. */
export function mlpShapes(arch: ModelArchitecture, moeLayer: boolean): LinearShape[] {
  const one = { ...arch, layers: 1, linearAttention: null };
  const layer =
    moeLayer && arch.moe ? { ...one, moe: { ...arch.moe, denseLayers: 0 } } : { ...one, moe: null };
  return tensorInventory(layer)
    .filter((t) => FFN_ROLES.has(t.role))
    .map((t) => shapeOf(t, 'MLP'));
}

export const parameterBreakdown: (arch: ModelArchitecture) => ParameterBreakdown = memoize(
  (arch) => shapeKey(arch),
  countParameters,
);

function countParameters(arch: ModelArchitecture): ParameterBreakdown {
  let embedding = 0;
  let outputHead = 0;
  let attention = 0;
  let feedForward = 0;
  let other = 0;
  let encoder = 0;
  let activeLinear = 0;
  let tokenEmbedding = 0;
  for (const t of tensorInventory(arch)) {
    if (t.role === 'TOKEN_EMBEDDING' || t.role === 'PER_LAYER_EMBEDDING') {
      embedding += t.parameters;
      if (t.role === 'TOKEN_EMBEDDING') tokenEmbedding += t.parameters;
    } else if (t.role === 'OUTPUT') outputHead += t.parameters;
    else if (t.role === 'ENCODER') encoder += t.parameters;
    else if (ATTENTION_ROLES.has(t.role)) {
      attention += t.parameters;
      activeLinear += t.parameters;
    } else if (FFN_ROLES.has(t.role)) {
      feedForward += t.parameters;
      activeLinear += t.parameters * readShare(arch, t);
    } else other += t.parameters;
  }
  const total = embedding + outputHead + attention + feedForward + other + encoder;
  const linear = attention + feedForward;
  // The output head is read for every token; with tied embeddings it is the embedding matrix.
  const active = activeLinear + other + tokenEmbedding + outputHead;
  const perTokenRead = activeLinear + other + (arch.tiedEmbeddings ? tokenEmbedding : outputHead);
  return {
    embedding,
    outputHead,
    attention,
    feedForward,
    other,
    encoder,
    total,
    active,
    linear,
    activeLinear,
    perTokenRead,
  };
}
