/**
 * Parts a question names by their line rather than a model number ("wraith stealth",
 * "hyper 212", "define 7 xl"): model numbers alone (search-text.ts) miss them, as a line
 * name is mostly words. Pure: the candidate keys; search-named-parts-sql.ts finds the parts whose
 * name starts with one, and scores each by the share of the question's term weight its
 * name's words carry, on the answers' own scale.
 */
import { searchWords } from './search-intent';
import { LISTING_WORDS, MAKERS, QUANTITY_WITH_UNIT } from './search-product-words';
import { FUNCTION_WORDS, PREPOSITIONS, QUESTION_WORDS } from './search-question-words';

/** Fewest words of a line name: one word ("define", "core", "pro") begins too many names. */
const MIN_LINE_WORDS = 2;
/** Most words of a line key, as for model names (search-text.ts). */
const MAX_LINE_WORDS = 4;
/** Most keys sent for one question. */
const MAX_LINE_KEYS = 64;
/** Shortest word that can carry a line's name on its own ("wraith", "hyper", "dynamic"). */
const MIN_NAME_WORD_LENGTH = 3;

/** A word that joins or asks, which no line name holds ("is", "for", "good", "with"). */
function breaksName(word: string): boolean {
  return FUNCTION_WORDS.has(word) || PREPOSITIONS.has(word) || QUESTION_WORDS.has(word);
}

/**
 * A word that gives a line its own name: letters only, not a maker or a listing word.
 * Without one a run is a maker and a tier ("ryzen 9", "geforce rtx"), which begins the name
 * of a whole range, not one line.
 */
function namesLine(word: string): boolean {
  return (
    word.length >= MIN_NAME_WORD_LENGTH &&
    /^[a-z]+$/.test(word) &&
    !MAKERS.has(word) &&
    !LISTING_WORDS.has(word) &&
    !QUANTITY_WITH_UNIT.test(word)
  );
}

/**
 * Candidate line names of a question, folded like `component.model_keys`: every run of
 * MIN_LINE_WORDS to MAX_LINE_WORDS consecutive words without a joining or asking word, and
 * with a word that names a line. "hyper 212 good enough for a ryzen 9" -> hyper212;
 * "is the 5090 good" -> none.
 */
export function lineKeys(text: string): string[] {
  return lineRuns(text).map((run) => run.key);
}

/** A candidate line name: its folded key and the words it was read from. */
export interface LineRun {
  key: string;
  text: string;
}

/** The runs lineKeys folds, with their words ("hyper 212"), at most MAX_LINE_KEYS. */
export function lineRuns(text: string): LineRun[] {
  const words = searchWords(text);
  const runs = new Map<string, string>();
  for (let i = 0; i < words.length; i++) {
    for (let j = i + MIN_LINE_WORDS - 1; j < Math.min(words.length, i + MAX_LINE_WORDS); j++) {
      const run = words.slice(i, j + 1);
      if (run.some(breaksName)) break;
      if (run.some(namesLine) && !runs.has(run.join(''))) runs.set(run.join(''), run.join(' '));
    }
  }
  return [...runs].slice(0, MAX_LINE_KEYS).map(([key, words]) => ({ key, text: words }));
}

/**
 * The words of the text that name a part by its line: the longest run whose key the
 * part's folded name (component.name_key) holds ("wraith stealth" for AMD Wraith Stealth).
 */
export function lineText(text: string, nameKey: string): string | null {
  let best: LineRun | null = null;
  for (const run of lineRuns(text)) {
    if (nameKey.includes(run.key) && (best === null || run.key.length > best.key.length)) best = run;
  }
  return best?.text ?? null;
}
