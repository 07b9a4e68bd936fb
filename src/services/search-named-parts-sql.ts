import type { SqlClient } from '../db/pool';
import { Params } from '../db/sql';
import {
  FALLBACK_SNIPPET_CHARS,
  HEADLINE_OPTIONS,
  MODEL_MATCH_WEIGHT,
  MODEL_SIMILARITY_WEIGHT,
  termsSql,
} from './search-sql';
import { everydayWords } from './search-common-words';
import type { RankedHit } from './search-merge';
import { toTerms, type AssembledTerms } from './search-terms';

/**
 * The first statement of every search: the question's terms and the parts it names, in one
 * round trip. The answers (guidance, use cases, models) are ranked from these terms in memory,
 * from the request's catalog version (search-answers-index.ts): this statement does not read
 * their postings.
 *
 * - The TERMS row carries the terms (for the answers and for the parts' ranking statement),
 *   their norm and the lexemes of the text's everyday words (search-common-words.ts), which
 *   do not count towards an answer's title coverage.
 * - Parts are found only by the model numbers the text names (`component.model_keys`,
 *   GIN-indexed), scored by how much of the text the name covers, or, in a question, by
 *   a line name their name starts with (search-lines.ts), scored by the share of the
 *   question's term weight their name's words carry; never by words they merely share.
 *   Ranking parts by their words is the second statement's work, run only when a lookup
 *   wants it or the answers do not fill the page (search-rank-sql.ts). A text with no
 *   model key and no line key names no part: its statement leaves those parts out (a
 *   shorter text for Postgres to plan).
 */

export interface FirstInput {
  /** The cleaned text. */
  text: string;
  /** Answers and parts returned, each. */
  limit: number;
  /** modelNameKeys of the text that contain a product designator, with their coverage. */
  keys: string[];
  coverage: number[];
  /** Product designators a named part must have one of (search-intent.ts). */
  designators: string[];
  /** Designators with letters: the only ones that name a part other than a GPU. */
  alnumDesignators: string[];
  /** Other models of the line (excludedDesignators): a part with one is not the one named. */
  excluded: string[];
  /** Keys covering the whole text: a part whose name holds one matches by NAME. */
  nameKeys: string[];
  /** Line names a question may give a part by (search-lines.ts); [] for a lookup. */
  lineKeys: string[];
}

/** A row of the first statement: the TERMS row, or a part the text names. */
export interface FirstRow {
  /** TERMS or a component kind. */
  kind: string;
  id: number | null;
  score: number | null;
  match: 'NAME' | 'MODEL' | null;
  title: string | null;
  snippet: string | null;
  /** A graphics card's GPU chip. */
  chip_id: number | null;
  /** A part's folded maker and name. */
  name_key: string | null;
  /** How closely the best key matches the part's whole name, 0.5 to 1 (search-merge.ts). */
  quality: number | null;
  /** The share of the text the longest key naming the part spans. */
  coverage: number | null;
  /** Parts named by their line: the score is already on the answers' scale (search-lines.ts). */
  line: boolean | null;
  /** TERMS only: parallel arrays sorted by lexeme, and the OR of every term (tsquery text). */
  terms: { lexemes: string[]; weights: number[]; in_norm: boolean[]; ndocs: number[] } | null;
  query: string | null;
  /** TERMS only: the in-norm terms' summed weight (null when there is none). */
  norm: number | null;
  /** TERMS only: the lexemes of the text's everyday words. */
  everyday: string[] | null;
}

/** The first statement of a search (see the top of this file). */
export function firstSql(input: FirstInput, p: Params, known?: AssembledTerms): string {
  const terms = `
  SELECT 'TERMS' AS kind, NULL::int AS id, NULL::float8 AS score, NULL::text AS match, NULL::text AS title,
         NULL::text AS snippet, NULL::int AS chip_id, NULL::text AS name_key,
         NULL::float8 AS quality, NULL::float8 AS coverage, NULL::boolean AS line,
         (SELECT json_build_object('lexemes', array_agg(lexeme ORDER BY lexeme),
                                   'weights', array_agg(weight ORDER BY lexeme),
                                   'in_norm', array_agg(in_norm ORDER BY lexeme),
                                   'ndocs', array_agg(ndoc ORDER BY lexeme)) FROM terms) AS terms,
         (SELECT query::text FROM q) AS query, (SELECT norm FROM q) AS norm,
         ARRAY(SELECT l.lexeme FROM unnest(${p.bind(everydayWords(input.text))}::text[]) w,
               unnest(to_tsvector('english', w)) l) AS everyday`;
  const q = `q AS (
    SELECT sum(weight) FILTER (WHERE in_norm) AS norm,
           search_tsquery_or(plainto_tsquery('simple', lexeme) ORDER BY lexeme) AS query
    FROM terms)`;
  const ctes = known
    ? [
        `terms AS (SELECT * FROM unnest(${p.bind(known.question?.terms.map((t) => t.lexeme) ?? [])}::text[],
           ${p.bind(known.question?.terms.map((t) => t.weight) ?? [])}::float8[],
           ${p.bind(known.question?.terms.map((t) => t.inNorm) ?? [])}::boolean[],
           ${p.bind(known.question?.terms.map((t) => t.ndoc) ?? [])}::int[]) AS t(lexeme, weight, in_norm, ndoc))`,
        `q AS (SELECT ${p.bind(known.norm)}::float8 AS norm, ${p.bind(known.question?.query ?? null)}::tsquery AS query)`,
      ]
    : [`terms AS MATERIALIZED (${termsSql(input.text, p)})`, q];
  // With known terms the TERMS row only names the columns (the parts' rows follow it).
  const selects = [
    known
      ? `${terms}
  WHERE false`
      : terms,
  ];
  const limit = input.keys.length > 0 || input.lineKeys.length > 0 ? p.bind(input.limit) : '';
  const headline =
    () => `coalesce(ts_headline('english', c.description, q.query, ${p.bind(HEADLINE_OPTIONS)}::text),
                  left(c.description, ${p.bind(FALLBACK_SNIPPET_CHARS)}::int))`;
  if (input.keys.length > 0) {
    const keys = p.bind(input.keys);
    const matchWeight = `${p.bind(MODEL_MATCH_WEIGHT)}::float8`;
    const similarityWeight = `${p.bind(MODEL_SIMILARITY_WEIGHT)}::float8`;
    ctes.push(`
  part AS (
    SELECT c.id, max(k.coverage * (${matchWeight} + ${similarityWeight} * word_similarity(k.key, c.name_key))) AS score,
           max((${matchWeight} + ${similarityWeight} * word_similarity(k.key, c.name_key))
               / (${matchWeight} + ${similarityWeight})) AS quality,
           max(k.coverage) AS coverage
    FROM component c CROSS JOIN unnest(${keys}::text[], ${p.bind(input.coverage)}::float8[]) AS k(key, coverage)
    WHERE c.model_keys && ${keys}::text[] AND k.key = ANY(c.model_keys)
      AND c.model_keys && ${p.bind(input.designators)}::text[]
      AND NOT c.model_keys && ${p.bind(input.excluded)}::text[]
      AND (c.kind IN ('GPU', 'GRAPHICS_CARD') OR c.model_keys && ${p.bind(input.alnumDesignators)}::text[])
    GROUP BY c.id
    ORDER BY score DESC, c.id
    LIMIT ${limit}::int)`);
    selects.push(`
  SELECT c.kind, c.id, pt.score,
         CASE WHEN c.model_keys && ${p.bind(input.nameKeys)}::text[] THEN 'NAME' ELSE 'MODEL' END,
         c.manufacturer || ' ' || c.name, ${headline()},
         c.chip_id, c.name_key, pt.quality, pt.coverage, false, NULL, NULL, NULL, NULL
  FROM part pt JOIN component c ON c.id = pt.id CROSS JOIN q`);
  }
  if (input.lineKeys.length > 0) {
    const lineKeys = p.bind(input.lineKeys);
    ctes.push(`
  line_part AS (
    SELECT c.id FROM component c
    CROSS JOIN LATERAL (SELECT regexp_replace(lower(c.manufacturer), '[^a-z0-9]+', '', 'g') AS maker) m
    WHERE c.model_keys && ${lineKeys}::text[]
      AND EXISTS (SELECT 1 FROM unnest(${lineKeys}::text[]) k(key)
        WHERE k.key = ANY(c.model_keys)
          AND ((starts_with(c.name_key, k.key) AND length(k.key) > length(m.maker))
               OR starts_with(substr(c.name_key, length(m.maker) + 1), k.key)))),
  line_scored AS (
    SELECT lp.id, sum(t.weight) / q.norm AS score
    FROM line_part lp JOIN component c ON c.id = lp.id CROSS JOIN q
    JOIN terms t ON t.in_norm
      AND t.lexeme = ANY(tsvector_to_array(to_tsvector('english', c.manufacturer || ' ' || c.name)))
    WHERE q.norm > 0
    GROUP BY lp.id, q.norm, c.name_key
    ORDER BY score DESC, length(c.name_key), lp.id
    LIMIT ${limit}::int)`);
    selects.push(`
  SELECT c.kind, c.id, ls.score, 'NAME', c.manufacturer || ' ' || c.name, ${headline()},
         c.chip_id, c.name_key, 1, ls.score, true, NULL, NULL, NULL, NULL
  FROM line_scored ls JOIN component c ON c.id = ls.id CROSS JOIN q`);
  }
  return `WITH ${ctes.join(',')}${selects.join('\n  UNION ALL')}`;
}

/**
 * Runs the first statement: the text's terms, and the parts it names as hits. With `known`
 * terms (search-terms-memo.ts) it looks the parts up by them and leaves the terms out (the
 * text must then name a part: model keys or line keys).
 */
export async function firstStatement(
  db: SqlClient,
  input: FirstInput,
  known?: AssembledTerms,
): Promise<{ terms: AssembledTerms; named: RankedHit[] }> {
  const params = new Params();
  const rows = await db.rows<FirstRow>(firstSql(input, params, known), params.values);
  const termsRow = rows.find((row) => row.kind === 'TERMS');
  const named: RankedHit[] = [];
  for (const row of rows) {
    if (row.kind === 'TERMS' || row.id === null) continue;
    named.push({
      kind: row.kind,
      id: row.id,
      score: row.score ?? 0,
      match: row.match ?? 'TEXT',
      title: row.title ?? '',
      snippet: row.snippet,
      chipId: row.chip_id,
      nameKey: row.name_key,
      quality: row.quality,
      coverage: row.coverage,
      line: row.line ?? false,
    });
  }
  const terms: AssembledTerms = known ?? {
    question: termsRow?.terms ? toTerms(termsRow.terms, termsRow.query) : null,
    norm: termsRow?.norm ?? null,
    everyday: termsRow?.everyday ?? [],
  };
  return { terms, named };
}
