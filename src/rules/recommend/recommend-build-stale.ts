/**
 * A build bought new ranks only cards whose new price is a current offer
 * (withCurrentNewPrices): a card whose new price on record is an old launch price is left
 * out. When such a card would do the work better than the pick and its recorded price would
 * still fit the budget beside the rest of the build, the reasons name it, so the answer never
 * claims to be "the fastest card for which a build fits" without saying what it could not
 * price (expert review 2026-11, W10: the RTX A6000 beside a Radeon PRO W7900).
 */
import { vramPerGpuGb } from '../analysis/build-view';
import { gpuListed } from '../analysis/gpu-listing';
import { withCurrentNewPrices } from '../analysis/price-age';
import { stackFor, type SoftwareStack, type StackSupportIndex } from '../analysis/software-stacks';
import type { Workload } from '../../catalog/fields';
import type { GpuFacts } from '../facts';
import { formatGb, formatUsd } from '../format';
import { rankingMetric } from './recommend-build-helpers';

/** Most cards the sentence names. */
const STALE_OFFERS_NAMED = 2;

export interface StaleOfferQuery {
  pick: GpuFacts;
  count: number;
  /** What the rest of the build costs (the pick's total without its cards). */
  restUsd: number;
  budgetUsd: number;
  /** Memory per card the work needs. */
  tierGb: number;
  workload: Workload;
  stack: SoftwareStack | null;
  support: StackSupportIndex | null;
}

/** The sentence, or null when no left-out card would do better within the budget. */
export function staleOfferNote(gpus: readonly GpuFacts[], query: StaleOfferQuery): string | null {
  const pickFigure = rankingMetric(query.pick, query.workload);
  if (pickFigure === null) return null;
  const current = new Set(withCurrentNewPrices(gpus).map((gpu) => gpu.slug));
  const better = gpus
    .filter((gpu) => {
      const figure = rankingMetric(gpu, query.workload);
      return (
        !current.has(gpu.slug) &&
        gpu.priceUsd != null &&
        figure !== null &&
        figure > pickFigure &&
        gpu.priceUsd * query.count + query.restUsd <= query.budgetUsd &&
        vramPerGpuGb(gpu) >= query.tierGb &&
        gpuListed(gpu) &&
        stackFor(gpu, query.workload, query.stack, query.support) !== null
      );
    })
    .sort((a, b) => a.priceUsd! - b.priceUsd! || a.slug.localeCompare(b.slug))
    .slice(0, STALE_OFFERS_NAMED);
  if (better.length === 0) return null;
  const named = better
    .map(
      (gpu) =>
        `the ${gpu.name} (${formatGb(vramPerGpuGb(gpu))}, ${formatUsd(gpu.priceUsd!)} new, observed ${gpu.priceObservedOn ?? 'on an unknown day'})`,
    )
    .join(' and ');
  return (
    `Not priced as an offer: ${named} would do this work better than the ${query.pick.name} and fit the budget at that price, ` +
    'but a new price that old is a launch price, not a current offer, so it was left out: check a current price before buying.'
  );
}
