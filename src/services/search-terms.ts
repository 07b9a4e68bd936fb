import type { SqlClient } from '../db/pool';
import { Params } from '../db/sql';
import type { SearchTerm } from './search-pruning';
import { questionSql } from './search-sql';

/**
 * A question's weighted terms as the service reads them from the database: the terms
 * statement of `guidance(search:)` (questionTerms) and the TERMS row of `search`'s first
 * statement (search-named-parts-sql.ts) come back in the same shape.
 */

/** A question prepared for `search_rank`: see questionSql. */
export interface QuestionTerms {
  /** Sorted by lexeme, the order `search_rank` receives them in. */
  terms: SearchTerm[];
  /** The OR of every term, as tsquery text produced by Postgres. */
  query: string;
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
