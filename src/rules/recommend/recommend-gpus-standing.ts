/**
 * Where a ranked card stands against the others: whether its spec-estimated training figure
 * (ranked SPEC_ESTIMATE_RANK_DISCOUNT times lower) moved it behind or left it ahead of
 * measured cards, and what the next step up beyond the budget would be.
 */
import type { GpuFacts } from '../facts';
import { VALUE_ALTERNATIVE_MIN_SAVING, VALUE_ALTERNATIVE_MIN_SHARE } from '../thresholds';
import type { OrderKey, PreparedGpu } from './gpu-orders';

/** The next card up: the cheapest beyond the budget that does the work better than the pick. */
export interface GpuStepUp<G extends GpuFacts = GpuFacts> {
  gpu: G;
  /** Price per card at the requested condition. */
  priceUsd: number;
  /** For all gpuCount cards. */
  totalUsd: number;
  /** Over the pick's total. */
  extraUsd: number;
  /** The work's figure of the step (relative training performance, or GB/s for inference) and of the pick. */
  figure: number;
  pickFigure: number;
}

const TRAINING_KEYS: readonly OrderKey[] = ['TRAINING_SPEED', 'TRAINING_SPEED_PER_DOLLAR'];

/** Index of the first value in an ascending array that is >= x. */
function lowerBound(values: readonly number[], x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first value in an ascending array that is > x. */
function upperBound(values: readonly number[], x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * For a training order, a function telling where a spec-estimated card stands against the
 * measured cards of the pool (the cards that passed every filter and the need): `after` when
 * it follows measured cards it would lead undiscounted, `ahead` when it still leads some
 * measured card discounted. Null for measured cards and other orders. The measured figures are
 * collected once per request (a sorted array), each card asks by binary search.
 */
export function estimateStanding(
  pool: readonly PreparedGpu[],
  key: OrderKey,
): (card: PreparedGpu) => { after: boolean; ahead: boolean } | null {
  if (!TRAINING_KEYS.includes(key)) return () => null;
  let measured: number[] | null = null;
  return (card) => {
    if (!card.estimate) return null;
    const own = card.raw[key];
    const ranked = card.ranked[key];
    if (own === null || ranked === null) return null;
    measured ??= pool
      .filter((other) => !other.estimate && other.raw[key] !== null)
      .map((other) => other.raw[key] as number)
      .sort((a, b) => a - b);
    // after: a measured figure strictly between the discounted and the published one;
    // ahead: a measured figure below the discounted one.
    const firstAbove = upperBound(measured, ranked);
    return {
      after: firstAbove < measured.length && measured[firstAbove] < own,
      ahead: lowerBound(measured, ranked) > 0,
    };
  };
}

/**
 * The next step up from the pick: among cards beyond the per-card budget that pass the same
 * filters and the need, the cheapest one whose figure for the work beats the pick's (ties:
 * the better figure). Null when none does.
 */
export function nextStepUp<G extends GpuFacts>(
  pick: PreparedGpu<G>,
  order: readonly PreparedGpu<G>[],
  options: {
    key: OrderKey;
    perCardBudget: number;
    eligible: (card: PreparedGpu) => boolean;
    gpuCount: number;
  },
): GpuStepUp<G> | null {
  const pickFigure = pick.ranked[options.key];
  if (pickFigure === null || pick.price === null) return null;
  let best: PreparedGpu<G> | null = null;
  for (const card of order) {
    const figure = card.ranked[options.key];
    // The order is by this figure, highest first: past the pick's figure nothing can beat it.
    if (figure === null || figure <= pickFigure) break;
    if (card.price === null || card.price <= options.perCardBudget || !options.eligible(card)) continue;
    if (
      !best ||
      card.price < best.price! ||
      (card.price === best.price && figure > best.ranked[options.key]!)
    )
      best = card;
  }
  if (!best) return null;
  const totalUsd = best.price! * options.gpuCount;
  return {
    gpu: best.gpu,
    priceUsd: best.price!,
    totalUsd,
    extraUsd: totalUsd - pick.price * options.gpuCount,
    figure: best.raw[options.key]!,
    pickFigure: pick.raw[options.key]!,
  };
}

/** A cheaper card in the budget that does nearly the pick's work (see VALUE_ALTERNATIVE_MIN_SHARE). */
export interface GpuValueAlternative<G extends GpuFacts = GpuFacts> {
  gpu: G;
  priceUsd: number;
  /** Over all gpuCount cards, what it saves against the pick. */
  savingUsd: number;
  /** Its ranked figure over the pick's (0-1). */
  share: number;
}

/**
 * The cheapest card of the pool (the cards that meet the need within the budget) that does at
 * least VALUE_ALTERNATIVE_MIN_SHARE of the pick's ranked figure for at least
 * VALUE_ALTERNATIVE_MIN_SAVING less; null when none does.
 */
export function valueAlternative<G extends GpuFacts>(
  pick: PreparedGpu<G>,
  pool: readonly PreparedGpu<G>[],
  key: OrderKey,
  gpuCount: number,
): GpuValueAlternative<G> | null {
  const pickFigure = pick.ranked[key];
  if (pickFigure === null || !(pickFigure > 0) || pick.price === null) return null;
  let best: PreparedGpu<G> | null = null;
  for (const card of pool) {
    const figure = card.ranked[key];
    if (card === pick || figure === null || card.price === null) continue;
    if (figure < VALUE_ALTERNATIVE_MIN_SHARE * pickFigure) continue;
    if (card.price > (1 - VALUE_ALTERNATIVE_MIN_SAVING) * pick.price) continue;
    if (!best || card.price < best.price! || (card.price === best.price && figure > best.ranked[key]!))
      best = card;
  }
  if (!best) return null;
  return {
    gpu: best.gpu,
    priceUsd: best.price!,
    savingUsd: (pick.price - best.price!) * gpuCount,
    share: best.ranked[key]! / pickFigure,
  };
}
