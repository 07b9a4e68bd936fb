/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { GpuRow, CpuRow, MotherboardRow, MemoryKitRow, PsuRow, StorageRow, CaseRow, CoolerRow, GraphicsCardRow } from '../../db/rows/component';
import type { PcieSlotRow } from '../../db/rows/pcie-slot';
import type { SourceRow } from '../../db/rows/source';
import type { BenchmarkRow } from '../../db/rows/benchmark';
import type { UseCaseRow } from '../../db/rows/use-case';
import type { GuidanceRow } from '../../db/rows/guidance';
import type { CloudOfferingRow } from '../../db/rows/cloud-offering';
import type { ComponentConnectionModel, Connection, ComponentEdgeModel, Edge } from '../../services/pagination';
import type { RuleDefinition, Finding as FindingModel, BuildReportFacts, PowerReport as PowerReportModel, GpuRanking, MemoryEstimate as MemoryEstimateModel, CloudVsDesktopResult, PowerLimitTradeoff as PowerLimitTradeoffModel } from '../../rules';
import type { BuildRecommendationModel, BuildPartModel } from '../../services/rules-models';
import type { SavedBuildRow } from '../../db/rows/saved-build';
import type { ApiKeyRow } from '../../db/rows/api-key';
import type { CreatedApiKeyModel } from '../../services/auth.service';
import type { RequestContext } from '../../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

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
  precision: Maybe<Scalars['String']['output']>;
  /** Where the figure was published. */
  source: Source;
  /** Unit of `value`, e.g. images/s or x vs V100. */
  unit: Scalars['String']['output'];
  /** The measured value, in `unit`. */
  value: Scalars['Float']['output'];
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

/** A benchmark to create or update (by GPU, workload, metric, unit, precision, GPU count and source). */
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
  precision?: InputMaybe<Scalars['String']['input']>;
  /** Source key. */
  source: Scalars['String']['input'];
  /** Unit. */
  unit: Scalars['String']['input'];
  /** Value, in unit. */
  value: Scalars['Float']['input'];
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
  /** Workload. */
  workload: Scalars['String']['input'];
};

/** A build to check: catalog parts by slug and quantity. */
export type BuildInput = {
  /** The mains supply; regional defaults when absent (120 V / 15 A North America). */
  mains?: InputMaybe<MainsInput>;
  /** Parts by slug with quantities (at most 64 lines). */
  parts: Array<BuildPartInput>;
  /** Whether data is preprocessed on the fly on the CPU (raises threads per GPU from 2 to 4). */
  preprocessingOnTheFly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Use case slug whose memory tier the GPUs should meet. */
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
  /** Use case slug; its memory tier applies. */
  useCase?: InputMaybe<Scalars['String']['input']>;
};

/** The result of checking a build. */
export type BuildReport = {
  __typename?: 'BuildReport';
  /** False exactly when any ERROR finding is present. */
  compatible: Scalars['Boolean']['output'];
  /** What the rules found, most severe first. */
  findings: Array<Finding>;
  /** Power draw, PSU sizing and the circuit. */
  power: PowerReport;
  /** Sum of the parts' new prices in US dollars, when every price is known. */
  totalPriceUsd: Maybe<Scalars['Float']['output']>;
};

/** A case or open frame. */
export type Case = Component & Node & {
  __typename?: 'Case';
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** Expansion slot openings. */
  expansionSlots: Scalars['Int']['output'];
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Motherboard form factors the case accepts. */
  formFactors: Array<Scalars['String']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always CASE. */
  kind: ComponentKind;
  /** Case maker. */
  manufacturer: Scalars['String']['output'];
  /** Longest GPU that fits, in millimetres. */
  maxGpuLengthMm: Maybe<Scalars['Int']['output']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** Whether this is an open frame (no slot limit from the case). */
  openFrame: Scalars['Boolean']['output'];
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
};

/** A case to create or update (by slug). */
export type CaseInput = {
  /** Short description in your own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Expansion slots. */
  expansionSlots: Scalars['Int']['input'];
  /** Board form factors accepted. */
  formFactors: Array<Scalars['String']['input']>;
  /** Maker. */
  manufacturer: Scalars['String']['input'];
  /** Longest GPU, mm. */
  maxGpuLengthMm?: InputMaybe<Scalars['Int']['input']>;
  /** Model name. */
  name: Scalars['String']['input'];
  /** Open frame. */
  openFrame: Scalars['Boolean']['input'];
  /** Typical new price, USD. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Source keys (at least one). */
  sources: Array<Scalars['String']['input']>;
  /** Typical used price, USD. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
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
  provider: Scalars['String']['output'];
  /** Region the price applies to. */
  region: Maybe<Scalars['String']['output']>;
  /** Where the price was published. */
  source: Source;
  /** Spot/preemptible price per instance-hour in US dollars. */
  spotUsdPerHour: Maybe<Scalars['Float']['output']>;
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

/** A cloud price to create or update (by provider, instance type, region and date). */
export type CloudOfferingInput = {
  /** Date observed, YYYY-MM-DD. */
  asOf: Scalars['String']['input'];
  /** GPU slug. */
  gpu: Scalars['String']['input'];
  /** GPUs in the instance. */
  gpuCount: Scalars['Int']['input'];
  /** Instance type. */
  instanceType: Scalars['String']['input'];
  /** On-demand USD per hour. */
  onDemandUsdPerHour?: InputMaybe<Scalars['Float']['input']>;
  /** Provider. */
  provider: Scalars['String']['input'];
  /** Region. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Source key. */
  source: Scalars['String']['input'];
  /** Spot USD per hour. */
  spotUsdPerHour?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** Own machine versus cloud, over time. */
export type CloudVsDesktop = {
  __typename?: 'CloudVsDesktop';
  /** Day on which owning becomes cheaper; null when the cloud stays cheaper. */
  breakEvenDays: Maybe<Scalars['Float']['output']>;
  /** Cloud cost per year at the same utilization, US dollars. */
  cloudYearlyUsd: Scalars['Float']['output'];
  /** Cumulative costs for a chart. */
  points: Array<CostPoint>;
  /** What that energy costs per year, US dollars. */
  yearlyElectricityUsd: Scalars['Float']['output'];
  /** Energy the machine uses per year, kWh. */
  yearlyKwh: Scalars['Float']['output'];
};

/** Inputs of the own-machine versus cloud comparison. */
export type CloudVsDesktopInput = {
  /** A stored cloud offering whose on-demand price to use. */
  cloudOfferingId?: InputMaybe<Scalars['ID']['input']>;
  /** Cloud price per hour in US dollars (or use cloudOfferingId). */
  cloudUsdPerHour?: InputMaybe<Scalars['Float']['input']>;
  /** CPU and rest-of-system draw, in watts. */
  cpuWatts?: InputMaybe<Scalars['Float']['input']>;
  /** What the machine costs, in US dollars. */
  desktopCostUsd: Scalars['Float']['input'];
  /** Electricity price per kWh in US dollars. */
  electricityUsdPerKwh: Scalars['Float']['input'];
  /** GPU power draw under load, in watts. */
  gpuWatts: Scalars['Float']['input'];
  /** Years to chart, up to 10. */
  horizonYears?: InputMaybe<Scalars['Float']['input']>;
  /** Share of the time the machine works, 0 to 1. */
  utilization: Scalars['Float']['input'];
};

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
  /** Model name without the manufacturer, e.g. GeForce RTX 3090. */
  name: Scalars['String']['output'];
  /** Typical new price in US dollars (launch price for GPUs unless the description says otherwise). */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Year the part was released. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier, e.g. nvidia-geforce-rtx-3090. */
  slug: Scalars['String']['output'];
  /** Documents the part's figures come from. */
  sources: Array<Source>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
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
  /** A board partner's graphics card built on a GPU chip (e.g. Gigabyte GeForce RTX 3090 Gaming OC). */
  | 'GRAPHICS_CARD'
  /** A kit of memory modules. */
  | 'MEMORY'
  /** Motherboard, including its PCIe slot layout. */
  | 'MOTHERBOARD'
  /** Power supply unit. */
  | 'PSU'
  /** SSD or hard disk. */
  | 'STORAGE';

/** A CPU cooler. */
export type Cooler = Component & Node & {
  __typename?: 'Cooler';
  /** AIR, AIO or PASSIVE. */
  coolerType: Scalars['String']['output'];
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
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
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
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
};

/** A CPU cooler to create or update (by slug). */
export type CoolerInput = {
  /** AIR, AIO or PASSIVE. */
  coolerType: Scalars['String']['input'];
  /** Short description in your own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Maker. */
  manufacturer: Scalars['String']['input'];
  /** Rated heat, W. */
  maxTdpW?: InputMaybe<Scalars['Int']['input']>;
  /** Model name. */
  name: Scalars['String']['input'];
  /** Typical new price, USD. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Sockets. */
  sockets: Array<Scalars['String']['input']>;
  /** Source keys (at least one). */
  sources: Array<Scalars['String']['input']>;
  /** Typical used price, USD. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** How a graphics card is cooled. */
export type CoolerStyle =
  /** A radial fan that blows the heat out through the bracket. */
  | 'BLOWER'
  /** A pump and radiator (water or hybrid cooling). */
  | 'LIQUID'
  /** Axial fans that blow onto the heatsink; the heat stays in the case. */
  | 'OPEN_AIR'
  /** No fan: the chassis must push air through the heatsink (servers). */
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
  /** Whether ECC memory is supported. */
  eccSupport: Maybe<Scalars['Boolean']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always CPU. */
  kind: ComponentKind;
  /** Intel or AMD. */
  manufacturer: Scalars['String']['output'];
  /** Maximum memory in GB. */
  maxMemoryGb: Maybe<Scalars['Float']['output']>;
  /** Memory channels. */
  memoryChannels: Maybe<Scalars['Int']['output']>;
  /** Supported memory types, e.g. DDR5. */
  memoryTypes: Array<Scalars['String']['output']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** PCIe generation of the CPU's lanes. */
  pcieGen: Maybe<Scalars['Int']['output']>;
  /** PCIe lanes from the CPU usable by slots and M.2 (excluding the chipset link). */
  pcieLanes: Maybe<Scalars['Int']['output']>;
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Whether registered (RDIMM) memory is supported. */
  registeredMemory: Maybe<Scalars['Boolean']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** CPU socket, e.g. AM5, LGA1700, sTR5. */
  socket: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** Thermal design power in watts. */
  tdpW: Scalars['Int']['output'];
  /** Hardware threads. */
  threads: Scalars['Int']['output'];
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
};

/** A CPU to create or update (by slug). */
export type CpuInput = {
  /** Cores. */
  cores: Scalars['Int']['input'];
  /** Short description in your own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** ECC support. */
  eccSupport?: InputMaybe<Scalars['Boolean']['input']>;
  /** Maker. */
  manufacturer: Scalars['String']['input'];
  /** Maximum memory, GB. */
  maxMemoryGb?: InputMaybe<Scalars['Float']['input']>;
  /** Memory channels. */
  memoryChannels?: InputMaybe<Scalars['Int']['input']>;
  /** Memory types. */
  memoryTypes: Array<Scalars['String']['input']>;
  /** Model name. */
  name: Scalars['String']['input'];
  /** PCIe generation. */
  pcieGen?: InputMaybe<Scalars['Int']['input']>;
  /** Usable PCIe lanes. */
  pcieLanes?: InputMaybe<Scalars['Int']['input']>;
  /** Typical new price, USD. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** RDIMM support. */
  registeredMemory?: InputMaybe<Scalars['Boolean']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Socket. */
  socket: Scalars['String']['input'];
  /** Source keys (at least one). */
  sources: Array<Scalars['String']['input']>;
  /** TDP, W. */
  tdpW: Scalars['Int']['input'];
  /** Threads. */
  threads: Scalars['Int']['input'];
  /** Typical used price, USD. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
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
  /** Reference cooler: BLOWER, OPEN_AIR, PASSIVE or LIQUID. */
  coolerStyle: Maybe<Scalars['String']['output']>;
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** PCIE, SXM or OAM. */
  formFactor: Scalars['String']['output'];
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
  /** Board maker. */
  manufacturer: Scalars['String']['output'];
  /** Memory bandwidth per board in GB/s. */
  memoryBandwidthGBs: Scalars['Float']['output'];
  /** Memory technology, e.g. GDDR6X or HBM3. */
  memoryType: Maybe<Scalars['String']['output']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** Whether the card can be bridged with NVLink. */
  nvlink: Scalars['Boolean']['output'];
  /** Auxiliary power input in 8-pin PCIe (150 W) equivalents; a 600 W 12V-2x6 plug counts 4. */
  pcieConnectors: Maybe<Scalars['Int']['output']>;
  /** PCIe generation of the card's interface. */
  pcieGen: Maybe<Scalars['Int']['output']>;
  /** relativePerformance per 1,000 US dollars at the chosen price condition; null without a price. */
  performancePerDollar: Maybe<Scalars['Float']['output']>;
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
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** Board power (TDP/TGP) in watts. */
  tdpW: Scalars['Int']['output'];
  /** Whether the GPU has tensor (matrix) cores. */
  tensorCores: Scalars['Boolean']['output'];
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Chip vendor: NVIDIA, AMD or Intel. */
  vendor: Scalars['String']['output'];
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
  /** Which price maxPriceUsd and the price orders use (default NEW). */
  condition?: InputMaybe<PriceCondition>;
  /** Only GPUs of this form factor (PCIE, SXM, OAM). */
  formFactor?: InputMaybe<Scalars['String']['input']>;
  /** At most this price in US dollars, at `condition`. */
  maxPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** At least this much memory per board, in GB. */
  minVramGb?: InputMaybe<Scalars['Float']['input']>;
  /** Loose model-name match, e.g. 3090 or rtx3090. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only GPUs with tensor cores. */
  tensorCores?: InputMaybe<Scalars['Boolean']['input']>;
  /** NVIDIA, AMD or Intel (case-insensitive). */
  vendor?: InputMaybe<Scalars['String']['input']>;
};

/** A GPU to create or update (by slug). */
export type GpuInput = {
  /** Architecture name. */
  architecture: Scalars['String']['input'];
  /** Supports bfloat16. */
  bf16: Scalars['Boolean']['input'];
  /** BLOWER, OPEN_AIR, PASSIVE or LIQUID. */
  coolerStyle?: InputMaybe<Scalars['String']['input']>;
  /** Short description in your own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** PCIE, SXM or OAM. */
  formFactor: Scalars['String']['input'];
  /** Dense FP16 tensor TFLOPS. */
  fp16TensorTflops?: InputMaybe<Scalars['Float']['input']>;
  /** FP32 TFLOPS. */
  fp32Tflops?: InputMaybe<Scalars['Float']['input']>;
  /** GPUs per board. */
  gpusPerBoard: Scalars['Int']['input'];
  /** Length, mm. */
  lengthMm?: InputMaybe<Scalars['Int']['input']>;
  /** Board maker. */
  manufacturer: Scalars['String']['input'];
  /** Memory bandwidth per board, GB/s. */
  memoryBandwidthGBs: Scalars['Float']['input'];
  /** Memory technology. */
  memoryType?: InputMaybe<Scalars['String']['input']>;
  /** Model name without the manufacturer. */
  name: Scalars['String']['input'];
  /** NVLink capable. */
  nvlink: Scalars['Boolean']['input'];
  /** Power input in 8-pin equivalents. */
  pcieConnectors?: InputMaybe<Scalars['Int']['input']>;
  /** PCIe generation. */
  pcieGen?: InputMaybe<Scalars['Int']['input']>;
  /** Typical new price, USD. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Slots occupied. */
  slotWidth?: InputMaybe<Scalars['Float']['input']>;
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Source keys (at least one; see the sources query). */
  sources: Array<Scalars['String']['input']>;
  /** Board power, W. */
  tdpW: Scalars['Int']['input'];
  /** Has tensor cores. */
  tensorCores: Scalars['Boolean']['input'];
  /** Typical used price, USD. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** NVIDIA, AMD or Intel. */
  vendor: Scalars['String']['input'];
  /** The version you read; required to update, omitted to create. A stale version is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
  /** Memory per board, GB. */
  vramGb: Scalars['Float']['input'];
};

/** Orders for the gpus query; ties break by id. */
export type GpuOrder =
  /** Highest memory bandwidth first. */
  | 'BANDWIDTH_DESC'
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

/** A recommended GPU. */
export type GpuRecommendation = {
  __typename?: 'GpuRecommendation';
  /** The card. */
  gpu: Gpu;
  /** Whether the card meets the memory requirement. */
  meetsMemory: Scalars['Boolean']['output'];
  /** relativePerformance per $1,000. */
  performancePerDollar: Maybe<Scalars['Float']['output']>;
  /** Price per card at the chosen condition, US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** 1 = best. */
  rank: Scalars['Int']['output'];
  /** Why it was picked, and its caveats. */
  reasons: Array<Scalars['String']['output']>;
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
  /** Limit on the cards' combined power in watts. */
  maxPowerW?: InputMaybe<Scalars['Float']['input']>;
  /** Minimum memory per card in GB (overrides the use case's tier when higher). */
  minVramGb?: InputMaybe<Scalars['Float']['input']>;
  /** Use case slug; its minimum memory tier applies. */
  useCase?: InputMaybe<Scalars['String']['input']>;
};

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
  coolerStyle: Maybe<CoolerStyle>;
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
  /** Product name without the board maker, e.g. GeForce RTX 3090 GAMING OC 24G. */
  name: Scalars['String']['output'];
  /** Auxiliary power inputs in 8-pin PCIe (150 W) equivalents: a 6-pin counts 1/2, a 12V-2x6 plug 4; rounded up. */
  pcieConnectors: Maybe<Scalars['Int']['output']>;
  /** PCIe generation of the card's edge connector. */
  pcieGen: Maybe<Scalars['Int']['output']>;
  /** Electrical PCIe lanes of the card's edge connector (8 on RTX 4060-class cards). */
  pcieLanes: Maybe<Scalars['Int']['output']>;
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
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Memory on the card in GB, as its maker lists it. */
  vramGb: Maybe<Scalars['Float']['output']>;
};

/** A graphics card to create or update (by slug). */
export type GraphicsCardInput = {
  /** Boost clock, MHz. */
  boostClockMhz?: InputMaybe<Scalars['Int']['input']>;
  /** Slug of the GPU chip on the card (a GPU of the catalog). */
  chip: Scalars['String']['input'];
  /** Cooler style. */
  coolerStyle?: InputMaybe<CoolerStyle>;
  /** Short description in your own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Length, mm. */
  lengthMm?: InputMaybe<Scalars['Int']['input']>;
  /** Board maker. */
  manufacturer: Scalars['String']['input'];
  /** Memory technology. */
  memoryType?: InputMaybe<Scalars['String']['input']>;
  /** Product name without the board maker. */
  name: Scalars['String']['input'];
  /** Auxiliary power inputs in 8-pin equivalents. */
  pcieConnectors?: InputMaybe<Scalars['Int']['input']>;
  /** PCIe generation. */
  pcieGen?: InputMaybe<Scalars['Int']['input']>;
  /** Electrical PCIe lanes of the edge connector. */
  pcieLanes?: InputMaybe<Scalars['Int']['input']>;
  /** Typical new price, USD. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Slots occupied. */
  slotWidth?: InputMaybe<Scalars['Float']['input']>;
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Source keys (at least one). */
  sources: Array<Scalars['String']['input']>;
  /** Board power, W. */
  tdpW?: InputMaybe<Scalars['Int']['input']>;
  /** Typical used price, USD. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
  /** Memory, GB. */
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

/** A guidance entry to create or update (by slug). */
export type GuidanceInput = {
  /** The answer in your own words (at most 4,000 characters). */
  answer: Scalars['String']['input'];
  /** Component slugs the answer talks about. */
  components?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Everyday phrasings for search (at most 50). */
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The question as people ask it (at most 500 characters). */
  question: Scalars['String']['input'];
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Source keys (at least one). */
  sources: Array<Scalars['String']['input']>;
  /** Topic tags (at most 20). */
  tags: Array<Scalars['String']['input']>;
  /** Use case slugs the answer talks about. */
  useCases?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** The household circuit the machine plugs into. */
export type MainsInput = {
  /** Breaker rating in amps, e.g. 15, 16 or 20. */
  breakerAmps?: InputMaybe<Scalars['Float']['input']>;
  /** Share of the breaker rating a continuous load may use (0.8 under the US NEC). */
  continuousLoadFactor?: InputMaybe<Scalars['Float']['input']>;
  /** Volts, e.g. 120 or 230. */
  voltage?: InputMaybe<Scalars['Float']['input']>;
};

/** GPU memory a model needs, by part. */
export type MemoryEstimate = {
  __typename?: 'MemoryEstimate';
  /** Activations kept for the backward pass, GB. */
  activationsGb: Scalars['Float']['output'];
  /** Catalog GPUs whose memory holds the total, smallest sufficient first. */
  fittingGpus: Array<Gpu>;
  /** Gradients, GB. */
  gradientsGb: Scalars['Float']['output'];
  /** Key/value cache for inference, GB. */
  kvCacheGb: Scalars['Float']['output'];
  /** Optimizer states (and master weights), GB. */
  optimizerGb: Scalars['Float']['output'];
  /** CUDA context and framework overhead, GB. */
  overheadGb: Scalars['Float']['output'];
  /** Everything together, GB. */
  totalGb: Scalars['Float']['output'];
  /** Model weights, GB. */
  weightsGb: Scalars['Float']['output'];
};


/** GPU memory a model needs, by part. */
export type MemoryEstimateFittingGpusArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A model to estimate GPU memory for. */
export type MemoryEstimateInput = {
  /** Batch size, 1 to 4096. */
  batchSize?: InputMaybe<Scalars['Int']['input']>;
  /** Recompute activations in the backward pass to save memory. */
  gradientCheckpointing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Hidden size; estimated from the size when absent. */
  hiddenSize?: InputMaybe<Scalars['Int']['input']>;
  /** Transformer layers; estimated from the size when absent. */
  layers?: InputMaybe<Scalars['Int']['input']>;
  /** INFERENCE, TRAINING, LORA or QLORA. */
  mode: Scalars['String']['input'];
  /** ADAMW, ADAM, SGD or ADAM_8BIT (training modes). */
  optimizer?: InputMaybe<Scalars['String']['input']>;
  /** Model size in billions of parameters (0.001 to 10,000). */
  parametersBillions: Scalars['Float']['input'];
  /** FP32, FP16, BF16, INT8 or INT4. */
  precision: Scalars['String']['input'];
  /** Sequence length in tokens, 1 to 1,048,576. */
  sequenceLength?: InputMaybe<Scalars['Int']['input']>;
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
  memoryType: Scalars['String']['output'];
  /** Modules in the kit. */
  modules: Scalars['Int']['output'];
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
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
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
};

/** A memory kit to create or update (by slug). */
export type MemoryKitInput = {
  /** Kit capacity, GB. */
  capacityGb: Scalars['Float']['input'];
  /** Short description in your own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** ECC. */
  ecc: Scalars['Boolean']['input'];
  /** Maker. */
  manufacturer: Scalars['String']['input'];
  /** DDR4, DDR5... */
  memoryType: Scalars['String']['input'];
  /** Modules. */
  modules: Scalars['Int']['input'];
  /** Model name. */
  name: Scalars['String']['input'];
  /** Typical new price, USD. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Registered. */
  registered: Scalars['Boolean']['input'];
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Source keys (at least one). */
  sources: Array<Scalars['String']['input']>;
  /** Speed, MT/s. */
  speedMts?: InputMaybe<Scalars['Int']['input']>;
  /** Typical used price, USD. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A motherboard. */
export type Motherboard = Component & Node & {
  __typename?: 'Motherboard';
  /** Chipset, e.g. X670E, TRX50. */
  chipset: Maybe<Scalars['String']['output']>;
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** Whether ECC memory is supported. */
  eccSupport: Maybe<Scalars['Boolean']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Board form factor, e.g. ATX, E-ATX, EEB. */
  formFactor: Scalars['String']['output'];
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always MOTHERBOARD. */
  kind: ComponentKind;
  /** M.2 slots. */
  m2Slots: Maybe<Scalars['Int']['output']>;
  /** Board maker. */
  manufacturer: Scalars['String']['output'];
  /** Maximum memory in GB. */
  maxMemoryGb: Maybe<Scalars['Float']['output']>;
  /** Memory slots. */
  memorySlots: Scalars['Int']['output'];
  /** Memory type the board takes. */
  memoryType: Scalars['String']['output'];
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
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Whether registered (RDIMM) memory is supported. */
  registeredMemory: Maybe<Scalars['Boolean']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** CPU socket. */
  socket: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
};

/** A motherboard to create or update (by slug). */
export type MotherboardInput = {
  /** Chipset. */
  chipset?: InputMaybe<Scalars['String']['input']>;
  /** Short description in your own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** ECC support. */
  eccSupport?: InputMaybe<Scalars['Boolean']['input']>;
  /** Form factor. */
  formFactor: Scalars['String']['input'];
  /** M.2 slots. */
  m2Slots?: InputMaybe<Scalars['Int']['input']>;
  /** Maker. */
  manufacturer: Scalars['String']['input'];
  /** Maximum memory, GB. */
  maxMemoryGb?: InputMaybe<Scalars['Float']['input']>;
  /** Memory slots. */
  memorySlots: Scalars['Int']['input'];
  /** Memory type. */
  memoryType: Scalars['String']['input'];
  /** Model name. */
  name: Scalars['String']['input'];
  /** Slot counts by generation and width, when the positions are not known. */
  pcieSlotGroups?: InputMaybe<Array<PcieSlotGroupInput>>;
  /** Slot layout (at most 32 slots); leave it out when the positions are not known. */
  pcieSlots?: InputMaybe<Array<PcieSlotInput>>;
  /** Typical new price, USD. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** RDIMM support. */
  registeredMemory?: InputMaybe<Scalars['Boolean']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Socket. */
  socket: Scalars['String']['input'];
  /** Source keys (at least one). */
  sources: Array<Scalars['String']['input']>;
  /** Typical used price, USD. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
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

/** An object with a globally unique, opaque ID that `node(id:)` can fetch back. */
export type Node = {
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
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

/** Speed and energy of a power-limited GPU. */
export type PowerLimitTradeoff = {
  __typename?: 'PowerLimitTradeoff';
  /** The limit applied in watts. */
  limitW: Scalars['Int']['output'];
  /** Performance per watt relative to full power. */
  perfPerWattGain: Scalars['Float']['output'];
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
  /** Sustained draw estimate in watts (TDPs plus CPU and platform allowance). */
  estimatedPeakW: Scalars['Int']['output'];
  /** Whether the wall draw fits the circuit's continuous limit. */
  fitsCircuit: Scalars['Boolean']['output'];
  /** Rated wattage of the PSU(s) in the build. */
  psuW: Maybe<Scalars['Int']['output']>;
  /** PSU size with headroom, in watts. */
  recommendedPsuW: Scalars['Int']['output'];
  /** Sum of the parts' rated power in watts. */
  totalTdpW: Scalars['Int']['output'];
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

/** A power supply unit. */
export type Psu = Component & Node & {
  __typename?: 'Psu';
  /** Whether the unit meets ATX 3.0/3.1 (rated for GPU power excursions). */
  atx3: Scalars['Boolean']['output'];
  /** A short description in rigbase's own words. */
  description: Maybe<Scalars['String']['output']>;
  /** 80 PLUS rating, e.g. 80+ Platinum. */
  efficiencyRating: Maybe<Scalars['String']['output']>;
  /** The part's id in the open dataset it was imported from; null for parts entered by hand only. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Globally unique opaque identifier. */
  id: Scalars['ID']['output'];
  /** Always PSU. */
  kind: ComponentKind;
  /** PSU maker. */
  manufacturer: Scalars['String']['output'];
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** PCIe power outputs in 8-pin equivalents (a native 12V-2x6 counts 4). */
  pcieConnectors: Maybe<Scalars['Int']['output']>;
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
  /** Rated continuous output in watts. */
  wattage: Scalars['Int']['output'];
};

/** A PSU to create or update (by slug). */
export type PsuInput = {
  /** ATX 3.x. */
  atx3: Scalars['Boolean']['input'];
  /** Short description in your own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 80 PLUS rating. */
  efficiencyRating?: InputMaybe<Scalars['String']['input']>;
  /** Maker. */
  manufacturer: Scalars['String']['input'];
  /** Model name. */
  name: Scalars['String']['input'];
  /** PCIe outputs in 8-pin equivalents. */
  pcieConnectors?: InputMaybe<Scalars['Int']['input']>;
  /** Typical new price, USD. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Source keys (at least one). */
  sources: Array<Scalars['String']['input']>;
  /** Typical used price, USD. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
  /** Rated watts. */
  wattage: Scalars['Int']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** API keys (ADMIN). */
  apiKeys: Array<ApiKeyInfo>;
  /** Published benchmarks. */
  benchmarks: BenchmarkConnection;
  /** Checks a build: compatibility, fit, PCIe, power, circuit, cooling and balance. */
  checkBuild: BuildReport;
  /** Cloud instance prices, newest first. */
  cloudOfferings: CloudOfferingConnection;
  /** Own machine versus cloud: energy, cost and break-even. */
  compareCloudVsDesktop: CloudVsDesktop;
  /** One component by slug; null when it does not exist. */
  component: Maybe<Component>;
  /** Components, optionally of one kind and matching a loose name search. */
  components: ComponentConnection;
  /** GPU memory needed to run or train a model. */
  estimateMemory: MemoryEstimate;
  /** GPUs, filtered and ordered. */
  gpus: GpuConnection;
  /** Guidance entries, optionally searched or filtered by tag. */
  guidance: GuidanceConnection;
  /** Fetches any Node by its global ID; null when it does not exist. */
  node: Maybe<Node>;
  /** Speed lost and energy saved by power-limiting a GPU (nvidia-smi -pl). */
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
   * Free-text search across guidance, use cases and every kind of part, best match first.
   * Takes a question in everyday words ("the breaker trips when I run three GPUs") or a
   * loose model name ("3090", "rtx3090", "RTX-3090", "2080ti"); tolerates common typos.
   * A blank text is BAD_USER_INPUT; a text with no searchable word returns an empty list.
   */
  search: Array<SearchHit>;
  /** Every source, ordered by key. */
  sources: Array<Source>;
  /** One use case by slug; null when it does not exist. */
  useCase: Maybe<UseCase>;
  /** All use cases (memory tiers), ordered by minimum memory. */
  useCases: Array<UseCase>;
};


export type QueryBenchmarksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  gpuSlug?: InputMaybe<Scalars['String']['input']>;
  workload?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckBuildArgs = {
  build: BuildInput;
};


export type QueryCloudOfferingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  gpuSlug?: InputMaybe<Scalars['String']['input']>;
  maxUsdPerHour?: InputMaybe<Scalars['Float']['input']>;
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


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
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
  /** The check of the build when it was saved. */
  build: BuildReport;
  /** When it was saved (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Unguessable id; anyone holding it can read the build. */
  id: Scalars['ID']['output'];
  /** Optional name. */
  name: Maybe<Scalars['String']['output']>;
  /** The parts. */
  parts: Array<BuildPart>;
};

/** One ranked search result. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** The item itself, with all its fields and sources. */
  item: SearchItem;
  /** GUIDANCE, USE_CASE or a ComponentKind (GPU, CPU, MOTHERBOARD, MEMORY, PSU, STORAGE, CASE, COOLER). */
  kind: Scalars['String']['output'];
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

/** Anything a search can find: a guidance entry, a use case (memory tier) or a catalog part. */
export type SearchItem = Case | Cooler | Cpu | Gpu | GraphicsCard | Guidance | MemoryKit | Motherboard | Psu | Storage | UseCase;

/** How a search hit matches the text. */
export type SearchMatch =
  /** The part has the model number the text names (3090 in undervolt a 3090), not every word of the text. */
  | 'MODEL'
  /** The part's name holds the whole text as one run of words: a loose model name such as 3090 gaming oc or b650 tomahawk. */
  | 'NAME'
  /** Only words of the text match: guidance and use cases always, parts that share words without the model. */
  | 'TEXT';

/** How serious a finding is. */
export type Severity =
  /** The build will not work as listed (compatible is false). */
  | 'ERROR'
  /** Context, or a check that could not be made because a fact is missing. */
  | 'INFO'
  /** It works, but with a real cost or risk the builder should weigh. */
  | 'WARNING';

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
  /** Where to read it, when it is online. */
  url: Maybe<Scalars['String']['output']>;
  /** Year of publication. */
  year: Maybe<Scalars['Int']['output']>;
};

/** A source to create or update (by key). */
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
  title: Scalars['String']['input'];
  /** URL (http or https). */
  url?: InputMaybe<Scalars['String']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
  /** Year. */
  year?: InputMaybe<Scalars['Int']['input']>;
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
  /** Model name without the manufacturer. */
  name: Scalars['String']['output'];
  /** PCIe generation for NVMe drives. */
  pcieGen: Maybe<Scalars['Int']['output']>;
  /** Typical new price in US dollars. */
  priceUsd: Maybe<Scalars['Float']['output']>;
  /** Year of release. */
  releaseYear: Maybe<Scalars['Int']['output']>;
  /** Stable lowercase kebab-case identifier. */
  slug: Scalars['String']['output'];
  /** Documents the figures come from. */
  sources: Array<Source>;
  /** NVME, SATA_SSD or HDD. */
  storageType: Scalars['String']['output'];
  /** Typical used price in US dollars, where known. */
  usedPriceUsd: Maybe<Scalars['Float']['output']>;
};

/** A drive to create or update (by slug). */
export type StorageInput = {
  /** Capacity, GB. */
  capacityGb: Scalars['Float']['input'];
  /** Short description in your own words. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Interface. */
  interface: Scalars['String']['input'];
  /** Maker. */
  manufacturer: Scalars['String']['input'];
  /** Model name. */
  name: Scalars['String']['input'];
  /** PCIe generation. */
  pcieGen?: InputMaybe<Scalars['Int']['input']>;
  /** Typical new price, USD. */
  priceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** Year of release. */
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  /** Stable kebab-case identifier. */
  slug: Scalars['String']['input'];
  /** Source keys (at least one). */
  sources: Array<Scalars['String']['input']>;
  /** NVME, SATA_SSD or HDD. */
  storageType: Scalars['String']['input'];
  /** Typical used price, USD. */
  usedPriceUsd?: InputMaybe<Scalars['Float']['input']>;
  /** The version you read; required to update, omitted to create. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A kind of deep-learning work and the GPU memory it needs. */
export type UseCase = {
  __typename?: 'UseCase';
  /** CPU threads to budget per GPU. */
  cpuThreadsPerGpu: Maybe<Scalars['Int']['output']>;
  /** What the work involves and why it needs this memory, in rigbase's words. */
  description: Scalars['String']['output'];
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
};



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
    | ( CaseRow )
    | ( CoolerRow )
    | ( CpuRow )
    | ( GpuRow )
    | ( GraphicsCardRow )
    | ( GuidanceRow )
    | ( MemoryKitRow )
    | ( MotherboardRow )
    | ( PsuRow )
    | ( StorageRow )
    | ( UseCaseRow )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Component:
    | ( CaseRow )
    | ( CoolerRow )
    | ( CpuRow )
    | ( GpuRow )
    | ( GraphicsCardRow )
    | ( MemoryKitRow )
    | ( MotherboardRow )
    | ( PsuRow )
    | ( StorageRow )
  ;
  Node:
    | ( CaseRow )
    | ( CoolerRow )
    | ( CpuRow )
    | ( GpuRow )
    | ( GraphicsCardRow )
    | ( GuidanceRow )
    | ( MemoryKitRow )
    | ( MotherboardRow )
    | ( PsuRow )
    | ( StorageRow )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ApiKeyInfo: ResolverTypeWrapper<ApiKeyRow>;
  Benchmark: ResolverTypeWrapper<BenchmarkRow>;
  BenchmarkConnection: ResolverTypeWrapper<Connection<BenchmarkRow>>;
  BenchmarkEdge: ResolverTypeWrapper<Edge<BenchmarkRow>>;
  BenchmarkInput: BenchmarkInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuildInput: BuildInput;
  BuildPart: ResolverTypeWrapper<BuildPartModel>;
  BuildPartInput: BuildPartInput;
  BuildRecommendation: ResolverTypeWrapper<BuildRecommendationModel>;
  BuildRecommendationInput: BuildRecommendationInput;
  BuildReport: ResolverTypeWrapper<BuildReportFacts>;
  Case: ResolverTypeWrapper<CaseRow>;
  CaseInput: CaseInput;
  CloudOffering: ResolverTypeWrapper<CloudOfferingRow>;
  CloudOfferingConnection: ResolverTypeWrapper<Connection<CloudOfferingRow>>;
  CloudOfferingEdge: ResolverTypeWrapper<Edge<CloudOfferingRow>>;
  CloudOfferingInput: CloudOfferingInput;
  CloudVsDesktop: ResolverTypeWrapper<CloudVsDesktopResult>;
  CloudVsDesktopInput: CloudVsDesktopInput;
  Component: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Component']>;
  ComponentConnection: ResolverTypeWrapper<ComponentConnectionModel>;
  ComponentEdge: ResolverTypeWrapper<ComponentEdgeModel>;
  ComponentKind: ComponentKind;
  Cooler: ResolverTypeWrapper<CoolerRow>;
  CoolerInput: CoolerInput;
  CoolerStyle: CoolerStyle;
  CostPoint: ResolverTypeWrapper<CostPoint>;
  Cpu: ResolverTypeWrapper<CpuRow>;
  CpuInput: CpuInput;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKeyModel>;
  Finding: ResolverTypeWrapper<FindingModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gpu: ResolverTypeWrapper<GpuRow>;
  GpuConnection: ResolverTypeWrapper<Connection<GpuRow>>;
  GpuEdge: ResolverTypeWrapper<Edge<GpuRow>>;
  GpuFilter: GpuFilter;
  GpuInput: GpuInput;
  GpuOrder: GpuOrder;
  GpuRecommendation: ResolverTypeWrapper<GpuRanking<GpuRow>>;
  GpuRecommendationInput: GpuRecommendationInput;
  GraphicsCard: ResolverTypeWrapper<GraphicsCardRow>;
  GraphicsCardInput: GraphicsCardInput;
  Guidance: ResolverTypeWrapper<GuidanceRow>;
  GuidanceConnection: ResolverTypeWrapper<Connection<GuidanceRow>>;
  GuidanceEdge: ResolverTypeWrapper<Edge<GuidanceRow>>;
  GuidanceInput: GuidanceInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MainsInput: MainsInput;
  MemoryEstimate: ResolverTypeWrapper<MemoryEstimateModel>;
  MemoryEstimateInput: MemoryEstimateInput;
  MemoryKit: ResolverTypeWrapper<MemoryKitRow>;
  MemoryKitInput: MemoryKitInput;
  Motherboard: ResolverTypeWrapper<MotherboardRow>;
  MotherboardInput: MotherboardInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PcieSlot: ResolverTypeWrapper<PcieSlotRow>;
  PcieSlotGroup: ResolverTypeWrapper<PcieSlotGroup>;
  PcieSlotGroupInput: PcieSlotGroupInput;
  PcieSlotInput: PcieSlotInput;
  PowerLimitTradeoff: ResolverTypeWrapper<PowerLimitTradeoffModel>;
  PowerReport: ResolverTypeWrapper<PowerReportModel>;
  PriceCondition: PriceCondition;
  Psu: ResolverTypeWrapper<PsuRow>;
  PsuInput: PsuInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  Rule: ResolverTypeWrapper<RuleDefinition>;
  SavedBuild: ResolverTypeWrapper<SavedBuildRow>;
  SearchHit: ResolverTypeWrapper<Omit<SearchHit, 'item'> & { item: ResolversTypes['SearchItem'] }>;
  SearchItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchItem']>;
  SearchMatch: SearchMatch;
  Severity: Severity;
  Source: ResolverTypeWrapper<SourceRow>;
  SourceInput: SourceInput;
  Storage: ResolverTypeWrapper<StorageRow>;
  StorageInput: StorageInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UseCase: ResolverTypeWrapper<UseCaseRow>;
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
  Case: CaseRow;
  CaseInput: CaseInput;
  CloudOffering: CloudOfferingRow;
  CloudOfferingConnection: Connection<CloudOfferingRow>;
  CloudOfferingEdge: Edge<CloudOfferingRow>;
  CloudOfferingInput: CloudOfferingInput;
  CloudVsDesktop: CloudVsDesktopResult;
  CloudVsDesktopInput: CloudVsDesktopInput;
  Component: ResolversInterfaceTypes<ResolversParentTypes>['Component'];
  ComponentConnection: ComponentConnectionModel;
  ComponentEdge: ComponentEdgeModel;
  Cooler: CoolerRow;
  CoolerInput: CoolerInput;
  CostPoint: CostPoint;
  Cpu: CpuRow;
  CpuInput: CpuInput;
  CreatedApiKey: CreatedApiKeyModel;
  Finding: FindingModel;
  Float: Scalars['Float']['output'];
  Gpu: GpuRow;
  GpuConnection: Connection<GpuRow>;
  GpuEdge: Edge<GpuRow>;
  GpuFilter: GpuFilter;
  GpuInput: GpuInput;
  GpuRecommendation: GpuRanking<GpuRow>;
  GpuRecommendationInput: GpuRecommendationInput;
  GraphicsCard: GraphicsCardRow;
  GraphicsCardInput: GraphicsCardInput;
  Guidance: GuidanceRow;
  GuidanceConnection: Connection<GuidanceRow>;
  GuidanceEdge: Edge<GuidanceRow>;
  GuidanceInput: GuidanceInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MainsInput: MainsInput;
  MemoryEstimate: MemoryEstimateModel;
  MemoryEstimateInput: MemoryEstimateInput;
  MemoryKit: MemoryKitRow;
  MemoryKitInput: MemoryKitInput;
  Motherboard: MotherboardRow;
  MotherboardInput: MotherboardInput;
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  PageInfo: PageInfo;
  PcieSlot: PcieSlotRow;
  PcieSlotGroup: PcieSlotGroup;
  PcieSlotGroupInput: PcieSlotGroupInput;
  PcieSlotInput: PcieSlotInput;
  PowerLimitTradeoff: PowerLimitTradeoffModel;
  PowerReport: PowerReportModel;
  Psu: PsuRow;
  PsuInput: PsuInput;
  Query: Record<PropertyKey, never>;
  Rule: RuleDefinition;
  SavedBuild: SavedBuildRow;
  SearchHit: Omit<SearchHit, 'item'> & { item: ResolversParentTypes['SearchItem'] };
  SearchItem: ResolversUnionTypes<ResolversParentTypes>['SearchItem'];
  Source: SourceRow;
  SourceInput: SourceInput;
  Storage: StorageRow;
  StorageInput: StorageInput;
  String: Scalars['String']['output'];
  UseCase: UseCaseRow;
};

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
  precision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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

export type BuildPartResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BuildPart'] = ResolversParentTypes['BuildPart']> = {
  component?: Resolver<ResolversTypes['Component'], ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BuildRecommendationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BuildRecommendation'] = ResolversParentTypes['BuildRecommendation']> = {
  parts?: Resolver<Array<ResolversTypes['BuildPart']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['BuildReport']>, ParentType, ContextType>;
};

export type BuildReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BuildReport'] = ResolversParentTypes['BuildReport']> = {
  compatible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  findings?: Resolver<Array<ResolversTypes['Finding']>, ParentType, ContextType>;
  power?: Resolver<ResolversTypes['PowerReport'], ParentType, ContextType>;
  totalPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CaseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Case'] = ResolversParentTypes['Case']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expansionSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formFactors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxGpuLengthMm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openFrame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CloudOfferingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CloudOffering'] = ResolversParentTypes['CloudOffering']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gpu?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  gpuCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instanceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onDemandUsdPerHour?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Source'], ParentType, ContextType>;
  spotUsdPerHour?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
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

export type CloudVsDesktopResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CloudVsDesktop'] = ResolversParentTypes['CloudVsDesktop']> = {
  breakEvenDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cloudYearlyUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['CostPoint']>, ParentType, ContextType>;
  yearlyElectricityUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yearlyKwh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ComponentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Component'] = ResolversParentTypes['Component']> = {
  __resolveType: TypeResolveFn<'Case' | 'Cooler' | 'Cpu' | 'Gpu' | 'GraphicsCard' | 'MemoryKit' | 'Motherboard' | 'Psu' | 'Storage', ParentType, ContextType>;
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
  coolerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxTdpW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sockets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
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
  memoryTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcieGen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pcieLanes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  registeredMemory?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  tdpW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  threads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type FindingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Finding'] = ResolversParentTypes['Finding']> = {
  components?: Resolver<Array<ResolversTypes['Component']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['Rule'], ParentType, ContextType>;
  ruleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['Severity'], ParentType, ContextType>;
};

export type GpuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Gpu'] = ResolversParentTypes['Gpu']> = {
  architecture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  benchmarks?: Resolver<Array<ResolversTypes['Benchmark']>, ParentType, ContextType>;
  bf16?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cloudOfferings?: Resolver<Array<ResolversTypes['CloudOffering']>, ParentType, ContextType>;
  coolerStyle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formFactor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fp16TensorTflops?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fp32Tflops?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gpusPerBoard?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  lengthMm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memoryBandwidthGBs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  memoryType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nvlink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pcieConnectors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pcieGen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  performancePerDollar?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType, RequireFields<GpuPerformancePerDollarArgs, 'condition'>>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  relativePerformance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  relativePerformanceMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slotWidth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  tdpW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tensorCores?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type GpuRecommendationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GpuRecommendation'] = ResolversParentTypes['GpuRecommendation']> = {
  gpu?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  meetsMemory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  performancePerDollar?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GraphicsCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GraphicsCard'] = ResolversParentTypes['GraphicsCard']> = {
  boostClockMhz?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  chip?: Resolver<ResolversTypes['Gpu'], ParentType, ContextType>;
  coolerStyle?: Resolver<Maybe<ResolversTypes['CoolerStyle']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  lengthMm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memoryType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcieConnectors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pcieGen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pcieLanes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slotWidth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  tdpW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
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

export type MemoryEstimateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MemoryEstimate'] = ResolversParentTypes['MemoryEstimate']> = {
  activationsGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fittingGpus?: Resolver<Array<ResolversTypes['Gpu']>, ParentType, ContextType, RequireFields<MemoryEstimateFittingGpusArgs, 'first'>>;
  gradientsGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kvCacheGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  optimizerGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overheadGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weightsGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MemoryKitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MemoryKit'] = ResolversParentTypes['MemoryKit']> = {
  capacityGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ecc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memoryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modules?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  speedMts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MotherboardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Motherboard'] = ResolversParentTypes['Motherboard']> = {
  chipset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eccSupport?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formFactor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  m2Slots?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxMemoryGb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  memorySlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memoryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcieSlotGroups?: Resolver<Maybe<Array<ResolversTypes['PcieSlotGroup']>>, ParentType, ContextType>;
  pcieSlotLayoutKnown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pcieSlots?: Resolver<Array<ResolversTypes['PcieSlot']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  registeredMemory?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
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
  upsertGraphicsCard?: Resolver<ResolversTypes['GraphicsCard'], ParentType, ContextType, RequireFields<MutationUpsertGraphicsCardArgs, 'input'>>;
  upsertGuidance?: Resolver<ResolversTypes['Guidance'], ParentType, ContextType, RequireFields<MutationUpsertGuidanceArgs, 'input'>>;
  upsertMemoryKit?: Resolver<ResolversTypes['MemoryKit'], ParentType, ContextType, RequireFields<MutationUpsertMemoryKitArgs, 'input'>>;
  upsertMotherboard?: Resolver<ResolversTypes['Motherboard'], ParentType, ContextType, RequireFields<MutationUpsertMotherboardArgs, 'input'>>;
  upsertPsu?: Resolver<ResolversTypes['Psu'], ParentType, ContextType, RequireFields<MutationUpsertPsuArgs, 'input'>>;
  upsertSource?: Resolver<ResolversTypes['Source'], ParentType, ContextType, RequireFields<MutationUpsertSourceArgs, 'input'>>;
  upsertStorage?: Resolver<ResolversTypes['Storage'], ParentType, ContextType, RequireFields<MutationUpsertStorageArgs, 'input'>>;
};

export type NodeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Case' | 'Cooler' | 'Cpu' | 'Gpu' | 'GraphicsCard' | 'Guidance' | 'MemoryKit' | 'Motherboard' | 'Psu' | 'Storage', ParentType, ContextType>;
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

export type PowerLimitTradeoffResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PowerLimitTradeoff'] = ResolversParentTypes['PowerLimitTradeoff']> = {
  limitW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perfPerWattGain?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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
  totalTdpW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wallDrawW?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PsuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Psu'] = ResolversParentTypes['Psu']> = {
  atx3?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  efficiencyRating?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcieConnectors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wattage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  apiKeys?: Resolver<Array<ResolversTypes['ApiKeyInfo']>, ParentType, ContextType>;
  benchmarks?: Resolver<ResolversTypes['BenchmarkConnection'], ParentType, ContextType, RequireFields<QueryBenchmarksArgs, 'first'>>;
  checkBuild?: Resolver<ResolversTypes['BuildReport'], ParentType, ContextType, RequireFields<QueryCheckBuildArgs, 'build'>>;
  cloudOfferings?: Resolver<ResolversTypes['CloudOfferingConnection'], ParentType, ContextType, RequireFields<QueryCloudOfferingsArgs, 'first'>>;
  compareCloudVsDesktop?: Resolver<ResolversTypes['CloudVsDesktop'], ParentType, ContextType, RequireFields<QueryCompareCloudVsDesktopArgs, 'input'>>;
  component?: Resolver<Maybe<ResolversTypes['Component']>, ParentType, ContextType, RequireFields<QueryComponentArgs, 'slug'>>;
  components?: Resolver<ResolversTypes['ComponentConnection'], ParentType, ContextType, RequireFields<QueryComponentsArgs, 'first'>>;
  estimateMemory?: Resolver<ResolversTypes['MemoryEstimate'], ParentType, ContextType, RequireFields<QueryEstimateMemoryArgs, 'input'>>;
  gpus?: Resolver<ResolversTypes['GpuConnection'], ParentType, ContextType, RequireFields<QueryGpusArgs, 'first'>>;
  guidance?: Resolver<ResolversTypes['GuidanceConnection'], ParentType, ContextType, RequireFields<QueryGuidanceArgs, 'first'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  powerLimitTradeoff?: Resolver<ResolversTypes['PowerLimitTradeoff'], ParentType, ContextType, RequireFields<QueryPowerLimitTradeoffArgs, 'limitW'>>;
  recommendBuild?: Resolver<ResolversTypes['BuildRecommendation'], ParentType, ContextType, RequireFields<QueryRecommendBuildArgs, 'input'>>;
  recommendGpus?: Resolver<Array<ResolversTypes['GpuRecommendation']>, ParentType, ContextType, RequireFields<QueryRecommendGpusArgs, 'input'>>;
  rules?: Resolver<Array<ResolversTypes['Rule']>, ParentType, ContextType>;
  savedBuild?: Resolver<Maybe<ResolversTypes['SavedBuild']>, ParentType, ContextType, RequireFields<QuerySavedBuildArgs, 'id'>>;
  search?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'text'>>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  useCase?: Resolver<Maybe<ResolversTypes['UseCase']>, ParentType, ContextType, RequireFields<QueryUseCaseArgs, 'slug'>>;
  useCases?: Resolver<Array<ResolversTypes['UseCase']>, ParentType, ContextType>;
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
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['BuildPart']>, ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  item?: Resolver<ResolversTypes['SearchItem'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  match?: Resolver<ResolversTypes['SearchMatch'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  snippet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchItem'] = ResolversParentTypes['SearchItem']> = {
  __resolveType: TypeResolveFn<'Case' | 'Cooler' | 'Cpu' | 'Gpu' | 'GraphicsCard' | 'Guidance' | 'MemoryKit' | 'Motherboard' | 'Psu' | 'Storage' | 'UseCase', ParentType, ContextType>;
};

export type SourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = {
  attribution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snapshot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StorageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Storage'] = ResolversParentTypes['Storage']> = {
  capacityGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interface?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ComponentKind'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pcieGen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  storageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedPriceUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UseCaseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UseCase'] = ResolversParentTypes['UseCase']> = {
  cpuThreadsPerGpu?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minVramGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recommendedVramGb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  ApiKeyInfo?: ApiKeyInfoResolvers<ContextType>;
  Benchmark?: BenchmarkResolvers<ContextType>;
  BenchmarkConnection?: BenchmarkConnectionResolvers<ContextType>;
  BenchmarkEdge?: BenchmarkEdgeResolvers<ContextType>;
  BuildPart?: BuildPartResolvers<ContextType>;
  BuildRecommendation?: BuildRecommendationResolvers<ContextType>;
  BuildReport?: BuildReportResolvers<ContextType>;
  Case?: CaseResolvers<ContextType>;
  CloudOffering?: CloudOfferingResolvers<ContextType>;
  CloudOfferingConnection?: CloudOfferingConnectionResolvers<ContextType>;
  CloudOfferingEdge?: CloudOfferingEdgeResolvers<ContextType>;
  CloudVsDesktop?: CloudVsDesktopResolvers<ContextType>;
  Component?: ComponentResolvers<ContextType>;
  ComponentConnection?: ComponentConnectionResolvers<ContextType>;
  ComponentEdge?: ComponentEdgeResolvers<ContextType>;
  Cooler?: CoolerResolvers<ContextType>;
  CostPoint?: CostPointResolvers<ContextType>;
  Cpu?: CpuResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  Finding?: FindingResolvers<ContextType>;
  Gpu?: GpuResolvers<ContextType>;
  GpuConnection?: GpuConnectionResolvers<ContextType>;
  GpuEdge?: GpuEdgeResolvers<ContextType>;
  GpuRecommendation?: GpuRecommendationResolvers<ContextType>;
  GraphicsCard?: GraphicsCardResolvers<ContextType>;
  Guidance?: GuidanceResolvers<ContextType>;
  GuidanceConnection?: GuidanceConnectionResolvers<ContextType>;
  GuidanceEdge?: GuidanceEdgeResolvers<ContextType>;
  MemoryEstimate?: MemoryEstimateResolvers<ContextType>;
  MemoryKit?: MemoryKitResolvers<ContextType>;
  Motherboard?: MotherboardResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PcieSlot?: PcieSlotResolvers<ContextType>;
  PcieSlotGroup?: PcieSlotGroupResolvers<ContextType>;
  PowerLimitTradeoff?: PowerLimitTradeoffResolvers<ContextType>;
  PowerReport?: PowerReportResolvers<ContextType>;
  Psu?: PsuResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rule?: RuleResolvers<ContextType>;
  SavedBuild?: SavedBuildResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchItem?: SearchItemResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  Storage?: StorageResolvers<ContextType>;
  UseCase?: UseCaseResolvers<ContextType>;
};

