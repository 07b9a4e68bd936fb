import { SPOKEN_ENGLISH_TOP_WORDS } from './search-common-words-data';

/**
 * Everyday words (issue 29): the words of a question that are common in any English
 * sentence, whatever it is about ("say", "one", "want", "new", "people"). A guidance title
 * holds such words by its phrasing ("Why does everyone say I need at least 11 GB...?",
 * "...in one machine?"), so a question that shares them is no closer to that title: they
 * do not count towards title coverage (search-answers-index.ts). They still count as words
 * of the question: damping their weight everywhere was tried and made the development
 * half worse (words like "fire", "hot" or "old" are common English and still decide a
 * question here).
 */

/**
 * How many of the most frequent spoken-English words count as everyday words. Tried on
 * the 694 development questions (seeds, top-1): 100 no change, 200-300 one better, 500 to
 * 1,500 two better and none worse, 2,000 one worse than none; 1,000 is the middle of
 * that plateau.
 */
export const EVERYDAY_WORD_COUNT = 1000;

const EVERYDAY_WORDS: ReadonlySet<string> = new Set(SPOKEN_ENGLISH_TOP_WORDS.slice(0, EVERYDAY_WORD_COUNT));

/** The everyday words of a text, lower case, each once, in the order they first occur. */
export function everydayWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^a-z']+/)
    // "don't" is "don" in the list (the list splits at apostrophes).
    .map((word) => word.replace(/'.*$/, ''))
    .filter((word) => EVERYDAY_WORDS.has(word));
  return [...new Set(words)];
}
