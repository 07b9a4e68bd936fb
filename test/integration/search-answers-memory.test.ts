import { dbOf, type Db } from '../../src/db/pool';
import { loadSnapshot } from '../../src/read-model';
import {
  answersIndex,
  LINKED_PART_WEIGHT,
  MODEL_TEXT_FACTOR,
  rankAnswers,
  TITLE_COVERAGE_WEIGHT,
  type AnswerQuery,
} from '../../src/services/search-answers-index';
import { FIELD_LEXEMES, SATURATION } from '../../src/services/search-sql';
import { firstSql, type FirstRow } from '../../src/services/search-named-parts-sql';
import { Params } from '../../src/db/sql';
import { fold } from '../../src/services/search-mentions';
import { SearchService } from '../../src/services/search.service';
import { toTerms } from '../../src/services/search-terms';
import { suiteDatabase } from '../support/database';
import { namingNothing, recordingDb } from '../support/search-statements';
import { postGraphql, suiteKey, suiteServer } from '../support/server';
import { UNLIMITED_RATES } from '../support/test-env';

/**
 * The answers (guidance, use cases, models) are ranked in memory from the catalog version's
 * postings (search-answers-index.ts). Two promises: the ranking is the one the answers
 * statement computed in SQL before, to the bit (held against that SQL, kept here as the
 * reference), and a catalog write reaches it with the version it makes.
 */

/** The SQL ranking the in-memory one replaced, over the same inputs (the reference). */
const REFERENCE_SQL = `
  WITH terms AS (SELECT * FROM unnest($1::text[], $2::float8[], $3::bool[]) AS t(lexeme, weight, in_norm)),
  everyday AS (SELECT unnest($4::text[]) AS lexeme),
  named_key AS (
    SELECT m.id, k.pos, k.len FROM model m CROSS JOIN LATERAL (
      SELECT strpos($5, key) AS pos, length(key) AS len FROM unnest(ARRAY[
        regexp_replace(lower(m.name), '[[:space:]_/(),-]+', '', 'g'),
        replace(regexp_replace(lower(m.name), '[[:space:]_/(),-]+', '', 'g'), '+', 'plus'),
        replace(m.slug, '-', ''), replace(replace(m.slug, '-', ''), 'plus', '+')]) key
      WHERE strpos($5, key) > 0 AND substr($5, strpos($5, key) + length(key), 2) !~ '^([0-9]|[.][0-9])'
      ORDER BY length(key) DESC LIMIT 1) k),
  named_model AS (
    SELECT n.id FROM named_key n WHERE NOT EXISTS (SELECT 1 FROM named_key o
      WHERE o.id <> n.id AND o.len > n.len AND o.pos <= n.pos AND o.pos + o.len >= n.pos + n.len)),
  answer_base AS (
    SELECT p.source, p.id,
           sum(t.weight * p.density * (1 + $9::float8) / (p.density + $9::float8) ORDER BY t.lexeme)
             * CASE WHEN p.source = 'model' THEN $10::float8 ELSE 1 END / $6::float8
           + $11::float8 * count(*) FILTER (WHERE p.in_title AND t.in_norm
               AND NOT t.lexeme = ANY($12::text[]) AND t.lexeme NOT IN (SELECT lexeme FROM everyday))
             / max(p.title_terms)::float8 AS score
    FROM terms t JOIN search_posting p ON p.lexeme = t.lexeme
    WHERE $6::float8 > 0 AND (p.source <> 'model' OR p.id IN (SELECT id FROM named_model))
    GROUP BY p.source, p.id),
  linked AS (
    SELECT gc.guidance_id AS id,
           sum(1.0 / (SELECT count(*) FROM guidance_component x WHERE x.component_id = gc.component_id)) AS bonus
    FROM guidance_component gc WHERE gc.component_id = ANY($7::int[])
    GROUP BY gc.guidance_id)
  SELECT upper(b.source) AS kind, b.id, b.score + $13::float8 * coalesce(l.bonus, 0) AS score
  FROM answer_base b LEFT JOIN linked l ON b.source = 'guidance' AND l.id = b.id
  ORDER BY score DESC, b.source, b.id
  LIMIT $8::int`;

/**
 * What the first statement of a search of `text` returned (recorded as the service runs). A
 * text naming no part sends no such statement (its terms come from the version's memo,
 * search-terms-memo.ts, held to this statement by search-terms-memo.test): the statement is
 * then run here, as the service would run it without the memo.
 */
async function firstRows(db: Db, snapshot: Awaited<ReturnType<typeof loadSnapshot>>, text: string) {
  let rows: FirstRow[] = [];
  const recording = recordingDb(db, (_sql, result) => {
    if (rows.length === 0 && (result as FirstRow[]).some((row) => row.kind === 'TERMS'))
      rows = result as FirstRow[];
  });
  await new SearchService(recording, async () => snapshot).search({ text });
  if (rows.length > 0) return rows;
  const params = new Params();
  return db.rows<FirstRow>(firstSql(namingNothing(text), params), params.values);
}

describe('in-memory answers against the SQL ranking they replaced', () => {
  const db = suiteDatabase();
  const QUESTIONS = [
    'the breaker trips when I run three GPUs',
    'can I run Llama 3.1 70B on two 3090s',
    'gtx 1050 ti enough to start learning',
    'is an rtx 3090 still worth it for deep learning',
    'command r+ on a single 4090',
    'do tensor cores matter',
    'how much vram for fine-tuning a 7b model with lora',
    'is it safe to leave training running while I am at work',
  ];

  it.each(QUESTIONS)('"%s": same answers, same scores to the bit', async (text) => {
    const base = dbOf(db().dataSource);
    const snapshot = await loadSnapshot(base);
    const rows = await firstRows(base, snapshot, text);
    const termsRow = rows.find((row) => row.kind === 'TERMS')!;
    const question = toTerms(termsRow.terms!, termsRow.query);
    const query: AnswerQuery = {
      terms: question?.terms ?? [],
      norm: termsRow.norm,
      everyday: termsRow.everyday ?? [],
      folded: fold(text.toLowerCase().normalize('NFKC')).folded,
      partIds: rows.filter((row) => row.kind !== 'TERMS' && !row.line).map((row) => row.id!),
      limit: 50,
    };
    const inMemory = rankAnswers(answersIndex(snapshot), query);
    const reference = await base.rows<{ kind: string; id: number; score: number }>(REFERENCE_SQL, [
      query.terms.map((t) => t.lexeme),
      query.terms.map((t) => t.weight),
      query.terms.map((t) => t.inNorm),
      query.everyday,
      query.folded,
      query.norm,
      query.partIds,
      query.limit,
      SATURATION,
      MODEL_TEXT_FACTOR,
      TITLE_COVERAGE_WEIGHT,
      FIELD_LEXEMES,
      LINKED_PART_WEIGHT,
    ]);
    expect(inMemory.length).toBeGreaterThan(0);
    expect(inMemory.map(({ kind, id, score }) => ({ kind, id, score }))).toEqual(reference);
  });

  it('exercises the links to named parts and the named models (the cases above are not all plain text)', async () => {
    const base = dbOf(db().dataSource);
    const snapshot = await loadSnapshot(base);
    const index = answersIndex(snapshot);
    const text = 'gtx 1050 ti enough to start learning';
    const rows = await firstRows(base, snapshot, text);
    const termsRow = rows.find((row) => row.kind === 'TERMS')!;
    const query: AnswerQuery = {
      terms: toTerms(termsRow.terms!, termsRow.query)!.terms,
      norm: termsRow.norm,
      everyday: termsRow.everyday ?? [],
      folded: fold(text).folded,
      partIds: rows.filter((row) => row.kind !== 'TERMS' && !row.line).map((row) => row.id!),
      limit: 50,
    };
    expect(query.partIds.length).toBeGreaterThan(0);
    // The part the text names lifts the guidance linked to it.
    const linked = rankAnswers(index, query);
    const unlinked = new Map(rankAnswers(index, { ...query, partIds: [] }).map((a) => [a.id, a.score]));
    expect(linked.some((a) => a.kind === 'GUIDANCE' && a.score > (unlinked.get(a.id) ?? 0))).toBe(true);
    const llama = await firstRows(base, snapshot, 'can I run Llama 3.1 70B on two 3090s');
    const llamaTerms = llama.find((row) => row.kind === 'TERMS')!;
    const ranked = rankAnswers(index, {
      terms: toTerms(llamaTerms.terms!, llamaTerms.query)!.terms,
      norm: llamaTerms.norm,
      everyday: llamaTerms.everyday ?? [],
      folded: fold('can i run llama 3.1 70b on two 3090s').folded,
      partIds: [],
      limit: 10,
    });
    expect(ranked.some((answer) => answer.kind === 'MODEL')).toBe(true);
  });
});

describe('a catalog write reaches the in-memory answers', () => {
  const t = suiteServer({ env: UNLIMITED_RATES });
  const editor = suiteKey(t, 'EDITOR', 'search answers memory editor');
  const SEARCH = `query($text: String!) { search(text: $text) { kind title item { ... on Guidance { slug } } } }`;
  const SLUG = 'search-memory-zymurgical';

  async function search(text: string) {
    const result = await postGraphql(t().url, SEARCH, { text });
    expect(result.body.errors).toBeUndefined();
    return (result.body.data as { search: { kind: string; title: string; item: { slug?: string } }[] })
      .search;
  }

  it('finds a guidance entry written through upsertGuidance, and its edit', async () => {
    const before = await search('does a zymurgical fan curve matter');
    expect(before.some((hit) => hit.item.slug === SLUG)).toBe(false);
    const auth = { authorization: `Bearer ${editor()}` };
    const created = await postGraphql(
      t().url,
      `mutation($i: GuidanceInput!) { upsertGuidance(input: $i) { slug version } }`,
      {
        i: {
          slug: SLUG,
          question: 'Does a zymurgical fan curve matter?',
          answer: 'Zymurgical fan curves change little for a GPU under load.',
          tags: ['cooling'],
          keywords: ['fan curve'],
          sources: ['doc-dl-cluster-guide'],
        },
      },
      auth,
    );
    expect(created.body.errors).toBeUndefined();
    const [first] = await search('does a zymurgical fan curve matter');
    expect(first).toMatchObject({ kind: 'GUIDANCE', item: { slug: SLUG } });

    const version = (created.body.data as { upsertGuidance: { version: number } }).upsertGuidance.version;
    const edited = await postGraphql(
      t().url,
      `mutation($i: GuidanceInput!) { upsertGuidance(input: $i) { slug } }`,
      {
        i: {
          slug: SLUG,
          version,
          question: 'Does a quixotic fan curve matter?',
          answer: 'Quixotic curves rarely do.',
        },
      },
      auth,
    );
    expect(edited.body.errors).toBeUndefined();
    const [afterEdit] = await search('quixotic fan curve');
    expect(afterEdit).toMatchObject({
      kind: 'GUIDANCE',
      title: 'Does a quixotic fan curve matter?',
      item: { slug: SLUG },
    });
    // The word the edit took out no longer finds it.
    const old = await search('zymurgical');
    expect(old.some((hit) => hit.item.slug === SLUG)).toBe(false);
  });
});
