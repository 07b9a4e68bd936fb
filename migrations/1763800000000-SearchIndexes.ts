import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The text-search configuration every vector and query uses (English stemming and stop words). */
const CONFIG = `'english'`;

/** Consecutive words of a model name joined into one key: "RTX 3090 Ti" gives up to 4-word keys. */
const MODEL_KEY_MAX_WORDS = 4;

/**
 * Full-text search over guidance, use cases and components.
 *
 * - `search_vector` columns maintained by the database (GENERATED ... STORED), weighted
 *   A (what the row is: question, use case name, part name) > B (tags and everyday
 *   keywords, part attributes) > C (answers and descriptions), with GIN indexes.
 * - `component.model_keys`: every run of 1-4 consecutive words of "manufacturer name"
 *   folded to [a-z0-9] and glued ("rtx3090", "3090", "2080ti"), GIN-indexed, so a loose
 *   model name matches whole words only ("x16" does not hit "GTX 1650").
 * - `search_synonym`: query expansions kept as data (term -> expansion), with the term's
 *   phrase query and the expansion's lexemes precomputed.
 * - `search_lexeme`: the corpus vocabulary with document frequencies (for IDF weights
 *   and trigram typo correction), computed live so it is never stale.
 * - `search_rank()`: the per-row relevance used by `search` and `guidance(search:)`.
 */
export class SearchIndexes1763800000000 implements MigrationInterface {
  name = 'SearchIndexes1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // array_to_string is STABLE in general (any element type); for text[] it is immutable,
    // which generated columns require.
    await q.query(`
      CREATE FUNCTION search_join(words text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN coalesce(array_to_string(words, ' '), '')`);

    await q.query(`
      CREATE FUNCTION search_model_keys(manufacturer text, name text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN (
        SELECT coalesce(array_agg(DISTINCT array_to_string(w[i:j], '')), '{}')
        FROM (SELECT regexp_split_to_array(
                btrim(regexp_replace(lower(manufacturer || ' ' || name), '[^a-z0-9]+', ' ', 'g')), ' ') AS w) words,
             generate_series(1, cardinality(w)) AS i,
             generate_series(i, least(i + ${MODEL_KEY_MAX_WORDS - 1}, cardinality(w))) AS j
        WHERE w[i] <> '')`);

    // Relevance of one row for a bag of weighted query lexemes: for each lexeme, the
    // weighted cover density of its occurrences (A/B/C field weights), saturated so
    // that repeating a word helps less and less, times the lexeme's weight (its IDF).
    await q.query(`
      CREATE FUNCTION search_rank(doc tsvector, lexemes text[], term_weights float8[],
                                  field_weights real[], saturation float8) RETURNS float8
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN (
        SELECT coalesce(sum(t.weight * r.x * (1 + saturation) / (r.x + saturation)), 0)
        FROM unnest(lexemes, term_weights) AS t(lexeme, weight)
        CROSS JOIN LATERAL (
          SELECT ts_rank_cd(field_weights, doc, plainto_tsquery('simple', t.lexeme), 0) AS x) r
        WHERE r.x > 0)`);

    // OR of many tsqueries (tsquery_or is the function behind ||).
    await q.query(`CREATE AGGREGATE search_tsquery_or(tsquery) (SFUNC = tsquery_or, STYPE = tsquery)`);

    await q.query(`
      ALTER TABLE guidance ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector(${CONFIG}, question), 'A') ||
        setweight(to_tsvector(${CONFIG}, search_join(tags) || ' ' || search_join(keywords)), 'B') ||
        setweight(to_tsvector(${CONFIG}, answer), 'C')) STORED`);
    await q.query(`CREATE INDEX guidance_search_idx ON guidance USING gin (search_vector)`);

    await q.query(`
      ALTER TABLE use_case ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector(${CONFIG}, name), 'A') ||
        setweight(to_tsvector(${CONFIG}, description), 'C')) STORED`);
    await q.query(`CREATE INDEX use_case_search_idx ON use_case USING gin (search_vector)`);

    await q.query(`
      ALTER TABLE component ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector(${CONFIG}, manufacturer || ' ' || name), 'A') ||
        setweight(to_tsvector(${CONFIG}, lower(kind)
          || ' ' || coalesce(vendor, '') || ' ' || coalesce(architecture, '')
          || ' ' || coalesce(socket, '') || ' ' || coalesce(chipset, '')
          || ' ' || coalesce(form_factor, '') || ' ' || coalesce(memory_type, '')
          || ' ' || coalesce(storage_type, '') || ' ' || coalesce(interface, '')
          || ' ' || coalesce(cooler_type, '') || ' ' || coalesce(cooler_style, '')
          || ' ' || coalesce(efficiency_rating, '') || ' ' || search_join(memory_types)
          || ' ' || search_join(sockets) || ' ' || search_join(form_factors)), 'B') ||
        setweight(to_tsvector(${CONFIG}, coalesce(description, '')), 'C')) STORED`);
    await q.query(`CREATE INDEX component_search_idx ON component USING gin (search_vector)`);
    await q.query(`
      ALTER TABLE component ADD COLUMN model_keys text[]
        GENERATED ALWAYS AS (search_model_keys(manufacturer, name)) STORED`);
    await q.query(`CREATE INDEX component_model_keys_idx ON component USING gin (model_keys)`);

    await q.query(`
      CREATE TABLE search_synonym (
        id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        term             text NOT NULL UNIQUE
                         CHECK (term = lower(btrim(term)) AND length(term) BETWEEN 1 AND 100
                                AND numnode(phraseto_tsquery(${CONFIG}, term)) > 0),
        expansion        text NOT NULL CHECK (length(btrim(expansion)) BETWEEN 1 AND 500),
        term_query       tsquery GENERATED ALWAYS AS (phraseto_tsquery(${CONFIG}, term)) STORED,
        expansion_vector tsvector GENERATED ALWAYS AS (to_tsvector(${CONFIG}, expansion)) STORED,
        version          integer NOT NULL DEFAULT 1,
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE VIEW search_lexeme AS
      SELECT word, ndoc FROM ts_stat(
        'SELECT search_vector FROM guidance
         UNION ALL SELECT search_vector FROM use_case
         UNION ALL SELECT search_vector FROM component')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW IF EXISTS search_lexeme`);
    await q.query(`DROP TABLE IF EXISTS search_synonym`);
    await q.query(`DROP INDEX IF EXISTS component_model_keys_idx`);
    await q.query(`ALTER TABLE component DROP COLUMN IF EXISTS model_keys`);
    await q.query(`DROP INDEX IF EXISTS component_search_idx`);
    await q.query(`ALTER TABLE component DROP COLUMN IF EXISTS search_vector`);
    await q.query(`DROP INDEX IF EXISTS use_case_search_idx`);
    await q.query(`ALTER TABLE use_case DROP COLUMN IF EXISTS search_vector`);
    await q.query(`DROP INDEX IF EXISTS guidance_search_idx`);
    await q.query(`ALTER TABLE guidance DROP COLUMN IF EXISTS search_vector`);
    await q.query(`DROP AGGREGATE IF EXISTS search_tsquery_or(tsquery)`);
    await q.query(`DROP FUNCTION IF EXISTS search_rank(tsvector, text[], float8[], real[], float8)`);
    await q.query(`DROP FUNCTION IF EXISTS search_model_keys(text, text)`);
    await q.query(`DROP FUNCTION IF EXISTS search_join(text[])`);
  }
}
