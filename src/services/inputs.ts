import type { FitOrder, MemoryEstimateV2Input } from '../rules/calculators/memory';
import type { FitRuntime } from '../rules/calculators/memory/fit-constants';
import type { SoftwareStack } from '../rules/analysis/software-stacks';
import type { WorkComparison } from '../rules/calculators/cloud-work';
import type { PriceCondition } from '../rules/facts';
import type { GpuObjective } from '../rules/recommend/gpu-objectives';
import type { MainsRegion } from '../rules/reference/mains-regions';
import type { GpuOrder } from './gpu-orders';
import type { JobMode } from '../rules/calculators/job-compute';
import type { PlanObjective, PlanOwnership } from '../rules/calculators/job-plan';

/**
 * What the services take, in the domain's own words: written once here, not GraphQL's
 * generated types. The GraphQL arguments (and the MCP tools' arguments) are passed as they
 * are; the type checker holds the two together at each resolver, so a changed SDL argument
 * that a service does not read fails to compile. Absent and null mean the same: not given.
 */
type Maybe<T> = T | null | undefined;

/** A page: its size (default 20, at most 100) and the cursor to continue after. */
export interface PageInput {
  first?: Maybe<number>;
  after?: Maybe<string>;
}

export interface ComponentPageInput extends PageInput {
  /** A ComponentKind. */
  kind?: Maybe<string>;
  /** A loose model-name search. */
  search?: Maybe<string>;
}

export interface GpuFilterInput {
  minVramGb?: Maybe<number>;
  maxPriceUsd?: Maybe<number>;
  condition?: Maybe<PriceCondition>;
  /** A vendor as stored ("NVIDIA"). */
  vendor?: Maybe<string>;
  search?: Maybe<string>;
  tensorCores?: Maybe<boolean>;
  /** A form factor as stored. */
  formFactor?: Maybe<string>;
  /** Also list cards of a legacy or unsupported architecture. */
  includeLegacy?: Maybe<boolean>;
  /** Also list SXM/OAM modules and passively cooled cards. */
  includeServerCards?: Maybe<boolean>;
}

export interface GpuPageInput extends PageInput {
  filter?: Maybe<GpuFilterInput>;
  orderBy?: Maybe<GpuOrder>;
}

export interface GuidancePageInput extends PageInput {
  search?: Maybe<string>;
  tag?: Maybe<string>;
}

export interface BenchmarkPageInput extends PageInput {
  gpuSlug?: Maybe<string>;
  workload?: Maybe<string>;
}

export interface CloudOfferingPageInput extends PageInput {
  gpuSlug?: Maybe<string>;
  maxUsdPerHour?: Maybe<number>;
  /** A provider as stored. */
  provider?: Maybe<string>;
  observedSince?: Maybe<string>;
  observedUntil?: Maybe<string>;
}

export interface ModelPageInput extends PageInput {
  search?: Maybe<string>;
}

/** The household circuit: a region's defaults, or the figures themselves. */
export interface MainsInput {
  region?: Maybe<MainsRegion>;
  voltage?: Maybe<number>;
  breakerAmps?: Maybe<number>;
  continuousLoadFactor?: Maybe<number>;
}

/** A line of a parts list. */
export interface BuildPartInput {
  slug: string;
  /** Default 1. */
  quantity?: Maybe<number>;
}

/** A parts list to check (or save). */
export interface BuildInput {
  parts: readonly BuildPartInput[];
  mains?: Maybe<MainsInput>;
  /** A use-case slug. */
  useCase?: Maybe<string>;
  preprocessingOnTheFly?: Maybe<boolean>;
  risers?: Maybe<boolean>;
}

export interface GpuRecommendationInput {
  useCase?: Maybe<string>;
  budgetUsd?: Maybe<number>;
  condition?: Maybe<PriceCondition>;
  first?: Maybe<number>;
  gpuCount?: Maybe<number>;
  minVramGb?: Maybe<number>;
  maxPowerW?: Maybe<number>;
  objective?: Maybe<GpuObjective>;
  includeLegacy?: Maybe<boolean>;
  includeServerCards?: Maybe<boolean>;
  /** Only cards this software stack runs. */
  stack?: Maybe<SoftwareStack>;
}

export interface BuildRecommendationInput {
  budgetUsd: number;
  condition?: Maybe<PriceCondition>;
  gpuCount?: Maybe<number>;
  mains?: Maybe<MainsInput>;
  minVramGb?: Maybe<number>;
  useCase?: Maybe<string>;
  /** Only cards this software stack runs. */
  stack?: Maybe<SoftwareStack>;
}

export interface CloudVsDesktopInput {
  desktopCostUsd: number;
  gpuWatts: number;
  cpuWatts?: Maybe<number>;
  utilization: number;
  electricityUsdPerKwh: number;
  cloudUsdPerHour?: Maybe<number>;
  /** A CloudOffering's global ID, whose price stands in for cloudUsdPerHour. */
  cloudOfferingId?: Maybe<string>;
  horizonYears?: Maybe<number>;
  idleHoursPerDay?: Maybe<number>;
  idleWatts?: Maybe<number>;
  resaleUsd?: Maybe<number>;
  usefulLifeYears?: Maybe<number>;
  /** The desktop's GPU by slug and how many: the cloud is then priced by the work it does. */
  desktopGpuSlug?: Maybe<string>;
  desktopGpuCount?: Maybe<number>;
  /** The cloud's GPU by slug (or the offering's) and how many. */
  cloudGpuSlug?: Maybe<string>;
  cloudGpuCount?: Maybe<number>;
  /** What the hours do: training is compared by compute, inference by memory bandwidth. */
  workload?: Maybe<WorkComparison['workload']>;
}

export interface PowerLimitInput {
  gpuSlug?: Maybe<string>;
  tdpW?: Maybe<number>;
  limitW: number;
}

/** A memory estimate's question: the estimator's input (rules/calculators/memory) before it is checked. */
type Estimate = MemoryEstimateV2Input;
export interface MemoryEstimateInput {
  model?: Maybe<string>;
  /** A pasted Hugging Face config.json (instead of model), and its safetensors index. */
  config?: Maybe<string>;
  safetensorsIndex?: Maybe<string>;
  /** EXL2, EXL3 and GGUF_CUSTOM: the file's average bits per weight. */
  bitsPerWeight?: Maybe<number>;
  parametersBillions?: Maybe<number>;
  activeParametersBillions?: Maybe<number>;
  layers?: Maybe<number>;
  hiddenSize?: Maybe<number>;
  attentionHeads?: Maybe<number>;
  kvHeads?: Maybe<number>;
  headDim?: Maybe<number>;
  intermediateSize?: Maybe<number>;
  vocabSize?: Maybe<number>;
  mode: Estimate['mode'];
  precision: Estimate['precision'];
  kvCachePrecision?: Estimate['kvCachePrecision'];
  optimizer?: Estimate['optimizer'];
  batchSize?: Maybe<number>;
  sequenceLength?: Maybe<number>;
  gradientCheckpointing?: Maybe<boolean>;
  flashAttention?: Maybe<boolean>;
  loraRank?: Maybe<number>;
  /** Training: the sharded weights stay in CPU RAM and are gathered a layer at a time (FSDP CPU offload). */
  offloadParameters?: Maybe<boolean>;
  loraTargets?: Estimate['loraTargets'];
  adapterPrecision?: Estimate['adapterPrecision'];
  groupSize?: Maybe<number>;
  gpuCount?: Maybe<number>;
  parallelism?: Estimate['parallelism'];
  /** 0-3, checked. */
  zeroStage?: Maybe<number>;
  offloadWeightsFraction?: Maybe<number>;
  offloadOptimizer?: Maybe<boolean>;
  slidingWindowCache?: Maybe<boolean>;
}

/** Which setups of an estimate to list. */
export interface FitsInput {
  first?: Maybe<number>;
  condition?: Maybe<PriceCondition>;
  gpuCounts?: Maybe<readonly number[]>;
  includeServerCards?: Maybe<boolean>;
  includeLegacy?: Maybe<boolean>;
  budgetUsd?: Maybe<number>;
  orderBy?: Maybe<FitOrder>;
  /** The runtime whose memory reserve applies (default by work and format). */
  runtime?: Maybe<FitRuntime>;
  /** Only cards this software stack runs. */
  stack?: Maybe<SoftwareStack>;
}

/** What fitAdvice tries: the same filters as fits, without a page size. */
export type FitAdviceInput = Omit<FitsInput, 'first'>;

/** estimateMemory's systemFits arguments: the unified-memory machines that hold an estimate. */
export interface SystemFitsInput {
  first?: Maybe<number>;
  condition?: Maybe<PriceCondition>;
  budgetUsd?: Maybe<number>;
  runtime?: Maybe<FitRuntime>;
}

export interface FittingGpusInput {
  first?: Maybe<number>;
  condition?: Maybe<PriceCondition>;
}

/**
 * An upsert: the fields it names (an explicit null clears one), checked against the table's
 * field definitions (src/catalog/fields), and the version the caller read (none: create).
 */
export interface UpsertInput {
  version?: Maybe<number>;
}

export interface PriceObservationUpsert extends UpsertInput {
  currency?: Maybe<string>;
  /** NEW or USED. */
  condition?: Maybe<string>;
  /** What the price is (PriceKind); a new observation without one is a retail or used-market price. */
  priceKind?: Maybe<string>;
}

/** planJob's job and constraints (schema/plan.graphql); validated by plan-input.ts. */
export interface PlanJobInput {
  model?: Maybe<string>;
  parametersBillions?: Maybe<number>;
  activeParametersBillions?: Maybe<number>;
  config?: Maybe<string>;
  mode: JobMode;
  precision?: Maybe<Estimate['precision']>;
  tokens?: Maybe<number>;
  datasetTokens?: Maybe<number>;
  epochs?: Maybe<number>;
  sequenceLength?: Maybe<number>;
  gradientCheckpointing?: Maybe<boolean>;
  concurrentUsers?: Maybe<number>;
  tokensPerSecondEach?: Maybe<number>;
  contextTokens?: Maybe<number>;
  hoursPerDay?: Maybe<number>;
  daysPerYear?: Maybe<number>;
  jobsPerYear?: Maybe<number>;
  objective?: Maybe<PlanObjective>;
  ownership?: Maybe<PlanOwnership>;
  budgetUsd?: Maybe<number>;
  deadlineHours?: Maybe<number>;
  electricityUsdPerKwh?: Maybe<number>;
  mfu?: Maybe<number>;
  overheadFraction?: Maybe<number>;
  idleHoursPerDay?: Maybe<number>;
  usefulLifeYears?: Maybe<number>;
  condition?: Maybe<PriceCondition>;
  includeServerCards?: Maybe<boolean>;
  stack?: Maybe<SoftwareStack>;
  first?: Maybe<number>;
}
