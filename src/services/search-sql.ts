import type { Params } from '../db/sql';
import { withModelSizes } from './search-text';

/**
 * The term SQL shared by `search` and `guidance(search:)` (the ranking statement of
 * `search` is in search-rank-sql.ts). Every value comes in as a bound positional parameter
 * (`Params`); the only text spliced into statements is our own SQL.
 *
 * How a question is ranked:
 * 1. Its words are stemmed with the English configuration, stop words dropped; a size spelt
 *    out ("13 billion") is written as the entries write it ("13b").
 * 2. Each word known to the corpus (`search_vocabulary`, kept up to date by triggers) is
 *    a term weighted by its IDF, so rare words ("breaker", "nvlink") count more than
 *    common ones ("gpu"). The IDF is taken over the written knowledge (guidance and use
 *    cases, counted live: a few hundred rows): tens of thousands of part names would
 *    otherwise make every word that parts lack ("deep", "learning") look as rare as
 *    "undervolt", and words of part listings ("motherboard", "watts") look worthless.
 *    A word only parts use ("tomahawk") gets the highest IDF. `ndoc` (rows holding the word
 *    anywhere) still sizes the pruning stages.
 * 3. Words the corpus does not know are split at letter/digit boundaries when they have
 *    digits ("rtx4090") or else replaced by the most trigram-similar corpus word (typos:
 *    "nvlnk", "powr").
 * 4. Synonym rows whose term occurs in the question add their expansion's words at
 *    SYNONYM_FACTOR (in full when no word of the term is in the corpus).
 * 5. A row scores the sum over terms of IDF x saturated weighted cover density
 *    (`search_rank`: question/name A > tags/keywords/attributes B > answer/description C),
 *    divided by the question's total term weight, so a row matching every word of the
 *    question scores about 1. Any one term matching is enough to be a hit (OR); only
 *    the rows that can reach the top are ranked (search-pruning.ts).
 * 6. Components also score for model names: keys from `modelNameKeys` that equal one of
 *    the component's `model_keys`, weighted by how much of the question the key covers and
 *    tie-broken by trigram similarity to its `name_key`.
 */

/** Relative weight of a term occurrence by field, as ts_rank_cd wants it: {D, C, B, A}. */
export const FIELD_WEIGHTS = [0.05, 0.1, 0.6, 1.0];
/** Term-frequency saturation: a word seen once in the question field scores 1, more adds less. */
export const SATURATION = 1.0;
/** Power of the IDF in a term's weight: above 1 lets rare words ("undervolt") outweigh domain words ("deep learning"). */
export const IDF_EXPONENT = 1.5;
/**
 * Weight of synonym expansions relative to the question's own words. An expansion of a term
 * the corpus does not know ("rl", an abbreviation no entry uses) stands in for it at full
 * weight and counts in the question's norm: otherwise the one specific word of "does deep rl
 * need a big gpu" would weigh less than "big". Tried on the 652 development questions:
 * 0.5 to 0.9 within four questions of each other, 0.75 best on both catalogs.
 */
export const SYNONYM_FACTOR = 0.75;
/**
 * Words that name the field every entry is about ("ai", "ml"). The entries name it "deep
 * learning", so these two are rare in them by wording alone, and an IDF read from that
 * would make "ai" the strongest word of "is the 5090 good for ai" (9.6 against 6.3 for
 * 5090 on the seeds) and send the question to the one entry that says "Ryzen AI Max". A
 * field word counts as present wherever the field's own name (FIELD_NAME) is. "ml" was
 * tried too and left out: two entries use it, so its weight is not an artefact of wording
 * (with it the development set lost a question it gained nothing for).
 */
export const FIELD_WORDS: readonly string[] = ['ai'];
/** The stem of the entries' word for the field ("learning"). */
export const FIELD_NAME = 'learn';
/**
 * Stems of the field's own name ("deep learning", "ai"). Every entry is about deep learning,
 * whether or not its wording says so, so these words tell entries apart only by how their
 * titles happen to be phrased: "which gpu should I buy for deep learning" went to "Is an old
 * Tesla K80 worth buying for deep learning?" on the title's "deep learning". They weigh
 * FIELD_WORD_FACTOR of their IDF and do not count towards title coverage
 * (search-answers-index.ts).
 */
export const FIELD_LEXEMES: readonly string[] = ['deep', 'learn', 'ai'];
/**
 * Weight of a field word relative to its IDF. Tried on the 694 development questions
 * (seeds): 0.25 two questions better at top-1 than 1 (none worse), 0.5 one better and one
 * worse at top-3, 0 two worse at top-3 (a question made only of field words then ranks on
 * nothing).
 */
export const FIELD_WORD_FACTOR = 0.25;
/** Weight of a corrected typo relative to a correctly spelt word. */
export const TYPO_FACTOR = 0.9;
/** Least trigram similarity for a corpus word to stand in for an unknown (misspelt) word. */
export const TYPO_MIN_SIMILARITY = 0.35;
/** Unknown words shorter than this are not corrected (too many false friends). */
export const TYPO_MIN_LENGTH = 4;
/**
 * Leading letters a correction must share with the unknown word: people misspell the middle
 * of a word, and two letters keep real words the corpus lacks from becoming others ("away"
 * is not "always").
 */
export const TYPO_SHARED_PREFIX = 2;
/** Largest length difference between a misspelt word and its correction. */
export const TYPO_MAX_LENGTH_DIFFERENCE = 2;
/** Text relevance of a component relative to guidance: questions mostly want guidance. */
export const COMPONENT_TEXT_FACTOR = 0.8;
/**
 * Words of a part's name that earn full text credit; a longer name gets this share of it
 * (length normalisation). Shop listings name a part in 10-20 words ("Fully Modular ATX Power
 * Supply - 850 Watts ATX 3.1 - Black"), so they match everyday questions by accident; a
 * word in a short model name is stronger evidence. Model-name matches are not damped.
 */
export const COMPONENT_NAME_FULL_CREDIT_WORDS = 6;
/**
 * Score for naming a component's model, plus its trigram word similarity to the full name
 * (so "3090" prefers the 3090 to the 3090 Ti), both times the share of the question the
 * model name covers.
 */
export const MODEL_MATCH_WEIGHT = 0.6;
export const MODEL_SIMILARITY_WEIGHT = 0.5;
/** ts_headline options: a short plain-text excerpt, matches between « and ». */
export const HEADLINE_OPTIONS =
  'StartSel=«, StopSel=», MaxWords=28, MinWords=10, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "';
/** Snippet length when nothing in the text matches. */
export const FALLBACK_SNIPPET_CHARS = 200;

/** The corpus size the IDF is taken over: the written knowledge's postings (see the top of this file). */
export const TOTAL_SQL = `SELECT coalesce(sum(ndoc), 0)::bigint AS n FROM search_corpus WHERE source IN ('guidance', 'use_case')`;

/** The lexemes of an unknown word with digits, split at its letter/digit boundaries ("rtx4090" -> rtx, 4090). */
export function splitLexemesSql(lexeme: string): string {
  return `to_tsvector('english',
      regexp_replace(regexp_replace(${lexeme}, '([a-z])([0-9])', '\\1 \\2', 'g'), '([0-9])([a-z])', '\\1 \\2', 'g'))`;
}

/**
 * The corpus word standing in for an unknown word without digits (a typo): the closest one
 * by trigram similarity with the same first TYPO_SHARED_PREFIX letters and a similar length,
 * as a subquery of one row or none. The trigram `%` finds candidates through the
 * vocabulary's index: its threshold (pg_trgm.similarity_threshold, 0.3 unless changed) is
 * below TYPO_MIN_SIMILARITY, so it only narrows what the `>=` filter would accept anyway.
 */
export function typoFixSql(lexeme: string, p: Params): string {
  return `
      SELECT k.word FROM search_vocabulary k
      WHERE k.word % ${lexeme}
        AND left(k.word, ${p.bind(TYPO_SHARED_PREFIX)}::int) = left(${lexeme}, ${p.bind(TYPO_SHARED_PREFIX)}::int)
        AND abs(length(k.word) - length(${lexeme})) <= ${p.bind(TYPO_MAX_LENGTH_DIFFERENCE)}::int
        AND similarity(${lexeme}, k.word) >= ${p.bind(TYPO_MIN_SIMILARITY)}::float8
      ORDER BY similarity(${lexeme}, k.word) DESC, k.ndoc DESC, k.word LIMIT 1`;
}

/**
 * A lateral subquery `idf(pow)`: the IDF of a known lexeme raised to IDF_EXPONENT, over
 * `total.n`. Rows holding the word: one lexeme's postings are distinct rows (the primary key
 * is lexeme, source, id), so only a field word, counted with the field's name, needs DISTINCT.
 */
export function idfPowerSql(lexeme: string, p: Params): string {
  return `LATERAL (
    SELECT power(ln(1 + (total.n - df.n + 0.5) / (df.n + 0.5)), ${p.bind(IDF_EXPONENT)}::float8) AS pow
    FROM (SELECT CASE WHEN ${lexeme} = ANY(${p.bind(FIELD_WORDS)}::text[]) THEN (
             SELECT count(DISTINCT (p.source, p.id)) FROM search_posting p
             WHERE p.source IN ('guidance', 'use_case') AND p.lexeme IN (${lexeme}, ${p.bind(FIELD_NAME)}::text))
           ELSE (
             SELECT count(*) FROM search_posting p
             WHERE p.source IN ('guidance', 'use_case') AND p.lexeme = ${lexeme}) END AS n OFFSET 0) df) idf`;
}

/**
 * The weighted terms of a question, one row per lexeme: (lexeme, weight, in_norm, ndoc).
 * Hyphens inside words become spaces ("RTX-3090", "nvidia-smi": the indexed text has the
 * parts of hyphenated words as lexemes too); unknown words with digits are split at
 * letter/digit boundaries ("rtx4090" -> rtx 4090, "2080ti" -> 2080 ti); unknown words
 * without digits are corrected to the closest corpus word (typoFixSql). The same terms are
 * assembled in memory, word by word, for a plain question (search-terms-memo.ts).
 */
export function termsSql(text: string, p: Params): string {
  return `
  WITH total AS (${TOTAL_SQL}),
  input AS (
    SELECT to_tsvector('english', regexp_replace(${p.bind(withModelSizes(text))}::text, '([[:alnum:]])-(?=[[:alnum:]])', '\\1 ', 'g')) AS v),
  original AS (SELECT t.lexeme FROM input, unnest(input.v) t),
  unknown AS (
    SELECT o.lexeme FROM original o
    WHERE NOT EXISTS (SELECT 1 FROM search_vocabulary k WHERE k.word = o.lexeme)),
  candidate AS (
    SELECT o.lexeme, 1.0::float8 AS factor, true AS in_norm FROM original o
    UNION ALL
    SELECT part.lexeme, 1.0, true FROM unknown u, unnest(${splitLexemesSql('u.lexeme')}) part
    WHERE u.lexeme ~ '[0-9]'
    UNION ALL
    SELECT fix.word, ${p.bind(TYPO_FACTOR)}::float8, true FROM unknown u CROSS JOIN LATERAL (${typoFixSql('u.lexeme', p)}) fix
    WHERE u.lexeme !~ '[0-9]' AND length(u.lexeme) >= ${p.bind(TYPO_MIN_LENGTH)}::int
    UNION ALL
    SELECT t.lexeme, CASE WHEN stands_in THEN 1.0 ELSE ${p.bind(SYNONYM_FACTOR)}::float8 END, stands_in
    FROM input, search_synonym syn, unnest(syn.expansion_vector) t,
         LATERAL (SELECT NOT EXISTS (
           SELECT 1 FROM unnest(to_tsvector('english', syn.term)) w
           WHERE w.lexeme NOT IN (SELECT lexeme FROM unknown)) AS stands_in) s
    WHERE input.v @@ syn.term_query),
  term AS (
    SELECT c.lexeme, max(c.factor) AS factor, bool_or(c.in_norm) AS in_norm, k.ndoc
    -- A primary-key lookup per candidate (OFFSET 0: not a hash join over the whole vocabulary).
    FROM candidate c CROSS JOIN LATERAL (
      SELECT k.ndoc FROM search_vocabulary k WHERE k.word = c.lexeme OFFSET 0) k
    GROUP BY c.lexeme, k.ndoc)
  SELECT t.lexeme,
         t.factor * CASE WHEN t.lexeme = ANY(${p.bind(FIELD_LEXEMES)}::text[]) THEN ${p.bind(FIELD_WORD_FACTOR)}::float8 ELSE 1 END
           * idf.pow AS weight,
         t.in_norm,
         t.ndoc
  FROM term t CROSS JOIN total CROSS JOIN ${idfPowerSql('t.lexeme', p)}`;
}

/**
 * A question's terms as parallel arrays (sorted by lexeme) and the OR of their tsqueries;
 * one row, with NULL arrays and query when no word of the question is searchable.
 */
export function questionSql(text: string, p: Params): string {
  return `
  SELECT array_agg(t.lexeme ORDER BY t.lexeme) AS lexemes,
         array_agg(t.weight ORDER BY t.lexeme) AS weights,
         array_agg(t.in_norm ORDER BY t.lexeme) AS in_norm,
         array_agg(t.ndoc ORDER BY t.lexeme) AS ndocs,
         search_tsquery_or(plainto_tsquery('simple', t.lexeme) ORDER BY t.lexeme)::text AS query
  FROM (${termsSql(text, p)}) t`;
}
