import type { ComponentKind, Resolvers } from '../../graphql/generated/resolvers-types';
import { notFound } from '../../errors';
import { getRule, reportUnverifiedChecks, reportVerdict, verdictSummary, type Basis } from '../../rules';
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
    sources: (rule, _a, { services }) => services.knowledge.sourcesByKeys(rule.sourceKeys),
  },
  Finding: {
    rule: (finding) => {
      const rule = getRule(finding.ruleId);
      if (!rule) throw notFound(`rule ${finding.ruleId}`);
      return rule;
    },
    components: (finding, _a, { services }) => services.components.bySlugs(finding.componentSlugs),
  },
  BuildReport: {
    // Reports saved before verdicts: an old green report with notes of unrun checks is UNVERIFIED.
    verdict: (report) => reportVerdict(report),
    compatible: (report) => reportVerdict(report) === 'COMPATIBLE',
    unverifiedChecks: (report) => reportUnverifiedChecks(report),
    // Reports saved before verdicts name parts by slug (their names may have changed since).
    summary: (report) =>
      report.summary ??
      verdictSummary(
        report,
        (slug) => slug,
        (ruleId) => getRule(ruleId)?.title ?? ruleId,
      ),
    // Reports saved before placements were recorded have none.
    gpuPlacements: (report) => report.gpuPlacements ?? [],
    totalPriceUsd: (report, { condition }) =>
      report.totalPricesUsd?.[condition] ?? (condition === 'NEW' ? report.totalPriceUsd : null),
  },
  UnverifiedCheck: {
    decidesVerdict: (check) => check.decides,
    rule: (check) => {
      const rule = getRule(check.ruleId);
      if (!rule) throw notFound(`rule ${check.ruleId}`);
      return rule;
    },
  },
  MissingFact: {
    kind: (fact) => (fact.kind as ComponentKind | null) ?? null,
    component: (fact, _a, { services }) =>
      fact.componentSlug ? services.components.bySlug(fact.componentSlug) : null,
  },
  GpuPlacement: {
    gpu: (placement, _a, { services }) => services.components.bySlug(placement.gpuSlug),
  },
  CloudVsDesktop: {
    desktopGpu: (result, _a, { services }) => services.components.gpuBySlug(result.desktopGpuSlug),
    cloudGpu: (result, _a, { services }) => services.components.gpuBySlug(result.cloudGpuSlug),
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
    systemFits: (estimate, args, { services }) => services.memory.systemFits(estimate, args),
    serverFits: (estimate, args, { services }) => services.memory.serverFits(estimate, args),
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
    sources: (format, _a, { services }) => services.knowledge.sourcesByKeys(format.sources),
  },
  MemoryLine: {
    sources: (line, _a, { services }) => services.knowledge.sourcesByKeys(line.sources),
  },
  ThroughputEstimate: {
    isEstimate: () => true,
    sources: (throughput, _a, { services }) => services.knowledge.sourcesByKeys(throughput.sources),
  },
  GpuFit: {
    measuredBenchmarks: (fit, _a, { services }) => services.memory.measuredBenchmarks(fit),
  },
};
