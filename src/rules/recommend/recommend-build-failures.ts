import type { ResolvedMains } from '../analysis/power-budget';
import type { GpuFacts, PriceCondition, UseCaseFacts } from '../facts';
import {
  countedName,
  formatGb,
  formatNumber,
  formatPercent,
  formatUsd,
  formatWatts,
  joinList,
} from '../format';
import type { Workload } from '../../catalog/fields';
import {
  CIRCUIT_MARGIN_FRACTION,
  CPU_THREADS_PER_GPU,
  MAX_TRAINING_LINK_GEN_DEFICIT,
  PSU_HEADROOM_FRACTION,
} from '../thresholds';
import type { PricedPart } from './recommend-build-catalog';
import type { GpuPlan } from './recommend-build-plan';
import type { PlatformFailure } from './recommend-build-search';
import type { SoftwareStack, StackSupportIndex } from '../analysis/software-stacks';

/** A faster plan that yielded no build, and why. */
export interface GpuAttempt {
  plan: GpuPlan;
  failure: PlatformFailure;
  /** Cheapest complete build at any budget ('budget' failures; filled lazily). */
  cheapestUsd?: number | null;
  /** Lowest possible wall draw ('circuit' failures found before the platform search). */
  minWallW?: number;
}

/** What every sentence may need about the request. */
export interface ReasonContext {
  budgetUsd: number;
  condition: PriceCondition;
  /** Per-card memory tier (training, or minVramGb). */
  tierGb: number;
  /** The use case's total tier when it is shared by the cards (inference) or sharded across them (fine-tuning), else 0. */
  useCaseGb: number;
  /** Fine-tuning on several cards: the tier is met sharded (FSDP / ZeRO-3). */
  sharded: boolean;
  useCase: UseCaseFacts | null;
  workload: Workload;
  mains: ResolvedMains;
  /** The stack the user chose; null: any the work runs on. */
  stack: SoftwareStack | null;
  support: StackSupportIndex | null;
}

/** "new" / "used" for the price a card was counted at. */
export function priceLabel(
  part: Pick<GpuFacts, 'priceUsd' | 'usedPriceUsd'>,
  condition: PriceCondition,
  priceUsd: number,
): string {
  if (condition === 'NEW') return 'new';
  if (condition === 'USED') return 'used';
  return priceUsd === part.usedPriceUsd && priceUsd !== part.priceUsd ? 'used' : 'new';
}

export function conditionPhrase(condition: PriceCondition): string {
  if (condition === 'NEW') return 'new prices';
  if (condition === 'USED') return 'used prices';
  return 'the cheaper of new and used prices';
}

export function circuitText(mains: ResolvedMains): string {
  return (
    `a ${formatNumber(mains.voltage)} V / ${formatNumber(mains.breakerAmps, 1)} A circuit` +
    `${mains.defaulted ? ' (assumed where not given)' : ''} carries ${formatWatts(mains.circuitLimitW)} continuously`
  );
}

export function cards(plan: GpuPlan): string {
  return countedName(plan.gpu.name, plan.count);
}

/** Why a plan yielded no build, as a sentence about its cards. */
export function describeFailure(attempt: GpuAttempt, context: ReasonContext): string {
  const { plan } = attempt;
  const who = cards(plan);
  switch (attempt.failure) {
    case 'threads':
      return `No CPU in the catalog has the ${formatNumber(plan.minThreads)} threads ${who} need (at least ${CPU_THREADS_PER_GPU} per GPU).`;
    case 'board':
      return (
        `No motherboard in the catalog holds ${who}: ${formatNumber(plan.gpu.slotWidth ?? 2, 1)}-slot cards need as many x16-length slots ` +
        `spaced far enough apart${plan.needsAirGap ? ' with a free slot between them for air' : ''}, or PCIe slots and risers in an open frame.`
      );
    case 'links':
      return (
        `No motherboard and CPU in the catalog give each of the ${who} a link of at least ≈${formatNumber(plan.minLinkGBs, 1)} GB/s ` +
        `(x8 at PCIe ${formatNumber(Math.max(1, (plan.gpu.pcieGen ?? 4) - MAX_TRAINING_LINK_GEN_DEFICIT))}.0); ` +
        'a workstation platform (Threadripper, Xeon W) or a board with x8/x8 slots does.'
      );
    case 'memory':
      return `No memory kit gives the ${formatGb(plan.minRamGb)} of RAM ${who} need on a platform that holds them.`;
    case 'cooler':
      return `No CPU cooler in the catalog mounts on, and is rated for, a CPU that could feed ${who}.`;
    case 'psu':
      return (
        `No single PSU in the catalog has the wattage (${formatPercent(PSU_HEADROOM_FRACTION)} over the sustained draw, and at least ` +
        `the ${formatWatts(plan.makerPsuW)} the GPU maker asks for)${plan.highPower ? ', ATX 3.x for 16-pin cards,' : ''} ` +
        `and the ${plan.connectorsNeeded == null ? '' : `${formatNumber(plan.connectorsNeeded)} `}PCIe power connectors ${who} need.`
      );
    case 'circuit': {
      const advice = 'Use a 230 V or 20 A circuit, fewer cards, or two PSUs on two circuits.';
      const margin = `leaving the ${formatPercent(CIRCUIT_MARGIN_FRACTION)} margin`;
      if (attempt.minWallW == null) {
        return `No CPU and PSU that can run ${who} keep the wall draw within what ${circuitText(context.mains)}, ${margin}. ${advice}`;
      }
      return (
        `${who} draw about ${formatWatts(attempt.minWallW)} at the wall even with the lowest-power CPU and the most efficient PSU` +
        ` in the catalog; ${circuitText(context.mains)}, and a build should keep ${formatPercent(CIRCUIT_MARGIN_FRACTION)} of it free. ${advice}`
      );
    }
    case 'case':
      return `No case in the catalog takes a motherboard that holds ${who} together with cards ${plan.gpu.lengthMm == null ? 'of their size' : `${formatNumber(plan.gpu.lengthMm)} mm long`}.`;
    case 'storage':
      return `The catalog has no drive with a price at the requested condition.`;
    case 'budget': {
      const cheapest = attempt.cheapestUsd;
      if (cheapest == null)
        return `No complete build around ${who} fits the ${formatUsd(context.budgetUsd)} budget.`;
      return (
        `The cheapest complete build with ${who} costs ${formatUsd(cheapest)} (${formatUsd(plan.gpuCostUsd)} for the cards, ` +
        `${formatUsd(cheapest - plan.gpuCostUsd)} for the rest), over the ${formatUsd(context.budgetUsd)} budget.`
      );
    }
    case 'check':
      return `Every candidate build around ${who} failed the compatibility check.`;
  }
}

/** "No complete build: the catalog has no CPU and PSU with a used price." */
export function missingPartsReason(missing: readonly string[], condition: PriceCondition): string {
  const price = condition === 'ANY' ? 'a price' : `a ${condition === 'NEW' ? 'new' : 'used'} price`;
  return `No complete build: the catalog has no ${joinList(missing)} with ${price}.`;
}

/**
 * Sentences for a request no build satisfies, naming the constraint that failed: the
 * memory tier, the per-card budget, then one sentence per kind of failure among the cards
 * tried (for the budget, the cheapest complete build over all of them).
 */
export function noBuildReasons(
  reasonContext: ReasonContext,
  gpuCount: number,
  tierGpus: readonly PricedPart<GpuFacts>[],
  attempts: readonly GpuAttempt[],
  cheapestFor: (plan: GpuPlan) => number | null,
): string[] {
  const { budgetUsd, condition } = reasonContext;
  const tierGb = reasonContext.tierGb;
  const pooledGb = reasonContext.useCaseGb;
  const memory =
    pooledGb > 0
      ? ` holding ${formatGb(pooledGb)} across ${gpuCount === 1 ? 'one card' : `${formatNumber(gpuCount)} cards`}`
      : tierGb > 0
        ? ` with at least ${formatGb(tierGb)}`
        : '';
  if (tierGpus.length === 0) {
    return [
      `No desktop PCIe GPU in the catalog${memory}${pooledGb > 0 ? '' : tierGb > 0 ? ' per GPU' : ''} has a price at the requested condition (${condition}).`,
    ];
  }
  if (attempts.length === 0) {
    const cheapest = [...tierGpus].sort((a, b) => a.priceUsd - b.priceUsd)[0];
    const perCard = budgetUsd / gpuCount;
    return [
      `No GPU${memory} costs ${formatUsd(perCard)} or less${gpuCount > 1 ? ` per card (${gpuCount} cards within ${formatUsd(budgetUsd)})` : ''}; ` +
        `the cheapest is the ${cheapest.part.name} at ${formatUsd(cheapest.priceUsd)} ${priceLabel(cheapest.part, condition, cheapest.priceUsd)}.`,
    ];
  }
  const reasons = [
    `No complete build with ${gpuCount === 1 ? 'a GPU' : `${gpuCount} GPUs`}${memory} fits within ${formatUsd(budgetUsd)} and passes the compatibility check.`,
  ];
  // Budget failures: the cheapest complete build over all cards (branch and bound on the card cost).
  let cheapestBudget: GpuAttempt | null = null;
  for (const attempt of [...attempts].sort((a, b) => a.plan.gpuCostUsd - b.plan.gpuCostUsd)) {
    if (attempt.failure !== 'budget') continue;
    if (cheapestBudget?.cheapestUsd != null && attempt.plan.gpuCostUsd >= cheapestBudget.cheapestUsd) break;
    attempt.cheapestUsd ??= cheapestFor(attempt.plan);
    if (
      attempt.cheapestUsd != null &&
      (cheapestBudget?.cheapestUsd == null || attempt.cheapestUsd < cheapestBudget.cheapestUsd)
    )
      cheapestBudget = attempt;
  }
  const seen = new Set<string>();
  for (const attempt of attempts) {
    if (seen.has(attempt.failure)) continue;
    seen.add(attempt.failure);
    if (attempt.failure === 'budget') {
      if (cheapestBudget) reasons.push(describeFailure(cheapestBudget, reasonContext));
    } else reasons.push(describeFailure(attempt, reasonContext));
  }
  return reasons;
}
