/**
 * What a search text is, decided before anything is ranked: a QUESTION (in words, about a
 * topic: "why", "can I", "should", "how much", "is it safe", or a topic without a product
 * name) is answered by guidance, use cases and models first; a LOOKUP (a product name:
 * "rtx 3090 gaming oc", "b650 tomahawk", "corsair rm1000x") wants parts first. Pure and
 * cheap: word lists and the model numbers of search-text.ts, no database.
 */
import { modelDesignators } from './search-text';
import { FUNCTION_WORDS, PREPOSITIONS, QUESTION_OPENERS, QUESTION_WORDS } from './search-question-words';
import { LISTING_WORDS, MAKERS, QUANTITY_WITH_UNIT, ROMAN, withMakersJoined } from './search-product-words';

export { isNumericDesignator, isProductDesignator } from './search-product-words';

export type SearchIntent = 'QUESTION' | 'LOOKUP';

/** Longest text taken as a product name: listings run long, but questions run longer. */
const MAX_LOOKUP_WORDS = 8;

/** The words of a text, lower case, letters and digits only ("RTX-3090" -> rtx, 3090). */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** Most words of a lookup beyond model numbers, makers, sizes and listing words ("b650 tomahawk": 1). */
const MAX_LOOKUP_NAME_WORDS = 2;

/** Whether a word names the product rather than asks about it. */
function isNameWord(word: string, designators: ReadonlySet<string>): boolean {
  if (FUNCTION_WORDS.has(word)) return false;
  return (
    /\d/.test(word) ||
    designators.has(word) ||
    word.length <= 2 ||
    ROMAN.test(word) ||
    MAKERS.has(word) ||
    LISTING_WORDS.has(word) ||
    QUANTITY_WITH_UNIT.test(word)
  );
}

/**
 * QUESTION or LOOKUP. A text is a lookup when it names a product (a model number, a maker
 * or a size with its unit), ends without a question mark, holds none of the words people
 * use to ask about a product rather than name it ("worth", "for", "vs", "enough"...) and
 * at most MAX_LOOKUP_NAME_WORDS other words (a line name: "tomahawk", "liquid freezer");
 * anything else is a question, topics without a product included ("docker for cuda projects"),
 * and so is any text with a preposition.
 */
export function classifyIntent(text: string): SearchIntent {
  if (/[?¿？]/.test(text)) return 'QUESTION';
  const words = withMakersJoined(searchWords(text));
  if (words.length === 0 || words.length > MAX_LOOKUP_WORDS) return 'QUESTION';
  if (QUESTION_OPENERS.has(words[0])) return 'QUESTION';
  if (words.some((word) => QUESTION_WORDS.has(word) || PREPOSITIONS.has(word))) return 'QUESTION';
  const designators = new Set(modelDesignators(text));
  const namesProduct =
    designators.size > 0 || words.some((word) => MAKERS.has(word) || QUANTITY_WITH_UNIT.test(word));
  const otherWords = words.filter((word) => !isNameWord(word, designators));
  return namesProduct && otherWords.length <= MAX_LOOKUP_NAME_WORDS ? 'LOOKUP' : 'QUESTION';
}
