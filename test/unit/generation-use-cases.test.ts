import { estimateGenerationMemory, type GenerationInput } from '../../src/rules/calculators/memory';
import { generationUseCases } from '../../seeds/data/use-cases-generation';
import { seedSet } from '../../seeds/data';

const GIB = 2 ** 30;

/** The configurations each tier's description names: the minimum fits, the recommended tier holds the comfortable one. */
const TIERS: Record<
  string,
  { min: GenerationInput[]; recommended: GenerationInput[]; notMin?: GenerationInput[] }
> = {
  'image-generation-sdxl': {
    min: [{ model: 'sdxl-1.0', precision: 'FP16', textEncoderPrecision: 'FP16', offload: 'MODEL' }],
    recommended: [{ model: 'sdxl-1.0', precision: 'FP16', textEncoderPrecision: 'FP16' }],
    notMin: [{ model: 'sdxl-1.0', precision: 'FP16', textEncoderPrecision: 'FP16' }],
  },
  'image-generation-flux': {
    min: [{ model: 'flux.1-dev', precision: 'GGUF_Q4_0', textEncoderPrecision: 'FP8', offload: 'MODEL' }],
    recommended: [
      { model: 'flux.1-dev', offload: 'MODEL' },
      { model: 'flux.1-schnell', offload: 'MODEL' },
    ],
    notMin: [{ model: 'flux.1-dev', precision: 'FP8', offload: 'MODEL' }],
  },
  'video-generation-wan-1-3b': {
    min: [{ model: 'wan-2.1-t2v-1.3b', precision: 'BF16', offload: 'MODEL', textEncodersOnCpu: true }],
    recommended: [{ model: 'wan-2.1-t2v-1.3b', precision: 'BF16', offload: 'MODEL' }],
  },
  'video-generation-wan-14b': {
    min: [
      { model: 'wan-2.1-t2v-14b', precision: 'FP8', offload: 'MODEL', textEncodersOnCpu: true },
      { model: 'wan-2.2-t2v-a14b', precision: 'FP8', offload: 'MODEL', textEncodersOnCpu: true },
    ],
    recommended: [{ model: 'wan-2.1-t2v-14b', precision: 'BF16', offload: 'MODEL', textEncodersOnCpu: true }],
    notMin: [{ model: 'wan-2.1-t2v-14b', precision: 'BF16', offload: 'MODEL', textEncodersOnCpu: true }],
  },
};

const peak = (input: GenerationInput) => estimateGenerationMemory(input).peak.total.bytes;

describe('generation use cases: tiers agree with the generation memory estimate', () => {
  it.each(generationUseCases.map((u) => [u.slug, u] as const))('%s', (slug, useCase) => {
    const tiers = TIERS[slug];
    expect(tiers).toBeDefined();
    for (const input of tiers.min)
      expect({ input, fits: peak(input) <= useCase.minVramGb * GIB }).toMatchObject({ fits: true });
    for (const input of tiers.recommended)
      expect({ input, fits: peak(input) <= useCase.recommendedVramGb! * GIB }).toMatchObject({ fits: true });
    // The minimum is a floor, not a wish: the configuration one step up does not fit it.
    for (const input of tiers.notMin ?? [])
      expect({ input, fits: peak(input) <= useCase.minVramGb * GIB }).toMatchObject({ fits: false });
  });

  it('are in the seed set, once each, with sources the catalog holds', () => {
    const seeds = seedSet();
    const keys = new Set(seeds.sources.map((s) => s.key));
    for (const useCase of generationUseCases) {
      expect(seeds.useCases.filter((u) => u.slug === useCase.slug)).toHaveLength(1);
      expect(useCase.sources.filter((key) => !keys.has(key))).toEqual([]);
    }
  });
});
