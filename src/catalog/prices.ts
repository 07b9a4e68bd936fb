import {
  precisionOf,
  type DatePrecision,
  type PriceKind,
  type PriceObservationSeed,
  type PurchaseCondition,
  type SourceSeed,
} from './fields';

/**
 * Dated prices, pure: which observation is a part's current price, and how the prices the
 * catalog carried before it dated them become observations. The writer applies the same
 * order in SQL (src/catalog/write/prices.ts); a test checks the two agree.
 */

/** What an observation says the part costs: its amount, or the middle of the range it gives. */
export function observedPrice(observation: { amount: number; amountMax?: number | null }): number {
  const { amount, amountMax } = observation;
  return amountMax == null ? amount : (amount + amountMax) / 2;
}

/**
 * The SQL twin of observedPrice over a price_observation row under alias `alias`, and the
 * order that puts a part's current observation first: newest day, then the lower price
 * (two sellers on one day: the buyer can get the cheaper), then the older row.
 */
export const OBSERVED_PRICE_SQL = (alias: string) =>
  `CASE WHEN ${alias}.amount_max IS NULL THEN ${alias}.amount ELSE (${alias}.amount + ${alias}.amount_max) / 2 END`;
export const LATEST_FIRST_SQL = (alias: string) =>
  `${alias}.observed_on DESC, ${OBSERVED_PRICE_SQL(alias)} ASC, ${alias}.id ASC`;

export interface LatestPrices {
  priceUsd: number | null;
  priceObservedOn: string | null;
  priceKind: PriceKind | null;
  priceObservedPrecision: DatePrecision | null;
  usedPriceUsd: number | null;
  usedPriceObservedOn: string | null;
  usedPriceObservedPrecision: DatePrecision | null;
}

/** A part's current new and used prices (with their days, kind and precision), by slug, from its observations. */
export function latestPrices(
  observations: readonly (Pick<
    PriceObservationSeed,
    'component' | 'condition' | 'amount' | 'amountMax' | 'observedOn'
  > &
    Partial<Pick<PriceObservationSeed, 'priceKind' | 'observedPrecision'>>)[],
): Map<string, LatestPrices> {
  const best = new Map<string, { price: number; on: string; kind: PriceKind; precision: DatePrecision }>();
  for (const o of observations) {
    const key = `${o.component}|${o.condition}`;
    const price = observedPrice(o);
    const on = calendarDay(o.observedOn);
    const precision = (o.observedPrecision as DatePrecision | undefined) ?? precisionOf(o.observedOn);
    const seen = best.get(key);
    if (!seen || on > seen.on || (on === seen.on && price < seen.price)) {
      const kind =
        (o.priceKind as PriceKind | undefined) ?? (o.condition === 'USED' ? 'USED_MARKET' : 'RETAIL');
      best.set(key, { price, on, kind, precision });
    }
  }
  const out = new Map<string, LatestPrices>();
  for (const [key, { price, on, kind, precision }] of best) {
    const [slug, condition] = key.split('|') as [string, PurchaseCondition];
    const entry = out.get(slug) ?? {
      priceUsd: null,
      priceObservedOn: null,
      priceKind: null,
      priceObservedPrecision: null,
      usedPriceUsd: null,
      usedPriceObservedOn: null,
      usedPriceObservedPrecision: null,
    };
    if (condition === 'NEW') {
      Object.assign(entry, {
        priceUsd: price,
        priceObservedOn: on,
        priceKind: kind,
        priceObservedPrecision: precision,
      });
    } else {
      Object.assign(entry, {
        usedPriceUsd: price,
        usedPriceObservedOn: on,
        usedPriceObservedPrecision: precision,
      });
    }
    out.set(slug, entry);
  }
  return out;
}

/** "2026" -> "2026-01-01", "2025-03" -> "2025-03-01"; a full day stays as it is. */
export function calendarDay(value: string): string {
  if (/^\d{4}$/.test(value)) return `${value}-01-01`;
  if (/^\d{4}-\d{2}$/.test(value)) return `${value}-01`;
  return value;
}

/** Keys of the open datasets' Source rows (seeds/data/sources-2025.ts). */
const DATASET_SOURCE_PREFIX = 'dataset-';

/** Where the catalog's undated prices are said to apply (the seeds' prices are US dollar street prices). */
export const UNDATED_PRICE_REGION = 'US';
/** The note every observation made from an undated catalog price carries. */
export const UNDATED_PRICE_NOTE =
  "Catalog price entered without a dated document: dated to the year of the part's newest source only (never a day), citing that source, which may not quote it.";

interface PricedPart {
  slug: string;
  kind?: string;
  priceUsd?: number | null;
  usedPriceUsd?: number | null;
  releaseYear?: number | null;
  sources: readonly string[];
}

/**
 * What an undated catalog price is: a GPU's new price is its launch list price (the seeds'
 * convention: "launch MSRP unless the description says otherwise"), another part's a retail
 * street price, a used price a used-market one.
 */
export function undatedPriceKind(kind: string | undefined, condition: PurchaseCondition): PriceKind {
  if (condition === 'USED') return 'USED_MARKET';
  return kind === 'GPU' ? 'LAUNCH_LIST' : 'RETAIL';
}

/**
 * The observation each undated catalog price becomes (the seeds' priceUsd/usedPriceUsd and,
 * in the migration that introduced dated prices, every stored price). Convention: the part's
 * newest source (highest year, then the alphabetically first key) is cited, and the price is
 * dated to that year only (YEAR precision, never a made-up day); when no source carries a
 * year, the release year. A price is never dated later than what its newest document could
 * know, nor before the part's release, so an answer resting on it is flagged as old rather
 * than passed as current. The migrations apply the same rule in SQL
 * (1764560000000-PriceObservations.ts, 1764900000000-TrustFacts.ts).
 */
export function undatedPriceObservations(
  parts: readonly PricedPart[],
  sources: readonly Pick<SourceSeed, 'key' | 'year'>[],
): PriceObservationSeed[] {
  const yearOf = new Map(sources.map((s) => [s.key, s.year ?? null]));
  const out: PriceObservationSeed[] = [];
  for (const part of parts) {
    const priced = (
      [
        ['NEW', part.priceUsd],
        ['USED', part.usedPriceUsd],
      ] as const
    ).filter(([, amount]) => amount != null);
    if (priced.length === 0) continue;
    // A dataset (a table of specifications) is never where a hand-entered price came from.
    const documents = part.sources.filter((key) => !key.startsWith(DATASET_SOURCE_PREFIX));
    const [cited] = [...(documents.length ? documents : part.sources)].sort(
      (a, b) => (yearOf.get(b) ?? -Infinity) - (yearOf.get(a) ?? -Infinity) || a.localeCompare(b),
    );
    const sourceYear = yearOf.get(cited) ?? null;
    const year = Math.max(sourceYear ?? part.releaseYear ?? -Infinity, part.releaseYear ?? -Infinity);
    if (!cited || !Number.isFinite(year)) {
      throw new Error(`${part.slug}: a price needs a source with a year or a release year to be dated`);
    }
    for (const [condition, amount] of priced) {
      out.push({
        component: part.slug,
        condition,
        priceKind: undatedPriceKind(part.kind, condition),
        amount: amount as number,
        currency: 'USD',
        region: UNDATED_PRICE_REGION,
        observedOn: String(year),
        source: cited,
        notes: UNDATED_PRICE_NOTE,
      });
    }
  }
  return out;
}
