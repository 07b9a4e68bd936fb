import { date, defineTable, float, int, links, text, texts, type Fields, type RowCheck } from './dsl';
import { DATE_PRECISION, PRICE_KIND } from './enums';

/** Slugs and keys: lowercase kebab-case, e.g. "nvidia-geforce-rtx-3090". */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/**
 * Kebab-case that keeps a version's dot, for names that carry one: model slugs
 * ("llama-3.1-70b") and source keys ("hf-config-qwen-2.5-72b").
 */
export const DOTTED_SLUG = /^[a-z0-9]+([.-][a-z0-9]+)*$/;
/** Years a part, document or price can carry. */
export const YEAR = { min: 1990, max: 2100 } as const;
/** Prices in US dollars. */
export const PRICE = { min: 0, max: 10_000_000 } as const;

/**
 * Fields every component kind has. Units are in the names, as in the public API:
 * Gb = 10^9 bytes, GBs = GB/s, W = watts, Usd = US dollars, Mm = millimetres,
 * Mts = mega-transfers/s.
 */
export const COMPONENT_BASE = {
  /** Stable, lowercase kebab-case, e.g. "nvidia-geforce-rtx-3090". */
  slug: text({ required: true, pattern: SLUG }),
  /** Display name without the manufacturer, e.g. "GeForce RTX 3090". */
  name: text({ required: true }),
  manufacturer: text({ required: true }),
  releaseYear: int(YEAR),
  /**
   * New price: the latest NEW price_observation (src/catalog/fields/price-observation.ts).
   * A value given on input is recorded as an observation dated the day of the write.
   */
  priceUsd: float({ ...PRICE, role: 'observed' }),
  /** Used price: the latest USED price_observation, recorded like priceUsd. */
  usedPriceUsd: float({ ...PRICE, role: 'observed' }),
  /** One or two sentences in our own words. */
  description: text({ role: 'prose' }),
  sources: links('source', {
    table: 'component_source',
    owner: 'component_id',
    required: true,
    inputDescription: 'Keys of the sources the figures come from (at least one; see the sources query).',
  }),

  // ---- Dated prices (issue 13): when the latest observation behind each price was made ----
  /** Day the observation behind priceUsd was made (ISO date). */
  priceObservedOn: date({ role: 'derived' }),
  /** Day the observation behind usedPriceUsd was made (ISO date). */
  usedPriceObservedOn: date({ role: 'derived' }),
  /** What priceUsd is: a launch list price or a retail street price (PriceKind). */
  priceKind: text({ role: 'derived', enum: PRICE_KIND }),
  /** How precise priceObservedOn is (DAY, MONTH or YEAR: the day is then the period's first). */
  priceObservedPrecision: text({ role: 'derived', enum: DATE_PRECISION }),
  /** How precise usedPriceObservedOn is. */
  usedPriceObservedPrecision: text({ role: 'derived', enum: DATE_PRECISION }),
  /**
   * The row's own id in the open dataset it was imported from, e.g. "buildcores:<uuid>":
   * the key of re-imports. Only dataset imports write it (a hand-entered row that names the
   * same product gets the id when the importer merges the two).
   */
  externalId: text({ role: 'imported', pattern: /^[a-z0-9-]+:\S+$/ }),
  /**
   * The dataset ids of rows that name the same product and were merged into this one (the
   * dataset listed it twice under near-identical names); re-imports keep them merged.
   */
  mergedExternalIds: texts({ role: 'imported' }),
};

/**
 * A component kind: its own fields after the common ones, in the one `component` table,
 * identified by slug (the kind is fixed per definition).
 */
export function defineKind<const K extends string, const Fs extends Fields>(
  kind: K,
  spec: { fields: Fs; checks?: readonly RowCheck[]; derives?: boolean },
) {
  return defineTable({
    ...spec,
    table: 'component',
    fixed: { kind },
    key: ['slug'],
    fields: { ...COMPONENT_BASE, ...spec.fields },
  });
}
