import type { CaseFacts, CoolerFacts, MemoryKitFacts, PsuFacts, StorageFacts } from '../facts';
import {
  enumeratePairs,
  exactPair,
  FAILURE_RANK,
  type Pair,
  type PlatformFailure,
  type PlatformPick,
  type SearchContext,
} from './recommend-build-pairs';
import { memoized } from './recommend-build-prepared';
import {
  bestCombination,
  buildValue,
  type GpuPlan,
  type Incumbent,
  type PartOption,
} from './recommend-build-plan';

export {
  createSearchContext,
  type PlatformFailure,
  type PlatformPick,
  type SearchContext,
} from './recommend-build-pairs';
export type { Incumbent, SearchStats } from './recommend-build-plan';

export interface PlatformSearchResult {
  /** Best build within the budget that beats the incumbent; null when none does. */
  best: PlatformPick | null;
  /** Set when no complete build exists within the budget (and there is no incumbent). */
  failure: PlatformFailure | null;
  /**
   * Cheapest complete build around the plan at any budget (cards included); computed in
   * costOnly mode and when nothing fits, otherwise null.
   */
  cheapestUsd: number | null;
}

const enumerationOrder = (a: Pair, b: Pair) => a.index - b.index;

/** Index of the case frontier in [memory, cooler, PSU, case, storage]. */
const CASE_FRONTIER = 3;

/** Whether checkBuild can compare the cards' length with the case (open frame, or both on record). */
function lengthChecked(plan: GpuPlan, option: PartOption): boolean {
  const pcCase = option.priced.part as CaseFacts;
  return pcCase.openFrame || (plan.gpu.lengthMm != null && pcCase.maxGpuLengthMm != null);
}

/** The platform pick of a combination (report not yet run); null without one. */
function pickOf(
  pair: Pair,
  plan: GpuPlan,
  combination: ReturnType<typeof bestCombination>,
): PlatformPick | null {
  if (!combination) return null;
  const [memory, cooler, psu, pcCase, storage] = combination.options;
  return {
    plan,
    cpu: pair.cpu,
    board: pair.board,
    memory: memory as PartOption<MemoryKitFacts>,
    cooler: cooler as PartOption<CoolerFacts>,
    psu: psu as PartOption<PsuFacts>,
    pcCase: pcCase as PartOption<CaseFacts>,
    storage: storage as PartOption<StorageFacts>,
    score: combination.score,
    totalUsd: combination.totalUsd,
    value: combination.value,
    report: null,
  };
}

/**
 * Search around one GPU plan. Compatible (CPU, motherboard) platforms come from the socket
 * index with their cooler, PSU, case and storage frontiers (enumeratePairs); each has a
 * lower bound on its total and an upper bound on its balance score. Platforms are visited
 * by best reachable value (points at the plan's point price minus the total), then cheapest; the visit stops as soon as no remaining platform
 * can beat the incumbent (branch and bound), platforms whose bound exceeds the budget are
 * never completed, and memory is only worked out for visited platforms. Within a platform
 * bestCombination picks the options; checkBuild runs only on a candidate that would become
 * the new best, and a candidate with an ERROR is dropped.
 *
 * With `costOnly` it only finds the cheapest complete build (for the reasons).
 */
export function searchPlatforms(
  ctx: SearchContext,
  plan: GpuPlan,
  budgetUsd: number,
  incumbent: Incumbent | null,
  costOnly = false,
): PlatformSearchResult {
  // The platforms around a plan are the same for every request with the same plan and circuit:
  // enumerated once per catalog version (their memory frontiers are filled in lazily, the same
  // for every such request).
  const { pairs, furthest } = memoized(
    ctx.catalog,
    'pairs',
    `${JSON.stringify({ ...plan, gpu: plan.gpu.slug, pointUsd: 0 })}|${ctx.mains.circuitLimitW}`,
    () => enumeratePairs(ctx, plan),
  );
  const memoryMemo = new Map<string, PartOption<MemoryKitFacts>[]>();

  if (costOnly) {
    let cheapestUsd = Number.POSITIVE_INFINITY;
    for (const pair of [...pairs].sort((a, b) => a.floorUsd - b.floorUsd || enumerationOrder(a, b))) {
      if (pair.floorUsd >= cheapestUsd) break;
      const exact = exactPair(pair, plan, ctx, memoryMemo);
      if (exact) cheapestUsd = Math.min(cheapestUsd, exact.minUsd);
    }
    return { best: null, failure: null, cheapestUsd: Number.isFinite(cheapestUsd) ? cheapestUsd : null };
  }

  const ceiling = (pair: Pair) => buildValue(plan, pair.ceilingScore, pair.floorUsd);
  const visitOrder = pairs
    .filter((pair) => pair.floorUsd <= budgetUsd)
    .sort((a, b) => ceiling(b) - ceiling(a) || a.floorUsd - b.floorUsd || enumerationOrder(a, b));
  const cannotBeat = (bound: Incumbent | null, value: number, usd: number) =>
    bound !== null && (value < bound.value || (value === bound.value && usd >= bound.totalUsd));
  let best: PlatformPick | null = null;
  let bound = incumbent;
  for (const pair of visitOrder) {
    // Sorted by ceiling value, then floor: once one platform cannot win, none after it can.
    if (cannotBeat(bound, ceiling(pair), pair.floorUsd)) break;
    const exact = exactPair(pair, plan, ctx, memoryMemo);
    if (
      !exact ||
      exact.minUsd > budgetUsd ||
      cannotBeat(bound, buildValue(plan, exact.maxScore, exact.minUsd), exact.minUsd)
    )
      continue;
    const fixed = { usd: plan.gpuCostUsd + pair.cpu.priceUsd + pair.board.priceUsd, score: pair.cpuScore };
    let frontiers = [pair.memory ?? [], ...pair.rest];
    let pick = pickOf(
      pair,
      plan,
      bestCombination(frontiers, fixed, budgetUsd, bound, ctx.stats, plan.pointUsd),
    );
    if (!pick) continue;
    pick.report = ctx.verify(pick);
    // A closed case without a maximum card length on record leaves the length check unrun
    // (UNVERIFIED): in the fully checked pass, try this platform again with the cases whose
    // check can run, or the cheaper unchecked case hides a checked one (expert review
    // 2026-11, W01: a tower that holds the card lost to one whose length limit is unknown).
    if (pick.report.verdict === 'UNVERIFIED' && !ctx.acceptUnverified && !lengthChecked(plan, pick.pcCase)) {
      frontiers = frontiers.map((frontier, index) =>
        index === CASE_FRONTIER ? frontier.filter((option) => lengthChecked(plan, option)) : frontier,
      );
      pick = frontiers[CASE_FRONTIER].length
        ? pickOf(pair, plan, bestCombination(frontiers, fixed, budgetUsd, bound, ctx.stats, plan.pointUsd))
        : null;
      if (!pick) continue;
      pick.report = ctx.verify(pick);
    }
    // A build a check refutes is never chosen. One whose deciding checks could not run for a
    // fact the catalog lacks (a card's length, a board's slot positions) is chosen only when
    // no fully checked build fits (the second pass, recommend-build.ts), and its report says
    // so (verdict UNVERIFIED, unverifiedChecks): an answer that names what to check beats
    // none, and the verdict never claims more than was checked.
    if (pick.report.verdict === 'INCOMPATIBLE') continue;
    if (pick.report.verdict === 'UNVERIFIED' && !ctx.acceptUnverified) continue;
    best = pick;
    bound = { value: pick.value, totalUsd: pick.totalUsd };
  }
  if (best || incumbent) return { best, failure: null, cheapestUsd: null };

  // Nothing fits: find the furthest constraint reached and the cheapest complete build.
  let failure: PlatformFailure = furthest;
  let cheapestUsd = Number.POSITIVE_INFINITY;
  const reach = (next: PlatformFailure) => {
    if (FAILURE_RANK[next] > FAILURE_RANK[failure]) failure = next;
  };
  for (const pair of pairs) {
    const exact = exactPair(pair, plan, ctx, memoryMemo);
    if (!exact) continue;
    cheapestUsd = Math.min(cheapestUsd, exact.minUsd);
    reach(exact.minUsd > budgetUsd ? 'budget' : 'check');
  }
  return { best: null, failure, cheapestUsd: Number.isFinite(cheapestUsd) ? cheapestUsd : null };
}
