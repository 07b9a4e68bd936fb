/**
 * The GPU rankings' per-catalog work, done once per catalog version instead of once per
 * request: each card's price at every condition, the facts the filters read, the stacks that
 * run it, and the candidates pre-sorted by every figure a ranking orders by. Kept in a
 * WeakMap on the snapshot's GPU array, so it lives exactly as long as that catalog version.
 */
import { vramPerGpuGb } from '../analysis/build-view';
import { isLegacyGpu, performanceIsEstimate, rankingPerformance } from '../analysis/fact-fallbacks';
import { priceAt, withCurrentNewPrices } from '../analysis/price-age';
import { isDesktopUsable } from '../analysis/slot-analysis';
import type { GpuFacts, PriceCondition } from '../facts';
import { roundTo } from '../format';
import { PERFORMANCE_PER_DOLLAR_UNIT_USD, SPEC_ESTIMATE_RANK_DISCOUNT } from '../thresholds';
import { normalizeToken } from '../analysis/tokens';
import { SYCL_TOKEN_RATE_SHARE_OF_CUDA, SYCL_VENDOR } from './gpu-advice-constants';
import {
  SOFTWARE_STACKS,
  stackLevel,
  type SoftwareStack,
  type StackLevel,
  type StackSupportIndex,
} from '../analysis/software-stacks';

/** What an order sorts by: a figure of the work (absolute) or a figure per $1,000. */
export type OrderKey =
  | 'TRAINING_SPEED'
  | 'TOKEN_RATE'
  | 'TRAINING_SPEED_PER_DOLLAR'
  | 'MEMORY_PER_DOLLAR'
  | 'INFERENCE_TOKENS_PER_DOLLAR';

/** A card as the rankings read it at one price condition. */
export interface PreparedGpu<G extends GpuFacts = GpuFacts> {
  gpu: G;
  /** Price per card at the condition; null without one. */
  price: number | null;
  desktop: boolean;
  legacy: boolean;
  perGpuGb: number;
  /** True when relativePerformance is a spec estimate. */
  estimate: boolean;
  /** Stacks that run the card and how well (see stackLevel). */
  stacks: ReadonlyMap<SoftwareStack, StackLevel>;
  /** The figure each order sorts by: ranked (estimates discounted) and as published. */
  ranked: Readonly<Record<OrderKey, number | null>>;
  raw: Readonly<Record<OrderKey, number | null>>;
}

interface ConditionView<G extends GpuFacts> {
  cards: PreparedGpu<G>[];
  orders: Map<OrderKey, PreparedGpu<G>[]>;
}

interface CatalogOrders<G extends GpuFacts> {
  support: StackSupportIndex | null;
  conditions: Map<PriceCondition, ConditionView<G>>;
}

const cache = new WeakMap<readonly GpuFacts[], CatalogOrders<GpuFacts>>();

const perThousand = (value: number | null, price: number | null) =>
  value === null || price === null || price <= 0
    ? null
    : roundTo((value / price) * PERFORMANCE_PER_DOLLAR_UNIT_USD, 3);

function prepare<G extends GpuFacts>(
  gpu: G,
  condition: PriceCondition,
  support: StackSupportIndex | null,
): PreparedGpu<G> {
  const price = priceAt(gpu, condition);
  const estimate = performanceIsEstimate(gpu) === true;
  const stacks = new Map<SoftwareStack, StackLevel>();
  for (const stack of SOFTWARE_STACKS) {
    const level = stackLevel(gpu, stack, support);
    if (level) stacks.set(stack, level);
  }
  const training = gpu.relativePerformance ?? null;
  const perDollarTraining = perThousand(training, price);
  const raw: Record<OrderKey, number | null> = {
    TRAINING_SPEED: training,
    TOKEN_RATE: gpu.memoryBandwidthGBs,
    TRAINING_SPEED_PER_DOLLAR: perDollarTraining,
    MEMORY_PER_DOLLAR: perThousand(gpu.vramGb, price),
    INFERENCE_TOKENS_PER_DOLLAR: perThousand(gpu.memoryBandwidthGBs, price),
  };
  // An Arc card's bandwidth buys fewer tokens on SYCL than a CUDA card's does (measured:
  // SYCL_TOKEN_RATE_SHARE_OF_CUDA), so the token-rate orders rank it by what it delivers.
  const sycl = normalizeToken(gpu.vendor) === SYCL_VENDOR ? SYCL_TOKEN_RATE_SHARE_OF_CUDA : 1;
  const scaled = (value: number | null) => (value === null ? null : value * sycl);
  return {
    gpu,
    price,
    desktop: isDesktopUsable(gpu),
    legacy: isLegacyGpu(gpu),
    perGpuGb: vramPerGpuGb(gpu),
    estimate,
    stacks,
    raw,
    ranked: {
      ...raw,
      TOKEN_RATE: scaled(raw.TOKEN_RATE),
      INFERENCE_TOKENS_PER_DOLLAR: scaled(raw.INFERENCE_TOKENS_PER_DOLLAR),
      TRAINING_SPEED: rankingPerformance(gpu),
      TRAINING_SPEED_PER_DOLLAR:
        perDollarTraining !== null && estimate
          ? perDollarTraining / SPEC_ESTIMATE_RANK_DISCOUNT
          : perDollarTraining,
    },
  };
}

const descNullLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a;

/**
 * The order of one key: the ranked figure, highest first (cards without it last), then
 * training speed (for the other keys), more memory per GPU, the lower price, the slug. Vendor
 * is no part of it: where a ranking uses vendor order it is a tie-break applied to the cards
 * it returns (see vendorTieBreak).
 */
export function compareFor(key: OrderKey) {
  const speedTie = key !== 'TRAINING_SPEED';
  // On a tie of the discounted training figure the measured card leads (measured before estimated).
  const measuredFirst = key === 'TRAINING_SPEED' || key === 'TRAINING_SPEED_PER_DOLLAR';
  return (a: PreparedGpu, b: PreparedGpu): number =>
    descNullLast(a.ranked[key], b.ranked[key]) ||
    (measuredFirst ? Number(a.estimate) - Number(b.estimate) : 0) ||
    (speedTie ? descNullLast(a.raw.TRAINING_SPEED, b.raw.TRAINING_SPEED) : 0) ||
    b.perGpuGb - a.perGpuGb ||
    -descNullLast(a.price, b.price) ||
    a.gpu.slug.localeCompare(b.gpu.slug);
}

/** True when two cards tie on everything an order sorts by but the slug. */
export function tiedFor(key: OrderKey, a: PreparedGpu, b: PreparedGpu): boolean {
  return compareFor(key)(a, { ...b, gpu: { ...b.gpu, slug: a.gpu.slug } }) === 0;
}

/**
 * The prepared cards of a catalog at a condition (when buying new, only cards whose new price
 * is a current offer: withCurrentNewPrices), computed once per catalog (the GPU array's
 * identity) and support index.
 */
export function conditionView<G extends GpuFacts>(
  gpus: readonly G[],
  condition: PriceCondition,
  support: StackSupportIndex | null | undefined,
): ConditionView<G> {
  const index = support ?? null;
  let entry = cache.get(gpus) as CatalogOrders<G> | undefined;
  if (!entry || entry.support !== index) {
    entry = { support: index, conditions: new Map() };
    cache.set(gpus, entry as unknown as CatalogOrders<GpuFacts>);
  }
  let view = entry.conditions.get(condition);
  if (!view) {
    const offered = condition === 'NEW' ? withCurrentNewPrices(gpus) : gpus;
    view = { cards: offered.map((gpu) => prepare(gpu, condition, index)), orders: new Map() };
    entry.conditions.set(condition, view);
  }
  return view;
}

/** The view's cards sorted by an order key (sorted once per catalog version). */
export function ordered<G extends GpuFacts>(view: ConditionView<G>, key: OrderKey): PreparedGpu<G>[] {
  let order = view.orders.get(key);
  if (!order) {
    order = [...view.cards].sort(compareFor(key));
    view.orders.set(key, order);
  }
  return order;
}
