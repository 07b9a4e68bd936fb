import type { SqlClient } from '../../db/pool';
import type { PriceObservationSeed } from '../fields';
import { LATEST_FIRST_SQL, OBSERVED_PRICE_SQL, observedPrice } from '../prices';

/**
 * Prices on the write side. A component's priceUsd/usedPriceUsd (and their days) are kept on
 * the component row as the latest observation of each condition: reads of a part's price
 * and the price orders use plain fields, while the history lives in price_observation. Every write that
 * adds or changes an observation refreshes the affected components in the same transaction.
 */

/** Two prices closer than this are the same price (doubles read back from the database). */
const SAME_PRICE_USD = 1e-6;

/** A component row just written that carried priceUsd or usedPriceUsd on input. */
export interface InputPrices {
  id: number;
  slug: string;
  /** The row's sources; the first is cited by the observation an input price becomes. */
  sources: readonly string[];
  priceUsd?: number | null;
  usedPriceUsd?: number | null;
}

/**
 * The observations that input prices add: a price equal to the part's current one (an
 * export re-imported, a seed run twice) adds nothing; any other becomes an observation dated
 * `today`, citing the row's first source, region not stated.
 */
export async function observationsForInputPrices(
  tx: SqlClient,
  rows: readonly InputPrices[],
  today: string,
): Promise<PriceObservationSeed[]> {
  const priced = rows.filter((row) => row.priceUsd != null || row.usedPriceUsd != null);
  if (priced.length === 0) return [];
  const current = await tx.rows<{ component_id: number; condition: string; price: number }>(
    `SELECT DISTINCT ON (p.component_id, p.condition) p.component_id, p.condition, ${OBSERVED_PRICE_SQL('p')} AS price
     FROM price_observation p WHERE p.component_id = ANY($1::int[])
     ORDER BY p.component_id, p.condition, ${LATEST_FIRST_SQL('p')}`,
    [priced.map((row) => row.id)],
  );
  const latest = new Map(current.map((c) => [`${c.component_id}|${c.condition}`, c.price]));
  const out: PriceObservationSeed[] = [];
  for (const row of priced) {
    for (const [condition, amount] of [
      ['NEW', row.priceUsd],
      ['USED', row.usedPriceUsd],
    ] as const) {
      if (amount == null) continue;
      const now = latest.get(`${row.id}|${condition}`);
      if (now !== undefined && Math.abs(now - observedPrice({ amount })) < SAME_PRICE_USD) continue;
      out.push({
        component: row.slug,
        condition,
        // An entered price is what it costs on the day it is entered (a street or used price).
        priceKind: condition === 'USED' ? 'USED_MARKET' : 'RETAIL',
        amount,
        currency: 'USD',
        observedOn: today,
        source: row.sources[0],
        notes: 'Entered with the part.',
      });
    }
  }
  return out;
}

/**
 * Sets each component's priceUsd/usedPriceUsd and their days to its latest NEW and USED
 * observation (null without one), touching only rows that change; one statement. A price
 * the API shows changed, so the row's version moves too (an editor holding the old version
 * must re-read), except for rows whose version this same write already moved (`moved`: a
 * part created or edited together with its price). Returns the ids of the rows changed.
 */
export async function refreshLatestPrices(
  tx: SqlClient,
  componentIds: readonly number[],
  moved: ReadonlySet<number> = new Set(),
): Promise<number[]> {
  if (componentIds.length === 0) return [];
  const rows = await tx.rows(
    `WITH latest AS (
       SELECT DISTINCT ON (p.component_id, p.condition) p.component_id, p.condition, p.observed_on,
         p.price_kind, p.observed_precision, ${OBSERVED_PRICE_SQL('p')} AS price
       FROM price_observation p WHERE p.component_id = ANY($1::int[])
       ORDER BY p.component_id, p.condition, ${LATEST_FIRST_SQL('p')}
     ), wanted AS (
       SELECT c.id, n.price AS new_price, n.observed_on AS new_on, n.price_kind AS new_kind,
              n.observed_precision AS new_precision,
              u.price AS used_price, u.observed_on AS used_on, u.observed_precision AS used_precision
       FROM component c
       LEFT JOIN latest n ON n.component_id = c.id AND n.condition = 'NEW'
       LEFT JOIN latest u ON u.component_id = c.id AND u.condition = 'USED'
       WHERE c.id = ANY($1::int[])
     )
     UPDATE component c SET price_usd = w.new_price, price_observed_on = w.new_on,
       price_kind = w.new_kind, price_observed_precision = w.new_precision,
       used_price_usd = w.used_price, used_price_observed_on = w.used_on,
       used_price_observed_precision = w.used_precision,
       version = c.version + CASE WHEN c.id = ANY($2::int[]) THEN 0 ELSE 1 END, updated_at = now()
     FROM wanted w
     WHERE c.id = w.id AND (c.price_usd, c.price_observed_on, c.price_kind, c.price_observed_precision,
                            c.used_price_usd, c.used_price_observed_on, c.used_price_observed_precision)
       IS DISTINCT FROM (w.new_price, w.new_on, w.new_kind, w.new_precision,
                         w.used_price, w.used_on, w.used_precision)
     RETURNING c.id`,
    [[...new Set(componentIds)], [...moved]],
  );
  return rows.map((row) => (row as { id: number }).id);
}

/** Today in UTC as YYYY-MM-DD: the day an input price is recorded on. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Refuses observations dated before their part's release year (issue 26: a used RTX 5090
 * price was dated before the card came out): a price cannot be seen before the product
 * exists. Run on the observations a write added or changed, in its transaction; the
 * caller's error (BAD_USER_INPUT naming observedOn for the API) aborts the whole write.
 */
export async function refuseBeforeRelease(
  tx: SqlClient,
  observationIds: readonly number[],
  refuse: (message: string) => Error,
): Promise<void> {
  if (observationIds.length === 0) return;
  const early = await tx.rows<{ slug: string; release_year: number; observed_on: string }>(
    `SELECT c.slug, c.release_year, p.observed_on::text AS observed_on
     FROM price_observation p JOIN component c ON c.id = p.component_id
     WHERE p.id = ANY($1::int[]) AND c.release_year IS NOT NULL
       AND extract(year FROM p.observed_on) < c.release_year
     ORDER BY c.slug LIMIT 5`,
    [[...observationIds]],
  );
  if (early.length === 0) return;
  const first = early[0];
  throw refuse(
    `a price of "${first.slug}" is dated ${first.observed_on}, before the part came out (${first.release_year})` +
      (early.length > 1 ? ` (and ${early.length - 1} more)` : ''),
  );
}
