/**
 * The seed catalog (seeds/data) as rule facts, with GPU relative performance derived from
 * the seeded benchmarks the way the seed runner does it (value, method and basis), each GPU's
 * software status from its architecture's support row, and each part's price dated by its
 * latest observation, so the expert panel judges the rules on the parts people look at.
 */
import { deriveRelativePerformance } from '../../src/catalog/derive/relative-performance';
import { softwareStatusOf, supportFor } from '../../src/catalog/derive/software-status';
import { latestPrices } from '../../src/catalog/prices';
import { seedSet } from '../../seeds/data';
import type { ComponentSeed, GpuSeed, GpuServerSeed } from '../../seeds/types';
import type { BuildPartFacts, ComponentFacts, GpuFacts, UseCaseFacts } from '../../src/rules/facts';
import { isLegacyGpu } from '../../src/rules/analysis/fact-fallbacks';
import type { FitGpu, FitServer } from '../../src/rules/calculators/memory';
import { catalogFromFacts, type BuildCatalog } from '../../src/rules/recommend/recommend-build';
import { stackSupportIndex, type StackSupportIndex } from '../../src/rules/analysis/software-stacks';

const set = seedSet();
const gpuSeeds = set.components.filter((component): component is GpuSeed => component.kind === 'GPU');
const derived = deriveRelativePerformance(gpuSeeds, set.benchmarks);
const prices = latestPrices(set.priceObservations ?? []);

/** Seed -> facts: the seed fields mirror the facts fields; drop the citation and prose. */
function toFacts(seed: ComponentSeed): ComponentFacts {
  const { sources: _sources, description: _description, ...facts } = seed;
  const dated = {
    ...facts,
    priceObservedOn: prices.get(facts.slug)?.priceObservedOn ?? null,
    usedPriceObservedOn: prices.get(facts.slug)?.usedPriceObservedOn ?? null,
  };
  if (dated.kind === 'GPU') {
    const performance = derived.get(dated.slug);
    return {
      ...dated,
      relativePerformance: performance?.value ?? null,
      relativePerformanceMethod: performance?.method ?? null,
      performanceBasis: performance?.basis ?? null,
      softwareStatus: softwareStatusOf(supportFor(dated, set.softwareSupport ?? [])),
    } as ComponentFacts;
  }
  return dated as ComponentFacts;
}

const bySlug = new Map(set.components.map((seed) => [seed.slug, toFacts(seed)]));

/** A seeded part by slug (throws for an unknown slug: a typo in a scenario). */
export function seedPart<C extends ComponentFacts = ComponentFacts>(slug: string): C {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`No seeded part ${slug}`);
  return structuredClone(found) as C;
}

/** A build line from a seeded slug. */
export function line(slug: string, quantity = 1): BuildPartFacts {
  return { component: seedPart(slug), quantity };
}

/** The whole seeded catalog, fresh. */
export function seedCatalog(): BuildCatalog {
  return catalogFromFacts([...bySlug.values()].map((facts) => structuredClone(facts)));
}

/** A seeded use case by slug. */
export function seedUseCase(slug: string): UseCaseFacts {
  const found = set.useCases.find((useCase) => useCase.slug === slug);
  if (!found) throw new Error(`No seeded use case ${slug}`);
  return {
    slug: found.slug,
    name: found.name,
    minVramGb: found.minVramGb,
    recommendedVramGb: found.recommendedVramGb ?? null,
    cpuThreadsPerGpu: found.cpuThreadsPerGpu ?? null,
    workload: found.workload ?? null,
    memoryScope: found.memoryScope ?? null,
  };
}

/**
 * The seeded GPUs as `fits` candidates, the way MemoryService builds them: supported unless
 * the architecture's software status is LEGACY/UNSUPPORTED, `fp8` from the architecture's
 * software-support row.
 */
export function seedFitGpus(): FitGpu[] {
  const support = set.softwareSupport ?? [];
  return seedCatalog().gpus.map((gpu: GpuFacts) => ({
    ...gpu,
    gpusPerBoard: gpu.gpusPerBoard ?? 1,
    supported: !isLegacyGpu(gpu),
    fp8: supportFor(gpu, support)?.fp8 ?? null,
    computeCapability: gpu.computeCapability ?? null,
  }));
}

/** The seeded software-support rows as the rules' stack index (ROCm, oneAPI status per architecture). */
export function seedSupport(): StackSupportIndex {
  return stackSupportIndex(set.softwareSupport ?? []);
}

/** The seeded GPU servers as `serverFits` candidates, each module a seeded fit GPU (as server-fits.ts builds them). */
export function seedFitServers(): FitServer[] {
  const gpus = new Map(seedFitGpus().map((gpu) => [gpu.slug, gpu]));
  return set.components
    .filter((seed): seed is GpuServerSeed => seed.kind === 'GPU_SERVER')
    .map((seed) => ({
      slug: seed.slug,
      name: seed.name,
      gpuCount: seed.gpuCount,
      gpuMemoryGb: seed.gpuMemoryGb,
      gpu: gpus.get(seed.gpu)!,
      priceUsd: seed.priceUsd ?? null,
      usedPriceUsd: seed.usedPriceUsd ?? null,
      priceIncludesGpus: seed.priceIncludesGpus,
    }));
}
