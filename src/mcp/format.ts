import type { BenchmarkRow } from '../db/rows/benchmark';
import type { CloudOfferingRow } from '../db/rows/cloud-offering';
import type { ComponentRow, GpuRow } from '../db/rows/component';
import type { PcieSlotRow } from '../db/rows/pcie-slot';
import type { SourceRow } from '../db/rows/source';
import type {
  BuildReportFacts,
  CloudVsDesktopResult,
  Finding,
  GpuRanking,
  MemoryEstimate,
  PowerReport,
} from '../rules';
import type { SearchHitModel } from '../services/search.service';
import type { BuildPartModel } from '../services/rules-models';

/**
 * Compact JSON for LLM clients: the fields a chatbot needs to answer and cite, nothing
 * internal (row ids, versions, timestamps). Results cite sources by key (`sources: ["key"]`
 * on an item) and carry each cited source once in a top-level `sources` map. Pure
 * mapping only: numbers come from the services and rules unchanged (the rules already
 * report whole watts), except that a recommended build's lines are summed.
 */

export interface CompactSource {
  title: string;
  url?: string;
  publisher?: string;
  year?: number;
}

/** Drops null and undefined fields (absent means unknown). */
export function withoutNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}

/** Collects the sources one result cites; items refer to them by key. */
export class SourceIndex {
  private readonly byKey = new Map<string, CompactSource>();

  /** Records sources and returns their keys, for an item's `sources` field. */
  cite(sources: readonly (SourceRow | null | undefined)[]): string[] {
    const keys: string[] = [];
    for (const source of sources) {
      if (!source) continue;
      if (!this.byKey.has(source.key)) {
        const { title, url, publisher, year } = source;
        this.byKey.set(source.key, withoutNulls({ title, url, publisher, year }) as CompactSource);
      }
      if (!keys.includes(source.key)) keys.push(source.key);
    }
    return keys;
  }

  toJSON(): Record<string, CompactSource> {
    return Object.fromEntries(this.byKey);
  }
}

/** Fields of every kind of component, minus internal ones; nulls dropped. */
export function componentFields(component: ComponentRow): Record<string, unknown> {
  const { __typename: _type, id: _id, version: _version, ...fields } = component;
  return withoutNulls(fields);
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

export function gpuRecommendation(ranking: GpuRanking<GpuRow>, sources: string[]) {
  const { gpu } = ranking;
  return {
    rank: ranking.rank,
    slug: gpu.slug,
    name: gpu.name,
    vramGb: gpu.vramGb,
    priceUsd: ranking.priceUsd,
    performancePerDollar: ranking.performancePerDollar,
    relativePerformance: gpu.relativePerformance,
    tdpW: gpu.tdpW,
    meetsMemory: ranking.meetsMemory,
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
    estimatedPeakW: power.estimatedPeakW,
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
  return {
    compatible: report.compatible,
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

export function memoryEstimate(estimate: MemoryEstimate) {
  const { totalGb, weightsGb, gradientsGb, optimizerGb, activationsGb, kvCacheGb, overheadGb } = estimate;
  return {
    totalGb,
    weightsGb,
    gradientsGb,
    optimizerGb,
    activationsGb,
    kvCacheGb,
    overheadGb,
    assumptions: withoutNulls(estimate.assumptions),
  };
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
    provider,
    instanceType,
    gpuCount,
    onDemandUsdPerHour,
    spotUsdPerHour,
    region,
    asOf,
    sources,
  });
}
