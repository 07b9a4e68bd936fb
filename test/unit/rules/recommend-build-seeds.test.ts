/**
 * recommendBuild against the real seed catalog (seeds/data), with GPU relative performance
 * derived from the seeded benchmarks the way the seed runner does it.
 */
import { deriveRelativePerformance } from '../../../src/catalog/derive/relative-performance';
import { seedSet } from '../../../seeds/data';
import type { ComponentSeed, GpuSeed } from '../../../seeds/types';
import type { ComponentFacts } from '../../../src/rules/facts';
import { errorsIn, EVERY_KIND, kindsOf, recheck, totalUsd } from '../../support/recommended-build';
import {
  catalogFromFacts,
  recommendBuild,
  type BuildCatalog,
  type BuildRecommendationRequest,
} from '../../../src/rules/recommend/recommend-build';

/** Seed -> facts: the seed fields mirror the facts fields; drop the citation and prose. */
function toFacts(seed: ComponentSeed, relativePerformance: Map<string, number>): ComponentFacts {
  const { sources: _sources, description: _description, ...facts } = seed;
  if (facts.kind === 'GPU')
    return { ...facts, relativePerformance: relativePerformance.get(facts.slug) ?? null };
  return facts as ComponentFacts;
}

function seedCatalog(): BuildCatalog {
  const set = seedSet();
  const gpus = set.components.filter((component): component is GpuSeed => component.kind === 'GPU');
  const derived = deriveRelativePerformance(gpus, set.benchmarks);
  const performance = new Map([...derived].map(([slug, value]) => [slug, value.value]));
  const catalog = catalogFromFacts(set.components.map((seed) => toFacts(seed, performance)));
  return catalog;
}

describe('recommendBuild on the seed catalog', () => {
  const catalog = seedCatalog();

  it('has every category and GPU performance figures', () => {
    for (const list of Object.values(catalog)) expect(list.length).toBeGreaterThan(0);
    expect(catalog.gpus.filter((gpu) => gpu.relativePerformance != null).length).toBeGreaterThan(10);
  });

  it.each<[string, BuildRecommendationRequest]>([
    ['$2,500 for one GPU', { budgetUsd: 2500, gpuCount: 1, condition: 'ANY' }],
    ['$2,500 for one new GPU', { budgetUsd: 2500, gpuCount: 1, condition: 'NEW' }],
    ['$6,000 for two GPUs', { budgetUsd: 6000, gpuCount: 2, condition: 'ANY' }],
    [
      '$15,000 for four GPUs on 230 V',
      { budgetUsd: 15_000, gpuCount: 4, condition: 'ANY', mains: { voltage: 230 } },
    ],
  ])('%s: a valid build within the budget', (_label, input) => {
    const result = recommendBuild(catalog, input);
    expect(kindsOf(result)).toEqual(EVERY_KIND);
    expect(result.parts.find((part) => part.component.kind === 'GPU')?.quantity).toBe(input.gpuCount);
    expect(errorsIn(recheck(result, input))).toEqual([]);
    expect(result.report?.compatible).toBe(true);
    expect(totalUsd(result)).toBeLessThanOrEqual(input.budgetUsd);
    expect(result.reasons.join(' ')).toMatch(/left of the \$[\d,]+ budget/);
    expect(result.searched.checkBuildCalls).toBeLessThanOrEqual(10);
  });

  it('$300 for four GPUs: no build, and the reasons say the budget is too small', () => {
    const result = recommendBuild(catalog, { budgetUsd: 300, gpuCount: 4, condition: 'ANY' });
    expect(result.parts).toEqual([]);
    expect(result.report).toBeNull();
    expect(result.reasons.join(' ')).toMatch(
      /cheapest complete build with 4 x .* costs \$[\d,]+ .*over the \$300 budget/,
    );
  });
});
