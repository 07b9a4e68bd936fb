/**
 * Any model from its config.json (issue 28): real configs of each architecture family
 * (test/fixtures/configs, sources in model-configs.ts) against the totals their makers
 * publish, and the sizes of their published checkpoints. No expected value comes from
 * running the estimator; each tolerance is stated.
 */
import {
  MemoryInputError,
  estimateMemoryV2,
  parameterBreakdown,
  type MemoryEstimateV2,
  type MemoryEstimateV2Input,
} from '../../src/rules/calculators/memory';
import { parseHfConfig } from '../../src/rules/calculators/memory/hf-config';
import {
  CONFIG_FIXTURES as C,
  PARTIAL_CONFIG_DIR,
  readConfig,
  readIndex,
  type ConfigFixture,
} from '../fixtures/model-configs';

const GIB = 2 ** 30;
const within = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(tolerance);
const est = (fixture: ConfigFixture, input: Partial<MemoryEstimateV2Input> = {}): MemoryEstimateV2 =>
  estimateMemoryV2({
    config: readConfig(fixture),
    mode: 'INFERENCE',
    precision: 'BF16',
    sequenceLength: 16,
    ...input,
  });
const line = (e: MemoryEstimateV2, key: string) =>
  e.perGpu.lines.find((l) => l.key === key)?.amount.bytes ?? 0;
const weights = (e: MemoryEstimateV2) => line(e, 'WEIGHTS');
const totalOf = (fixture: ConfigFixture) =>
  parameterBreakdown(parseHfConfig(readConfig(fixture)).architecture).total / 1e9;

describe('parameter totals counted from config.json match the published totals', () => {
  it.each([
    // Meta Llama 3.1 model card: 8.03B. ±0.5 %
    ['Llama (dense GQA)', C.llama31_8b, 8.03, 0.005],
    // Mistral AI, "Mixtral of experts" (2023): 46.7B total. ±0.5 %
    ['Mixtral (8 experts)', C.mixtral_8x7b, 46.7, 0.005],
    // Qwen3-30B-A3B model card: 30.5B total. ±0.5 %
    ['Qwen3-MoE (128 experts)', C.qwen3_30b_a3b, 30.5, 0.005],
    // Qwen3-Next-80B-A3B model card: 80B total. ±1 %
    ['Qwen3-Next (linear-attention hybrid, gated attention)', C.qwen3_next, 80, 0.01],
    // Qwen3.5-35B-A3B: 35B in its name (decoder, shared experts and vision tower). ±1 %
    ['Qwen3.5 (hybrid MoE with vision)', C.qwen35_35b, 35, 0.01],
    // DeepSeek-V3 technical report: 671B total (the MTP module aside). ±0.5 %
    ['DeepSeek-V3 (MLA + MoE)', C.deepseek_v3, 671, 0.005],
    // Kimi K2 model card: "1T" total (rounded). ±3 %
    ['Kimi K2 (DeepSeek layout, 384 experts)', C.kimi_k2, 1000, 0.03],
    // gpt-oss model card: 20.91B and 116.83B total. ±0.5 %
    ['gpt-oss-20b (alternating sliding window)', C.gpt_oss_20b, 20.91, 0.005],
    ['gpt-oss-120b', C.gpt_oss_120b, 116.83, 0.005],
    // Llama 4 model card: Scout 109B with its vision encoder (not in the text config: -1.1 %). ±2 %
    ['Llama 4 Scout (chunked attention, shared expert)', C.llama4_scout, 109, 0.02],
    // Llama 4 model card: Maverick 400B (interleaved MoE, every other layer dense). ±1 %
    ['Llama 4 Maverick', C.llama4_maverick, 400, 0.01],
    // Cohere: Command R is a 35B model (multi-head attention, tied 256k vocabulary). ±1 %
    ['Command R (cohere)', C.command_r, 35, 0.01],
  ] as const)('%s', (_family, fixture, billions, tolerance) => {
    within(totalOf(fixture), billions, tolerance);
  });

  it('the estimate takes the config shape: active experts for compute, every expert resident', () => {
    const e = est(C.qwen3_30b_a3b);
    // Qwen3-30B-A3B card: 3.3B activated; the count here includes the 0.3B input embedding. ±10 %
    within(e.parameters.activeBillions, 3.3, 0.1);
    expect(e.architecture.moe).toMatchObject({ experts: 128, activeExperts: 8 });
    expect(e.assumptions.join(' ')).toMatch(/config\.json \(Qwen3MoeForCausalLM/);
  });
});

describe('published checkpoint sizes from config.json', () => {
  // gpt-oss model card: the MXFP4 checkpoints take 12.8 GiB (20b) and 60.8 GiB (120b). ±1 %
  it.each([
    ['gpt-oss-20b', C.gpt_oss_20b, 12.8],
    ['gpt-oss-120b', C.gpt_oss_120b, 60.8],
  ] as const)('%s in MXFP4 (experts 4.25 bits, the rest BF16): %s GiB', (_name, fixture, gib) => {
    within(weights(est(fixture, { precision: 'MXFP4' })) / GIB, gib, 0.01);
  });

  it('reads the shipped format from quantization_config and says so', () => {
    expect(est(C.gpt_oss_20b).config).toMatchObject({ checkpointFormat: 'MXFP4', modelType: 'gpt_oss' });
    expect(est(C.deepseek_v3).config?.checkpointFormat).toBe('FP8_BLOCK');
    expect(est(C.gpt_oss_20b).assumptions.join(' ')).toMatch(/ships in MXFP4/);
  });

  it('a safetensors index gives the count: Mistral Small 3 total_size 47,144,806,400 bytes / 2 = 23.57B (±0.2 %)', () => {
    const e = est(C.mistral_small_3, { safetensorsIndex: readIndex(C.mistral_small_3) });
    within(e.parameters.totalBillions, 47144806400 / 2 / 1e9, 0.002);
    // The shape alone predicts the same checkpoint: the config is read right.
    within(e.parameters.fromArchitectureBillions, 23.57, 0.002);
    expect(e.assumptions.join(' ')).toMatch(/safetensors index/);
  });
});

describe('layouts read from the config change the KV cache as the runtimes keep it', () => {
  it('gpt-oss: half the layers keep 128 tokens, so 32k of context costs about half of full attention', () => {
    const windowed = est(C.gpt_oss_20b, { sequenceLength: 32768 });
    const full = est(C.gpt_oss_20b, { sequenceLength: 32768, slidingWindowCache: false });
    const ratio = line(windowed, 'KV_CACHE') / line(full, 'KV_CACHE');
    expect(ratio).toBeGreaterThan(0.49);
    expect(ratio).toBeLessThan(0.52);
  });

  it('Qwen3-Next: only the 12 full-attention layers cache keys and values (2 heads of 256)', () => {
    const e = est(C.qwen3_next, { sequenceLength: 65536 });
    const perToken = 2 * 12 * 2 * 256 * 2; // K and V, 12 layers, 2 KV heads x 256, 2 bytes
    const kvOnly = line(e, 'KV_CACHE') - 36 * (32 * 128 * 128 * 4 + (2 * 16 * 128 + 32 * 128) * 3 * 2);
    within(kvOnly / 65536, perToken, 0.01);
    expect(e.perGpu.lines.find((l) => l.key === 'KV_CACHE')!.basis).toMatch(/36 linear-attention layers/);
  });

  it('Gemma 3n E4B: 15 layers reuse earlier caches, four of five attend through 512 tokens', () => {
    const arch = parseHfConfig(readConfig(C.gemma3n_e4b)).architecture;
    expect(arch.kvSharedLayers).toBe(15);
    expect(arch.slidingWindow).toEqual({ windowTokens: 512, localLayers: 28 });
    // Per-layer embeddings: 262,144 tokens x 35 layers x 256 (hidden_size_per_layer_input).
    expect(arch.perLayerEmbeddingBillions! * 1e9).toBe(262144 * 35 * 256);
    const e = est(C.gemma3n_e4b, { sequenceLength: 32768 });
    // 20 caching layers: 4 global at 32k and 16 local at 512 tokens, 2 KV heads x 256, 16-bit.
    within(line(e, 'KV_CACHE'), 2 * 2 * 256 * 2 * (4 * 32768 + 16 * 512), 0.001);
    expect(e.assumptions.join(' ')).toMatch(/audio encoder is not counted/);
  });

  it('Llama 4 chunked attention: 36 of 48 layers keep at most 8,192 tokens', () => {
    expect(parseHfConfig(readConfig(C.llama4_scout)).architecture.slidingWindow).toEqual({
      windowTokens: 8192,
      localLayers: 36,
    });
  });

  it('latent attention from the config: GLM-4.7-Flash caches (512 + 64) per layer and token', () => {
    const arch = parseHfConfig(readConfig(C.glm47_flash)).architecture;
    expect(arch.attention).toBe('MLA');
    expect(arch.mla).toMatchObject({ kvLoraRank: 512, qkRopeHeadDim: 64 });
  });
});

describe('bad configs are BAD_USER_INPUT naming the field', () => {
  const fails = (config: string, field: RegExp) => {
    let error: unknown;
    try {
      estimateMemoryV2({ config, mode: 'INFERENCE', precision: 'BF16' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MemoryInputError);
    expect((error as MemoryInputError).code).toBe('BAD_USER_INPUT');
    expect((error as MemoryInputError).field).toMatch(field);
  };

  it('not JSON, not an object, too long', () => {
    fails('{"hidden_size": 4096', /^config$/);
    fails('[1, 2]', /^config$/);
    fails(' '.repeat(10) + 'x'.repeat(200_001), /^config$/);
  });

  it('an architecture the estimator cannot count (a state-space hybrid) names config.model_type', () => {
    fails(
      JSON.stringify({ model_type: 'nemotron_h', hybrid_override_pattern: 'M-M*' }),
      /^config\.model_type$/,
    );
  });

  it('a trimmed config without intermediate_size names config.text_config.intermediate_size', () => {
    fails(
      readConfig(
        { file: 'meta-llama--Llama-3.2-11B-Vision-Instruct', url: '', mirror: '' },
        PARTIAL_CONFIG_DIR,
      ),
      /^config\.text_config\.(intermediate_size|vocab_size)$/,
    );
  });

  it('wrong types and impossible shapes name their field', () => {
    const base = JSON.parse(readConfig(C.llama31_8b)) as Record<string, unknown>;
    fails(JSON.stringify({ ...base, num_hidden_layers: 'thirty-two' }), /^config\.num_hidden_layers$/);
    fails(JSON.stringify({ ...base, num_key_value_heads: 64 }), /^config\.num_key_value_heads$/);
    const moe = JSON.parse(readConfig(C.mixtral_8x7b)) as Record<string, unknown>;
    fails(JSON.stringify({ ...moe, num_experts_per_tok: 9 }), /^config\.num_experts_per_tok$/);
    fails(JSON.stringify({ ...base, layer_types: ['full_attention'] }), /^config\.layer_types$/);
  });

  it('a safetensors index without total_size, or without its config, is refused', () => {
    expect(() =>
      estimateMemoryV2({
        config: readConfig(C.llama31_8b),
        safetensorsIndex: '{"weight_map": {}}',
        mode: 'INFERENCE',
        precision: 'BF16',
      }),
    ).toThrow(/total_size/);
    expect(() =>
      estimateMemoryV2({
        safetensorsIndex: readIndex(C.mistral_small_3),
        parametersBillions: 7,
        mode: 'INFERENCE',
        precision: 'BF16',
      }),
    ).toThrow(/config/);
  });
});
