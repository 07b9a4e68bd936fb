/**
 * The cards a NEW ranking left out only for an old new price (expert review 2026-11, G12),
 * named where they would have met the need (recommendGpus' shortfall sentence).
 */
import { gpuListed } from '../analysis/gpu-listing';
import { vramPerGpuGb } from '../analysis/build-view';
import { stackFor } from '../analysis/software-stacks';
import type { GpuFacts } from '../facts';
import { meetsNeed, type MemoryNeed } from './memory-need';
import type { GpuRankingInput } from './recommend-gpus';

/** Most cards a shortfall sentence names whose new price on record is too old to rank. */
const STALE_OFFERS_NAMED = 3;

/**
 * Cards left out of a NEW ranking only because their new price on record is too old to be a
 * current offer (withCurrentNewPrices), that would otherwise meet the need within the budget,
 * the power cap and the stack: the shortfall sentence names them instead of claiming that no
 * card reaches the need (expert review 2026-11, G12: the RTX A4000 pair under 300 W).
 */
export function staleNewOffersMeeting<G extends GpuFacts>(
  gpus: readonly G[],
  current: ReadonlySet<string>,
  input: GpuRankingInput,
  need: MemoryNeed,
  perCardBudget: number | null,
): G[] {
  return gpus
    .filter(
      (gpu) =>
        !current.has(gpu.slug) &&
        gpu.priceUsd != null &&
        (perCardBudget === null || gpu.priceUsd <= perCardBudget) &&
        gpuListed(gpu, input) &&
        (input.maxPowerW == null || gpu.tdpW * input.gpuCount <= input.maxPowerW) &&
        stackFor(gpu, need.workload, input.stack ?? null, input.support) !== null &&
        meetsNeed(vramPerGpuGb(gpu), gpu.vramGb, need),
    )
    .sort((a, b) => a.priceUsd! - b.priceUsd! || a.slug.localeCompare(b.slug))
    .slice(0, STALE_OFFERS_NAMED);
}
