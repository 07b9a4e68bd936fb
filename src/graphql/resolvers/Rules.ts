import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { notFound } from '../../errors';
import { foundOrThrow } from '../../loaders/load-many';
import { getRule, type PowerReport } from '../../rules';

const SEVERITY_ORDER = { ERROR: 0, WARNING: 1, INFO: 2 } as const;

/** Watts are reported as whole numbers; rules compute in floating point. */
function wholeWatts(power: PowerReport): PowerReport {
  const round = (w: number) => Math.round(w);
  return {
    ...power,
    totalTdpW: round(power.totalTdpW),
    estimatedPeakW: round(power.estimatedPeakW),
    recommendedPsuW: round(power.recommendedPsuW),
    psuW: power.psuW === null ? null : round(power.psuW),
    circuitLimitW: round(power.circuitLimitW),
    wallDrawW: round(power.wallDrawW),
  };
}

export const rulesResolvers: Resolvers = {
  Query: {
    rules: (_p, _a, { services }) => services.rules.rules(),
    checkBuild: (_p, { build }, { services }) => services.rules.checkBuild(build),
    recommendGpus: (_p, { input }, { services }) => services.rules.recommendGpus(input),
    recommendBuild: (_p, { input }, { services }) => services.rules.recommendBuild(input),
    compareCloudVsDesktop: (_p, { input }, { services }) => services.rules.compareCloudVsDesktop(input),
    estimateMemory: (_p, { input }, { services }) => services.rules.estimateMemory(input),
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
    findings: (report) =>
      [...report.findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]),
    power: (report) => wholeWatts(report.power),
  },
  MemoryEstimate: {
    fittingGpus: (estimate, { first }, { services }) => services.rules.fittingGpus(estimate.totalGb, first),
  },
};
