import type { Params } from '../db/sql';
import { modelKeysSql, wholeModelKeySql } from './search-model-keys-sql';

/**
 * Links what a text names to the catalog, in one statement (`ask` only; `search` never runs
 * it): each model number to a part (a GPU chip first: "3090" is the RTX 3090, not one of its
 * hundreds of board-partner cards), the language models whose name or slug the text holds,
 * models named by family and size ("llama 70b"), and a stand-in PSU for a bare wattage.
 */

/** Most parts one model number may match for it to name one part (a GPU chip always does). */
export const SPECIFIC_PART_MATCHES = 8;

export interface EntityInput {
  /** Model numbers the text names, and for each the longest key holding it ("rtxa6000" for a6000). */
  designators: string[];
  keys: string[];
  /** Other models of the same lines: not what the text names. */
  excluded: string[];
  /** The text folded like model names (search-mentions.ts). */
  folded: string;
  /** Its words, and the model sizes among them ("70b"). */
  words: string[];
  sizes: string[];
  /** A PSU rating the text gives without naming a unit; null for none. */
  psuWatts: number | null;
}

export interface EntityRow {
  /** PART, MODEL (name or slug in the text), FAMILY (family word and size) or PSU (a stand-in). */
  role: 'PART' | 'MODEL' | 'FAMILY' | 'PSU';
  /** PART: the designator's position in EntityInput.designators (1-based). */
  ord: number | null;
  id: number | null;
  slug: string;
  name: string;
  kind: string | null;
  vram_gb: number | null;
  wattage: number | null;
  /** PART: parts of the same kind holding the key. */
  matches: number | null;
  /** MODEL: where the name starts in the folded text (1-based) and its length. */
  pos: number | null;
  len: number | null;
  release_year: number | null;
}

export function entitiesSql(input: EntityInput, p: Params): string {
  const folded = p.bind(input.folded);
  return `
  WITH d AS (
    SELECT * FROM unnest(${p.bind(input.designators)}::text[], ${p.bind(input.keys)}::text[])
      WITH ORDINALITY AS d(designator, key, ord)),
  part AS (
    SELECT d.ord, c.id, c.slug, c.manufacturer || ' ' || c.name AS name, c.kind, c.vram_gb, c.wattage,
           (SELECT count(*) FROM component x
            WHERE x.kind = c.kind AND x.model_keys @> ARRAY[d.key] AND NOT x.model_keys && ${p.bind(input.excluded)}::text[]) AS matches
    FROM d CROSS JOIN LATERAL (
      SELECT c.* FROM component c
      WHERE c.model_keys @> ARRAY[d.designator] AND NOT c.model_keys && ${p.bind(input.excluded)}::text[]
        AND c.kind <> 'GRAPHICS_CARD'
      ORDER BY (c.kind = 'GPU') DESC, (c.model_keys @> ARRAY[d.key]) DESC,
               word_similarity(d.key, c.name_key) DESC, length(c.name_key), c.external_id IS NOT NULL, c.id
      LIMIT 1) c)
  SELECT 'PART' AS role, ord::int, id, slug, name, kind, vram_gb, wattage, matches::int,
         NULL::int AS pos, NULL::int AS len, NULL::int AS release_year
  FROM part
  UNION ALL
  SELECT 'MODEL', NULL, m.id, m.slug, m.name, NULL, NULL, NULL, NULL, k.pos, k.len, m.release_year
  FROM model m CROSS JOIN LATERAL (
    SELECT strpos(${folded}, key) AS pos, length(key) AS len
    FROM unnest(${modelKeysSql('m')}) key
    WHERE strpos(${folded}, key) > 0 AND ${wholeModelKeySql(folded, 'key')}
    ORDER BY length(key) DESC LIMIT 1) k
  UNION ALL
  SELECT 'FAMILY', NULL, m.id, m.slug, m.name, NULL, NULL, NULL, NULL, NULL, NULL, m.release_year
  FROM model m
  WHERE cardinality(${p.bind(input.sizes)}::text[]) > 0
    AND split_part(m.slug, '-', 1) = ANY(${p.bind(input.words)}::text[])
    AND regexp_replace(m.slug, '^.*-', '') = ANY(${p.bind(input.sizes)}::text[])
  UNION ALL
  SELECT 'PSU', NULL, c.id, c.slug, c.manufacturer || ' ' || c.name, c.kind, NULL, c.wattage, NULL, NULL, NULL, NULL
  FROM (SELECT * FROM component WHERE kind = 'PSU' AND wattage = ${p.bind(input.psuWatts)}::int
        ORDER BY external_id IS NOT NULL, id LIMIT 1) c`;
}
