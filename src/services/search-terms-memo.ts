import type { SqlClient } from '../db/pool';
import { Params } from '../db/sql';
import type { CatalogSnapshot } from '../read-model';
import { everydayWords } from './search-common-words';
import { FIELD_LEXEMES, FIELD_WORD_FACTOR, SYNONYM_FACTOR, TYPO_FACTOR } from './search-sql';
import { fillSql, type FillRow, type FillSynonymRow } from './search-terms-fill-sql';
import type { AssembledTerms, QuestionTerms } from './search-terms';

/**
 * A plain question's terms (search-sql.ts termsSql: stems, typo corrections, splits,
 * synonyms, IDF weights) assembled in memory from what the database said about each of its
 * words, kept per catalog version. Words repeat across questions, so most questions meet
 * only words seen before: a search that names no part then sends no statement at all, and
 * one that names parts sends their lookup alone (search-named-parts-sql.ts). A new word
 * costs one statement (search-terms-fill-sql.ts) that reads every word the question
 * lacks at once. The figures are the statement's own (its IDF to the bit, not recomputed
 * with JavaScript's logarithm), and they are kept only when they belong to the version the
 * memo is for, so an edit reaches search with the version it makes.
 */

/** Most words one version's memo keeps: past it the memo starts again (bounded memory). */
export const TERMS_MEMO_MAX_WORDS = 20_000;

/** A known lexeme: rows holding it, its IDF to the power IDF_EXPONENT and its tsquery text. */
interface LexemeStat {
  ndoc: number;
  pow: number;
  query: string;
}

/** A synonym as matched here: its term's lexemes at offsets from the first. */
interface Synonym {
  lexemes: string[];
  offsets: number[];
  expansion: string[];
  standsIn: boolean;
}

/** What one catalog version knows about words. */
class TermsMemo {
  /** Word (lower case) -> its lexeme; null for a stop word, false when it makes several (never plain). */
  readonly words = new Map<string, string | null | false>();
  /** Lexemes the vocabulary lacks -> their split parts and their correction. */
  readonly unknown = new Map<string, { split: string[]; fix: string | null }>();
  /** Known lexemes of the words above. */
  readonly stats = new Map<string, LexemeStat>();
  /** Synonyms by their term's first lexeme, and the known lexemes of their expansions; null until read. */
  synonyms: { byStart: Map<string, Synonym[]>; stats: Map<string, LexemeStat> } | null = null;

  /** Takes in one statement's answer (its synonyms only when asked for). */
  learn(row: FillRow): void {
    if (this.words.size + (row.words?.length ?? 0) > TERMS_MEMO_MAX_WORDS) {
      this.words.clear();
      this.unknown.clear();
      this.stats.clear();
    }
    const stats = new Map(
      (row.stats ?? []).map((s): [string, LexemeStat] => [
        s.lexeme,
        { ndoc: s.ndoc, pow: s.pow, query: s.query },
      ]),
    );
    for (const word of row.words ?? []) {
      const lexemes = word.lexemes ?? [];
      this.words.set(word.word, lexemes.length > 1 ? false : (lexemes[0] ?? null));
      if (lexemes.length === 1 && stats.has(lexemes[0])) this.stats.set(lexemes[0], stats.get(lexemes[0])!);
    }
    for (const u of row.unknown ?? []) {
      this.unknown.set(u.lexeme, { split: u.split ?? [], fix: u.fix });
      for (const lexeme of [...(u.split ?? []), ...(u.fix === null ? [] : [u.fix])]) {
        if (stats.has(lexeme)) this.stats.set(lexeme, stats.get(lexeme)!);
      }
    }
    if (row.synonyms !== null && this.synonyms === null) {
      const expansionStats = new Map<string, LexemeStat>();
      for (const synonym of row.synonyms) {
        for (const lexeme of synonym.expansion ?? []) {
          if (stats.has(lexeme)) expansionStats.set(lexeme, stats.get(lexeme)!);
        }
      }
      this.synonyms = { byStart: bySynonymStart(row.synonyms), stats: expansionStats };
    }
  }

  /** The words this memo cannot assemble yet. */
  missing(words: readonly string[]): string[] {
    return words.filter((word) => {
      const lexeme = this.words.get(word);
      if (lexeme === undefined) return true;
      return typeof lexeme === 'string' && !this.stats.has(lexeme) && !this.unknown.has(lexeme);
    });
  }

  stat(lexeme: string): LexemeStat | undefined {
    return this.stats.get(lexeme) ?? this.synonyms?.stats.get(lexeme);
  }
}

function bySynonymStart(rows: readonly FillSynonymRow[]): Map<string, Synonym[]> {
  const byStart = new Map<string, Synonym[]>();
  for (const row of rows) {
    const synonym: Synonym = {
      lexemes: row.lexemes,
      offsets: row.positions.map((position) => position - row.positions[0]),
      expansion: row.expansion ?? [],
      standsIn: row.stands_in,
    };
    const list = byStart.get(row.lexemes[0]) ?? [];
    list.push(synonym);
    byStart.set(row.lexemes[0], list);
  }
  return byStart;
}

/** Whether the phrase occurs at the positions (1-based) the question's lexemes take. */
function phraseOccurs(synonym: Synonym, positions: Map<string, number[]>): boolean {
  return (positions.get(synonym.lexemes[0]) ?? []).some((start) =>
    synonym.lexemes.every(
      (lexeme, i) => positions.get(lexeme)?.includes(start + synonym.offsets[i]) ?? false,
    ),
  );
}

/**
 * Lexemes this module sorts as Postgres does: the database's collation is C (byte order of
 * UTF-8), which is JavaScript's code-unit order below the surrogates.
 */
const SORTS_AS_POSTGRES = /^[^\ud800-\uffff]*$/;

/**
 * The terms of a question whose tokens are known to the memo, as termsSql computes them;
 * null when one of its terms is a lexeme this module would not sort as Postgres does (the
 * statement then decides).
 */
function assemble(
  memo: TermsMemo,
  tokens: readonly string[],
  everyday: readonly string[],
): AssembledTerms | null {
  const candidates = new Map<string, { factor: number; inNorm: boolean }>();
  const add = (lexeme: string, factor: number, inNorm: boolean) => {
    const seen = candidates.get(lexeme);
    if (!seen) candidates.set(lexeme, { factor, inNorm });
    else candidates.set(lexeme, { factor: Math.max(seen.factor, factor), inNorm: seen.inNorm || inNorm });
  };
  const positions = new Map<string, number[]>();
  for (const [i, token] of tokens.entries()) {
    const lexeme = memo.words.get(token);
    // A word the memo does not hold (it started again meanwhile) or not one lexeme: the statement decides.
    if (lexeme === false || lexeme === undefined) return null;
    if (lexeme === null) continue;
    const list = positions.get(lexeme) ?? [];
    list.push(i + 1);
    positions.set(lexeme, list);
  }
  for (const lexeme of positions.keys()) {
    add(lexeme, 1, true);
    const unknown = memo.unknown.get(lexeme);
    if (!unknown) continue;
    for (const part of unknown.split) add(part, 1, true);
    if (unknown.fix !== null) add(unknown.fix, TYPO_FACTOR, true);
  }
  for (const lexeme of positions.keys()) {
    for (const synonym of memo.synonyms?.byStart.get(lexeme) ?? []) {
      if (!phraseOccurs(synonym, positions)) continue;
      for (const e of synonym.expansion) add(e, synonym.standsIn ? 1 : SYNONYM_FACTOR, synonym.standsIn);
    }
  }
  const terms: QuestionTerms['terms'] = [];
  const queries = new Map<string, string>();
  for (const [lexeme, { factor, inNorm }] of candidates) {
    const stat = memo.stat(lexeme);
    if (!stat) continue;
    if (!SORTS_AS_POSTGRES.test(lexeme) || stat.query === '') return null;
    const field = FIELD_LEXEMES.includes(lexeme) ? FIELD_WORD_FACTOR : 1;
    terms.push({ lexeme, weight: factor * field * stat.pow, inNorm, ndoc: stat.ndoc });
    queries.set(lexeme, stat.query);
  }
  // Postgres' order (ORDER BY lexeme) and its OR of their tsqueries: a phrase binds tighter than |.
  terms.sort((a, b) => (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0));
  const inNorm = terms.filter((t) => t.inNorm);
  return {
    question: terms.length > 0 ? { terms, query: terms.map((t) => queries.get(t.lexeme)).join(' | ') } : null,
    norm: inNorm.length > 0 ? inNorm.reduce((sum, t) => sum + t.weight, 0) : null,
    everyday: everyday.flatMap((word) => {
      const lexeme = memo.words.get(word);
      return typeof lexeme === 'string' ? [lexeme] : [];
    }),
  };
}

/**
 * The terms of a plain question (its tokens from search-plain-tokens.ts) for the request's
 * catalog version: from the memo, after one statement for the words it lacks (unless
 * `fill` is false); null when the terms statement must decide instead (a lexeme this
 * module would not sort as Postgres does, or the database already holds a newer version
 * than the request's).
 */
export async function memoTerms(
  db: SqlClient,
  snapshot: CatalogSnapshot,
  text: string,
  tokens: readonly string[],
  /** `fill: false`: only from what the memo holds (null when it lacks a word), no statement. */
  { fill = true }: { fill?: boolean } = {},
): Promise<AssembledTerms | null> {
  const memo = snapshot.derived('search:terms-memo', () => new TermsMemo());
  const everyday = everydayWords(text);
  const words = [...new Set([...tokens, ...everyday])];
  const missing = memo.missing(words);
  if (missing.length > 0 || memo.synonyms === null) {
    if (!fill) return null;
    const params = new Params();
    const [row] = await db.rows<FillRow>(fillSql(missing, memo.synonyms === null, params), params.values);
    // Figures of another version are not this version's: the statement decides this once.
    if (row.version !== snapshot.version) return null;
    memo.learn(row);
    // The memo started again to stay bounded and let go of words this question had.
    if (memo.missing(words).length > 0) return null;
  }
  return assemble(memo, tokens, everyday);
}
