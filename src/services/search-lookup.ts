import type { Params } from '../db/sql';
import { badInput } from '../errors';
import { NO_MODEL_NAME_KEY } from './input';

/**
 * The lookup side of search shared by `components(search:)`, `gpus(filter: { search })` and
 * the page's typeahead: a part matches when every word of the text occurs in its folded
 * "maker name" (`component.name_key`, letters and digits only), in any order and whatever
 * the punctuation, so "Trident Z RGB DDR4-3000 16GB" finds "G.Skill Trident Z RGB Black
 * DDR4-3000 CL16 16GB (2x8GB)" and "V SFX Gold 850W" finds "Cooler Master V SFX Gold ATX
 * 3.1 850W". Parts listed twice under one folded name collapse into the first listed.
 */

/** Most words a part lookup may hold; each is one condition (the trigram index serves them). */
export const MAX_LOOKUP_WORDS = 16;

/** The words of a lookup, folded like `name_key`, longest first, without repeats or words inside others. */
export function lookupWords(text: string, field: string): string[] {
  const words = [
    ...new Set(
      text
        .normalize('NFKC')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 0),
    ),
  ].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  if (words.length === 0) throw badInput(field, NO_MODEL_NAME_KEY);
  if (words.length > MAX_LOOKUP_WORDS) {
    throw badInput(field, `must have at most ${MAX_LOOKUP_WORDS} words, got ${words.length}`);
  }
  // A word inside a longer one adds nothing ("rtx" in "rtx3090").
  return words.filter((word, i) => !words.slice(0, i).some((longer) => longer.includes(word)));
}

/** Conditions for parts (alias c) whose folded name holds every word. */
export function lookupConditions(words: readonly string[], params: Params): string[] {
  return words.map((word) => `c.name_key LIKE ${params.bind(`%${word}%`)}`);
}

/**
 * The condition that keeps one part per folded name and kind: the first listed (the lowest
 * id; hand-entered seeds come before imported rows).
 */
export const FIRST_OF_ITS_NAME = `NOT EXISTS (
  SELECT 1 FROM component d WHERE d.kind = c.kind AND d.name_key = c.name_key AND d.id < c.id)`;
