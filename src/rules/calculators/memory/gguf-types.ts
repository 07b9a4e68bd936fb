/**
 * ggml tensor types at their stored size: a block of `block` weights takes `bytes` bytes
 * (quants, scales and minimums together), from the block structs and their static_asserts
 * in ggml/src/ggml-common.h. Q4_K: 256 weights in 144 bytes = 4.5 bits per weight; MXFP4:
 * 32 four-bit values and one E8M0 scale in 17 bytes = 4.25; NVFP4: 64 values and four E4M3
 * scales in 36 bytes = 4.5.
 * @source code-ggml-common-h
 */
export const GGML_TYPES = {
  F32: { block: 1, bytes: 4 },
  F16: { block: 1, bytes: 2 },
  BF16: { block: 1, bytes: 2 },
  Q8_0: { block: 32, bytes: 34 },
  Q4_0: { block: 32, bytes: 18 },
  Q4_1: { block: 32, bytes: 20 },
  Q5_0: { block: 32, bytes: 22 },
  Q5_1: { block: 32, bytes: 24 },
  Q2_K: { block: 256, bytes: 84 },
  Q3_K: { block: 256, bytes: 110 },
  Q4_K: { block: 256, bytes: 144 },
  Q5_K: { block: 256, bytes: 176 },
  Q6_K: { block: 256, bytes: 210 },
  IQ1_S: { block: 256, bytes: 50 },
  IQ1_M: { block: 256, bytes: 56 },
  IQ2_XXS: { block: 256, bytes: 66 },
  IQ2_XS: { block: 256, bytes: 74 },
  IQ2_S: { block: 256, bytes: 82 },
  IQ3_XXS: { block: 256, bytes: 98 },
  IQ3_S: { block: 256, bytes: 110 },
  IQ4_NL: { block: 32, bytes: 18 },
  IQ4_XS: { block: 256, bytes: 136 },
  TQ1_0: { block: 256, bytes: 54 },
  TQ2_0: { block: 256, bytes: 66 },
  MXFP4: { block: 32, bytes: 17 },
  NVFP4: { block: 64, bytes: 36 },
} as const;
export type GgmlType = keyof typeof GGML_TYPES;

/** Bits per weight of a ggml type (block bytes x 8 / block weights). */
export function ggmlBits(type: GgmlType): number {
  const t = GGML_TYPES[type];
  return (t.bytes * 8) / t.block;
}

/**
 * The type llama.cpp falls back to when a tensor's rows are not a whole number of the
 * type's blocks (256 for k- and i-quants): tensor_type_fallback in src/llama-quant.cpp.
 * A row that fits no 32-block either is stored in F16.
 * @source code-llamacpp-llama-quant
 */
const FALLBACK: Partial<Record<GgmlType, GgmlType>> = {
  IQ1_S: 'IQ4_NL',
  IQ1_M: 'IQ4_NL',
  IQ2_XXS: 'IQ4_NL',
  IQ2_XS: 'IQ4_NL',
  IQ2_S: 'IQ4_NL',
  IQ3_XXS: 'IQ4_NL',
  IQ3_S: 'IQ4_NL',
  IQ4_XS: 'IQ4_NL',
  Q2_K: 'Q4_0',
  Q3_K: 'Q4_0',
  TQ1_0: 'Q4_0',
  TQ2_0: 'Q4_0',
  Q4_K: 'Q5_0',
  Q5_K: 'Q5_1',
  Q6_K: 'Q8_0',
};

/** The type a row of `rowSize` weights is really stored in when `type` is asked for. */
export function storableType(type: GgmlType, rowSize: number): GgmlType {
  if (rowSize % GGML_TYPES[type].block === 0) return type;
  const fallback = FALLBACK[type];
  if (fallback && rowSize % GGML_TYPES[fallback].block === 0) return fallback;
  return 'F16';
}
