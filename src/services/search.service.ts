import type { Db, SqlClient } from '../db/pool';
import { Params } from '../db/sql';
import { badInput } from '../errors';
import type { ComponentKind } from '../catalog/fields';
import type { CatalogSnapshot, Linked, LinkedComponent } from '../read-model';
import type { SearchInput } from './inputs';
import {
  CANDIDATE_BUDGETS,
  rankingStages,
  searchScoreBound,
  termNorm,
  type SearchTerm,
} from './search-pruning';
import { searchSql } from './search-rank-sql';
import { questionSql } from './search-sql';
import { cleanSearchText, excludedDesignators, modelDesignators, modelNameKeys } from './search-text';

/** Hits per search when the caller does not say. */
export const DEFAULT_SEARCH_HITS = 10;
/** Most hits one search returns: a chatbot needs the best few, not the catalog. */
export const MAX_SEARCH_HITS = 50;
/** Decimals kept in a hit's score (more would suggest a precision the ranking does not have). */
const SCORE_DECIMALS = 4;

/** What a hit is: a guidance entry, a use case or a part of some kind. */
export type SearchHitKind = 'GUIDANCE' | 'USE_CASE' | ComponentKind;

export type SearchItemModel = Linked<'Guidance'> | Linked<'UseCase'> | LinkedComponent;

/**
 * How a hit matches: the part's name holds the whole text (NAME), the model number the
 * text names (MODEL), or only some words of it (TEXT; guidance and use cases always).
 */
export type SearchMatch = 'NAME' | 'MODEL' | 'TEXT';

/**
 * Least share of a question's letters and digits its longest model-name run must cover for
 * the question to be a model name ("3060 ti", "P40", "rtx 9999"): then parts of other models
 * are no hits, so a name that matches nothing returns no part rather than a different one.
 * "undervolt a 3090 for deep learning" (0.15) stays an everyday question.
 */
export const MODEL_QUESTION_MIN_COVERAGE = 0.5;

/** Coverage at which a key spans the whole text (floating-point slack). */
const WHOLE_TEXT = 0.999;

/** One hit as the SearchHit resolvers see it. */
export interface SearchHitModel {
  score: number;
  match: SearchMatch;
  kind: SearchHitKind;
  title: string;
  snippet: string | null;
  item: SearchItemModel;
}

interface SearchRow {
  /** GUIDANCE, USE_CASE or the component's kind (search-rank-sql.ts). */
  kind: SearchHitKind;
  id: number;
  score: number;
  match: SearchMatch;
  title: string;
  snippet: string | null;
}

/** A question prepared for `search_rank`: see questionSql. */
export interface QuestionTerms {
  /** Sorted by lexeme, the order `search_rank` receives them in. */
  terms: SearchTerm[];
  /** The OR of every term, as tsquery text produced by Postgres. */
  query: string;
}

interface QuestionRow {
  lexemes: string[] | null;
  weights: number[];
  in_norm: boolean[];
  ndocs: number[];
  query: string | null;
}

/**
 * The weighted terms of a cleaned question (one statement), or null when no word of it
 * is searchable (only stop words, symbols or unknown words).
 */
export async function questionTerms(db: SqlClient, text: string): Promise<QuestionTerms | null> {
  const params = new Params();
  const [row] = await db.rows<QuestionRow>(questionSql(text, params), params.values);
  if (!row?.lexemes || row.query === null) return null;
  const terms = row.lexemes.map((lexeme, i) => ({
    lexeme,
    weight: row.weights[i],
    inNorm: row.in_norm[i],
    ndoc: row.ndocs[i],
  }));
  return { terms, query: row.query };
}

/** How a search ranks; the results never depend on it (pruning is exact), only the cost. */
export interface SearchOptions {
  /**
   * Candidate budgets of the pruning stages (see search-pruning.ts), CANDIDATE_BUDGETS
   * unless given; [] ranks every row sharing a word with the question at once, the
   * reference the pruned ranking must reproduce.
   */
  candidateBudgets?: readonly number[];
}

/** Removes control characters (a snippet is displayed as is). */
function displayText(text: string | null): string | null {
  // eslint-disable-next-line no-control-regex
  return text === null ? null : text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * Free-text search across guidance, use cases and all component kinds: the question's
 * terms (one statement), the ranked hits (one statement, pruned: see search-pruning.ts),
 * then the items from the request's catalog version (no statement).
 */
export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly catalog: () => Promise<CatalogSnapshot>,
  ) {}

  async search(args: SearchInput, options: SearchOptions = {}): Promise<SearchHitModel[]> {
    const text = cleanSearchText(args.text, 'text');
    const first = args.first ?? DEFAULT_SEARCH_HITS;
    if (!Number.isInteger(first) || first < 1 || first > MAX_SEARCH_HITS) {
      throw badInput('first', `must be between 1 and ${MAX_SEARCH_HITS}, got ${first}`);
    }
    const keys = modelNameKeys(text);
    const designators = modelDesignators(text);
    const modelQuestion =
      designators.length > 0 && keys.some((k) => k.coverage >= MODEL_QUESTION_MIN_COVERAGE);
    const question = await questionTerms(this.db, text);
    // Nothing to match: no searchable word and no model name.
    if (!question && keys.length === 0) return [];
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
        limit: first,
        modelKeys: keys.map((k) => k.key),
        modelCoverage: keys.map((k) => k.coverage),
        designators,
        excluded: excludedDesignators(designators),
        modelQuestion,
        nameKeys: keys.filter((k) => k.coverage >= WHOLE_TEXT).map((k) => k.key),
      },
      params,
    );
    const [rows, snapshot] = await Promise.all([this.db.rows<SearchRow>(sql, params.values), this.catalog()]);
    return rows.flatMap((row) => {
      const item = itemOf(snapshot, row);
      // A row the request's version does not hold (written or deleted since) is left out.
      if (!item) return [];
      const score = Number(row.score.toFixed(SCORE_DECIMALS));
      return [
        {
          score,
          match: row.match,
          kind: row.kind,
          title: row.title,
          snippet: displayText(row.snippet),
          item,
        },
      ];
    });
  }
}

/** A hit's item, from the request's catalog version. */
function itemOf(snapshot: CatalogSnapshot, row: SearchRow): SearchItemModel | null {
  if (row.kind === 'GUIDANCE') return snapshot.byId('guidance', row.id);
  if (row.kind === 'USE_CASE') return snapshot.byId('useCases', row.id);
  return snapshot.byId('components', row.id);
}
