import { isLegacyGpu } from '../analysis/fact-fallbacks';
import { gpuListed } from '../analysis/gpu-listing';
import { isStalePrice, priceObservedOnAt } from '../analysis/price-age';
import type { GpuFacts, PriceCondition, UseCaseFacts } from '../facts';
import { compareFor, conditionView, ordered, tiedFor, type PreparedGpu } from './gpu-orders';
import { memoryForTier, memoryNeed, meetsNeed, type MemoryNeed } from './memory-need';
import {
  DEFAULT_GPU_OBJECTIVE,
  orderKeyFor,
  performancePerDollar,
  type GpuObjective,
} from './gpu-objectives';
import { rankingReasons } from './recommend-gpus-reasons';
import { staleNewOffersMeeting } from './recommend-gpus-stale';
import {
  cudaCardsFirst,
  comparableTo,
  cudaOrder,
  fasterOffCuda,
  roomierCard,
  syclTokenRate,
  usedCudaBeside,
  type AdviceScope,
} from './recommend-gpus-advice';
import { estimateStanding, nextStepUp, valueAlternative, type GpuStepUp } from './recommend-gpus-standing';
import {
  vendorTieBreak,
  WORKLOAD_STACKS,
  type SoftwareStack,
  type StackLevel,
  type StackSupportIndex,
} from '../analysis/software-stacks';

/** Input of rankGpus. */
export interface GpuRankingInput {
  minVramGb?: number | null;
  useCase?: UseCaseFacts | null;
  /** Budget for all cards together. */
  budgetUsd?: number | null;
  condition: PriceCondition;
  /** Cards the buyer wants (the budget and power cap are shared between them). */
  gpuCount: number;
  /** Cap on gpuCount x TDP. */
  maxPowerW?: number | null;
  first: number;
  /** Default BEST_WITHIN_BUDGET. */
  objective?: GpuObjective | null;
  /** Include cards current CUDA/PyTorch no longer support (Kepler, Maxwell). Default false. */
  includeLegacy?: boolean | null;
  /** Include server cards: SXM/OAM modules and passively cooled cards. Default false. */
  includeServerCards?: boolean | null;
  /** Today (YYYY-MM-DD): a price observed more than PRICE_STALE_AFTER_MONTHS before is flagged. */
  today?: string | null;
  /** The stack the user runs; default: any stack the work runs on (WORKLOAD_STACKS). */
  stack?: SoftwareStack | null;
  /** The catalog's software-support rows by architecture (ROCm and oneAPI status). */
  support?: StackSupportIndex | null;
}

export interface GpuRanking<G extends GpuFacts = GpuFacts> {
  gpu: G;
  /** 1-based. */
  rank: number;
  /** Price per card at the requested condition. */
  priceUsd: number | null;
  /** relativePerformance per $1,000 at the requested condition. */
  performancePerDollar: number | null;
  meetsMemory: boolean;
  reasons: string[];
  /** The objective the ranking used. */
  objective: GpuObjective;
  /**
   * The objective's figure: for BEST_WITHIN_BUDGET the work's own figure (relative training
   * performance, or GB/s of memory bandwidth for inference); else the figure per $1,000.
   */
  objectiveValue: number | null;
  /** True when relativePerformance is a spec estimate rather than a measurement; null when unknown. */
  performanceIsEstimate: boolean | null;
  /** Day the price at the requested condition was observed; null without a price or a day. */
  priceObservedOn: string | null;
  /** Whether that price is older than PRICE_STALE_AFTER_MONTHS (null without today or a day). */
  priceIsStale: boolean | null;
  /** Budget left after gpuCount of these cards; null without a budget or a price. */
  unspentUsd: number | null;
  /** The top pick only: the cheapest card beyond the budget that does the work better; else null. */
  nextStepUp: GpuStepUp<G> | null;
  /** The stack that runs the card for this work (the chosen one, or the first of the work's that does). */
  stack: SoftwareStack | null;
  /** UNOFFICIAL when that stack runs the card but the vendor does not list it. */
  stackLevel: StackLevel | null;
}

/** The stack that runs a prepared card for the work, and how well; null when none does. */
function stackOf(
  card: PreparedGpu,
  workload: MemoryNeed['workload'],
  chosen: SoftwareStack | null,
): { stack: SoftwareStack; level: StackLevel } | null {
  let unofficial: { stack: SoftwareStack; level: StackLevel } | null = null;
  for (const stack of chosen ? [chosen] : WORKLOAD_STACKS[workload]) {
    const level = card.stacks.get(stack);
    if (level === 'SUPPORTED') return { stack, level };
    if (level && !unofficial) unofficial = { stack, level };
  }
  return unofficial;
}

/**
 * Ranks GPUs for a piece of work: need first, then value. Sources: dettmers-which-gpu-2020
 * (memory the work needs first, then the best the money buys; cooling and power caveats),
 * doc-dl-cluster-guide, ref-llamacpp-backends and rocm-system-requirements (stacks),
 * answerai-fsdp-qlora-2024 (sharded fine-tuning), bench-llamacpp-gpu-benchmarks-2024
 * (bandwidth-bound generation, layers split across cards).
 *
 * - Candidates: desktop-usable cards (PCIe with a fan) unless includeServerCards; current
 *   architectures unless includeLegacy; when buying new, cards whose new price is a current
 *   offer; cards that run the chosen stack, or any stack the work runs on.
 * - Need: the memory tier (memoryNeed: per card, shared for inference, sharded for
 *   fine-tuning on several cards) and minVramGb per card.
 * - Budget per card: budgetUsd / gpuCount; cards without a price are left out when a budget
 *   is given. Power cap: gpuCount x TDP <= maxPowerW.
 * - Order (BEST_WITHIN_BUDGET): the work's figure, a spec-estimated training speed counted
 *   SPEC_ESTIMATE_RANK_DISCOUNT times lower; then more memory, the lower price; vendor order
 *   only as a tie-break where the stack is CUDA (vendorTieBreak). The per-dollar objectives
 *   order by their figure per $1,000 the same way.
 * The top pick says what is left of the budget and the next step up. When no affordable card
 * meets the need, returns the affordable cards with the most memory first, meetsMemory false
 * and reasons naming what to do. Returns [] when nothing fits the budget, the power cap and
 * the stack. The orders are built once per catalog version (gpu-orders.ts).
 *
 * Throws RangeError for a gpuCount below 1 or a negative budget.
 */
export function rankGpus<G extends GpuFacts>(gpus: readonly G[], input: GpuRankingInput): GpuRanking<G>[] {
  if (!Number.isInteger(input.gpuCount) || input.gpuCount < 1) {
    throw new RangeError(`gpuCount must be a positive integer, got ${input.gpuCount}.`);
  }
  if (input.budgetUsd != null && !(input.budgetUsd >= 0)) {
    throw new RangeError(`budgetUsd must be >= 0, got ${input.budgetUsd}.`);
  }
  if (input.first <= 0) return [];
  const { gpuCount, condition } = input;
  const need = memoryNeed(input.useCase, input.minVramGb, gpuCount);
  const objective = input.objective ?? DEFAULT_GPU_OBJECTIVE;
  const key = orderKeyFor(objective, need.workload);
  const chosen = input.stack ?? null;
  const view = conditionView(gpus, condition, input.support);
  const order = ordered(view, key);
  const budgetUsd = input.budgetUsd ?? null;
  const perCardBudget = budgetUsd !== null ? budgetUsd / gpuCount : null;

  const eligible = (card: PreparedGpu) =>
    // The one listing predicate every GPU list reads (analysis/gpu-listing.ts).
    gpuListed(card.gpu, input) &&
    (input.maxPowerW == null || card.gpu.tdpW * gpuCount <= input.maxPowerW) &&
    stackOf(card, need.workload, chosen) !== null;
  const affordable = (card: PreparedGpu) =>
    perCardBudget === null || (card.price !== null && card.price <= perCardBudget);
  const meets = (card: PreparedGpu) => meetsNeed(card.perGpuGb, card.gpu.vramGb, need);

  // One pass over the pre-sorted order: cheap filters first, the need last.
  let pool: PreparedGpu<G>[] = [];
  const candidates: PreparedGpu<G>[] = [];
  for (const card of order) {
    if (!affordable(card) || !eligible(card)) continue;
    candidates.push(card);
    if (meets(card)) pool.push(card);
  }
  if (candidates.length === 0) return [];
  const meetsMemory = pool.length > 0;
  const staleOffers =
    !meetsMemory && condition === 'NEW'
      ? staleNewOffersMeeting(
          gpus,
          new Set(view.cards.map((card) => card.gpu.slug)),
          input,
          need,
          perCardBudget,
        )
      : [];
  const tieBreak = (a: PreparedGpu, b: PreparedGpu) =>
    vendorTieBreak(a.gpu, need.workload, chosen) - vendorTieBreak(b.gpu, need.workload, chosen);
  const byKey = compareFor(key);
  const cudaBefore = cudaOrder(need, chosen);
  const full = (a: PreparedGpu, b: PreparedGpu) =>
    cudaBefore(a, b) || (tiedFor(key, a, b) ? tieBreak(a, b) || byKey(a, b) : byKey(a, b));
  let picked: PreparedGpu<G>[];
  if (meetsMemory) {
    // Training with no stack named: CUDA cards first (recommend-gpus-advice.ts, review G08/G17/G22).
    pool = cudaCardsFirst(pool, need, chosen);
    // The first `first` of the pool, plus any card tied with the last, re-sorted with the tie-break.
    let end = Math.min(input.first, pool.length);
    while (end < pool.length && tiedFor(key, pool[end], pool[end - 1])) end += 1;
    picked = pool.slice(0, end).sort(full).slice(0, input.first);
  } else {
    const memory = (card: PreparedGpu) => memoryForTier(card.perGpuGb, card.gpu.vramGb, need);
    picked = [...candidates].sort((a, b) => memory(b) - memory(a) || full(a, b)).slice(0, input.first);
  }

  const standing = estimateStanding(pool, key);
  const stepKey = orderKeyFor('BEST_WITHIN_BUDGET', need.workload);
  const scope: AdviceScope = { gpus, input, need, chosen, key, perCardBudget, condition };
  return picked.map((card, index) => {
    const top = index === 0 && meetsMemory;
    const advice = [
      ...(top
        ? [usedCudaBeside(card, scope), fasterOffCuda(card, pool, scope), roomierCard(card, pool, need)]
        : []),
      syclTokenRate(card.gpu, key),
    ].filter((line): line is string => line !== null);
    const gpu = card.gpu;
    const price = card.price;
    const observedOn = price === null ? null : priceObservedOnAt(gpu, condition);
    const runs = stackOf(card, need.workload, chosen);
    const unspentUsd = budgetUsd !== null && price !== null ? budgetUsd - price * gpuCount : null;
    const comparable = comparableTo(card, need, chosen);
    const stepUp =
      index === 0 && meetsMemory && budgetUsd !== null
        ? nextStepUp(card, ordered(view, stepKey), {
            key: stepKey,
            perCardBudget: perCardBudget!,
            eligible: (other) => eligible(other) && meets(other) && comparable(other),
            gpuCount,
          })
        : null;
    const alternative =
      index === 0 && meetsMemory && objective === 'BEST_WITHIN_BUDGET'
        ? valueAlternative(card, pool.filter(comparable), key, gpuCount)
        : null;
    const objectiveValue = card.raw[key];
    return {
      gpu,
      rank: index + 1,
      priceUsd: price,
      priceObservedOn: observedOn,
      priceIsStale: isStalePrice(observedOn, input.today),
      performancePerDollar: performancePerDollar(gpu, condition),
      meetsMemory,
      objective,
      objectiveValue,
      performanceIsEstimate:
        gpu.relativePerformance == null || gpu.performanceBasis == null ? null : card.estimate,
      unspentUsd,
      nextStepUp: stepUp,
      stack: runs?.stack ?? null,
      // A legacy architecture runs on an older CUDA release only: not on the current supported
      // list (cuda-13-0-release-notes; the review's G20 read SUPPORTED beside a Maxwell card).
      stackLevel: runs && isLegacyGpu(gpu) ? 'UNOFFICIAL' : (runs?.level ?? null),
      reasons: rankingReasons(gpu, {
        condition,
        need,
        maxPowerW: input.maxPowerW ?? null,
        meetsMemory,
        objective,
        key,
        objectiveValue,
        estimateVersusMeasured: standing(card),
        today: input.today ?? null,
        stack: chosen,
        support: input.support ?? null,
        top: index === 0,
        budgetUsd,
        unspentUsd,
        nextStepUp: stepUp,
        staleNewOffers: staleOffers,
        valueAlternative: alternative,
        advice,
      }),
    };
  });
}
