import type { AnswerPosting, CatalogSnapshot } from '../read-model';
import { SATURATION, FIELD_LEXEMES } from './search-sql';
import type { SearchTerm } from './search-pruning';

/**
 * The answers (guidance, use cases, models) of one catalog version, ranked in memory from
 * that version's `search_posting` rows (read with it, read-model/load-snapshot.ts) instead of
 * by a statement per search. Built once per version (`snapshot.derived`), so a catalog write
 * reaches search with the version it makes.
 *
 * The scores are the ones the answers statement computed in SQL before (same formula, same
 * order of float operations, the terms summed in the order Postgres sorted them), so the hits
 * come out identical (`npm run search:parity`):
 * - per answer, the sum over the question's terms of weight x saturated density, divided by the
 *   question's norm (MODEL_TEXT_FACTOR for a model, whose name the text must hold);
 * - plus TITLE_COVERAGE_WEIGHT x the share of the title's terms the question covers, leaving
 *   out the field's name and everyday words;
 * - plus, for guidance, LINKED_PART_WEIGHT x the links to the parts the text names, each
 *   1 / (entries linked to that part), summed as Postgres sums numerics (exactly, at the scale
 *   its division gives) and then rounded to a float once.
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

/** An answer hit: its kind (GUIDANCE, USE_CASE, MODEL), id, score and snippet words. */
export interface RankedAnswer {
  kind: 'GUIDANCE' | 'USE_CASE' | 'MODEL';
  id: number;
  score: number;
  /** For each of the question's terms, the answer's words that stem to it (cutSnippet). */
  forms: Record<string, string[]>;
}

/** What the ranking needs of a question, beyond the version's index. */
export interface AnswerQuery {
  /** The question's terms in the order Postgres sorts lexemes (the TERMS row's). */
  terms: readonly SearchTerm[];
  /** Sum of the in-norm terms' weights, as the statement computed it (null: no term). */
  norm: number | null;
  /** Lexemes of the question's everyday words (not counted in title coverage). */
  everyday: readonly string[];
  /** The text folded like model names (search-mentions.ts `fold`). */
  folded: string;
  /** Parts the text names by model number (the statement's `part` rows), for linked guidance. */
  partIds: readonly number[];
  limit: number;
}

interface ModelKeys {
  id: number;
  keys: string[];
}

/**
 * An answer source as a small number (postings are read per search: no string compares), in
 * the order Postgres sorted the source names when scores tie.
 */
const SOURCES = ['guidance', 'model', 'use_case'] as const;
const KINDS: readonly RankedAnswer['kind'][] = ['GUIDANCE', 'MODEL', 'USE_CASE'];
const GUIDANCE = 0;
const MODEL = 1;
/** Room for any integer id below each source's code in one number key. */
const ID_SPACE = 2 ** 32;

/** A posting as the ranking reads it. */
interface Posting {
  /** SOURCES index. */
  source: number;
  id: number;
  density: number;
  inTitle: boolean;
  titleTerms: number;
}

/** One version's answers index. */
export interface AnswersIndex {
  byLexeme: Map<string, Posting[]>;
  /** Per answer (source x ID_SPACE + id), the words of its text that stem to each lexeme. */
  forms: Map<number, Map<string, string[]>>;
  models: ModelKeys[];
  /** Guidance ids linked to each component. */
  guidanceOf: Map<number, number[]>;
}

/**
 * The keys a model is named by in folded text (as search-model-keys-sql.ts wrote them in SQL):
 * its name lower-cased without spaces, underscores, slashes, brackets, commas or hyphens, its
 * slug without hyphens, each also with "+" and "plus" exchanged.
 */
export function modelKeys(model: { name: string; slug: string }): string[] {
  const name = model.name.toLowerCase().replace(/[\s_/(),-]+/g, '');
  const slug = model.slug.replaceAll('-', '');
  return [name, name.replaceAll('+', 'plus'), slug, slug.replaceAll('plus', '+')];
}

function postingOf(row: AnswerPosting): Posting {
  const source = SOURCES.indexOf(row.source as (typeof SOURCES)[number]);
  if (source < 0) throw new Error(`search_posting: unknown source ${row.source}`);
  return { source, id: row.id, density: row.density, inTitle: row.in_title, titleTerms: row.title_terms };
}

/** The answers index of `snapshot`, built on first use and kept with the version. */
export function answersIndex(snapshot: CatalogSnapshot): AnswersIndex {
  return snapshot.derived('search:answers-index', () => {
    const byLexeme = new Map<string, Posting[]>();
    const forms = new Map<number, Map<string, string[]>>();
    // Each row brings its own copy of its lexeme and of its words: one kept string per
    // lexeme (the rows come sorted by lexeme, so a lexeme's rows are together) and one kept
    // list per distinct word list, which many answers share.
    let lexeme = '';
    const wordLists = new Map<string, string[]>();
    for (const row of snapshot.answerPostings()) {
      const posting = postingOf(row);
      if (row.lexeme !== lexeme) lexeme = row.lexeme;
      const list = byLexeme.get(lexeme);
      if (list) list.push(posting);
      else byLexeme.set(lexeme, [posting]);
      if (row.forms.length === 0) continue;
      const key = posting.source * ID_SPACE + posting.id;
      const words = forms.get(key) ?? new Map<string, string[]>();
      const listKey = row.forms.join(' ');
      let shared = wordLists.get(listKey);
      if (!shared) wordLists.set(listKey, (shared = row.forms));
      words.set(lexeme, shared);
      forms.set(key, words);
    }
    const models = snapshot.all('models').map((m) => ({ id: m.id, keys: modelKeys(m) }));
    const guidanceOf = new Map<number, number[]>();
    for (const g of snapshot.all('guidance')) {
      for (const c of g.components) {
        const list = guidanceOf.get(c.id);
        if (list) list.push(g.id);
        else guidanceOf.set(c.id, [g.id]);
      }
    }
    snapshot.dropAnswerPostings();
    return { byLexeme, forms, models, guidanceOf };
  });
}

/**
 * The models `folded` names: each model's longest key the text holds whole (not followed by a
 * digit or by a point and a digit: "llama3" in "llama3.170b" is the start of Llama 3.1), left
 * out when a longer named key spans it ("command r+" names Command R+, not also Command R).
 */
export function namedModels(index: AnswersIndex, folded: string): Set<number> {
  const found: { id: number; pos: number; len: number }[] = [];
  for (const model of index.models) {
    let best: { pos: number; len: number } | null = null;
    for (const key of model.keys) {
      const at = folded.indexOf(key);
      if (at < 0 || /^([0-9]|[.][0-9])/.test(folded.slice(at + key.length, at + key.length + 2))) continue;
      if (!best || key.length > best.len) best = { pos: at, len: key.length };
    }
    if (best) found.push({ id: model.id, ...best });
  }
  const named = new Set<number>();
  for (const n of found) {
    const inside = found.some(
      (o) => o.id !== n.id && o.len > n.len && o.pos <= n.pos && o.pos + o.len >= n.pos + n.len,
    );
    if (!inside) named.add(n.id);
  }
  return named;
}

/**
 * 1.0 / n as Postgres' numeric division gives it: rounded at 16 significant digits after the
 * quotient's first base-10000 digit (select_div_scale: scale 16 for n = 1, 20 below 10,000,
 * 24 below 10^8), as an integer count of 10^-24.
 */
function numericOneOver(n: number): bigint {
  const scale = n === 1 ? 16 : n < 10_000 ? 20 : 24;
  const unit = 10n ** BigInt(scale);
  const q = (unit * 2n + BigInt(n)) / (2n * BigInt(n)); // rounds half away from zero
  return q * 10n ** BigInt(24 - scale);
}

/** A numeric in units of 10^-24 as the float8 Postgres casts it to (correctly rounded). */
function numericToFloat(units: bigint): number {
  const digits = units.toString().padStart(25, '0');
  return Number(`${digits.slice(0, -24)}.${digits.slice(-24)}`);
}

/** The guidance bonus of the links to `partIds`: Σ 1 / (entries linked to the part), per entry. */
function linkBonus(index: AnswersIndex, partIds: readonly number[]): Map<number, number> {
  const sums = new Map<number, bigint>();
  for (const partId of partIds) {
    const linked = index.guidanceOf.get(partId);
    if (!linked) continue;
    const share = numericOneOver(linked.length);
    for (const g of linked) sums.set(g, (sums.get(g) ?? 0n) + share);
  }
  return new Map([...sums].map(([g, units]) => [g, numericToFloat(units)]));
}

interface Tally {
  source: number;
  id: number;
  sum: number;
  inTitle: number;
  titleTerms: number;
  score: number;
}

/** Whether `a` ranks before `b`: higher score, then source name, then id (the statement's order). */
const before = (a: Tally, b: Tally) =>
  a.score !== b.score ? a.score > b.score : a.source !== b.source ? a.source < b.source : a.id < b.id;

/** The best `limit` answers for a question, by score, then kind and id (as the statement ordered them). */
export function rankAnswers(index: AnswersIndex, query: AnswerQuery): RankedAnswer[] {
  const { norm } = query;
  if (norm === null || !(norm > 0)) return [];
  const named = namedModels(index, query.folded);
  const everyday = new Set(query.everyday);
  const tallies = new Map<number, Tally>();
  for (const term of query.terms) {
    const counts = term.inNorm && !FIELD_LEXEMES.includes(term.lexeme) && !everyday.has(term.lexeme);
    for (const p of index.byLexeme.get(term.lexeme) ?? []) {
      if (p.source === MODEL && !named.has(p.id)) continue;
      const key = p.source * ID_SPACE + p.id;
      const part = (term.weight * p.density * (1 + SATURATION)) / (p.density + SATURATION);
      let tally = tallies.get(key);
      if (!tally) {
        tally = { source: p.source, id: p.id, sum: part, inTitle: 0, titleTerms: p.titleTerms, score: 0 };
        tallies.set(key, tally);
      } else {
        tally.sum += part;
        if (p.titleTerms > tally.titleTerms) tally.titleTerms = p.titleTerms;
      }
      if (p.inTitle && counts) tally.inTitle++;
    }
  }
  const bonus = linkBonus(index, query.partIds);
  // The best `limit`, kept in order as they are scored (a page is ten of a few hundred).
  const best: Tally[] = [];
  for (const t of tallies.values()) {
    const factor = t.source === MODEL ? MODEL_TEXT_FACTOR : 1;
    const coverage = t.titleTerms > 0 ? (TITLE_COVERAGE_WEIGHT * t.inTitle) / t.titleTerms : 0;
    const linked = t.source === GUIDANCE ? (bonus.get(t.id) ?? 0) : 0;
    t.score = (t.sum * factor) / norm + coverage + LINKED_PART_WEIGHT * linked;
    if (best.length === query.limit && !before(t, best[best.length - 1]!)) continue;
    let at = best.length;
    while (at > 0 && before(t, best[at - 1]!)) at--;
    best.splice(at, 0, t);
    if (best.length > query.limit) best.pop();
  }
  return best.map((t) => {
    const words = index.forms.get(t.source * ID_SPACE + t.id);
    const forms: Record<string, string[]> = {};
    if (words) {
      for (const term of query.terms) {
        const written = words.get(term.lexeme);
        if (written) forms[term.lexeme] = written;
      }
    }
    return { kind: KINDS[t.source]!, id: t.id, score: t.score, forms };
  });
}
