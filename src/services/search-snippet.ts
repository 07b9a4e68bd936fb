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

function words(text: string, termOf: ReadonlyMap<string, string>): Word[] {
  const out: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const lower = match[0].toLowerCase();
    // "nvidia-smi" may stem whole or as its parts.
    const part = termOf.has(lower) ? lower : lower.split(/[-'’]/).find((p) => termOf.has(p));
    out.push({
      start: match.index,
      end: match.index + match[0].length,
      term: part ? termOf.get(part)! : null,
    });
  }
  return out;
}

/** The start of the window whose distinct terms weigh most, then with the most matches, earliest first. */
function bestWindow(list: readonly Word[], size: number, weight: (term: string) => number): number {
  let best = 0;
  let bestWeight = -1;
  let bestCount = -1;
  for (let start = 0; start === 0 || start + size <= list.length; start++) {
    const matched = list.slice(start, start + size).filter((w) => w.term !== null);
    const total = [...new Set(matched.map((w) => w.term!))].reduce((sum, term) => sum + weight(term), 0);
    if (total > bestWeight || (total === bestWeight && matched.length > bestCount)) {
      best = start;
      bestWeight = total;
      bestCount = matched.length;
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
