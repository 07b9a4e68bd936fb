import type { ComponentFacts, PriceCondition } from '../facts';
import { joinList } from '../format';
import { NEW_GPU_PRICE_MAX_AGE_YEARS, PRICE_STALE_AFTER_MONTHS } from '../thresholds';

/** What the price checks read of a part: its prices and the days they were observed. */
export type DatedPrices = Pick<
  ComponentFacts,
  'name' | 'priceUsd' | 'usedPriceUsd' | 'priceObservedOn' | 'usedPriceObservedOn'
>;

/** The last day asked for and its answer: every part of a request asks with the same day. */
let lastDay: { today: string; before: string } | null = null;

/** The day PRICE_STALE_AFTER_MONTHS before `today` (ISO days): a price observed before it is stale. */
export function staleBefore(today: string): string {
  if (lastDay?.today === today) return lastDay.before;
  const before = monthsBefore(today);
  lastDay = { today, before };
  return before;
}

function monthsBefore(today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1 - PRICE_STALE_AFTER_MONTHS, 1));
  // Same day of the month, clamped to its length (Feb 29 -> Feb 28 a year earlier).
  const last = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, last));
  return shifted.toISOString().slice(0, 10);
}

/**
 * True when a price observed on `observedOn` is older than PRICE_STALE_AFTER_MONTHS on
 * `today`; null when either day is unknown (an undated price is not called fresh or stale).
 */
export function isStalePrice(
  observedOn: string | null | undefined,
  today: string | null | undefined,
): boolean | null {
  if (!observedOn || !today) return null;
  return observedOn < staleBefore(today);
}

/**
 * The day the price a condition uses was observed: NEW and USED read their own; ANY the one
 * of the cheaper known price (the price priceAt picks). Null without that price or its day.
 */
export function priceObservedOnAt(part: DatedPrices, condition: PriceCondition): string | null {
  const fresh = part.priceUsd ?? null;
  const used = part.usedPriceUsd ?? null;
  const useUsed =
    condition === 'USED' || (condition === 'ANY' && used !== null && (fresh === null || used < fresh));
  return (useUsed ? part.usedPriceObservedOn : part.priceObservedOn) ?? null;
}

/** The parts whose price at `condition` is older than PRICE_STALE_AFTER_MONTHS on `today`, with its day. */
export function stalePrices<P extends DatedPrices>(
  parts: readonly P[],
  condition: PriceCondition,
  today: string | null | undefined,
): { part: P; observedOn: string }[] {
  if (!today) return [];
  return parts.flatMap((part) => {
    const observedOn = priceObservedOnAt(part, condition);
    return observedOn && isStalePrice(observedOn, today) ? [{ part, observedOn }] : [];
  });
}

/**
 * One sentence naming the parts whose price (at `condition`) is older than
 * PRICE_STALE_AFTER_MONTHS on `today`, with the day each was observed; null when none is
 * (or `today` is unknown).
 */
export function stalePricesSentence(
  parts: readonly DatedPrices[],
  condition: PriceCondition,
  today: string | null | undefined,
  subject = 'This total',
): string | null {
  const stale = [
    ...new Set(stalePrices(parts, condition, today).map((s) => `${s.part.name} (${s.observedOn})`)),
  ];
  if (stale.length === 0) return null;
  return (
    `${subject} rests on ${stale.length === 1 ? 'a price' : 'prices'} observed more than ${PRICE_STALE_AFTER_MONTHS} months ago: ` +
    `${joinList(stale)}; check current prices before buying.`
  );
}

/**
 * The GPUs whose new price is a current offer (see NEW_GPU_PRICE_MAX_AGE_YEARS): those without
 * a new price or its day, and those whose new price was observed at most that many years
 * before the newest new price among `gpus`. Used when buying new only.
 */
export function withCurrentNewPrices<P extends DatedPrices>(gpus: readonly P[]): P[] {
  const days = gpus
    .filter((gpu) => gpu.priceUsd != null && gpu.priceObservedOn)
    .map((gpu) => gpu.priceObservedOn as string);
  if (days.length === 0) return [...gpus];
  const newest = days.reduce((a, b) => (a > b ? a : b));
  const cutoff = `${Number(newest.slice(0, 4)) - NEW_GPU_PRICE_MAX_AGE_YEARS}${newest.slice(4)}`;
  return gpus.filter((gpu) => gpu.priceUsd == null || !gpu.priceObservedOn || gpu.priceObservedOn >= cutoff);
}

/** Price at a condition: NEW and USED read their own price; ANY takes the cheaper known one. */
export function priceAt(
  gpu: Pick<ComponentFacts, 'priceUsd' | 'usedPriceUsd'>,
  condition: PriceCondition,
): number | null {
  const fresh = gpu.priceUsd ?? null;
  const used = gpu.usedPriceUsd ?? null;
  if (condition === 'NEW') return fresh;
  if (condition === 'USED') return used;
  if (fresh === null) return used;
  if (used === null) return fresh;
  return Math.min(fresh, used);
}
