/* eslint-disable */
import type { BoardFormFactorValue as BoardFormFactor } from '../../catalog/fields/enums';
import type { EfficiencyRatingValue as EfficiencyRating } from '../../catalog/fields/enums';
import type { CloudProviderValue as CloudProvider } from '../../catalog/fields/enums';
import type { GraphQLResolveInfo } from 'graphql';
import type { GpuRow } from '../../db/rows/component';
import type { RowOfKind } from '../../catalog/fields';
import type { PcieSlotRow } from '../../db/rows/pcie-slot';
import type { SourceRow } from '../../db/rows/source';
import type { BenchmarkRow } from '../../db/rows/benchmark';
import type { UseCaseRow } from '../../db/rows/use-case';
import type { GuidanceRow } from '../../db/rows/guidance';
import type { CloudOfferingRow } from '../../db/rows/cloud-offering';
import type { ModelRow } from '../../db/rows/model';
import type { PriceObservationRow } from '../../db/rows/price-observation';
import type { SoftwareSupportRow } from '../../db/rows/software-support';
import type { ComponentConnectionModel, Connection, ComponentEdgeModel, Edge } from '../../services/pagination';
import type { RuleDefinition, Finding as FindingModel, BuildReportFacts, UnverifiedCheck as UnverifiedCheckModel, MissingFact as MissingFactModel, PowerReport as PowerReportModel, GpuPlacementFacts, GpuRanking, GpuStepUp as GpuStepUpModel, CloudVsDesktopResult, PowerLimitTradeoff as PowerLimitTradeoffModel } from '../../rules';
import type { MemoryEstimateModel, GpuFitModel, SystemFitModel, ServerFitModel, WeightFormatDetailsModel, BuildRecommendationModel, BuildPartModel } from '../../services/rules-models';
import type { MemoryLine as MemoryLineModel, GenerationLine as GenerationLineModel, GenerationModelSpec as GenerationModelSpecModel, GenerationEstimate as GenerationEstimateModel, GenerationStageEstimate as GenerationStageModel, ThroughputEstimate as ThroughputEstimateModel, ModelArchitecture as ModelShapeModel } from '../../rules/calculators/memory';
import type { CatalogHealthModel } from '../../services/health.service';
import type { GenerationFitModel } from '../../services/generation.service';
import type { SavedBuildRow, SavedBuildOptions as SavedBuildOptionsRow } from '../../db/rows/saved-build';
import type { SavedBuildLineModel } from '../../services/saved-build.service';
import type { ApiKeyRow } from '../../db/rows/api-key';
import type { CreatedApiKeyModel } from '../../services/auth.service';
import type { SearchHitModel, SearchResultModel } from '../../services/search.service';
import type { SearchEntityModel } from '../../services/search-entities';
import type { SuggestedCallModel } from '../../services/search-calls';
import type { JobPlanModel, PlannedSetupModel, OwnVsRentPlanModel, PlanAssumptionsModel } from '../../services/plan-models';
import type { ServingCapacity as ServingCapacityModel } from '../../rules/calculators/job-compute';
import type { RequestContext } from '../../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Precision of LoRA adapter weights and gradients. */
export type AdapterPrecision =
  /** bfloat16 (the QLoRA reference code). */
  | 'BF16'
  /** 32-bit (PEFT's default). */
  | 'FP32';

/** An API key as listed to admins (never the secret). */
export type ApiKeyInfo = {
  __typename?: 'ApiKeyInfo';
  /** When it was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Key id. */
  id: Scalars['ID']['output'];
  /** Label. */
  name: Scalars['String']['output'];
  /** First characters of the key, to recognise it. */
  prefix: Scalars['String']['output'];
  /** When it was revoked (ISO 8601), if it was. */
  revokedAt: Maybe<Scalars['String']['output']>;
  /** What the key may do. */
  role: Role;
};

/** How a model caches keys and values during generation. */
export type AttentionKind =
  /** Grouped-query attention: groups of heads share fewer key/value heads (Llama 3, Mistral, Qwen). */
  | 'GQA'
  /** Multi-head attention: every head keeps its own keys and values. */
  | 'MHA'
  /** Multi-head latent attention: a compressed latent is cached instead of keys and values (DeepSeek-V2/V3). */
  | 'MLA'
  /** Multi-query attention: one key/value head for all heads. */
  | 'MQA';

/** A published measurement for one GPU. */
export type Benchmark = {
  __typename?: 'Benchmark';
  /** The GPU measured. */
  gpu: Gpu;
  /** GPUs used for the measurement. */
  gpuCount: Scalars['Int']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** What was measured, e.g. throughput. */
  metric: Scalars['String']['output'];
  /** Notes on conditions, in rigbase's own words. */
  notes: Maybe<Scalars['String']['output']>;
  /** Numeric precision used, e.g. FP16 or MIXED. */
  precision: Maybe<BenchmarkPrecision>;
  /** Where the figure was published. */
  source: Source;
  /** Unit of `value`, e.g. images/s or x vs V100. */
  unit: Scalars['String']['output'];
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** The measured value, in `unit`. */
  value: Scalars['Float']['output'];
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
  /** What was run, e.g. ResNet-50 training. */
  workload: Scalars['String']['output'];
};

/** A page of benchmarks. */
export type BenchmarkConnection = {
  __typename?: 'BenchmarkConnection';
  /** The benchmarks on this page. */
  edges: Array<BenchmarkEdge>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Matching benchmarks across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a benchmark connection. */
export type BenchmarkEdge = {
  __typename?: 'BenchmarkEdge';
  /** Opaque cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The benchmark. */
  node: Benchmark;
};

/** A benchmark to create or update, identified by GPU, workload, metric, unit, precision, GPU count and source; an update changes only the other fields given (null clears one). */
export type BenchmarkInput = {
  /** GPU slug. */
  gpu: Scalars['String']['input'];
  /** GPUs used. */
  gpuCount: Scalars['Int']['input'];
  /** Metric. */
  metric: Scalars['String']['input'];
  /** Notes in your own words. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Precision. */
  precision?: InputMaybe<BenchmarkPrecision>;
  /** Source key. */
  source: Scalars['String']['input'];
  /** Unit. */
  unit: Scalars['String']['input'];
  /** Value, in unit. */
  value?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
  /** Workload. */
  workload: Scalars['String']['input'];
};

/** Numeric precision a benchmark ran at. */
export type BenchmarkPrecision =
  /** bfloat16. */
  | 'BF16'
  /** 8-bit floating point (E4M3/E5M2). */
  | 'FP8'
  /** 16-bit floating point. */
  | 'FP16'
  /** 32-bit floating point. */
  | 'FP32'
  /** 4-bit integer. */
  | 'INT4'
  /** 8-bit integer. */
  | 'INT8'
  /** Mixed precision (FP16 or BF16 compute with FP32 master weights). */
  | 'MIXED'
  /** TensorFloat-32 (NVIDIA tensor cores, FP32 range with a 10-bit mantissa). */
  | 'TF32';

export { BoardFormFactor };

/** A build to check: catalog parts by slug and quantity. */
export type BuildInput = {
  /** The mains supply; regional defaults when absent (120 V / 15 A North America). */
  mains?: InputMaybe<MainsInput>;
  /** Parts by slug with quantities (at most 64 lines). */
  parts: Array<BuildPartInput>;
  /** Whether data is preprocessed on the fly on the CPU (raises threads per GPU from 2 to 4). */
  preprocessingOnTheFly?: InputMaybe<Scalars['Boolean']['input']>;
  /** The cards hang on PCIe riser cables (open frame or vertical mounts) instead of sitting in the board's slots: slot widths stop blocking neighbours. Without it cards sit in the slots, open frame or not. */
  risers?: InputMaybe<Scalars['Boolean']['input']>;
  /** Use case slug whose memory tier the GPUs should meet. One of the `useCases` query's slugs; an unknown one is NOT_FOUND with `extensions.suggestions`. */
  useCase?: InputMaybe<Scalars['String']['input']>;
};

/** A line of an assembled or saved build. */
export type BuildPart = {
  __typename?: 'BuildPart';
  /** The part. */
  component: Component;
  /** Price per unit in US dollars at the chosen condition. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** How many. */
  quantity: Scalars['Int']['output'];
};

/** One line of a build. */
export type BuildPartInput = {
  /** How many, 1 to 16. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** Component slug. */
  slug: Scalars['String']['input'];
};

/** An assembled build, or the reasons none fits. */
export type BuildRecommendation = {
  __typename?: 'BuildRecommendation';
  /** The parts; empty when no build fits. */
  parts: Array<BuildPart>;
  /** Why these parts, or which constraint failed. */
  reasons: Array<Scalars['String']['output']>;
  /** The check of the assembled build. */
  report: Maybe<BuildReport>;
  /** True when the cards hang on PCIe riser cables in an open frame (the build was checked with BuildInput.risers). */
  risers: Scalars['Boolean']['output'];
  /** Unified-memory machines (DGX Spark, Ryzen AI Max, Mac Studio) that could do the same work within the budget, best for the work first (memory bandwidth for inference, FP16 throughput for training); at most 3; empty when none qualifies or no memory need was given (no useCase, no minVramGb). estimateMemory's systemFits compares them for one model. */
  systemAlternatives: Array<SystemAlternative>;
};

/** What to assemble a complete build for. */
export type BuildRecommendationInput = {
  /** Budget for the whole build, in US dollars. */
  budgetUsd: Scalars['Float']['input'];
  /** Which prices to use. */
  condition?: InputMaybe<PriceCondition>;
  /** How many GPUs, 1 to 8. */
  gpuCount?: InputMaybe<Scalars['Int']['input']>;
  /** The mains supply the build must fit. */
  mains?: InputMaybe<MainsInput>;
  /** Minimum memory per GPU in GB. */
  minVramGb?: InputMaybe<Scalars['Float']['input']>;
  /** The software stack you run; only cards it runs are chosen. Default: any stack the work runs on. */
  stack?: InputMaybe<SoftwareStack>;
  /** Use case slug; its memory tier applies. One of the `useCases` query's slugs; an unknown one is NOT_FOUND with `extensions.suggestions`. */
  useCase?: InputMaybe<Scalars['String']['input']>;
};

/** The result of checking a build. */
export type BuildReport = {
  __typename?: 'BuildReport';
  /** True exactly when the verdict is COMPATIBLE: no ERROR finding and no deciding check left unrun. Before verdicts it was true whenever no ERROR was found. */
  compatible: Scalars['Boolean']['output'];
  /** What the rules found, most severe first. */
  findings: Array<Finding>;
  /** Where each PCIe GPU board sits and the link it gets, as the PCIe rules placed it, in part order; empty without a motherboard whose slot layout is on record, and for builds saved before placements were recorded. */
  gpuPlacements: Array<GpuPlacement>;
  /** Power draw, PSU sizing and the circuit. */
  power: PowerReport;
  /** The verdict in words: for UNVERIFIED, which deciding checks could not run and what would settle each. */
  summary: Scalars['String']['output'];
  /** Sum of the parts' prices in US dollars at a condition, when every part has that price. Reports saved before other conditions were recorded know the NEW total only. */
  totalPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Every check that could not run on this build (deciding ones first), each with the facts that would settle it. */
  unverifiedChecks: Array<UnverifiedCheck>;
  /** COMPATIBLE, INCOMPATIBLE or UNVERIFIED: whether the parts fit and run together, and whether that could be checked. */
  verdict: BuildVerdict;
};


/** The result of checking a build. */
export type BuildReportTotalPriceUsdArgs = {
  condition?: InputMaybe<PriceCondition>;
};

/**
 * A build's verdict. Only COMPATIBLE is green: a check failed makes it INCOMPATIBLE, and a
 * check that decides whether the parts fit or run together but could not run (a fact or a
 * part missing) makes it UNVERIFIED, never compatible.
 */
export type BuildVerdict =
  /** Every check that decides whether the parts fit and run together ran, and none failed. */
  | 'COMPATIBLE'
  /** At least one check failed: an ERROR finding says why. */
  | 'INCOMPATIBLE'
  /** No check failed, but at least one deciding check could not run; `unverifiedChecks` lists each and the facts that would settle it. */
  | 'UNVERIFIED';

/** Whether a root field's answer may be kept. */
export type CachePolicy =
  /** A pure function of the catalog version and the arguments: kept per catalog version. */
  | 'CATALOG'
  /** Never kept: per caller, not catalog data, or a write. */
  | 'NONE';

/** A case or open frame. */
export type Case = Component & Node & {
  __typename?: 'Case';
  /** Front-panel airflow. */
  airflow: Maybe<CaseAirflow>;
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** Expansion slot openings. */
  expansionSlots: Scalars['Int']['output'];
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Motherboard form factors the case accepts. */
  formFactors: Array<BoardFormFactor>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always CASE. */
  kind: ComponentKind;
  /** Case maker. */
  manufacturer: Scalars['String']['output'];
  /** Longest GPU that fits, in millimetres. */
  maxGpuLengthMm: Maybe<Scalars['Int']['output']>;
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** Whether this is an open frame (no slot limit from the case). */
  openFrame: Scalars['Boolean']['output'];
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first. */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Whether it is a rackmount server chassis with front-to-back airflow. */
  rackmount: Maybe<Scalars['Boolean']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** Front-panel airflow of a case. */
export type CaseAirflow =
  /** Mesh front with several intake fans. */
  | 'HIGH'
  /** Closed or sound-damped front. */
  | 'RESTRICTED'
  /** Partly open front or side intakes. */
  | 'STANDARD';

/** A case to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type CaseInput = {
  /** Front-panel airflow. */
  airflow?: InputMaybe<CaseAirflow>;
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Expansion slot openings. Required to create. */
  expansionSlots?: InputMaybe<Scalars['Int']['input']>;
  /** Motherboard form factors the case accepts. Required to create. */
  formFactors?: InputMaybe<Array<BoardFormFactor>>;
  /** Case maker. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** Longest GPU that fits, in millimetres. */
  maxGpuLengthMm?: InputMaybe<Scalars['Int']['input']>;
  /** Model name without the manufacturer. Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Whether this is an open frame (no slot limit from the case). Required to create. */
  openFrame?: InputMaybe<Scalars['Boolean']['input']>;
  /** Typical new price in US dollars. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Whether it is a rackmount server chassis with front-to-back airflow. */
  rackmount?: InputMaybe<Scalars['Boolean']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** What the catalog is missing or holding too long, measured on a day. */
export type CatalogHealth = {
  __typename?: 'CatalogHealth';
  /** The day ages are measured from (UTC today unless asOf was given). */
  asOf: Scalars['String']['output'];
  /** The catalog version the report reads. */
  catalogVersion: Scalars['String']['output'];
  /** Facts the build checks need that parts lack, per kind and fact. */
  missingFacts: Array<CatalogMissingFact>;
  /** How recent the models are. */
  models: CatalogModelFreshness;
  /** Months after which a price is listed here (answers call a price stale after twelve). */
  priceWindowMonths: Scalars['Int']['output'];
  /** Price ages per kind, and per GPU for cloud offers. */
  prices: Array<CatalogPriceAge>;
  /** A price observed before this day is listed as old. */
  staleBefore: Scalars['String']['output'];
};

/** What a price-age group counts: the parts of a component kind, or the GPUs with cloud offers. */
export type CatalogHealthPriceKind =
  /** Cases. */
  | 'CASE'
  /** Cloud rental offers, counted per GPU (its newest offer). */
  | 'CLOUD_OFFERING'
  /** CPU coolers. */
  | 'COOLER'
  /** CPUs. */
  | 'CPU'
  /** GPUs (purchase prices). */
  | 'GPU'
  /** Whole GPU servers (DGX/HGX systems, OCP nodes). */
  | 'GPU_SERVER'
  /** Partner graphics cards (a board partner's model of a GPU chip). */
  | 'GRAPHICS_CARD'
  /** Memory kits. */
  | 'MEMORY'
  /** Motherboards. */
  | 'MOTHERBOARD'
  /** Power supplies. */
  | 'PSU'
  /** Drives. */
  | 'STORAGE'
  /** Unified-memory machines (DGX Spark, Ryzen AI Max, Mac Studio). */
  | 'UNIFIED_MEMORY_SYSTEM';

/** Parts of a kind that lack a fact a deciding build check needs; checkBuild reports a build with one of them as UNVERIFIED. */
export type CatalogMissingFact = {
  __typename?: 'CatalogMissingFact';
  /** Up to five slugs of parts that lack it. */
  examples: Array<Scalars['String']['output']>;
  /** The missing field, as checkBuild's missing-fact reports name it. */
  fact: Scalars['String']['output'];
  /** Kind of part. */
  kind: ComponentKind;
  /** How many of them lack it. */
  missing: Scalars['Int']['output'];
  /** Parts of the kind the fact applies to (PCIe facts: PCIe cards only). */
  parts: Scalars['Int']['output'];
  /** The build checks that cannot run without it. */
  ruleIds: Array<Scalars['String']['output']>;
};

/** How recent the catalog's models are; rigbase cannot know what was released after them. */
export type CatalogModelFreshness = {
  __typename?: 'CatalogModelFreshness';
  /** Release day of the newest image or video generation model estimateGenerationMemory knows. */
  newestGenerationRelease: Maybe<Scalars['String']['output']>;
  /** The language models of that year. */
  newestModels: Array<Scalars['String']['output']>;
  /** Release year of the newest language model in the catalog; null when it holds none. */
  newestReleaseYear: Maybe<Scalars['Int']['output']>;
  /** The answer in words: the newest model is from that year, and anything released later is unknown, not absent. */
  statement: Scalars['String']['output'];
};

/** How old the prices of one kind are. */
export type CatalogPriceAge = {
  __typename?: 'CatalogPriceAge';
  /** Up to five of them, oldest first. */
  examples: Array<StalePriceExample>;
  /** What is counted. */
  kind: CatalogHealthPriceKind;
  /** Parts (or GPUs with offers) that have a dated price. */
  priced: Scalars['Int']['output'];
  /** Of those, the ones whose newest price is older than CatalogHealth.staleBefore. */
  stale: Scalars['Int']['output'];
};

/** A dated cloud instance price. */
export type CloudOffering = {
  __typename?: 'CloudOffering';
  /** Date the price was observed (ISO 8601 date). */
  asOf: Scalars['String']['output'];
  /** The GPU in the instance. */
  gpu: Gpu;
  /** GPUs in the instance. */
  gpuCount: Scalars['Int']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Instance type, e.g. p3.2xlarge. */
  instanceType: Scalars['String']['output'];
  /** On-demand price per instance-hour in US dollars. */
  onDemandUsdPerHour: Maybe<Scalars['Float']['output']>;
  /** Cloud provider, e.g. AWS. */
  provider: CloudProvider;
  /** Region the price applies to. */
  region: Maybe<Scalars['String']['output']>;
  /** Where the price was published. */
  source: Source;
  /** Spot/preemptible price per instance-hour in US dollars. */
  spotUsdPerHour: Maybe<Scalars['Float']['output']>;
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** A page of cloud offerings. */
export type CloudOfferingConnection = {
  __typename?: 'CloudOfferingConnection';
  /** The offerings on this page. */
  edges: Array<CloudOfferingEdge>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Matching offerings across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a cloud offering connection. */
export type CloudOfferingEdge = {
  __typename?: 'CloudOfferingEdge';
  /** Opaque cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The offering. */
  node: CloudOffering;
};

/** A cloud price to create or update, identified by provider, instance type, region and date; an update changes only the other fields given (null clears one). */
export type CloudOfferingInput = {
  /** Date observed, YYYY-MM-DD. */
  asOf: Scalars['String']['input'];
  /** GPU slug. */
  gpu?: InputMaybe<Scalars['String']['input']>;
  /** GPUs in the instance. */
  gpuCount?: InputMaybe<Scalars['Int']['input']>;
  /** Instance type. */
  instanceType: Scalars['String']['input'];
  /** On-demand USD per hour. */
  onDemandUsdPerHour?: InputMaybe<Scalars['Float']['input']>;
  /** Provider. */
  provider: CloudProvider;
  /** Region. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Source key. */
  source?: InputMaybe<Scalars['String']['input']>;
  /** Spot USD per hour. */
  spotUsdPerHour?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export { CloudProvider };

/** Own machine versus cloud, over time. */
export type CloudVsDesktop = {
  __typename?: 'CloudVsDesktop';
  /** Day on which owning becomes cheaper; null when the cloud stays cheaper. */
  breakEvenDays: Maybe<Scalars['Float']['output']>;
  /** True when the break-even comes within the useful life. */
  breakEvenWithinUsefulLife: Scalars['Boolean']['output'];
  /** The rented GPU, when named or given by the offering. */
  cloudGpu: Maybe<Gpu>;
  /** Cloud hours that do one desktop hour's work: 1 when the GPUs are not both named; below 1 when the rented GPU is faster (an H100 hour does ~2.4x an RTX 4090 hour's training). */
  cloudHoursPerDesktopHour: Scalars['Float']['output'];
  /** The rented setup's speed over the owned one's for the workload; null when not both GPUs are known. */
  cloudSpeedRatio: Maybe<Scalars['Float']['output']>;
  /** Cloud cost per year at the same utilization, US dollars. */
  cloudYearlyUsd: Scalars['Float']['output'];
  /** The desktop's GPU, when named. */
  desktopGpu: Maybe<Gpu>;
  /** Cloud spend at the end of the horizon, US dollars. */
  horizonCloudUsd: Scalars['Float']['output'];
  /** At the end of the horizon: machine price plus electricity minus resale, US dollars. */
  horizonDesktopNetUsd: Scalars['Float']['output'];
  /** Energy of the idle hours per year, kWh. */
  idleYearlyKwh: Scalars['Float']['output'];
  /** Cumulative costs for a chart. */
  points: Array<CostPoint>;
  /** Resale value the net cost subtracts, US dollars. */
  resaleUsd: Scalars['Float']['output'];
  /** The answer in one sentence. */
  summary: Scalars['String']['output'];
  /** The useful life the verdict used, years. */
  usefulLifeYears: Scalars['Float']['output'];
  /** Which way the comparison goes. */
  verdict: CloudVsDesktopVerdict;
  /** How the work ratio was found (which figure, measured or estimated), in words. */
  workBasis: Scalars['String']['output'];
  /** Said when the rented and owned GPUs differ, or are not named. */
  workCaveat: Maybe<Scalars['String']['output']>;
  /** Energy of the working hours per year, kWh. */
  workingYearlyKwh: Scalars['Float']['output'];
  /** What that energy costs per year, US dollars. */
  yearlyElectricityUsd: Scalars['Float']['output'];
  /** Energy the machine uses per year, kWh. */
  yearlyKwh: Scalars['Float']['output'];
};

/** Inputs of the own-machine versus cloud comparison. */
export type CloudVsDesktopInput = {
  /** How many GPUs the rented instance has (the offering's count when cloudOfferingId is given), 1 to 16. */
  cloudGpuCount?: InputMaybe<Scalars['Int']['input']>;
  /** Slug of the GPU rented (the cloud offering's GPU when cloudOfferingId is given). */
  cloudGpuSlug?: InputMaybe<Scalars['String']['input']>;
  /** A stored cloud offering whose on-demand price to use. */
  cloudOfferingId?: InputMaybe<Scalars['ID']['input']>;
  /** Cloud price per hour in US dollars (or use cloudOfferingId). */
  cloudUsdPerHour?: InputMaybe<Scalars['Float']['input']>;
  /** CPU and rest-of-system draw, in watts. */
  cpuWatts?: InputMaybe<Scalars['Float']['input']>;
  /** What the machine costs, in US dollars. */
  desktopCostUsd: Scalars['Float']['input'];
  /** How many of that GPU the desktop has, 1 to 16. */
  desktopGpuCount?: InputMaybe<Scalars['Int']['input']>;
  /** Slug of the GPU in the desktop: with the cloud GPU, the cloud is priced by the work it does, not by hours. */
  desktopGpuSlug?: InputMaybe<Scalars['String']['input']>;
  /** Electricity price per kWh in US dollars. */
  electricityUsdPerKwh: Scalars['Float']['input'];
  /** GPU power draw under load, in watts. */
  gpuWatts: Scalars['Float']['input'];
  /** Years to chart, up to 10. */
  horizonYears?: InputMaybe<Scalars['Float']['input']>;
  /** Hours a day the machine is on but idle (0 = switched off between jobs); at most the hours it does not work. */
  idleHoursPerDay?: InputMaybe<Scalars['Float']['input']>;
  /** Draw while idle, in watts (a one-GPU desktop idles near 60 W). */
  idleWatts?: InputMaybe<Scalars['Float']['input']>;
  /** What the machine sells for at the end of the horizon, US dollars. */
  resaleUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Years the GPUs stay useful; a break-even after that is reported as NOT_WITHIN_USEFUL_LIFE. At most 20. */
  usefulLifeYears?: InputMaybe<Scalars['Float']['input']>;
  /** Share of the time the machine works, 0 to 1. */
  utilization: Scalars['Float']['input'];
  /** What the hours are spent on: training and fine-tuning compare relative training performance (Lambda's tables), inference compares memory bandwidth (token rate). */
  workload?: InputMaybe<Workload>;
};

/** Which way owning against renting goes. */
export type CloudVsDesktopVerdict =
  /** The cloud stays cheaper: electricity costs as much as the cloud hours it replaces. */
  | 'CLOUD_CHEAPER'
  /** Owning becomes cheaper within the GPUs' useful life. */
  | 'DESKTOP_PAYS_OFF'
  /** Owning becomes cheaper only after the useful life: in practice, rent. */
  | 'NOT_WITHIN_USEFUL_LIFE';

/** Common fields of every catalog part. */
export type Component = {
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** The part's id in the open dataset it was imported from (e.g. buildcores:<uuid>); null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Which kind of part this is. */
  kind: ComponentKind;
  /** Company that makes the part. */
  manufacturer: Scalars['String']['output'];
  /** Dataset ids of rows that named the same product and were merged into this one (the dataset listed it more than once); empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Model name without the manufacturer, e.g. GeForce RTX 3090. */
  name: Scalars['String']['output'];
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price of the part, newest first (the first of each condition is the current one). */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date; the period's first day when priceObservedPrecision is MONTH or YEAR). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is. */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Typical new price in US dollars (launch price for GPUs unless the description says otherwise). */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Year the part was released. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier, e.g. nvidia-geforce-rtx-3090. */
  slug: Scalars['String']['output'];
  /** Documents the part's figures come from. */
  sources: Array<Source>;
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date; see usedPriceObservedPrecision). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** A page of components. */
export type ComponentConnection = {
  __typename?: 'ComponentConnection';
  /** The components on this page. */
  edges: Array<ComponentEdge>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Matching components across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a component connection. */
export type ComponentEdge = {
  __typename?: 'ComponentEdge';
  /** Opaque cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The component. */
  node: Component;
};

/** The kinds of hardware component in the catalog. */
export type ComponentKind =
  /** Case or open frame. */
  | 'CASE'
  /** CPU cooler. */
  | 'COOLER'
  /** Processor. */
  | 'CPU'
  /** Graphics/accelerator card. */
  | 'GPU'
  /** A whole server bought as one box with N GPU modules of one model (DGX/HGX systems, used OCP SXM2 nodes). */
  | 'GPU_SERVER'
  /** A board partner's graphics card built on a GPU chip (e.g. Gigabyte GeForce RTX 3090 Gaming OC). */
  | 'GRAPHICS_CARD'
  /** A kit of memory modules. */
  | 'MEMORY'
  /** Motherboard, including its PCIe slot layout. */
  | 'MOTHERBOARD'
  /** Power supply unit. */
  | 'PSU'
  /** SSD or hard disk. */
  | 'STORAGE'
  /** A whole machine whose GPU shares the memory with the CPU (DGX Spark, Ryzen AI Max mini PCs, Mac Studio). */
  | 'UNIFIED_MEMORY_SYSTEM';

/** A CPU cooler. */
export type Cooler = Component & Node & {
  __typename?: 'Cooler';
  /** What kind of cooler. */
  coolerType: CoolerType;
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always COOLER. */
  kind: ComponentKind;
  /** Cooler maker. */
  manufacturer: Scalars['String']['output'];
  /** Heat it is rated to remove, in watts. */
  maxTdpW: Maybe<Scalars['Int']['output']>;
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first. */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** CPU sockets the cooler mounts on. */
  sockets: Array<Scalars['String']['output']>;
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** A CPU cooler to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type CoolerInput = {
  /** What kind of cooler. Required to create. */
  coolerType?: InputMaybe<CoolerType>;
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Cooler maker. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** Heat it is rated to remove, in watts. */
  maxTdpW?: InputMaybe<Scalars['Int']['input']>;
  /** Model name without the manufacturer. Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Typical new price in US dollars. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** CPU sockets the cooler mounts on. Required to create. */
  sockets?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** What kind of CPU cooler. */
export type CoolerType =
  /** An all-in-one liquid loop with a radiator. */
  | 'AIO'
  /** A heatsink with fans. */
  | 'AIR'
  /** A heatsink without fans (server chassis airflow). */
  | 'PASSIVE';

/** Cumulative cost on one day. */
export type CostPoint = {
  __typename?: 'CostPoint';
  /** Cloud spend so far, US dollars. */
  cloudUsd: Scalars['Float']['output'];
  /** Days from purchase. */
  day: Scalars['Int']['output'];
  /** Machine price plus electricity so far, US dollars. */
  desktopUsd: Scalars['Float']['output'];
};

/** A processor. */
export type Cpu = Component & Node & {
  __typename?: 'Cpu';
  /** Physical cores. */
  cores: Scalars['Int']['output'];
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** Whether the CPU's memory controller runs ECC memory with error correction on; the board must support it too. Null when not known. */
  eccSupport: Maybe<Scalars['Boolean']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always CPU. */
  kind: ComponentKind;
  /** Intel or AMD. */
  manufacturer: Scalars['String']['output'];
  /** Most memory one CPU's controller addresses, GB (10^9 bytes); checkBuild multiplies it by the CPU count. Null when not known. */
  maxMemoryGb: Maybe<Scalars['Float']['output']>;
  /** Memory channels. */
  memoryChannels: Maybe<Scalars['Int']['output']>;
  /** Supported memory types, e.g. DDR5. */
  memoryTypes: Array<MemoryType>;
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** PCIe generation of the CPU's lanes. */
  pcieGen: Maybe<Scalars['Int']['output']>;
  /** PCIe lanes from the CPU usable by slots and M.2 (excluding the chipset link). */
  pcieLanes: Maybe<Scalars['Int']['output']>;
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first. */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Whether the CPU's memory controller takes registered (RDIMM) modules. Null when not known. */
  registeredMemory: Maybe<Scalars['Boolean']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** CPU socket, e.g. AM5, LGA1700, sTR5. */
  socket: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** Package power sustained under an all-core load at stock (Intel PL2, AMD PPT), in watts. */
  sustainedPowerW: Maybe<Scalars['Int']['output']>;
  /** Thermal design power in watts. */
  tdpW: Scalars['Int']['output'];
  /** Hardware threads. */
  threads: Scalars['Int']['output'];
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** A CPU to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type CpuInput = {
  /** Physical cores. Required to create. */
  cores?: InputMaybe<Scalars['Int']['input']>;
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the CPU's memory controller runs ECC memory with error correction on; the board must support it too. Null when not known. */
  eccSupport?: InputMaybe<Scalars['Boolean']['input']>;
  /** Intel or AMD. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** Most memory one CPU's controller addresses, GB (10^9 bytes); checkBuild multiplies it by the CPU count. Null when not known. */
  maxMemoryGb?: InputMaybe<Scalars['Float']['input']>;
  /** Memory channels. */
  memoryChannels?: InputMaybe<Scalars['Int']['input']>;
  /** Supported memory types, e.g. DDR5. Required to create. */
  memoryTypes?: InputMaybe<Array<MemoryType>>;
  /** Model name without the manufacturer. Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** PCIe generation of the CPU's lanes. */
  pcieGen?: InputMaybe<Scalars['Int']['input']>;
  /** PCIe lanes from the CPU usable by slots and M.2 (excluding the chipset link). */
  pcieLanes?: InputMaybe<Scalars['Int']['input']>;
  /** Typical new price in US dollars. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Whether the CPU's memory controller takes registered (RDIMM) modules. Null when not known. */
  registeredMemory?: InputMaybe<Scalars['Boolean']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** CPU socket, e.g. AM5, LGA1700, sTR5. Required to create. */
  socket?: InputMaybe<Scalars['String']['input']>;
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Package power sustained under an all-core load at stock (Intel PL2, AMD PPT), in watts. */
  sustainedPowerW?: InputMaybe<Scalars['Int']['input']>;
  /** Thermal design power in watts. Required to create. */
  tdpW?: InputMaybe<Scalars['Int']['input']>;
  /** Hardware threads. Required to create. */
  threads?: InputMaybe<Scalars['Int']['input']>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A newly created API key. The key is shown once and stored only as a hash. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** Key id, for listing and revoking. */
  id: Scalars['ID']['output'];
  /** The secret: send it as Authorization: Bearer <key>. */
  key: Scalars['String']['output'];
  /** Label. */
  name: Scalars['String']['output'];
  /** What the key may do. */
  role: Role;
};

/** Currency of a price observation. */
export type Currency =
  /** US dollars. */
  | 'USD';

/** How precise a date is; the stored day is the period's first, so ages count from the earliest it can be. */
export type DatePrecision =
  /** The source gives the day. */
  | 'DAY'
  /** The source gives the month only. */
  | 'MONTH'
  /** The source gives the year only. */
  | 'YEAR';

export { EfficiencyRating };

/** Where a figure the rules used comes from. */
export type FactBasis =
  /** A catalog fact of the part. */
  | 'CATALOG'
  /** An estimate by a stated rule of thumb. */
  | 'ESTIMATE'
  /** A sourced reference table in the rules. */
  | 'TABLE';

/** One result of a rule on a build. */
export type Finding = {
  __typename?: 'Finding';
  /** The components involved. */
  components: Array<Component>;
  /** What was found, naming the parts and the numbers. */
  message: Scalars['String']['output'];
  /** The rule that produced it. */
  rule: Rule;
  /** Id of the rule that produced it. */
  ruleId: Scalars['String']['output'];
  /** How serious it is. */
  severity: Severity;
};

/** The runtime a setup is judged for: its memory reserve and how it splits a model. */
export type FitRuntime =
  /** ExLlamaV2/V3 (TabbyAPI), the runtime of EXL2 and EXL3 files: the weights and the cache for the context given at load, nothing more; quantized caches (Q4, Q6, Q8). */
  | 'EXLLAMA'
  /** llama.cpp: the weights, the KV cache and its compute buffers (in the estimate), nothing more; splits layers. */
  | 'LLAMA_CPP'
  /** PyTorch training (Transformers, FSDP, DeepSpeed): the estimate's own CUDA context and allocator margin. */
  | 'TRANSFORMERS'
  /** vLLM: plans with 90 % of each GPU (gpu_memory_utilization 0.9 in releases through 2025; 0.92 in the current source); tensor parallel; serves FP8 checkpoints weight-only on Ampere. */
  | 'VLLM';

/** A card or unified-memory machine that holds a generation estimate's peak. */
export type GenerationFit = {
  __typename?: 'GenerationFit';
  /** The card; null for a machine. */
  gpu: Maybe<Gpu>;
  /** Memory left after the peak. */
  headroom: MemoryAmount;
  /** What the peak is compared with: one GPU's memory (a card's nominal GB are binary), or what the machine's GPU may use by default. */
  memory: MemoryAmount;
  /** What the answer rests on beyond the numbers: the memory limit of a machine, one GPU of a dual-GPU board, the stack of a card that runs PyTorch off CUDA. */
  notes: Array<Scalars['String']['output']>;
  /** Whether that is the new or the used price; null without a price. */
  priceCondition: Maybe<PriceCondition>;
  /** Price in US dollars; null only for a machine without a price of the asked condition (cards without one are not listed). */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** The estimate's peak. */
  required: MemoryAmount;
  /** What it takes to house a card (DESKTOP, or SERVER for a module or passive card); null for a machine. */
  setup: Maybe<GpuSetup>;
  /** The unified-memory machine; null for a card. */
  system: Maybe<UnifiedMemorySystem>;
};

/** Whether a generation model makes images or videos. */
export type GenerationKind =
  /** Still images. */
  | 'IMAGE'
  /** Video clips. */
  | 'VIDEO';

/** A part of a stage's memory. */
export type GenerationLineKey =
  /** CUDA context of the process. */
  | 'CUDA_CONTEXT'
  /** Denoiser (UNet or transformer) weights on the GPU. */
  | 'DENOISER'
  /** Allocator fragmentation margin on the working memory. */
  | 'FRAGMENTATION'
  /** Text encoder weights on the GPU. */
  | 'TEXT_ENCODERS'
  /** VAE weights on the GPU. */
  | 'VAE'
  /** The stage's working memory (activations, decoder feature maps). */
  | 'WORKING';

/** GPU memory of an image or video generation pipeline: the peak stage, every stage line by line, the weights and host memory. */
export type GenerationMemoryEstimate = {
  __typename?: 'GenerationMemoryEstimate';
  /** What the estimate assumed, in words; working memory is counted from the block structure, an estimate checked against published peaks within the tolerances docs/generation.md states. */
  assumptions: Array<Scalars['String']['output']>;
  /** Batch used. */
  batchSize: Scalars['Int']['output'];
  /** Host memory holding what is off the GPU while denoising. */
  cpuRam: MemoryAmount;
  /** Catalog cards and unified-memory machines whose memory holds the peak at these settings, cheapest first (machines without a price of the asked condition last). One GPU each: diffusers and ComfyUI run a pipeline on one device. The peak already counts the CUDA context and an allocator margin, so it is compared with a card's whole memory, or with the memory a machine's GPU may use by default; cards and machines must run one of PyTorch's stacks (CUDA, ROCm or Intel's XPU for cards; CUDA, ROCm or Metal for machines), and a card off CUDA says so in its notes. Cards follow `fits` of estimateMemory: desktop-usable, supported by current frameworks and priced, unless asked otherwise. */
  fits: Array<GenerationFit>;
  /** Frames used. */
  frames: Scalars['Int']['output'];
  /** Output height used. */
  heightPx: Scalars['Int']['output'];
  /** The model. */
  model: GenerationModel;
  /** Offload mode used. */
  offload: GenerationOffload;
  /** What the GPU must hold: the largest stage's total (compare with a card's memory in GiB). */
  peak: MemoryAmount;
  /** The stage that sets the peak. */
  peakStage: GenerationStage;
  /** Denoiser precision used. */
  precision: GenerationPrecision;
  /** Every stage with its lines. */
  stages: Array<GenerationStageMemory>;
  /** Text encoder precision used. */
  textEncoderPrecision: GenerationPrecision;
  /** Tokens one denoiser pass attends over per sample (latent patches plus joint text tokens). */
  tokens: Scalars['Int']['output'];
  /** Component weights at their precision. */
  weights: GenerationWeights;
  /** Output width used. */
  widthPx: Scalars['Int']['output'];
};


/** GPU memory of an image or video generation pipeline: the peak stage, every stage line by line, the weights and host memory. */
export type GenerationMemoryEstimateFitsArgs = {
  budgetUsd?: InputMaybe<Scalars['Float']['input']>;
  condition?: InputMaybe<PriceCondition>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeLegacy?: InputMaybe<Scalars['Boolean']['input']>;
  includeServerCards?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An image or video generation workload to estimate GPU memory for. */
export type GenerationMemoryInput = {
  /** Images or clips generated at once, 1 to 64. */
  batchSize?: InputMaybe<Scalars['Int']['input']>;
  /** Video frames, 1 + 4 x n up to the model's maximum (1 for an image model); the model's default when absent. */
  frames?: InputMaybe<Scalars['Int']['input']>;
  /** Output height in pixels, same rules as widthPx. */
  heightPx?: InputMaybe<Scalars['Int']['input']>;
  /** Generation model slug or loose name (sdxl-1.0, sd-3.5-large, sd-3.5-medium, flux.1-dev, flux.1-schnell, qwen-image, wan-2.1-t2v-1.3b, wan-2.1-t2v-14b, wan-2.2-t2v-a14b, hunyuanvideo; generationModels lists them). Unknown: NOT_FOUND. */
  model: Scalars['String']['input'];
  /** Which components stay on the GPU (default NONE). */
  offload?: InputMaybe<GenerationOffload>;
  /** Denoiser weights; the published precision when absent. */
  precision?: InputMaybe<GenerationPrecision>;
  /** Text encoder weights; BF16 when absent. */
  textEncoderPrecision?: InputMaybe<GenerationPrecision>;
  /** Encode the prompt on the CPU (Wan's --t5_cpu, ComfyUI's CPU text-encoder device): the text encoders never use GPU memory. */
  textEncodersOnCpu?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free the text encoders once the prompt is encoded. */
  unloadTextEncoders?: InputMaybe<Scalars['Boolean']['input']>;
  /** Decode the VAE in 512-pixel tiles (diffusers enable_vae_tiling, ComfyUI's tiled VAE decode). */
  vaeTiling?: InputMaybe<Scalars['Boolean']['input']>;
  /** Output width in pixels, 64 to 4096, a multiple of the model's VAE factor times its patch size (16; 16 for SDXL too); the model's default when absent. */
  widthPx?: InputMaybe<Scalars['Int']['input']>;
};

/** A part of a stage's GPU memory. */
export type GenerationMemoryLine = {
  __typename?: 'GenerationMemoryLine';
  /** How much. */
  amount: MemoryAmount;
  /** The formula with the numbers put in. */
  basis: Scalars['String']['output'];
  /** Which part. */
  key: GenerationLineKey;
  /** Its name in words. */
  label: Scalars['String']['output'];
  /** Where the figures come from. */
  sources: Array<Source>;
};

/** An image or video generation model the generation memory estimate knows. */
export type GenerationModel = {
  __typename?: 'GenerationModel';
  /** Default frames (1 for images). */
  defaultFrames: Scalars['Int']['output'];
  /** Default output height. */
  defaultHeightPx: Scalars['Int']['output'];
  /** Default output width, height and frames. */
  defaultWidthPx: Scalars['Int']['output'];
  /** Denoisers that take turns (Wan 2.2 A14B: 2); 1 otherwise. */
  denoiserExperts: Scalars['Int']['output'];
  /** Denoiser parameters per expert, billions. */
  denoiserParametersBillions: Scalars['Float']['output'];
  /** Images or videos. */
  kind: GenerationKind;
  /** Most frames the estimate accepts. */
  maxFrames: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Published files and their sizes. */
  publishedFiles: Array<GenerationPublishedFile>;
  /** Release date of the weights (ISO 8601 date). */
  released: Scalars['String']['output'];
  /** Slug estimateGenerationMemory takes. */
  slug: Scalars['String']['output'];
  /** Model cards and READMEs the figures come from. */
  sources: Array<Source>;
  /** Text encoder parameters together, billions. */
  textEncoderParametersBillions: Scalars['Float']['output'];
  /** Text encoders by name. */
  textEncoders: Array<Scalars['String']['output']>;
};

/** Which components of a generation pipeline stay on the GPU (diffusers' offload modes). */
export type GenerationOffload =
  /** One component at a time on the GPU: text encoders, then the denoiser, then the VAE (diffusers enable_model_cpu_offload; ComfyUI's default when memory is short). */
  | 'MODEL'
  /** Every component stays on the GPU. */
  | 'NONE'
  /** One block at a time on the GPU (diffusers enable_sequential_cpu_offload): the least memory, many times slower. */
  | 'SEQUENTIAL';

/** Weight precision of a generation pipeline's denoiser or text encoders, at its stored bits per weight. */
export type GenerationPrecision =
  /** bfloat16. */
  | 'BF16'
  /** 8-bit float (e4m3fn files; computed in 16 bits on cards without FP8 units). */
  | 'FP8'
  /** 16-bit float. */
  | 'FP16'
  /** 32-bit float (Wan's published DiT weights). */
  | 'FP32'
  /** GGUF Q2_K, 2.63 bits per weight. */
  | 'GGUF_Q2_K'
  /** GGUF Q3_K, 3.44 bits per weight. */
  | 'GGUF_Q3_K'
  /** GGUF Q4_0, 4.5 bits per weight. */
  | 'GGUF_Q4_0'
  /** GGUF Q4_K, 4.5 bits per weight. */
  | 'GGUF_Q4_K'
  /** GGUF Q5_K, 5.5 bits per weight. */
  | 'GGUF_Q5_K'
  /** GGUF Q6_K, 6.56 bits per weight. */
  | 'GGUF_Q6_K'
  /** GGUF Q8_0, 8.5 bits per weight. */
  | 'GGUF_Q8_0'
  /** bitsandbytes 4-bit NormalFloat, 4.5 bits per weight with its scales. */
  | 'NF4';

/** A published single file of a generation model, the size the estimate is checked against. */
export type GenerationPublishedFile = {
  __typename?: 'GenerationPublishedFile';
  /** Weight format of the file. */
  format: Scalars['String']['output'];
  /** Size in decimal GB. */
  sizeGb: Scalars['Float']['output'];
  /** Where the size is published. */
  source: Source;
  /** The file and what it holds. */
  what: Scalars['String']['output'];
};

/** A stage of a generation pipeline. */
export type GenerationStage =
  /** The latent is denoised, step after step. */
  | 'DENOISING'
  /** The prompt is encoded. */
  | 'TEXT_ENCODING'
  /** The VAE decodes the latent into pixels. */
  | 'VAE_DECODE';

/** The GPU memory of one stage of the pipeline. */
export type GenerationStageMemory = {
  __typename?: 'GenerationStageMemory';
  /** Line by line. */
  lines: Array<GenerationMemoryLine>;
  /** Which stage. */
  stage: GenerationStage;
  /** Everything the GPU holds during it. */
  total: MemoryAmount;
};

/** Weights of each component at its precision, whether on the GPU or not. */
export type GenerationWeights = {
  __typename?: 'GenerationWeights';
  /** Denoiser (UNet or transformer; both experts of a two-expert model). */
  denoiser: MemoryAmount;
  /** All text encoders together. */
  textEncoders: MemoryAmount;
  /** The VAE. */
  vae: MemoryAmount;
};

/** A graphics card or accelerator. */
export type Gpu = Component & Node & {
  __typename?: 'Gpu';
  /** GPU architecture, e.g. Ampere, Ada Lovelace, Hopper. */
  architecture: Scalars['String']['output'];
  /** Published benchmark results for this GPU. */
  benchmarks: Array<Benchmark>;
  /** Whether the GPU supports bfloat16 natively. */
  bf16: Scalars['Boolean']['output'];
  /** Cloud instances offering this GPU. */
  cloudOfferings: Array<CloudOffering>;
  /** NVIDIA compute capability of the chip, e.g. 8.6. */
  computeCapability: Maybe<Scalars['String']['output']>;
  /** Reference cooler. */
  coolerStyle: Maybe<GpuCoolerStyle>;
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** How the GPU attaches: a PCIe card or a server module. */
  formFactor: GpuFormFactor;
  /** Dense FP16 tensor throughput in TFLOPS, without sparsity. */
  fp16TensorTflops: Maybe<Scalars['Float']['output']>;
  /** Peak FP32 throughput in TFLOPS. */
  fp32Tflops: Maybe<Scalars['Float']['output']>;
  /** GPUs on one board (2 for K80 and M60). */
  gpusPerBoard: Scalars['Int']['output'];
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always GPU. */
  kind: ComponentKind;
  /** Card length in millimetres (reference design). */
  lengthMm: Maybe<Scalars['Int']['output']>;
  /** The maker's required system power (PSU size) for one card, in watts. */
  makerSystemPowerW: Maybe<Scalars['Int']['output']>;
  /** Board maker. */
  manufacturer: Scalars['String']['output'];
  /** Memory bandwidth per board in GB/s. */
  memoryBandwidthGBs: Scalars['Float']['output'];
  /** Memory technology, e.g. GDDR6X or HBM3. */
  memoryType: Maybe<GpuMemoryType>;
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** Whether the card can be bridged with NVLink. */
  nvlink: Scalars['Boolean']['output'];
  /** Auxiliary power input in 8-pin PCIe (150 W) equivalents; a 600 W 12V-2x6 plug counts 4. */
  pcieConnectors: Maybe<Scalars['Int']['output']>;
  /** PCIe generation of the card's interface. */
  pcieGen: Maybe<Scalars['Int']['output']>;
  /** Electrical PCIe lanes of the card's own edge connector (8 for the RTX 4060 Ti class). */
  pcieLanes: Maybe<Scalars['Int']['output']>;
  /** MEASURED, CHAINED or SPEC_ESTIMATE: what relativePerformance rests on. */
  performanceBasis: Maybe<PerformanceBasis>;
  /** relativePerformance per 1,000 US dollars at the chosen price condition; null without a price. */
  performancePerDollar: Maybe<Scalars['Float']['output']>;
  /** Highest power limit common boards allow, in watts. */
  powerLimitMaxW: Maybe<Scalars['Int']['output']>;
  /** Lowest power limit the driver accepts, in watts. */
  powerLimitMinW: Maybe<Scalars['Int']['output']>;
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first. */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Typical new price in US dollars (launch MSRP unless the description says otherwise). */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Deep-learning training speed relative to the RTX 2080 Ti (= 1.0). */
  relativePerformance: Maybe<Scalars['Float']['output']>;
  /** How relativePerformance was obtained (published benchmark or calibrated estimate). */
  relativePerformanceMethod: Maybe<Scalars['String']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Expansion slots a PCIe card occupies. */
  slotWidth: Maybe<Scalars['Float']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Whether current deep-learning software runs the chip (from its architecture's support row). */
  softwareStatus: Maybe<SoftwareStatus>;
  /** Software support of the chip's architecture, with sources; null when not on record. */
  softwareSupport: Maybe<SoftwareSupport>;
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** Board power (TDP/TGP) in watts. */
  tdpW: Scalars['Int']['output'];
  /** Whether the GPU has tensor (matrix) cores. */
  tensorCores: Scalars['Boolean']['output'];
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Chip vendor. */
  vendor: GpuVendor;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
  /** Memory per board in GB (10^9 bytes). A dual-GPU board reports the board total. */
  vramGb: Scalars['Float']['output'];
};


/** A graphics card or accelerator. */
export type GpuPerformancePerDollarArgs = {
  condition?: InputMaybe<PriceCondition>;
};

/** A page of GPUs. */
export type GpuConnection = {
  __typename?: 'GpuConnection';
  /** The GPUs on this page. */
  edges: Array<GpuEdge>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Matching GPUs across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The reference cooler of a GPU. */
export type GpuCoolerStyle =
  /** A single radial fan that exhausts out of the case through the bracket. */
  | 'BLOWER'
  /** A liquid-cooled block or all-in-one loop. */
  | 'LIQUID'
  /** Axial fans that blow onto the heatsink and leave the heat in the case. */
  | 'OPEN_AIR'
  /** No fan: the server's chassis fans push air through the heatsink. */
  | 'PASSIVE';

/** An edge in a GPU connection. */
export type GpuEdge = {
  __typename?: 'GpuEdge';
  /** Opaque cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The GPU. */
  node: Gpu;
};

/** Filters for the gpus query; all given filters must match. */
export type GpuFilter = {
  /** Which price maxPriceUsd and the price orders use; default ANY, the cheaper known price, as everywhere (NEW before issue 16). */
  condition?: InputMaybe<PriceCondition>;
  /** Only GPUs of this form factor. Naming SXM or OAM lists server modules without includeServerCards. */
  formFactor?: InputMaybe<GpuFormFactor>;
  /** Also list cards whose architecture's softwareStatus is LEGACY or UNSUPPORTED (Kepler; since CUDA 13 also Maxwell, Pascal and Volta), which the list leaves out by default, like recommendGpus. */
  includeLegacy?: InputMaybe<Scalars['Boolean']['input']>;
  /** Also list server cards: SXM/OAM modules (they need a server baseboard) and passively cooled cards (they need a server chassis's airflow), which the list leaves out by default, like recommendGpus. */
  includeServerCards?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most this price in US dollars, at `condition`. */
  maxPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** At least this much memory per board, in GB. */
  minVramGb?: InputMaybe<Scalars['Float']['input']>;
  /** Loose model-name match, e.g. 3090 or rtx3090. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only GPUs with tensor cores. */
  tensorCores?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only this chip vendor. */
  vendor?: InputMaybe<GpuVendor>;
};

/** A setup of one card model that holds a memory estimate. */
export type GpuFit = {
  __typename?: 'GpuFit';
  /** Boards to buy (a dual-GPU board provides two GPUs). */
  boards: Scalars['Int']['output'];
  /** What would make a marginal setup comfortable, each enough on its own (an 8-bit KV cache, a shorter context, gradient checkpointing, 8-bit Adam, one more card); empty when it is comfortable. */
  comfortableWith: Array<Scalars['String']['output']>;
  /** The card. */
  gpu: Gpu;
  /** GPUs in the setup (1, 2, 4 or 8). */
  gpuCount: Scalars['Int']['output'];
  /** Memory left on the busiest GPU after the requirement and the runtime's reserve (runtimeReserve). */
  headroom: MemoryAmount;
  /** True when less than 5 % of the card (at least 1 GiB) is left after the requirement and the runtime's reserve: a monitor on the card, a longer prompt or an allocator spike can tip it over. */
  marginal: Scalars['Boolean']['output'];
  /** rigbase's measured generation speeds of this card with a model of about this size and format class at this GPU count, beside the estimate; empty when none. */
  measuredBenchmarks: Array<Benchmark>;
  /** Memory of one GPU (a card's nominal GB are binary: x 2^30 bytes). */
  memoryPerGpu: MemoryAmount;
  /** Whether that is the new or the used price. */
  priceCondition: PriceCondition;
  /** Price of all the boards, US dollars. */
  priceUsd: Scalars['Float']['output'];
  /** What the busiest GPU needs at this count. */
  requiredPerGpu: MemoryAmount;
  /** The runtime the setup is judged for (the `fits` argument, else vLLM for inference, llama.cpp for GGUF, ExLlama for EXL2/EXL3, PyTorch for training). */
  runtime: FitRuntime;
  /** What the runtime keeps for itself on each GPU (vLLM: 10 % of the card). */
  runtimeReserve: MemoryAmount;
  /** What it takes to house the setup: a desktop (1-2 cards), a workstation or open frame (4 cards), or a server (8 cards, SXM/OAM modules, passive cards). */
  setup: GpuSetup;
  /** Techniques the setup relies on: FSDP / ZeRO-3 sharding (training on several GPUs unless a zeroStage is given), FP8 weight-only serving on Ampere, NVFP4 weight-only serving on NVIDIA cards without FP4 tensor cores, and the stack a non-CUDA card runs on (ROCm, oneAPI) with what it means for the work. */
  techniques: Array<Scalars['String']['output']>;
  /** Estimated generation speed (inference estimates only). */
  throughput: Maybe<ThroughputEstimate>;
};

/** How estimateMemory's `fits` ranks the setups. */
export type GpuFitOrder =
  /** Fewest GPUs first (one card before two before four: simpler to build, power and cool, with no split overhead), then cheapest, then fastest; NVIDIA before other vendors only on a tie, for training and fine-tuning. */
  | 'FEWEST_GPUS'
  /** Cheapest setup first whatever its GPU count (CUDA cards still first for training and fine-tuning). */
  | 'PRICE';

/** How a GPU attaches to the machine. */
export type GpuFormFactor =
  /** An OCP Accelerator Module on a server baseboard. */
  | 'OAM'
  /** A PCI Express add-in card. */
  | 'PCIE'
  /** An NVIDIA SXM module on a server baseboard. */
  | 'SXM';

/** A GPU to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type GpuInput = {
  /** GPU architecture, e.g. Ampere, Ada Lovelace, Hopper. Required to create. */
  architecture?: InputMaybe<Scalars['String']['input']>;
  /** Whether the GPU supports bfloat16 natively. Required to create. */
  bf16?: InputMaybe<Scalars['Boolean']['input']>;
  /** NVIDIA compute capability of the chip, e.g. 8.6. */
  computeCapability?: InputMaybe<Scalars['String']['input']>;
  /** Reference cooler. */
  coolerStyle?: InputMaybe<GpuCoolerStyle>;
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** How the GPU attaches: a PCIe card or a server module. Required to create. */
  formFactor?: InputMaybe<GpuFormFactor>;
  /** Dense FP16 tensor throughput in TFLOPS, without sparsity. */
  fp16TensorTflops?: InputMaybe<Scalars['Float']['input']>;
  /** Peak FP32 throughput in TFLOPS. */
  fp32Tflops?: InputMaybe<Scalars['Float']['input']>;
  /** GPUs on one board (2 for K80 and M60). Required to create. */
  gpusPerBoard?: InputMaybe<Scalars['Int']['input']>;
  /** Card length in millimetres (reference design). */
  lengthMm?: InputMaybe<Scalars['Int']['input']>;
  /** The maker's required system power (PSU size) for one card, in watts. */
  makerSystemPowerW?: InputMaybe<Scalars['Int']['input']>;
  /** Board maker. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** Memory bandwidth per board in GB/s. Required to create. */
  memoryBandwidthGBs?: InputMaybe<Scalars['Float']['input']>;
  /** Memory technology, e.g. GDDR6X or HBM3. */
  memoryType?: InputMaybe<GpuMemoryType>;
  /** Model name without the manufacturer. Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Whether the card can be bridged with NVLink. Required to create. */
  nvlink?: InputMaybe<Scalars['Boolean']['input']>;
  /** Auxiliary power input in 8-pin PCIe (150 W) equivalents; a 600 W 12V-2x6 plug counts 4. */
  pcieConnectors?: InputMaybe<Scalars['Int']['input']>;
  /** PCIe generation of the card's interface. */
  pcieGen?: InputMaybe<Scalars['Int']['input']>;
  /** Electrical PCIe lanes of the card's own edge connector (8 for the RTX 4060 Ti class). */
  pcieLanes?: InputMaybe<Scalars['Int']['input']>;
  /** Highest power limit common boards allow, in watts. */
  powerLimitMaxW?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest power limit the driver accepts, in watts. */
  powerLimitMinW?: InputMaybe<Scalars['Int']['input']>;
  /** Typical new price in US dollars (launch MSRP unless the description says otherwise). */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Expansion slots a PCIe card occupies. */
  slotWidth?: InputMaybe<Scalars['Float']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Board power (TDP/TGP) in watts. Required to create. */
  tdpW?: InputMaybe<Scalars['Int']['input']>;
  /** Whether the GPU has tensor (matrix) cores. Required to create. */
  tensorCores?: InputMaybe<Scalars['Boolean']['input']>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Chip vendor. Required to create. */
  vendor?: InputMaybe<GpuVendor>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
  /** Memory per board in GB (10^9 bytes). A dual-GPU board reports the board total. Required to create. */
  vramGb?: InputMaybe<Scalars['Float']['input']>;
};

/** Graphics memory technology of a GPU. */
export type GpuMemoryType =
  /** GDDR5. */
  | 'GDDR5'
  /** GDDR5X. */
  | 'GDDR5X'
  /** GDDR6. */
  | 'GDDR6'
  /** GDDR6X. */
  | 'GDDR6X'
  /** GDDR7. */
  | 'GDDR7'
  /** First-generation high-bandwidth memory. */
  | 'HBM'
  /** HBM2. */
  | 'HBM2'
  /** HBM2e. */
  | 'HBM2e'
  /** HBM3. */
  | 'HBM3'
  /** HBM3e. */
  | 'HBM3e'
  /** HBM4. */
  | 'HBM4'
  /** LPDDR5X shared with the CPU (e.g. Grace Blackwell desktops). */
  | 'LPDDR5X';

/** What recommendGpus ranks by: the best the budget buys for the work, or a figure per $1,000 at the chosen price. */
export type GpuObjective =
  /** The default: among the cards that meet the work's memory need (per card, shared for LLM inference, sharded for fine-tuning on several cards), the best the budget buys for the work: training speed (a spec estimate counts 1.3x lower), or memory bandwidth, which sets the token rate, for inference. The top pick says what is left of the budget and the next step up. */
  | 'BEST_WITHIN_BUDGET'
  /** GB/s of memory bandwidth, which sets the token rate of LLM generation. */
  | 'INFERENCE_TOKENS_PER_DOLLAR'
  /** GB of GPU memory. */
  | 'MEMORY_PER_DOLLAR'
  /** Relative deep-learning training performance (RTX 2080 Ti = 1.0); a spec estimate counts 1.3x lower, so measured cards lead unless an estimate beats them by more than the estimates' error. */
  | 'TRAINING_SPEED_PER_DOLLAR';

/** Orders for the gpus query; ties break by id. */
export type GpuOrder =
  /** Highest memory bandwidth first. */
  | 'BANDWIDTH_DESC'
  /** Most memory bandwidth per dollar first at the filter's condition (unknown last): LLM token rate per dollar, the objective INFERENCE_TOKENS_PER_DOLLAR. */
  | 'BANDWIDTH_PER_DOLLAR_DESC'
  /** Most memory per dollar first at the filter's condition (unknown last): the objective MEMORY_PER_DOLLAR. */
  | 'MEMORY_PER_DOLLAR_DESC'
  /** Alphabetical by name. */
  | 'NAME_ASC'
  /** Best performance per dollar first at the filter's condition (unknown last). */
  | 'PERFORMANCE_PER_DOLLAR_DESC'
  /** Cheapest first at the filter's condition (unknown last). */
  | 'PRICE_ASC'
  /** Fastest first by relativePerformance (unknown last). */
  | 'RELATIVE_PERFORMANCE_DESC'
  /** Newest first. */
  | 'RELEASE_YEAR_DESC'
  /** Most memory first. */
  | 'VRAM_DESC';

/** Where one PCIe GPU board sits on the motherboard and the link it negotiates. Slot and link are null when no slot is left for the card (the findings say why). */
export type GpuPlacement = {
  __typename?: 'GpuPlacement';
  /** One direction of the link, GB/s. */
  bandwidthGBs: Maybe<Scalars['Float']['output']>;
  /** True when the slot's lanes come from the CPU, false from the chipset; null when not on record. */
  fromCpu: Maybe<Scalars['Boolean']['output']>;
  /** Negotiated PCIe generation: the lowest of the card's, the slot's and, for CPU-wired slots, the processor's. */
  gen: Maybe<Scalars['Int']['output']>;
  /** The GPU or graphics card; null when it has left the catalog since the build was saved. */
  gpu: Maybe<Component>;
  /** Slug of the GPU or graphics card. */
  gpuSlug: Scalars['String']['output'];
  /** The card as the findings name it, e.g. GeForce RTX 3090 #2. */
  label: Scalars['String']['output'];
  /** Negotiated link width in lanes: the lowest of the card's, the slot's after lane sharing. */
  lanes: Maybe<Scalars['Int']['output']>;
  /** Physical size of the slot in lanes (x16, x8, ...). */
  physicalLanes: Maybe<Scalars['Int']['output']>;
  /** Position of the slot the card's connector sits in (1 = nearest the CPU). */
  position: Maybe<Scalars['Int']['output']>;
  /** True when the card hangs on a PCIe riser cable (BuildInput.risers): its width blocks no neighbouring slot. */
  riser: Scalars['Boolean']['output'];
  /** Expansion slots the card covers as placed: its width, or 2 when its width is not on record (a finding says so). Neighbouring slots it covers are blocked unless it hangs on a riser. */
  slotWidth: Scalars['Float']['output'];
};

/** A recommended GPU. */
export type GpuRecommendation = {
  __typename?: 'GpuRecommendation';
  /** The card. */
  gpu: Gpu;
  /** Whether the card meets the memory requirement. */
  meetsMemory: Scalars['Boolean']['output'];
  /** The top pick only: the cheapest card beyond the budget that does the work better (same need, filters and stack); null otherwise or when none does. */
  nextStepUp: Maybe<GpuStepUp>;
  /** The objective the ranking used. */
  objective: GpuObjective;
  /** The objective's figure: for BEST_WITHIN_BUDGET the work's own figure (relative training performance, or GB/s of memory bandwidth for inference); for the others the figure per $1,000 at the chosen price (relative training performance, GB of memory, or GB/s of memory bandwidth). Null without a price or the figure. */
  objectiveValue: Maybe<Scalars['Float']['output']>;
  /** True when relativePerformance is a spec estimate rather than a measurement (for training speed it is ranked as if 1.3x slower, the margin by which estimates overshot measured cards; the reasons say where that placed it); null when unknown. */
  performanceIsEstimate: Maybe<Scalars['Boolean']['output']>;
  /** relativePerformance per $1,000. */
  performancePerDollar: Maybe<Scalars['Float']['output']>;
  /** Whether that price is older than 12 months (the reasons say so too). */
  priceIsStale: Maybe<Scalars['Boolean']['output']>;
  /** Day the price this recommendation rests on was observed (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** Price per card at the chosen condition, US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** 1 = best. */
  rank: Scalars['Int']['output'];
  /** Why it was picked, and its caveats. */
  reasons: Array<Scalars['String']['output']>;
  /** The stack that runs this card for the work: the chosen one, or the first of the work's stacks that does. */
  stack: Maybe<SoftwareStack>;
  /** How well that stack runs the card. */
  stackLevel: Maybe<StackLevel>;
  /** Budget left after gpuCount of these cards, US dollars; null without a budget or a price. */
  unspentUsd: Maybe<Scalars['Float']['output']>;
};

/** What to recommend GPUs for. */
export type GpuRecommendationInput = {
  /** Budget for all cards together, in US dollars. */
  budgetUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Which price to pay. */
  condition?: InputMaybe<PriceCondition>;
  /** How many recommendations, at most 50. */
  first?: InputMaybe<Scalars['Int']['input']>;
  /** How many cards, 1 to 16. */
  gpuCount?: InputMaybe<Scalars['Int']['input']>;
  /** Also list cards whose architecture's softwareStatus is LEGACY or UNSUPPORTED (Kepler; since CUDA 13 also Maxwell, Pascal and Volta). */
  includeLegacy?: InputMaybe<Scalars['Boolean']['input']>;
  /** Also list server cards: SXM/OAM modules (they need a server baseboard) and passively cooled cards (they need a server chassis's airflow). */
  includeServerCards?: InputMaybe<Scalars['Boolean']['input']>;
  /** Limit on the cards' combined power in watts. */
  maxPowerW?: InputMaybe<Scalars['Float']['input']>;
  /** Minimum memory per card in GB (overrides the use case's tier when higher). */
  minVramGb?: InputMaybe<Scalars['Float']['input']>;
  /** What to rank by; default BEST_WITHIN_BUDGET (need first, then the best the budget buys for the work). */
  objective?: InputMaybe<GpuObjective>;
  /** The software stack you run; only cards it runs are listed. Default: any stack the work runs on (inference: CUDA, ROCm, oneAPI, Vulkan, Metal; training and fine-tuning: CUDA, ROCm, oneAPI). For training and fine-tuning with no stack given, cards that run CUDA rank first (the recipes assume CUDA) and a non-CUDA pick bought new names a used CUDA card within the budget; otherwise vendor order is only a tie-break, where the stack is CUDA. */
  stack?: InputMaybe<SoftwareStack>;
  /** Use case slug; its minimum memory tier applies. One of the `useCases` query's slugs; an unknown one is NOT_FOUND with `extensions.suggestions`. */
  useCase?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A whole server bought as one box with N GPU modules of one catalog GPU: NVIDIA DGX and HGX
 * 8-GPU systems, used Open Compute SXM2 nodes such as the Gigabyte T180-G20. The module (`gpu`)
 * carries what every module shares (bandwidth, FP8, software support); the server carries the
 * count, total memory, interconnect, power, height and noise. A figure no source states is null.
 */
export type GpuServer = Component & Node & {
  __typename?: 'GpuServer';
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** The chassis standard. */
  formFactor: ServerFormFactor;
  /** The GPU module the server holds (a GPU of the catalog): bandwidth, FP8 and software support are the module's. */
  gpu: Gpu;
  /** GPU modules in the server. */
  gpuCount: Scalars['Int']['output'];
  /** GPU memory over all modules in GB, as the maker lists it (8 x 141 = 1,128 for a DGX H200). */
  gpuMemoryGb: Scalars['Float']['output'];
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** How the modules are linked. */
  interconnect: ServerInterconnect;
  /** Always GPU_SERVER. */
  kind: ComponentKind;
  /** Who sells the server, e.g. NVIDIA, Gigabyte, Thinkmate. */
  manufacturer: Scalars['String']['output'];
  /** The maker's maximum system power in watts; null when no source states it. */
  maxPowerW: Maybe<Scalars['Int']['output']>;
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Product name without the maker, e.g. DGX H100, T180-G20 (4x V100 SXM2 node). */
  name: Scalars['String']['output'];
  /** Noise in dBA as measured or stated by a source; null when not on record. */
  noiseDba: Maybe<Scalars['Float']['output']>;
  /** The power supplies or feed, e.g. 6x 3.3 kW, 200-240 V, or 12 V OCP busbar; null when not on record. */
  powerInput: Maybe<Scalars['String']['output']>;
  /** Whether the recorded prices include the GPU modules; false for a bare node whose GPUs are bought apart. */
  priceIncludesGpus: Scalars['Boolean']['output'];
  /** What priceUsd is: LAUNCH_LIST (a list price) or RETAIL (a quotation, an estimate or a seller's price; the observation's note says which); null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first; each observation's note says what it is (list price, estimate, quotation). */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Latest new price in US dollars, where one is on record (see priceKind, priceIncludesGpus and priceObservations). */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Height in rack units; null when not on record. */
  rackUnits: Maybe<Scalars['Int']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** A GPU server to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type GpuServerInput = {
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The chassis standard. Required to create. */
  formFactor?: InputMaybe<ServerFormFactor>;
  /** Slug of the GPU module the server holds (a GPU of the catalog). Required to create. */
  gpu?: InputMaybe<Scalars['String']['input']>;
  /** GPU modules in the server. Required to create. */
  gpuCount?: InputMaybe<Scalars['Int']['input']>;
  /** GPU memory over all modules in GB, as the maker lists it (8 x 141 = 1,128 for a DGX H200). Required to create. */
  gpuMemoryGb?: InputMaybe<Scalars['Float']['input']>;
  /** How the modules are linked. Required to create. */
  interconnect?: InputMaybe<ServerInterconnect>;
  /** Who sells the server, e.g. NVIDIA, Gigabyte, Thinkmate. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** The maker's maximum system power in watts; null when no source states it. */
  maxPowerW?: InputMaybe<Scalars['Int']['input']>;
  /** Product name without the maker, e.g. DGX H100, T180-G20 (4x V100 SXM2 node). Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Noise in dBA as measured or stated by a source; null when not on record. */
  noiseDba?: InputMaybe<Scalars['Float']['input']>;
  /** The power supplies or feed, e.g. 6x 3.3 kW, 200-240 V, or 12 V OCP busbar; null when not on record. */
  powerInput?: InputMaybe<Scalars['String']['input']>;
  /** Whether the recorded prices include the GPU modules; false for a bare node whose GPUs are bought apart. Required to create. */
  priceIncludesGpus?: InputMaybe<Scalars['Boolean']['input']>;
  /** Latest new price in US dollars, where one is on record (see priceKind, priceIncludesGpus and priceObservations). */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Height in rack units; null when not on record. */
  rackUnits?: InputMaybe<Scalars['Int']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** What it takes to house a GPU setup. */
export type GpuSetup =
  /** One or two PCIe cards with fans: a desktop board's x16 slots (x16 or x8/x8 from the CPU), one PSU, a household circuit. */
  | 'DESKTOP'
  /** More than four cards, or SXM/OAM modules or passively cooled cards: a server chassis and baseboard. */
  | 'SERVER'
  /** Four PCIe cards with fans: a workstation platform (Threadripper, Xeon W) with four x16 slots, blower cards or risers in an open frame, 1,600 W of PSU or two supplies, often a 20 A or 230 V circuit. */
  | 'WORKSTATION';

/** The next card up from a recommendation: what more money buys. */
export type GpuStepUp = {
  __typename?: 'GpuStepUp';
  /** How much more than the pick's cards, US dollars. */
  extraUsd: Scalars['Float']['output'];
  /** The work's figure of the step: relative training performance (RTX 2080 Ti = 1), or memory bandwidth in GB/s for inference. */
  figure: Scalars['Float']['output'];
  /** The card. */
  gpu: Gpu;
  /** The same figure of the pick. */
  pickFigure: Scalars['Float']['output'];
  /** Price per card at the requested condition, US dollars. */
  priceUsd: Scalars['Float']['output'];
  /** Price of gpuCount cards, US dollars. */
  totalUsd: Scalars['Float']['output'];
};

/** The company whose chip a GPU carries. */
export type GpuVendor =
  /** AMD (Radeon and Instinct). */
  | 'AMD'
  /** Intel (Arc and Data Center GPU); spelled as in the API contract. */
  | 'Intel'
  /** NVIDIA (GeForce, RTX professional, Tesla and data-centre parts). */
  | 'NVIDIA';

/**
 * A board partner's graphics card, e.g. Gigabyte GeForce RTX 3090 Gaming OC: one product built
 * on a GPU chip. The chip (`chip`) carries what every card of it shares: memory size and
 * bandwidth, relative performance, benchmarks and cloud offers. The card carries what differs
 * between boards of one chip: length, slot width, board power, power inputs, cooler and clocks.
 * In checkBuild a card counts as its chip with the card's own physical and power facts.
 */
export type GraphicsCard = Component & Node & {
  __typename?: 'GraphicsCard';
  /** Rated boost clock of this card in MHz. */
  boostClockMhz: Maybe<Scalars['Int']['output']>;
  /** The GPU chip on the card: memory, bandwidth, performance, benchmarks and cloud offers are the chip's. */
  chip: Gpu;
  /** How the card is cooled. */
  coolerStyle: Maybe<GpuCoolerStyle>;
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always GRAPHICS_CARD. */
  kind: ComponentKind;
  /** This card's length in millimetres (rounded up). */
  lengthMm: Maybe<Scalars['Int']['output']>;
  /** Board maker, e.g. Gigabyte, ASUS, Sapphire. */
  manufacturer: Scalars['String']['output'];
  /** Memory technology, e.g. GDDR6X. */
  memoryType: Maybe<Scalars['String']['output']>;
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Product name without the board maker, e.g. GeForce RTX 3090 GAMING OC 24G. */
  name: Scalars['String']['output'];
  /** Auxiliary power inputs in 8-pin PCIe (150 W) equivalents: a 6-pin counts 1/2, a 12V-2x6 plug 4; rounded up. */
  pcieConnectors: Maybe<Scalars['Int']['output']>;
  /** PCIe generation of the card's edge connector. */
  pcieGen: Maybe<Scalars['Int']['output']>;
  /** Electrical PCIe lanes of the card's edge connector (8 on RTX 4060-class cards). */
  pcieLanes: Maybe<Scalars['Int']['output']>;
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first. */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Typical new price in US dollars, where known. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Expansion slots this card occupies, e.g. 2.75. */
  slotWidth: Maybe<Scalars['Float']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** This card's board power in watts (partner cards often exceed the chip's reference figure). */
  tdpW: Maybe<Scalars['Int']['output']>;
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
  /** Memory on the card in GB, as its maker lists it. */
  vramGb: Maybe<Scalars['Float']['output']>;
};

/** A graphics card to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type GraphicsCardInput = {
  /** Rated boost clock of this card in MHz. */
  boostClockMhz?: InputMaybe<Scalars['Int']['input']>;
  /** Slug of the GPU chip on the card (a GPU of the catalog). Required to create. */
  chip?: InputMaybe<Scalars['String']['input']>;
  /** How the card is cooled. */
  coolerStyle?: InputMaybe<GpuCoolerStyle>;
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** This card's length in millimetres (rounded up). */
  lengthMm?: InputMaybe<Scalars['Int']['input']>;
  /** Board maker, e.g. Gigabyte, ASUS, Sapphire. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** Memory technology, e.g. GDDR6X. */
  memoryType?: InputMaybe<Scalars['String']['input']>;
  /** Product name without the board maker, e.g. GeForce RTX 3090 GAMING OC 24G. Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Auxiliary power inputs in 8-pin PCIe (150 W) equivalents: a 6-pin counts 1/2, a 12V-2x6 plug 4; rounded up. */
  pcieConnectors?: InputMaybe<Scalars['Int']['input']>;
  /** PCIe generation of the card's edge connector. */
  pcieGen?: InputMaybe<Scalars['Int']['input']>;
  /** Electrical PCIe lanes of the card's edge connector (8 on RTX 4060-class cards). */
  pcieLanes?: InputMaybe<Scalars['Int']['input']>;
  /** Typical new price in US dollars, where known. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Expansion slots this card occupies, e.g. 2.75. */
  slotWidth?: InputMaybe<Scalars['Float']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** This card's board power in watts (partner cards often exceed the chip's reference figure). */
  tdpW?: InputMaybe<Scalars['Int']['input']>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
  /** Memory on the card in GB, as its maker lists it. */
  vramGb?: InputMaybe<Scalars['Float']['input']>;
};

/** A question people ask, answered concisely with sources. */
export type Guidance = Node & {
  __typename?: 'Guidance';
  /** A concise answer in rigbase's own words. */
  answer: Scalars['String']['output'];
  /** Components the answer talks about. */
  components: Array<Component>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** The question, phrased as people ask it. */
  question: Scalars['String']['output'];
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Documents the answer relies on. */
  sources: Array<Source>;
  /** Topic tags, e.g. power, cooling. */
  tags: Array<Scalars['String']['output']>;
  /** When the entry last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Use cases the answer talks about. */
  useCases: Array<UseCase>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** A page of guidance entries. */
export type GuidanceConnection = {
  __typename?: 'GuidanceConnection';
  /** The entries on this page. */
  edges: Array<GuidanceEdge>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Matching entries across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a guidance connection. */
export type GuidanceEdge = {
  __typename?: 'GuidanceEdge';
  /** Opaque cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The guidance entry. */
  node: Guidance;
};

/** A guidance entry to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type GuidanceInput = {
  /** The answer in your own words (at most 4,000 characters). */
  answer?: InputMaybe<Scalars['String']['input']>;
  /** Component slugs the answer talks about. */
  components?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Everyday phrasings for search (at most 50). */
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The question as people ask it (at most 500 characters). */
  question?: InputMaybe<Scalars['String']['input']>;
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Source keys (at least one). */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Topic tags (at most 20). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Use case slugs the answer talks about. */
  useCases?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A topic tag of the guidance, with how many entries carry it. */
export type GuidanceTag = {
  __typename?: 'GuidanceTag';
  /** Guidance entries with this tag. */
  guidanceCount: Scalars['Int']['output'];
  /** The tag, lowercase, as `guidance(tag:)` takes it. */
  tag: Scalars['String']['output'];
};

/** How inference splits a model over several GPUs. */
export type InferenceSplit =
  /** Layer split: each GPU holds a block of layers (llama.cpp, accelerate); no faster per token. */
  | 'LAYER'
  /** Tensor parallel: every layer split across the GPUs (vLLM); faster per token. */
  | 'TENSOR';

/** What a job does with the model. */
export type JobMode =
  /** Train every weight of a trained model: 6 x N FLOPs per token. */
  | 'FULL_FINE_TUNE'
  /** Low-rank adapters on a frozen 16-bit base: 4 x N FLOPs per token (no weight gradients for the base). */
  | 'LORA'
  /** Train every weight from scratch: 6 x N FLOPs per token. */
  | 'PRETRAIN'
  /** Low-rank adapters on a frozen 4-bit base: as LORA, slower by the dequantization of the base. */
  | 'QLORA'
  /** Serve the model to concurrent users: decode bound by memory bandwidth, prompts by compute. */
  | 'SERVING';

/** The plan of a job: its compute, every setup that runs it with time and cost, and own against rent. */
export type JobPlan = {
  __typename?: 'JobPlan';
  /** Parameters used per token in billions (equal to the total for dense models); compute counts these. */
  activeParametersBillions: Scalars['Float']['output'];
  /** The assumptions behind every figure, after defaults. */
  assumptions: PlanAssumptions;
  /** How the compute was counted, with the numbers. */
  computeBasis: Scalars['String']['output'];
  /** Training FLOPs per job; null for serving. */
  computeFlops: Maybe<Scalars['Float']['output']>;
  /** Hours one job runs on the first setup (serving: the hours a day). */
  hours: Maybe<Scalars['Float']['output']>;
  /** Jobs a year the yearly costs count (serving: days a year). */
  jobsPerYear: Scalars['Float']['output'];
  /** Setups that fit in memory but were left out, and why, in words. */
  leftOut: Array<Scalars['String']['output']>;
  /** The mode planned. */
  mode: JobMode;
  /** The catalog model, when one was named. */
  model: Maybe<Model>;
  /** What the plan rests on and what it could not check, in words. */
  notes: Array<Scalars['String']['output']>;
  /** The objective ranked by. */
  objective: PlanObjective;
  /** The cheapest owned setup against the cheapest rented one over a year of such jobs; null when one side has no setup. */
  ownVsRent: Maybe<OwnVsRentPlan>;
  /** The setups considered. */
  ownership: PlanOwnership;
  /** Total parameters in billions. */
  parametersBillions: Scalars['Float']['output'];
  /** Setups that run the job, best first by the objective. */
  setups: Array<PlannedSetup>;
  /** Sources of the method, the constants, the measured speeds and the prices. */
  sources: Array<Source>;
  /** One sentence with the answer. */
  summary: Scalars['String']['output'];
  /** Training tokens per job; null for serving. */
  tokens: Maybe<Scalars['Float']['output']>;
};

/** Precision of the cached keys and values. */
export type KvCachePrecision =
  /** bfloat16. */
  | 'BF16'
  /** FP8 (8 bits). */
  | 'FP8'
  /** 16-bit floats. */
  | 'FP16'
  /** 4-bit blocks with a 16-bit scale (llama.cpp q4_0: 4.5 bits). */
  | 'INT4'
  /** 8-bit blocks with a 16-bit scale (llama.cpp q8_0: 8.5 bits). */
  | 'INT8';

/** Which linear layers get LoRA adapters. */
export type LoraTargets =
  /** Every linear layer (attention and feed-forward), as QLoRA does. */
  | 'ALL_LINEAR'
  /** The attention projections only. */
  | 'ATTENTION'
  /** The query and value projections only (the original LoRA setup). */
  | 'QV';

/** The household circuit the machine plugs into. */
export type MainsInput = {
  /** Breaker rating in amps, e.g. 15, 16 or 20. */
  breakerAmps?: InputMaybe<Scalars['Float']['input']>;
  /** Share of the breaker rating a continuous load may use (0.8 under the US NEC). */
  continuousLoadFactor?: InputMaybe<Scalars['Float']['input']>;
  /** Region whose outlet supplies the defaults for voltage and breaker rating not given (a bare voltage picks its region: 180 V or more Europe, 110 V or less Japan, else North America 15 A). */
  region?: InputMaybe<MainsRegion>;
  /** Volts, e.g. 120 or 230. */
  voltage?: InputMaybe<Scalars['Float']['input']>;
};

/** A household supply region: the voltage and outlet or breaker rating a machine plugs into. */
export type MainsRegion =
  /** 230 V, 10 A outlet (AS/NZS 3112): 1,840 W continuous. */
  | 'AUSTRALIA'
  /** 230 V, 16 A Schuko outlet and final circuit: 2,944 W continuous. */
  | 'EUROPE'
  /** 100 V, 15 A outlet (JIS C 8303): 1,200 W continuous. */
  | 'JAPAN'
  /** 120 V, 15 A general-purpose branch circuit (NEMA 5-15): 1,440 W continuous. */
  | 'NORTH_AMERICA'
  /** 120 V, 20 A circuit (NEMA 5-20; kitchens, garages, dedicated circuits): 1,920 W continuous. */
  | 'NORTH_AMERICA_20A'
  /** 230 V with a 13 A fused BS 1363 plug: 2,392 W continuous. */
  | 'UNITED_KINGDOM';

/** An amount of memory in bytes and in both gigabyte units. */
export type MemoryAmount = {
  __typename?: 'MemoryAmount';
  /** Bytes. */
  bytes: Scalars['Float']['output'];
  /** Decimal gigabytes (10^9 bytes), 2 decimals. */
  gb: Scalars['Float']['output'];
  /** Binary gibibytes (2^30 bytes), 2 decimals: the unit of a card's nominal memory. */
  gib: Scalars['Float']['output'];
};

/** GPU memory a model needs, by part. Figures are per GPU (the busiest one when split across gpuCount GPUs); the *Gb fields are decimal GB (10^9 bytes), and `total`, `lines` give bytes, GB and GiB (2^30 bytes, the unit of a card's nominal memory). */
export type MemoryEstimate = {
  __typename?: 'MemoryEstimate';
  /** Activations kept for the backward pass (inference: the working buffers), decimal GB. */
  activationsGb: Scalars['Float']['output'];
  /** Everything together over all gpuCount GPUs. */
  allGpus: MemoryAmount;
  /** The architecture the estimate used (catalog, overrides, or derived from the size). */
  architecture: ModelShape;
  /** True when the shape was derived from a parameter count. */
  architectureDerived: Scalars['Boolean']['output'];
  /** Everything the estimate assumed (defaults, derived shape, formats), in words. */
  assumptions: Array<Scalars['String']['output']>;
  /** Sequences per batch. */
  batchSize: Scalars['Int']['output'];
  /** Bits per weight of that format, scales and zero points included (GGUF: the file's average for this model). */
  bitsPerWeight: Scalars['Float']['output'];
  /** What the pasted config.json said about itself; null when the model came from the catalog or a size. */
  config: Maybe<ModelConfigSummary>;
  /** Host memory holding offloaded weights or optimizer state. */
  cpuRam: MemoryAmount;
  /** Weight bytes x 8 / parameters over the whole model, 16-bit embeddings, norms and head included. */
  effectiveBitsPerWeight: Scalars['Float']['output'];
  /** When `fits` with the same arguments is empty: what was tried and the first combination of techniques (ZeRO-3 / FSDP over up to 8 GPUs, gradient checkpointing, 8-bit Adam, optimizer offload, a shorter sequence; for inference an 8-bit KV cache, 4-bit weights, a shorter context, CPU offload) with which a catalog setup holds it (one with room to spare before a marginal one; for training with no stack named, a CUDA card first), or what each GPU would still need. When a setup holds it as asked: for inference with a 16-bit KV cache, the setup an 8-bit cache would allow when it takes fewer GPUs or costs less; else empty. */
  fitAdvice: Array<Scalars['String']['output']>;
  /** Setups that hold the estimate: single cards and 2x and 4x of one model by default, 8x on request (the requirement per GPU re-estimated for each count, replicated parts on every GPU), desktop-usable, supported by current frameworks (and computing in FP8 for FP8 weights) by default, priced; fewest GPUs first, then cheapest, then fastest (NVIDIA before other vendors only on a tie, for training and fine-tuning); each with the housing it needs (`setup`), a tokens/s estimate for inference and rigbase's measured benchmarks of that card and model class beside it. */
  fits: Array<GpuFit>;
  /** Catalog cards that hold the per-GPU total at the estimate's gpuCount (memory compared in bytes; a dual-GPU board counts as two GPUs of half its memory): desktop-usable, supported by current frameworks, FP8-capable for FP8 weights, and priced; cheapest first (NVIDIA before other vendors only on a tie, for training and fine-tuning; a non-CUDA card's stack is named in `fits`' techniques). `fits` adds 2x and 4x setups (8x on request), prices and speeds. */
  fittingGpus: Array<Gpu>;
  /** The weight format: which tensors it converts, how its size is derived, and which hardware computes in it natively. */
  format: WeightFormatDetails;
  /** GPUs the estimate is for. */
  gpuCount: Scalars['Int']['output'];
  /** Whether activations are recomputed (training modes); null for inference. */
  gradientCheckpointing: Maybe<Scalars['Boolean']['output']>;
  /** Gradients, decimal GB. */
  gradientsGb: Scalars['Float']['output'];
  /** Key/value cache for inference, decimal GB. */
  kvCacheGb: Scalars['Float']['output'];
  /** KV cache precision (inference); null for training. */
  kvCachePrecision: Maybe<KvCachePrecision>;
  /** The per-GPU requirement line by line, each with its formula and sources. */
  lines: Array<MemoryLine>;
  /** Mode of the estimate. */
  mode: MemoryMode;
  /** The catalog model the architecture came from; null when none was named. */
  model: Maybe<Model>;
  /** What offloading to CPU RAM costs in speed, when anything is offloaded. */
  offloadCost: Maybe<Scalars['String']['output']>;
  /** Optimizer states (and FP32 master weights), decimal GB. */
  optimizerGb: Scalars['Float']['output'];
  /** CUDA context and allocator fragmentation margin, decimal GB. */
  overheadGb: Scalars['Float']['output'];
  /** How the work is split over the GPUs. */
  parallelism: MemoryParallelism;
  /** Parameter counts the estimate used. */
  parameters: MemoryParameters;
  /** Tokens of context (inference) or per sequence (training). */
  sequenceLength: Scalars['Int']['output'];
  /** Whole servers (DGX/HGX systems, OCP nodes) whose GPUs hold the estimate sharded over all of them (the rule of `fits` at the server's GPU count, FP8 or FP4 weights only where the module computes them); cheapest first, servers without a price of the asked condition last. */
  serverFits: Array<ServerFit>;
  /** Unified-memory machines (DGX Spark, Ryzen AI Max, Mac Studio) that hold the estimate at one GPU: compared with the memory their GPU may use by default, judged for a runtime that runs on their software stack, FP8 weights only where the GPU computes in FP8; cheapest first, machines without a price of the asked condition last. */
  systemFits: Array<SystemFit>;
  /** Everything together per GPU, in bytes, GB and GiB. */
  total: MemoryAmount;
  /** Everything together per GPU, decimal GB. */
  totalGb: Scalars['Float']['output'];
  /** Weight format used (QLORA: the 4-bit base format). */
  weightFormat: MemoryPrecision;
  /** Model weights (and LoRA adapters), decimal GB. */
  weightsGb: Scalars['Float']['output'];
  /** ZeRO stage of training; null for inference. */
  zeroStage: Maybe<Scalars['Int']['output']>;
};


/** GPU memory a model needs, by part. Figures are per GPU (the busiest one when split across gpuCount GPUs); the *Gb fields are decimal GB (10^9 bytes), and `total`, `lines` give bytes, GB and GiB (2^30 bytes, the unit of a card's nominal memory). */
export type MemoryEstimateFitAdviceArgs = {
  budgetUsd?: InputMaybe<Scalars['Float']['input']>;
  condition?: InputMaybe<PriceCondition>;
  gpuCounts?: InputMaybe<Array<Scalars['Int']['input']>>;
  includeLegacy?: InputMaybe<Scalars['Boolean']['input']>;
  includeServerCards?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<GpuFitOrder>;
  runtime?: InputMaybe<FitRuntime>;
  stack?: InputMaybe<SoftwareStack>;
};


/** GPU memory a model needs, by part. Figures are per GPU (the busiest one when split across gpuCount GPUs); the *Gb fields are decimal GB (10^9 bytes), and `total`, `lines` give bytes, GB and GiB (2^30 bytes, the unit of a card's nominal memory). */
export type MemoryEstimateFitsArgs = {
  budgetUsd?: InputMaybe<Scalars['Float']['input']>;
  condition?: InputMaybe<PriceCondition>;
  first?: InputMaybe<Scalars['Int']['input']>;
  gpuCounts?: InputMaybe<Array<Scalars['Int']['input']>>;
  includeLegacy?: InputMaybe<Scalars['Boolean']['input']>;
  includeServerCards?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<GpuFitOrder>;
  runtime?: InputMaybe<FitRuntime>;
  stack?: InputMaybe<SoftwareStack>;
};


/** GPU memory a model needs, by part. Figures are per GPU (the busiest one when split across gpuCount GPUs); the *Gb fields are decimal GB (10^9 bytes), and `total`, `lines` give bytes, GB and GiB (2^30 bytes, the unit of a card's nominal memory). */
export type MemoryEstimateFittingGpusArgs = {
  condition?: InputMaybe<PriceCondition>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** GPU memory a model needs, by part. Figures are per GPU (the busiest one when split across gpuCount GPUs); the *Gb fields are decimal GB (10^9 bytes), and `total`, `lines` give bytes, GB and GiB (2^30 bytes, the unit of a card's nominal memory). */
export type MemoryEstimateServerFitsArgs = {
  budgetUsd?: InputMaybe<Scalars['Float']['input']>;
  condition?: InputMaybe<PriceCondition>;
  first?: InputMaybe<Scalars['Int']['input']>;
  runtime?: InputMaybe<FitRuntime>;
};


/** GPU memory a model needs, by part. Figures are per GPU (the busiest one when split across gpuCount GPUs); the *Gb fields are decimal GB (10^9 bytes), and `total`, `lines` give bytes, GB and GiB (2^30 bytes, the unit of a card's nominal memory). */
export type MemoryEstimateSystemFitsArgs = {
  budgetUsd?: InputMaybe<Scalars['Float']['input']>;
  condition?: InputMaybe<PriceCondition>;
  first?: InputMaybe<Scalars['Int']['input']>;
  runtime?: InputMaybe<FitRuntime>;
};

/** A model to estimate GPU memory for: a catalog model by slug, an architecture, or a parameter count (a plausible shape is then derived and said so). */
export type MemoryEstimateInput = {
  /** Parameters used per token in billions (mixture of experts); overrides the catalog's figure. */
  activeParametersBillions?: InputMaybe<Scalars['Float']['input']>;
  /** Adapter weights and gradients in FP32 (PEFT's default) or BF16 (the QLoRA reference code). */
  adapterPrecision?: InputMaybe<AdapterPrecision>;
  /** Attention heads; overrides the catalog's (or the derived) shape. */
  attentionHeads?: InputMaybe<Scalars['Int']['input']>;
  /** Batch size, 1 to 4096. */
  batchSize?: InputMaybe<Scalars['Int']['input']>;
  /** Average bits per weight of an EXL2 or EXL3 file (the bitrate it was made at) or of a GGUF_CUSTOM file (file size x 8 / parameters), 1 to 8.5; 4.0 when absent. Only for those formats. */
  bitsPerWeight?: InputMaybe<Scalars['Float']['input']>;
  /** A Hugging Face config.json, pasted as text (at most 200,000 characters), instead of a catalog model: dense, mixture-of-experts, latent-attention, sliding-window and hybrid (linear-attention) decoders are read the way transformers reads them; what the config does not say is stated in assumptions. Bad JSON or an architecture the estimator cannot count is BAD_USER_INPUT naming the config field. */
  config?: InputMaybe<Scalars['String']['input']>;
  /** Fused attention (FlashAttention, SDPA) that stores no attention scores (default true). */
  flashAttention?: InputMaybe<Scalars['Boolean']['input']>;
  /** GPUs the model is split across (inference) or trained on in data parallel (training), 1 to 1,024; the figures are per GPU (the busiest one). */
  gpuCount?: InputMaybe<Scalars['Int']['input']>;
  /** Recompute activations in the backward pass (about a third more compute). Default: on for LORA and QLORA (as people run them), off for TRAINING. */
  gradientCheckpointing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Group size of INT4/GPTQ/AWQ quantization (default 128). */
  groupSize?: InputMaybe<Scalars['Int']['input']>;
  /** Width of one attention head; overrides the catalog's (or the derived) shape. */
  headDim?: InputMaybe<Scalars['Int']['input']>;
  /** Hidden size; overrides the catalog's (derived from the size when neither is known). */
  hiddenSize?: InputMaybe<Scalars['Int']['input']>;
  /** Width of the feed-forward layer; overrides the catalog's (or the derived) shape. */
  intermediateSize?: InputMaybe<Scalars['Int']['input']>;
  /** Precision of the KV cache (inference); FP16 when absent. */
  kvCachePrecision?: InputMaybe<KvCachePrecision>;
  /** Key/value heads (grouped-query attention); overrides the catalog's (or the derived) shape. */
  kvHeads?: InputMaybe<Scalars['Int']['input']>;
  /** Transformer layers; overrides the catalog's (derived from the size when neither is known). */
  layers?: InputMaybe<Scalars['Int']['input']>;
  /** LoRA rank r (default 16). */
  loraRank?: InputMaybe<Scalars['Int']['input']>;
  /** Which linear layers get LoRA adapters (default ALL_LINEAR). */
  loraTargets?: InputMaybe<LoraTargets>;
  /** What to do with the model. */
  mode: MemoryMode;
  /** Catalog model by slug or loose name ("llama-3.1-70b", "llama 4 scout", "gpt oss 120b"; models(search:) lists them): its architecture and published totals fill the estimate, and explicit fields override them. An unknown name is NOT_FOUND with the closest models in extensions.suggestions. */
  model?: InputMaybe<Scalars['String']['input']>;
  /** Keep the optimizer state and FP32 master weights in CPU RAM (ZeRO-Offload; training modes). */
  offloadOptimizer?: InputMaybe<Scalars['Boolean']['input']>;
  /** Training modes: keep the sharded weights in CPU RAM and gather them a layer at a time (FSDP CPU offload, ZeRO-3 offload_param); each GPU then holds about two layers of weights, and every step streams them over PCIe. Answer.AI fine-tunes a 70B model with QLoRA on two 24 GB cards this way. */
  offloadParameters?: InputMaybe<Scalars['Boolean']['input']>;
  /** Share of the weights kept in CPU RAM instead of GPU memory, 0 to below 1 (inference; llama.cpp partial offload). */
  offloadWeightsFraction?: InputMaybe<Scalars['Float']['input']>;
  /** Optimizer for the training modes; ADAMW when absent. */
  optimizer?: InputMaybe<MemoryOptimizer>;
  /** How inference splits across gpuCount GPUs: TENSOR (vLLM; the default) or LAYER (llama.cpp, accelerate; the default for GGUF formats). */
  parallelism?: InputMaybe<InferenceSplit>;
  /** Model size in billions of parameters (0.001 to 10,000); overrides the catalog's total. Required without model or a full architecture. */
  parametersBillions?: InputMaybe<Scalars['Float']['input']>;
  /** Format of the weights, at its real bits per weight (for QLORA: the 4-bit base; NF4 with double quantization unless a 4-bit format is given). */
  precision: MemoryPrecision;
  /** The model's model.safetensors.index.json, pasted as text, beside config: its metadata.total_size gives the parameter count (a trimmed {"metadata": {"total_size": N}} is enough). */
  safetensorsIndex?: InputMaybe<Scalars['String']['input']>;
  /** Context length for inference, sequence length for training, in tokens (1 to 1,048,576). */
  sequenceLength?: InputMaybe<Scalars['Int']['input']>;
  /** Sliding-window layers cache only their window (default true; false for runtimes without a windowed cache). */
  slidingWindowCache?: InputMaybe<Scalars['Boolean']['input']>;
  /** Vocabulary size; overrides the catalog's (or the derived) shape. */
  vocabSize?: InputMaybe<Scalars['Int']['input']>;
  /** ZeRO stage 0 to 3 for training across gpuCount GPUs: 1 shards the optimizer state, 2 also the gradients, 3 also the weights (default 0). */
  zeroStage?: InputMaybe<Scalars['Int']['input']>;
};

/** A kit of memory modules. */
export type MemoryKit = Component & Node & {
  __typename?: 'MemoryKit';
  /** Capacity of the whole kit in GB. */
  capacityGb: Scalars['Float']['output'];
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** Whether the modules are ECC. */
  ecc: Scalars['Boolean']['output'];
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always MEMORY. */
  kind: ComponentKind;
  /** Memory maker. */
  manufacturer: Scalars['String']['output'];
  /** DDR4, DDR5... */
  memoryType: MemoryType;
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Modules in the kit. */
  modules: Scalars['Int']['output'];
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first. */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Whether the modules are registered (RDIMM). */
  registered: Scalars['Boolean']['output'];
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** Rated speed in MT/s. */
  speedMts: Maybe<Scalars['Int']['output']>;
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** A memory kit to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type MemoryKitInput = {
  /** Capacity of the whole kit in GB. Required to create. */
  capacityGb?: InputMaybe<Scalars['Float']['input']>;
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the modules are ECC. Required to create. */
  ecc?: InputMaybe<Scalars['Boolean']['input']>;
  /** Memory maker. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** DDR4, DDR5... Required to create. */
  memoryType?: InputMaybe<MemoryType>;
  /** Modules in the kit. Required to create. */
  modules?: InputMaybe<Scalars['Int']['input']>;
  /** Model name without the manufacturer. Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Typical new price in US dollars. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Whether the modules are registered (RDIMM). Required to create. */
  registered?: InputMaybe<Scalars['Boolean']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Rated speed in MT/s. */
  speedMts?: InputMaybe<Scalars['Int']['input']>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** One part of the per-GPU memory requirement. */
export type MemoryLine = {
  __typename?: 'MemoryLine';
  /** How much. */
  amount: MemoryAmount;
  /** The formula with the numbers put in. */
  basis: Scalars['String']['output'];
  /** Which part. */
  key: MemoryLineKey;
  /** Its name in words. */
  label: Scalars['String']['output'];
  /** Where the formula or constant comes from. */
  sources: Array<Source>;
};

/** A named part of the per-GPU memory requirement. */
export type MemoryLineKey =
  /** Activations (training) or working buffers (inference). */
  | 'ACTIVATIONS'
  /** CUDA context and kernels of the process. */
  | 'CUDA_CONTEXT'
  /** Allocator fragmentation margin on what is allocated while running. */
  | 'FRAGMENTATION'
  /** Gradients of the trainable parameters. */
  | 'GRADIENTS'
  /** Cached keys and values of the context. */
  | 'KV_CACHE'
  /** LoRA adapter weights. */
  | 'LORA_ADAPTERS'
  /** Optimizer state (and FP32 master weights). */
  | 'OPTIMIZER'
  /** The model's weights at the chosen format. */
  | 'WEIGHTS';

/** What to do with a model. */
export type MemoryMode =
  /** Run it (generate tokens). */
  | 'INFERENCE'
  /** Train low-rank adapters on a frozen 16-bit (or given) base. */
  | 'LORA'
  /** Train low-rank adapters on a frozen 4-bit base. */
  | 'QLORA'
  /** Train every weight. */
  | 'TRAINING';

/** Optimizers whose state the estimate counts. */
export type MemoryOptimizer =
  /** Adafactor: factored row and column statistics per matrix. */
  | 'ADAFACTOR'
  /** Adam: two FP32 moments (8 bytes per trainable parameter). */
  | 'ADAM'
  /** AdamW: two FP32 moments (8 bytes per trainable parameter). */
  | 'ADAMW'
  /** 8-bit Adam (bitsandbytes): two 1-byte moments (2 bytes per trainable parameter). */
  | 'ADAM_8BIT'
  /** SGD with momentum: one FP32 buffer (4 bytes per trainable parameter). */
  | 'SGD';

/** How the estimated work is spread over the GPUs. */
export type MemoryParallelism =
  /** Data-parallel training (with the ZeRO stage given). */
  | 'DATA_PARALLEL'
  /** Layer-split inference. */
  | 'LAYER'
  /** One GPU. */
  | 'SINGLE'
  /** Tensor parallel inference. */
  | 'TENSOR';

/** Parameter counts of an estimate. */
export type MemoryParameters = {
  __typename?: 'MemoryParameters';
  /** Parameters used per token, billions (mixture of experts: the active experts). */
  activeBillions: Scalars['Float']['output'];
  /** Total computed from the architecture, billions (a check against the published figure). */
  fromArchitectureBillions: Scalars['Float']['output'];
  /** Total parameters, billions (the published figure when known). */
  totalBillions: Scalars['Float']['output'];
  /** Parameters that train, billions (LoRA: the adapters; 0 for inference). */
  trainableBillions: Scalars['Float']['output'];
};

/** Weight formats at the bits per weight they really take (scales and zero points included). */
export type MemoryPrecision =
  /** AWQ 4-bit, groups of 128 (4.156 bits). */
  | 'AWQ_INT4'
  /** bfloat16: 2 bytes per weight. */
  | 'BF16'
  /** ExLlamaV2 EXL2 at the bits per weight the file was made at (input bitsPerWeight, 4.0 when absent), output head at 6 bits. */
  | 'EXL2'
  /** ExLlamaV3 EXL3 (QTIP trellis) at the bits per weight the file was made at (input bitsPerWeight, 4.0 when absent), output head at 6 bits. */
  | 'EXL3'
  /** FP8 (E4M3) linear layers, embeddings and head in 16-bit; native on Ada, Hopper and Blackwell. */
  | 'FP8'
  /** Fine-grained FP8 (DeepSeek-V3, Qwen3-FP8): E4M3 linear layers with an FP32 scale per 128 x 128 block (8.002 bits); native on Ada, Hopper and Blackwell. */
  | 'FP8_BLOCK'
  /** 16-bit floats: 2 bytes per weight. */
  | 'FP16'
  /** 32-bit floats: 4 bytes per weight. */
  | 'FP32'
  /** A GGUF file at the average bits per weight its maker states (input bitsPerWeight = file size x 8 / parameters), for dynamic quants with per-tensor overrides: DeepSeek-R1 UD-IQ1_S is 1.58 bits (131 GB). */
  | 'GGUF_CUSTOM'
  /** llama.cpp GGUF IQ1_M: 1.75-bit i-quant with the same lifts as IQ1_S. */
  | 'GGUF_IQ1_M'
  /** llama.cpp GGUF IQ1_S: 1.5625-bit i-quant; attn_v, the first ffn_down tensors and attention output lifted, embeddings Q2_K, head Q5_K. */
  | 'GGUF_IQ1_S'
  /** llama.cpp GGUF IQ2_M: IQ2_S blocks (2.5625 bits) with IQ3_S lifts. */
  | 'GGUF_IQ2_M'
  /** llama.cpp GGUF IQ2_S: IQ2_XS blocks with IQ3_S lifts. */
  | 'GGUF_IQ2_S'
  /** llama.cpp GGUF IQ2_XS: 2.3125-bit i-quant with lifted attn_v and first ffn_down tensors. */
  | 'GGUF_IQ2_XS'
  /** llama.cpp GGUF IQ2_XXS: 2.0625-bit i-quant with lifted attn_v and first ffn_down tensors. */
  | 'GGUF_IQ2_XXS'
  /** llama.cpp GGUF IQ3_M: IQ3_S with attn_v and the first ffn_down tensors in Q4_K (about 3.66 bits). */
  | 'GGUF_IQ3_M'
  /** llama.cpp GGUF IQ3_S: 3.4375-bit i-quant. */
  | 'GGUF_IQ3_S'
  /** llama.cpp GGUF IQ3_XS: IQ3_S blocks with the middle layers' gate and up in IQ3_XXS (about 3.3 bits). */
  | 'GGUF_IQ3_XS'
  /** llama.cpp GGUF IQ3_XXS: 3.0625-bit i-quant; attn_q and attn_k in IQ2_S, attn_v lifted. */
  | 'GGUF_IQ3_XXS'
  /** llama.cpp GGUF IQ4_NL: 4.5-bit non-linear blocks of 32. */
  | 'GGUF_IQ4_NL'
  /** llama.cpp GGUF IQ4_XS: 4.25-bit non-linear blocks of 256. */
  | 'GGUF_IQ4_XS'
  /** llama.cpp GGUF MXFP4_MOE: routed experts in MXFP4 (4.25 bits), every other tensor in Q8_0 (gpt-oss GGUF files). */
  | 'GGUF_MXFP4_MOE'
  /** llama.cpp GGUF Q2_K mix: Q2_K blocks (2.625 bits), attn_v and ffn_down in Q3_K/Q4_K; about 3.0 bits over a Llama 3 8B file. */
  | 'GGUF_Q2_K'
  /** llama.cpp GGUF Q3_K_L: Q3_K with attention output, attn_v and ffn_down in Q5_K. */
  | 'GGUF_Q3_K_L'
  /** llama.cpp GGUF Q3_K_M: Q3_K with attention output, attn_v and ffn_down lifted to Q4_K/Q5_K; about 4.0 bits over a Llama 3 8B file. */
  | 'GGUF_Q3_K_M'
  /** llama.cpp GGUF Q3_K_S: Q3_K blocks (3.44 bits) nearly everywhere, output head Q6_K. */
  | 'GGUF_Q3_K_S'
  /** llama.cpp GGUF Q4_0: legacy 4-bit blocks of 32 (4.5 bits). */
  | 'GGUF_Q4_0'
  /** llama.cpp GGUF Q4_K_M: Q4_K with half the attn_v and ffn_down tensors in Q6_K and the head in Q6_K; about 4.9 bits over a Llama 3 8B file. */
  | 'GGUF_Q4_K_M'
  /** llama.cpp GGUF Q4_K_S: Q4_K blocks (4.5 bits), the first layers' attn_v and ffn_down in Q5_K. */
  | 'GGUF_Q4_K_S'
  /** llama.cpp GGUF Q5_K_M: Q5_K with half the attn_v and ffn_down tensors in Q6_K; about 5.7 bits over a Llama 3 8B file. */
  | 'GGUF_Q5_K_M'
  /** llama.cpp GGUF Q5_K_S: Q5_K blocks (5.5 bits), head Q6_K. */
  | 'GGUF_Q5_K_S'
  /** llama.cpp GGUF Q6_K: 6.5625 bits per weight nearly everywhere. */
  | 'GGUF_Q6_K'
  /** llama.cpp GGUF Q8_0: 8-bit blocks of 32 (8.5 bits). */
  | 'GGUF_Q8_0'
  /** GPTQ 4-bit, groups of 128 (4.156 bits). */
  | 'GPTQ_INT4'
  /** 4-bit linear layers in groups of 128 with a 16-bit scale and 4-bit zero point (4.156 bits). */
  | 'INT4'
  /** LLM.int8() 8-bit linear layers, embeddings and head in 16-bit. */
  | 'INT8'
  /** MXFP4 (OCP microscaling: 32 FP4 values share an 8-bit exponent, 4.25 bits): the routed experts of a mixture of experts, as gpt-oss ships; every block matrix of a dense model. Native on Blackwell; weight-only elsewhere. */
  | 'MXFP4'
  /** bitsandbytes NF4 with an FP32 absmax per 64 weights (4.5 bits). */
  | 'NF4'
  /** NF4 with double quantization (4.127 bits), the QLoRA base. */
  | 'NF4_DQ'
  /** NVFP4 (16 FP4 values share an FP8 scale, 4.5 bits) linear layers, embeddings and head in 16-bit. Native on Blackwell; weight-only elsewhere. */
  | 'NVFP4';

/** Whether a use case's memory tier is per card or a total the cards share. */
export type MemoryScope =
  /** Every card must hold the tier. */
  | 'PER_GPU'
  /** The tier may be split across the cards (inference runtimes split a model's layers). */
  | 'TOTAL';

/** System memory generation; boards, CPUs and kits must agree on it. */
export type MemoryType =
  /** The first DDR generation. */
  | 'DDR1'
  /** DDR2. */
  | 'DDR2'
  /** DDR3. */
  | 'DDR3'
  /** DDR4. */
  | 'DDR4'
  /** DDR5. */
  | 'DDR5'
  /** LPDDR4 (soldered). */
  | 'LPDDR4'
  /** LPDDR4X (soldered). */
  | 'LPDDR4X'
  /** LPDDR5 (soldered). */
  | 'LPDDR5'
  /** LPDDR5X (soldered). */
  | 'LPDDR5X';

/** A fact that would settle a check: a field of a part that is not on record, or a part of a kind the build does not list. */
export type MissingFact = {
  __typename?: 'MissingFact';
  /** The part whose fact is missing; null when the build lacks the part, or it has left the catalog. */
  component: Maybe<Component>;
  /** Slug of the part whose fact is missing; null when the build lacks a part of `kind`. */
  componentSlug: Maybe<Scalars['String']['output']>;
  /** The missing field, as the API names it (e.g. pcieSlots, maxGpuLengthMm); null when a whole part is missing. */
  field: Maybe<Scalars['String']['output']>;
  /** The part's kind, or the kind of part the build lacks. */
  kind: Maybe<ComponentKind>;
};

/** A language model of the catalog: the shape its published config.json gives, for memory estimates by name. */
export type Model = {
  __typename?: 'Model';
  /** Parameters used per token in billions (mixture of experts), as published; null for dense models. */
  activeParametersBillions: Maybe<Scalars['Float']['output']>;
  /** How keys and values are cached, from the shape. */
  attention: AttentionKind;
  /** Attention heads (num_attention_heads). */
  attentionHeads: Scalars['Int']['output'];
  /** Whether the query projection also gates the attention output (Qwen3-Next, Qwen3.5), doubling its width; false for the models whose config has no gate. */
  attentionOutputGate: Maybe<Scalars['Boolean']['output']>;
  /** Vision or audio encoder parameters beside the decoder in billions (16-bit; llama.cpp keeps them in an mmproj file); null when none is counted. */
  encoderParametersBillions: Maybe<Scalars['Float']['output']>;
  /** Model family, e.g. Llama 3. */
  family: Scalars['String']['output'];
  /** Width of one attention head (head_dim). */
  headDim: Scalars['Int']['output'];
  /** Hidden size (hidden_size). */
  hiddenSize: Scalars['Int']['output'];
  /** Hugging Face repository whose config.json holds the figures. */
  huggingFaceRepo: Scalars['String']['output'];
  /** Width of the dense feed-forward layer (intermediate_size). */
  intermediateSize: Scalars['Int']['output'];
  /** KV cache per token of context at 16-bit, in bytes (all layers; sliding-window layers at full context). */
  kvCacheBytesPerToken: Scalars['Float']['output'];
  /** Key/value heads (num_key_value_heads): equal to attentionHeads for MHA, fewer for GQA, 1 for MQA. */
  kvHeads: Scalars['Int']['output'];
  /** Layers that reuse another layer's keys and values (Gemma 3n) or attend to image features only (Llama 3.2 Vision); null when none. */
  kvSharedLayers: Maybe<Scalars['Int']['output']>;
  /** Transformer layers (num_hidden_layers). */
  layers: Scalars['Int']['output'];
  /** Licence of the weights as the model card names it, e.g. Apache 2.0; null when not on record. */
  licence: Maybe<Scalars['String']['output']>;
  /** Linear-attention layers with a fixed-size state instead of a KV cache (Qwen3-Next, Qwen3.5); null otherwise. */
  linearAttention: Maybe<ModelLinearAttention>;
  /** Who published the model. */
  maker: Scalars['String']['output'];
  /** Longest context the model supports, in tokens. */
  maxContextTokens: Scalars['Int']['output'];
  /** Latent attention dimensions (DeepSeek); null otherwise. */
  mla: Maybe<ModelMla>;
  /** Mixture-of-experts layers; null for dense models. */
  moe: Maybe<ModelMoe>;
  /** Display name, e.g. Llama 3.1 70B. */
  name: Scalars['String']['output'];
  /** What the figures leave out or how they were read. */
  notes: Maybe<Scalars['String']['output']>;
  /** Total parameters in billions as the model card states them; null when only the shape is on record (see parametersFromArchitectureBillions). */
  parametersBillions: Maybe<Scalars['Float']['output']>;
  /** Total parameters in billions computed from the shape (embeddings, attention, feed-forward, norms). */
  parametersFromArchitectureBillions: Scalars['Float']['output'];
  /** Gemma 3n's per-layer embeddings in billions (looked up, not multiplied); null otherwise. */
  perLayerEmbeddingBillions: Maybe<Scalars['Float']['output']>;
  /** Year of release. */
  releaseYear: Scalars['Int']['output'];
  /** Layers that attend to a local window only (Mistral 7B v0.1, Gemma 2 and 3, gpt-oss; Llama 4's chunks); null otherwise. */
  slidingWindow: Maybe<ModelSlidingWindow>;
  /** Stable, lowercase, e.g. llama-3.1-70b (the version keeps its dot). */
  slug: Scalars['String']['output'];
  /** Where the figures come from, the model's own config.json among them. */
  sources: Array<Source>;
  /** Whether the output head reuses the input embedding matrix (tie_word_embeddings). */
  tiedEmbeddings: Scalars['Boolean']['output'];
  /** Vocabulary size (vocab_size). */
  vocabSize: Scalars['Int']['output'];
};

/** What a pasted config.json said about itself. */
export type ModelConfigSummary = {
  __typename?: 'ModelConfigSummary';
  /** config.architectures[0], e.g. Qwen3MoeForCausalLM; null when absent. */
  architectureName: Maybe<Scalars['String']['output']>;
  /** The format the checkpoint ships in (quantization_config): FP8, FP8_BLOCK, MXFP4 or NVFP4; null for 16-bit checkpoints. */
  checkpointFormat: Maybe<MemoryPrecision>;
  /** max_position_embeddings; null when absent. */
  maxContextTokens: Maybe<Scalars['Int']['output']>;
  /** The text model's model_type, e.g. qwen3_moe. */
  modelType: Scalars['String']['output'];
};

/** A page of models. */
export type ModelConnection = {
  __typename?: 'ModelConnection';
  /** The models of this page. */
  edges: Array<ModelEdge>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** Models matching the search in all. */
  totalCount: Scalars['Int']['output'];
};

/** A model and its cursor. */
export type ModelEdge = {
  __typename?: 'ModelEdge';
  /** Opaque position, for `after`. */
  cursor: Scalars['String']['output'];
  /** The model. */
  node: Model;
};

/** Linear-attention layers (Gated DeltaNet) and their state. */
export type ModelLinearAttention = {
  __typename?: 'ModelLinearAttention';
  /** Width of the short convolution (linear_conv_kernel_dim). */
  convKernel: Scalars['Int']['output'];
  /** Width of one key head (linear_key_head_dim). */
  keyHeadDim: Scalars['Int']['output'];
  /** Key heads (linear_num_key_heads). */
  keyHeads: Scalars['Int']['output'];
  /** How many layers use linear attention. */
  layers: Scalars['Int']['output'];
  /** Width of one value head (linear_value_head_dim). */
  valueHeadDim: Scalars['Int']['output'];
  /** Value heads (linear_num_value_heads). */
  valueHeads: Scalars['Int']['output'];
};

/** Multi-head latent attention dimensions (DeepSeek-V2/V3 config.json). */
export type ModelMla = {
  __typename?: 'ModelMla';
  /** Width of the cached key/value latent (kv_lora_rank). */
  kvLoraRank: Scalars['Int']['output'];
  /** Width of the compressed query (q_lora_rank); null when queries are not compressed. */
  qLoraRank: Maybe<Scalars['Int']['output']>;
  /** qk_nope_head_dim */
  qkNopeHeadDim: Scalars['Int']['output'];
  /** Width of the decoupled rotary key cached beside the latent (qk_rope_head_dim). */
  qkRopeHeadDim: Scalars['Int']['output'];
  /** v_head_dim */
  vHeadDim: Scalars['Int']['output'];
};

/** Mixture-of-experts feed-forward layers. */
export type ModelMoe = {
  __typename?: 'ModelMoe';
  /** Routed experts each token uses (num_experts_per_tok). */
  activeExperts: Scalars['Int']['output'];
  /** Leading layers with a dense feed-forward instead of experts (first_k_dense_replace). */
  denseLayers: Scalars['Int']['output'];
  /** Width of one expert's feed-forward layer. */
  expertIntermediateSize: Scalars['Int']['output'];
  /** Routed experts per layer (num_local_experts / n_routed_experts). */
  experts: Scalars['Int']['output'];
  /** Width of the shared expert when it differs from a routed one (shared_expert_intermediate_size); null otherwise. */
  sharedExpertIntermediateSize: Maybe<Scalars['Int']['output']>;
  /** Always-on shared experts per layer (n_shared_experts); 0 when none. */
  sharedExperts: Scalars['Int']['output'];
};

/** The architecture an estimate used. */
export type ModelShape = {
  __typename?: 'ModelShape';
  /** How keys and values are cached. */
  attention: AttentionKind;
  /** Attention heads. */
  attentionHeads: Scalars['Int']['output'];
  /** Vision or audio encoder parameters beside the decoder, billions; null when none is counted. */
  encoderParametersBillions: Maybe<Scalars['Float']['output']>;
  /** Width of one attention head. */
  headDim: Scalars['Int']['output'];
  /** Hidden size. */
  hiddenSize: Scalars['Int']['output'];
  /** Width of the dense feed-forward layer. */
  intermediateSize: Scalars['Int']['output'];
  /** Key/value heads. */
  kvHeads: Scalars['Int']['output'];
  /** Layers that reuse another layer's keys and values (Gemma 3n) or attend to image features only (Llama 3.2 Vision); null when none. */
  kvSharedLayers: Maybe<Scalars['Int']['output']>;
  /** Transformer layers. */
  layers: Scalars['Int']['output'];
  /** Linear-attention layers with a fixed-size state (Qwen3-Next, Qwen3.5); null otherwise. */
  linearAttention: Maybe<ModelLinearAttention>;
  /** Latent attention dimensions (DeepSeek, Kimi K2, GLM-4.7-Flash); null otherwise. */
  mla: Maybe<ModelMla>;
  /** Mixture-of-experts layers; null for dense models. */
  moe: Maybe<ModelMoe>;
  /** Layers that attend to a local window (or chunk) only; null otherwise. */
  slidingWindow: Maybe<ModelSlidingWindow>;
  /** Whether the output head reuses the embedding. */
  tiedEmbeddings: Scalars['Boolean']['output'];
  /** Vocabulary size. */
  vocabSize: Scalars['Int']['output'];
};

/** Layers that attend only to a local window of tokens. */
export type ModelSlidingWindow = {
  __typename?: 'ModelSlidingWindow';
  /** How many layers use the window; the others attend to the whole context. */
  localLayers: Scalars['Int']['output'];
  /** Window length in tokens. */
  windowTokens: Scalars['Int']['output'];
};

/** A motherboard. */
export type Motherboard = Component & Node & {
  __typename?: 'Motherboard';
  /** Chipset, e.g. X670E, TRX50. */
  chipset: Maybe<Scalars['String']['output']>;
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** Whether the board wires ECC through (its firmware enables error correction when the CPU supports it too). Null when not known. */
  eccSupport: Maybe<Scalars['Boolean']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Board form factor, e.g. ATX, E_ATX, EEB. */
  formFactor: BoardFormFactor;
  /** Sockets for SXM/OAM GPU modules (server baseboards; 0 on desktop boards). */
  gpuModuleSockets: Maybe<Scalars['Int']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always MOTHERBOARD. */
  kind: ComponentKind;
  /** M.2 slots. */
  m2Slots: Maybe<Scalars['Int']['output']>;
  /** Board maker. */
  manufacturer: Scalars['String']['output'];
  /** Most memory the board's slots take together, GB (10^9 bytes), as its maker lists it. Null when not known. */
  maxMemoryGb: Maybe<Scalars['Float']['output']>;
  /** Memory slots. */
  memorySlots: Scalars['Int']['output'];
  /** Memory type the board takes. */
  memoryType: MemoryType;
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /**
   * PCIe slots counted by generation and width, for boards whose slot positions are not on
   * record (imported boards): the fit and PCIe checks then say what they could not check.
   */
  pcieSlotGroups: Maybe<Array<PcieSlotGroup>>;
  /** Whether the slot positions (pcieSlots) are on record; false for boards known only by slot counts. */
  pcieSlotLayoutKnown: Scalars['Boolean']['output'];
  /** Expansion slot layout, ordered by position. */
  pcieSlots: Array<PcieSlot>;
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first. */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Whether the board's slots take registered (RDIMM) modules; consumer boards take unbuffered ones only. Null when not known. */
  registeredMemory: Maybe<Scalars['Boolean']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** What the slot positions the checks use rest on: RECORDED (pcieSlots, from the maker's documentation or a review that draws the board), FORM_FACTOR (certain from the form factor: a Mini-ITX board's one x16 slot sits at the first position) or UNKNOWN (the fit checks then say what they could not check). */
  slotLayoutBasis: SlotLayoutBasis;
  /** The document a curated slot layout (pcieSlots) was read from, when it is not among the part's own sources; null otherwise. */
  slotLayoutSource: Maybe<Source>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** CPU socket. */
  socket: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** A motherboard to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type MotherboardInput = {
  /** Chipset, e.g. X670E, TRX50. */
  chipset?: InputMaybe<Scalars['String']['input']>;
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the board wires ECC through (its firmware enables error correction when the CPU supports it too). Null when not known. */
  eccSupport?: InputMaybe<Scalars['Boolean']['input']>;
  /** Board form factor, e.g. ATX, E_ATX, EEB. Required to create. */
  formFactor?: InputMaybe<BoardFormFactor>;
  /** Sockets for SXM/OAM GPU modules (server baseboards; 0 on desktop boards). */
  gpuModuleSockets?: InputMaybe<Scalars['Int']['input']>;
  /** M.2 slots. */
  m2Slots?: InputMaybe<Scalars['Int']['input']>;
  /** Board maker. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** Most memory the board's slots take together, GB (10^9 bytes), as its maker lists it. Null when not known. */
  maxMemoryGb?: InputMaybe<Scalars['Float']['input']>;
  /** Memory slots. Required to create. */
  memorySlots?: InputMaybe<Scalars['Int']['input']>;
  /** Memory type the board takes. Required to create. */
  memoryType?: InputMaybe<MemoryType>;
  /** Model name without the manufacturer. Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * PCIe slots counted by generation and width, for boards whose slot positions are not on
   * record (imported boards): the fit and PCIe checks then say what they could not check.
   */
  pcieSlotGroups?: InputMaybe<Array<PcieSlotGroupInput>>;
  /** Slot layout (at most 32 slots); leave it out when the positions are not known. */
  pcieSlots?: InputMaybe<Array<PcieSlotInput>>;
  /** Typical new price in US dollars. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Whether the board's slots take registered (RDIMM) modules; consumer boards take unbuffered ones only. Null when not known. */
  registeredMemory?: InputMaybe<Scalars['Boolean']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** The document a curated slot layout (pcieSlots) was read from, when it is not among the part's own sources; null otherwise. */
  slotLayoutSource?: InputMaybe<Scalars['String']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** CPU socket. Required to create. */
  socket?: InputMaybe<Scalars['String']['input']>;
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Records a dated price of a part, or corrects one with version (EDITOR or ADMIN); the part's priceUsd or usedPriceUsd becomes its latest observation. */
  addPriceObservation: PriceObservation;
  /** Creates an API key (ADMIN); the key is returned once. */
  createApiKey: CreatedApiKey;
  /** Deletes a component (ADMIN). Refused with CONFLICT while guidance or saved builds use it; its benchmarks and offers go with it. */
  deleteComponent: Scalars['Boolean']['output'];
  /** Revokes an API key (ADMIN). */
  revokeApiKey: Scalars['Boolean']['output'];
  /** Saves a build and its check; anonymous and rate-limited. */
  saveBuild: SavedBuild;
  /** Creates or updates a benchmark (EDITOR or ADMIN). */
  upsertBenchmark: Benchmark;
  /** Creates or updates a case (EDITOR or ADMIN). */
  upsertCase: Case;
  /** Creates or updates a cloud price (EDITOR or ADMIN). */
  upsertCloudOffering: CloudOffering;
  /** Creates or updates a cooler (EDITOR or ADMIN). */
  upsertCooler: Cooler;
  /** Creates or updates a CPU (EDITOR or ADMIN). */
  upsertCpu: Cpu;
  /** Creates or updates a GPU (EDITOR or ADMIN). */
  upsertGpu: Gpu;
  /** Creates or updates a whole GPU server (EDITOR or ADMIN). */
  upsertGpuServer: GpuServer;
  /** Creates or updates a graphics card (EDITOR or ADMIN). */
  upsertGraphicsCard: GraphicsCard;
  /** Creates or updates a guidance entry (EDITOR or ADMIN). */
  upsertGuidance: Guidance;
  /** Creates or updates a memory kit (EDITOR or ADMIN). */
  upsertMemoryKit: MemoryKit;
  /** Creates or updates a motherboard (EDITOR or ADMIN). */
  upsertMotherboard: Motherboard;
  /** Creates or updates a PSU (EDITOR or ADMIN). */
  upsertPsu: Psu;
  /** Creates or updates a source (EDITOR or ADMIN). */
  upsertSource: Source;
  /** Creates or updates a drive (EDITOR or ADMIN). */
  upsertStorage: Storage;
  /** Creates or updates a unified-memory machine (EDITOR or ADMIN). */
  upsertUnifiedMemorySystem: UnifiedMemorySystem;
};


export type MutationAddPriceObservationArgs = {
  input: PriceObservationInput;
};


export type MutationCreateApiKeyArgs = {
  name: Scalars['String']['input'];
  role: Role;
};


export type MutationDeleteComponentArgs = {
  slug: Scalars['String']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveBuildArgs = {
  build: BuildInput;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpsertBenchmarkArgs = {
  input: BenchmarkInput;
};


export type MutationUpsertCaseArgs = {
  input: CaseInput;
};


export type MutationUpsertCloudOfferingArgs = {
  input: CloudOfferingInput;
};


export type MutationUpsertCoolerArgs = {
  input: CoolerInput;
};


export type MutationUpsertCpuArgs = {
  input: CpuInput;
};


export type MutationUpsertGpuArgs = {
  input: GpuInput;
};


export type MutationUpsertGpuServerArgs = {
  input: GpuServerInput;
};


export type MutationUpsertGraphicsCardArgs = {
  input: GraphicsCardInput;
};


export type MutationUpsertGuidanceArgs = {
  input: GuidanceInput;
};


export type MutationUpsertMemoryKitArgs = {
  input: MemoryKitInput;
};


export type MutationUpsertMotherboardArgs = {
  input: MotherboardInput;
};


export type MutationUpsertPsuArgs = {
  input: PsuInput;
};


export type MutationUpsertSourceArgs = {
  input: SourceInput;
};


export type MutationUpsertStorageArgs = {
  input: StorageInput;
};


export type MutationUpsertUnifiedMemorySystemArgs = {
  input: UnifiedMemorySystemInput;
};

/** An object with a globally unique, opaque ID that `node(id:)` can fetch back. */
export type Node = {
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
};

/** Own against rent for the job as a yearly plan. */
export type OwnVsRentPlan = {
  __typename?: 'OwnVsRentPlan';
  /** Jobs a year from which owning costs less over its useful life; null when renting always costs less. */
  breakEvenJobsPerYear: Maybe<Scalars['Float']['output']>;
  /** compareCloudVsDesktop on the same figures: its yearly electricity and cloud cost equal the plan's. */
  comparison: CloudVsDesktop;
  /** True when the jobs asked per year make owning pay. */
  ownPays: Scalars['Boolean']['output'];
  /** The cheapest owned setup. */
  owned: PlannedSetup;
  /** The cheapest rented setup. */
  rented: PlannedSetup;
  /** One sentence with the answer. */
  summary: Scalars['String']['output'];
};

/** Relay pagination state. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge; pass it as `after` for the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Whether more items follow the last edge. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items precede the first edge (false: rigbase paginates forward only). */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge. */
  startCursor: Maybe<Scalars['String']['output']>;
};

/** One expansion slot of a motherboard. */
export type PcieSlot = {
  __typename?: 'PcieSlot';
  /** Lanes actually wired when the board is fully populated. */
  electricalLanes: Scalars['Int']['output'];
  /** Whether the lanes come from the CPU (true) or the chipset (false). */
  fromCpu: Maybe<Scalars['Boolean']['output']>;
  /** PCIe generation of the slot. */
  gen: Scalars['Int']['output'];
  /** Connector size in lanes (x16-length slot = 16). */
  physicalLanes: Scalars['Int']['output'];
  /** 1-based physical position, 1 nearest the CPU; consecutive positions are adjacent. */
  position: Scalars['Int']['output'];
  /** Positions that share lanes with this slot. */
  sharedWith: Maybe<Array<Scalars['Int']['output']>>;
};

/** PCIe slots of one generation and electrical width, counted without positions (as a parts dataset lists them). */
export type PcieSlotGroup = {
  __typename?: 'PcieSlotGroup';
  /** How many such slots the board has. */
  count: Scalars['Int']['output'];
  /** PCIe generation; null where the listed one is impossible for the board's socket. */
  gen: Maybe<Scalars['Int']['output']>;
  /** Electrical lanes of each slot. */
  lanes: Scalars['Int']['output'];
};

/** PCIe slots of one generation and width, counted without positions. */
export type PcieSlotGroupInput = {
  /** How many such slots. */
  count: Scalars['Int']['input'];
  /** PCIe generation, or null when unknown. */
  gen?: InputMaybe<Scalars['Int']['input']>;
  /** Electrical lanes of each slot (1, 2, 4, 8 or 16). */
  lanes: Scalars['Int']['input'];
};

/** A motherboard slot to store. */
export type PcieSlotInput = {
  /** Lanes wired when the board is fully populated. */
  electricalLanes: Scalars['Int']['input'];
  /** Whether the lanes come from the CPU. */
  fromCpu?: InputMaybe<Scalars['Boolean']['input']>;
  /** PCIe generation. */
  gen: Scalars['Int']['input'];
  /** Connector size in lanes. */
  physicalLanes: Scalars['Int']['input'];
  /** 1-based physical position, 1 nearest the CPU. */
  position: Scalars['Int']['input'];
  /** Positions sharing lanes with this one. */
  sharedWith?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Where a GPU's relativePerformance comes from. */
export type PerformanceBasis =
  /** A published ratio against another measured GPU, multiplied by that GPU's value. */
  | 'CHAINED'
  /** Measured: a published training benchmark against the RTX 2080 Ti, or Lambda's throughput tables. */
  | 'MEASURED'
  /** Estimated from the spec sheet (memory bandwidth and tensor throughput); no benchmark. */
  | 'SPEC_ESTIMATE';

/** The assumptions behind a plan, after defaults. */
export type PlanAssumptions = {
  __typename?: 'PlanAssumptions';
  /** Price of owned GPUs. */
  condition: PriceCondition;
  /** Serving: the context of each user's KV cache, tokens. */
  contextTokens: Maybe<Scalars['Int']['output']>;
  /** Draw of the rest of an owned machine, watts. */
  cpuWatts: Scalars['Float']['output'];
  /** Electricity price, US dollars per kWh. */
  electricityUsdPerKwh: Scalars['Float']['output'];
  /** Whether activations are recomputed (training). */
  gradientCheckpointing: Maybe<Scalars['Boolean']['output']>;
  /** Hours a day an owned machine idles switched on. */
  idleHoursPerDay: Scalars['Float']['output'];
  /** The MFU asked for; null when each setup takes its calibrated default (see PlannedSetup.mfu). */
  mfu: Maybe<Scalars['Float']['output']>;
  /** Time beyond the training steps, a fraction of them. */
  overheadFraction: Scalars['Float']['output'];
  /** Every assumption in words, with its source. */
  statements: Array<Scalars['String']['output']>;
  /** Years the owned GPUs stay useful. */
  usefulLifeYears: Scalars['Float']['output'];
};

/** A job as people describe it, and its constraints. Every assumption has a default that the answer states. */
export type PlanJobInput = {
  /** Parameters used per token in billions (mixture of experts); training and serving compute count these. */
  activeParametersBillions?: InputMaybe<Scalars['Float']['input']>;
  /** Most a job may cost, US dollars; setups above it are left out. */
  budgetUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Serving: people using it at the same time (1 to 10,000). */
  concurrentUsers?: InputMaybe<Scalars['Int']['input']>;
  /** Price of owned GPUs: NEW, USED or ANY (the cheaper; default NEW). */
  condition?: InputMaybe<PriceCondition>;
  /** A Hugging Face config.json pasted as text, instead of a catalog model. */
  config?: InputMaybe<Scalars['String']['input']>;
  /** Serving: context each user's KV cache holds, in tokens (default 4096). */
  contextTokens?: InputMaybe<Scalars['Int']['input']>;
  /** Tokens in the dataset, with epochs, when tokens is not given. */
  datasetTokens?: InputMaybe<Scalars['Float']['input']>;
  /** Serving: days a year it runs (1 to 365; default 365). */
  daysPerYear?: InputMaybe<Scalars['Int']['input']>;
  /** Hours the job must finish in; required for WITHIN_DEADLINE. */
  deadlineHours?: InputMaybe<Scalars['Float']['input']>;
  /** Electricity price, US dollars per kWh (default 0.12, the cost document's example). */
  electricityUsdPerKwh?: InputMaybe<Scalars['Float']['input']>;
  /** Passes over the dataset (default 1). */
  epochs?: InputMaybe<Scalars['Float']['input']>;
  /** Setups to return, 1 to 50 (default 10). */
  first?: InputMaybe<Scalars['Int']['input']>;
  /** Recompute activations in the backward pass (2 x N more FLOPs per token). Default: on for LORA and QLORA, off otherwise. */
  gradientCheckpointing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Serving: hours a day it runs (above 0, at most 24; default 8). */
  hoursPerDay?: InputMaybe<Scalars['Float']['input']>;
  /** Hours a day an owned machine idles switched on, for the yearly plan (default 0). */
  idleHoursPerDay?: InputMaybe<Scalars['Float']['input']>;
  /** Consider datacenter cards (SXM modules, passive cards) for owned setups (default false); cloud offers always include them. */
  includeServerCards?: InputMaybe<Scalars['Boolean']['input']>;
  /** Training: jobs a year (above 0, at most 10,000; default 1). 12 for a monthly job. */
  jobsPerYear?: InputMaybe<Scalars['Float']['input']>;
  /** Model FLOPs utilization of training, above 0 and at most 1; overrides the calibrated defaults (0.45 datacenter, 0.35 other cards). */
  mfu?: InputMaybe<Scalars['Float']['input']>;
  /** What to do with the model. */
  mode: JobMode;
  /** Catalog model by slug or loose name ("llama-3.1-8b", "llama 3.1 70b"); an unknown name is NOT_FOUND with the closest models in extensions.suggestions. */
  model?: InputMaybe<Scalars['String']['input']>;
  /** What the ranking puts first (default CHEAPEST). */
  objective?: InputMaybe<PlanObjective>;
  /** Time beyond the training steps (checkpoints, evaluation), a fraction of it, 0 to 10 (default 0.05). */
  overheadFraction?: InputMaybe<Scalars['Float']['input']>;
  /** Setups to consider (default EITHER). */
  ownership?: InputMaybe<PlanOwnership>;
  /** Model size in billions of parameters, without a catalog model (0.001 to 10,000). */
  parametersBillions?: InputMaybe<Scalars['Float']['input']>;
  /** Weight format; default BF16 (NF4_DQ for QLORA). */
  precision?: InputMaybe<MemoryPrecision>;
  /** Training sequence length in tokens (default 2048); sets the memory of the fits. */
  sequenceLength?: InputMaybe<Scalars['Int']['input']>;
  /** Only cards this software stack runs (owned and rented). Default: CUDA for training and fine-tuning (the MFU calibration and QLoRA's 4-bit kernels come from CUDA runs), any stack for serving. */
  stack?: InputMaybe<SoftwareStack>;
  /** Training tokens per job (all epochs), above 0 and at most 10^15. Or give datasetTokens and epochs. */
  tokens?: InputMaybe<Scalars['Float']['input']>;
  /** Serving: generated tokens per second each user needs (above 0, at most 1,000). */
  tokensPerSecondEach?: InputMaybe<Scalars['Float']['input']>;
  /** Years the owned GPUs stay useful (above 0, at most 20; default 5, as compareCloudVsDesktop). */
  usefulLifeYears?: InputMaybe<Scalars['Float']['input']>;
};

/** What the ranking puts first. */
export type PlanObjective =
  /** Lowest cost per year at the jobs asked (owned: a year of depreciation plus electricity; rented: the rent). */
  | 'CHEAPEST'
  /** Shortest job (serving: the fastest single-user token rate). */
  | 'FASTEST'
  /** Setups that finish within deadlineHours first, cheapest first. */
  | 'WITHIN_DEADLINE';

/** Which setups the plan considers. */
export type PlanOwnership =
  /** Both. */
  | 'EITHER'
  /** Only setups to buy. */
  | 'OWN'
  /** Only cloud offers. */
  | 'RENT';

/** One setup that runs the job: N GPUs of one model, bought or rented. */
export type PlannedSetup = {
  __typename?: 'PlannedSetup';
  /** Serving: users and tokens/s one copy sustains at the context asked; null for training. */
  capacity: Maybe<ServingCapacity>;
  /** Cost of one job, US dollars: owned, the hardware's share of its useful life plus electricity; rented, the rent. */
  costPerJobUsd: Scalars['Float']['output'];
  /** Owned: the job's electricity, US dollars. */
  electricityUsd: Maybe<Scalars['Float']['output']>;
  /** The GPU. */
  gpu: Gpu;
  /** GPUs in one copy of the setup. */
  gpuCount: Scalars['Int']['output'];
  /** Owned: the hardware's share of its useful life for the job's hours, US dollars. */
  hardwareShareUsd: Maybe<Scalars['Float']['output']>;
  /** Owned: the whole machine for all copies, US dollars: the GPUs at catalog price plus platformUsd; for a whole server, the server's own price (a bare node: plus its GPUs at the condition asked). */
  hardwareUsd: Maybe<Scalars['Float']['output']>;
  /** Wall-clock hours of one job (serving: the hours a day). */
  hours: Scalars['Float']['output'];
  /** Owned: the job's electricity, kWh (GPUs at TDP plus the rest of the machine; a whole server with its maximum power on record: that power). */
  kwh: Maybe<Scalars['Float']['output']>;
  /** Most such jobs the setup can run in a year. */
  maxJobsPerYear: Scalars['Int']['output'];
  /** Whether the job finishes within deadlineHours; null without a deadline. */
  meetsDeadline: Maybe<Scalars['Boolean']['output']>;
  /** The model FLOPs utilization the training time assumes; null for serving and for a time taken from a measured run. */
  mfu: Maybe<Scalars['Float']['output']>;
  /** What this setup's price and power rest on, in words (a whole server's price kind, date and source, and whether its electricity is the maker's maximum power); empty for other setups. */
  notes: Array<Scalars['String']['output']>;
  /** Rented: the cloud offer priced. */
  offer: Maybe<CloudOffering>;
  /** Rented: the offer's instances the setup rents. */
  offerInstances: Maybe<Scalars['Int']['output']>;
  /** Rented: the price per hour of the whole setup (all instances of the offer), US dollars. */
  offerUsdPerHour: Maybe<Scalars['Float']['output']>;
  /** Bought or rented. */
  ownership: SetupOwnership;
  /** Owned: the rest of the machine (CPU, board, RAM, cooler, PSU, storage, case) for all copies, US dollars: an estimate per GPU-count tier (docs/planning.md), not a build priced per setup; null for a whole server (its price is the whole machine). */
  platformUsd: Maybe<Scalars['Float']['output']>;
  /** Place in the ranking, 1 first. */
  rank: Scalars['Int']['output'];
  /** Rented: offer price per hour x copies x hours, US dollars. */
  rentUsd: Maybe<Scalars['Float']['output']>;
  /** Copies of the setup the job needs (serving more users than one copy holds); 1 otherwise. */
  replicas: Scalars['Int']['output'];
  /** Owned whole server (DGX/HGX system, OCP node): the catalog server this setup is; null for a setup of cards. */
  server: Maybe<GpuServer>;
  /** Sources of this setup's speed and price. */
  sources: Array<Source>;
  /** Whether the speed is measured or estimated. */
  speedBasis: SpeedBasis;
  /** How the time was found, with the numbers. */
  speedMethod: Scalars['String']['output'];
  /** Training tokens per second of the setup; null for serving. */
  trainingTokensPerSecond: Maybe<Scalars['Float']['output']>;
  /** Whether a job costs at most budgetUsd; null without a budget. */
  withinBudget: Maybe<Scalars['Boolean']['output']>;
  /** Cost of a year of such jobs, US dollars: owned, a year of depreciation plus the jobs' electricity; rented, the jobs' rent. */
  yearlyCostUsd: Scalars['Float']['output'];
};

/** Speed and energy of a power-limited GPU. */
export type PowerLimitTradeoff = {
  __typename?: 'PowerLimitTradeoff';
  /** The command that sets the limit on Linux for the card's vendor (nvidia-smi or rocm-smi); null without a card or for vendors without one. */
  command: Maybe<Scalars['String']['output']>;
  /** The limit applied in watts. */
  limitW: Scalars['Int']['output'];
  /** Highest limit the driver accepts for this card, in watts (many boards allow more than TDP). */
  maxLimitW: Scalars['Int']['output'];
  /** Lowest limit the driver accepts for this card, in watts. */
  minLimitW: Scalars['Int']['output'];
  /** Performance per watt relative to full power. */
  perfPerWattGain: Scalars['Float']['output'];
  /** Where the range comes from. */
  rangeBasis: FactBasis;
  /** Training speed relative to the card at full power (1.0). */
  relativeSpeed: Scalars['Float']['output'];
  /** The card's rated power in watts. */
  tdpW: Scalars['Int']['output'];
  /** Watts saved per card. */
  wattsSaved: Scalars['Int']['output'];
};

/** Power figures of a build. */
export type PowerReport = {
  __typename?: 'PowerReport';
  /** Continuous load the circuit carries, in watts. */
  circuitLimitW: Scalars['Int']['output'];
  /**
   * Sustained draw in watts; the same number as sustainedDrawW.
   * @deprecated Use sustainedDrawW: this is the sustained draw, not a peak. For the millisecond peak read transientPeakW.
   */
  estimatedPeakW: Scalars['Int']['output'];
  /** Whether the wall draw fits the circuit's continuous limit. */
  fitsCircuit: Scalars['Boolean']['output'];
  /** Rated wattage of the PSU(s) in the build. */
  psuW: Maybe<Scalars['Int']['output']>;
  /** PSU size with headroom, in watts. */
  recommendedPsuW: Scalars['Int']['output'];
  /** Sustained draw in watts: the GPUs' TDPs, the CPU's sustained power and a platform allowance. */
  sustainedDrawW: Scalars['Int']['output'];
  /** Sum of the parts' rated power in watts. */
  totalTdpW: Scalars['Int']['output'];
  /** Millisecond peak in watts: recent GPUs at their transient spike factor plus the rest at full load; what an ATX 3.x PSU is rated to ride through. Null for builds saved before it was recorded. */
  transientPeakW: Maybe<Scalars['Int']['output']>;
  /** Estimated draw at the wall after PSU losses, in watts. */
  wallDrawW: Scalars['Int']['output'];
};

/** Which price to use: new, used, or the cheaper of the two. */
export type PriceCondition =
  /** The cheaper of the new and used prices that are known. */
  | 'ANY'
  /** Typical new price. */
  | 'NEW'
  /** Typical used price. */
  | 'USED';

/** What a price is: never read a launch list price as what a card costs today. */
export type PriceKind =
  /** The maker's list price (MSRP) when the product came out; what it costs later may differ a lot. */
  | 'LAUNCH_LIST'
  /** A retail street price a seller asked on that date. */
  | 'RETAIL'
  /** A second-hand price on that date. */
  | 'USED_MARKET';

/** What a source said a part cost on a day: one dated price. */
export type PriceObservation = {
  __typename?: 'PriceObservation';
  /** The price, or the low end of a range the source gives. */
  amount: Scalars['Float']['output'];
  /** The high end of a range; the price is then the middle. */
  amountMax: Maybe<Scalars['Float']['output']>;
  /** The part. */
  component: Component;
  /** NEW or USED. */
  condition: PurchaseCondition;
  /** Currency of amount and amountMax. */
  currency: Currency;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Notes on the observation, in rigbase's words. */
  notes: Maybe<Scalars['String']['output']>;
  /** The date as the source gives it: 2020-09-24, 2025-03 or 2020. */
  observed: Scalars['String']['output'];
  /** First day of the period the source dates the price to (ISO 8601 date); see observedPrecision. */
  observedOn: Scalars['String']['output'];
  /** Whether the source gives the day, the month or only the year. */
  observedPrecision: DatePrecision;
  /** What the price is: a launch list price, a retail street price or a used-market price. */
  priceKind: PriceKind;
  /** Market the price applies to, e.g. US. */
  region: Maybe<Scalars['String']['output']>;
  /** Who sold at that price, e.g. NVIDIA (launch MSRP) or second-hand market. */
  seller: Maybe<Scalars['String']['output']>;
  /** Where the price was published. */
  source: Source;
  /** Row version; send it with addPriceObservation to correct this observation. */
  version: Scalars['Int']['output'];
};

/** A dated price to record (by part slug), or to correct (with version). */
export type PriceObservationInput = {
  /** The price, or the low end of a range (required when adding one). */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** The high end of a range. */
  amountMax?: InputMaybe<Scalars['Float']['input']>;
  /** Slug of the part. */
  component: Scalars['String']['input'];
  /** NEW or USED. */
  condition: PurchaseCondition;
  /** Currency (US dollars only for now); USD when a new observation omits it. */
  currency?: InputMaybe<Currency>;
  /** Notes in your own words. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** When the source dates the price: YYYY-MM-DD, YYYY-MM or YYYY (the precision follows the form). Never before the part's release year. */
  observedOn: Scalars['String']['input'];
  /** How precisely the source dates the price; by default what observedOn's form says (YYYY is a YEAR). */
  observedPrecision?: InputMaybe<DatePrecision>;
  /** What the price is; NEW prices default to RETAIL, USED ones are USED_MARKET. */
  priceKind?: InputMaybe<PriceKind>;
  /** Market, e.g. US. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Who sold at that price. */
  seller?: InputMaybe<Scalars['String']['input']>;
  /** Key of the source (see the sources query). */
  source: Scalars['String']['input'];
  /** The version you read; required to correct an observation, omitted to add one. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A power supply unit. */
export type Psu = Component & Node & {
  __typename?: 'Psu';
  /** Whether the unit meets ATX 3.0/3.1 (rated for GPU power excursions). */
  atx3: Scalars['Boolean']['output'];
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** 80 PLUS rating, e.g. PLATINUM. */
  efficiencyRating: Maybe<EfficiencyRating>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always PSU. */
  kind: ComponentKind;
  /** PSU maker. */
  manufacturer: Scalars['String']['output'];
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** Has a native 12V-2x6 (or 12VHPWR) cable for cards with that socket; null when not stated. */
  native12v2x6: Maybe<Scalars['Boolean']['output']>;
  /** PCIe power outputs in 8-pin equivalents (a native 12V-2x6 counts 4). */
  pcieConnectors: Maybe<Scalars['Int']['output']>;
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first. */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
  /** Rated continuous output in watts. */
  wattage: Scalars['Int']['output'];
};

/** A PSU to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type PsuInput = {
  /** Whether the unit meets ATX 3.0/3.1 (rated for GPU power excursions). Required to create. */
  atx3?: InputMaybe<Scalars['Boolean']['input']>;
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 80 PLUS rating, e.g. PLATINUM. */
  efficiencyRating?: InputMaybe<EfficiencyRating>;
  /** PSU maker. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** Model name without the manufacturer. Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Has a native 12V-2x6 (or 12VHPWR) cable for cards with that socket; null when not stated. */
  native12v2x6?: InputMaybe<Scalars['Boolean']['input']>;
  /** PCIe power outputs in 8-pin equivalents (a native 12V-2x6 counts 4). */
  pcieConnectors?: InputMaybe<Scalars['Int']['input']>;
  /** Typical new price in US dollars. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
  /** Rated continuous output in watts. Required to create. */
  wattage?: InputMaybe<Scalars['Int']['input']>;
};

/** New or used: the market a purchase price was seen in. */
export type PurchaseCondition =
  /** Bought new. */
  | 'NEW'
  /** Bought second-hand. */
  | 'USED';

/** Whether today's PyTorch wheels run an architecture. */
export type PytorchWheelStatus =
  /** The default pytorch.org/PyPI wheels include kernels for it. */
  | 'CURRENT'
  /** Only a legacy build (the CUDA 12.6 wheels) still targets it, and that build is being retired. */
  | 'LEGACY_BUILD_ONLY'
  /** No current wheel targets it. */
  | 'NONE';

export type Query = {
  __typename?: 'Query';
  /** API keys (ADMIN). */
  apiKeys: Array<ApiKeyInfo>;
  /**
   * A search with what the text names and the calls that answer it: the hits of `search`,
   * the models, GPUs and counts, PSUs and watts, budgets, formats and tasks the text names
   * (linked to the catalog), and the rigbase calls (estimateMemory for a model on N cards,
   * checkBuild for cards and a PSU, recommendGpus or recommendBuild for a budget,
   * powerLimitTradeoff for a power limit) with their arguments filled in. The Ask page and
   * MCP's search tool show them. Input rules are search's.
   */
  ask: SearchResult;
  /** Published benchmarks. */
  benchmarks: BenchmarkConnection;
  /** What is stale or missing in the catalog: prices older than six months, parts without the facts the build checks need, and the newest model's release. Never cached: it depends on the day. */
  catalogHealth: CatalogHealth;
  /** Checks a build: compatibility, fit, PCIe, power, circuit, cooling and balance. */
  checkBuild: BuildReport;
  /** Cloud instance prices, newest first. */
  cloudOfferings: CloudOfferingConnection;
  /** Own machine versus cloud: energy, cost and break-even. */
  compareCloudVsDesktop: CloudVsDesktop;
  /** One component by slug; a slug that names nothing is NOT_FOUND with `extensions.suggestions` (the closest known slugs). */
  component: Maybe<Component>;
  /** Components, optionally of one kind and matching a loose name search. */
  components: ComponentConnection;
  /** GPU memory to generate images or video with a diffusion or flow model (SDXL, SD 3.5, FLUX.1, Qwen-Image, Wan, HunyuanVideo): weights, text encoders, VAE, resolution, frames, batch and offload. */
  estimateGenerationMemory: GenerationMemoryEstimate;
  /** GPU memory needed to run or train a model. */
  estimateMemory: MemoryEstimate;
  /** The image and video generation models estimateGenerationMemory knows. */
  generationModels: Array<GenerationModel>;
  /** GPUs, filtered and ordered. */
  gpus: GpuConnection;
  /** Guidance entries, optionally searched or filtered by tag. */
  guidance: GuidanceConnection;
  /** Every tag the guidance uses, alphabetically: the values `guidance(tag:)` can filter by. */
  guidanceTags: Array<GuidanceTag>;
  /** One model by slug, e.g. llama-3.1-70b; a slug that names nothing is NOT_FOUND with `extensions.suggestions`. */
  model: Maybe<Model>;
  /** Language models of the catalog, in catalog order; search matches name, slug, family and maker loosely ("llama 3.1 70b", "Llama-3.1-70B" and "llama3.1 70b" find the same model). */
  models: ModelConnection;
  /** Fetches any Node by its global ID; null when it does not exist. */
  node: Maybe<Node>;
  /** How long a training or serving job takes and what it costs on every setup that can run it, owned or rented, ranked by the objective, with the own-vs-rent answer as a yearly plan (docs/planning.md). */
  planJob: JobPlan;
  /** Speed lost and energy saved by power-limiting a GPU, with the command that sets the limit (nvidia-smi or rocm-smi). */
  powerLimitTradeoff: PowerLimitTradeoff;
  /** Assembles a complete build within a budget that passes checkBuild. */
  recommendBuild: BuildRecommendation;
  /** GPUs for a use case and budget, best value first. */
  recommendGpus: Array<GpuRecommendation>;
  /** Every rule the build checker applies. */
  rules: Array<Rule>;
  /** A saved build by its id; null when there is none. */
  savedBuild: Maybe<SavedBuild>;
  /**
   * Free-text search across guidance, use cases, language models and every kind of part.
   * Takes a question in everyday words ("the breaker trips when I run three GPUs") or a
   * loose model name ("3090", "rtx3090", "RTX-3090", "2080ti"); tolerates common typos.
   * A question gets its answers first (guidance, use cases, models), a product name its
   * parts first (see SearchIntent); `ask` adds the things the text names and the calls that
   * answer it. A blank text is BAD_USER_INPUT; a text with no searchable word returns an
   * empty list.
   */
  search: Array<SearchHit>;
  /** Every source, ordered by key. */
  sources: Array<Source>;
  /** One use case by slug; a slug that names nothing is NOT_FOUND with `extensions.suggestions`. */
  useCase: Maybe<UseCase>;
  /** All use cases (memory tiers), ordered by minimum memory. */
  useCases: Array<UseCase>;
  /** Every weight format the memory estimate knows, at its real bits per weight, with the hardware that computes in it natively. */
  weightFormats: Array<WeightFormatDetails>;
};


export type QueryAskArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  intent?: InputMaybe<SearchIntent>;
  text: Scalars['String']['input'];
};


export type QueryBenchmarksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  gpuSlug?: InputMaybe<Scalars['String']['input']>;
  workload?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCatalogHealthArgs = {
  asOf?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckBuildArgs = {
  build: BuildInput;
};


export type QueryCloudOfferingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  gpuSlug?: InputMaybe<Scalars['String']['input']>;
  maxUsdPerHour?: InputMaybe<Scalars['Float']['input']>;
  observedSince?: InputMaybe<Scalars['String']['input']>;
  observedUntil?: InputMaybe<Scalars['String']['input']>;
  provider?: InputMaybe<CloudProvider>;
};


export type QueryCompareCloudVsDesktopArgs = {
  input: CloudVsDesktopInput;
};


export type QueryComponentArgs = {
  slug: Scalars['String']['input'];
};


export type QueryComponentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<ComponentKind>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEstimateGenerationMemoryArgs = {
  input: GenerationMemoryInput;
};


export type QueryEstimateMemoryArgs = {
  input: MemoryEstimateInput;
};


export type QueryGpusArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<GpuFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<GpuOrder>;
};


export type QueryGuidanceArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
};


export type QueryModelArgs = {
  slug: Scalars['String']['input'];
};


export type QueryModelsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlanJobArgs = {
  input: PlanJobInput;
};


export type QueryPowerLimitTradeoffArgs = {
  gpuSlug?: InputMaybe<Scalars['String']['input']>;
  limitW: Scalars['Int']['input'];
  tdpW?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecommendBuildArgs = {
  input: BuildRecommendationInput;
};


export type QueryRecommendGpusArgs = {
  input: GpuRecommendationInput;
};


export type QuerySavedBuildArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  intent?: InputMaybe<SearchIntent>;
  text: Scalars['String']['input'];
};


export type QueryUseCaseArgs = {
  slug: Scalars['String']['input'];
};

/** What an API key may do. */
export type Role =
  /** Everything an editor may do, plus delete, import and manage keys. */
  | 'ADMIN'
  /** Upsert catalog rows, guidance, benchmarks, offers, sources and prices. */
  | 'EDITOR';

/** A rule the build checker applies. */
export type Rule = {
  __typename?: 'Rule';
  /** What the rule checks and why, in rigbase's words. */
  description: Scalars['String']['output'];
  /** Stable identifier, e.g. power.circuit. */
  id: Scalars['String']['output'];
  /** Default severity of its findings. */
  severity: Severity;
  /** Where the rule's thresholds come from. */
  sources: Array<Source>;
  /** Short title. */
  title: Scalars['String']['output'];
};

/** A build saved for sharing. */
export type SavedBuild = {
  __typename?: 'SavedBuild';
  /**
   * The check of the build when it was saved.
   * @deprecated Use report, the name BuildRecommendation uses for the same type.
   */
  build: BuildReport;
  /** When it was saved (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Unguessable id; anyone holding it can read the build. */
  id: Scalars['ID']['output'];
  /**
   * Every saved line, as it was when the build was saved. A part retired from the catalog
   * since then is still listed, with `inCatalog: false` and no `component`.
   */
  lines: Array<SavedBuildLine>;
  /** Optional name. */
  name: Maybe<Scalars['String']['output']>;
  /** The build's inputs besides its parts, as given when it was saved: send them back with the parts to check it again the same way. */
  options: SavedBuildOptions;
  /** The lines whose part is still in the catalog, with today's component and new price. `lines` has every line. */
  parts: Array<BuildPart>;
  /** The check of the build when it was saved. */
  report: BuildReport;
};

/**
 * One line of a saved build: what the part was when the build was saved, so a saved build
 * never blocks retiring a part and still reads back after it.
 */
export type SavedBuildLine = {
  __typename?: 'SavedBuildLine';
  /** Today's part, while it is in the catalog. */
  component: Maybe<Component>;
  /** False when the part has left the catalog since the build was saved. */
  inCatalog: Scalars['Boolean']['output'];
  /** Its kind when saved (null only for a part already gone when snapshots began). */
  kind: Maybe<ComponentKind>;
  /** Its maker when saved. */
  manufacturer: Maybe<Scalars['String']['output']>;
  /** Its name when saved. */
  name: Maybe<Scalars['String']['output']>;
  /** How many. */
  quantity: Scalars['Int']['output'];
  /** Its typical new price when saved. */
  savedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Its typical used price when saved. */
  savedUsedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** The part's slug when saved. */
  slug: Scalars['String']['output'];
};

/** What a build was checked with besides its parts, as the saver gave it. */
export type SavedBuildOptions = {
  __typename?: 'SavedBuildOptions';
  /** The mains supply as given; null when none was (the check then assumed 120 V / 15 A). */
  mains: Maybe<SavedMains>;
  /** Whether data is preprocessed on the fly on the CPU. */
  preprocessingOnTheFly: Scalars['Boolean']['output'];
  /** Whether the cards hang on risers; null for builds saved before this was kept. */
  risers: Maybe<Scalars['Boolean']['output']>;
  /** The use case slug given; null when none was. */
  useCase: Maybe<Scalars['String']['output']>;
};

/** A mains supply as a build gave it; values not given took their region's defaults. */
export type SavedMains = {
  __typename?: 'SavedMains';
  /** Breaker rating in amps, when given. */
  breakerAmps: Maybe<Scalars['Float']['output']>;
  /** Share of the breaker rating a continuous load may use, when given. */
  continuousLoadFactor: Maybe<Scalars['Float']['output']>;
  /** The region named, when one was. */
  region: Maybe<MainsRegion>;
  /** Volts, when given. */
  voltage: Maybe<Scalars['Float']['output']>;
};

/** Something the search text names. */
export type SearchEntity = {
  __typename?: 'SearchEntity';
  /** US dollars: a budget. */
  amountUsd: Maybe<Scalars['Float']['output']>;
  /** The linked part; null for models and unlinked things. */
  component: Maybe<Component>;
  /** What it is. */
  kind: SearchEntityKind;
  /** The task a TASK entity names. */
  mode: Maybe<MemoryMode>;
  /** The linked model; null for parts and unlinked things. */
  model: Maybe<Model>;
  /** The linked model or part's name, or the value read (1,000 W, $1,500, 4-bit). */
  name: Scalars['String']['output'];
  /** Watts: a PSU's rating, a power limit. */
  powerW: Maybe<Scalars['Int']['output']>;
  /** The weight format a PRECISION entity names. */
  precision: Maybe<MemoryPrecision>;
  /** How many: the GPUs of two 3090s; null when the text does not say. */
  quantity: Maybe<Scalars['Int']['output']>;
  /** The catalog slug it links to (a model's or a part's); null when the catalog has no such thing or the text names none (a wattage, a budget). */
  slug: Maybe<Scalars['String']['output']>;
  /** The words of the text it was read from. */
  text: Scalars['String']['output'];
  /** GPU memory per card in GB (linked GPUs). */
  vramGb: Maybe<Scalars['Float']['output']>;
};

/** What a named thing is. */
export type SearchEntityKind =
  /** A budget in US dollars ($1500, 2k budget). */
  | 'BUDGET'
  /** A GPU or graphics card, with how many when the text says (two 3090s, 4x A100). */
  | 'GPU'
  /** The household supply (230 V, a 20 A circuit). */
  | 'MAINS'
  /** A language model (llama 3.1 70b); linked to the model catalog. */
  | 'MODEL'
  /** Another catalog part the text names by model number (7950x, b650 tomahawk). */
  | 'PART'
  /** A weight format (4-bit, fp16, q4_k_m). */
  | 'PRECISION'
  /** A power supply: a named unit (rm1000x) or a wattage (a 1000 W PSU). */
  | 'PSU'
  /** What to do with a model: run it, train it, fine-tune it. */
  | 'TASK'
  /** A power figure that is not a PSU's rating: a power limit or a draw (limit it to 250 W). */
  | 'WATTS';

/** One ranked search result. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** The item itself, with all its fields and sources. */
  item: SearchItem;
  /** What the item is: guidance, a use case or a kind of component. */
  kind: SearchHitKind;
  /**
   * How the hit matches. When the text is mostly a model name (3060 ti, P40, rtx 9999), only
   * parts of that model are hits: a name that matches no part returns no part at all (guidance
   * may still match), never a different card. A part hit is then NAME or MODEL.
   */
  match: SearchMatch;
  /** Relevance, higher is better; comparable only within one search. About 1 when every word of the text matches a title. */
  score: Scalars['Float']['output'];
  /** A short plain-text excerpt of the answer or description, matched words between « and »; null when the item has no text. */
  snippet: Maybe<Scalars['String']['output']>;
  /** The guidance question, the use case name or the part's manufacturer and model name. */
  title: Scalars['String']['output'];
};

/** What a search hit is: GUIDANCE, USE_CASE, MODEL or one of the ComponentKind values. */
export type SearchHitKind =
  /** Case or open frame. */
  | 'CASE'
  /** CPU cooler. */
  | 'COOLER'
  /** Processor. */
  | 'CPU'
  /** Graphics/accelerator card. */
  | 'GPU'
  /** A whole server bought as one box with N GPU modules of one model (DGX/HGX systems, used OCP SXM2 nodes). */
  | 'GPU_SERVER'
  /** A board partner's graphics card built on a GPU chip (e.g. Gigabyte GeForce RTX 3090 Gaming OC). */
  | 'GRAPHICS_CARD'
  /** A guidance entry (question and answer). */
  | 'GUIDANCE'
  /** A kit of memory modules. */
  | 'MEMORY'
  /** A language model of the catalog (its shape, for memory estimates). */
  | 'MODEL'
  /** Motherboard, including its PCIe slot layout. */
  | 'MOTHERBOARD'
  /** Power supply unit. */
  | 'PSU'
  /** SSD or hard disk. */
  | 'STORAGE'
  /** A whole machine whose GPU shares the memory with the CPU (DGX Spark, Ryzen AI Max mini PCs, Mac Studio). */
  | 'UNIFIED_MEMORY_SYSTEM'
  /** A use case (a GPU memory tier). */
  | 'USE_CASE';

/** What a search text is, which decides what ranks first. */
export type SearchIntent =
  /** A product name or model number without a question (rtx 3090 gaming oc, b650 tomahawk, V SFX Gold 850W): parts first, best first, then answers. */
  | 'LOOKUP'
  /** A question or a topic in words (why, can I, should, how much, is it safe; docker for cuda): guidance, use cases and models first. A part ranks among them only when the text names its model number (match NAME or MODEL); a part that merely shares a word or a number with the text (match TEXT) comes after every answer. */
  | 'QUESTION';

/** Anything a search can find: a guidance entry, a use case (memory tier), a language model or a catalog part. */
export type SearchItem = Case | Cooler | Cpu | Gpu | GpuServer | GraphicsCard | Guidance | MemoryKit | Model | Motherboard | Psu | Storage | UnifiedMemorySystem | UseCase;

/** How a search hit matches the text. */
export type SearchMatch =
  /** The part has the model number the text names (3090 in undervolt a 3090), not every word of the text. */
  | 'MODEL'
  /** The part's name holds the whole text as one run of words: a loose model name such as 3090 gaming oc or b650 tomahawk. */
  | 'NAME'
  /** Only words of the text match: guidance and use cases always, parts that share words without the model. */
  | 'TEXT';

/** A search with what the text names and the rigbase calls that answer it. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** Calls whose answer settles the question exactly, with arguments filled in from the entities; empty when the text names nothing a call could take. */
  calls: Array<SuggestedCall>;
  /** The things the text names (models, GPUs and their count, PSUs and watts, budgets, formats, tasks), in text order, linked to the catalog where it has them. */
  entities: Array<SearchEntity>;
  /** The ranked hits, as `search` returns them. */
  hits: Array<SearchHit>;
  /** How the text was read: a question or a product lookup. */
  intent: SearchIntent;
  /** The text as searched (control characters removed, trimmed). */
  text: Scalars['String']['output'];
};

/** A whole server that holds a memory estimate, its model sharded over the server's GPUs. */
export type ServerFit = {
  __typename?: 'ServerFit';
  /** What would make a marginal fit comfortable; empty when it is comfortable. */
  comfortableWith: Array<Scalars['String']['output']>;
  /** GPU modules the estimate is sharded over (the server's gpuCount). */
  gpuCount: Scalars['Int']['output'];
  /** Memory left on each GPU after the requirement and the reserve. */
  headroom: MemoryAmount;
  /** Little headroom left (under 5 % of a GPU's memory or 1 GiB). */
  marginal: Scalars['Boolean']['output'];
  /** Memory of one module (the server's gpuMemoryGb / gpuCount). */
  memoryPerGpu: MemoryAmount;
  /** What the answer rests on: the sharding, the runtime, what the price is and whether it includes the GPUs. */
  notes: Array<Scalars['String']['output']>;
  /** Whether that is the new or the used price; null without a price. */
  priceCondition: Maybe<PriceCondition>;
  /** Whether that price includes the GPU modules (false: a bare node, GPUs extra). */
  priceIncludesGpus: Scalars['Boolean']['output'];
  /** Price of the server in US dollars at the asked condition; null when none is on record. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** What the model needs on each GPU when sharded over gpuCount GPUs (the estimate at that count). */
  requiredPerGpu: MemoryAmount;
  /** The runtime the server is judged for: the asked one, else the estimate's default. */
  runtime: FitRuntime;
  /** What the runtime keeps for itself on each GPU (vLLM: 10 % of its memory). */
  runtimeReserve: MemoryAmount;
  /** The server. */
  server: GpuServer;
  /** Estimated generation speed from the module's bandwidth (inference estimates only). */
  throughput: Maybe<ThroughputEstimate>;
};

/** The chassis standard of a server. */
export type ServerFormFactor =
  /** An Open Compute Project node for a 21-inch Open Rack, fed 12 V from the rack's busbar (no wall plug). */
  | 'OCP'
  /** A 19-inch EIA rackmount server with its own power supplies. */
  | 'RACKMOUNT';

/** How a server's GPU modules are linked to each other. */
export type ServerInterconnect =
  /** NVLink point to point between the modules (e.g. the SXM2 hybrid cube mesh of V100 boards). */
  | 'NVLINK'
  /** NVLink through NVSwitch chips: every GPU reaches every other at full NVLink rate (HGX/DGX H100, H200, B200). */
  | 'NVSWITCH'
  /** Only the PCIe bus (PCIe cards in a server chassis). */
  | 'PCIE'
  /** AMD Infinity Fabric (xGMI) between OAM modules (MI300X platforms). */
  | 'XGMI';

/** What one copy of a serving setup sustains. */
export type ServingCapacity = {
  __typename?: 'ServingCapacity';
  /** Generated tokens per second over the users served. */
  aggregateTokensPerSecond: Scalars['Float']['output'];
  /** How the capacity was found, with the numbers. */
  basis: Scalars['String']['output'];
  /** Prompt tokens per second (compute bound); null without tensor TFLOPS for the card. */
  prefillTokensPerSecond: Maybe<Scalars['Float']['output']>;
  /** Generated tokens per second one user gets alone. */
  singleStreamTokensPerSecond: Scalars['Float']['output'];
  /** Users served at the rate asked each (0 when even one user gets less). */
  users: Scalars['Int']['output'];
  /** KV caches at the context asked that fit beside the weights. */
  usersByMemory: Scalars['Int']['output'];
  /** Users the decode speed allows at the rate asked. */
  usersBySpeed: Scalars['Int']['output'];
};

/** Whether a setup is bought or rented. */
export type SetupOwnership =
  /** Bought: the GPUs at their catalog price, depreciated over their useful life, plus electricity. */
  | 'OWNED'
  /** Rented: a catalog cloud offer's price per hour times the hours. */
  | 'RENTED';

/** How serious a finding is. */
export type Severity =
  /** The build will not work as listed (compatible is false). */
  | 'ERROR'
  /** Context, or a check that could not be made because a fact is missing. */
  | 'INFO'
  /** It works, but with a real cost or risk the builder should weigh. */
  | 'WARNING';

/** What a board's slot positions rest on. */
export type SlotLayoutBasis =
  /** Certain from the form factor and the listed slot count: a Mini-ITX board's one x16 slot at the first position. */
  | 'FORM_FACTOR'
  /** The positions are on record (pcieSlots). */
  | 'RECORDED'
  /** Not on record: only counts (pcieSlotGroups) or nothing. */
  | 'UNKNOWN';

/** A GPU software stack a runtime or framework is built on. */
export type SoftwareStack =
  /** NVIDIA CUDA. */
  | 'CUDA'
  /** Apple Metal: Apple silicon only, which the catalog lists as unified-memory machines (Mac Studio), never as cards: recommendGpus answers BAD_USER_INPUT naming input.stack, with the cheapest of those machines at the asked condition; recommendBuild finds no build and lists them in systemAlternatives. */
  | 'METAL'
  /** Intel oneAPI: SYCL (llama.cpp) and PyTorch's XPU back end; the architecture's oneAPI status decides. */
  | 'ONEAPI'
  /** AMD ROCm (HIP); the architecture's ROCm status decides. */
  | 'ROCM'
  /** Vulkan, llama.cpp's portable back end: graphics cards of NVIDIA, AMD and Intel (HBM data-centre modules have no Vulkan driver on record). */
  | 'VULKAN';

/** Whether current deep-learning software runs a GPU. */
export type SoftwareStatus =
  /** The current CUDA (or ROCm/oneAPI) release and the default PyTorch wheels run it. */
  | 'CURRENT'
  /** The current CUDA major release dropped it, or only a legacy PyTorch build runs it. */
  | 'LEGACY'
  /** No current PyTorch wheel runs it. */
  | 'UNSUPPORTED';

/** Software support of one GPU architecture, as of a date. */
export type SoftwareSupport = {
  __typename?: 'SoftwareSupport';
  /** Architecture as GPUs spell it, e.g. Ampere. */
  architecture: Scalars['String']['output'];
  /** Day the status was read from the sources (ISO 8601 date). */
  asOf: Scalars['String']['output'];
  /** Matrix units accelerate bfloat16. */
  bf16: Scalars['Boolean']['output'];
  /** NVIDIA compute capabilities of the architecture's chips. */
  computeCapabilities: Maybe<Array<Scalars['String']['output']>>;
  /** First CUDA toolkit that compiles for it. */
  cudaFirst: Maybe<Scalars['String']['output']>;
  /** Last CUDA toolkit that compiles for it; null while current releases do. */
  cudaLast: Maybe<Scalars['String']['output']>;
  /** Matrix units accelerate FP4. */
  fp4: Scalars['Boolean']['output'];
  /** Matrix units accelerate FP8. */
  fp8: Scalars['Boolean']['output'];
  /** AMD LLVM targets (gfx IDs) of the architecture's chips. */
  gfxTargets: Maybe<Array<Scalars['String']['output']>>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** One sentence in rigbase's words. */
  note: Maybe<Scalars['String']['output']>;
  /** oneAPI status (Intel). */
  oneApi: Maybe<StackStatus>;
  /** Whether current PyTorch wheels run it. */
  pytorchWheels: PytorchWheelStatus;
  /** ROCm status (AMD). */
  rocm: Maybe<StackStatus>;
  /** Release notes and support lists the status comes from. */
  sources: Array<Source>;
  /** Chip vendor. */
  vendor: GpuVendor;
};

/** A document a fact comes from. */
export type Source = {
  __typename?: 'Source';
  /** The credit line the licence asks for, to show wherever data from this source is shown. */
  attribution: Maybe<Scalars['String']['output']>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Stable key used by seeds and imports. */
  key: Scalars['String']['output'];
  /** Licence the document or dataset is published under, e.g. CC BY 4.0; null when not stated. */
  licence: Maybe<Scalars['String']['output']>;
  /** Who published it. */
  publisher: Maybe<Scalars['String']['output']>;
  /** For a dataset: the snapshot rigbase imported, e.g. a commit and date. */
  snapshot: Maybe<Scalars['String']['output']>;
  /** Title of the document. */
  title: Scalars['String']['output'];
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Where to read it, when it is online. */
  url: Maybe<Scalars['String']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
  /** Year of publication. */
  year: Maybe<Scalars['Int']['output']>;
};

/** A source to create (every required field) or update (by key; only the fields given change, null clears one). */
export type SourceInput = {
  /** Credit line the licence asks for. */
  attribution?: InputMaybe<Scalars['String']['input']>;
  /** Stable kebab-case key. */
  key: Scalars['String']['input'];
  /** Licence, e.g. CC BY 4.0. */
  licence?: InputMaybe<Scalars['String']['input']>;
  /** Publisher. */
  publisher?: InputMaybe<Scalars['String']['input']>;
  /** Dataset snapshot imported, e.g. a commit and date. */
  snapshot?: InputMaybe<Scalars['String']['input']>;
  /** Title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** URL (http or https). */
  url?: InputMaybe<Scalars['String']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
  /** Year. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** Where a setup's speed comes from. */
export type SpeedBasis =
  /** A calibrated estimate from the GPU's specifications (the method says how). */
  | 'ESTIMATED'
  /** A measured run: serving, a catalog benchmark of this GPU, GPU count and model class; training, a published run of this GPU, job, precision and model size class, scaled by parameters. */
  | 'MEASURED';

/** How well a stack runs a card. */
export type StackLevel =
  /** On the vendor's supported list. */
  | 'SUPPORTED'
  /** Works, but not on the vendor's supported list (e.g. consumer RDNA 2 cards on ROCm). */
  | 'UNOFFICIAL';

/** A vendor software stack's (ROCm, oneAPI) support of an architecture. */
export type StackStatus =
  /** On the vendor's supported list. */
  | 'SUPPORTED'
  /** Works, but not on the supported list. */
  | 'UNOFFICIAL'
  /** Does not run. */
  | 'UNSUPPORTED';

/** A part whose newest price is older than the health window. */
export type StalePriceExample = {
  __typename?: 'StalePriceExample';
  /** Its name. */
  name: Scalars['String']['output'];
  /** Day of its newest price (the first day of the month or year when the source gives no day). */
  newestOn: Scalars['String']['output'];
  /** Slug of the part (or of the GPU, for cloud offers). */
  slug: Scalars['String']['output'];
};

/** An SSD or hard disk. */
export type Storage = Component & Node & {
  __typename?: 'Storage';
  /** Capacity in GB. */
  capacityGb: Scalars['Float']['output'];
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Interface, e.g. PCIe 4.0 x4 NVMe. */
  interface: Scalars['String']['output'];
  /** Always STORAGE. */
  kind: ComponentKind;
  /** Drive maker. */
  manufacturer: Scalars['String']['output'];
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** PCIe generation for NVMe drives. */
  pcieGen: Maybe<Scalars['Int']['output']>;
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first. */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** What kind of drive. */
  storageType: StorageType;
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** A drive to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type StorageInput = {
  /** Capacity in GB. Required to create. */
  capacityGb?: InputMaybe<Scalars['Float']['input']>;
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Interface, e.g. PCIe 4.0 x4 NVMe. Required to create. */
  interface?: InputMaybe<Scalars['String']['input']>;
  /** Drive maker. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** Model name without the manufacturer. Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** PCIe generation for NVMe drives. */
  pcieGen?: InputMaybe<Scalars['Int']['input']>;
  /** Typical new price in US dollars. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What kind of drive. Required to create. */
  storageType?: InputMaybe<StorageType>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** What kind of drive. */
export type StorageType =
  /** A spinning hard disk. */
  | 'HDD'
  /** An NVMe SSD (M.2 or U.2) on PCI Express. */
  | 'NVME'
  /** A SATA solid-state drive. */
  | 'SATA_SSD';

/** A rigbase call that answers the question exactly, ready to run: GraphQL document and variables, or the MCP tool and its arguments. */
export type SuggestedCall = {
  __typename?: 'SuggestedCall';
  /** What the call assumes that the text did not say (a format, a stand-in PSU of the named wattage...). */
  assumptions: Array<Scalars['String']['output']>;
  /** The Query field it runs (estimateMemory, checkBuild, recommendGpus, recommendBuild, powerLimitTradeoff). */
  field: Scalars['String']['output'];
  /** Which call. */
  operation: SuggestedOperation;
  /** A GraphQL document running the call and selecting the figures that answer the question. */
  query: Scalars['String']['output'];
  /** What running it answers, in words (Does Llama 3.1 70B at BF16 fit 2 x GeForce RTX 3090, 24 GB each?). */
  question: Scalars['String']['output'];
  /** The MCP tool answering the same (estimate_memory, check_build, recommend_gpus, recommend_build, power_limit_tradeoff). */
  tool: Scalars['String']['output'];
  /** The MCP tool's arguments as JSON text. */
  toolArguments: Scalars['String']['output'];
  /** The document's variables as JSON text. */
  variables: Scalars['String']['output'];
};

/** Which rigbase call a suggestion runs. */
export type SuggestedOperation =
  /** checkBuild: whether parts work together, their power draw against a PSU and the household circuit. */
  | 'CHECK_BUILD'
  /** estimateMemory: the GPU memory a model needs, per GPU at a GPU count. */
  | 'ESTIMATE_MEMORY'
  /** powerLimitTradeoff: speed lost and energy saved at a power limit. */
  | 'POWER_LIMIT_TRADEOFF'
  /** recommendBuild: a whole machine for a budget. */
  | 'RECOMMEND_BUILD'
  /** recommendGpus: GPUs for a budget and a memory need, best value first. */
  | 'RECOMMEND_GPUS';

/**
 * A unified-memory machine beside a recommended build: it holds the memory the work needs on its
 * one GPU, a stack it has runs the work, and its price at the asked condition is within the
 * budget. Compared on memory, bandwidth, throughput and price only (no benchmark of the machines
 * beside the cards is on record); the reasons put its figures beside one of the build's GPUs.
 */
export type SystemAlternative = {
  __typename?: 'SystemAlternative';
  /** The memory the work needs on one GPU, GB: the use case's tier or minVramGb, times gpuCount when the cards share or shard it. */
  neededGb: Scalars['Float']['output'];
  /** Whether priceUsd is the new or the used price. */
  priceCondition: PriceCondition;
  /** Its price at the asked condition, US dollars (see the machine's priceObservedOn and priceKind). */
  priceUsd: Scalars['Float']['output'];
  /** Why it qualifies and how it compares with the build's GPU, in words. */
  reasons: Array<Scalars['String']['output']>;
  /** The machine. */
  system: UnifiedMemorySystem;
};

/** A unified-memory machine that holds a memory estimate, beside the GPU setups of `fits`. */
export type SystemFit = {
  __typename?: 'SystemFit';
  /** What would make a marginal fit comfortable; empty when it is comfortable. */
  comfortableWith: Array<Scalars['String']['output']>;
  /** Memory its GPU may use (gpuUsableMemoryGb), not the memory installed. */
  gpuUsableMemory: MemoryAmount;
  /** Memory left after the requirement and the runtime's reserve. */
  headroom: MemoryAmount;
  /** Little headroom left (under 5 % of the usable memory or 1 GiB). */
  marginal: Scalars['Boolean']['output'];
  /** What the answer rests on beyond the numbers: the runtime chosen and the memory limit applied. */
  notes: Array<Scalars['String']['output']>;
  /** Whether that is the new or the used price; null without a price. */
  priceCondition: Maybe<PriceCondition>;
  /** Price of the machine in US dollars; null when no price of the asked condition is on record. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** What the model needs on one GPU (the estimate at one GPU). */
  required: MemoryAmount;
  /** The runtime the machine is judged for: the asked one, else the estimate's default when it runs there, else llama.cpp for inference. */
  runtime: FitRuntime;
  /** What the runtime keeps for itself (vLLM: 10 % of the GPU's memory). */
  runtimeReserve: MemoryAmount;
  /** The machine. */
  system: UnifiedMemorySystem;
  /** Estimated generation speed from the machine's bandwidth (inference estimates only). */
  throughput: Maybe<ThroughputEstimate>;
};

/** A software stack that runs models on a unified-memory machine's GPU. */
export type SystemSoftwareStack =
  /** NVIDIA CUDA: PyTorch, vLLM, TensorRT-LLM, llama.cpp's CUDA backend. */
  | 'CUDA'
  /** Apple Metal: MLX, PyTorch's MPS backend, llama.cpp's Metal backend. */
  | 'METAL_MLX'
  /** AMD ROCm: PyTorch's ROCm build, llama.cpp's HIP backend. */
  | 'ROCM'
  /** Vulkan compute: llama.cpp's Vulkan backend. */
  | 'VULKAN';

/** Generation speed of a setup: an estimate with its method, never a measurement. */
export type ThroughputEstimate = {
  __typename?: 'ThroughputEstimate';
  /** Tokens generated per second for one sequence (decode, memory-bandwidth bound). */
  decodeTokensPerSecond: Scalars['Float']['output'];
  /** Always true: computed from bandwidth and compute, not measured. */
  isEstimate: Scalars['Boolean']['output'];
  /** How the figures were computed, with the numbers put in. */
  method: Scalars['String']['output'];
  /** Prompt tokens processed per second (prefill, compute bound); null without the card's tensor throughput. */
  prefillTokensPerSecond: Maybe<Scalars['Float']['output']>;
  /** Where the method and its calibration come from. */
  sources: Array<Source>;
};

/**
 * A whole machine whose GPU and CPU share one pool of memory: NVIDIA DGX Spark (GB10), AMD Ryzen
 * AI Max mini PCs ("Strix Halo", e.g. Framework Desktop), Apple Mac Studio. It is bought as one
 * box, so "can I run it?" compares a model with the memory its GPU may use (`gpuUsableMemoryGb`,
 * less than the memory installed on most of them), and its speed follows the memory bandwidth.
 */
export type UnifiedMemorySystem = Component & Node & {
  __typename?: 'UnifiedMemorySystem';
  /** GPU architecture of the chip, e.g. Blackwell, RDNA 3.5. */
  architecture: Maybe<Scalars['String']['output']>;
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Whether the GPU computes in FP8 (FP8 checkpoints run natively). */
  fp8: Scalars['Boolean']['output'];
  /** Dense FP16 matrix throughput of the GPU in TFLOPS, where published; null when not on record. */
  fp16TensorTflops: Maybe<Scalars['Float']['output']>;
  /** What sets gpuUsableMemoryGb and how it can be raised, in rigbase's words. */
  gpuMemoryLimit: Scalars['String']['output'];
  /** Memory the GPU may hold by default on the documented setup: what estimateMemory compares a model with (see gpuMemoryLimit). */
  gpuUsableMemoryGb: Scalars['Float']['output'];
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always UNIFIED_MEMORY_SYSTEM. */
  kind: ComponentKind;
  /** Who sells the machine, e.g. NVIDIA, Framework, Apple. */
  manufacturer: Scalars['String']['output'];
  /** Peak memory bandwidth in GB/s, as the maker lists it; it sets the token rate of generation. */
  memoryBandwidthGBs: Scalars['Float']['output'];
  /** Memory technology, e.g. LPDDR5X. */
  memoryType: Maybe<GpuMemoryType>;
  /** Dataset ids of rows that named the same product and were merged into this one; empty when none. */
  mergedExternalIds: Array<Scalars['String']['output']>;
  /** Product name without the maker, with its memory configuration, e.g. Mac Studio (M3 Ultra, 512 GB). */
  name: Scalars['String']['output'];
  /** What priceUsd is: LAUNCH_LIST (the launch MSRP, not today's price) or RETAIL; null without a new price. */
  priceKind: Maybe<PriceKind>;
  /** Every dated price, newest first. */
  priceObservations: Array<PriceObservation>;
  /** Day the observation behind priceUsd was made (ISO 8601 date). */
  priceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise priceObservedOn is (the day is then the period's first). */
  priceObservedPrecision: Maybe<DatePrecision>;
  /** Latest new price in US dollars, where one is on record (see priceObservedOn and priceKind). */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** The system-on-chip, e.g. GB10 Grace Blackwell Superchip, Ryzen AI Max+ 395, M3 Ultra. */
  processor: Scalars['String']['output'];
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Software stacks that run models on its GPU. */
  softwareStacks: Array<SystemSoftwareStack>;
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** The machine's rated maximum power or power-supply rating in watts; null when not on record. */
  systemPowerW: Maybe<Scalars['Int']['output']>;
  /** Memory installed, shared by CPU and GPU (binary GB, as makers list it). */
  unifiedMemoryGb: Scalars['Float']['output'];
  /** When the row last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Day the observation behind usedPriceUsd was made (ISO 8601 date). */
  usedPriceObservedOn: Maybe<Scalars['String']['output']>;
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: Maybe<DatePrecision>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Maker of the system-on-chip. */
  vendor: UnifiedMemoryVendor;
  /** Row version: send it as input.version to update (compare-and-set); it grows by one with every change. */
  version: Scalars['Int']['output'];
};

/** A unified-memory machine to create (every required field) or update (by slug; only the fields given change, null clears one). */
export type UnifiedMemorySystemInput = {
  /** GPU architecture of the chip, e.g. Blackwell, RDNA 3.5. */
  architecture?: InputMaybe<Scalars['String']['input']>;
  /** A short description in rigbase's own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the GPU computes in FP8 (FP8 checkpoints run natively). Required to create. */
  fp8?: InputMaybe<Scalars['Boolean']['input']>;
  /** Dense FP16 matrix throughput of the GPU in TFLOPS, where published; null when not on record. */
  fp16TensorTflops?: InputMaybe<Scalars['Float']['input']>;
  /** What sets gpuUsableMemoryGb and how it can be raised, in rigbase's words. Required to create. */
  gpuMemoryLimit?: InputMaybe<Scalars['String']['input']>;
  /** Memory the GPU may hold by default on the documented setup: what estimateMemory compares a model with (see gpuMemoryLimit). Required to create. */
  gpuUsableMemoryGb?: InputMaybe<Scalars['Float']['input']>;
  /** Who sells the machine, e.g. NVIDIA, Framework, Apple. Required to create. */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** Peak memory bandwidth in GB/s, as the maker lists it; it sets the token rate of generation. Required to create. */
  memoryBandwidthGBs?: InputMaybe<Scalars['Float']['input']>;
  /** Memory technology, e.g. LPDDR5X. */
  memoryType?: InputMaybe<GpuMemoryType>;
  /** Product name without the maker, with its memory configuration, e.g. Mac Studio (M3 Ultra, 512 GB). Required to create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Latest new price in US dollars, where one is on record (see priceObservedOn and priceKind). */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The system-on-chip, e.g. GB10 Grace Blackwell Superchip, Ryzen AI Max+ 395, M3 Ultra. Required to create. */
  processor?: InputMaybe<Scalars['String']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Software stacks that run models on its GPU. Required to create. */
  softwareStacks?: InputMaybe<Array<SystemSoftwareStack>>;
  /** Keys of the sources the figures come from (at least one; see the sources query). Required to create. */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The machine's rated maximum power or power-supply rating in watts; null when not on record. */
  systemPowerW?: InputMaybe<Scalars['Int']['input']>;
  /** Memory installed, shared by CPU and GPU (binary GB, as makers list it). Required to create. */
  unifiedMemoryGb?: InputMaybe<Scalars['Float']['input']>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Maker of the system-on-chip. Required to create. */
  vendor?: InputMaybe<UnifiedMemoryVendor>;
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** The company whose system-on-chip a unified-memory machine is built on. */
export type UnifiedMemoryVendor =
  /** AMD (Ryzen AI Max, Strix Halo). */
  | 'AMD'
  /** Apple (M-series Max and Ultra). */
  | 'APPLE'
  /** NVIDIA (GB10 Grace Blackwell). */
  | 'NVIDIA';

/** A check that could not run (fully) on a build, and what would let it run. */
export type UnverifiedCheck = {
  __typename?: 'UnverifiedCheck';
  /** True when the check could have failed the build: while it cannot run, the verdict is UNVERIFIED. */
  decidesVerdict: Scalars['Boolean']['output'];
  /** What could not be checked, in words (the completeness.missing-data finding's message). */
  message: Scalars['String']['output'];
  /** That rule. */
  rule: Rule;
  /** Id of the rule whose check could not run, e.g. fit.gpu-slots. */
  ruleId: Scalars['String']['output'];
  /** The facts that would settle it: a field of a part that is not on record, or a part the build lacks. Empty for reports saved before verdicts. */
  settledBy: Array<MissingFact>;
};

/** A kind of deep-learning work and the GPU memory it needs. */
export type UseCase = {
  __typename?: 'UseCase';
  /** CPU threads to budget per GPU. */
  cpuThreadsPerGpu: Maybe<Scalars['Int']['output']>;
  /** What the work involves and why it needs this memory, in rigbase's words. */
  description: Scalars['String']['output'];
  /** Whether minVramGb is per card or a total the cards may share. */
  memoryScope: Maybe<MemoryScope>;
  /** Minimum GPU memory in GB. */
  minVramGb: Scalars['Float']['output'];
  /** Name of the use case. */
  name: Scalars['String']['output'];
  /** Comfortable GPU memory in GB. */
  recommendedVramGb: Maybe<Scalars['Float']['output']>;
  /** Stable kebab-case identifier, e.g. kaggle-2020. */
  slug: Scalars['String']['output'];
  /** Dated documents the tier comes from. */
  sources: Array<Source>;
  /** What the work does with the cards. */
  workload: Maybe<Workload>;
};

/** A weight format at its real size and where it runs. */
export type WeightFormatDetails = {
  __typename?: 'WeightFormatDetails';
  /** Bits per converted weight, scales included (GGUF: the base type's; EXL/GGUF_CUSTOM: 4.0 unless stated). */
  bitsPerWeight: Scalars['Float']['output'];
  /** How the size is derived, in words. */
  derivation: Scalars['String']['output'];
  /** The format. */
  format: MemoryPrecision;
  /** Where and how the format runs, in words. */
  hardware: Scalars['String']['output'];
  /** GPU architectures (as the catalog names them) whose tensor cores compute in this format; empty when it runs weight-only or in dequantizing kernels. */
  nativeArchitectures: Array<Scalars['String']['output']>;
  /** Which tensors it converts. */
  scope: WeightFormatScope;
  /** Where the figures come from. */
  sources: Array<Source>;
};

/** Which tensors a weight format converts. */
export type WeightFormatScope =
  /** Every tensor (FP32, FP16, BF16). */
  | 'ALL'
  /** ExLlama: linear layers at the stated bits, output head at 6 bits, embeddings 16-bit. */
  | 'EXL'
  /** The routed experts of a mixture of experts (every block matrix of a dense model); the rest 16-bit. */
  | 'EXPERTS'
  /** llama.cpp's per-tensor mix of a GGUF file type. */
  | 'GGUF'
  /** The matrices of the transformer blocks; embeddings, head, norms and routers stay 16-bit. */
  | 'LINEAR'
  /** The whole file at the bits per weight its maker states. */
  | 'STATED';

/** The price of a root field's own work, in the cost limit's units (the limits guide, docs/api.md). */
export type WorkPrice =
  /** A search plus the statement linking the things its text names. */
  | 'ASK'
  /** A rules call plus a price per part of the checked build. */
  | 'BUILD_CHECK'
  /** A rules call plus the fits at several GPU counts over every catalog GPU. */
  | 'MEMORY_ESTIMATE'
  /** A loose model-name search, when given. */
  | 'MODEL_SEARCH'
  /** Nothing beyond the objects it returns. */
  | 'NONE'
  /** A search over the whole parts catalog. */
  | 'RECOMMEND_BUILD'
  /** One rules call. */
  | 'RULES_CALL'
  /** A ranked full-text search, priced by the distinct words of its text. */
  | 'SEARCH';

/** What a use case does with the cards. */
export type Workload =
  /** Fine-tuning a pretrained model (LoRA, QLoRA). */
  | 'FINE_TUNING'
  /** Running a trained model. */
  | 'INFERENCE'
  /** Training models. */
  | 'TRAINING';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  SearchItem:
    | ( RowOfKind<'CASE'> )
    | ( RowOfKind<'COOLER'> )
    | ( RowOfKind<'CPU'> )
    | ( GpuRow )
    | ( RowOfKind<'GPU_SERVER'> )
    | ( RowOfKind<'GRAPHICS_CARD'> )
    | ( GuidanceRow )
    | ( RowOfKind<'MEMORY'> )
    | ( ModelRow )
    | ( RowOfKind<'MOTHERBOARD'> )
    | ( RowOfKind<'PSU'> )
    | ( RowOfKind<'STORAGE'> )
    | ( RowOfKind<'UNIFIED_MEMORY_SYSTEM'> )
    | ( UseCaseRow )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Component:
    | ( RowOfKind<'CASE'> )
    | ( RowOfKind<'COOLER'> )
    | ( RowOfKind<'CPU'> )
    | ( GpuRow )
    | ( RowOfKind<'GPU_SERVER'> )
    | ( RowOfKind<'GRAPHICS_CARD'> )
    | ( RowOfKind<'MEMORY'> )
    | ( RowOfKind<'MOTHERBOARD'> )
    | ( RowOfKind<'PSU'> )
    | ( RowOfKind<'STORAGE'> )
    | ( RowOfKind<'UNIFIED_MEMORY_SYSTEM'> )
  ;
  Node:
    | ( RowOfKind<'CASE'> )
    | ( RowOfKind<'COOLER'> )
    | ( RowOfKind<'CPU'> )
    | ( GpuRow )
    | ( RowOfKind<'GPU_SERVER'> )
    | ( RowOfKind<'GRAPHICS_CARD'> )
    | ( GuidanceRow )
    | ( RowOfKind<'MEMORY'> )
    | ( RowOfKind<'MOTHERBOARD'> )
    | ( RowOfKind<'PSU'> )
    | ( RowOfKind<'STORAGE'> )
    | ( RowOfKind<'UNIFIED_MEMORY_SYSTEM'> )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdapterPrecision: AdapterPrecision;
  ApiKeyInfo: ResolverTypeWrapper<ApiKeyRow>;
  AttentionKind: AttentionKind;
  Benchmark: ResolverTypeWrapper<BenchmarkRow>;
  BenchmarkConnection: ResolverTypeWrapper<Connection<BenchmarkRow>>;
  BenchmarkEdge: ResolverTypeWrapper<Edge<BenchmarkRow>>;
  BenchmarkInput: BenchmarkInput;
  BenchmarkPrecision: BenchmarkPrecision;
  BoardFormFactor: BoardFormFactor;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuildInput: BuildInput;
  BuildPart: ResolverTypeWrapper<BuildPartModel>;
  BuildPartInput: BuildPartInput;
  BuildRecommendation: ResolverTypeWrapper<BuildRecommendationModel>;
  BuildRecommendationInput: BuildRecommendationInput;
  BuildReport: ResolverTypeWrapper<BuildReportFacts>;
  BuildVerdict: BuildVerdict;
  CachePolicy: CachePolicy;
  Case: ResolverTypeWrapper<RowOfKind<'CASE'>>;
  CaseAirflow: CaseAirflow;
  CaseInput: CaseInput;
  CatalogHealth: ResolverTypeWrapper<CatalogHealthModel>;
  CatalogHealthPriceKind: CatalogHealthPriceKind;
  CatalogMissingFact: ResolverTypeWrapper<CatalogMissingFact>;
  CatalogModelFreshness: ResolverTypeWrapper<CatalogModelFreshness>;
  CatalogPriceAge: ResolverTypeWrapper<CatalogPriceAge>;
  CloudOffering: ResolverTypeWrapper<CloudOfferingRow>;
  CloudOfferingConnection: ResolverTypeWrapper<Connection<CloudOfferingRow>>;
  CloudOfferingEdge: ResolverTypeWrapper<Edge<CloudOfferingRow>>;
  CloudOfferingInput: CloudOfferingInput;
  CloudProvider: CloudProvider;
  CloudVsDesktop: ResolverTypeWrapper<CloudVsDesktopResult>;
  CloudVsDesktopInput: CloudVsDesktopInput;
  CloudVsDesktopVerdict: CloudVsDesktopVerdict;
  Component: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Component']>;
  ComponentConnection: ResolverTypeWrapper<ComponentConnectionModel>;
  ComponentEdge: ResolverTypeWrapper<ComponentEdgeModel>;
  ComponentKind: ComponentKind;
  Cooler: ResolverTypeWrapper<RowOfKind<'COOLER'>>;
  CoolerInput: CoolerInput;
  CoolerType: CoolerType;
  CostPoint: ResolverTypeWrapper<CostPoint>;
  Cpu: ResolverTypeWrapper<RowOfKind<'CPU'>>;
  CpuInput: CpuInput;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKeyModel>;
  Currency: Currency;
  DatePrecision: DatePrecision;
  EfficiencyRating: EfficiencyRating;
  FactBasis: FactBasis;
  Finding: ResolverTypeWrapper<FindingModel>;
  FitRuntime: FitRuntime;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GenerationFit: ResolverTypeWrapper<GenerationFitModel>;
  GenerationKind: GenerationKind;
  GenerationLineKey: GenerationLineKey;
  GenerationMemoryEstimate: ResolverTypeWrapper<GenerationEstimateModel>;
  GenerationMemoryInput: GenerationMemoryInput;
  GenerationMemoryLine: ResolverTypeWrapper<GenerationLineModel>;
  GenerationModel: ResolverTypeWrapper<GenerationModelSpecModel>;
  GenerationOffload: GenerationOffload;
  GenerationPrecision: GenerationPrecision;
  GenerationPublishedFile: ResolverTypeWrapper<Omit<GenerationPublishedFile, 'source'> & { source: ResolversTypes['Source'] }>;
  GenerationStage: GenerationStage;
  GenerationStageMemory: ResolverTypeWrapper<GenerationStageModel>;
  GenerationWeights: ResolverTypeWrapper<GenerationWeights>;
  Gpu: ResolverTypeWrapper<GpuRow>;
  GpuConnection: ResolverTypeWrapper<Connection<GpuRow>>;
  GpuCoolerStyle: GpuCoolerStyle;
  GpuEdge: ResolverTypeWrapper<Edge<GpuRow>>;
  GpuFilter: GpuFilter;
  GpuFit: ResolverTypeWrapper<GpuFitModel>;
  GpuFitOrder: GpuFitOrder;
  GpuFormFactor: GpuFormFactor;
  GpuInput: GpuInput;
  GpuMemoryType: GpuMemoryType;
  GpuObjective: GpuObjective;
  GpuOrder: GpuOrder;
  GpuPlacement: ResolverTypeWrapper<GpuPlacementFacts>;
  GpuRecommendation: ResolverTypeWrapper<GpuRanking<GpuRow>>;
  GpuRecommendationInput: GpuRecommendationInput;
  GpuServer: ResolverTypeWrapper<RowOfKind<'GPU_SERVER'>>;
  GpuServerInput: GpuServerInput;
  GpuSetup: GpuSetup;
  GpuStepUp: ResolverTypeWrapper<GpuStepUpModel<GpuRow>>;
  GpuVendor: GpuVendor;
  GraphicsCard: ResolverTypeWrapper<RowOfKind<'GRAPHICS_CARD'>>;
  GraphicsCardInput: GraphicsCardInput;
  Guidance: ResolverTypeWrapper<GuidanceRow>;
  GuidanceConnection: ResolverTypeWrapper<Connection<GuidanceRow>>;
  GuidanceEdge: ResolverTypeWrapper<Edge<GuidanceRow>>;
  GuidanceInput: GuidanceInput;
  GuidanceTag: ResolverTypeWrapper<GuidanceTag>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InferenceSplit: InferenceSplit;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JobMode: JobMode;
  JobPlan: ResolverTypeWrapper<JobPlanModel>;
  KvCachePrecision: KvCachePrecision;
  LoraTargets: LoraTargets;
  MainsInput: MainsInput;
  MainsRegion: MainsRegion;
  MemoryAmount: ResolverTypeWrapper<MemoryAmount>;
  MemoryEstimate: ResolverTypeWrapper<MemoryEstimateModel>;
  MemoryEstimateInput: MemoryEstimateInput;
  MemoryKit: ResolverTypeWrapper<RowOfKind<'MEMORY'>>;
  MemoryKitInput: MemoryKitInput;
  MemoryLine: ResolverTypeWrapper<MemoryLineModel>;
  MemoryLineKey: MemoryLineKey;
  MemoryMode: MemoryMode;
  MemoryOptimizer: MemoryOptimizer;
  MemoryParallelism: MemoryParallelism;
  MemoryParameters: ResolverTypeWrapper<MemoryParameters>;
  MemoryPrecision: MemoryPrecision;
  MemoryScope: MemoryScope;
  MemoryType: MemoryType;
  MissingFact: ResolverTypeWrapper<MissingFactModel>;
  Model: ResolverTypeWrapper<ModelRow>;
  ModelConfigSummary: ResolverTypeWrapper<ModelConfigSummary>;
  ModelConnection: ResolverTypeWrapper<Connection<ModelRow>>;
  ModelEdge: ResolverTypeWrapper<Edge<ModelRow>>;
  ModelLinearAttention: ResolverTypeWrapper<ModelLinearAttention>;
  ModelMla: ResolverTypeWrapper<ModelMla>;
  ModelMoe: ResolverTypeWrapper<ModelMoe>;
  ModelShape: ResolverTypeWrapper<ModelShapeModel>;
  ModelSlidingWindow: ResolverTypeWrapper<ModelSlidingWindow>;
  Motherboard: ResolverTypeWrapper<RowOfKind<'MOTHERBOARD'>>;
  MotherboardInput: MotherboardInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  OwnVsRentPlan: ResolverTypeWrapper<OwnVsRentPlanModel>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PcieSlot: ResolverTypeWrapper<PcieSlotRow>;
  PcieSlotGroup: ResolverTypeWrapper<PcieSlotGroup>;
  PcieSlotGroupInput: PcieSlotGroupInput;
  PcieSlotInput: PcieSlotInput;
  PerformanceBasis: PerformanceBasis;
  PlanAssumptions: ResolverTypeWrapper<PlanAssumptionsModel>;
  PlanJobInput: PlanJobInput;
  PlanObjective: PlanObjective;
  PlanOwnership: PlanOwnership;
  PlannedSetup: ResolverTypeWrapper<PlannedSetupModel>;
  PowerLimitTradeoff: ResolverTypeWrapper<PowerLimitTradeoffModel>;
  PowerReport: ResolverTypeWrapper<PowerReportModel>;
  PriceCondition: PriceCondition;
  PriceKind: PriceKind;
  PriceObservation: ResolverTypeWrapper<PriceObservationRow>;
  PriceObservationInput: PriceObservationInput;
  Psu: ResolverTypeWrapper<RowOfKind<'PSU'>>;
  PsuInput: PsuInput;
  PurchaseCondition: PurchaseCondition;
  PytorchWheelStatus: PytorchWheelStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  Rule: ResolverTypeWrapper<RuleDefinition>;
  SavedBuild: ResolverTypeWrapper<SavedBuildRow>;
  SavedBuildLine: ResolverTypeWrapper<SavedBuildLineModel>;
  SavedBuildOptions: ResolverTypeWrapper<SavedBuildOptionsRow>;
  SavedMains: ResolverTypeWrapper<SavedMains>;
  SearchEntity: ResolverTypeWrapper<SearchEntityModel>;
  SearchEntityKind: SearchEntityKind;
  SearchHit: ResolverTypeWrapper<SearchHitModel>;
  SearchHitKind: SearchHitKind;
  SearchIntent: SearchIntent;
  SearchItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchItem']>;
  SearchMatch: SearchMatch;
  SearchResult: ResolverTypeWrapper<SearchResultModel>;
  ServerFit: ResolverTypeWrapper<ServerFitModel>;
  ServerFormFactor: ServerFormFactor;
  ServerInterconnect: ServerInterconnect;
  ServingCapacity: ResolverTypeWrapper<ServingCapacityModel>;
  SetupOwnership: SetupOwnership;
  Severity: Severity;
  SlotLayoutBasis: SlotLayoutBasis;
  SoftwareStack: SoftwareStack;
  SoftwareStatus: SoftwareStatus;
  SoftwareSupport: ResolverTypeWrapper<SoftwareSupportRow>;
  Source: ResolverTypeWrapper<SourceRow>;
  SourceInput: SourceInput;
  SpeedBasis: SpeedBasis;
  StackLevel: StackLevel;
  StackStatus: StackStatus;
  StalePriceExample: ResolverTypeWrapper<StalePriceExample>;
  Storage: ResolverTypeWrapper<RowOfKind<'STORAGE'>>;
  StorageInput: StorageInput;
  StorageType: StorageType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestedCall: ResolverTypeWrapper<SuggestedCallModel>;
  SuggestedOperation: SuggestedOperation;
  SystemAlternative: ResolverTypeWrapper<Omit<SystemAlternative, 'system'> & { system: ResolversTypes['UnifiedMemorySystem'] }>;
  SystemFit: ResolverTypeWrapper<SystemFitModel>;
  SystemSoftwareStack: SystemSoftwareStack;
  ThroughputEstimate: ResolverTypeWrapper<ThroughputEstimateModel>;
  UnifiedMemorySystem: ResolverTypeWrapper<RowOfKind<'UNIFIED_MEMORY_SYSTEM'>>;
  UnifiedMemorySystemInput: UnifiedMemorySystemInput;
  UnifiedMemoryVendor: UnifiedMemoryVendor;
  UnverifiedCheck: ResolverTypeWrapper<UnverifiedCheckModel>;
  UseCase: ResolverTypeWrapper<UseCaseRow>;
  WeightFormatDetails: ResolverTypeWrapper<WeightFormatDetailsModel>;
  WeightFormatScope: WeightFormatScope;
  WorkPrice: WorkPrice;
  Workload: Workload;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ApiKeyInfo: ApiKeyRow;
  Benchmark: BenchmarkRow;
  BenchmarkConnection: Connection<BenchmarkRow>;
  BenchmarkEdge: Edge<BenchmarkRow>;
  BenchmarkInput: BenchmarkInput;
  Boolean: Scalars['Boolean']['output'];
  BuildInput: BuildInput;
  BuildPart: BuildPartModel;
  BuildPartInput: BuildPartInput;
  BuildRecommendation: BuildRecommendationModel;
  BuildRecommendationInput: BuildRecommendationInput;
  BuildReport: BuildReportFacts;
  Case: RowOfKind<'CASE'>;
  CaseInput: CaseInput;
  CatalogHealth: CatalogHealthModel;
  CatalogMissingFact: CatalogMissingFact;
  CatalogModelFreshness: CatalogModelFreshness;
  CatalogPriceAge: CatalogPriceAge;
  CloudOffering: CloudOfferingRow;
  CloudOfferingConnection: Connection<CloudOfferingRow>;
  CloudOfferingEdge: Edge<CloudOfferingRow>;
  CloudOfferingInput: CloudOfferingInput;
  CloudVsDesktop: CloudVsDesktopResult;
  CloudVsDesktopInput: CloudVsDesktopInput;
  Component: ResolversInterfaceTypes<ResolversParentTypes>['Component'];
  ComponentConnection: ComponentConnectionModel;
  ComponentEdge: ComponentEdgeModel;
  Cooler: RowOfKind<'COOLER'>;
  CoolerInput: CoolerInput;
  CostPoint: CostPoint;
  Cpu: RowOfKind<'CPU'>;
  CpuInput: CpuInput;
  CreatedApiKey: CreatedApiKeyModel;
  Finding: FindingModel;
  Float: Scalars['Float']['output'];
  GenerationFit: GenerationFitModel;
  GenerationMemoryEstimate: GenerationEstimateModel;
  GenerationMemoryInput: GenerationMemoryInput;
  GenerationMemoryLine: GenerationLineModel;
  GenerationModel: GenerationModelSpecModel;
  GenerationPublishedFile: Omit<GenerationPublishedFile, 'source'> & { source: ResolversParentTypes['Source'] };
  GenerationStageMemory: GenerationStageModel;
  GenerationWeights: GenerationWeights;
  Gpu: GpuRow;
  GpuConnection: Connection<GpuRow>;
  GpuEdge: Edge<GpuRow>;
  GpuFilter: GpuFilter;
  GpuFit: GpuFitModel;
  GpuInput: GpuInput;
  GpuPlacement: GpuPlacementFacts;
  GpuRecommendation: GpuRanking<GpuRow>;
  GpuRecommendationInput: GpuRecommendationInput;
  GpuServer: RowOfKind<'GPU_SERVER'>;
  GpuServerInput: GpuServerInput;
  GpuStepUp: GpuStepUpModel<GpuRow>;
  GraphicsCard: RowOfKind<'GRAPHICS_CARD'>;
  GraphicsCardInput: GraphicsCardInput;
  Guidance: GuidanceRow;
  GuidanceConnection: Connection<GuidanceRow>;
  GuidanceEdge: Edge<GuidanceRow>;
  GuidanceInput: GuidanceInput;
  GuidanceTag: GuidanceTag;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JobPlan: JobPlanModel;
  MainsInput: MainsInput;
  MemoryAmount: MemoryAmount;
  MemoryEstimate: MemoryEstimateModel;
  MemoryEstimateInput: MemoryEstimateInput;
  MemoryKit: RowOfKind<'MEMORY'>;
  MemoryKitInput: MemoryKitInput;
  MemoryLine: MemoryLineModel;
  MemoryParameters: MemoryParameters;
  MissingFact: MissingFactModel;
  Model: ModelRow;
  ModelConfigSummary: ModelConfigSummary;
  ModelConnection: Connection<ModelRow>;
  ModelEdge: Edge<ModelRow>;
  ModelLinearAttention: ModelLinearAttention;
  ModelMla: ModelMla;
  ModelMoe: ModelMoe;
  ModelShape: ModelShapeModel;
  ModelSlidingWindow: ModelSlidingWindow;
  Motherboard: RowOfKind<'MOTHERBOARD'>;
  MotherboardInput: MotherboardInput;
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  OwnVsRentPlan: OwnVsRentPlanModel;
  PageInfo: PageInfo;
  PcieSlot: PcieSlotRow;
  PcieSlotGroup: PcieSlotGroup;
  PcieSlotGroupInput: PcieSlotGroupInput;
  PcieSlotInput: PcieSlotInput;
  PlanAssumptions: PlanAssumptionsModel;
  PlanJobInput: PlanJobInput;
  PlannedSetup: PlannedSetupModel;
  PowerLimitTradeoff: PowerLimitTradeoffModel;
  PowerReport: PowerReportModel;
  PriceObservation: PriceObservationRow;
  PriceObservationInput: PriceObservationInput;
  Psu: RowOfKind<'PSU'>;
  PsuInput: PsuInput;
  Query: Record<PropertyKey, never>;
  Rule: RuleDefinition;
  SavedBuild: SavedBuildRow;
  SavedBuildLine: SavedBuildLineModel;
  SavedBuildOptions: SavedBuildOptionsRow;
  SavedMains: SavedMains;
  SearchEntity: SearchEntityModel;
  SearchHit: SearchHitModel;
  SearchItem: ResolversUnionTypes<ResolversParentTypes>['SearchItem'];
  SearchResult: SearchResultModel;
  ServerFit: ServerFitModel;
  ServingCapacity: ServingCapacityModel;
  SoftwareSupport: SoftwareSupportRow;
  Source: SourceRow;
  SourceInput: SourceInput;
  StalePriceExample: StalePriceExample;
  Storage: RowOfKind<'STORAGE'>;
  StorageInput: StorageInput;
  String: Scalars['String']['output'];
  SuggestedCall: SuggestedCallModel;
  SystemAlternative: Omit<SystemAlternative, 'system'> & { system: ResolversParentTypes['UnifiedMemorySystem'] };
  SystemFit: SystemFitModel;
  ThroughputEstimate: ThroughputEstimateModel;
  UnifiedMemorySystem: RowOfKind<'UNIFIED_MEMORY_SYSTEM'>;
  UnifiedMemorySystemInput: UnifiedMemorySystemInput;
  UnverifiedCheck: UnverifiedCheckModel;
  UseCase: UseCaseRow;
  WeightFormatDetails: WeightFormatDetailsModel;
};

export type PolicyDirectiveArgs = {
  cache: CachePolicy;
  listSize?: Maybe<Scalars['Int']['input']>;
  mcp?: Maybe<Array<Scalars['String']['input']>>;
  work?: Maybe<WorkPrice>;
};

export type PolicyDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = PolicyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ApiKeyInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApiKeyInfo'] = ResolversParentTypes['ApiKeyInfo']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type BenchmarkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Benchmark'] = ResolversParentTypes['Benchmark']> = {
  gpu?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  gpuCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  precision?: Resolver<Maybe<ResolversTypes['BenchmarkPrecision']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BenchmarkConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BenchmarkConnection'] = ResolversParentTypes['BenchmarkConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BenchmarkEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BenchmarkEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BenchmarkEdge'] = ResolversParentTypes['BenchmarkEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Benchmark'], ParentType, ContextType>;
};

export type BoardFormFactorResolvers = EnumResolverSignature<{ ATX?: any, CEB?: any, EEB?: any, E_ATX?: any, FLEX_ATX?: any, HPTX?: any, MICRO_ATX?: any, MINI_DTX?: any, MINI_ITX?: any, SERVER?: any, SSI_EEB?: any, XL_ATX?: any }, ResolversTypes['BoardFormFactor']>;

export type BuildPartResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BuildPart'] = ResolversParentTypes['BuildPart']> = {
  component?: Resolver<ResolversTypes['Component'], ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BuildRecommendationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BuildRecommendation'] = ResolversParentTypes['BuildRecommendation']> = {
  parts?: Resolver<Array<ResolversTypes['BuildPart']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['BuildReport']>, ParentType, ContextType>;
  risers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  systemAlternatives?: Resolver<Array<ResolversTypes['SystemAlternative']>, ParentType, ContextType>;
};

export type BuildReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BuildReport'] = ResolversParentTypes['BuildReport']> = {
  compatible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  findings?: Resolver<Array<ResolversTypes['Finding']>, ParentType, ContextType>;
  gpuPlacements?: Resolver<Array<ResolversTypes['GpuPlacement']>, ParentType, ContextType>;
  power?: Resolver<ResolversTypes['PowerReport'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType, RequireFields<BuildReportTotalPriceUsdArgs, 'condition'>>;
  unverifiedChecks?: Resolver<Array<ResolversTypes['UnverifiedCheck']>, ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['BuildVerdict'], ParentType, ContextType>;
};

export type CaseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Case'] = ResolversParentTypes['Case']> = {
  airflow?: Resolver<Maybe<ResolversTypes['CaseAirflow']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expansionSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formFactors?: Resolver<Array<ResolversTypes['BoardFormFactor']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxGpuLengthMm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openFrame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rackmount?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogHealthResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogHealth'] = ResolversParentTypes['CatalogHealth']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  catalogVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missingFacts?: Resolver<Array<ResolversTypes['CatalogMissingFact']>, ParentType, ContextType>;
  models?: Resolver<ResolversTypes['CatalogModelFreshness'], ParentType, ContextType>;
  priceWindowMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['CatalogPriceAge']>, ParentType, ContextType>;
  staleBefore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogMissingFactResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogMissingFact'] = ResolversParentTypes['CatalogMissingFact']> = {
  examples?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ruleIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CatalogModelFreshnessResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogModelFreshness'] = ResolversParentTypes['CatalogModelFreshness']> = {
  newestGenerationRelease?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newestModels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  newestReleaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  statement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogPriceAgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogPriceAge'] = ResolversParentTypes['CatalogPriceAge']> = {
  examples?: Resolver<Array<ResolversTypes['StalePriceExample']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CatalogHealthPriceKind'], ParentType, ContextType>;
  priced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CloudOfferingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CloudOffering'] = ResolversParentTypes['CloudOffering']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gpu?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  gpuCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instanceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onDemandUsdPerHour?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['CloudProvider'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
  spotUsdPerHour?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CloudOfferingConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CloudOfferingConnection'] = ResolversParentTypes['CloudOfferingConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CloudOfferingEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CloudOfferingEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CloudOfferingEdge'] = ResolversParentTypes['CloudOfferingEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CloudOffering'], ParentType, ContextType>;
};

export type CloudProviderResolvers = EnumResolverSignature<{ AWS?: any, COREWEAVE?: any, GOOGLE_CLOUD?: any, LAMBDA?: any, MICROSOFT_AZURE?: any, ORACLE_CLOUD?: any, PAPERSPACE?: any, RUNPOD?: any, SPHERON?: any, VAST_AI?: any }, ResolversTypes['CloudProvider']>;

export type CloudVsDesktopResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CloudVsDesktop'] = ResolversParentTypes['CloudVsDesktop']> = {
  breakEvenDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  breakEvenWithinUsefulLife?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cloudGpu?: Resolver<Maybe<ResolversTypes['Gpu']>, ParentType, ContextType>;
  cloudHoursPerDesktopHour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cloudSpeedRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cloudYearlyUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  desktopGpu?: Resolver<Maybe<ResolversTypes['Gpu']>, ParentType, ContextType>;
  horizonCloudUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  horizonDesktopNetUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  idleYearlyKwh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['CostPoint']>, ParentType, ContextType>;
  resaleUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usefulLifeYears?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['CloudVsDesktopVerdict'], ParentType, ContextType>;
  workBasis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workCaveat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workingYearlyKwh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yearlyElectricityUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yearlyKwh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ComponentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Component'] = ResolversParentTypes['Component']> = {
  __resolveType: TypeResolveFn<'Case' | 'Cooler' | 'Cpu' | 'Gpu' | 'GpuServer' | 'GraphicsCard' | 'MemoryKit' | 'Motherboard' | 'Psu' | 'Storage' | 'UnifiedMemorySystem', ParentType, ContextType>;
};

export type ComponentConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComponentConnection'] = ResolversParentTypes['ComponentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ComponentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ComponentEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComponentEdge'] = ResolversParentTypes['ComponentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Component'], ParentType, ContextType>;
};

export type CoolerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Cooler'] = ResolversParentTypes['Cooler']> = {
  coolerType?: Resolver<ResolversTypes['CoolerType'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxTdpW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sockets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CostPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CostPoint'] = ResolversParentTypes['CostPoint']> = {
  cloudUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  desktopUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CpuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Cpu'] = ResolversParentTypes['Cpu']> = {
  cores?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eccSupport?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxMemoryGb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  memoryChannels?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  memoryTypes?: Resolver<Array<ResolversTypes['MemoryType']>, ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcieGen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pcieLanes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  registeredMemory?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  sustainedPowerW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tdpW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  threads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type EfficiencyRatingResolvers = EnumResolverSignature<{ BRONZE?: any, EIGHTY_PLUS?: any, GOLD?: any, PLATINUM?: any, SILVER?: any, TITANIUM?: any }, ResolversTypes['EfficiencyRating']>;

export type FindingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Finding'] = ResolversParentTypes['Finding']> = {
  components?: Resolver<Array<ResolversTypes['Component']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['Rule'], ParentType, ContextType>;
  ruleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['Severity'], ParentType, ContextType>;
};

export type GenerationFitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GenerationFit'] = ResolversParentTypes['GenerationFit']> = {
  gpu?: Resolver<Maybe<ResolversTypes['Gpu']>, ParentType, ContextType>;
  headroom?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  memory?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  priceCondition?: Resolver<Maybe<ResolversTypes['PriceCondition']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  setup?: Resolver<Maybe<ResolversTypes['GpuSetup']>, ParentType, ContextType>;
  system?: Resolver<Maybe<ResolversTypes['UnifiedMemorySystem']>, ParentType, ContextType>;
};

export type GenerationMemoryEstimateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GenerationMemoryEstimate'] = ResolversParentTypes['GenerationMemoryEstimate']> = {
  assumptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  batchSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cpuRam?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  fits?: Resolver<Array<ResolversTypes['GenerationFit']>, ParentType, ContextType, RequireFields<GenerationMemoryEstimateFitsArgs, 'condition' | 'first' | 'includeLegacy' | 'includeServerCards'>>;
  frames?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  heightPx?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['GenerationModel'], ParentType, ContextType>;
  offload?: Resolver<ResolversTypes['GenerationOffload'], ParentType, ContextType>;
  peak?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  peakStage?: Resolver<ResolversTypes['GenerationStage'], ParentType, ContextType>;
  precision?: Resolver<ResolversTypes['GenerationPrecision'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['GenerationStageMemory']>, ParentType, ContextType>;
  textEncoderPrecision?: Resolver<ResolversTypes['GenerationPrecision'], ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weights?: Resolver<ResolversTypes['GenerationWeights'], ParentType, ContextType>;
  widthPx?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GenerationMemoryLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GenerationMemoryLine'] = ResolversParentTypes['GenerationMemoryLine']> = {
  amount?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  basis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['GenerationLineKey'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
};

export type GenerationModelResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GenerationModel'] = ResolversParentTypes['GenerationModel']> = {
  defaultFrames?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaultHeightPx?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaultWidthPx?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  denoiserExperts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  denoiserParametersBillions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GenerationKind'], ParentType, ContextType>;
  maxFrames?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedFiles?: Resolver<Array<ResolversTypes['GenerationPublishedFile']>, ParentType, ContextType>;
  released?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  textEncoderParametersBillions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  textEncoders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GenerationPublishedFileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GenerationPublishedFile'] = ResolversParentTypes['GenerationPublishedFile']> = {
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
  what?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GenerationStageMemoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GenerationStageMemory'] = ResolversParentTypes['GenerationStageMemory']> = {
  lines?: Resolver<Array<ResolversTypes['GenerationMemoryLine']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['GenerationStage'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
};

export type GenerationWeightsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GenerationWeights'] = ResolversParentTypes['GenerationWeights']> = {
  denoiser?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  textEncoders?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  vae?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
};

export type GpuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Gpu'] = ResolversParentTypes['Gpu']> = {
  architecture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  benchmarks?: Resolver<Array<ResolversTypes['Benchmark']>, ParentType, ContextType>;
  bf16?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cloudOfferings?: Resolver<Array<ResolversTypes['CloudOffering']>, ParentType, ContextType>;
  computeCapability?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coolerStyle?: Resolver<Maybe<ResolversTypes['GpuCoolerStyle']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formFactor?: Resolver<ResolversTypes['GpuFormFactor'], ParentType, ContextType>;
  fp16TensorTflops?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fp32Tflops?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gpusPerBoard?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  lengthMm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  makerSystemPowerW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memoryBandwidthGBs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  memoryType?: Resolver<Maybe<ResolversTypes['GpuMemoryType']>, ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nvlink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pcieConnectors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pcieGen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pcieLanes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  performanceBasis?: Resolver<Maybe<ResolversTypes['PerformanceBasis']>, ParentType, ContextType>;
  performancePerDollar?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType, RequireFields<GpuPerformancePerDollarArgs, 'condition'>>;
  powerLimitMaxW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  powerLimitMinW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  relativePerformance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  relativePerformanceMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slotWidth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  softwareStatus?: Resolver<Maybe<ResolversTypes['SoftwareStatus']>, ParentType, ContextType>;
  softwareSupport?: Resolver<Maybe<ResolversTypes['SoftwareSupport']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  tdpW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tensorCores?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['GpuVendor'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vramGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GpuConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GpuConnection'] = ResolversParentTypes['GpuConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GpuEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GpuEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GpuEdge'] = ResolversParentTypes['GpuEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
};

export type GpuFitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GpuFit'] = ResolversParentTypes['GpuFit']> = {
  boards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comfortableWith?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gpu?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  gpuCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  headroom?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  marginal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  measuredBenchmarks?: Resolver<Array<ResolversTypes['Benchmark']>, ParentType, ContextType>;
  memoryPerGpu?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  priceCondition?: Resolver<ResolversTypes['PriceCondition'], ParentType, ContextType>;
  priceUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requiredPerGpu?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  runtime?: Resolver<ResolversTypes['FitRuntime'], ParentType, ContextType>;
  runtimeReserve?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  setup?: Resolver<ResolversTypes['GpuSetup'], ParentType, ContextType>;
  techniques?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  throughput?: Resolver<Maybe<ResolversTypes['ThroughputEstimate']>, ParentType, ContextType>;
};

export type GpuPlacementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GpuPlacement'] = ResolversParentTypes['GpuPlacement']> = {
  bandwidthGBs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fromCpu?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  gen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gpu?: Resolver<Maybe<ResolversTypes['Component']>, ParentType, ContextType>;
  gpuSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lanes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  physicalLanes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  riser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slotWidth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GpuRecommendationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GpuRecommendation'] = ResolversParentTypes['GpuRecommendation']> = {
  gpu?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  meetsMemory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextStepUp?: Resolver<Maybe<ResolversTypes['GpuStepUp']>, ParentType, ContextType>;
  objective?: Resolver<ResolversTypes['GpuObjective'], ParentType, ContextType>;
  objectiveValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  performanceIsEstimate?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  performancePerDollar?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceIsStale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  stack?: Resolver<Maybe<ResolversTypes['SoftwareStack']>, ParentType, ContextType>;
  stackLevel?: Resolver<Maybe<ResolversTypes['StackLevel']>, ParentType, ContextType>;
  unspentUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type GpuServerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GpuServer'] = ResolversParentTypes['GpuServer']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formFactor?: Resolver<ResolversTypes['ServerFormFactor'], ParentType, ContextType>;
  gpu?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  gpuCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gpuMemoryGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interconnect?: Resolver<ResolversTypes['ServerInterconnect'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPowerW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noiseDba?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  powerInput?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceIncludesGpus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rackUnits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GpuStepUpResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GpuStepUp'] = ResolversParentTypes['GpuStepUp']> = {
  extraUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  figure?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gpu?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  pickFigure?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GraphicsCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GraphicsCard'] = ResolversParentTypes['GraphicsCard']> = {
  boostClockMhz?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  chip?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  coolerStyle?: Resolver<Maybe<ResolversTypes['GpuCoolerStyle']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  lengthMm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memoryType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcieConnectors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pcieGen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pcieLanes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slotWidth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  tdpW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vramGb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GuidanceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Guidance'] = ResolversParentTypes['Guidance']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  components?: Resolver<Array<ResolversTypes['Component']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useCases?: Resolver<Array<ResolversTypes['UseCase']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GuidanceConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GuidanceConnection'] = ResolversParentTypes['GuidanceConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GuidanceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GuidanceEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GuidanceEdge'] = ResolversParentTypes['GuidanceEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Guidance'], ParentType, ContextType>;
};

export type GuidanceTagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GuidanceTag'] = ResolversParentTypes['GuidanceTag']> = {
  guidanceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobPlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobPlan'] = ResolversParentTypes['JobPlan']> = {
  activeParametersBillions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  assumptions?: Resolver<ResolversTypes['PlanAssumptions'], ParentType, ContextType>;
  computeBasis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  computeFlops?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  jobsPerYear?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  leftOut?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['JobMode'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['Model']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  objective?: Resolver<ResolversTypes['PlanObjective'], ParentType, ContextType>;
  ownVsRent?: Resolver<Maybe<ResolversTypes['OwnVsRentPlan']>, ParentType, ContextType>;
  ownership?: Resolver<ResolversTypes['PlanOwnership'], ParentType, ContextType>;
  parametersBillions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  setups?: Resolver<Array<ResolversTypes['PlannedSetup']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokens?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MemoryAmountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MemoryAmount'] = ResolversParentTypes['MemoryAmount']> = {
  bytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gib?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MemoryEstimateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MemoryEstimate'] = ResolversParentTypes['MemoryEstimate']> = {
  activationsGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  allGpus?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  architecture?: Resolver<ResolversTypes['ModelShape'], ParentType, ContextType>;
  architectureDerived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  assumptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  batchSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bitsPerWeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  config?: Resolver<Maybe<ResolversTypes['ModelConfigSummary']>, ParentType, ContextType>;
  cpuRam?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  effectiveBitsPerWeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fitAdvice?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MemoryEstimateFitAdviceArgs, 'condition' | 'includeLegacy' | 'includeServerCards' | 'orderBy'>>;
  fits?: Resolver<Array<ResolversTypes['GpuFit']>, ParentType, ContextType, RequireFields<MemoryEstimateFitsArgs, 'condition' | 'first' | 'includeLegacy' | 'includeServerCards' | 'orderBy'>>;
  fittingGpus?: Resolver<Array<ResolversTypes['Gpu']>, ParentType, ContextType, RequireFields<MemoryEstimateFittingGpusArgs, 'condition' | 'first'>>;
  format?: Resolver<ResolversTypes['WeightFormatDetails'], ParentType, ContextType>;
  gpuCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gradientCheckpointing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  gradientsGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kvCacheGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kvCachePrecision?: Resolver<Maybe<ResolversTypes['KvCachePrecision']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MemoryLine']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['MemoryMode'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['Model']>, ParentType, ContextType>;
  offloadCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  optimizerGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overheadGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parallelism?: Resolver<ResolversTypes['MemoryParallelism'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['MemoryParameters'], ParentType, ContextType>;
  sequenceLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serverFits?: Resolver<Array<ResolversTypes['ServerFit']>, ParentType, ContextType, RequireFields<MemoryEstimateServerFitsArgs, 'condition' | 'first'>>;
  systemFits?: Resolver<Array<ResolversTypes['SystemFit']>, ParentType, ContextType, RequireFields<MemoryEstimateSystemFitsArgs, 'condition' | 'first'>>;
  total?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  totalGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weightFormat?: Resolver<ResolversTypes['MemoryPrecision'], ParentType, ContextType>;
  weightsGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  zeroStage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MemoryKitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MemoryKit'] = ResolversParentTypes['MemoryKit']> = {
  capacityGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ecc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memoryType?: Resolver<ResolversTypes['MemoryType'], ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  modules?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  speedMts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MemoryLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MemoryLine'] = ResolversParentTypes['MemoryLine']> = {
  amount?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  basis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['MemoryLineKey'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
};

export type MemoryParametersResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MemoryParameters'] = ResolversParentTypes['MemoryParameters']> = {
  activeBillions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fromArchitectureBillions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalBillions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trainableBillions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MissingFactResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MissingFact'] = ResolversParentTypes['MissingFact']> = {
  component?: Resolver<Maybe<ResolversTypes['Component']>, ParentType, ContextType>;
  componentSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['ComponentKind']>, ParentType, ContextType>;
};

export type ModelResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Model'] = ResolversParentTypes['Model']> = {
  activeParametersBillions?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  attention?: Resolver<ResolversTypes['AttentionKind'], ParentType, ContextType>;
  attentionHeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attentionOutputGate?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  encoderParametersBillions?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headDim?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hiddenSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  huggingFaceRepo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intermediateSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kvCacheBytesPerToken?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kvHeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kvSharedLayers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  layers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  licence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linearAttention?: Resolver<Maybe<ResolversTypes['ModelLinearAttention']>, ParentType, ContextType>;
  maker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxContextTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mla?: Resolver<Maybe<ResolversTypes['ModelMla']>, ParentType, ContextType>;
  moe?: Resolver<Maybe<ResolversTypes['ModelMoe']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parametersBillions?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  parametersFromArchitectureBillions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  perLayerEmbeddingBillions?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  releaseYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slidingWindow?: Resolver<Maybe<ResolversTypes['ModelSlidingWindow']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  tiedEmbeddings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vocabSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ModelConfigSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelConfigSummary'] = ResolversParentTypes['ModelConfigSummary']> = {
  architectureName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkpointFormat?: Resolver<Maybe<ResolversTypes['MemoryPrecision']>, ParentType, ContextType>;
  maxContextTokens?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  modelType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModelConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelConnection'] = ResolversParentTypes['ModelConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ModelEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModelEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelEdge'] = ResolversParentTypes['ModelEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Model'], ParentType, ContextType>;
};

export type ModelLinearAttentionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelLinearAttention'] = ResolversParentTypes['ModelLinearAttention']> = {
  convKernel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyHeadDim?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyHeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  layers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valueHeadDim?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valueHeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModelMlaResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelMla'] = ResolversParentTypes['ModelMla']> = {
  kvLoraRank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qLoraRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  qkNopeHeadDim?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qkRopeHeadDim?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vHeadDim?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModelMoeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelMoe'] = ResolversParentTypes['ModelMoe']> = {
  activeExperts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  denseLayers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expertIntermediateSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  experts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sharedExpertIntermediateSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sharedExperts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModelShapeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelShape'] = ResolversParentTypes['ModelShape']> = {
  attention?: Resolver<ResolversTypes['AttentionKind'], ParentType, ContextType>;
  attentionHeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  encoderParametersBillions?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  headDim?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hiddenSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  intermediateSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kvHeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kvSharedLayers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  layers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  linearAttention?: Resolver<Maybe<ResolversTypes['ModelLinearAttention']>, ParentType, ContextType>;
  mla?: Resolver<Maybe<ResolversTypes['ModelMla']>, ParentType, ContextType>;
  moe?: Resolver<Maybe<ResolversTypes['ModelMoe']>, ParentType, ContextType>;
  slidingWindow?: Resolver<Maybe<ResolversTypes['ModelSlidingWindow']>, ParentType, ContextType>;
  tiedEmbeddings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vocabSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModelSlidingWindowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelSlidingWindow'] = ResolversParentTypes['ModelSlidingWindow']> = {
  localLayers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  windowTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MotherboardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Motherboard'] = ResolversParentTypes['Motherboard']> = {
  chipset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eccSupport?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formFactor?: Resolver<ResolversTypes['BoardFormFactor'], ParentType, ContextType>;
  gpuModuleSockets?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  m2Slots?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxMemoryGb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  memorySlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memoryType?: Resolver<ResolversTypes['MemoryType'], ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcieSlotGroups?: Resolver<Maybe<Array<ResolversTypes['PcieSlotGroup']>>, ParentType, ContextType>;
  pcieSlotLayoutKnown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pcieSlots?: Resolver<Array<ResolversTypes['PcieSlot']>, ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  registeredMemory?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slotLayoutBasis?: Resolver<ResolversTypes['SlotLayoutBasis'], ParentType, ContextType>;
  slotLayoutSource?: Resolver<Maybe<ResolversTypes['Source']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addPriceObservation?: Resolver<ResolversTypes['PriceObservation'], ParentType, ContextType, RequireFields<MutationAddPriceObservationArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'name' | 'role'>>;
  deleteComponent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteComponentArgs, 'slug'>>;
  revokeApiKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  saveBuild?: Resolver<ResolversTypes['SavedBuild'], ParentType, ContextType, RequireFields<MutationSaveBuildArgs, 'build'>>;
  upsertBenchmark?: Resolver<ResolversTypes['Benchmark'], ParentType, ContextType, RequireFields<MutationUpsertBenchmarkArgs, 'input'>>;
  upsertCase?: Resolver<ResolversTypes['Case'], ParentType, ContextType, RequireFields<MutationUpsertCaseArgs, 'input'>>;
  upsertCloudOffering?: Resolver<ResolversTypes['CloudOffering'], ParentType, ContextType, RequireFields<MutationUpsertCloudOfferingArgs, 'input'>>;
  upsertCooler?: Resolver<ResolversTypes['Cooler'], ParentType, ContextType, RequireFields<MutationUpsertCoolerArgs, 'input'>>;
  upsertCpu?: Resolver<ResolversTypes['Cpu'], ParentType, ContextType, RequireFields<MutationUpsertCpuArgs, 'input'>>;
  upsertGpu?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType, RequireFields<MutationUpsertGpuArgs, 'input'>>;
  upsertGpuServer?: Resolver<ResolversTypes['GpuServer'], ParentType, ContextType, RequireFields<MutationUpsertGpuServerArgs, 'input'>>;
  upsertGraphicsCard?: Resolver<ResolversTypes['GraphicsCard'], ParentType, ContextType, RequireFields<MutationUpsertGraphicsCardArgs, 'input'>>;
  upsertGuidance?: Resolver<ResolversTypes['Guidance'], ParentType, ContextType, RequireFields<MutationUpsertGuidanceArgs, 'input'>>;
  upsertMemoryKit?: Resolver<ResolversTypes['MemoryKit'], ParentType, ContextType, RequireFields<MutationUpsertMemoryKitArgs, 'input'>>;
  upsertMotherboard?: Resolver<ResolversTypes['Motherboard'], ParentType, ContextType, RequireFields<MutationUpsertMotherboardArgs, 'input'>>;
  upsertPsu?: Resolver<ResolversTypes['Psu'], ParentType, ContextType, RequireFields<MutationUpsertPsuArgs, 'input'>>;
  upsertSource?: Resolver<ResolversTypes['Source'], ParentType, ContextType, RequireFields<MutationUpsertSourceArgs, 'input'>>;
  upsertStorage?: Resolver<ResolversTypes['Storage'], ParentType, ContextType, RequireFields<MutationUpsertStorageArgs, 'input'>>;
  upsertUnifiedMemorySystem?: Resolver<ResolversTypes['UnifiedMemorySystem'], ParentType, ContextType, RequireFields<MutationUpsertUnifiedMemorySystemArgs, 'input'>>;
};

export type NodeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Case' | 'Cooler' | 'Cpu' | 'Gpu' | 'GpuServer' | 'GraphicsCard' | 'Guidance' | 'MemoryKit' | 'Motherboard' | 'Psu' | 'Storage' | 'UnifiedMemorySystem', ParentType, ContextType>;
};

export type OwnVsRentPlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OwnVsRentPlan'] = ResolversParentTypes['OwnVsRentPlan']> = {
  breakEvenJobsPerYear?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  comparison?: Resolver<ResolversTypes['CloudVsDesktop'], ParentType, ContextType>;
  ownPays?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owned?: Resolver<ResolversTypes['PlannedSetup'], ParentType, ContextType>;
  rented?: Resolver<ResolversTypes['PlannedSetup'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PcieSlotResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PcieSlot'] = ResolversParentTypes['PcieSlot']> = {
  electricalLanes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromCpu?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  gen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  physicalLanes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sharedWith?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
};

export type PcieSlotGroupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PcieSlotGroup'] = ResolversParentTypes['PcieSlotGroup']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lanes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanAssumptionsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlanAssumptions'] = ResolversParentTypes['PlanAssumptions']> = {
  condition?: Resolver<ResolversTypes['PriceCondition'], ParentType, ContextType>;
  contextTokens?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cpuWatts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  electricityUsdPerKwh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gradientCheckpointing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  idleHoursPerDay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mfu?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  overheadFraction?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  statements?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  usefulLifeYears?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PlannedSetupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlannedSetup'] = ResolversParentTypes['PlannedSetup']> = {
  capacity?: Resolver<Maybe<ResolversTypes['ServingCapacity']>, ParentType, ContextType>;
  costPerJobUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  electricityUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gpu?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  gpuCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hardwareShareUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hardwareUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kwh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxJobsPerYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meetsDeadline?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  mfu?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['CloudOffering']>, ParentType, ContextType>;
  offerInstances?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  offerUsdPerHour?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ownership?: Resolver<ResolversTypes['SetupOwnership'], ParentType, ContextType>;
  platformUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rentUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  replicas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  server?: Resolver<Maybe<ResolversTypes['GpuServer']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  speedBasis?: Resolver<ResolversTypes['SpeedBasis'], ParentType, ContextType>;
  speedMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trainingTokensPerSecond?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  withinBudget?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  yearlyCostUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PowerLimitTradeoffResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PowerLimitTradeoff'] = ResolversParentTypes['PowerLimitTradeoff']> = {
  command?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limitW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxLimitW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLimitW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perfPerWattGain?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rangeBasis?: Resolver<ResolversTypes['FactBasis'], ParentType, ContextType>;
  relativeSpeed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tdpW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wattsSaved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PowerReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PowerReport'] = ResolversParentTypes['PowerReport']> = {
  circuitLimitW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimatedPeakW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fitsCircuit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  psuW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recommendedPsuW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sustainedDrawW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTdpW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transientPeakW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wallDrawW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceObservationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceObservation'] = ResolversParentTypes['PriceObservation']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  component?: Resolver<ResolversTypes['Component'], ParentType, ContextType>;
  condition?: Resolver<ResolversTypes['PurchaseCondition'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  observed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  observedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  observedPrecision?: Resolver<ResolversTypes['DatePrecision'], ParentType, ContextType>;
  priceKind?: Resolver<ResolversTypes['PriceKind'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PsuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Psu'] = ResolversParentTypes['Psu']> = {
  atx3?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  efficiencyRating?: Resolver<Maybe<ResolversTypes['EfficiencyRating']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  native12v2x6?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  pcieConnectors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wattage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  apiKeys?: Resolver<Array<ResolversTypes['ApiKeyInfo']>, ParentType, ContextType>;
  ask?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QueryAskArgs, 'first' | 'text'>>;
  benchmarks?: Resolver<ResolversTypes['BenchmarkConnection'], ParentType, ContextType, RequireFields<QueryBenchmarksArgs, 'first'>>;
  catalogHealth?: Resolver<ResolversTypes['CatalogHealth'], ParentType, ContextType, Partial<QueryCatalogHealthArgs>>;
  checkBuild?: Resolver<ResolversTypes['BuildReport'], ParentType, ContextType, RequireFields<QueryCheckBuildArgs, 'build'>>;
  cloudOfferings?: Resolver<ResolversTypes['CloudOfferingConnection'], ParentType, ContextType, RequireFields<QueryCloudOfferingsArgs, 'first'>>;
  compareCloudVsDesktop?: Resolver<ResolversTypes['CloudVsDesktop'], ParentType, ContextType, RequireFields<QueryCompareCloudVsDesktopArgs, 'input'>>;
  component?: Resolver<Maybe<ResolversTypes['Component']>, ParentType, ContextType, RequireFields<QueryComponentArgs, 'slug'>>;
  components?: Resolver<ResolversTypes['ComponentConnection'], ParentType, ContextType, RequireFields<QueryComponentsArgs, 'first'>>;
  estimateGenerationMemory?: Resolver<ResolversTypes['GenerationMemoryEstimate'], ParentType, ContextType, RequireFields<QueryEstimateGenerationMemoryArgs, 'input'>>;
  estimateMemory?: Resolver<ResolversTypes['MemoryEstimate'], ParentType, ContextType, RequireFields<QueryEstimateMemoryArgs, 'input'>>;
  generationModels?: Resolver<Array<ResolversTypes['GenerationModel']>, ParentType, ContextType>;
  gpus?: Resolver<ResolversTypes['GpuConnection'], ParentType, ContextType, RequireFields<QueryGpusArgs, 'first'>>;
  guidance?: Resolver<ResolversTypes['GuidanceConnection'], ParentType, ContextType, RequireFields<QueryGuidanceArgs, 'first'>>;
  guidanceTags?: Resolver<Array<ResolversTypes['GuidanceTag']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['Model']>, ParentType, ContextType, RequireFields<QueryModelArgs, 'slug'>>;
  models?: Resolver<ResolversTypes['ModelConnection'], ParentType, ContextType, RequireFields<QueryModelsArgs, 'first'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  planJob?: Resolver<ResolversTypes['JobPlan'], ParentType, ContextType, RequireFields<QueryPlanJobArgs, 'input'>>;
  powerLimitTradeoff?: Resolver<ResolversTypes['PowerLimitTradeoff'], ParentType, ContextType, RequireFields<QueryPowerLimitTradeoffArgs, 'limitW'>>;
  recommendBuild?: Resolver<ResolversTypes['BuildRecommendation'], ParentType, ContextType, RequireFields<QueryRecommendBuildArgs, 'input'>>;
  recommendGpus?: Resolver<Array<ResolversTypes['GpuRecommendation']>, ParentType, ContextType, RequireFields<QueryRecommendGpusArgs, 'input'>>;
  rules?: Resolver<Array<ResolversTypes['Rule']>, ParentType, ContextType>;
  savedBuild?: Resolver<Maybe<ResolversTypes['SavedBuild']>, ParentType, ContextType, RequireFields<QuerySavedBuildArgs, 'id'>>;
  search?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'text'>>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  useCase?: Resolver<Maybe<ResolversTypes['UseCase']>, ParentType, ContextType, RequireFields<QueryUseCaseArgs, 'slug'>>;
  useCases?: Resolver<Array<ResolversTypes['UseCase']>, ParentType, ContextType>;
  weightFormats?: Resolver<Array<ResolversTypes['WeightFormatDetails']>, ParentType, ContextType>;
};

export type RuleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Rule'] = ResolversParentTypes['Rule']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['Severity'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SavedBuildResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SavedBuild'] = ResolversParentTypes['SavedBuild']> = {
  build?: Resolver<ResolversTypes['BuildReport'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SavedBuildLine']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<ResolversTypes['SavedBuildOptions'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['BuildPart']>, ParentType, ContextType>;
  report?: Resolver<ResolversTypes['BuildReport'], ParentType, ContextType>;
};

export type SavedBuildLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SavedBuildLine'] = ResolversParentTypes['SavedBuildLine']> = {
  component?: Resolver<Maybe<ResolversTypes['Component']>, ParentType, ContextType>;
  inCatalog?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['ComponentKind']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  savedUsedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SavedBuildOptionsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SavedBuildOptions'] = ResolversParentTypes['SavedBuildOptions']> = {
  mains?: Resolver<Maybe<ResolversTypes['SavedMains']>, ParentType, ContextType>;
  preprocessingOnTheFly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  risers?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  useCase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SavedMainsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SavedMains'] = ResolversParentTypes['SavedMains']> = {
  breakerAmps?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  continuousLoadFactor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['MainsRegion']>, ParentType, ContextType>;
  voltage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SearchEntityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchEntity'] = ResolversParentTypes['SearchEntity']> = {
  amountUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  component?: Resolver<Maybe<ResolversTypes['Component']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchEntityKind'], ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['MemoryMode']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['Model']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  powerW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  precision?: Resolver<Maybe<ResolversTypes['MemoryPrecision']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vramGb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  item?: Resolver<ResolversTypes['SearchItem'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchHitKind'], ParentType, ContextType>;
  match?: Resolver<ResolversTypes['SearchMatch'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  snippet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchItem'] = ResolversParentTypes['SearchItem']> = {
  __resolveType: TypeResolveFn<'Case' | 'Cooler' | 'Cpu' | 'Gpu' | 'GpuServer' | 'GraphicsCard' | 'Guidance' | 'MemoryKit' | 'Model' | 'Motherboard' | 'Psu' | 'Storage' | 'UnifiedMemorySystem' | 'UseCase', ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  calls?: Resolver<Array<ResolversTypes['SuggestedCall']>, ParentType, ContextType>;
  entities?: Resolver<Array<ResolversTypes['SearchEntity']>, ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  intent?: Resolver<ResolversTypes['SearchIntent'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServerFitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServerFit'] = ResolversParentTypes['ServerFit']> = {
  comfortableWith?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gpuCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  headroom?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  marginal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memoryPerGpu?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  priceCondition?: Resolver<Maybe<ResolversTypes['PriceCondition']>, ParentType, ContextType>;
  priceIncludesGpus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requiredPerGpu?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  runtime?: Resolver<ResolversTypes['FitRuntime'], ParentType, ContextType>;
  runtimeReserve?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  server?: Resolver<ResolversTypes['GpuServer'], ParentType, ContextType>;
  throughput?: Resolver<Maybe<ResolversTypes['ThroughputEstimate']>, ParentType, ContextType>;
};

export type ServingCapacityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServingCapacity'] = ResolversParentTypes['ServingCapacity']> = {
  aggregateTokensPerSecond?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  basis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefillTokensPerSecond?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  singleStreamTokensPerSecond?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usersByMemory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usersBySpeed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SoftwareSupportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoftwareSupport'] = ResolversParentTypes['SoftwareSupport']> = {
  architecture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bf16?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  computeCapabilities?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  cudaFirst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cudaLast?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fp4?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fp8?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gfxTargets?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oneApi?: Resolver<Maybe<ResolversTypes['StackStatus']>, ParentType, ContextType>;
  pytorchWheels?: Resolver<ResolversTypes['PytorchWheelStatus'], ParentType, ContextType>;
  rocm?: Resolver<Maybe<ResolversTypes['StackStatus']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['GpuVendor'], ParentType, ContextType>;
};

export type SourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = {
  attribution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snapshot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StalePriceExampleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StalePriceExample'] = ResolversParentTypes['StalePriceExample']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newestOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Storage'] = ResolversParentTypes['Storage']> = {
  capacityGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interface?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcieGen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  storageType?: Resolver<ResolversTypes['StorageType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SuggestedCallResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SuggestedCall'] = ResolversParentTypes['SuggestedCall']> = {
  assumptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['SuggestedOperation'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tool?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toolArguments?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variables?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemAlternativeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemAlternative'] = ResolversParentTypes['SystemAlternative']> = {
  neededGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceCondition?: Resolver<ResolversTypes['PriceCondition'], ParentType, ContextType>;
  priceUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  system?: Resolver<ResolversTypes['UnifiedMemorySystem'], ParentType, ContextType>;
};

export type SystemFitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemFit'] = ResolversParentTypes['SystemFit']> = {
  comfortableWith?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gpuUsableMemory?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  headroom?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  marginal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  priceCondition?: Resolver<Maybe<ResolversTypes['PriceCondition']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  runtime?: Resolver<ResolversTypes['FitRuntime'], ParentType, ContextType>;
  runtimeReserve?: Resolver<ResolversTypes['MemoryAmount'], ParentType, ContextType>;
  system?: Resolver<ResolversTypes['UnifiedMemorySystem'], ParentType, ContextType>;
  throughput?: Resolver<Maybe<ResolversTypes['ThroughputEstimate']>, ParentType, ContextType>;
};

export type ThroughputEstimateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ThroughputEstimate'] = ResolversParentTypes['ThroughputEstimate']> = {
  decodeTokensPerSecond?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isEstimate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefillTokensPerSecond?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
};

export type UnifiedMemorySystemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UnifiedMemorySystem'] = ResolversParentTypes['UnifiedMemorySystem']> = {
  architecture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fp8?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fp16TensorTflops?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gpuMemoryLimit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gpuUsableMemoryGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memoryBandwidthGBs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  memoryType?: Resolver<Maybe<ResolversTypes['GpuMemoryType']>, ParentType, ContextType>;
  mergedExternalIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceKind?: Resolver<Maybe<ResolversTypes['PriceKind']>, ParentType, ContextType>;
  priceObservations?: Resolver<Array<ResolversTypes['PriceObservation']>, ParentType, ContextType>;
  priceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  processor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  softwareStacks?: Resolver<Array<ResolversTypes['SystemSoftwareStack']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  systemPowerW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unifiedMemoryGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceObservedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedPriceObservedPrecision?: Resolver<Maybe<ResolversTypes['DatePrecision']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['UnifiedMemoryVendor'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnverifiedCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UnverifiedCheck'] = ResolversParentTypes['UnverifiedCheck']> = {
  decidesVerdict?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['Rule'], ParentType, ContextType>;
  ruleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledBy?: Resolver<Array<ResolversTypes['MissingFact']>, ParentType, ContextType>;
};

export type UseCaseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UseCase'] = ResolversParentTypes['UseCase']> = {
  cpuThreadsPerGpu?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memoryScope?: Resolver<Maybe<ResolversTypes['MemoryScope']>, ParentType, ContextType>;
  minVramGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recommendedVramGb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  workload?: Resolver<Maybe<ResolversTypes['Workload']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WeightFormatDetailsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WeightFormatDetails'] = ResolversParentTypes['WeightFormatDetails']> = {
  bitsPerWeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  derivation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['MemoryPrecision'], ParentType, ContextType>;
  hardware?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nativeArchitectures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['WeightFormatScope'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  ApiKeyInfo?: ApiKeyInfoResolvers<ContextType>;
  Benchmark?: BenchmarkResolvers<ContextType>;
  BenchmarkConnection?: BenchmarkConnectionResolvers<ContextType>;
  BenchmarkEdge?: BenchmarkEdgeResolvers<ContextType>;
  BoardFormFactor?: BoardFormFactorResolvers;
  BuildPart?: BuildPartResolvers<ContextType>;
  BuildRecommendation?: BuildRecommendationResolvers<ContextType>;
  BuildReport?: BuildReportResolvers<ContextType>;
  Case?: CaseResolvers<ContextType>;
  CatalogHealth?: CatalogHealthResolvers<ContextType>;
  CatalogMissingFact?: CatalogMissingFactResolvers<ContextType>;
  CatalogModelFreshness?: CatalogModelFreshnessResolvers<ContextType>;
  CatalogPriceAge?: CatalogPriceAgeResolvers<ContextType>;
  CloudOffering?: CloudOfferingResolvers<ContextType>;
  CloudOfferingConnection?: CloudOfferingConnectionResolvers<ContextType>;
  CloudOfferingEdge?: CloudOfferingEdgeResolvers<ContextType>;
  CloudProvider?: CloudProviderResolvers;
  CloudVsDesktop?: CloudVsDesktopResolvers<ContextType>;
  Component?: ComponentResolvers<ContextType>;
  ComponentConnection?: ComponentConnectionResolvers<ContextType>;
  ComponentEdge?: ComponentEdgeResolvers<ContextType>;
  Cooler?: CoolerResolvers<ContextType>;
  CostPoint?: CostPointResolvers<ContextType>;
  Cpu?: CpuResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  EfficiencyRating?: EfficiencyRatingResolvers;
  Finding?: FindingResolvers<ContextType>;
  GenerationFit?: GenerationFitResolvers<ContextType>;
  GenerationMemoryEstimate?: GenerationMemoryEstimateResolvers<ContextType>;
  GenerationMemoryLine?: GenerationMemoryLineResolvers<ContextType>;
  GenerationModel?: GenerationModelResolvers<ContextType>;
  GenerationPublishedFile?: GenerationPublishedFileResolvers<ContextType>;
  GenerationStageMemory?: GenerationStageMemoryResolvers<ContextType>;
  GenerationWeights?: GenerationWeightsResolvers<ContextType>;
  Gpu?: GpuResolvers<ContextType>;
  GpuConnection?: GpuConnectionResolvers<ContextType>;
  GpuEdge?: GpuEdgeResolvers<ContextType>;
  GpuFit?: GpuFitResolvers<ContextType>;
  GpuPlacement?: GpuPlacementResolvers<ContextType>;
  GpuRecommendation?: GpuRecommendationResolvers<ContextType>;
  GpuServer?: GpuServerResolvers<ContextType>;
  GpuStepUp?: GpuStepUpResolvers<ContextType>;
  GraphicsCard?: GraphicsCardResolvers<ContextType>;
  Guidance?: GuidanceResolvers<ContextType>;
  GuidanceConnection?: GuidanceConnectionResolvers<ContextType>;
  GuidanceEdge?: GuidanceEdgeResolvers<ContextType>;
  GuidanceTag?: GuidanceTagResolvers<ContextType>;
  JobPlan?: JobPlanResolvers<ContextType>;
  MemoryAmount?: MemoryAmountResolvers<ContextType>;
  MemoryEstimate?: MemoryEstimateResolvers<ContextType>;
  MemoryKit?: MemoryKitResolvers<ContextType>;
  MemoryLine?: MemoryLineResolvers<ContextType>;
  MemoryParameters?: MemoryParametersResolvers<ContextType>;
  MissingFact?: MissingFactResolvers<ContextType>;
  Model?: ModelResolvers<ContextType>;
  ModelConfigSummary?: ModelConfigSummaryResolvers<ContextType>;
  ModelConnection?: ModelConnectionResolvers<ContextType>;
  ModelEdge?: ModelEdgeResolvers<ContextType>;
  ModelLinearAttention?: ModelLinearAttentionResolvers<ContextType>;
  ModelMla?: ModelMlaResolvers<ContextType>;
  ModelMoe?: ModelMoeResolvers<ContextType>;
  ModelShape?: ModelShapeResolvers<ContextType>;
  ModelSlidingWindow?: ModelSlidingWindowResolvers<ContextType>;
  Motherboard?: MotherboardResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  OwnVsRentPlan?: OwnVsRentPlanResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PcieSlot?: PcieSlotResolvers<ContextType>;
  PcieSlotGroup?: PcieSlotGroupResolvers<ContextType>;
  PlanAssumptions?: PlanAssumptionsResolvers<ContextType>;
  PlannedSetup?: PlannedSetupResolvers<ContextType>;
  PowerLimitTradeoff?: PowerLimitTradeoffResolvers<ContextType>;
  PowerReport?: PowerReportResolvers<ContextType>;
  PriceObservation?: PriceObservationResolvers<ContextType>;
  Psu?: PsuResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rule?: RuleResolvers<ContextType>;
  SavedBuild?: SavedBuildResolvers<ContextType>;
  SavedBuildLine?: SavedBuildLineResolvers<ContextType>;
  SavedBuildOptions?: SavedBuildOptionsResolvers<ContextType>;
  SavedMains?: SavedMainsResolvers<ContextType>;
  SearchEntity?: SearchEntityResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchItem?: SearchItemResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  ServerFit?: ServerFitResolvers<ContextType>;
  ServingCapacity?: ServingCapacityResolvers<ContextType>;
  SoftwareSupport?: SoftwareSupportResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  StalePriceExample?: StalePriceExampleResolvers<ContextType>;
  Storage?: StorageResolvers<ContextType>;
  SuggestedCall?: SuggestedCallResolvers<ContextType>;
  SystemAlternative?: SystemAlternativeResolvers<ContextType>;
  SystemFit?: SystemFitResolvers<ContextType>;
  ThroughputEstimate?: ThroughputEstimateResolvers<ContextType>;
  UnifiedMemorySystem?: UnifiedMemorySystemResolvers<ContextType>;
  UnverifiedCheck?: UnverifiedCheckResolvers<ContextType>;
  UseCase?: UseCaseResolvers<ContextType>;
  WeightFormatDetails?: WeightFormatDetailsResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  policy?: PolicyDirectiveResolver<any, any, ContextType>;
};
