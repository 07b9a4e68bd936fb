import { vramPerGpuGb } from '../../../src/rules/analysis/build-view';
import type { ComponentFacts, GpuFacts, MemoryKitFacts, PriceCondition } from '../../../src/rules/facts';
import {
  recommendBuild,
  type BuildCatalog,
  type BuildRecommendationRequest,
  type BuildRecommendationResult,
} from '../../../src/rules/recommend/recommend-build';
import { priceAt } from '../../../src/rules/analysis/price-age';
import { errorsIn, EVERY_KIND, kindsOf, recheck, totalUsd } from '../../support/recommended-build';
import * as f from './fixtures';
import { seededRandom as random } from '../../support/random';

const fixtureCatalog = f.fixtureCatalog;

/** The catalog `copies` times over: distinct slugs, prices jittered by up to +-10 %. */
function scaledCatalog(copies: number, seed = 7): BuildCatalog {
  const next = random(seed);
  const jitter = (price: number | null | undefined) =>
    price == null ? price : Math.round(price * (0.9 + 0.2 * next()));
  const clone = <C extends ComponentFacts>(list: C[]): C[] =>
    list.flatMap((part) =>
      Array.from({ length: copies }, (_, copy) =>
        copy === 0
          ? part
          : {
              ...part,
              slug: `${part.slug}-copy-${copy}`,
              priceUsd: jitter(part.priceUsd),
              usedPriceUsd: jitter(part.usedPriceUsd),
            },
      ),
    );
  const base = fixtureCatalog();
  return {
    gpus: clone(base.gpus),
    cpus: clone(base.cpus),
    motherboards: clone(base.motherboards),
    memoryKits: clone(base.memoryKits),
    psus: clone(base.psus),
    storage: clone(base.storage),
    cases: clone(base.cases),
    coolers: clone(base.coolers),
  };
}

/** GPU performance of a result: relativePerformance x count, -1 without a build. */
function performance(result: BuildRecommendationResult): number {
  const gpu = result.parts.find((part) => part.component.kind === 'GPU');
  if (!gpu) return -1;
  return ((gpu.component as GpuFacts).relativePerformance ?? 0) * gpu.quantity;
}

function expectValidBuild(result: BuildRecommendationResult, request: BuildRecommendationRequest): void {
  expect(kindsOf(result)).toEqual(EVERY_KIND);
  const gpuPart = result.parts.find((part) => part.component.kind === 'GPU');
  expect(gpuPart?.quantity).toBe(request.gpuCount);
  expect(errorsIn(recheck(result, request))).toEqual([]);
  expect(result.report?.compatible).toBe(true);
  for (const part of result.parts) {
    expect(result.unitPricesUsd.get(part.component.slug)).toBe(priceAt(part.component, request.condition));
  }
  expect(totalUsd(result)).toBeLessThanOrEqual(request.budgetUsd);
  expect(result.reasons.length).toBeGreaterThan(0);
}

function expectNoBuild(result: BuildRecommendationResult): void {
  expect(result.parts).toEqual([]);
  expect(result.report).toBeNull();
  expect(result.reasons.length).toBeGreaterThan(0);
}

const request = (overrides: Partial<BuildRecommendationRequest>): BuildRecommendationRequest => ({
  budgetUsd: 5000,
  gpuCount: 1,
  condition: 'NEW',
  ...overrides,
});

describe('recommendBuild: valid builds', () => {
  it('finds a build that passes checkBuild within the budget, with reasons for each pick', () => {
    const input = request({ budgetUsd: 6000, gpuCount: 2, mains: { voltage: 230 } });
    const result = recommendBuild(fixtureCatalog(), input);
    expectValidBuild(result, input);
    expect(result.reasons[0]).toMatch(
      /2 x GeForce RTX 4090 .*relative training performance 2\.4 each, 4\.8 together/,
    );
    expect(result.reasons.join(' ')).toMatch(/threads per GPU/);
    expect(result.reasons.join(' ')).toMatch(/of RAM/);
    expect(result.reasons.join(' ')).toMatch(
      /W recommended: the (size the maker asks for|sustained draw plus 15 % headroom)/,
    );
    expect(result.reasons.join(' ')).toMatch(/left of the \$6,000 budget/);
    expect(result.searched.checkBuildCalls).toBeGreaterThan(0);
    // RAM at least the largest card's memory; here it also covers the 48 GB in total.
    const memory = result.parts.find((part) => part.component.kind === 'MEMORY');
    const ramGb = (memory?.component as MemoryKitFacts).capacityGb * (memory?.quantity ?? 0);
    expect(ramGb).toBeGreaterThanOrEqual(48);
  });

  it('property: every build found passes checkBuild without ERROR and stays within the budget', () => {
    const next = random(2024);
    const conditions: PriceCondition[] = ['NEW', 'ANY', 'USED']; // USED: no fixture CPU has a used price
    const mainsChoices = [undefined, { voltage: 230 }, { voltage: 120, breakerAmps: 20 }];
    const tiers = [undefined, undefined, 12, 24];
    const runs = 60;
    let found = 0;
    for (let run = 0; run < runs; run += 1) {
      const input = request({
        budgetUsd: Math.round(500 + next() * 24_500),
        gpuCount: 1 + Math.floor(next() * 4),
        condition: conditions[Math.floor(next() * conditions.length)],
        mains: mainsChoices[Math.floor(next() * mainsChoices.length)],
        minVramGb: tiers[Math.floor(next() * tiers.length)],
      });
      const result = recommendBuild(fixtureCatalog(), input);
      if (result.parts.length) {
        found += 1;
        expectValidBuild(result, input);
        const gpu = result.parts[0].component as GpuFacts;
        expect(vramPerGpuGb(gpu)).toBeGreaterThanOrEqual(input.minVramGb ?? 0);
      } else expectNoBuild(result);
    }
    expect(found).toBeGreaterThan(runs / 3);
  });

  it('a bigger budget never yields worse GPU performance', () => {
    const budgets = Array.from({ length: 18 }, (_, step) => Math.round(600 * 1.25 ** step));
    for (const condition of ['NEW', 'ANY'] as const) {
      for (const gpuCount of [1, 2, 3, 4]) {
        for (const mains of [undefined, { voltage: 230 }]) {
          let previous = -1;
          for (const budgetUsd of budgets) {
            const result = recommendBuild(fixtureCatalog(), { budgetUsd, gpuCount, condition, mains });
            const current = performance(result);
            expect(current).toBeGreaterThanOrEqual(previous);
            previous = current;
          }
          expect(previous).toBeGreaterThan(0);
        }
      }
    }
  });

  it('respects the memory tier from minVramGb and the use case', () => {
    const byMinimum = recommendBuild(fixtureCatalog(), request({ budgetUsd: 5000, minVramGb: 24 }));
    const gpu = byMinimum.parts[0].component as GpuFacts;
    expect(vramPerGpuGb(gpu)).toBeGreaterThanOrEqual(24);

    const input = request({
      budgetUsd: 12_000,
      gpuCount: 2,
      minVramGb: 12,
      useCase: f.largeTransformerTraining(),
    });
    const byUseCase = recommendBuild(fixtureCatalog(), input);
    expectValidBuild(byUseCase, input);
    expect(vramPerGpuGb(byUseCase.parts[0].component as GpuFacts)).toBeGreaterThanOrEqual(24);

    const big = recommendBuild(fixtureCatalog(), request({ budgetUsd: 10_000, minVramGb: 40 }));
    expect(big.parts[0].component.slug).toBe('nvidia-rtx-a6000');
    expect(big.reasons[0]).toMatch(/with at least 40 GB/);
  });
});

describe('recommendBuild: no build', () => {
  it('says the cheapest complete build is over a too small budget', () => {
    const result = recommendBuild(fixtureCatalog(), request({ budgetUsd: 800 }));
    expectNoBuild(result);
    expect(result.reasons.join(' ')).toMatch(
      /cheapest complete build with .* costs \$[\d,]+ .*over the \$800 budget/,
    );
  });

  it('names the memory tier no card meets within the per-card budget', () => {
    const result = recommendBuild(
      fixtureCatalog(),
      request({ budgetUsd: 1000, gpuCount: 2, condition: 'ANY', minVramGb: 24 }),
    );
    expectNoBuild(result);
    expect(result.reasons[0]).toMatch(/No GPU with at least 24 GB costs \$500 or less per card/);
    expect(result.reasons[0]).toMatch(/the cheapest is the GeForce RTX 3090 at \$800 used/);
  });

  it('names an impossible memory tier', () => {
    const result = recommendBuild(fixtureCatalog(), request({ budgetUsd: 100_000, minVramGb: 100 }));
    expectNoBuild(result);
    expect(result.reasons[0]).toMatch(/at least 100 GB/);
  });

  it('says when 4 big GPUs cannot run on a 120 V circuit', () => {
    const catalog = { ...fixtureCatalog(), gpus: [f.rtx4090(), f.rtx3090()] };
    const result = recommendBuild(
      catalog,
      request({ budgetUsd: 50_000, gpuCount: 4, mains: { voltage: 120, breakerAmps: 16 } }),
    );
    expectNoBuild(result);
    expect(result.reasons.join(' ')).toMatch(/4 x GeForce RTX 4090 draw about [\d,]+ W at the wall/);
    expect(result.reasons.join(' ')).toMatch(/120 V \/ 16 A circuit carries 1,536 W/);
  });

  it('names categories without a price at the condition', () => {
    const result = recommendBuild(fixtureCatalog(), request({ condition: 'USED' }));
    expectNoBuild(result);
    expect(result.reasons[0]).toMatch(/no CPU, .*with a used price/);
  });

  it.each([
    [{ budgetUsd: 0 }],
    [{ budgetUsd: -100 }],
    [{ budgetUsd: Number.NaN }],
    [{ gpuCount: 0 }],
    [{ gpuCount: 17 }],
    [{ gpuCount: 1.5 }],
  ])('throws RangeError for %p', (overrides) => {
    expect(() => recommendBuild(fixtureCatalog(), request(overrides))).toThrow(RangeError);
  });
});

describe('recommendBuild: search size', () => {
  const scenarios: BuildRecommendationRequest[] = [
    request({ budgetUsd: 3000 }),
    request({ budgetUsd: 6000, gpuCount: 2, mains: { voltage: 230 } }),
    request({ budgetUsd: 12_000, gpuCount: 4, mains: { voltage: 230 } }),
    request({ budgetUsd: 5000, gpuCount: 2, condition: 'ANY' }),
  ];
  const large = scaledCatalog(100);
  const bruteForce = (catalog: BuildCatalog) =>
    Object.values(catalog).reduce((product, list: unknown[]) => product * list.length, 1);

  it.each(scenarios)('a 100x catalog needs far fewer checkBuild calls than brute force (%p)', (input) => {
    const small = recommendBuild(fixtureCatalog(), input);
    const result = recommendBuild(large, input);
    expectValidBuild(result, input);
    // A superset catalog never gives worse cards.
    expect(performance(result)).toBeGreaterThanOrEqual(performance(small));
    expect(result.searched.checkBuildCalls).toBeLessThan(bruteForce(large));
    expect(result.searched.checkBuildCalls).toBeLessThanOrEqual(10);
    expect(result.searched.candidatesConsidered).toBeLessThanOrEqual(1000);
  });
});
