import { CONFIG_FIXTURES as C, readConfig, readIndex } from '../fixtures/model-configs';
import { graphqlOn, suiteServer } from '../support/server';

/**
 * Issue 28 through GraphQL: the 2025-26 models by loose name, unknown names with
 * suggestions, any model from a pasted config.json (and its safetensors index), the weight
 * formats and where they run natively.
 */

const t = suiteServer();
const { run, data, refusal } = graphqlOn(t);

const ESTIMATE = `query($input: MemoryEstimateInput!) {
  estimateMemory(input: $input) {
    totalGb weightsGb kvCacheGb bitsPerWeight effectiveBitsPerWeight weightFormat assumptions
    model { slug name licence }
    config { modelType architectureName maxContextTokens checkpointFormat }
    parameters { totalBillions activeBillions fromArchitectureBillions }
    architecture { layers attention kvSharedLayers encoderParametersBillions
      moe { experts activeExperts sharedExperts sharedExpertIntermediateSize }
      linearAttention { layers valueHeads }
      slidingWindow { windowTokens localLayers } }
    format { format bitsPerWeight scope nativeArchitectures hardware sources { key } }
    lines { key amount { gb } basis }
  }
}`;

const estimate = (input: Record<string, unknown>) =>
  data(ESTIMATE, { input: { mode: 'INFERENCE', precision: 'BF16', sequenceLength: 4096, ...input } });

describe('the 2025-26 catalog by loose name', () => {
  it.each([
    ['llama 4 scout', 'llama-4-scout'],
    ['gpt oss 120b', 'gpt-oss-120b'],
    ['GPT-OSS-20B', 'gpt-oss-20b'],
    ['kimi k2', 'kimi-k2'],
    ['qwen3 next', 'qwen-3-next-80b-a3b'],
    ['mistral nemo', 'mistral-nemo'],
    ['Command R+', 'command-r-plus'],
  ])('"%s" resolves to %s', async (name, slug) => {
    const { estimateMemory } = await estimate({ model: name });
    expect(estimateMemory.model.slug).toBe(slug);
  });

  it('gpt-oss-20b in MXFP4 needs its 12.8 GiB checkpoint (13.75 GB) plus cache: computed natively on Blackwell', async () => {
    const { estimateMemory } = await estimate({ model: 'gpt-oss-20b', precision: 'MXFP4' });
    expect(estimateMemory.weightsGb).toBeGreaterThan(13.6);
    expect(estimateMemory.weightsGb).toBeLessThan(13.9);
    expect(estimateMemory.model.licence).toBe('Apache 2.0');
    expect(estimateMemory.format).toMatchObject({
      format: 'MXFP4',
      scope: 'EXPERTS',
      nativeArchitectures: ['Blackwell'],
    });
    expect(estimateMemory.format.sources.map((s: any) => s.key)).toContain('spec-ocp-mx-2023');
    expect(estimateMemory.architecture.slidingWindow).toEqual({ windowTokens: 128, localLayers: 12 });
  });

  it('an unknown name is NOT_FOUND with the closest catalog models in extensions.suggestions', async () => {
    const error = await refusal(ESTIMATE, {
      input: { model: 'llama-4-scoutt', mode: 'INFERENCE', precision: 'BF16' },
    });
    expect(error.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'input.model' });
    expect(error.extensions.suggestions).toContain('llama-4-scout');
  });

  it('a name that fits several models lists them as suggestions', async () => {
    const error = await refusal(ESTIMATE, {
      input: { model: 'gpt oss', mode: 'INFERENCE', precision: 'BF16' },
    });
    expect(error.extensions.code).toBe('NOT_FOUND');
    expect(error.extensions.suggestions).toEqual(expect.arrayContaining(['gpt-oss-20b', 'gpt-oss-120b']));
  });
});

describe('any model from its config.json', () => {
  it('Qwen3-Next: hybrid linear attention read from the config, its cache only in the 12 full-attention layers', async () => {
    const { estimateMemory } = await estimate({ config: readConfig(C.qwen3_next), precision: 'GGUF_Q4_K_M' });
    expect(estimateMemory.model).toBeNull();
    expect(estimateMemory.config).toMatchObject({
      modelType: 'qwen3_next',
      architectureName: 'Qwen3NextForCausalLM',
      maxContextTokens: 262144,
    });
    expect(estimateMemory.architecture.linearAttention).toEqual({ layers: 36, valueHeads: 32 });
    expect(estimateMemory.architecture.moe).toMatchObject({
      experts: 512,
      sharedExperts: 1,
      sharedExpertIntermediateSize: 512,
    });
    // Qwen3-Next-80B-A3B card: 80B total. ±1 %
    expect(Math.abs(estimateMemory.parameters.totalBillions / 80 - 1)).toBeLessThan(0.01);
    expect(estimateMemory.lines.find((l: any) => l.key === 'KV_CACHE').basis).toMatch(/linear-attention/);
  });

  it('with the safetensors index, the parameter count is its total_size / 2 bytes', async () => {
    const { estimateMemory } = await estimate({
      config: readConfig(C.mistral_small_3),
      safetensorsIndex: readIndex(C.mistral_small_3),
    });
    expect(estimateMemory.parameters.totalBillions).toBeCloseTo(23.57, 2);
  });

  it('bad JSON is BAD_USER_INPUT naming input.config; an unsupported architecture names input.config.model_type', async () => {
    const bad = await refusal(ESTIMATE, {
      input: { config: '{"hidden_size": ', mode: 'INFERENCE', precision: 'BF16' },
    });
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.config' });
    const mamba = await refusal(ESTIMATE, {
      input: {
        config: '{"model_type": "jamba", "num_hidden_layers": 32}',
        mode: 'INFERENCE',
        precision: 'BF16',
      },
    });
    expect(mamba.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.config.model_type' });
    const both = await refusal(ESTIMATE, {
      input: {
        model: 'gpt-oss-20b',
        config: readConfig(C.gpt_oss_20b),
        mode: 'INFERENCE',
        precision: 'BF16',
      },
    });
    expect(both.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.config' });
  });

  it('EXL2 at a stated bits per weight; bitsPerWeight on a fixed format is refused naming it', async () => {
    const { estimateMemory } = await estimate({ model: 'qwq-32b', precision: 'EXL2', bitsPerWeight: 4.65 });
    expect(estimateMemory.bitsPerWeight).toBe(4.65);
    const refused = await run(ESTIMATE, {
      input: { model: 'qwq-32b', precision: 'FP8', bitsPerWeight: 4, mode: 'INFERENCE' },
    });
    expect(refused.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.bitsPerWeight',
    });
  });
});

describe('weightFormats', () => {
  it('lists every format with its bits and native hardware', async () => {
    const { weightFormats } = await data(
      `{ weightFormats { format bitsPerWeight scope nativeArchitectures } }`,
    );
    const byFormat = Object.fromEntries(weightFormats.map((f: any) => [f.format, f]));
    expect(byFormat.NVFP4).toMatchObject({
      bitsPerWeight: 4.5,
      scope: 'LINEAR',
      nativeArchitectures: ['Blackwell'],
    });
    expect(byFormat.GGUF_Q4_K_M).toMatchObject({
      bitsPerWeight: 4.5,
      scope: 'GGUF',
      nativeArchitectures: [],
    });
    expect(byFormat.FP8.nativeArchitectures).toContain('Hopper');
    expect(weightFormats.length).toBeGreaterThan(35);
  });
});
