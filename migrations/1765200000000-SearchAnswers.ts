import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The answer corpus: what a question is answered with (components are parts, not answers). */
const ANSWER_TABLES = ['guidance', 'use_case', 'model'] as const;
/** The search corpus before and after this migration (search_corpus.source). */
const CORPUS_BEFORE = ['guidance', 'use_case', 'component'];
const CORPUS_AFTER = [...CORPUS_BEFORE, 'model'];
const list = (names: readonly string[]) => names.map((n) => `'${n}'`).join(', ');

/**
 * Field weights of a term's cover density ({D, C, B, A}), as ts_rank_cd takes them: the
 * same as FIELD_WEIGHTS in src/services/search-sql.ts (a test checks they agree). They are
 * baked into the stored densities, so changing them means a migration that recomputes them.
 */
const FIELD_WEIGHTS = '{0.05,0.1,0.6,1.0}';

/**
 * Search that answers (issue 29):
 *
 * - `model.search_vector`: language models join the search as answers by their name and
 *   slug words (A; a maker's name would match "google" to Gemma and "ai" to Mistral), GIN-indexed, and count in the search vocabulary (triggers as
 *   for the other corpus tables, `search_corpus` gains 'model').
 * - `search_posting(lexeme, source, id, density, in_title, title_terms, forms)`: every lexeme of
 *   every answer row (guidance, use case, model) with its field-weighted cover density (the
 *   ts_rank_cd of the lexeme alone that `search_rank` computes per row and term), whether
 *   the row's title holds it and how many lexemes that title has (title coverage), and
 *   the words of its answer that stem to it: the service cuts and marks snippets from them
 *   (search-snippet.ts) instead of running ts_headline, which cost more than the ranking. A question's answers
 *   are then ranked by reading the postings of its few terms (an index range each) instead
 *   of computing ts_rank_cd per term for every row sharing a word: the same scores, for a
 *   fraction of the work. Statement-level triggers keep it exact, like the vocabulary.
 * - `component (kind, name_key)`: a btree index for collapsing parts whose folded names
 *   are equal (the same part listed twice) at query time.
 */
export class SearchAnswers1765200000000 implements MigrationInterface {
  name = 'SearchAnswers1765200000000';

  async up(q: QueryRunner): Promise<void> {
    // No writes between the fills below and the triggers that take over from them.
    await q.query(`LOCK TABLE ${ANSWER_TABLES.join(', ')} IN SHARE MODE`);

    // Hyphens between letters and digits become spaces first ("RTX-3090", "qwen-2.5-72b"),
    // as questions are read (search-sql.ts), so the slug's words are words.
    await q.query(`
      ALTER TABLE model ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', regexp_replace(name || ' ' || slug,
          '([[:alnum:]])-(?=[[:alnum:]])', '\\1 ', 'g')), 'A')) STORED`);
    await q.query(`CREATE INDEX model_search_idx ON model USING gin (search_vector)`);

    await q.query(`ALTER TABLE search_corpus DROP CONSTRAINT search_corpus_source_check`);
    await q.query(
      `ALTER TABLE search_corpus ADD CONSTRAINT search_corpus_source_check CHECK (source IN (${list(CORPUS_AFTER)}))`,
    );
    await q.query(`INSERT INTO search_corpus (source, ndoc) SELECT 'model', count(*) FROM model`);
    await q.query(`
      SELECT search_vocabulary_apply(array_agg(d.word ORDER BY d.word), array_agg(d.n ORDER BY d.word))
      FROM (SELECT w AS word, count(*)::integer AS n
            FROM model m, unnest(tsvector_to_array(m.search_vector)) w GROUP BY w) d
      HAVING count(*) > 0`);
    await q.query(`
      CREATE TRIGGER model_vocabulary_insert AFTER INSERT ON model
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_track()`);
    await q.query(`
      CREATE TRIGGER model_vocabulary_update AFTER UPDATE ON model
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_track()`);
    await q.query(`
      CREATE TRIGGER model_vocabulary_delete AFTER DELETE ON model
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_track()`);
    await q.query(`
      CREATE TRIGGER model_vocabulary_truncate BEFORE TRUNCATE ON model
      FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_truncate()`);

    await q.query(`
      CREATE FUNCTION search_density(doc tsvector, lexeme text) RETURNS real
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN ts_rank_cd('${FIELD_WEIGHTS}'::real[], doc, plainto_tsquery('simple', lexeme), 0)`);

    // A row's postings: each lexeme's density, whether the title (weight A) holds it, how
    // many lexemes the title has, and the words of the snippet text (a guidance answer, a
    // use case description) that stem to it, which a snippet marks.
    await q.query(`
      CREATE FUNCTION search_postings(doc tsvector, snippet text)
      RETURNS TABLE (lexeme text, density real, in_title boolean, title_terms integer, forms text[])
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT d.lexeme, d.density, d.lexeme = ANY (t.words), cardinality(t.words), coalesce(f.forms, '{}')
        FROM (SELECT tsvector_to_array(ts_filter(doc, '{a}')) AS words) t,
             LATERAL (SELECT w AS lexeme, search_density(doc, w) AS density
                      FROM unnest(tsvector_to_array(doc)) w) d
             LEFT JOIN (SELECT l AS lexeme, array_agg(DISTINCT lower(x.token) ORDER BY lower(x.token)) AS forms
                        FROM ts_debug('english', coalesce(snippet, '')) x, unnest(x.lexemes) l
                        GROUP BY l) f ON f.lexeme = d.lexeme
        WHERE d.density > 0
      $$`);
    // The text a row's snippet is cut from.
    await q.query(`
      CREATE FUNCTION search_snippet_text(source text, item jsonb) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN CASE source WHEN 'guidance' THEN item->>'answer' WHEN 'use_case' THEN item->>'description' END`);
    await q.query(`
      CREATE TABLE search_posting (
        lexeme      text NOT NULL,
        source      text NOT NULL CHECK (source IN (${list(ANSWER_TABLES)})),
        id          integer NOT NULL,
        density     real NOT NULL CHECK (density > 0),
        in_title    boolean NOT NULL,
        title_terms integer NOT NULL CHECK (title_terms >= 0),
        forms       text[] NOT NULL,
        PRIMARY KEY (lexeme, source, id)
      )`);
    await q.query(`CREATE INDEX search_posting_row_idx ON search_posting (source, id)`);
    for (const table of ANSWER_TABLES) {
      await q.query(`
        INSERT INTO search_posting (lexeme, source, id, density, in_title, title_terms, forms)
        SELECT p.lexeme, '${table}', r.id, p.density, p.in_title, p.title_terms, p.forms
        FROM ${table} r, search_postings(r.search_vector, search_snippet_text('${table}', to_jsonb(r))) p`);
    }

    // One function for the three row events; each branch reads only the transition tables
    // its event has. An UPDATE re-posts only rows whose vector or snippet text changed.
    await q.query(`
      CREATE FUNCTION search_posting_track() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM search_posting p USING old_rows o WHERE p.source = TG_TABLE_NAME AND p.id = o.id;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO search_posting (lexeme, source, id, density, in_title, title_terms, forms)
          SELECT d.lexeme, TG_TABLE_NAME, n.id, d.density, d.in_title, d.title_terms, d.forms
          FROM new_rows n, search_postings(n.search_vector, search_snippet_text(TG_TABLE_NAME, to_jsonb(n))) d;
        ELSE
          DELETE FROM search_posting p USING old_rows o
          WHERE p.source = TG_TABLE_NAME AND p.id = o.id
            AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id AND n.search_vector = o.search_vector
                            AND search_snippet_text(TG_TABLE_NAME, to_jsonb(n)) IS NOT DISTINCT FROM
                                search_snippet_text(TG_TABLE_NAME, to_jsonb(o)));
          INSERT INTO search_posting (lexeme, source, id, density, in_title, title_terms, forms)
          SELECT d.lexeme, TG_TABLE_NAME, n.id, d.density, d.in_title, d.title_terms, d.forms
          FROM new_rows n, search_postings(n.search_vector, search_snippet_text(TG_TABLE_NAME, to_jsonb(n))) d
          WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.id = n.id AND o.search_vector = n.search_vector
                            AND search_snippet_text(TG_TABLE_NAME, to_jsonb(n)) IS NOT DISTINCT FROM
                                search_snippet_text(TG_TABLE_NAME, to_jsonb(o)));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION search_posting_truncate() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM search_posting WHERE source = TG_TABLE_NAME;
        RETURN NULL;
      END $$`);
    for (const table of ANSWER_TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_posting_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION search_posting_track()`);
      await q.query(`
        CREATE TRIGGER ${table}_posting_update AFTER UPDATE ON ${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION search_posting_track()`);
      await q.query(`
        CREATE TRIGGER ${table}_posting_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION search_posting_track()`);
      await q.query(`
        CREATE TRIGGER ${table}_posting_truncate BEFORE TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION search_posting_truncate()`);
    }

    await q.query(`CREATE INDEX component_kind_name_key_idx ON component (kind, name_key)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS component_kind_name_key_idx`);
    for (const table of ANSWER_TABLES) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) {
        await q.query(`DROP TRIGGER IF EXISTS ${table}_posting_${event} ON ${table}`);
      }
    }
    await q.query(`DROP FUNCTION IF EXISTS search_posting_truncate()`);
    await q.query(`DROP FUNCTION IF EXISTS search_posting_track()`);
    await q.query(`DROP TABLE IF EXISTS search_posting`);
    await q.query(`DROP FUNCTION IF EXISTS search_snippet_text(text, jsonb)`);
    await q.query(`DROP FUNCTION IF EXISTS search_postings(tsvector, text)`);
    await q.query(`DROP FUNCTION IF EXISTS search_density(tsvector, text)`);
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await q.query(`DROP TRIGGER IF EXISTS model_vocabulary_${event} ON model`);
    }
    // The model's words leave the vocabulary with its vector.
    await q.query(`
      SELECT search_vocabulary_apply(array_agg(d.word ORDER BY d.word), array_agg(-d.n ORDER BY d.word))
      FROM (SELECT w AS word, count(*)::integer AS n
            FROM model m, unnest(tsvector_to_array(m.search_vector)) w GROUP BY w) d
      HAVING count(*) > 0`);
    await q.query(`DELETE FROM search_corpus WHERE source = 'model'`);
    await q.query(`ALTER TABLE search_corpus DROP CONSTRAINT search_corpus_source_check`);
    await q.query(
      `ALTER TABLE search_corpus ADD CONSTRAINT search_corpus_source_check CHECK (source IN (${list(CORPUS_BEFORE)}))`,
    );
    await q.query(`DROP INDEX IF EXISTS model_search_idx`);
    await q.query(`ALTER TABLE model DROP COLUMN IF EXISTS search_vector`);
  }
}
