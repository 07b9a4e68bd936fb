/**
 * The rules engine: pure, synchronous functions over the facts in ./facts. Services load
 * facts, call these, and map the results to the API.
 *
 * Layout by role:
 * - checks/: one file per rule-id prefix, each exporting defineRule() definitions;
 *   checks/index.ts lists them once (RULES), which drives checkBuild and the rules query.
 * - analysis/: what the checks share (the build view, slot placement, power budget).
 * - recommend/: recommendGpus and recommendBuild.
 * - calculators/: the memory estimate v2 (memory/), compareCloudVsDesktop, powerLimitTradeoff.
 * - thresholds.ts: every number, with its source; format.ts: message formatting.
 */
export * from './facts';
export { checkBuild, type CheckBuildOptions } from './check-build';
export { describeMissingFact, reportUnverifiedChecks, reportVerdict, verdictSummary } from './verdict';
export { RULES, listRules, getRule, type RuleId } from './checks';
export { defineRule, type BuildRule, type RuleDefinition } from './define-rule';
export * from './calculators/memory';
export { isLegacyGpu } from './analysis/fact-fallbacks';
export * from './calculators/cloud-vs-desktop';
export * from './calculators/power-limit';
export * from './recommend/gpu-objectives';
export * from './recommend/machine-only-stacks';
export * from './recommend/recommend-gpus';
export type { GpuStepUp } from './recommend/recommend-gpus-standing';
export {
  SOFTWARE_STACKS,
  stackSupportIndex,
  type SoftwareStack,
  type StackLevel,
  type StackSupportFacts,
  type StackSupportIndex,
} from './analysis/software-stacks';
export type { Basis } from './analysis/fact-fallbacks';
export { MAINS_REGION_NAMES, type MainsRegion } from './reference/mains-regions';
export {
  estimatePower,
  resolveMains,
  psuEfficiency,
  recommendedPsuW,
  type PowerEstimate,
  type ResolvedMains,
} from './analysis/power-budget';
export { assignGpuSlots, effectiveSlotLanes, linkBandwidthGBs } from './analysis/slot-assignment';
export {
  recommendBuild,
  type BuildCatalog,
  type BuildRecommendationRequest,
  type BuildRecommendationResult,
  catalogFromFacts,
} from './recommend/recommend-build';
