import type { DataSource } from 'typeorm';
import type { AnyComponentEntity, GuidanceEntity, UseCaseEntity } from '../db/entities';
import { badInput } from '../errors';
import type { Loaders } from '../loaders';
import { QUERY_SQL, SEARCH_SQL, bindNamed, rankParams, termParams } from './search-sql';
import { cleanSearchText, modelNameKeys } from './search-text';

/** Hits per search when the caller does not say. */
export const DEFAULT_SEARCH_HITS = 10;
/** Most hits one search returns: a chatbot needs the best few, not the catalog. */
export const MAX_SEARCH_HITS = 50;
/** Decimals kept in a hit's score (more would suggest a precision the ranking does not have). */
const SCORE_DECIMALS = 4;

export type SearchItemModel = GuidanceEntity | UseCaseEntity | AnyComponentEntity;

/** One hit as the SearchHit resolvers see it. */
export interface SearchHitModel {
  score: number;
  kind: string;
  title: string;
  snippet: string | null;
  item: SearchItemModel;
}

interface SearchRow {
  kind: string;
  id: number;
  score: number;
  title: string;
  snippet: string | null;
}

/** A question prepared for `search_rank`: see QUERY_SQL. */
export interface QuestionTerms {
  lexemes: string[];
  weights: number[];
  /** The OR of every term, as tsquery text produced by Postgres. */
  query: string;
}

/**
 * The weighted terms of a cleaned question (one statement), or null when no word of it
 * is searchable (only stop words, symbols or unknown words).
 */
export async function questionTerms(db: DataSource, text: string): Promise<QuestionTerms | null> {
  const [sql, values] = bindNamed(
    `SELECT q.lexemes, q.weights, q.query::text AS query FROM (${QUERY_SQL}) q`,
    { text, ...termParams() },
  );
  const [row] = (await db.query(sql, values)) as (QuestionTerms | { query: null })[];
  return row && row.query !== null ? (row as QuestionTerms) : null;
}

/** Removes control characters (a snippet is displayed as is). */
function displayText(text: string | null): string | null {
  // eslint-disable-next-line no-control-regex
  return text === null ? null : text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * Free-text search across guidance, use cases and all component kinds: one ranked
 * statement (SEARCH_SQL), then the items through the request's loaders, so any number
 * of hits costs at most one statement per kind of item.
 */
export class SearchService {
  constructor(
    private readonly db: DataSource,
    private readonly loaders: Loaders,
  ) {}

  async search(args: { text: string; first?: number | null }): Promise<SearchHitModel[]> {
    const text = cleanSearchText(args.text, 'text');
    const first = args.first ?? DEFAULT_SEARCH_HITS;
    if (!Number.isInteger(first) || first < 1 || first > MAX_SEARCH_HITS) {
      throw badInput('first', `must be between 1 and ${MAX_SEARCH_HITS}, got ${first}`);
    }
    const keys = modelNameKeys(text);
    const [sql, values] = bindNamed(SEARCH_SQL, {
      text,
      limit: first,
      modelKeys: keys.map((k) => k.key),
      modelCoverage: keys.map((k) => k.coverage),
      ...termParams(),
      ...rankParams(),
    });
    const rows = (await this.db.query(sql, values)) as SearchRow[];
    const items = await Promise.all(rows.map((row) => this.item(row)));
    return rows.flatMap((row, i) => {
      const item = items[i];
      // A row deleted between the two statements is simply left out.
      if (!item) return [];
      const score = Number(row.score.toFixed(SCORE_DECIMALS));
      return [{ score, kind: row.kind, title: row.title, snippet: displayText(row.snippet), item }];
    });
  }

  private item(row: SearchRow): Promise<SearchItemModel | null> {
    if (row.kind === 'GUIDANCE') return this.loaders.guidanceById.load(row.id);
    if (row.kind === 'USE_CASE') return this.loaders.useCaseById.load(row.id);
    return this.loaders.componentById.load(row.id);
  }
}
