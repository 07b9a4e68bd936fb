import { DATE_PRECISION, namedSet, PRICE_KIND, type DatePrecision } from './enums';
import { PRICE, SLUG } from './base';
import { dayOf } from './cloud-offering';
import { date, defineTable, float, ref, text } from './dsl';

/** New or used: the market a purchase price was seen in. */
export const PURCHASE_CONDITIONS = ['NEW', 'USED'] as const;
export type PurchaseCondition = (typeof PURCHASE_CONDITIONS)[number];

/** The precision a date as written says: "2026" a year, "2026-03" a month, "2026-03-14" a day. */
export function precisionOf(written: string): DatePrecision {
  if (/^\d{4}$/.test(written)) return 'YEAR';
  if (/^\d{4}-\d{2}$/.test(written)) return 'MONTH';
  return 'DAY';
}

/** The period's first day: "2026" -> 2026-01-01, "2026-03" -> 2026-03-01, a day stays. */
export function firstDayOf(written: string): string {
  if (/^\d{4}$/.test(written)) return `${written}-01-01`;
  return dayOf(written);
}

/**
 * Currencies an observation may be in. Only US dollars for now: priceUsd is the latest
 * observation's amount, so another currency needs a dated conversion first.
 */
export const CURRENCIES = ['USD'] as const;

/**
 * What a source said a part cost on a day: one dated price. A component's priceUsd and
 * usedPriceUsd are the latest NEW and USED observation (kept on the component by the writer,
 * src/catalog/write/prices.ts); older observations stay as its price history.
 */
export const PRICE_OBSERVATION = defineTable({
  table: 'price_observation',
  key: ['component', 'condition', 'seller', 'region', 'observedOn', 'source'],
  describe: (row) => `price of "${row.component}" (${row.condition}, ${row.observedOn})`,
  // The date as written says its precision ("2026" a year), unless the row names one.
  prepare: (row) => ({
    ...row,
    observedPrecision: row.observedPrecision ?? precisionOf(String(row.observedOn)),
    observedOn: firstDayOf(String(row.observedOn)),
  }),
  checks: [
    (row) =>
      row.amountMax != null && (row.amountMax as number) < (row.amount as number)
        ? { field: 'amountMax', reason: 'amountMax must be at least amount' }
        : null,
    (row) => {
      const used = row.condition === 'USED';
      const kind = row.priceKind as string | undefined;
      if (kind === undefined) return null;
      return used === (kind === 'USED_MARKET')
        ? null
        : { field: 'priceKind', reason: 'USED prices are USED_MARKET; NEW prices are LAUNCH_LIST or RETAIL' };
    },
  ],
  fields: {
    /** The part, by slug. */
    component: ref('component', { column: 'component_id', pattern: SLUG }),
    /** NEW or USED. */
    condition: text({ required: true, enum: namedSet('PurchaseCondition', PURCHASE_CONDITIONS) }),
    /** The price, or the low end of a range the source gives. */
    amount: float({ required: true, ...PRICE }),
    /** The high end when the source gives a range ("$500-800"); the price is then the middle. */
    amountMax: float(PRICE),
    currency: text({ required: true, enum: namedSet('Currency', CURRENCIES) }),
    /** Who sold at that price, e.g. "NVIDIA (launch MSRP)", "second-hand market". */
    seller: text(),
    /** Market the price applies to, e.g. "US". */
    region: text(),
    /** What the price is: LAUNCH_LIST, RETAIL or USED_MARKET. */
    priceKind: text({ required: true, enum: PRICE_KIND }),
    /**
     * When the source dates the price: a day (YYYY-MM-DD), a month (YYYY-MM) or a year (YYYY);
     * stored as the period's first day with its precision. Never before the part's release.
     */
    observedOn: date({ required: true, year: true }),
    /** DAY, MONTH or YEAR; read from how observedOn is written when not given. */
    observedPrecision: text({ enum: DATE_PRECISION }),
    /** Key of the source. */
    source: ref('source', { column: 'source_id' }),
    notes: text({ role: 'prose' }),
  },
});
