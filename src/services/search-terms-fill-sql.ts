import type { Params } from '../db/sql';
import { idfPowerSql, splitLexemesSql, TOTAL_SQL, TYPO_MIN_LENGTH, typoFixSql } from './search-sql';

/**
 * What the terms memo (search-terms-memo.ts) learns from the database about words it has
 * not seen, in one statement: each word's lexeme, how an unknown lexeme is split or
 * corrected, and the IDF of every known lexeme involved, by the same SQL pieces as the
 * terms statement (search-sql.ts), so a question assembled from them has the terms that
 * statement computes, to the bit. With `synonyms`, the synonym table too (once per catalog
 * version). The catalog version the figures belong to comes back with them.
 */

/** A word: its lexemes (`to_tsvector('english', word)`: none for a stop word). */
export interface FillWordRow {
  word: string;
  lexemes: string[] | null;
}

/** A lexeme the vocabulary lacks: its split parts (with digits) or its correction (without). */
export interface FillUnknownRow {
  lexeme: string;
  split: string[] | null;
  fix: string | null;
}

/**
 * A lexeme the vocabulary holds: rows holding it, its IDF raised to IDF_EXPONENT, and its
 * tsquery as Postgres writes it (`'gpu'`; a phrase for a hyphenated one).
 */
export interface FillStatRow {
  lexeme: string;
  ndoc: number;
  pow: number;
  query: string;
}

/**
 * A synonym: its term's lexemes with their positions in the term (phraseto_tsquery matches
 * them at the same distances), the lexemes of its expansion, and whether the term stands in
 * for words the corpus lacks (then its expansion counts in full).
 */
export interface FillSynonymRow {
  lexemes: string[];
  positions: number[];
  expansion: string[];
  stands_in: boolean;
}

export interface FillRow {
  version: string;
  words: FillWordRow[] | null;
  unknown: FillUnknownRow[] | null;
  stats: FillStatRow[] | null;
  synonyms: FillSynonymRow[] | null;
}

/**
 * The statement: `words` lower case, each once; `synonyms` whether to read the synonym table
 * (a statement of its own text: without it, Postgres keeps one generic plan for the words'
 * statement instead of planning it on every run).
 */
export function fillSql(words: readonly string[], synonyms: boolean, p: Params): string {
  const synonymCte = `
  synonym AS (
    SELECT term.lexemes, term.positions, term.stands_in,
           (SELECT array_agg(e.lexeme) FROM unnest(syn.expansion_vector) e) AS expansion
    FROM search_synonym syn CROSS JOIN LATERAL (
      -- The term's lexemes in position order, once each position, and whether the corpus lacks them all.
      SELECT array_agg(w.lexeme ORDER BY t.position, w.lexeme) AS lexemes,
             array_agg(t.position ORDER BY t.position, w.lexeme) AS positions,
             bool_and(NOT EXISTS (SELECT 1 FROM search_vocabulary k WHERE k.word = w.lexeme)) AS stands_in
      FROM unnest(to_tsvector('english', syn.term)) w CROSS JOIN LATERAL unnest(w.positions) t(position)) term),`;
  return `
  WITH total AS (${TOTAL_SQL}),
  word AS (
    SELECT w.word, (SELECT array_agg(t.lexeme) FROM unnest(to_tsvector('english', w.word)) t) AS lexemes
    -- The array behind a subquery: a constant array would be planned for its own length, so
    -- every run would plan again rather than keep the generic plan.
    FROM unnest((SELECT ${p.bind(words)}::text[])) w(word)),
  unknown AS (
    SELECT DISTINCT x.lexeme FROM word, unnest(word.lexemes) x(lexeme)
    -- A primary-key probe per lexeme (OFFSET 0: not an anti join over the whole vocabulary).
    WHERE NOT EXISTS (SELECT 1 FROM search_vocabulary k WHERE k.word = x.lexeme OFFSET 0)),
  fixed AS (
    SELECT u.lexeme,
           CASE WHEN u.lexeme ~ '[0-9]' THEN (SELECT array_agg(s.lexeme) FROM unnest(${splitLexemesSql('u.lexeme')}) s) END AS split,
           CASE WHEN u.lexeme !~ '[0-9]' AND length(u.lexeme) >= ${p.bind(TYPO_MIN_LENGTH)}::int
                THEN (${typoFixSql('u.lexeme', p)}) END AS fix
    FROM unknown u),
${synonyms ? synonymCte : ''}  involved AS (
    SELECT x.lexeme FROM word, unnest(word.lexemes) x(lexeme)
    UNION SELECT s.lexeme FROM fixed, unnest(fixed.split) s(lexeme)
    UNION SELECT fixed.fix FROM fixed WHERE fixed.fix IS NOT NULL
    ${synonyms ? 'UNION SELECT e.lexeme FROM synonym, unnest(synonym.expansion) e(lexeme)' : ''}),
  stat AS (
    SELECT i.lexeme, k.ndoc, idf.pow
    FROM involved i CROSS JOIN LATERAL (
      SELECT k.ndoc FROM search_vocabulary k WHERE k.word = i.lexeme OFFSET 0) k
    CROSS JOIN total CROSS JOIN ${idfPowerSql('i.lexeme', p)})
  SELECT (SELECT version::text FROM catalog_state) AS version,
         (SELECT json_agg(json_build_object('word', word, 'lexemes', lexemes)) FROM word) AS words,
         (SELECT json_agg(json_build_object('lexeme', lexeme, 'split', split, 'fix', fix)) FROM fixed) AS unknown,
         (SELECT json_agg(json_build_object('lexeme', lexeme, 'ndoc', ndoc, 'pow', pow,
                                            'query', plainto_tsquery('simple', lexeme)::text)) FROM stat) AS stats,
         ${synonyms ? "(SELECT json_agg(json_build_object('lexemes', lexemes, 'positions', positions, 'expansion', expansion, 'stands_in', stands_in)) FROM synonym)" : 'NULL::json'} AS synonyms`;
}
