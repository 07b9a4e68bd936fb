/**
 * The rules engine: pure, synchronous functions over the facts in ./facts. Services load
 * facts, call these, and map the results to the API.
 */
export * from './facts';
export { checkBuild, type CheckBuildOptions } from './check-build';
export { listRules, getRule, type RuleDefinition, type RuleId } from './registry';
export * from './estimate-memory';
export * from './cloud-vs-desktop';
export * from './recommend-gpus';
export {
  estimatePower,
  resolveMains,
  psuEfficiency,
  recommendedPsuW,
  type PowerEstimate,
  type ResolvedMains,
} from './power-budget';
export { assignGpuSlots, effectiveSlotLanes, linkBandwidthGBs } from './slot-assignment';
export {
  recommendBuild,
  type BuildCatalog,
  type BuildRecommendationRequest,
  type BuildRecommendationResult,
  catalogFromFacts,
} from './recommend-build';
