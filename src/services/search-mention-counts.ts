/**
 * The counts a search text gives (search-mentions.ts reads the rest): model numbers with how
 * many ("two 3090s", "4x A100", "3090 x2") and GPUs counted without a model ("three GPUs").
 * Pure, from the words alone.
 */
import { isProductDesignator } from './search-intent';
import type { CountedDesignator, Mentions } from './search-mentions';
import { excludedDesignators, modelDesignators } from './search-text';

const COUNT_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  dual: 2,
  twin: 2,
  pair: 2,
  couple: 2,
  three: 3,
  triple: 3,
  four: 4,
  quad: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  twelve: 12,
  sixteen: 16,
};
/** Most GPUs a count may give (the rules take 1-16). */
const MAX_COUNT = 16;
/** Words between a count and its model number ("two used rtx 3090s", "a pair of 3090s"). */
const COUNT_FILLER = new Set([
  'of',
  'the',
  'used',
  'new',
  'identical',
  'nvidia',
  'geforce',
  'rtx',
  'gtx',
  'amd',
  'radeon',
  'rx',
  'tesla',
  'quadro',
  'intel',
  'arc',
  'x',
]);
/** Words that, before a count, make it not a count of cards ("top 3", "step 2"). */
const GPU_WORDS = /^(gpus?|cards?|graphics|gpu's)$/;

/** The words of a text with their character positions, lower case. */
export function tokens(text: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  for (const match of text.toLowerCase().matchAll(/[a-z0-9]+(?:\.[0-9]+)?/g)) {
    out.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return out;
}

function countOf(word: string): number | null {
  if (word in COUNT_WORDS) return COUNT_WORDS[word];
  const digits = /^(\d{1,2})x?$/.exec(word) ?? /^x(\d{1,2})$/.exec(word);
  if (!digits) return null;
  const n = Number(digits[1]);
  return n >= 1 && n <= MAX_COUNT ? n : null;
}

/** The designator a word holds ("3090s" -> 3090), the way modelDesignators folds it. */
function plain(word: string): string {
  return word.replace(/(\d)s$/, '$1');
}

/** Product model numbers with the count before ("two", "2x", "a pair of") or after ("x2") them. */
export function countedDesignators(text: string): CountedDesignator[] {
  const product = modelDesignators(text).filter(isProductDesignator);
  if (product.length === 0) return [];
  const words = tokens(text);
  const found = new Map<string, CountedDesignator>();
  for (const designator of product) {
    // The words the designator spans ("rtx 3090" -> 3090, "3060 ti" -> 3060ti, "rx 580" -> rx580).
    let index = -1;
    let last = -1;
    for (let i = 0; i < words.length && index < 0; i++) {
      let glued = '';
      for (let j = i; j < Math.min(words.length, i + 4); j++) {
        glued += plain(words[j].word);
        if (glued === designator) {
          index = i;
          last = j;
          break;
        }
        if (!designator.startsWith(glued)) break;
      }
    }
    if (index < 0) continue;
    let quantity: number | null = null;
    let start = words[index].start;
    for (let j = index - 1, skipped = 0; j >= 0 && skipped <= 3; j--) {
      const count = countOf(words[j].word);
      if (count !== null) {
        quantity = count;
        start = words[j].start;
        break;
      }
      if (!COUNT_FILLER.has(words[j].word)) break;
      skipped++;
    }
    let end = words[last].end;
    const after = words[last + 1];
    if (after && /^x\d{1,2}$/.test(after.word)) {
      quantity = countOf(after.word);
      end = after.end;
    } else if (after?.word === 'x' && words[last + 2] && countOf(words[last + 2].word) !== null) {
      quantity = countOf(words[last + 2].word);
      end = words[last + 2].end;
    }
    if (!found.has(designator)) found.set(designator, { designator, quantity, text: text.slice(start, end) });
  }
  // A line's other models are not named ("3090" does not name the 3090 Ti).
  const excluded = new Set(excludedDesignators([...found.keys()]));
  return [...found.values()].filter((d) => !excluded.has(d.designator) || product.includes(d.designator));
}

/** "three GPUs", "4 cards": a count of GPUs without a model. */
export function gpuCount(text: string): Mentions['gpuCount'] {
  const words = tokens(text);
  for (let i = 1; i < words.length; i++) {
    if (!GPU_WORDS.test(words[i].word)) continue;
    const count = countOf(words[i - 1].word);
    if (count !== null && count > 1)
      return { quantity: count, text: text.slice(words[i - 1].start, words[i].end) };
  }
  return null;
}
