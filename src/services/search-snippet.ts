/**
 * Snippets of answers (pure): the window of SNIPPET_WORDS words of a guidance answer or a
 * use case description that holds the most of the question's words, those words between «
 * and ». The words come from `search_posting.forms` (the answer's own words that stem to
 * each of the question's terms, found by Postgres when the row was written), so marking
 * them is a set lookup per word: ts_headline parsed and stemmed every answer again on every
 * search and cost more than the ranking itself.
 */

/** Words a snippet shows at most (ts_headline's MaxWords, as before). */
export const SNIPPET_WORDS = 28;
/** Marks around a matched word, as the API has always sent them. */
export const MATCH_START = '«';
export const MATCH_END = '»';
const ELLIPSIS = '…';

/** A word of the text: letters and digits, with inner dots, apostrophes or hyphens ("3.1", "nvidia-smi"). */
const WORD = /[\p{L}\p{N}]+(?:[.'’-][\p{L}\p{N}]+)*/gu;

interface Word {
  start: number;
  end: number;
  /** The term the word stems to, or null. */
  term: string | null;
}

/** A word of a text as found once: where it is, lower-cased, and its parts at inner marks. */
interface Token {
  start: number;
  end: number;
  lower: string;
  /** "nvidia-smi" may stem whole or as its parts: the parts, [] for a word of one part. */
  parts: readonly string[];
}

/**
 * Texts tokenised so far: answers are a few hundred catalog rows whose texts recur search
 * after search, and finding their words (a Unicode regular expression) was the largest
 * part of cutting a snippet. Bounded: a text of an older catalog version is dropped with
 * the rest when the bound is reached.
 */
const TOKENISED_TEXTS = 2_000;
const tokenised = new Map<string, readonly Token[]>();

function tokens(text: string): readonly Token[] {
  const known = tokenised.get(text);
  if (known) return known;
  const out: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const lower = match[0].toLowerCase();
    const parts = lower.split(/[-'’]/);
    out.push({
      start: match.index,
      end: match.index + match[0].length,
      lower,
      parts: parts.length > 1 ? parts : [],
    });
  }
  if (tokenised.size >= TOKENISED_TEXTS) tokenised.clear();
  tokenised.set(text, out);
  return out;
}

function words(text: string, termOf: ReadonlyMap<string, string>): Word[] {
  return tokens(text).map(({ start, end, lower, parts }) => {
    const part = termOf.has(lower) ? lower : parts.find((p) => termOf.has(p));
    return { start, end, term: part ? termOf.get(part)! : null };
  });
}

/**
 * The start of the window whose distinct terms weigh most, then with the most matches,
 * earliest first. A window's weight is summed over its distinct terms in the order they
 * first occur in it, from 0, so equal windows weigh exactly alike; only the matched words
 * of each window are visited (their positions, two pointers).
 */
function bestWindow(list: readonly Word[], size: number, weight: (term: string) => number): number {
  const matched: number[] = [];
  list.forEach((w, i) => {
    if (w.term !== null) matched.push(i);
  });
  let best = 0;
  let bestWeight = -1;
  let bestCount = -1;
  let from = 0;
  let to = 0;
  const seen = new Set<string>();
  for (let start = 0; start === 0 || start + size <= list.length; start++) {
    while (from < matched.length && matched[from]! < start) from++;
    if (to < from) to = from;
    while (to < matched.length && matched[to]! < start + size) to++;
    seen.clear();
    let total = 0;
    for (let k = from; k < to; k++) {
      const term = list[matched[k]!]!.term!;
      if (seen.has(term)) continue;
      seen.add(term);
      total = total + weight(term);
    }
    const count = to - from;
    if (total > bestWeight || (total === bestWeight && count > bestCount)) {
      best = start;
      bestWeight = total;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The snippet of `text` for a question: `forms` gives, for each of its terms (lexemes),
 * the words of the text that stem to it (lower case); `weights` the terms' weights, so the
 * window holding the rarer words wins. Null for no text; without a match, the first words.
 */
export function cutSnippet(
  text: string | null,
  forms: Readonly<Record<string, readonly string[]>>,
  weights: ReadonlyMap<string, number> = new Map(),
): string | null {
  if (text === null) return null;
  const termOf = new Map<string, string>();
  for (const [term, written] of Object.entries(forms)) for (const form of written) termOf.set(form, term);
  const list = words(text, termOf);
  if (list.length === 0) return text.trim() || null;
  const first = bestWindow(list, SNIPPET_WORDS, (term) => weights.get(term) ?? 1);
  const window = list.slice(first, first + SNIPPET_WORDS);
  let out = first > 0 ? `${ELLIPSIS} ` : '';
  let at = window[0].start;
  for (const word of window) {
    out += text.slice(at, word.start);
    const shown = text.slice(word.start, word.end);
    out += word.term === null ? shown : `${MATCH_START}${shown}${MATCH_END}`;
    at = word.end;
  }
  const last = window[window.length - 1];
  // Punctuation right after the last word belongs to it ("… 1,440 W.").
  const tail = /^[^\s\p{L}\p{N}]*/u.exec(text.slice(last.end))?.[0] ?? '';
  out += tail;
  if (first + SNIPPET_WORDS < list.length) out += ` ${ELLIPSIS}`;
  return out;
}
