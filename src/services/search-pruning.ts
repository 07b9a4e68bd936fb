import { COMPONENT_TEXT_FACTOR, SATURATION } from './search-sql';

/**
 * Rank-safe pruning (MaxScore) for `search` and `guidance(search:)`.
 *
 * `search_rank` adds, for each term a row contains, weight x (1 + s) / (x + s) with
 * s = SATURATION and x > 0, which is below weight x (1 + s). So a row containing none of
 * a set E of terms ranks below (1 + s) x (the summed weights of the terms outside E).
 * Ranking only the rows that contain a term of E (the rare terms: few rows) is then
 * exact as soon as the k-th best of them scores at least that bound: no other row can
 * reach the top k. When it does not, the next stage adds the next rarest terms and ranks
 * the rows they bring in; the last stage holds every term, i.e. the full ranking.
 */

/**
 * Candidate budgets of the stages before the full ranking: a stage takes the rarest
 * terms while their summed document counts stay within its budget (at least one term).
 * Ranking a row costs ~15-35 us (a ts_rank_cd per term), so the first stage stays near
 * 20 ms on a 100 x catalog. There, for the labelled questions of
 * test/fixtures/search-questions.ts (10 hits), the first stage settles 26 of 112, the
 * second 67 more, and 19 need the full ranking (15 of them match under 8,000 rows
 * anyway), which costs up to ~0.5 s when a word like "gpu" is in nearly every row.
 */
export const CANDIDATE_BUDGETS: readonly number[] = [1_000, 8_000];

/**
 * Relative margin added to every bound: scores are sums of floating-point products, so
 * a bound computed separately could otherwise tie a score it should exceed.
 */
export const BOUND_SLACK = 1e-9;

/** A weighted term of a question, with its document count in the corpus. */
export interface SearchTerm {
  lexeme: string;
  /** IDF-based weight (times the synonym or typo factor). */
  weight: number;
  /** Whether the term counts towards the normalising total (synonym expansions do not). */
  inNorm: boolean;
  /** Rows of the corpus containing the term (`search_vocabulary.ndoc`). */
  ndoc: number;
}

/** The rows one stage ranks: those containing one of `lexemes` and not ranked before. */
export interface RankingStage {
  /** Every term of this stage and the ones before (the essential set E). */
  lexemes: string[];
  /**
   * Every row containing none of `lexemes` has a `search_rank` below this (0 for the
   * last stage, which holds every term: a row without any scores 0 and is no hit).
   */
  rankBound: number;
}

/** The normalising total of a question: the summed weights of its own words; null if none. */
export function termNorm(terms: readonly SearchTerm[]): number | null {
  const norm = terms.reduce((sum, term) => (term.inNorm ? sum + term.weight : sum), 0);
  return norm > 0 ? norm : null;
}

/** Rarest first; ties by weight (larger first) then lexeme, so the plan is deterministic. */
function rarestFirst(a: SearchTerm, b: SearchTerm): number {
  return a.ndoc - b.ndoc || b.weight - a.weight || (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0);
}

/** Upper bound on what the terms outside the essential set can add to a row's rank. */
export function rankBound(outside: readonly SearchTerm[]): number {
  const weight = outside.reduce((sum, term) => sum + Math.max(0, term.weight), 0);
  return (1 + SATURATION) * weight * (1 + BOUND_SLACK);
}

/**
 * The stages for a question: one per budget whose essential set is larger than the
 * previous one's and still leaves terms out, then the full ranking (every term, bound 0).
 * No budgets gives the full ranking alone; no terms gives no stage.
 */
export function rankingStages(terms: readonly SearchTerm[], budgets: readonly number[]): RankingStage[] {
  const sorted = [...terms].sort(rarestFirst);
  const stages: RankingStage[] = [];
  let previous = 0;
  for (const budget of budgets) {
    let size = 1;
    let rows = sorted[0]?.ndoc ?? 0;
    while (size < sorted.length && rows + sorted[size].ndoc <= budget) rows += sorted[size++].ndoc;
    if (size >= sorted.length) break;
    if (size > previous) {
      stages.push({
        lexemes: sorted.slice(0, size).map((t) => t.lexeme),
        rankBound: rankBound(sorted.slice(size)),
      });
      previous = size;
    }
  }
  if (sorted.length > 0) stages.push({ lexemes: sorted.map((t) => t.lexeme), rankBound: 0 });
  return stages;
}

/**
 * `search`'s score bound for rows outside a stage: its rank bound over the question's
 * normalising total, and no lower for components (their text score is damped by
 * COMPONENT_TEXT_FACTOR; their model score is not bounded, which is why stage 1 ranks
 * every model match). 0 without a normalising total: text then scores nothing.
 */
export function searchScoreBound(stage: RankingStage, norm: number | null): number {
  return norm === null ? 0 : (stage.rankBound / norm) * Math.max(1, COMPONENT_TEXT_FACTOR);
}
