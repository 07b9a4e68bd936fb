/**
 * The 2025-26 catalog (issue 28): every model the issue names is there, answers by loose
 * name, and its shape counts to what its maker publishes. Tolerances are stated per row; the
 * totals come from the model cards named in each model's sources.
 */
import { models } from '../../seeds/data/models';
import { modelSources } from '../../seeds/data/sources-models';
import { parameterBreakdown, resolveModelName } from '../../src/rules/calculators/memory';

const spec = (slug: string) => {
  const m = models.find((x) => x.slug === slug);
  if (!m) throw new Error(`no ${slug}`);
  return m;
};
const within = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(tolerance);

describe('the models issue 28 names are in the catalog and answer by loose name', () => {
  it.each([
    ['gpt oss 20b', 'gpt-oss-20b'],
    ['gpt oss 120b', 'gpt-oss-120b'],
    ['llama 4 scout', 'llama-4-scout'],
    ['Llama 4 Maverick', 'llama-4-maverick'],
    ['mistral small 3.1', 'mistral-small-3.1'],
    ['mistral nemo', 'mistral-nemo'],
    ['mistral large 2', 'mistral-large-2'],
    ['kimi k2', 'kimi-k2'],
    ['qwen3 coder 480b', 'qwen-3-coder-480b-a35b'],
    ['qwen3 next', 'qwen-3-next-80b-a3b'],
    ['QwQ-32B', 'qwq-32b'],
    ['qwen2.5 coder 32b', 'qwen-2.5-coder-32b'],
    ['deepseek v3.1', 'deepseek-v3.1'],
    ['deepseek v3.2', 'deepseek-v3.2'],
    ['gemma 3n e4b', 'gemma-3n-e4b'],
    ['llama 3.2 11b vision', 'llama-3.2-11b-vision'],
    ['command r+', 'command-r-plus'],
    ['glm 4.7', 'glm-4.7'],
  ])('"%s" -> %s', (name, slug) => {
    expect(resolveModelName(models, name)).toEqual({ slug, candidates: [] });
  });

  it('a name that fits several models resolves to none and lists them; nonsense lists nothing', () => {
    const { slug, candidates } = resolveModelName(models, 'gpt oss');
    expect(slug).toBeNull();
    expect(candidates).toEqual(['gpt-oss-20b', 'gpt-oss-120b']);
    expect(resolveModelName(models, 'zzz qqq')).toEqual({ slug: null, candidates: [] });
  });
});

describe('each new model counts to its published total', () => {
  it.each([
    // gpt-oss model card: 20.91B and 116.83B. ±0.5 %
    ['gpt-oss-20b', 20.91, 0.005],
    ['gpt-oss-120b', 116.83, 0.005],
    // Llama 4 cards: Scout 109B (vision encoder not in the text shape: -1.1 %), Maverick 400B. ±2 %, ±1 %
    ['llama-4-scout', 109, 0.02],
    ['llama-4-maverick', 400, 0.01],
    // Kimi K2 card: "1T". ±3 %
    ['kimi-k2', 1000, 0.03],
    // DeepSeek V3.1 and V3.2 cards: 671B (the V3 shape; MTP and indexer aside). ±0.5 %
    ['deepseek-v3.1', 671, 0.005],
    ['deepseek-v3.2', 671, 0.005],
    // Qwen cards: Qwen3-Coder 480B, Qwen3-Next 80B, QwQ and Qwen2.5-Coder 32B 32.5B. ±1 %
    ['qwen-3-coder-480b-a35b', 480, 0.01],
    ['qwen-3-next-80b-a3b', 80, 0.01],
    ['qwq-32b', 32.5, 0.01],
    ['qwen-2.5-coder-32b', 32.5, 0.01],
    // Qwen3.5 names: 27B, 35B, 122B, 397B (decoder plus vision tower). ±1.5 %
    ['qwen-3.5-27b', 27, 0.015],
    ['qwen-3.5-35b-a3b', 35, 0.015],
    ['qwen-3.5-122b-a10b', 122, 0.015],
    ['qwen-3.5-397b-a17b', 397, 0.015],
    // Mistral: Small 3 24B (23.57B from its index), Nemo "12B", Large 2 123B. ±0.5 %, ±3 %, ±1 %
    ['mistral-small-3', 23.57, 0.005],
    ['mistral-nemo', 12, 0.03],
    ['mistral-large-2', 123, 0.01],
    // Cohere: Command R 35B, 08-2024 32B, R+ 104B. ±1.5 %
    ['command-r', 35, 0.015],
    ['command-r-08-2024', 32, 0.015],
    ['command-r-plus', 104, 0.015],
  ] as const)('%s: %sB (±%s)', (slug, billions, tolerance) => {
    within(parameterBreakdown(spec(slug)).total / 1e9, billions, tolerance);
  });

  it('Gemma 3n: effective 2B and 4B (the cards), per-layer embeddings aside', () => {
    // "E2B"/"E4B": parameters a token touches, embeddings excluded from the per-layer tables. ±20 %
    within(parameterBreakdown(spec('gemma-3n-e2b')).active / 1e9, 2, 0.2);
    within(parameterBreakdown(spec('gemma-3n-e4b')).active / 1e9, 4, 0.2);
  });
});

describe('every new model records where its figures come from', () => {
  const added = models.filter((m) => m.configMirror !== undefined || m.licence !== undefined);

  it('a config source row with the Hugging Face URL, year and (where checked) the licence', () => {
    expect(added.length).toBeGreaterThanOrEqual(30);
    const byKey = new Map(modelSources.map((s) => [s.key, s]));
    for (const m of added) {
      const source = byKey.get(`hf-config-${m.slug}`)!;
      expect(source.url).toBe(`https://huggingface.co/${m.huggingFaceRepo}/blob/main/config.json`);
      expect(source.year).toBe(m.releaseYear);
      if (m.licence) expect(source.licence).toBe(m.licence);
      // Without a checked licence the notes say so.
      else expect(m.notes).toMatch(/Licence not verified/);
    }
  });
});
