import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose `search_vector` makes up the search corpus. */
const CORPUS_TABLES = ['guidance', 'use_case', 'component'] as const;

/** The corpus as one query for ts_stat, exactly as the `search_lexeme` view read it. */
const CORPUS_VECTORS_SQL = CORPUS_TABLES.map((table) => `SELECT search_vector FROM ${table}`).join(
  ' UNION ALL ',
);

/**
 * The search vocabulary kept as tables instead of the `search_lexeme` view, which ran
 * ts_stat over every search vector on every question (~160 ms on a 100 x catalog):
 *
 * - `search_vocabulary(word, ndoc)`: every lexeme of the corpus with the number of
 *   documents (guidance, use case and component rows) whose vector holds it, the view's
 *   exact semantics; trigram-indexed so typo correction uses the index.
 * - `search_corpus(source, ndoc)`: the row count of each corpus table (the IDF's corpus
 *   size), one row per table so writers of different tables do not queue on one row.
 *
 * Statement-level triggers with transition tables keep both exact: a statement adds the
 * lexemes of its new rows and subtracts those of its old rows (an UPDATE only counts rows
 * whose vector changed), so a bulk import costs one aggregate, not one per row. TRUNCATE
 * subtracts the table's whole contribution before the rows go (BEFORE TRUNCATE still
 * sees them, and the table is already locked against writers): it is rare, so the full
 * scan is affordable, and allowing it keeps restores and resets working. Meant for READ
 * COMMITTED, which every writer here uses: under REPEATABLE READ, writers sharing a word
 * get serialization failures to retry, and TRUNCATE is not MVCC-safe anyway.
 */
export class SearchVocabulary1764100000000 implements MigrationInterface {
  name = 'SearchVocabulary1764100000000';

  async up(q: QueryRunner): Promise<void> {
    // No writes between the initial fill and the triggers that take over from it.
    await q.query(`LOCK TABLE ${CORPUS_TABLES.join(', ')} IN SHARE MODE`);

    await q.query(`
      CREATE TABLE search_vocabulary (
        word text PRIMARY KEY,
        ndoc integer NOT NULL CHECK (ndoc > 0)
      )`);
    // pg_trgm comes from the catalog schema migration.
    await q.query(
      `CREATE INDEX search_vocabulary_word_trgm_idx ON search_vocabulary USING gin (word gin_trgm_ops)`,
    );
    await q.query(`
      CREATE TABLE search_corpus (
        source text PRIMARY KEY CHECK (source IN (${CORPUS_TABLES.map((t) => `'${t}'`).join(', ')})),
        ndoc   bigint NOT NULL CHECK (ndoc >= 0)
      )`);
    await q.query(`
      INSERT INTO search_vocabulary (word, ndoc)
      SELECT word, ndoc FROM ts_stat('${CORPUS_VECTORS_SQL}')`);
    await q.query(`
      INSERT INTO search_corpus (source, ndoc)
      ${CORPUS_TABLES.map((table) => `SELECT '${table}', count(*) FROM ${table}`).join(' UNION ALL ')}`);

    // Applies per-word document count changes one word at a time in word order, locking
    // each row as it goes, so concurrent statements take their vocabulary locks in the
    // same order and cannot deadlock on them. (One set-based upsert cannot do it: the
    // CHECK rejects a negative proposed row before ON CONFLICT is considered.) A statement
    // touches at most the vocabulary's few thousand words. A decrement of a word the
    // vocabulary lacks is left alone: only writes made with the triggers disabled could
    // cause it.
    await q.query(`
      CREATE FUNCTION search_vocabulary_apply(words text[], deltas integer[]) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        change_word  text;
        change_delta integer;
        current_ndoc integer;
      BEGIN
        FOR change_word, change_delta IN
          SELECT c.word, c.delta FROM unnest(words, deltas) AS c(word, delta)
          WHERE c.delta <> 0 ORDER BY c.word
        LOOP
          IF change_delta > 0 THEN
            INSERT INTO search_vocabulary AS v (word, ndoc) VALUES (change_word, change_delta)
            ON CONFLICT (word) DO UPDATE SET ndoc = v.ndoc + excluded.ndoc;
          ELSE
            SELECT v.ndoc INTO current_ndoc FROM search_vocabulary v
            WHERE v.word = change_word FOR UPDATE;
            IF current_ndoc + change_delta > 0 THEN
              UPDATE search_vocabulary SET ndoc = current_ndoc + change_delta WHERE word = change_word;
            ELSIF FOUND THEN
              DELETE FROM search_vocabulary WHERE word = change_word;
            END IF;
          END IF;
        END LOOP;
      END $$`);

    // One function for the three row events; each branch reads only the transition
    // tables its event has (PL/pgSQL plans a statement when it first runs it).
    await q.query(`
      CREATE FUNCTION search_vocabulary_track() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        words  text[];
        deltas integer[];
        docs   bigint := 0;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(d.word ORDER BY d.word), array_agg(d.n ORDER BY d.word) INTO words, deltas
          FROM (SELECT w AS word, count(*)::integer AS n
                FROM new_rows r, unnest(tsvector_to_array(r.search_vector)) w GROUP BY w) d;
          SELECT count(*) INTO docs FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(d.word ORDER BY d.word), array_agg(-d.n ORDER BY d.word) INTO words, deltas
          FROM (SELECT w AS word, count(*)::integer AS n
                FROM old_rows r, unnest(tsvector_to_array(r.search_vector)) w GROUP BY w) d;
          SELECT -count(*) INTO docs FROM old_rows;
        ELSE
          -- Rows whose vector did not change cancel out and are skipped (ids are keys,
          -- so an old and a new row with the same id and vector are the same document).
          SELECT array_agg(d.word ORDER BY d.word), array_agg(d.n ORDER BY d.word) INTO words, deltas
          FROM (SELECT w AS word, sum(r.sign)::integer AS n
                FROM (SELECT 1 AS sign, n.search_vector FROM new_rows n
                      WHERE NOT EXISTS (SELECT 1 FROM old_rows o
                                        WHERE o.id = n.id AND o.search_vector = n.search_vector)
                      UNION ALL
                      SELECT -1, o.search_vector FROM old_rows o
                      WHERE NOT EXISTS (SELECT 1 FROM new_rows n
                                        WHERE n.id = o.id AND n.search_vector = o.search_vector)) r,
                     unnest(tsvector_to_array(r.search_vector)) w
                GROUP BY w HAVING sum(r.sign) <> 0) d;
        END IF;
        IF words IS NOT NULL THEN
          PERFORM search_vocabulary_apply(words, deltas);
        END IF;
        IF docs <> 0 THEN
          UPDATE search_corpus SET ndoc = ndoc + docs WHERE source = TG_TABLE_NAME;
        END IF;
        RETURN NULL;
      END $$`);

    await q.query(`
      CREATE FUNCTION search_vocabulary_truncate() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        words  text[];
        deltas integer[];
      BEGIN
        EXECUTE format(
          'SELECT array_agg(d.word ORDER BY d.word), array_agg(-d.n ORDER BY d.word)
           FROM (SELECT w AS word, count(*)::integer AS n
                 FROM %I.%I r, unnest(tsvector_to_array(r.search_vector)) w GROUP BY w) d',
          TG_TABLE_SCHEMA, TG_TABLE_NAME) INTO words, deltas;
        IF words IS NOT NULL THEN
          PERFORM search_vocabulary_apply(words, deltas);
        END IF;
        UPDATE search_corpus SET ndoc = 0 WHERE source = TG_TABLE_NAME;
        RETURN NULL;
      END $$`);

    // Transition tables allow one event per trigger: three triggers per table.
    for (const table of CORPUS_TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_vocabulary_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_track()`);
      await q.query(`
        CREATE TRIGGER ${table}_vocabulary_update AFTER UPDATE ON ${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_track()`);
      await q.query(`
        CREATE TRIGGER ${table}_vocabulary_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_track()`);
      await q.query(`
        CREATE TRIGGER ${table}_vocabulary_truncate BEFORE TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_truncate()`);
    }

    await q.query(`DROP VIEW search_lexeme`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW search_lexeme AS
      SELECT word, ndoc FROM ts_stat('${CORPUS_VECTORS_SQL}')`);
    for (const table of CORPUS_TABLES) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) {
        await q.query(`DROP TRIGGER IF EXISTS ${table}_vocabulary_${event} ON ${table}`);
      }
    }
    await q.query(`DROP FUNCTION IF EXISTS search_vocabulary_truncate()`);
    await q.query(`DROP FUNCTION IF EXISTS search_vocabulary_track()`);
    await q.query(`DROP FUNCTION IF EXISTS search_vocabulary_apply(text[], integer[])`);
    await q.query(`DROP TABLE IF EXISTS search_corpus`);
    await q.query(`DROP TABLE IF EXISTS search_vocabulary`);
  }
}
