import type { SqlClient } from '../db/pool';
import { Params } from '../db/sql';
import { isProductDesignator, type SearchIntent } from './search-intent';
import type { RankedHit, SearchMatch } from './search-merge';
import { CANDIDATE_BUDGETS, rankingStages, searchScoreBound, termNorm } from './search-pruning';
import { searchSql } from './search-rank-sql';
import type { QuestionTerms } from './search-terms';
import { excludedDesignators, modelDesignators, modelNameKeys, type ModelKey } from './search-text';

/**
 * The part side of `search`: which model numbers of a text name parts (per intent), and
 * the ranking of parts by their words when a lookup wants them or a question's answers do
 * not fill the page.
 */

/**
 * Least share of a lookup's letters and digits its longest model-name run must cover for
 * the lookup to be a model name ("3060 ti", "P40", "rtx 9999"): then parts of other models
 * are no hits, so a name that matches nothing returns no part rather than a different one.
 */
export const MODEL_QUESTION_MIN_COVERAGE = 0.5;

/** Coverage at which a key spans the whole text (floating-point slack). */
export const WHOLE_TEXT = 0.999;

/** How a search ranks; the results never depend on it (pruning is exact), only the cost. */
export interface SearchOptions {
  /**
   * Candidate budgets of the part ranking's pruning stages (see search-pruning.ts),
   * CANDIDATE_BUDGETS unless given; [] ranks every part sharing a word with the text at
   * once, the reference the pruned ranking must reproduce.
   */
  candidateBudgets?: readonly number[];
}

/** The model-number side of a text: its model-name keys and designators. */
export interface ModelNames {
  keys: ModelKey[];
  designators: string[];
}

/** The model-number side of a text: what names parts, per intent. */
export function modelNames(text: string, intent: SearchIntent): ModelNames {
  const keys = modelNameKeys(text);
  const designators = modelDesignators(text);
  if (intent === 'LOOKUP') return { keys, designators };
  // In a question, only product model numbers name parts, and a key counts only when it
  // holds one ("rtx3090" for 3090): "ddr5", "x16" or "2024" are words the part shares.
  const product = designators.filter(isProductDesignator);
  return {
    keys: keys.filter((k) => product.some((d) => k.key.includes(d))),
    designators: product,
  };
}

interface PartRow {
  kind: string;
  id: number;
  score: number;
  match: SearchMatch;
  title: string;
  snippet: string | null;
  chip_id: number | null;
  name_key: string | null;
}

/**
 * Parts ranked by their words and, for a lookup, the model numbers the text names (the
 * second statement of `search`, search-rank-sql.ts), at most `limit` rows.
 */
export async function rankParts(
  db: SqlClient,
  intent: SearchIntent,
  names: ModelNames,
  question: QuestionTerms | null,
  limit: number,
  options: SearchOptions,
): Promise<RankedHit[]> {
  const lookup = intent === 'LOOKUP';
  const keys = lookup ? names.keys : [];
  const designators = lookup ? names.designators : [];
  const modelQuestion = designators.length > 0 && keys.some((k) => k.coverage >= MODEL_QUESTION_MIN_COVERAGE);
  const terms = question?.terms ?? [];
  const norm = termNorm(terms);
  const stages = rankingStages(terms, options.candidateBudgets ?? CANDIDATE_BUDGETS);
  const params = new Params();
  const sql = searchSql(
    {
      lexemes: terms.map((t) => t.lexeme),
      weights: terms.map((t) => t.weight),
      norm,
      query: question?.query ?? null,
      stages: stages.slice(0, -1).map((stage) => ({
        lexemes: stage.lexemes,
        bound: searchScoreBound(stage, norm),
      })),
      limit,
      modelKeys: keys.map((k) => k.key),
      modelCoverage: keys.map((k) => k.coverage),
      designators,
      excluded: excludedDesignators(designators),
      modelQuestion,
      nameKeys: keys.filter((k) => k.coverage >= WHOLE_TEXT).map((k) => k.key),
    },
    params,
  );
  const rows = await db.rows<PartRow>(sql, params.values);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    score: row.score,
    match: row.match,
    title: row.title,
    snippet: row.snippet,
    chipId: row.chip_id,
    nameKey: row.name_key,
  }));
}
