/**
 * llama.cpp's quantization mixes: the ggml type each tensor gets in a GGUF file of a given
 * file type (Q4_K_M, IQ2_XXS...). Written after llama_tensor_get_type in src/llama-quant.cpp
 * (2025-26): the output head (and a tied embedding) gets Q6_K or Q8_0; attn_v and ffn_down
 * get more bits in the first and last eighth of the layers and every third layer between
 * (use_more_bits); 8-expert models keep attn_k and attn_v in Q8_0; the i-quants lift attn_v
 * and the first ffn_down tensors; MXFP4_MOE stores routed experts in MXFP4 and the rest in
 * Q8_0. Files are assumed quantized with an importance matrix (as published i-quants must be).
 * @source code-llamacpp-llama-quant
 */
import type { GgmlType } from './gguf-types';
import { GGML_TYPES, storableType } from './gguf-types';
import type { TensorGroup } from './tensors';

export const GGUF_FILE_TYPES = [
  'Q2_K',
  'Q3_K_S',
  'Q3_K_M',
  'Q3_K_L',
  'Q4_0',
  'Q4_K_S',
  'Q4_K_M',
  'Q5_K_S',
  'Q5_K_M',
  'Q6_K',
  'Q8_0',
  'IQ1_S',
  'IQ1_M',
  'IQ2_XXS',
  'IQ2_XS',
  'IQ2_S',
  'IQ2_M',
  'IQ3_XXS',
  'IQ3_XS',
  'IQ3_S',
  'IQ3_M',
  'IQ4_XS',
  'IQ4_NL',
  'MXFP4_MOE',
] as const;
export type GgufFileType = (typeof GGUF_FILE_TYPES)[number];

/** The base type of each file type (llama_ftype_get_default_type). */
export const GGUF_BASE_TYPE: Readonly<Record<GgufFileType, GgmlType>> = {
  Q2_K: 'Q2_K',
  Q3_K_S: 'Q3_K',
  Q3_K_M: 'Q3_K',
  Q3_K_L: 'Q3_K',
  Q4_0: 'Q4_0',
  Q4_K_S: 'Q4_K',
  Q4_K_M: 'Q4_K',
  Q5_K_S: 'Q5_K',
  Q5_K_M: 'Q5_K',
  Q6_K: 'Q6_K',
  Q8_0: 'Q8_0',
  IQ1_S: 'IQ1_S',
  IQ1_M: 'IQ1_M',
  IQ2_XXS: 'IQ2_XXS',
  IQ2_XS: 'IQ2_XS',
  IQ2_S: 'IQ2_XS',
  IQ2_M: 'IQ2_S',
  IQ3_XXS: 'IQ3_XXS',
  IQ3_XS: 'IQ3_S',
  IQ3_S: 'IQ3_S',
  IQ3_M: 'IQ3_S',
  IQ4_XS: 'IQ4_XS',
  IQ4_NL: 'IQ4_NL',
  MXFP4_MOE: 'MXFP4',
};

/** What the mix reads about the model as a whole. */
export interface MixContext {
  layers: number;
  /** Routed experts (0 or 1 for dense models). */
  experts: number;
  /** Query heads per KV head (llama.cpp's n_gqa). */
  gqa: number;
  /** Llama-style 80-layer dense models (llama.cpp's LLM_TYPE_70B). */
  is70b: boolean;
  tiedEmbeddings: boolean;
}

/** Layers that get more bits in the K-quant mixes: first and last eighth, and every third between. */
export function useMoreBits(i: number, n: number): boolean {
  return i < n / 8 || i >= (7 * n) / 8 || (i - Math.floor(n / 8)) % 3 === 2;
}

const ONE_BIT_TWO_BIT = new Set<GgufFileType>(['IQ2_XXS', 'IQ2_XS', 'IQ1_S', 'IQ2_S', 'IQ2_M', 'IQ1_M']);

/** State carried from tensor to tensor in file order (llama.cpp counts attn_v and ffn_down tensors). */
export interface MixCounters {
  attentionV: number;
  attentionVTotal: number;
  ffnDown: number;
}

function outputType(ftype: GgufFileType, base: GgmlType, rowSize: number): GgmlType {
  if (ftype === 'MXFP4_MOE' || rowSize % GGML_TYPES[base].block !== 0) return 'Q8_0';
  if (ONE_BIT_TWO_BIT.has(ftype) || ftype === 'IQ3_XXS') return 'Q5_K';
  return base === 'Q8_0' ? 'Q8_0' : 'Q6_K';
}

const EMBEDDING_Q2_K = new Set<GgufFileType>(['IQ2_XXS', 'IQ2_XS', 'IQ1_S', 'IQ1_M']);
const EMBEDDING_IQ3_S = new Set<GgufFileType>(['IQ2_S', 'IQ2_M', 'IQ3_XXS']);

function embeddingType(ftype: GgufFileType, base: GgmlType): GgmlType {
  if (EMBEDDING_Q2_K.has(ftype)) return 'Q2_K';
  if (EMBEDDING_IQ3_S.has(ftype)) return 'IQ3_S';
  return base;
}

function lowBitType(
  t: TensorGroup,
  ftype: GgufFileType,
  base: GgmlType,
  m: MixContext,
  c: MixCounters,
): GgmlType {
  const s = ftype === 'IQ2_S' || ftype === 'IQ2_M';
  if (t.role === 'ATTN_V') return m.gqa >= 4 || m.experts >= 4 ? 'Q4_K' : s ? 'IQ3_S' : 'Q2_K';
  if (t.role === 'ATTN_K' && m.experts === 8) return 'Q4_K';
  if (t.role === 'FFN_DOWN') return c.ffnDown < m.layers / 8 ? (s ? 'IQ3_S' : 'Q2_K') : base;
  if (t.role === 'ATTN_OUTPUT') {
    if (m.experts === 8) return 'Q5_K';
    if (ftype === 'IQ1_S' || ftype === 'IQ1_M') return 'IQ2_XXS';
    if (s) return 'IQ3_S';
  }
  return base;
}

function attentionVType(ftype: GgufFileType, base: GgmlType, m: MixContext, c: MixCounters): GgmlType {
  let type = base;
  const i = c.attentionV;
  if (ftype === 'Q2_K') type = m.gqa >= 4 ? 'Q4_K' : 'Q3_K';
  else if (ftype === 'IQ3_XXS') type = m.gqa >= 4 ? 'Q4_K' : 'IQ3_XXS';
  else if ((ftype === 'IQ3_XS' || ftype === 'IQ3_S') && m.gqa >= 4) type = 'Q4_K';
  else if (ftype === 'IQ3_M') type = 'Q4_K';
  else if (ftype === 'Q3_K_M') type = i < 2 ? 'Q5_K' : 'Q4_K';
  else if (ftype === 'Q3_K_L') type = 'Q5_K';
  else if ((ftype === 'IQ4_NL' || ftype === 'IQ4_XS') && m.gqa >= 4) type = 'Q5_K';
  else if ((ftype === 'Q4_K_M' || ftype === 'Q5_K_M') && useMoreBits(i, c.attentionVTotal)) type = 'Q6_K';
  else if (ftype === 'Q4_K_S' && i < 4) type = 'Q5_K';
  if (m.is70b && (type === 'Q3_K' || type === 'Q4_K')) type = 'Q5_K';
  if (m.experts === 8) type = 'Q8_0';
  return type;
}

function ffnDownType(ftype: GgufFileType, base: GgmlType, m: MixContext, layer: number): GgmlType {
  const n = m.layers;
  const more = useMoreBits(layer, n);
  switch (ftype) {
    case 'Q2_K':
      return 'Q3_K';
    case 'Q3_K_M':
      return layer < n / 16 ? 'Q5_K' : 'Q4_K';
    case 'IQ3_M':
      return layer < n / 8 || (m.experts === 8 && more) ? 'Q4_K' : base;
    case 'Q3_K_L':
      return 'Q5_K';
    case 'Q4_K_M':
    case 'Q5_K_M':
      return more ? 'Q6_K' : base;
    case 'Q4_K_S':
      return layer < n / 8 ? 'Q5_K' : base;
    case 'Q4_0':
      return layer < n / 8 ? 'Q4_1' : base;
    default:
      return base;
  }
}

const EIGHT_EXPERT_OUTPUT_Q5 = new Set<GgufFileType>([
  'Q2_K',
  'IQ3_XS',
  'IQ3_XXS',
  'Q3_K_S',
  'Q3_K_M',
  'IQ4_NL',
  'Q4_K_S',
  'Q4_K_M',
  'IQ3_S',
  'IQ3_M',
  'IQ4_XS',
]);

/** attn_output's lift for dense models and other expert counts. */
const ATTENTION_OUTPUT_LIFT: Partial<Record<GgufFileType, GgmlType>> = {
  Q2_K: 'Q3_K',
  IQ3_XXS: 'IQ3_S',
  Q3_K_M: 'Q4_K',
  Q3_K_L: 'Q5_K',
  IQ3_M: 'Q4_K',
};

function attentionOutputType(ftype: GgufFileType, base: GgmlType, m: MixContext): GgmlType {
  if (m.experts === 8) return EIGHT_EXPERT_OUTPUT_Q5.has(ftype) ? 'Q5_K' : base;
  return ATTENTION_OUTPUT_LIFT[ftype] ?? base;
}

/** The type one tensor is stored in, before the block-size fallback. */
function chosenType(t: TensorGroup, ftype: GgufFileType, m: MixContext, c: MixCounters): GgmlType {
  const base = GGUF_BASE_TYPE[ftype];
  if (t.role === 'OUTPUT' || (m.tiedEmbeddings && t.role === 'TOKEN_EMBEDDING'))
    return outputType(ftype, base, t.rowSize);
  if (ftype === 'MXFP4_MOE') return t.expert === 'ROUTED' ? 'MXFP4' : 'Q8_0';
  if (t.role === 'TOKEN_EMBEDDING' || t.role === 'PER_LAYER_EMBEDDING') return embeddingType(ftype, base);
  if (ONE_BIT_TWO_BIT.has(ftype)) return lowBitType(t, ftype, base, m, c);
  switch (t.role) {
    case 'ATTN_V':
      return attentionVType(ftype, base, m, c);
    case 'ATTN_K':
      if (m.experts === 8) return 'Q8_0';
      return ftype === 'IQ3_XS' ? 'IQ3_XXS' : ftype === 'IQ3_XXS' ? 'IQ2_S' : base;
    case 'ATTN_Q':
      return ftype === 'IQ3_XS' ? 'IQ3_XXS' : ftype === 'IQ3_XXS' ? 'IQ2_S' : base;
    case 'FFN_DOWN':
      return ffnDownType(ftype, base, m, t.layer ?? 0);
    case 'ATTN_OUTPUT':
      return attentionOutputType(ftype, base, m);
    case 'FFN_GATE':
    case 'FFN_UP': {
      const i = t.layer ?? 0;
      return ftype === 'IQ3_XS' && i >= m.layers / 8 && i < (7 * m.layers) / 8 ? 'IQ3_XXS' : base;
    }
    default:
      return base;
  }
}

/** Tensors llama.cpp never quantizes: norms, 1-D vectors, convolutions and MoE routers stay in F32. */
function isQuantizable(t: TensorGroup): boolean {
  return t.role !== 'NORM' && t.role !== 'ROUTER' && t.role !== 'ENCODER';
}

/**
 * The ggml type of every tensor of a GGUF file of type `ftype`, in file order (the order
 * matters: llama.cpp counts attn_v and ffn_down tensors as it goes).
 */
export function ggufTensorTypes(
  tensors: readonly TensorGroup[],
  ftype: GgufFileType,
  m: MixContext,
): GgmlType[] {
  const c: MixCounters = {
    attentionV: 0,
    attentionVTotal: tensors.filter((t) => t.role === 'ATTN_V').length,
    ffnDown: 0,
  };
  return tensors.map((t) => {
    if (!isQuantizable(t)) return 'F32';
    const type = storableType(chosenType(t, ftype, m, c), t.rowSize);
    if (t.role === 'ATTN_V') c.attentionV++;
    if (t.role === 'FFN_DOWN') c.ffnDown++;
    return type;
  });
}
