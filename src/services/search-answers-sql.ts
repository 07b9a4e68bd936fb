import type { Params } from '../db/sql';
import {
  FALLBACK_SNIPPET_CHARS,
  FIELD_LEXEMES,
  HEADLINE_OPTIONS,
  MODEL_MATCH_WEIGHT,
  MODEL_SIMILARITY_WEIGHT,
  SATURATION,
  termsSql,
} from './search-sql';
import { everydayWords } from './search-common-words';
import { modelKeysSql, wholeModelKeySql } from './search-model-keys-sql';

/**
 * The first statement of every search: the question's terms, its best answers and the
 * parts it names, in one round trip.
 *
 * - Answers (guidance, use cases, and the models whose name the text holds: "llama 3.1 70b"
 *   answers with Llama 3.1 70B, never with its 8B sibling) score exactly as `search_rank` scores them (see
 *   search-sql.ts), but from `search_posting`, where each answer row's lexemes are stored
 *   with their field-weighted cover density: the statement reads the postings of the
 *   question's terms (an index range each) instead of computing ts_rank_cd for every row
 *   that shares a word. A guidance entry linked to a part the text names gains
 *   LINKED_PART_WEIGHT, shared among the entries linked to that part. Title coverage
 *   leaves out the field's name and everyday English words (search-common-words.ts).
 * - Parts are found only by the model numbers the text names (`component.model_keys`,
 *   GIN-indexed), scored by how much of the text the name covers, or, in a question, by
 *   a line name their name starts with (search-lines.ts), scored by the share of the
 *   question's term weight their name's words carry; never by words they merely share. Ranking parts by their words is the second statement's work, run only
 *   when a lookup wants it or the answers do not fill the page (search-rank-sql.ts).
 * - One row of kind TERMS carries the terms, for that second statement.
 */

/** Weight of a model's text relevance against guidance and use cases. */
export const MODEL_TEXT_FACTOR = 1.0;
/**
 * Weight of how much of an answer's title (a guidance question, a use case or model name)
 * the text covers: "do tensor cores matter" is "Do I need a GPU with tensor cores?" (two of
 * its four words) rather than the worked example whose eight-word title also names them.
 * Tried on the development questions: 0.15-0.3 best, above 0.5 worse than none. Words that
 * do not say what a question is about do not count: everyday English words ("say", "one",
 * "good", "worth": search-common-words.ts, which replaced a hand-picked list of 41
 * judgement words, 37 of them everyday words, with the same development figures) and the
 * field's own name (FIELD_LEXEMES, search-sql.ts).
 */
export const TITLE_COVERAGE_WEIGHT = 0.3;
/**
 * Weight of a guidance entry's link to a part the question names by model number (the
 * entry's `components`), divided among the entries linked to that part: "gtx 1050 ti enough
 * to start learning" names the card the beginner entry is linked to, where the RTX 3090,
 * linked to thirty entries, tells them little apart. Tried on the development questions:
 * 0.1-0.2 the same, 0.05 and 0.4 a question worse.
 */
export const LINKED_PART_WEIGHT = 0.15;

export interface AnswerInput {
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
  /** The text folded like model names (search-mentions.ts): a model is an answer when it holds its name. */
  folded: string;
  /** Line names a question may give a part by (search-lines.ts); [] for a lookup. */
  lineKeys: string[];
}

/** A row of the answers statement. */
export interface AnswerRow {
  /** TERMS, GUIDANCE, USE_CASE, MODEL or a component kind. */
  kind: string;
  id: number | null;
  score: number | null;
  match: 'NAME' | 'MODEL' | 'TEXT' | null;
  /** Parts only: an answer's title and text come from the catalog version (null here). */
  title: string | null;
  snippet: string | null;
  /** A graphics card's GPU chip (parts only). */
  chip_id: number | null;
  /** A part's folded maker and name (parts only). */
  name_key: string | null;
  /**
   * Answers: for each of the text's terms, the words of the answer's text (a guidance
   * answer or use case description, whole) that stem to it, for cutSnippet; null for parts,
   * whose snippet is cut already.
   */
  forms: Record<string, string[]> | null;
  /** Parts: how closely the best key matches the part's whole name, 0.5 to 1 (search-merge.ts). */
  quality: number | null;
  /** Parts: the share of the text the longest key naming the part spans. */
  coverage: number | null;
  /** Parts named by their line: the score is already on the answers' scale (search-lines.ts). */
  line: boolean | null;
  /** TERMS only: parallel arrays sorted by lexeme, and the OR of every term (tsquery text). */
  terms: { lexemes: string[]; weights: number[]; in_norm: boolean[]; ndocs: number[] } | null;
  query: string | null;
}

export function answersSql(input: AnswerInput, p: Params): string {
  const saturation = p.bind(SATURATION);
  const limit = p.bind(input.limit);
  const keys = p.bind(input.keys);
  const designators = p.bind(input.designators);
  const folded = p.bind(input.folded);
  const lineKeys = p.bind(input.lineKeys);
  return `
  WITH terms AS MATERIALIZED (${termsSql(input.text, p)}),
  everyday AS MATERIALIZED (
    SELECT l.lexeme FROM unnest(${p.bind(everydayWords(input.text))}::text[]) w, unnest(to_tsvector('english', w)) l),
  named_key AS (
    SELECT m.id, k.pos, k.len FROM model m CROSS JOIN LATERAL (
      SELECT strpos(${folded}, key) AS pos, length(key) AS len FROM unnest(${modelKeysSql('m')}) key
      WHERE strpos(${folded}, key) > 0 AND ${wholeModelKeySql(folded, 'key')}
      ORDER BY length(key) DESC LIMIT 1) k),
  -- A name inside a longer one the text holds is not named: "command r+" names Command R+,
  -- not also Command R (as search-entities.ts links it).
  named_model AS (
    SELECT n.id FROM named_key n
    WHERE NOT EXISTS (
      SELECT 1 FROM named_key o
      WHERE o.id <> n.id AND o.len > n.len AND o.pos <= n.pos AND o.pos + o.len >= n.pos + n.len)),
  q AS (
    SELECT sum(weight) FILTER (WHERE in_norm) AS norm,
           search_tsquery_or(plainto_tsquery('simple', lexeme) ORDER BY lexeme) AS query
    FROM terms),
  part AS (
    SELECT c.id, max(k.coverage * (${p.bind(MODEL_MATCH_WEIGHT)}::float8
             + ${p.bind(MODEL_SIMILARITY_WEIGHT)}::float8 * word_similarity(k.key, c.name_key))) AS score,
           max((${p.bind(MODEL_MATCH_WEIGHT)}::float8 + ${p.bind(MODEL_SIMILARITY_WEIGHT)}::float8 * word_similarity(k.key, c.name_key))
               / (${p.bind(MODEL_MATCH_WEIGHT)}::float8 + ${p.bind(MODEL_SIMILARITY_WEIGHT)}::float8)) AS quality,
           max(k.coverage) AS coverage
    FROM component c CROSS JOIN unnest(${keys}::text[], ${p.bind(input.coverage)}::float8[]) AS k(key, coverage)
    WHERE c.model_keys && ${keys}::text[] AND k.key = ANY(c.model_keys)
      AND c.model_keys && ${designators}::text[]
      AND NOT c.model_keys && ${p.bind(input.excluded)}::text[]
      AND (c.kind IN ('GPU', 'GRAPHICS_CARD') OR c.model_keys && ${p.bind(input.alnumDesignators)}::text[])
    GROUP BY c.id
    ORDER BY score DESC, c.id
    LIMIT ${limit}::int),
  -- Answers by their words, then by their links to the parts the text names (\`part\`).
  -- The sum runs in lexeme order whatever the plan: answers with the same terms and
  -- densities then tie exactly (and order by kind and id), not by the last bit of a sum.
  answer_base AS (
    SELECT p.source, p.id,
           sum(t.weight * p.density * (1 + ${saturation}::float8) / (p.density + ${saturation}::float8) ORDER BY t.lexeme)
             * CASE WHEN p.source = 'model' THEN ${p.bind(MODEL_TEXT_FACTOR)}::float8 ELSE 1 END / q.norm
           + ${p.bind(TITLE_COVERAGE_WEIGHT)}::float8 * count(*) FILTER (WHERE p.in_title AND t.in_norm AND NOT t.lexeme = ANY(${p.bind(FIELD_LEXEMES)}::text[])
             AND t.lexeme NOT IN (SELECT lexeme FROM everyday))
             / max(p.title_terms)::float8 AS score
    -- Each term's postings through the primary key (lexeme first): OFFSET 0 keeps the
    -- planner from joining the few terms to every posting by a scan of the whole table.
    FROM terms t CROSS JOIN q CROSS JOIN LATERAL (
      SELECT p.source, p.id, p.density, p.in_title, p.title_terms FROM search_posting p
      WHERE p.lexeme = t.lexeme OFFSET 0) p
    WHERE q.norm > 0 AND (p.source <> 'model' OR p.id IN (SELECT id FROM named_model))
    GROUP BY p.source, p.id, q.norm
),
  linked AS (
    SELECT gc.guidance_id AS id,
           sum(1.0 / (SELECT count(*) FROM guidance_component x WHERE x.component_id = gc.component_id)) AS bonus
    FROM guidance_component gc WHERE gc.component_id IN (SELECT id FROM part)
    GROUP BY gc.guidance_id),
  answer AS (
    SELECT b.source, b.id, b.score + ${p.bind(LINKED_PART_WEIGHT)}::float8 * coalesce(l.bonus, 0) AS score
    FROM answer_base b LEFT JOIN linked l ON b.source = 'guidance' AND l.id = b.id
    ORDER BY score DESC, b.source, b.id
    LIMIT ${limit}::int),
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
    LIMIT ${limit}::int)
  SELECT 'TERMS' AS kind, NULL::int AS id, NULL::float8 AS score, NULL::text AS match, NULL::text AS title,
         NULL::text AS snippet, NULL::int AS chip_id, NULL::text AS name_key,
         (SELECT json_build_object('lexemes', array_agg(lexeme ORDER BY lexeme),
                                   'weights', array_agg(weight ORDER BY lexeme),
                                   'in_norm', array_agg(in_norm ORDER BY lexeme),
                                   'ndocs', array_agg(ndoc ORDER BY lexeme)) FROM terms) AS terms,
         (SELECT query::text FROM q) AS query, NULL::json AS forms, NULL::float8 AS quality,
         NULL::float8 AS coverage, NULL::boolean AS line
  UNION ALL
  -- An answer's title and text come from the request's catalog version (search.service.ts),
  -- which holds them already: not read and sent again per search.
  SELECT upper(a.source), a.id, a.score, CASE WHEN a.source = 'model' THEN 'NAME' ELSE 'TEXT' END,
         NULL, NULL, NULL, NULL, NULL, NULL,
         (SELECT coalesce(json_object_agg(sp.lexeme, sp.forms), '{}') FROM search_posting sp
          WHERE sp.source = a.source AND sp.id = a.id AND cardinality(sp.forms) > 0
            AND sp.lexeme IN (SELECT lexeme FROM terms)), NULL, NULL, NULL
  FROM answer a
  UNION ALL
  SELECT c.kind, c.id, pt.score,
         CASE WHEN c.model_keys && ${p.bind(input.nameKeys)}::text[] THEN 'NAME' ELSE 'MODEL' END,
         c.manufacturer || ' ' || c.name,
         coalesce(ts_headline('english', c.description, q.query, ${p.bind(HEADLINE_OPTIONS)}::text),
                  left(c.description, ${p.bind(FALLBACK_SNIPPET_CHARS)}::int)),
         c.chip_id, c.name_key, NULL, NULL, NULL, pt.quality, pt.coverage, false
  FROM part pt JOIN component c ON c.id = pt.id CROSS JOIN q
  UNION ALL
  SELECT c.kind, c.id, ls.score, 'NAME', c.manufacturer || ' ' || c.name,
         coalesce(ts_headline('english', c.description, q.query, ${p.bind(HEADLINE_OPTIONS)}::text),
                  left(c.description, ${p.bind(FALLBACK_SNIPPET_CHARS)}::int)),
         c.chip_id, c.name_key, NULL, NULL, NULL, 1, ls.score, true
  FROM line_scored ls JOIN component c ON c.id = ls.id CROSS JOIN q`;
}
