/**
 * Weight formats at their real size (issue 28): llama.cpp's per-tensor quantization mixes
 * against published GGUF file listings, 4-bit floating-point formats against published
 * checkpoints, and the formats whose size is stated. Each case names its source and its
 * tolerance; no expected value comes from running the estimator.
 */
import { models } from '../../seeds/data/models';
import {
  WEIGHT_FORMATS,
  estimateMemoryV2,
  weightFormatInfo,
  type MemoryEstimateV2Input,
  type WeightFormat,
} from '../../src/rules/calculators/memory';

const GB = 1e9;
const GIB = 2 ** 30;
const within = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(tolerance);
const weights = (input: Partial<MemoryEstimateV2Input> & { precision: WeightFormat }) =>
  estimateMemoryV2(
    { mode: 'INFERENCE', sequenceLength: 16, ...input } as MemoryEstimateV2Input,
    models,
  ).perGpu.lines.find((l) => l.key === 'WEIGHTS')!.amount.bytes;

describe("llama.cpp's quantize tool: Llama-3-8B file sizes per type (GiB, tools/quantize/quantize.cpp), ±1 %", () => {
  it.each([
    ['Q2_K', 2.96],
    ['Q3_K_S', 3.41],
    ['Q3_K_M', 3.74],
    ['Q3_K_L', 4.03],
    ['Q4_0', 4.34],
    ['Q4_K_S', 4.37],
    ['Q4_K_M', 4.58],
    ['Q5_K_S', 5.21],
    ['Q5_K_M', 5.33],
    ['Q6_K', 6.14],
    ['Q8_0', 7.96],
  ] as const)('%s: %s GiB', (type, gib) => {
    within(weights({ model: 'llama-3.1-8b', precision: `GGUF_${type}` }) / GIB, gib, 0.01);
  });
});

describe('a mixture of experts per tensor: bartowski/Mixtral-8x22B-v0.1-GGUF (llama.cpp b2636, decimal GB)', () => {
  // The v0.1 base model has a 32,000-token vocabulary (the Instruct catalog entry has 32,768).
  const mixtral = { model: 'mixtral-8x22b', architecture: { vocabSize: 32000 } };
  it.each([
    // Routed experts' ffn_down in Q6_K in half the layers, attn_k/attn_v in Q8_0 and attn_output
    // in Q5_K for 8-expert models: ±0.5 % for the k-quants.
    ['Q5_K_M', 99.96, 0.005],
    ['Q5_K_S', 96.97, 0.005],
    ['Q4_K_M', 85.58, 0.005],
    ['Q4_K_S', 80.47, 0.005],
    ['Q3_K_L', 72.57, 0.005],
    ['Q3_K_M', 67.78, 0.005],
    ['Q3_K_S', 61.49, 0.005],
    ['Q2_K', 52.1, 0.005],
    // i-quants made with an importance matrix: ±0.5 %.
    ['IQ3_M', 64.49, 0.005],
    ['IQ3_S', 61.49, 0.005],
    ['IQ3_XS', 58.22, 0.005],
    // IQ4 files of that llama.cpp release kept some ffn_down tensors wider than today's mix: ±1.5 %.
    ['IQ4_XS', 76.35, 0.015],
    ['IQ4_NL', 80.47, 0.015],
  ] as const)('%s: %s GB (±%s)', (type, gb, tolerance) => {
    within(weights({ ...mixtral, precision: `GGUF_${type}` }) / GB, gb, tolerance);
  });

  it('Q4_K_M is 4.83 bits per weight over the file, as the listing says (±1 %)', () => {
    const e = estimateMemoryV2(
      { ...mixtral, mode: 'INFERENCE', precision: 'GGUF_Q4_K_M', sequenceLength: 16 },
      models,
    );
    within(e.bitsPerWeight, 4.83, 0.01);
  });
});

describe('a dense 70B per tensor: bartowski Llama 3.1 70B GGUF listing (decimal GB), ±0.5 %', () => {
  // bartowski's Llama-3.1-70B-class files (Llama 3.1 Nemotron 70B, the same shape) as
  // summarised on ozeki.chat; Q4_K_M matches the Llama-3.1-70B-Instruct listing (42.52 GB).
  it.each([
    ['Q5_K_S', 48.66],
    ['Q4_K_S', 40.35],
    ['Q4_0', 40.12],
    ['IQ4_XS', 37.9],
    ['Q3_K_L', 37.14],
    ['Q3_K_M', 34.27],
    ['IQ3_M', 31.94],
    ['Q3_K_S', 30.91],
  ] as const)('%s: %s GB', (type, gb) => {
    within(weights({ model: 'llama-3.1-70b', precision: `GGUF_${type}` }) / GB, gb, 0.005);
  });
});

describe('4-bit floating point and stated-bit formats', () => {
  it('gpt-oss-120b in MXFP4 is the 60.8 GiB checkpoint of the model card (±1 %); in llama.cpp MXFP4_MOE the rest is Q8_0, so the file is smaller', () => {
    const mxfp4 = weights({ model: 'gpt-oss-120b', precision: 'MXFP4' });
    within(mxfp4 / GIB, 60.8, 0.01);
    expect(weights({ model: 'gpt-oss-120b', precision: 'GGUF_MXFP4_MOE' })).toBeLessThan(mxfp4);
  });

  it('MXFP4 and NVFP4 blocks: 32 values with an 8-bit exponent (4.25 bits), 16 with an FP8 scale (4.5 bits)', () => {
    // OCP MX spec v1.0 and NVIDIA's NVFP4 post; ggml's block_mxfp4 (17 bytes per 32) and block_nvfp4 (36 per 64).
    expect(weightFormatInfo('MXFP4').bitsPerWeight).toBe(4.25);
    expect(weightFormatInfo('NVFP4').bitsPerWeight).toBe(4.5);
  });

  it('DeepSeek-R1 "1.58-bit" dynamic GGUF (Unsloth UD-IQ1_S, 131 GB) at the stated 1.58 bits: ±2 %', () => {
    within(weights({ model: 'deepseek-r1', precision: 'GGUF_CUSTOM', bitsPerWeight: 1.58 }) / GB, 131, 0.02);
  });

  it("llama.cpp's own IQ1_S mix of R1 lands within 5 % of Unsloth's dynamic file, which keeps attention and dense layers at 4-6 bits", () => {
    within(weights({ model: 'deepseek-r1', precision: 'GGUF_IQ1_S' }) / GB, 131, 0.05);
  });

  it('EXL2/EXL3 take the stated bits on the linear layers and 6 bits on the head (ExLlama convert docs)', () => {
    const at = (bits: number) => weights({ model: 'llama-3.1-70b', precision: 'EXL2', bitsPerWeight: bits });
    // 1 bit more on every linear weight of Llama 3.1 70B (68.5B linear parameters) is 8.56 GB more.
    within((at(5) - at(4)) / GB, 68.48 / 8, 0.01);
    expect(weights({ model: 'llama-3.1-70b', precision: 'EXL3', bitsPerWeight: 4 })).toBe(at(4));
  });

  it('bitsPerWeight is refused for formats with fixed bits, and out of range', () => {
    expect(() => weights({ model: 'llama-3.1-8b', precision: 'GGUF_Q4_K_M', bitsPerWeight: 4 })).toThrow(
      /bitsPerWeight/,
    );
    expect(() => weights({ model: 'llama-3.1-8b', precision: 'EXL2', bitsPerWeight: 12 })).toThrow(
      /bitsPerWeight/,
    );
  });
});

describe('which hardware computes each format natively', () => {
  it('FP8 on Ada, Hopper and Blackwell; FP4 (MXFP4, NVFP4) on Blackwell only; GGUF and group-wise int4 need no tensor-core format', () => {
    expect(weightFormatInfo('FP8').nativeArchitectures).toEqual(
      expect.arrayContaining(['Ada Lovelace', 'Hopper', 'Blackwell']),
    );
    expect(weightFormatInfo('FP8_BLOCK').nativeArchitectures).not.toContain('Ampere');
    expect(weightFormatInfo('NVFP4').nativeArchitectures).toEqual(['Blackwell']);
    expect(weightFormatInfo('MXFP4').nativeArchitectures).toEqual(['Blackwell']);
    expect(weightFormatInfo('GGUF_Q4_K_M').nativeArchitectures).toEqual([]);
    expect(weightFormatInfo('AWQ_INT4').nativeArchitectures).toEqual([]);
  });

  it('every format states its size derivation and where it runs', () => {
    for (const format of WEIGHT_FORMATS) {
      const info = weightFormatInfo(format);
      expect(info.bitsPerWeight).toBeGreaterThan(1);
      expect(info.derivation.length).toBeGreaterThan(10);
      expect(info.hardware.length).toBeGreaterThan(5);
    }
  });
});
