import type { GpuRow } from '../db/rows/component';
import type {
  BuildReportFacts,
  CloudVsDesktopResult,
  Finding,
  GpuRanking,
  MemoryEstimateV2,
  PowerLimitTradeoff,
  PowerReport,
} from '../rules';
import { getRule, reportUnverifiedChecks, reportVerdict, verdictSummary } from '../rules';
import type { BuildPartModel, GpuFitModel } from '../services/rules-models';
import { withoutNulls } from './format';

/**
 * The MCP mappings of what the rules compute (GPU picks, build reports, memory estimates,
 * fits, cost comparisons, power limits), apart from the catalog mappings in format.ts. Same
 * contract: pure mapping, numbers unchanged, except that a recommended build's lines are summed.
 */

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
