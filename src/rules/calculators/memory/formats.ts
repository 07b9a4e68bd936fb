/**
 * Weight formats at the bits per weight they really take, which tensors each converts, and
 * which hardware computes in it natively. How the bits land on each tensor is weights.ts.
 *
 * Scopes:
 * - `ALL`: every tensor (FP32, FP16, BF16).
 * - `LINEAR`: the matrices of the transformer blocks; embeddings, output head, norms and
 *   routers stay in 16-bit, as transformers, vLLM and the published checkpoints do (FP8,
 *   INT8, bitsandbytes NF4, GPTQ, AWQ, NVFP4).
 * - `EXPERTS`: the routed experts of a mixture of experts (gpt-oss ships MXFP4 experts and
 *   BF16 attention); every block matrix of a dense model.
 * - `EXL`: ExLlama's linear layers at the stated average bits, the output head at 6 bits.
 * - `GGUF`: llama.cpp's per-tensor mix of a file type (gguf-mix.ts).
 */
import { GGUF_BASE_TYPE, GGUF_FILE_TYPES, type GgufFileType } from './gguf-mix';
import { ggmlBits } from './gguf-types';

const GGUF_FORMATS = GGUF_FILE_TYPES.map((t) => `GGUF_${t}` as const);
type GgufFormat = (typeof GGUF_FORMATS)[number];

export const WEIGHT_FORMATS = [
  'FP32',
  'FP16',
  'BF16',
  'FP8',
  'FP8_BLOCK',
  'INT8',
  'INT4',
  'NF4',
  'NF4_DQ',
  'GPTQ_INT4',
  'AWQ_INT4',
  'MXFP4',
  'NVFP4',
  'EXL2',
  'EXL3',
  ...GGUF_FORMATS,
  'GGUF_CUSTOM',
] as const;
export type WeightFormat = (typeof WEIGHT_FORMATS)[number];

export const KV_PRECISIONS = ['FP16', 'BF16', 'FP8', 'INT8', 'INT4'] as const;
export type KvPrecision = (typeof KV_PRECISIONS)[number];

export type FormatScope = 'ALL' | 'LINEAR' | 'EXPERTS' | 'EXL' | 'GGUF' | 'STATED';

export interface WeightFormatInfo {
  /** Bits per converted weight including scales/zeros (group or block overhead); GGUF: the base type's. */
  bitsPerWeight: number;
  scope: FormatScope;
  /** Bytes of the activations and KV cache by default when running this format. */
  computeBytes: number;
  /** How the figure was obtained. */
  derivation: string;
  /** Source keys. */
  sources: string[];
  /** Runtime the format belongs to, for the default multi-GPU split. */
  runtime: 'PYTORCH' | 'LLAMA_CPP' | 'EXLLAMA';
  /** GPU architectures (as the catalog names them) whose tensor cores compute in this format. */
  nativeArchitectures: readonly string[];
  /** Where the format runs and how, in words. */
  hardware: string;
}

/**
 * Group-wise 4-bit (GPTQ, AWQ): 4 bits per weight plus one FP16 scale and one 4-bit zero
 * point per group of `groupSize` weights.
 */
export function groupQuantBits(groupSize: number): number {
  return 4 + (16 + 4) / groupSize;
}
/** Group size GPTQ and AWQ checkpoints use by default. @source paper-gptq-2022, paper-awq-2023 */
export const DEFAULT_GROUP_SIZE = 128;

/** NF4 block of 64 weights with one FP32 absmax: 4 + 32/64 = 4.5 bits. @source paper-qlora-2023 */
export const NF4_BITS = 4 + 32 / 64;
/**
 * NF4 with double quantization: absmax in 8-bit per 64 weights plus one FP32 constant per
 * 256 blocks: 4 + 8/64 + 32/(64 x 256) = 4.127 bits (QLoRA paper, section 3).
 * @source paper-qlora-2023
 */
export const NF4_DQ_BITS = 4 + 8 / 64 + 32 / (64 * 256);
/**
 * Fine-grained FP8 (DeepSeek-V3, Qwen3-FP8): E4M3 weights with one FP32 scale per 128 x 128
 * block: 8 + 32 / 16384 bits.
 * @source paper-deepseek-v3-2024
 */
export const FP8_BLOCK_BITS = 8 + 32 / (128 * 128);
/** OCP MXFP4: 32 E2M1 values sharing one E8M0 scale, 17 bytes per 32 weights = 4.25 bits. @source spec-ocp-mx-2023, code-ggml-common-h */
export const MXFP4_BITS = ggmlBits('MXFP4');
/** NVFP4: 16 E2M1 values sharing one E4M3 scale (plus one FP32 scale per tensor) = 4.5 bits. @source blog-nvidia-nvfp4-2025 */
export const NVFP4_BITS = 4 + 8 / 16;
/** ExLlamaV2/V3 quantize the output head at 6 bits unless told otherwise (-hb). @source doc-exllamav2-convert, doc-exllamav3-convert */
export const EXL_HEAD_BITS = 6;
/** Bits per weight of EXL2/EXL3 when none is stated: 4.0, the most common published size. @estimate */
export const DEFAULT_EXL_BITS = 4;
/**
 * Formats whose size is the bits per weight their maker states: ExLlama files (the bitrate
 * they were made at) and GGUF files quantized with per-tensor overrides (Unsloth's dynamic
 * quants: DeepSeek-R1 UD-IQ1_S is "1.58-bit", 131 GB over 671B parameters).
 */
export const STATED_BITS_FORMATS: readonly WeightFormat[] = ['EXL2', 'EXL3', 'GGUF_CUSTOM'];

/** Architectures whose tensor cores compute in FP8 (Ada Lovelace, Hopper, Blackwell; AMD CDNA 3, RDNA 4). @source paper-fp8-formats-2022, doc-vllm-quantization-hardware */
export const FP8_NATIVE_ARCHITECTURES: readonly string[] = [
  'Ada Lovelace',
  'Hopper',
  'Blackwell',
  'CDNA 3',
  'RDNA 4',
];
/** Architectures whose tensor cores compute in 4-bit floating point (NVFP4, MXFP4): Blackwell. @source blog-nvidia-nvfp4-2025, issue-vllm-mxfp4-sm120 */
export const FP4_NATIVE_ARCHITECTURES: readonly string[] = ['Blackwell'];

const FP8_HARDWARE =
  'Computed in FP8 on Ada Lovelace, Hopper and Blackwell (and AMD CDNA 3); vLLM runs FP8 weights on Ampere only weight-only through its Marlin kernel, and not for mixtures of experts.';
const FP4_HARDWARE =
  'Computed in FP4 on Blackwell tensor cores; elsewhere (Hopper, Ada, Ampere) vLLM dequantizes the 4-bit weights on the fly in its Marlin kernel (weight-only), and llama.cpp reads the GGUF conversion on any GPU.';
const INT_HARDWARE =
  'Weight-only: dequantized to 16-bit inside the matrix kernels on any recent CUDA GPU (Marlin needs Ampere or newer); no special tensor-core support needed.';

function linear(
  bits: number,
  derivation: string,
  sources: string[],
  native: readonly string[],
  hardware: string,
): WeightFormatInfo {
  return {
    bitsPerWeight: bits,
    scope: 'LINEAR',
    computeBytes: 2,
    derivation,
    sources,
    runtime: 'PYTORCH',
    nativeArchitectures: native,
    hardware,
  };
}

function gguf(format: GgufFormat): WeightFormatInfo {
  const type = format.slice(5) as GgufFileType;
  return {
    bitsPerWeight: type === 'MXFP4_MOE' ? MXFP4_BITS : ggmlBits(baseTypeOf(type)),
    scope: 'GGUF',
    computeBytes: 2,
    derivation: `llama.cpp ${type} mix: each tensor in the type llama-quantize gives it (output head, attention and feed-forward layers differ; rows that do not fill a block fall back to a wider type)`,
    sources: ['code-llamacpp-llama-quant', 'code-ggml-common-h'],
    runtime: 'LLAMA_CPP',
    nativeArchitectures: [],
    hardware:
      'llama.cpp dequantizes GGUF blocks inside its kernels on CUDA, ROCm, Vulkan, Metal and CPUs: no tensor-core format support needed.',
  };
}

const baseTypeOf = (t: GgufFileType) => GGUF_BASE_TYPE[t];

export function weightFormatInfo(
  format: WeightFormat,
  groupSize = DEFAULT_GROUP_SIZE,
  statedBits: number | null = null,
): WeightFormatInfo {
  const group = groupQuantBits(groupSize);
  const all = (bits: number, computeBytes: number, derivation: string): WeightFormatInfo => ({
    bitsPerWeight: bits,
    scope: 'ALL',
    computeBytes,
    derivation,
    sources: [],
    runtime: 'PYTORCH',
    nativeArchitectures: [],
    hardware: 'Any GPU.',
  });
  switch (format) {
    case 'FP32':
      return all(32, 4, 'IEEE single precision.');
    case 'FP16':
    case 'BF16':
      return all(16, 2, '16-bit floating point.');
    case 'FP8':
      return linear(
        8,
        'FP8 (E4M3) linear weights, per-tensor or per-channel scale; embeddings and head in BF16.',
        ['paper-fp8-formats-2022'],
        FP8_NATIVE_ARCHITECTURES,
        FP8_HARDWARE,
      );
    case 'FP8_BLOCK':
      return linear(
        FP8_BLOCK_BITS,
        `Fine-grained FP8 (E4M3) linear weights with an FP32 scale per 128 x 128 block = ${FP8_BLOCK_BITS.toFixed(3)} bits; embeddings and head in BF16.`,
        ['paper-deepseek-v3-2024'],
        FP8_NATIVE_ARCHITECTURES,
        FP8_HARDWARE,
      );
    case 'INT8':
      return linear(
        8,
        'LLM.int8() 8-bit linear weights with per-row scales.',
        ['paper-llm-int8-2022'],
        [],
        INT_HARDWARE,
      );
    case 'INT4':
    case 'GPTQ_INT4':
    case 'AWQ_INT4':
      return linear(
        group,
        `4-bit groups of ${groupSize}: 4 + (16-bit scale + 4-bit zero) / ${groupSize} = ${group.toFixed(3)} bits.`,
        ['paper-gptq-2022', 'paper-awq-2023'],
        [],
        INT_HARDWARE,
      );
    case 'NF4':
      return linear(
        NF4_BITS,
        'bitsandbytes NF4, FP32 absmax per 64 weights: 4.5 bits.',
        ['paper-qlora-2023'],
        [],
        INT_HARDWARE,
      );
    case 'NF4_DQ':
      return linear(
        NF4_DQ_BITS,
        'NF4 with double quantization: 4.127 bits.',
        ['paper-qlora-2023'],
        [],
        INT_HARDWARE,
      );
    case 'NVFP4':
      return linear(
        NVFP4_BITS,
        'NVFP4: 16 E2M1 weights share one E4M3 scale = 4.5 bits, linear layers only (embeddings and head in BF16).',
        ['blog-nvidia-nvfp4-2025'],
        FP4_NATIVE_ARCHITECTURES,
        FP4_HARDWARE,
      );
    case 'MXFP4':
      return {
        ...linear(
          MXFP4_BITS,
          'MXFP4: 32 E2M1 weights share one E8M0 scale = 4.25 bits; routed experts of a mixture of experts (attention, router, embeddings and head in BF16, as gpt-oss ships), every block matrix of a dense model.',
          ['spec-ocp-mx-2023', 'code-ggml-common-h'],
          FP4_NATIVE_ARCHITECTURES,
          FP4_HARDWARE,
        ),
        scope: 'EXPERTS',
      };
    case 'EXL2':
    case 'EXL3': {
      const bits = statedBits ?? DEFAULT_EXL_BITS;
      const v = format === 'EXL2' ? 'v2' : 'v3';
      return {
        bitsPerWeight: bits,
        scope: 'EXL',
        computeBytes: 2,
        derivation: `${format}: linear layers at ${bits} bits per weight on average (the bitrate the file was made at), output head at ${EXL_HEAD_BITS} bits, embeddings in 16-bit.`,
        sources: [format === 'EXL2' ? 'doc-exllamav2-convert' : 'doc-exllamav3-convert'],
        runtime: 'EXLLAMA',
        nativeArchitectures: [],
        hardware: `ExLlama${v} kernels on NVIDIA CUDA GPUs (weight-only, dequantized in the kernel).`,
      };
    }
    case 'GGUF_CUSTOM': {
      const bits = statedBits ?? 4;
      return {
        bitsPerWeight: bits,
        scope: 'STATED',
        computeBytes: 2,
        derivation: `GGUF file at ${bits} bits per weight on average over the whole file, as its maker states (file size x 8 / parameters)${statedBits == null ? '; none given, 4.0 assumed' : ''}.`,
        sources: ['blog-unsloth-r1-dynamic-2025'],
        runtime: 'LLAMA_CPP',
        nativeArchitectures: [],
        hardware:
          'llama.cpp dequantizes GGUF blocks inside its kernels on CUDA, ROCm, Vulkan, Metal and CPUs: no tensor-core format support needed.',
      };
    }
    default:
      return gguf(format);
  }
}

/** Bits per cached key/value element: 16 for FP16/BF16, 8 for FP8, llama.cpp's q8_0 (8.5) and q4_0 (4.5) blocks for INT8 and INT4. @source tool-llamacpp-quantize */
export const KV_BITS: Readonly<Record<KvPrecision, number>> = {
  FP16: 16,
  BF16: 16,
  FP8: 8,
  INT8: 8.5,
  INT4: 4.5,
};

export function isWeightFormat(value: string): value is WeightFormat {
  return (WEIGHT_FORMATS as readonly string[]).includes(value);
}
export function isKvPrecision(value: string): value is KvPrecision {
  return (KV_PRECISIONS as readonly string[]).includes(value);
}
/** The GGUF file type of a GGUF format, or null. */
export function ggufFileType(format: WeightFormat): GgufFileType | null {
  const type = format.startsWith('GGUF_') ? format.slice(5) : null;
  return type && (GGUF_FILE_TYPES as readonly string[]).includes(type) ? (type as GgufFileType) : null;
}
