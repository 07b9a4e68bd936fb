import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { notFound } from '../../errors';
import { foundOrThrow } from '../../loaders/load-many';
import { getRule, type Basis } from '../../rules';
import type { WeightFormat } from '../../rules/calculators/memory';
import { shapeGroups } from './Models';

/** ModelShape's optional groups, from the estimator's architecture. */
const shapeFields = {
  moe: (shape: Parameters<typeof shapeGroups>[0]) => shapeGroups(shape).moe,
  mla: (shape: Parameters<typeof shapeGroups>[0]) => shapeGroups(shape).mla,
  slidingWindow: (shape: Parameters<typeof shapeGroups>[0]) => shapeGroups(shape).slidingWindow,
  linearAttention: (shape: Parameters<typeof shapeGroups>[0]) => shapeGroups(shape).linearAttention,
};

const toFactBasis = (basis: Basis) => basis.toUpperCase() as Uppercase<Basis>;

export const rulesResolvers: Resolvers = {
  Query: {
    rules: (_p, _a, { services }) => services.rules.rules(),
    checkBuild: (_p, { build }, { services }) => services.rules.checkBuild(build),
    recommendGpus: (_p, { input }, { services }) => services.rules.recommendGpus(input),
    recommendBuild: (_p, { input }, { services }) => services.rules.recommendBuild(input),
    compareCloudVsDesktop: (_p, { input }, { services }) => services.rules.compareCloudVsDesktop(input),
    estimateMemory: (_p, { input }, { services }) => services.memory.estimate(input),
    weightFormats: (_p, _a, { services }) => services.memory.weightFormats(),
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
    total: (estimate) => estimate.perGpu.total,
    lines: (estimate) => estimate.perGpu.lines,
    model: (estimate, _a, { services }) =>
      estimate.model ? services.models.model(estimate.model.slug) : null,
    format: (estimate) => ({ ...estimate.weightFormatInfo, format: estimate.weightFormat }),
    config: (estimate) =>
      estimate.config
        ? { ...estimate.config, checkpointFormat: estimate.config.checkpointFormat as WeightFormat | null }
        : null,
  },
  ModelShape: {
    ...shapeFields,
    kvSharedLayers: (shape) => shape.kvSharedLayers ?? null,
    encoderParametersBillions: (shape) => shape.encoderParametersBillions ?? null,
  },
  WeightFormatDetails: {
    sources: async (format, _a, { loaders }) =>
      foundOrThrow(await loaders.sourceByKey.loadMany(format.sources)),
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
