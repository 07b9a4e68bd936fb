import { vramPerGpuGb } from '../analysis/build-view';
import type { GpuFacts } from '../facts';
import { countedName, formatGb, formatNumber, formatUsd } from '../format';
import { LEFTOVER_MENTION_FRACTION } from '../thresholds';
import type { PricedPart } from './recommend-build-catalog';
import type { PlatformPick } from './recommend-build-search';

/** What recommendBuild returns, as far as this module reads it. */
interface OtherBuild {
  parts: ReadonlyArray<{ component: { kind: string; name: string; slug: string }; quantity: number }>;
  unitPricesUsd: ReadonlyMap<string, number>;
}

/** A build's card figure for the workload, summed over its cards (speed or bandwidth). */
export type CardsMetric = (gpu: GpuFacts, count: number) => number;

/**
 * What the unspent budget would buy, when it is a sizeable share of the budget: a build with
 * one more card that is faster (or has more bandwidth) in total (searched in full), else a
 * card with more memory per GPU for the price difference, else a plain note. Null when
 * little is left.
 */
export function leftoverReason(
  pick: PlatformPick,
  budgetUsd: number,
  tierGpus: readonly PricedPart<GpuFacts>[],
  buildWith: (gpuCount: number) => OtherBuild | null,
  cardsMetric: CardsMetric,
): string | null {
  const leftoverUsd = budgetUsd - pick.totalUsd;
  if (leftoverUsd < budgetUsd * LEFTOVER_MENTION_FRACTION) return null;
  const head = `${formatUsd(leftoverUsd)} of the budget is left`;
  const count = pick.plan.count;
  const more = buildWith(count + 1);
  const card = more?.parts.find((part) => part.component.kind === 'GPU');
  const moreGpu = card
    ? tierGpus.find((option) => option.part.slug === card.component.slug)?.part
    : undefined;
  const better = moreGpu !== undefined && cardsMetric(moreGpu, count + 1) > cardsMetric(pick.plan.gpu, count);
  if (more && card && better) {
    const totalUsd = more.parts.reduce(
      (sum, part) => sum + (more.unitPricesUsd.get(part.component.slug) ?? 0) * part.quantity,
      0,
    );
    return (
      `${head}: a build with ${countedName(card.component.name, card.quantity)} also fits (${formatUsd(totalUsd)} in all, ` +
      `with a platform that holds ${formatNumber(card.quantity)} cards); ask for gpuCount ${formatNumber(count + 1)} to see it.`
    );
  }
  const perCardUsd = pick.plan.unitPriceUsd + leftoverUsd / count;
  const larger = [...tierGpus]
    .filter(
      (option) => vramPerGpuGb(option.part) > vramPerGpuGb(pick.plan.gpu) && option.priceUsd <= perCardUsd,
    )
    .sort((a, b) => vramPerGpuGb(b.part) - vramPerGpuGb(a.part) || a.priceUsd - b.priceUsd)[0];
  if (larger) {
    const difference = larger.priceUsd - pick.plan.unitPriceUsd;
    const price = difference >= 0 ? `${formatUsd(difference)} more` : `${formatUsd(-difference)} less`;
    return (
      `${head}: not enough for another card and a platform to hold it, but the ${larger.part.name} with ` +
      `${formatGb(vramPerGpuGb(larger.part))} per card costs ${price} per card than the ` +
      `${pick.plan.gpu.name}, if more memory matters more than speed.`
    );
  }
  return `${head}: no further card or larger-memory card fits it; it could go to more RAM or storage, or stay unspent.`;
}
