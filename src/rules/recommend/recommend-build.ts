import { vramPerGpuGb } from '../analysis/build-view';
import { useCaseTraits } from '../analysis/fact-fallbacks';
import { checkBuild } from '../check-build';
import type { BuildFacts } from '../facts';
import { resolveMains } from '../analysis/power-budget';
import { stalePricesSentence } from '../analysis/price-age';
import { staleOfferNote } from './recommend-build-stale';
import { missingCategories, type BuildCatalog } from './recommend-build-catalog';
import {
  memoized,
  minWallDrawW,
  orderedCandidates,
  platformFloorUsd,
  pricedCatalogFor,
} from './recommend-build-prepared';
import { planGpus, type GpuPlan } from './recommend-build-plan';
import {
  foundReasons,
  insertRamFirstReason,
  missingPartsReason,
  noBuildReasons,
  type GpuAttempt,
  type ReasonContext,
} from './recommend-build-reasons';
import {
  createSearchContext,
  searchPlatforms,
  type PlatformPick,
  type SearchStats,
} from './recommend-build-search';
import {
  CIRCUIT_MARGIN_FRACTION,
  EQUIVALENT_GPU_ALTERNATIVES,
  MAX_RECOMMENDED_GPU_COUNT,
} from '../thresholds';
import { leftoverReason } from './recommend-build-leftover';
import { fallbackRoutes } from './recommend-build-fallbacks';
import { meetsNeed, memoryNeed } from './memory-need';
import {
  atConditionPrices,
  rankingMetric,
  HARD_WARNING_RULES,
  partsOf,
  sameTier,
  unitPriceOf,
} from './recommend-build-helpers';

export { catalogFromFacts, type BuildCatalog } from './recommend-build-catalog';
export { cardMetric } from './recommend-build-helpers';
export type { BuildRecommendationRequest, BuildRecommendationResult } from './recommend-build-request';
import {
  validateBuildRequest,
  type BuildRecommendationRequest,
  type BuildRecommendationResult,
} from './recommend-build-request';

/**
 * Recommends a complete build (GPUs x gpuCount, CPU, motherboard, memory, PSU, storage,
 * case, cooler) within the budget that passes checkBuild without an ERROR. Pure and
 * synchronous. Sources: dettmers-which-gpu-2020 (memory tier first, then GPU performance),
 * doc-cost-for-gpu-hardware (RAM vs GPU memory, threads per GPU, PSU headroom, slot
 * spacing), doc-gpu-cluster-at-home (circuit limit, transients, lanes).
 *
 * Order of preference: the card's figure for the workload (training: relativePerformance;
 * LLM inference: memory bandwidth, which sets the token rate; cards without a figure last),
 * then the balance score (BUILD_BALANCE_WEIGHTS), then the lower price.
 * Hard requirements on top of checkBuild's ERROR rules:
 * - desktop-usable cards (PCIe, with a fan, current CUDA support) of the memory tier: per card
 *   for training and fine-tuning, in total across the cards for LLM inference;
 * - RAM >= the largest card's memory; CPU_THREADS_PER_GPU threads per GPU (or the use case's);
 * - a single PSU of the larger of draw + 15 % and the GPU maker's size (CPU at its sustained
 *   power), ATX 3.x for cards on the 16-pin connector, enough PCIe connectors, and a wall
 *   draw that keeps CIRCUIT_MARGIN_FRACTION of the circuit free;
 * - for two or more training cards, x8 links or better at most one generation below the
 *   card's; hot open-air cards not in adjacent slots (or on risers in an open frame);
 * - a cooler rated for the CPU's sustained power; the board's chipset runs the CPU;
 * - when buying new, current CPUs and boards only (NEW_PLATFORM_MAX_AGE_YEARS);
 * - no checkBuild WARNING an expert would reject a recommendation for (HARD_WARNING_RULES).
 * Prices come from priceAt(part, condition); a part without one is never chosen, and the
 * report's total is at the same prices. When budget is left, the reasons say what it would
 * buy (another card, or a card with more memory).
 *
 * Search: cards fastest first; for each, a branch and bound over compatible (CPU, board)
 * platforms (see searchPlatforms); the first performance tier with a build ends the search
 * after up to EQUIVALENT_GPU_ALTERNATIVES more cards of that tier. Listings equal in every
 * fact the rules read are first collapsed to the cheapest (see searchKey), so the work grows
 * with distinct specifications, not with listings.
 *
 * Throws RangeError for a budget <= 0 or a gpuCount outside 1..MAX_RECOMMENDED_GPU_COUNT.
 */
export function recommendBuild(
  catalog: BuildCatalog,
  request: BuildRecommendationRequest,
  options: { suggestLeftover?: boolean } = {},
): BuildRecommendationResult {
  validateBuildRequest(request);
  const { budgetUsd, gpuCount, condition } = request;
  const useCase = request.useCase ?? null;
  const traits = useCaseTraits(useCase);
  const stats: SearchStats = { candidatesConsidered: 0, checkBuildCalls: 0 };
  const priced = pricedCatalogFor(catalog, condition);
  const mains = resolveMains(request.mains);
  const need = memoryNeed(useCase, request.minVramGb, gpuCount);
  const stack = request.stack ?? null;
  const cardGb = need.cardGb;
  const useCaseGb = need.tierGb;
  const pooled = need.scope !== 'PER_GPU';
  const tierGb = pooled ? cardGb : Math.max(cardGb, useCaseGb);
  const buildOf = (pick: PlatformPick, parts = partsOf(pick)): BuildFacts => ({
    parts,
    mains: request.mains ?? null,
    useCase,
    risers: pick.pcCase.priced.part.openFrame,
    // Checked on the request's day, so each report says what checkBuild says of the same
    // build (price.stale included) and the chosen one needs no second check.
    today: request.today ?? null,
  });
  const ctx = createSearchContext(
    priced,
    mains,
    (pick) => {
      stats.checkBuildCalls += 1;
      const report = checkBuild(buildOf(pick, atConditionPrices(pick)));
      // A warning an expert would reject a recommendation for counts like an error here.
      const rejected = report.findings.some(
        (finding) => finding.severity === 'WARNING' && HARD_WARNING_RULES.has(finding.ruleId),
      );
      // (Never shown: a rejected build is never chosen.)
      return rejected ? { ...report, compatible: false, verdict: 'INCOMPATIBLE' as const } : report;
    },
    stats,
  );
  const reasonContext: ReasonContext = {
    budgetUsd,
    condition,
    tierGb,
    useCaseGb: pooled ? useCaseGb : 0,
    sharded: need.scope === 'SHARDED',
    useCase,
    workload: traits.workload,
    mains,
    stack,
    support: request.support ?? null,
  };
  const cheapestFor = (plan: GpuPlan) =>
    searchPlatforms(ctx, plan, Number.POSITIVE_INFINITY, null, true).cheapestUsd;

  // Candidates in ranking order, built once per catalog version, condition, workload and stack;
  // per request only the need and the budget are applied.
  const tierGpus = memoized(
    priced,
    'tier',
    JSON.stringify([
      traits.workload,
      stack,
      request.support ? 1 : 0,
      need.scope,
      need.tierGb,
      need.cardGb,
      gpuCount,
    ]),
    () =>
      orderedCandidates(catalog, priced, traits.workload, stack, request.support ?? null).filter(({ part }) =>
        meetsNeed(vramPerGpuGb(part), part.vramGb, need),
      ),
  );
  const affordable = tierGpus.filter(({ priceUsd }) => priceUsd * gpuCount <= budgetUsd);
  const floorUsd = platformFloorUsd(priced);
  const missing = missingCategories(priced);
  const wallLimitW = mains.circuitLimitW * (1 - CIRCUIT_MARGIN_FRACTION);

  // Sharded fine-tuning offloads to CPU RAM (Answer.AI's FSDP+QLoRA of a 70B model on two
  // 24 GB cards): the RAM target is a requirement for every card first, and a faster card on
  // a platform that cannot hold it comes only when no card gets it (expert review W06).
  const ramFirst = need.scope === 'SHARDED';
  const searchCards = (attempts: GpuAttempt[], strictRam = false): PlatformPick | null => {
    let found: PlatformPick | null = null;
    let alternatives = 0;
    for (const gpu of missing.length ? [] : affordable) {
      if (found) {
        if (
          !sameTier(gpu.part, found.plan.gpu, traits.workload) ||
          alternatives >= EQUIVALENT_GPU_ALTERNATIVES
        )
          break;
        alternatives += 1;
      }
      const plan = planGpus(gpu.part, gpu.priceUsd, gpuCount, useCase);
      // Cards of one tier are compared at the first found build's point price, so a dearer card
      // does not buy itself a higher value (BALANCE_POINT_GPU_COST_FRACTION).
      if (found) plan.pointUsd = found.plan.pointUsd;
      if (plan.gpuCostUsd + floorUsd > budgetUsd) {
        if (!found) attempts.push({ plan, failure: 'budget' });
        continue;
      }
      const minWallW = minWallDrawW(plan, priced);
      if (minWallW > wallLimitW) {
        if (!found) attempts.push({ plan, failure: 'circuit', minWallW });
        continue;
      }
      const incumbent = found ? { value: found.value, totalUsd: found.totalUsd } : null;
      // A multi-GPU training machine wants about twice its GPU memory in RAM (Puget Systems):
      // required while a platform within the budget takes it, the largest card's memory otherwise.
      const sized =
        plan.count > 1 && plan.workload !== 'INFERENCE' && plan.targetRamGb > plan.minRamGb
          ? { ...plan, minRamGb: plan.targetRamGb }
          : null;
      let result = searchPlatforms(ctx, sized ?? plan, budgetUsd, incumbent);
      if (sized && !result.best && !found && !strictRam) {
        result = searchPlatforms(ctx, plan, budgetUsd, incumbent);
      }
      if (result.best) found = result.best;
      else if (!found) {
        attempts.push({ plan, failure: result.failure ?? 'budget', cheapestUsd: result.cheapestUsd });
      }
    }
    return found;
  };
  // Fully checked builds first; only when none fits, one whose deciding checks could not all
  // run for a fact the catalog lacks (its report says which, verdict UNVERIFIED).
  let attempts: GpuAttempt[] = [];
  let found = searchCards(attempts, ramFirst);
  const ramSized = ramFirst && found !== null;
  if (!found && ramFirst) {
    attempts = [];
    found = searchCards(attempts);
  }
  if (!found && !missing.length) {
    ctx.acceptUnverified = true;
    found = searchCards([], ramFirst);
    if (!found && ramFirst) found = searchCards([]);
  }

  if (!found) {
    const reasons = missing.length
      ? [missingPartsReason(missing, condition)]
      : noBuildReasons(reasonContext, gpuCount, tierGpus, attempts, cheapestFor);
    if (!missing.length && options.suggestLeftover !== false) {
      reasons.push(
        ...fallbackRoutes({ condition, useCase }, (change) =>
          recommendBuild(catalog, { ...request, ...change }, { suggestLeftover: false }),
        ),
      );
    }
    return { parts: [], unitPricesUsd: new Map(), report: null, reasons, searched: stats, risers: false };
  }
  const pick = found;
  const build = buildOf(pick);
  const faster =
    attempts.find((attempt) => !sameTier(attempt.plan.gpu, pick.plan.gpu, traits.workload)) ?? null;
  if (faster?.failure === 'budget') {
    faster.cheapestUsd ??= cheapestFor(faster.plan);
  }
  const unitPricesUsd = new Map<string, number>(
    build.parts.map((part): [string, number] => [
      part.component.slug,
      unitPriceOf(pick, part.component.slug),
    ]),
  );
  const reasons = foundReasons(pick, build, reasonContext, faster);
  if (ramSized) insertRamFirstReason(reasons, pick);
  const staleNote =
    condition === 'NEW'
      ? staleOfferNote(catalog.gpus, {
          pick: pick.plan.gpu,
          count: pick.plan.count,
          restUsd: pick.totalUsd - pick.plan.gpuCostUsd,
          budgetUsd,
          tierGb: pooled ? Math.max(cardGb, useCaseGb / gpuCount) : tierGb,
          workload: traits.workload,
          stack,
          support: request.support ?? null,
        })
      : null;
  if (staleNote) reasons.splice(1, 0, staleNote);
  if (pick.report?.verdict === 'UNVERIFIED') {
    reasons.unshift(
      'No build whose every deciding check could run fits the request; this one passes every check that ran, and its report lists what could not be checked (unverifiedChecks): confirm those facts before buying.',
    );
  }
  if (options.suggestLeftover !== false) {
    const leftover = leftoverReason(
      pick,
      budgetUsd,
      tierGpus,
      (count) =>
        count > MAX_RECOMMENDED_GPU_COUNT
          ? null
          : recommendBuild(catalog, { ...request, gpuCount: count }, { suggestLeftover: false }),
      (gpu, count) => (rankingMetric(gpu, traits.workload) ?? 0) * count,
    );
    if (leftover) reasons.splice(reasons.length - 1, 0, leftover);
  }
  const stale = stalePricesSentence(
    build.parts.map((part) => part.component),
    condition,
    request.today,
    'The total',
  );
  if (stale) reasons.push(stale);
  return {
    parts: build.parts,
    unitPricesUsd,
    report: pick.report,
    reasons,
    searched: stats,
    risers: build.risers === true,
  };
}
