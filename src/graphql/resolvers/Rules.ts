import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { notFound } from '../../errors';
import { foundOrThrow } from '../../loaders/load-many';
import { getRule, type Basis } from '../../rules';
import type { GpuRow } from '../../db/rows/component';
import type { Loaders } from '../../loaders';

const toFactBasis = (basis: Basis) => basis.toUpperCase() as Uppercase<Basis>;

/** A GPU row by slug (the comparison's GPUs), or null. */
async function gpuBySlug(loaders: Loaders, slug: string | null): Promise<GpuRow | null> {
  if (!slug) return null;
  const row = await loaders.componentBySlug.load(slug);
  return row?.kind === 'GPU' ? row : null;
}

export const rulesResolvers: Resolvers = {
  Query: {
    rules: (_p, _a, { services }) => services.rules.rules(),
    checkBuild: (_p, { build }, { services }) => services.rules.checkBuild(build),
    recommendGpus: (_p, { input }, { services }) => services.rules.recommendGpus(input),
    recommendBuild: (_p, { input }, { services }) => services.rules.recommendBuild(input),
    compareCloudVsDesktop: (_p, { input }, { services }) => services.rules.compareCloudVsDesktop(input),
    estimateMemory: (_p, { input }, { services }) => services.memory.estimate(input),
    powerLimitTradeoff: (_p, args, { services }) => services.rules.powerLimitTradeoff(args),
  },
  Rule: {
    sources: async (rule, _a, { loaders }) =>
      foundOrThrow(await loaders.sourceByKey.loadMany(rule.sourceKeys)),
  },
  Finding: {
    rule: (finding) => {
      const rule = getRule(finding.ruleId);
      if (!rule) throw notFound(`rule ${finding.ruleId}`);
      return rule;
    },
    components: async (finding, _a, { loaders }) =>
      foundOrThrow(await loaders.componentBySlug.loadMany(finding.componentSlugs)),
  },
  BuildReport: {
    // Reports saved before placements were recorded have none.
    gpuPlacements: (report) => report.gpuPlacements ?? [],
    totalPriceUsd: (report, { condition }) =>
      report.totalPricesUsd?.[condition] ?? (condition === 'NEW' ? report.totalPriceUsd : null),
  },
  GpuPlacement: {
    gpu: (placement, _a, { loaders }) => loaders.componentBySlug.load(placement.gpuSlug),
  },
  CloudVsDesktop: {
    desktopGpu: (result, _a, { loaders }) => gpuBySlug(loaders, result.desktopGpuSlug),
    cloudGpu: (result, _a, { loaders }) => gpuBySlug(loaders, result.cloudGpuSlug),
  },
  PowerLimitTradeoff: {
    rangeBasis: (tradeoff) => toFactBasis(tradeoff.rangeBasis),
  },
  PowerReport: {
    // Reports saved before sustainedDrawW existed carry the same number as estimatedPeakW.
    sustainedDrawW: (power) => power.sustainedDrawW ?? power.estimatedPeakW,
    transientPeakW: (power) => power.transientPeakW ?? null,
  },
  MemoryEstimate: {
    fittingGpus: (estimate, args, { services }) => services.memory.fittingGpus(estimate, args),
    fits: (estimate, args, { services }) => services.memory.fits(estimate, args),
    fitAdvice: (estimate, args, { services }) => services.memory.fitAdvice(estimate, args),
    total: (estimate) => estimate.perGpu.total,
    lines: (estimate) => estimate.perGpu.lines,
    model: (estimate, _a, { services }) =>
      estimate.model ? services.models.model(estimate.model.slug) : null,
  },
  MemoryLine: {
    sources: async (line, _a, { loaders }) => foundOrThrow(await loaders.sourceByKey.loadMany(line.sources)),
  },
  ThroughputEstimate: {
    isEstimate: () => true,
    sources: async (throughput, _a, { loaders }) =>
      foundOrThrow(await loaders.sourceByKey.loadMany(throughput.sources)),
  },
  GpuFit: {
    measuredBenchmarks: (fit, _a, { services }) => services.memory.measuredBenchmarks(fit),
  },
};
