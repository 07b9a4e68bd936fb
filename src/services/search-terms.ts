import type { SqlClient } from '../db/pool';
import { Params } from '../db/sql';
import type { SearchTerm } from './search-pruning';
import { questionSql } from './search-sql';

/**
 * A question's weighted terms in the shape the services rank by: the terms statement of
 * `guidance(search:)` (questionTerms), the TERMS row of `search`'s first statement
 * (search-named-parts-sql.ts) and the terms the version's memo assembles
 * (search-terms-memo.ts) all come back as these.
 */

/** A question prepared for `search_rank`: see questionSql. */
export interface QuestionTerms {
  /** Sorted by lexeme, the order `search_rank` receives them in. */
  terms: SearchTerm[];
  /** The OR of every term, as tsquery text produced by Postgres. */
  query: string;
}

/** A question's terms with their norm and everyday words: what `search` ranks answers by. */
export interface AssembledTerms {
  question: QuestionTerms | null;
  /** Sum of the in-norm terms' weights (null: no such term). */
  norm: number | null;
  /** Lexemes of the question's everyday words (search-common-words.ts). */
  everyday: string[];
}

/** The terms as parallel arrays, sorted by lexeme (questionSql, the TERMS row). */
export interface TermArrays {
  lexemes: string[] | null;
  weights: number[];
  in_norm: boolean[];
  ndocs: number[];
}

/** The terms of a row of parallel arrays, or null when no word of the question is searchable. */
export function toTerms(row: TermArrays, query: string | null): QuestionTerms | null {
  if (!row.lexemes || query === null) return null;
  const terms = row.lexemes.map((lexeme, i) => ({
    lexeme,
    weight: row.weights[i],
    inNorm: row.in_norm[i],
    ndoc: row.ndocs[i],
  }));
  return { terms, query };
}

/**
 * The weighted terms of a cleaned question (one statement), or null when no word of it
 * is searchable (only stop words, symbols or unknown words). `guidance(search:)` ranks by them.
 */
export async function questionTerms(db: SqlClient, text: string): Promise<QuestionTerms | null> {
  const params = new Params();
  const [row] = await db.rows<TermArrays & { query: string | null }>(
    questionSql(text, params),
    params.values,
  );
  return row ? toTerms(row, row.query) : null;
}
