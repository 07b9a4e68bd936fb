/** Memory estimate v2: the public surface for services, GraphQL and MCP. */
export { estimateMemoryV2 } from './estimate';
export {
  estimatesForGpuCounts,
  fitGpus,
  fitInput,
  defaultRuntime,
  fp8Support,
  isDesktopUsable,
  setupFor,
  shardedByDefault,
  workloadOfMode,
  DEFAULT_GPU_COUNTS,
  SHARDED_TECHNIQUE,
  FP8_WEIGHT_ONLY_TECHNIQUE,
} from './fitting';
export type { FitGpu, FitOptions, GpuFit, FitCondition, FitOrder, GpuSetup } from './fitting';
export { fitAdvice } from './fit-advice';
export { comfortFor, comfortableHeadroomBytes } from './fit-comfort';
export * from './fit-constants';
export { estimateThroughput } from './throughput';
export { isSameModelClass, workloadModelBillions, SAME_MODEL_CLASS_SIZE_FACTOR } from './measured';
export type { LlmBenchmark } from './measured';
export type { ThroughputEstimate, ThroughputGpu } from './throughput';
export {
  MEMORY_MODES,
  OPTIMIZERS,
  PARALLELISMS,
  ZERO_STAGES,
  MemoryInputError,
  deriveArchitecture,
  validateInput,
} from './input';
export { resolveModel } from './resolve-model';
export type { ModelCatalog, ConfigSummary } from './resolve-model';
export type { MemoryEstimateV2Input, MemoryMode, Parallelism, ZeroStage } from './input';
export {
  WEIGHT_FORMATS,
  KV_PRECISIONS,
  KV_BITS,
  weightFormatInfo,
  isWeightFormat,
  isKvPrecision,
} from './formats';
export type { WeightFormat, KvPrecision, WeightFormatInfo } from './formats';
export { LORA_TARGETS } from './training';
export type { LoraTargets } from './training';
export { parameterBreakdown } from './architecture';
export type { ParameterBreakdown } from './architecture';
export { kvCacheBytes, kvBytesPerToken } from './kv-cache';
export type { MemoryEstimateV2, MemoryLine, MemoryLineKey, DecodeProfile } from './result';
export type {
  ModelSpec,
  ModelArchitecture,
  AttentionKind,
  MlaDims,
  MoeSpec,
  SlidingWindowSpec,
} from './model-spec';
export { normalizeModelName, resolveModelName, searchModels } from './catalog-search';
export type { NamedModel } from './catalog-search';
export { BYTES_PER_GB, BYTES_PER_GIB, cardBytes, amount } from './units';
export type { MemoryAmount } from './units';
export { fitSystems, RUNTIME_SYSTEM_STACKS } from './system-fit';
export type { FitSystem, SystemFit, SystemFitOptions } from './system-fit';
export { estimateGenerationMemory, generationBits } from './generation';
export { GENERATION_PRECISIONS, GENERATION_OFFLOADS, GENERATION_LIMITS } from './generation-input';
export type { GenerationInput, GenerationPrecision, GenerationOffload } from './generation-input';
export type {
  GenerationEstimate,
  GenerationStage,
  GenerationLine,
  GenerationStageEstimate,
} from './generation';
export { GENERATION_MODELS, findGenerationModel } from './generation-models';
export { fitGeneration } from './generation-fit';
export type { GenerationFit, GenerationFitOptions } from './generation-fit';
export type { GenerationModelSpec } from './generation-models';
export { fitServers, BARE_NODE_NOTE } from './server-fit';
export type { FitServer, ServerFit, ServerFitOptions } from './server-fit';
