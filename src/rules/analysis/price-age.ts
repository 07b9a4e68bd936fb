import type { ComponentFacts, PriceCondition } from '../facts';
import { joinList } from '../format';
import { NEW_GPU_PRICE_MAX_AGE_YEARS, PRICE_STALE_AFTER_MONTHS } from '../thresholds';

/** What the price checks read of a part: its prices, the days they were observed and what they are. */
export type DatedPrices = Pick<
  ComponentFacts,
  'name' | 'priceUsd' | 'usedPriceUsd' | 'priceObservedOn' | 'usedPriceObservedOn'
> &
  Partial<Pick<ComponentFacts, 'priceKind' | 'priceObservedPrecision' | 'usedPriceObservedPrecision'>>;

/** How a price's kind reads in an answer. */
const KIND_WORDS: Readonly<Record<string, string>> = {
  LAUNCH_LIST: 'launch list price',
  RETAIL: 'retail price',
  USED_MARKET: 'used-market price',
};

/** "2020-09-24", "2020-09" or "2020": a date as precisely as its source gave it. */
export function describeObserved(day: string, precision: string | null | undefined): string {
  if (precision === 'YEAR') return day.slice(0, 4);
  if (precision === 'MONTH') return day.slice(0, 7);
  return day;
}

/**
 * "6 years", "10 months": how long before `today` a price's period began (its first day, so
 * a year-only price reads as old as it may be), "up to" when only the month or year is known.
 */
export function describeAge(day: string, precision: string | null | undefined, today: string): string {
  const [y1, m1] = day.split('-').map(Number);
  const [y2, m2] = today.split('-').map(Number);
  const months = Math.max(0, (y2 - y1) * 12 + (m2 - m1));
  const span =
    months >= 24 ? `${Math.floor(months / 12)} years` : months === 1 ? '1 month' : `${months} months`;
  return precision === 'DAY' || precision == null ? span : `up to ${span}`;
}

/** The kind and precision of the price a condition uses (the one priceAt picks). */
function priceFactsAt(part: DatedPrices, condition: PriceCondition) {
  const fresh = part.priceUsd ?? null;
  const used = part.usedPriceUsd ?? null;
  const useUsed =
    condition === 'USED' || (condition === 'ANY' && used !== null && (fresh === null || used < fresh));
  return useUsed
    ? { kind: 'USED_MARKET', precision: part.usedPriceObservedPrecision ?? null }
    : { kind: part.priceKind ?? null, precision: part.priceObservedPrecision ?? null };
}

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
  if (!today) return null;
  const describe = (part: DatedPrices, observedOn: string) => {
    const { kind, precision } = priceFactsAt(part, condition);
    const what = kind ? `, ${KIND_WORDS[kind] ?? kind}` : '';
    return `${part.name} (${describeObserved(observedOn, precision)}${what}, ${describeAge(observedOn, precision, today)} old)`;
  };
  const staleParts = stalePrices(parts, condition, today);
  const stale = [...new Set(staleParts.map((s) => describe(s.part, s.observedOn)))];
  const staleNames = new Set(staleParts.map((s) => s.part.name));
  // A launch list price is the maker's price when the part came out, not what it sells for now.
  const listed = [
    ...new Set(
      parts
        .filter((part) => !staleNames.has(part.name) && priceFactsAt(part, condition).kind === 'LAUNCH_LIST')
        .filter((part) => priceAt(part, condition) !== null && priceObservedOnAt(part, condition))
        .map((part) => describe(part, priceObservedOnAt(part, condition)!)),
    ),
  ];
  const sentences: string[] = [];
  if (stale.length) {
    sentences.push(
      `${subject} rests on ${stale.length === 1 ? 'a price' : 'prices'} observed more than ${PRICE_STALE_AFTER_MONTHS} months ago: ` +
        `${joinList(stale)}; check current prices before buying.`,
    );
  }
  if (listed.length) {
    sentences.push(
      `${stale.length ? 'It also uses' : `${subject} uses`} ${listed.length === 1 ? 'a launch list price' : 'launch list prices'}, not what the part sells for today: ${joinList(listed)}.`,
    );
  }
  return sentences.length ? sentences.join(' ') : null;
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
  return pricedAt(gpu, condition)?.price ?? null;
}

/** priceAt with the condition the price is (ANY: the cheaper known one, new on a tie). */
export function pricedAt(
  item: { priceUsd?: number | null; usedPriceUsd?: number | null },
  condition: PriceCondition,
): { price: number; condition: 'NEW' | 'USED' } | null {
  const fresh = item.priceUsd ?? null;
  const used = item.usedPriceUsd ?? null;
  if (condition === 'NEW') return fresh === null ? null : { price: fresh, condition: 'NEW' };
  if (condition === 'USED') return used === null ? null : { price: used, condition: 'USED' };
  if (used !== null && (fresh === null || used < fresh)) return { price: used, condition: 'USED' };
  return fresh === null ? null : { price: fresh, condition: 'NEW' };
}
