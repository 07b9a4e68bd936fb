import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Facts to trust (issue 26):
 * - `merged_external_ids`: the dataset ids of rows merged into this one (a product the dataset
 *   lists twice under near-identical names becomes one row that keeps every id);
 * - `slot_layout_source`: the key of the source (a maker's manual or specification page) a
 *   board's curated PCIe slot layout comes from, apart from the row's own sources;
 * - `native_12v2x6`: the PSU has a native 12V-2x6 (or 12VHPWR) cable;
 * - each price observation says what it is (`price_kind`: LAUNCH_LIST, RETAIL or
 *   USED_MARKET) and how precise its date is (`observed_precision`: DAY, MONTH or YEAR; the
 *   date holds the period's first day). Existing rows follow the old convention, under which
 *   January 1 meant "a year" and another first of the month meant "a month"; NEW prices of
 *   GPUs that were catalog prices or launch prices are launch list prices;
 * - a component keeps its current new price's kind and both prices' precision beside them.
 */
export class TrustFacts1764900000000 implements MigrationInterface {
  name = 'TrustFacts1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE component
        ADD COLUMN merged_external_ids text[],
        ADD COLUMN slot_layout_source text CHECK (length(btrim(slot_layout_source)) > 0),
        ADD COLUMN native_12v2x6 boolean,
        ADD COLUMN price_kind text CHECK (price_kind IN ('LAUNCH_LIST', 'RETAIL', 'USED_MARKET')),
        ADD COLUMN price_observed_precision text CHECK (price_observed_precision IN ('DAY', 'MONTH', 'YEAR')),
        ADD COLUMN used_price_observed_precision text
          CHECK (used_price_observed_precision IN ('DAY', 'MONTH', 'YEAR'))`);
    await q.query(
      `CREATE INDEX component_merged_external_ids_idx ON component USING gin (merged_external_ids)
       WHERE merged_external_ids IS NOT NULL`,
    );

    await q.query(`
      ALTER TABLE price_observation
        ADD COLUMN price_kind text,
        ADD COLUMN observed_precision text NOT NULL DEFAULT 'DAY'
          CHECK (observed_precision IN ('DAY', 'MONTH', 'YEAR'))`);
    await q.query(`
      UPDATE price_observation p SET
        price_kind = CASE
          WHEN p.condition = 'USED' THEN 'USED_MARKET'
          WHEN c.kind = 'GPU' AND (p.notes ILIKE 'launch%' OR p.seller ILIKE '%launch%'
                                   OR p.notes LIKE 'Catalog price recorded before prices were dated%')
            THEN 'LAUNCH_LIST'
          ELSE 'RETAIL' END,
        observed_precision = CASE
          WHEN extract(day FROM p.observed_on) = 1 AND extract(month FROM p.observed_on) = 1 THEN 'YEAR'
          WHEN extract(day FROM p.observed_on) = 1 THEN 'MONTH'
          ELSE 'DAY' END
      FROM component c WHERE c.id = p.component_id`);
    await q.query(`
      ALTER TABLE price_observation
        ALTER COLUMN price_kind SET NOT NULL,
        ADD CONSTRAINT price_observation_kind_check CHECK (
          (condition = 'USED' AND price_kind = 'USED_MARKET')
          OR (condition = 'NEW' AND price_kind IN ('LAUNCH_LIST', 'RETAIL')))`);

    await q.query(`
      WITH latest AS (
        SELECT DISTINCT ON (p.component_id, p.condition) p.component_id, p.condition, p.price_kind,
               p.observed_precision
        FROM price_observation p
        ORDER BY p.component_id, p.condition, p.observed_on DESC,
                 CASE WHEN p.amount_max IS NULL THEN p.amount ELSE (p.amount + p.amount_max) / 2 END ASC, p.id ASC
      )
      UPDATE component c SET
        price_kind = n.price_kind,
        price_observed_precision = n.observed_precision,
        used_price_observed_precision = u.observed_precision
      FROM component x
      LEFT JOIN latest n ON n.component_id = x.id AND n.condition = 'NEW'
      LEFT JOIN latest u ON u.component_id = x.id AND u.condition = 'USED'
      WHERE c.id = x.id AND (n.component_id IS NOT NULL OR u.component_id IS NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE price_observation
        DROP CONSTRAINT IF EXISTS price_observation_kind_check,
        DROP COLUMN IF EXISTS observed_precision,
        DROP COLUMN IF EXISTS price_kind`);
    await q.query(`DROP INDEX IF EXISTS component_merged_external_ids_idx`);
    await q.query(`
      ALTER TABLE component
        DROP COLUMN IF EXISTS used_price_observed_precision,
        DROP COLUMN IF EXISTS price_observed_precision,
        DROP COLUMN IF EXISTS price_kind,
        DROP COLUMN IF EXISTS native_12v2x6,
        DROP COLUMN IF EXISTS slot_layout_source,
        DROP COLUMN IF EXISTS merged_external_ids`);
  }
}
