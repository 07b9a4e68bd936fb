import type { BuildPartFacts, GpuFacts } from '../facts';
import type { Workload } from '../../catalog/fields';
import { GPU_PERFORMANCE_TIE_TOLERANCE, NEW_PLATFORM_MAX_AGE_YEARS } from '../thresholds';
import type { BuildCatalog, PricedPart } from './recommend-build-catalog';
import type { PlatformPick } from './recommend-build-search';
import { withCurrentNewPrices } from '../analysis/price-age';
import { rankingPerformance } from '../analysis/fact-fallbacks';
import { vendorTieBreak, type SoftwareStack } from '../analysis/software-stacks';

/** Helpers of recommendBuild: card order, current platforms, and the picked parts at their prices. */

/**
 * The figure cards are ranked by: training speed (relativePerformance) for training and
 * fine-tuning; memory bandwidth, which sets the token rate, for inference
 * (bench-llamacpp-gpu-benchmarks-2024).
 */
export function cardMetric(gpu: GpuFacts, workload: Workload): number | null {
  return workload === 'INFERENCE' ? gpu.memoryBandwidthGBs : (gpu.relativePerformance ?? null);
}

/**
 * cardMetric as the ranking uses it: a spec-estimated training speed counts
 * SPEC_ESTIMATE_RANK_DISCOUNT times lower (rankingPerformance), so a measured card leads unless
 * the estimate beats it by more than the estimates' error.
 */
export function rankingMetric(gpu: GpuFacts, workload: Workload): number | null {
  return workload === 'INFERENCE' ? gpu.memoryBandwidthGBs : rankingPerformance(gpu);
}

/**
 * Fastest first (rankingMetric; cards without a figure last), then cheaper, then vendor order
 * as a tie-break only where the stack is CUDA (vendorTieBreak), then slug.
 */
export function byMetric(workload: Workload, stack: SoftwareStack | null = null) {
  return (a: PricedPart<GpuFacts>, b: PricedPart<GpuFacts>): number => {
    const pa = rankingMetric(a.part, workload);
    const pb = rankingMetric(b.part, workload);
    if (pa !== pb) {
      if (pa === null) return 1;
      if (pb === null) return -1;
      return pb - pa;
    }
    return (
      a.priceUsd - b.priceUsd ||
      vendorTieBreak(a.part, workload, stack) - vendorTieBreak(b.part, workload, stack) ||
      a.part.slug.localeCompare(b.part.slug)
    );
  };
}

export function sameTier(a: GpuFacts, b: GpuFacts, workload: Workload): boolean {
  const pa = rankingMetric(a, workload);
  const pb = rankingMetric(b, workload);
  if (pa === null || pb === null) return pa === pb;
  return Math.abs(pa - pb) <= GPU_PERFORMANCE_TIE_TOLERANCE * Math.max(1, Math.abs(pa));
}

/**
 * When buying new, CPUs and boards released more than NEW_PLATFORM_MAX_AGE_YEARS before the
 * newest of their kind are left out: their "new" price is a stale launch price. GPUs are
 * dated by their new price's observation instead (withCurrentNewPrices): workstation cards
 * stay on sale for years after release.
 */
export function currentPlatformsOnly(catalog: BuildCatalog): BuildCatalog {
  const recent = <C extends { releaseYear?: number | null }>(parts: C[]): C[] => {
    const years = parts.map((part) => part.releaseYear).filter((year): year is number => year != null);
    if (years.length === 0) return parts;
    const newest = Math.max(...years);
    return parts.filter(
      (part) => part.releaseYear == null || part.releaseYear >= newest - NEW_PLATFORM_MAX_AGE_YEARS,
    );
  };
  return {
    ...catalog,
    gpus: withCurrentNewPrices(catalog.gpus),
    cpus: recent(catalog.cpus),
    motherboards: recent(catalog.motherboards),
  };
}

/** The parts with their price at the condition, so checkBuild's total is the condition's total. */
export function atConditionPrices(pick: PlatformPick): BuildPartFacts[] {
  return partsOf(pick).map((part) => ({
    ...part,
    component: { ...part.component, priceUsd: unitPriceOf(pick, part.component.slug) },
  }));
}

export function unitPriceOf(pick: PlatformPick, slug: string): number {
  if (slug === pick.plan.gpu.slug) return pick.plan.unitPriceUsd;
  if (slug === pick.cpu.part.slug) return pick.cpu.priceUsd;
  if (slug === pick.board.part.slug) return pick.board.priceUsd;
  const option = [pick.memory, pick.psu, pick.storage, pick.pcCase, pick.cooler].find(
    (entry) => entry.priced.part.slug === slug,
  );
  return option?.priced.priceUsd ?? 0;
}

/**
 * Warnings a recommendation must not carry: an expert would not propose a build the checker
 * flags for PSU size, circuit margin, air gap, passive cooling, RAM, CPU threads or cooler.
 * The search's pre-checks avoid them; the check confirms.
 */
export const HARD_WARNING_RULES: ReadonlySet<string> = new Set([
  'power.psu-capacity',
  'power.circuit',
  'cooling.air-gap',
  'cooling.passive-card',
  'balance.system-ram',
  'balance.cpu-threads',
  'platform.cooler',
]);

export function partsOf(pick: PlatformPick): BuildPartFacts[] {
  return [
    { component: pick.plan.gpu, quantity: pick.plan.count },
    { component: pick.cpu.part, quantity: 1 },
    { component: pick.board.part, quantity: 1 },
    { component: pick.memory.priced.part, quantity: pick.memory.quantity },
    { component: pick.psu.priced.part, quantity: 1 },
    { component: pick.storage.priced.part, quantity: 1 },
    { component: pick.pcCase.priced.part, quantity: 1 },
    { component: pick.cooler.priced.part, quantity: 1 },
  ];
}
