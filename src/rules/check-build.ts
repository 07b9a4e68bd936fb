import { buildView } from './analysis/build-view';
import { estimatePower } from './analysis/power-budget';
import type { CheckBuildOptions, RuleContext, SlotAnalysis } from './analysis/rule-context';
import { analyzeSlots } from './analysis/slot-analysis';
import { RULES } from './checks';
import type { BuildView } from './analysis/build-view';
import type { BuildFacts, BuildReportFacts, Finding, GpuPlacementFacts, PriceCondition } from './facts';
import { priceAt } from './analysis/price-age';
import { roundTo } from './format';
import { DEFAULT_GPU_SLOT_WIDTH } from './thresholds';
import { unverifiedChecksOf, verdictOf, verdictSummary } from './verdict';

export type { CheckBuildOptions } from './analysis/rule-context';

const SEVERITY_ORDER = { ERROR: 0, WARNING: 1, INFO: 2 } as const;

/**
 * The placement the PCIe rules report (SlotAnalysis.chosen) as data: one entry per PCIe GPU
 * board in part order, those without a slot included with null slot and link.
 */
function gpuPlacements(view: BuildView, slots: SlotAnalysis | null): GpuPlacementFacts[] {
  if (!slots) return [];
  const byCard = new Map(slots.chosen.placements.map((placement) => [placement.cardId, placement]));
  const nonPcie = new Set(slots.nonPcieIndexes);
  return view.gpus
    .filter((instance) => !nonPcie.has(instance.index))
    .map((instance) => {
      const placement = byCard.get(instance.index);
      return {
        gpuSlug: instance.gpu.slug,
        label: instance.label,
        position: placement?.slot.position ?? null,
        slotWidth: instance.gpu.slotWidth ?? DEFAULT_GPU_SLOT_WIDTH,
        lanes: placement?.lanes ?? null,
        gen: placement?.gen ?? null,
        bandwidthGBs: placement ? roundTo(placement.bandwidthGBs, 2) : null,
        physicalLanes: placement?.slot.physicalLanes ?? null,
        fromCpu: placement?.slot.fromCpu ?? null,
        riser: view.risers,
      };
    });
}

/**
 * Checks a build against every rule in RULES and returns the verdict, the findings, the
 * power figures and the total price. Pure: no I/O. The verdict (verdict.ts) is INCOMPATIBLE
 * when a finding is an ERROR, UNVERIFIED when none is but a check that decides whether the
 * parts fit or run together could not run, else COMPATIBLE; `compatible` is true exactly
 * when it is COMPATIBLE. Findings are ordered ERROR, WARNING, INFO, then in RULES order; this is the only
 * place they are sorted. Reported watts are whole numbers (rounded here or in
 * power-budget, once), so callers show them as they are.
 * Sources: per rule, see checks/ and thresholds.ts.
 *
 * Throws RangeError for a part quantity that is not a positive integer or invalid mains
 * values; callers validate user input before calling.
 */
export function checkBuild(build: BuildFacts, options?: CheckBuildOptions): BuildReportFacts {
  const view = buildView(build);
  const power = estimatePower(view, build.mains);
  const slots = analyzeSlots(view);
  const context: RuleContext = {
    view,
    options: { preprocessingOnTheFly: options?.preprocessingOnTheFly ?? false },
    useCase: build.useCase ?? null,
    power,
    slots,
    parts: build.parts,
    today: build.today ?? null,
  };
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const found of RULES.flatMap((rule) => rule.run(context))) {
    const key = `${found.ruleId}|${found.severity}|${found.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push(found);
  }
  findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);

  const totalPricesUsd = {
    NEW: totalAt(build, 'NEW'),
    USED: totalAt(build, 'USED'),
    ANY: totalAt(build, 'ANY'),
  };
  const totalPriceUsd = totalPricesUsd.NEW;

  const verdict = verdictOf(findings);
  const unverifiedChecks = unverifiedChecksOf(findings);
  const names = new Map(build.parts.map((part) => [part.component.slug, part.component.name]));
  const titles = new Map(RULES.map((rule) => [rule.id as string, rule.title]));
  return {
    verdict,
    compatible: verdict === 'COMPATIBLE',
    unverifiedChecks,
    summary: verdictSummary(
      { verdict, compatible: verdict === 'COMPATIBLE', findings, unverifiedChecks },
      (slug) => names.get(slug) ?? slug,
      (ruleId) => titles.get(ruleId) ?? ruleId,
    ),
    findings,
    power: {
      totalTdpW: Math.round(power.totalTdpW),
      estimatedPeakW: Math.round(power.sustainedDrawW),
      sustainedDrawW: Math.round(power.sustainedDrawW),
      recommendedPsuW: power.recommendedPsuW,
      psuW: power.psuW,
      circuitLimitW: power.mains.circuitLimitW,
      wallDrawW: power.wallDrawW,
      fitsCircuit: power.fitsCircuit,
      transientPeakW: power.transientPeakW,
      psuEfficiency: power.efficiency,
    },
    totalPriceUsd,
    totalPricesUsd,
    gpuPlacements: gpuPlacements(view, slots),
  };
}

/** Sum of the parts' prices at a condition; null when any part lacks that price. */
function totalAt(build: BuildFacts, condition: PriceCondition): number | null {
  const prices = build.parts.map((part) => {
    const price = priceAt(part.component, condition);
    return price == null ? null : price * part.quantity;
  });
  if (prices.length === 0 || prices.some((price) => price === null)) return null;
  return roundTo(
    prices.reduce<number>((sum, price) => sum + (price ?? 0), 0),
    2,
  );
}
