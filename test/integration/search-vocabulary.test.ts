import type { EntityManager } from 'typeorm';
import { suiteDatabase } from '../support/database';

/** The corpus: the tables the former `search_lexeme` view read, and language models. */
const CORPUS = `SELECT search_vector FROM guidance UNION ALL SELECT search_vector FROM use_case
  UNION ALL SELECT search_vector FROM component UNION ALL SELECT search_vector FROM model`;
/** Every answer row's postings, computed afresh (what the triggers must keep). */
const FRESH_POSTINGS = `
  SELECT p.lexeme, r.source, r.id, p.density, p.in_title, p.title_terms, p.forms
  FROM (SELECT 'guidance' AS source, id, search_vector, to_jsonb(g) AS item FROM guidance g
        UNION ALL SELECT 'use_case', id, search_vector, to_jsonb(u) FROM use_case u
        UNION ALL SELECT 'model', id, search_vector, to_jsonb(m) FROM model m) r,
       search_postings(r.search_vector, search_snippet_text(r.source, r.item)) p`;
/** Writers run at once in the concurrency test (the pool has 5 connections). */
const CONCURRENT_WRITERS = 8;

const db = suiteDatabase({ poolSize: 5 });

type Runner = Pick<EntityManager, 'query'>;

const sql = (text: string, params?: unknown[], runner: Runner = db().dataSource) =>
  runner.query(text, params) as Promise<Record<string, any>[]>;

/** The maintained vocabulary and corpus counts against a fresh ts_stat and count(*). */
async function expectInSync(runner: Runner = db().dataSource) {
  const missing = await sql(
    `SELECT word, ndoc FROM ts_stat($1) EXCEPT SELECT word, ndoc FROM search_vocabulary ORDER BY word`,
    [CORPUS],
    runner,
  );
  const extra = await sql(
    `SELECT word, ndoc FROM search_vocabulary EXCEPT SELECT word, ndoc FROM ts_stat($1) ORDER BY word`,
    [CORPUS],
    runner,
  );
  expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  const corpus = await sql(
    `SELECT c.source, c.ndoc::int AS kept, t.n::int AS counted FROM search_corpus c
     JOIN (SELECT 'guidance' AS source, count(*) AS n FROM guidance
           UNION ALL SELECT 'use_case', count(*) FROM use_case
           UNION ALL SELECT 'component', count(*) FROM component
           UNION ALL SELECT 'model', count(*) FROM model) t USING (source)
     ORDER BY c.source`,
    [],
    runner,
  );
  expect(corpus).toHaveLength(4);
  for (const row of corpus) expect(row.kept).toBe(row.counted);
  const postings = await sql(
    `SELECT count(*)::int AS n FROM ((${FRESH_POSTINGS}) EXCEPT (SELECT lexeme, source, id, density, in_title, title_terms, forms FROM search_posting)) a`,
    [],
    runner,
  );
  const stale = await sql(
    `SELECT count(*)::int AS n FROM ((SELECT lexeme, source, id, density, in_title, title_terms, forms FROM search_posting) EXCEPT (${FRESH_POSTINGS})) a`,
    [],
    runner,
  );
  expect({ missingPostings: postings[0].n, stalePostings: stale[0].n }).toEqual({
    missingPostings: 0,
    stalePostings: 0,
  });
}

async function ndoc(word: string): Promise<number | null> {
  const [row] = await sql(`SELECT ndoc FROM search_vocabulary WHERE word = $1`, [word]);
  return row ? row.ndoc : null;
}

describe('search_vocabulary', () => {
  it('starts as the corpus vocabulary of the seeded catalog', async () => {
    const [{ words }] = await sql(`SELECT count(*)::int AS words FROM search_vocabulary`);
    expect(words).toBeGreaterThan(1000);
    await expectInSync();
  });

  it('follows guidance inserts (one statement, many rows), text updates, upserts and deletes', async () => {
    await sql(`
      INSERT INTO guidance (slug, question, answer, tags, keywords)
      SELECT 'vocab-test-' || i, 'Does the zyzzogeton fan fit a GPU case ' || i || '?',
             'Answer ' || i || ' about breakers, risers and quixotic airflow.', '{cooling}', '{zyzzogeton}'
      FROM generate_series(1, 5) i`);
    await expectInSync();
    expect(await ndoc('zyzzogeton')).toBe(5);

    // Words leave (quixot) and arrive (perspicaci) in the same statement; other rows' text is untouched.
    await sql(
      `UPDATE guidance SET answer = replace(answer, 'quixotic', 'perspicacious') WHERE slug LIKE 'vocab-test-%'`,
    );
    await expectInSync();
    expect(await ndoc('quixot')).toBeNull();
    expect(await ndoc('perspicaci')).toBe(5);

    // An update that changes no text, and an upsert that inserts one row and updates another.
    await sql(`UPDATE guidance SET version = version + 1`);
    await sql(`
      INSERT INTO guidance (slug, question, answer) VALUES
        ('vocab-test-1', 'A rewritten question about a flibbertigibbet', 'Short.'),
        ('vocab-test-6', 'Another zyzzogeton question', 'Short too.')
      ON CONFLICT (slug) DO UPDATE SET question = excluded.question, answer = excluded.answer`);
    await expectInSync();
    // Rows 1-5 keep it as a keyword, row 6 has it in its question.
    expect(await ndoc('zyzzogeton')).toBe(6);

    await sql(`DELETE FROM guidance WHERE slug LIKE 'vocab-test-%'`);
    await expectInSync();
    expect(await ndoc('zyzzogeton')).toBeNull();
    expect(await ndoc('flibbertigibbet')).toBeNull();
  });

  it('follows use case inserts, updates and deletes', async () => {
    await sql(`
      INSERT INTO use_case (slug, name, description, min_vram_gb)
      SELECT slug || '-vocab', name || ' with hyperquokka tuning', description, min_vram_gb FROM use_case`);
    await expectInSync();
    await sql(
      `UPDATE use_case SET description = description || ' Also megaquokka.' WHERE slug LIKE '%-vocab'`,
    );
    await sql(
      `UPDATE use_case SET name = 'Plain name' WHERE slug IN (SELECT slug FROM use_case WHERE slug LIKE '%-vocab' LIMIT 3)`,
    );
    await expectInSync();
    await sql(`DELETE FROM use_case WHERE slug LIKE '%-vocab'`);
    await expectInSync();
    expect(await ndoc('hyperquokka')).toBeNull();
  });

  it('follows component inserts, updates of text and of numbers only, and deletes', async () => {
    await sql(`
      INSERT INTO component (slug, kind, name, manufacturer, wattage, atx3, description)
      SELECT 'vocab-psu-' || i, 'PSU', 'Gigawatt ' || i, 'Voltcorp', 500 + i, false, 'A ' || i || ' watt unit with thundercrackle'
      FROM generate_series(1, 4) i`);
    await expectInSync();
    expect(await ndoc('voltcorp')).toBe(4);
    await sql(`UPDATE component SET price_usd = 99 WHERE slug LIKE 'vocab-psu-%'`);
    await sql(`UPDATE component SET manufacturer = 'Ampcorp' WHERE slug IN ('vocab-psu-1', 'vocab-psu-2')`);
    await expectInSync();
    expect(await ndoc('voltcorp')).toBe(2);
    await sql(`DELETE FROM component WHERE slug LIKE 'vocab-psu-%'`);
    await expectInSync();
  });

  it('follows model inserts, renames and deletes, and guidance answers rewritten word for word', async () => {
    await sql(`
      INSERT INTO model (slug, name, family, maker, release_year, layers, hidden_size, attention_heads,
                         kv_heads, head_dim, intermediate_size, vocab_size, tied_embeddings,
                         max_context_tokens, hugging_face_repo)
      SELECT 'vocab-model-' || i, 'Snarkle ' || i || 'B', 'Snarkle', 'Vocab Labs', 2025, 32, 4096, 32, 8, 128,
             14336, 128000, false, 8192, 'vocab/snarkle-' || i
      FROM generate_series(1, 3) i`);
    await expectInSync();
    expect(await ndoc('snarkl')).toBe(3);
    await sql(`UPDATE model SET name = 'Brumble 1B' WHERE slug = 'vocab-model-1'`);
    await expectInSync();
    expect(await ndoc('snarkl')).toBe(2);
    // Another form of the same word: the vector is unchanged, the snippet's words are not.
    const forms = async () =>
      (
        await sql(
          `SELECT p.forms FROM search_posting p JOIN guidance g ON p.source = 'guidance' AND p.id = g.id
           WHERE g.slug = 'household-circuit-limit' AND p.lexeme = 'circuit'`,
        )
      )[0].forms as string[];
    expect(await forms()).toContain('circuits');
    await sql(
      `UPDATE guidance SET answer = replace(answer, 'different circuits', 'different circuit') WHERE slug = 'household-circuit-limit'`,
    );
    await expectInSync();
    expect(await forms()).not.toContain('circuits');
    await sql(`DELETE FROM model WHERE slug LIKE 'vocab-model-%'`);
    await expectInSync();
    expect(await ndoc('snarkl')).toBeNull();
  });

  it('follows TRUNCATE (the words of the table leave before its rows) and its rollback', async () => {
    const runner = db().dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(`TRUNCATE guidance CASCADE`);
      await expectInSync(runner.manager);
      const [{ n }] = await runner.query(
        `SELECT ndoc::int AS n FROM search_corpus WHERE source = 'guidance'`,
      );
      expect(n).toBe(0);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    await expectInSync();
  });

  it('stays exact under concurrent writers sharing words, without deadlocks', async () => {
    const writers = Array.from({ length: CONCURRENT_WRITERS }, async (_, w) => {
      // Writers name the shared words in opposite orders.
      const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
      if (w % 2) words.reverse();
      await sql(
        `INSERT INTO guidance (slug, question, answer)
         SELECT 'vocab-race-' || $1 || '-' || i, $2 || ' ' || i, 'zyzzogeton ' || $2 FROM generate_series(1, 3) i`,
        [w, words.join(' ')],
      );
      await sql(`UPDATE guidance SET answer = answer || ' foxtrot' WHERE slug LIKE $1`, [
        `vocab-race-${w}-%`,
      ]);
      if (w % 2) await sql(`DELETE FROM guidance WHERE slug LIKE $1`, [`vocab-race-${w}-%`]);
    });
    const results = await Promise.allSettled(writers);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectInSync();
    expect(await ndoc('foxtrot')).toBe((CONCURRENT_WRITERS / 2) * 3);
  });
});

describe('search_synonym', () => {
  it('holds no stop word in a term: the phrase query would drop it and expand every other match', async () => {
    const rows = await sql(`
      SELECT s.term, d.token FROM search_synonym s CROSS JOIN LATERAL ts_debug('english', s.term) d
      WHERE d.alias <> 'blank' AND cardinality(d.lexemes) = 0`);
    expect(rows).toEqual([]);
  });
});
