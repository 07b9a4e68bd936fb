import { CLOUD_PROVIDER, COMPONENT_DEFINITIONS, type AnyField } from '../catalog/fields';
import type { BenchmarkRow } from '../db/rows/benchmark';
import type { CloudOfferingRow } from '../db/rows/cloud-offering';
import type { ComponentRow, GpuRow } from '../db/rows/component';
import type { ModelRow } from '../db/rows/model';
import type { PcieSlotRow } from '../db/rows/pcie-slot';
import type { UseCaseRow } from '../db/rows/use-case';
import type {
  BuildReportFacts,
  CloudVsDesktopResult,
  Finding,
  GpuRanking,
  MemoryEstimateV2,
  PowerLimitTradeoff,
  PowerReport,
} from '../rules';
import type { SuggestedCallModel } from '../services/search-calls';
import type { SearchEntityModel } from '../services/search-entities';
import { getRule, reportUnverifiedChecks, reportVerdict, verdictSummary } from '../rules';
import type { SearchHitModel } from '../services/search.service';
import type { BuildPartModel, GpuFitModel } from '../services/rules-models';

/**
 * Compact JSON for LLM clients: the fields a chatbot needs to answer and cite, nothing
 * internal (row ids, versions, timestamps). Results cite sources by key (`sources: ["key"]`
 * on an item) and carry each cited source once in a top-level `sources` map. Pure
 * mapping only: numbers come from the services and rules unchanged (the rules already
 * report whole watts), except that a recommended build's lines are summed.
 */

/** Drops null and undefined fields (absent means unknown). */
export function withoutNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}

/** A closed set's stored value as the API shows it (E-ATX -> E_ATX), lists item by item. */
function apiValue(field: AnyField | undefined, value: unknown): unknown {
  const set = field?.enum;
  if (!set || value === null || value === undefined) return value;
  return Array.isArray(value) ? value.map((item) => set.toApi(String(item))) : set.toApi(String(value));
}

/**
 * Fields of every kind of component, minus internal ones (ids, versions, timestamps); nulls
 * dropped; closed sets in the GraphQL enums' values, so both APIs spell them alike.
 */
export function componentFields(component: ComponentRow): Record<string, unknown> {
  const { __typename: _type, id: _id, version: _version, updatedAt: _updated, ...fields } = component;
  const definition = COMPONENT_DEFINITIONS[component.kind].fields as Record<string, AnyField>;
  return withoutNulls(
    Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, apiValue(definition[name], value)]),
    ),
  );
}

/** One line about a component: enough to name it, price it and look it up. */
export function componentSummary(component: ComponentRow, sources: string[]) {
  return withoutNulls({
    kind: component.kind,
    slug: component.slug,
    name: component.name,
    vramGb: component.kind === 'GPU' ? component.vramGb : null,
    priceUsd: component.priceUsd,
    usedPriceUsd: component.usedPriceUsd,
    sources,
  });
}

export function searchHit(hit: SearchHitModel, sources: string[]) {
  const item = hit.item as SearchHitModel['item'] & Record<string, unknown>;
  return withoutNulls({
    kind: hit.kind,
    slug: item.slug as string,
    title: hit.title,
    score: hit.score,
    // NAME / MODEL / TEXT: whether a part is the model asked for or only shares words.
    match: hit.match,
    snippet: hit.snippet,
    // The answer is what a chatbot quotes; a snippet alone may cut it short.
    answer: hit.kind === 'GUIDANCE' ? (item.answer as string) : null,
    minVramGb: hit.kind === 'USE_CASE' ? (item.minVramGb as number) : null,
    recommendedVramGb: hit.kind === 'USE_CASE' ? (item.recommendedVramGb as number | null) : null,
    priceUsd: (item.priceUsd as number | null | undefined) ?? null,
    vramGb: hit.kind === 'GPU' ? (item.vramGb as number) : null,
    sources,
  });
}

/** A thing the search text names, linked to the catalog where it can be. */
export function searchEntity(entity: SearchEntityModel) {
  return withoutNulls({
    kind: entity.kind,
    text: entity.text,
    slug: entity.slug,
    name: entity.name,
    partKind: entity.componentKind,
    quantity: entity.quantity,
    watts: entity.watts,
    amountUsd: entity.amountUsd,
    vramGb: entity.vramGb,
    precision: entity.precision,
    mode: entity.mode,
    notes: entity.notes.length ? entity.notes : null,
  });
}

/** A call that answers the question: the tool to run with its arguments, and the GraphQL twin. */
export function suggestedCall(call: SuggestedCallModel) {
  return {
    tool: call.tool,
    arguments: call.toolArguments,
    question: call.question,
    assumptions: call.assumptions,
    graphql: { field: call.field, variables: call.variables },
  };
}

export function gpuRecommendation(ranking: GpuRanking<GpuRow>, sources: string[]) {
  const { gpu } = ranking;
  return {
    rank: ranking.rank,
    slug: gpu.slug,
    name: gpu.name,
    vramGb: gpu.vramGb,
    priceUsd: ranking.priceUsd,
    priceObservedOn: ranking.priceObservedOn,
    priceIsStale: ranking.priceIsStale,
    performancePerDollar: ranking.performancePerDollar,
    relativePerformance: gpu.relativePerformance,
    performanceBasis: gpu.performanceBasis,
    tdpW: gpu.tdpW,
    meetsMemory: ranking.meetsMemory,
    objective: ranking.objective,
    objectiveValue: ranking.objectiveValue,
    performanceIsEstimate: ranking.performanceIsEstimate,
    stack: ranking.stack,
    stackLevel: ranking.stackLevel,
    unspentUsd: ranking.unspentUsd,
    nextStepUp: ranking.nextStepUp
      ? {
          slug: ranking.nextStepUp.gpu.slug,
          name: ranking.nextStepUp.gpu.name,
          priceUsd: ranking.nextStepUp.priceUsd,
          totalUsd: ranking.nextStepUp.totalUsd,
          extraUsd: ranking.nextStepUp.extraUsd,
          figure: ranking.nextStepUp.figure,
          pickFigure: ranking.nextStepUp.pickFigure,
        }
      : null,
    reasons: ranking.reasons,
    sources,
  };
}

function finding(f: Finding, sources: string[]) {
  return { rule: f.ruleId, severity: f.severity, message: f.message, parts: f.componentSlugs, sources };
}

/** The power figures a chatbot needs (checkBuild already reports whole watts). */
function powerSummary(power: PowerReport) {
  return withoutNulls({
    totalTdpW: power.totalTdpW,
    // The names GraphQL's PowerReport uses (estimatedPeakW there is deprecated: it is sustained).
    sustainedDrawW: power.sustainedDrawW ?? power.estimatedPeakW,
    transientPeakW: power.transientPeakW,
    recommendedPsuW: power.recommendedPsuW,
    psuW: power.psuW,
    wallDrawW: power.wallDrawW,
    circuitLimitW: power.circuitLimitW,
    fitsCircuit: power.fitsCircuit,
  });
}

/**
 * A build report with findings grouped by severity; `ruleSources` maps rule id to source
 * keys. `newPriceTotal: false` leaves out totalPriceUsd (the sum of new prices).
 */
export function buildReport(
  report: BuildReportFacts,
  ruleSources: ReadonlyMap<string, string[]>,
  options: { newPriceTotal?: boolean } = {},
) {
  const of = (severity: Finding['severity']) =>
    report.findings
      .filter((f) => f.severity === severity)
      .map((f) => finding(f, ruleSources.get(f.ruleId) ?? []));
  const verdict = reportVerdict(report);
  return {
    verdict,
    compatible: verdict === 'COMPATIBLE',
    // In words: for UNVERIFIED, which deciding checks could not run and what would settle them.
    summary:
      report.summary ??
      verdictSummary(
        report,
        (slug) => slug,
        (ruleId) => getRule(ruleId)?.title ?? ruleId,
      ),
    unverifiedChecks: reportUnverifiedChecks(report).map((check) => ({
      rule: check.ruleId,
      decidesVerdict: check.decides,
      message: check.message,
      settledBy: check.settledBy.map((fact) =>
        withoutNulls({ part: fact.componentSlug, kind: fact.kind, field: fact.field }),
      ),
    })),
    errors: of('ERROR'),
    warnings: of('WARNING'),
    info: of('INFO'),
    power: powerSummary(report.power),
    ...(options.newPriceTotal === false ? {} : { totalPriceUsd: report.totalPriceUsd }),
  };
}

export function buildPart(part: BuildPartModel, sources: string[]) {
  const { component } = part;
  return withoutNulls({
    kind: component.kind,
    slug: component.slug,
    name: component.name,
    quantity: part.quantity,
    priceUsd: part.priceUsd,
    sources,
  });
}

/** Sum of the lines at their quoted prices; null when a price is unknown. */
export function linesTotalUsd(parts: readonly BuildPartModel[]): number | null {
  if (parts.some((p) => p.priceUsd === null)) return null;
  return Math.round(parts.reduce((sum, p) => sum + (p.priceUsd ?? 0) * p.quantity, 0) * 100) / 100;
}

/**
 * A memory estimate for a chatbot: per-GPU totals in decimal GB (and GiB beside them), the
 * lines with their formulas and sources (`lineSources[i]` for line i), and the assumptions.
 */
export function memoryEstimate(estimate: MemoryEstimateV2, lineSources: string[][]) {
  const { totalGb, weightsGb, gradientsGb, optimizerGb, activationsGb, kvCacheGb, overheadGb } = estimate;
  return withoutNulls({
    model: estimate.model,
    mode: estimate.mode,
    weightFormat: estimate.weightFormat,
    bitsPerWeight: estimate.bitsPerWeight,
    effectiveBitsPerWeight: estimate.effectiveBitsPerWeight,
    nativeOn: estimate.weightFormatInfo.nativeArchitectures,
    hardware: estimate.weightFormatInfo.hardware,
    config: estimate.config,
    kvCachePrecision: estimate.kvCachePrecision,
    parameters: estimate.parameters,
    architectureDerived: estimate.architectureDerived,
    sequenceLength: estimate.sequenceLength,
    batchSize: estimate.batchSize,
    gradientCheckpointing: estimate.gradientCheckpointing,
    gpuCount: estimate.gpuCount,
    parallelism: estimate.parallelism,
    /** Per GPU (the busiest one). */
    total: estimate.perGpu.total,
    totalGb,
    weightsGb,
    gradientsGb,
    optimizerGb,
    activationsGb,
    kvCacheGb,
    overheadGb,
    cpuRamGb: estimate.cpuRam.bytes > 0 ? estimate.cpuRam.gb : null,
    offloadCost: estimate.offloadCost,
    lines: estimate.perGpu.lines.map((line, i) => ({
      key: line.key,
      gb: line.amount.gb,
      gib: line.amount.gib,
      basis: line.basis,
      sources: lineSources[i] ?? [],
    })),
    assumptions: estimate.assumptions,
  });
}

/** A setup that holds an estimate: the card, how many, the price, the speed. */
export function gpuFit(fit: GpuFitModel, sources: string[], measured: object[]) {
  return withoutNulls({
    slug: fit.gpu.slug,
    name: fit.gpu.name,
    gpuCount: fit.gpuCount,
    // What it takes to house the cards (DESKTOP, WORKSTATION, SERVER), as GraphQL's GpuFit.setup.
    setup: fit.setup,
    boards: fit.boards,
    vramGbPerBoard: fit.gpu.vramGb,
    requiredGibPerGpu: fit.requiredPerGpu.gib,
    // Left after the requirement and the runtime's own reserve (vLLM keeps 10 % of the card).
    headroomGibPerGpu: fit.headroom.gib,
    runtime: fit.runtime,
    runtimeReserveGibPerGpu: fit.runtimeReserve.gib,
    marginal: fit.marginal,
    comfortableWith: fit.comfortableWith.length ? fit.comfortableWith : null,
    techniques: fit.techniques.length ? fit.techniques : null,
    priceUsd: fit.priceUsd,
    priceCondition: fit.priceCondition,
    throughput: fit.throughput
      ? {
          estimate: true,
          decodeTokensPerSecond: fit.throughput.decodeTokensPerSecond,
          prefillTokensPerSecond: fit.throughput.prefillTokensPerSecond,
          method: fit.throughput.method,
          sources,
        }
      : null,
    measuredBenchmarks: measured.length ? measured : null,
  });
}

/** A catalog model: the figures a chatbot quotes, its slug for estimate_memory. */
export function model(row: ModelRow, sources: string[]) {
  return withoutNulls({
    slug: row.slug,
    name: row.name,
    family: row.family,
    maker: row.maker,
    releaseYear: row.releaseYear,
    parametersBillions: row.parametersBillions,
    activeParametersBillions: row.activeParametersBillions,
    layers: row.layers,
    hiddenSize: row.hiddenSize,
    attentionHeads: row.attentionHeads,
    kvHeads: row.kvHeads,
    maxContextTokens: row.maxContextTokens,
    mixtureOfExperts:
      row.moeExperts != null ? { experts: row.moeExperts, active: row.moeActiveExperts } : null,
    huggingFaceRepo: row.huggingFaceRepo,
    sources,
  });
}

/** The comparison with the cost chart cut to day 0, each full year and the horizon's end. */
export function cloudVsDesktop(result: CloudVsDesktopResult) {
  const DAYS_PER_YEAR = 365;
  const last = result.points[result.points.length - 1];
  return {
    yearlyKwh: result.yearlyKwh,
    yearlyElectricityUsd: result.yearlyElectricityUsd,
    cloudYearlyUsd: result.cloudYearlyUsd,
    /** null: the cloud stays cheaper. */
    breakEvenDays: result.breakEvenDays,
    verdict: result.verdict,
    breakEvenWithinUsefulLife: result.breakEvenWithinUsefulLife,
    usefulLifeYears: result.usefulLifeYears,
    idleYearlyKwh: result.idleYearlyKwh,
    horizonDesktopNetUsd: result.horizonDesktopNetUsd,
    horizonCloudUsd: result.horizonCloudUsd,
    summary: result.summary,
    cloudHoursPerDesktopHour: result.cloudHoursPerDesktopHour,
    cloudSpeedRatio: result.cloudSpeedRatio,
    workBasis: result.workBasis,
    desktopGpu: result.desktopGpuSlug,
    cloudGpu: result.cloudGpuSlug,
    costOverTime: result.points.filter((p) => p.day % DAYS_PER_YEAR === 0 || p === last),
  };
}

export function pcieSlot(slot: PcieSlotRow) {
  const { position, physicalLanes, electricalLanes, gen, fromCpu, sharedWith } = slot;
  return withoutNulls({ position, physicalLanes, electricalLanes, gen, fromCpu, sharedWith });
}

export function benchmark(b: BenchmarkRow, sources: string[]) {
  const { workload, metric, value, unit, precision, gpuCount, notes } = b;
  return withoutNulls({ workload, metric, value, unit, precision, gpuCount, notes, sources });
}

export function cloudOffering(o: CloudOfferingRow, sources: string[]) {
  const { provider, instanceType, gpuCount, onDemandUsdPerHour, spotUsdPerHour, region, asOf } = o;
  return withoutNulls({
    provider: CLOUD_PROVIDER.toApi(provider),
    instanceType,
    gpuCount,
    onDemandUsdPerHour,
    spotUsdPerHour,
    region,
    asOf,
    sources,
  });
}

/** One card of a GPU list: what a buyer compares, and its value per $1,000 for each objective. */
export function gpuListing(
  gpu: GpuRow,
  sources: string[],
  perThousandUsd: { trainingSpeed: number | null; memoryGb: number | null; bandwidthGBs: number | null },
) {
  return withoutNulls({
    slug: gpu.slug,
    name: gpu.name,
    vendor: gpu.vendor,
    formFactor: gpu.formFactor,
    vramGb: gpu.vramGb,
    memoryBandwidthGBs: gpu.memoryBandwidthGBs,
    tensorCores: gpu.tensorCores,
    tdpW: gpu.tdpW,
    priceUsd: gpu.priceUsd,
    usedPriceUsd: gpu.usedPriceUsd,
    relativePerformance: gpu.relativePerformance,
    perThousandUsd: withoutNulls(perThousandUsd),
    sources,
  });
}

/** One power limit: speed, watts and the command that sets it. */
export function powerLimit(t: PowerLimitTradeoff) {
  return withoutNulls({
    limitW: t.limitW,
    relativeSpeed: t.relativeSpeed,
    wattsSaved: t.wattsSaved,
    perfPerWattGain: t.perfPerWattGain,
    command: t.command,
  });
}

export function useCase(u: UseCaseRow, sources: string[]) {
  const { slug, name, description, minVramGb, recommendedVramGb, cpuThreadsPerGpu } = u;
  return withoutNulls({ slug, name, description, minVramGb, recommendedVramGb, cpuThreadsPerGpu, sources });
}
