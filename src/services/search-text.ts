import { badInput } from '../errors';
import { MAX_SEARCH_LENGTH, optionalText } from './input';

/** Longest run of consecutive words tried as one model name ("geforce rtx 3090 ti"). */
const MODEL_KEY_MAX_WORDS = 4;
/** Most model-name keys sent to the database for one question. */
const MAX_MODEL_KEYS = 64;
/** Shortest key with letters and digits ("k80", "a10"). */
const MIN_ALNUM_KEY_LENGTH = 3;
/** Shortest all-digit key ("3090"); shorter numbers are counts and sizes, not models. */
const MIN_NUMERIC_KEY_LENGTH = 4;

/**
 * Words after a number that make it a quantity rather than a model ("1600 watts",
 * "4090 dollars" is a price): the number alone is then not tried as a model name.
 */
const UNIT_WORDS = new Set([
  'w',
  'watt',
  'watts',
  'kw',
  'kwh',
  'v',
  'volt',
  'volts',
  'a',
  'amp',
  'amps',
  'gb',
  'tb',
  'mb',
  'gib',
  'mhz',
  'ghz',
  'mts',
  'usd',
  'eur',
  'dollar',
  'dollars',
  'bucks',
  'euro',
  'euros',
  'hour',
  'hours',
  'hrs',
  'day',
  'days',
  'year',
  'years',
  'rpm',
  'mm',
  'cm',
  'c',
  'f',
]);

/** A number with a unit glued on ("24gb", "1600w", "3200mhz"): a quantity, never a model alone. */
const QUANTITY =
  /^\d+(gb|tb|mb|gib|w|kw|kwh|v|a|amp|amps|mhz|ghz|mts|gbs|mm|cm|c|f|k|x|b|bit|bits|pin|nm|ms|s|h|hrs|usd|th|st|nd|rd)$/;
/** Currency signs: "$1500" is a budget, not a model number. */
const PRICE = /^[$€£¥]/;

/**
 * The question text, validated: at most MAX_SEARCH_LENGTH characters (BAD_USER_INPUT
 * naming `field` otherwise), control characters replaced by spaces, trimmed. A blank
 * question is BAD_USER_INPUT too: a caller that sends nothing has a bug to fix.
 */
export function cleanSearchText(text: string, field = 'text'): string {
  const cleaned = optionalText(text, field, MAX_SEARCH_LENGTH);
  if (cleaned === null) throw badInput(field, 'must contain a question or keywords');
  return cleaned;
}

/** A model size spelt out ("13 billion", "70 bn"): the knowledge base writes it "13B". */
const SPELT_SIZE = /\b(\d+(?:\.\d+)?)\s*(?:billion|bn)\b/gi;

/**
 * The text with model sizes written as the knowledge base writes them: "a 13 billion
 * parameter model" is "a 13b parameter model", so it meets the entries on 13B models rather
 * than every entry with a 13 or the word "billion" in it.
 */
export function withModelSizes(text: string): string {
  return text.replace(SPELT_SIZE, '$1b');
}

function isModelKey(key: string): boolean {
  if (!/\d/.test(key) || QUANTITY.test(key)) return false;
  if (/^\d+$/.test(key)) return key.length >= MIN_NUMERIC_KEY_LENGTH;
  return key.length >= MIN_ALNUM_KEY_LENGTH;
}

/** A candidate model name and the share of the question's letters and digits it spans. */
export interface ModelKey {
  key: string;
  coverage: number;
}

/** The question's words folded like `component.model_keys`, with '' marking a break (a price). */
function modelWords(text: string): string[] {
  const words: string[] = [];
  // NFKC: full-width digits and letters are the ASCII ones (as in modelNameKey).
  for (const token of text.normalize('NFKC').toLowerCase().split(/\s+/)) {
    if (!token || PRICE.test(token)) {
      words.push(''); // a break: no key spans a price
      continue;
    }
    for (const part of token.split(/[^a-z0-9]+/)) if (part) words.push(part);
  }
  return words;
}

/**
 * Candidate model names in free text, folded like `component.model_keys`: every run of
 * 1-4 consecutive words glued into [a-z0-9]. "RTX-3090", "rtx 3090" and "rtx3090" all
 * yield "rtx3090" (and "3090"); "2080ti" yields itself. Only keys with a digit are kept
 * (model names have numbers, ordinary words do not), and quantities are skipped.
 * `coverage` tells how much the question is about that model: 1 for "2080ti" alone,
 * small for "undervolt a 3090 for deep learning".
 */
export function modelNameKeys(text: string): ModelKey[] {
  const words = modelWords(text);
  const total = words.join('').length;
  const keys = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    let key = '';
    for (let j = i; j < Math.min(words.length, i + MODEL_KEY_MAX_WORDS); j++) {
      if (!words[j]) break;
      key += words[j];
      const quantity = /^\d+$/.test(key) && UNIT_WORDS.has(words[j + 1] ?? '');
      if (!quantity && isModelKey(key)) keys.add(key);
      // "4090s" (plural) also tries "4090".
      const singular = key.replace(/(\d)s$/, '$1');
      if (singular !== key && isModelKey(singular)) keys.add(singular);
    }
  }
  return [...keys]
    .slice(0, MAX_MODEL_KEYS)
    .map((key) => ({ key, coverage: Math.min(1, key.length / total) }));
}

/**
 * Words after a model number that are part of the model: "3060 ti" is not a 3060, "7900
 * xtx" not a 7900 XT, "4070 super" not a 4070.
 */
const MODEL_SUFFIX_WORDS: ReadonlySet<string> = new Set([
  'ti',
  'super',
  'xt',
  'xtx',
  'gre',
  'x',
  'x3d',
  'k',
  'kf',
  'ks',
  'f',
]);

/**
 * The model numbers a text names, each with the words that belong to it: "3060 ti" ->
 * 3060ti, "rtx 3090 gaming oc" -> 3090, "noctua nh-d15" -> d15, "rm1000x" -> rm1000x,
 * "rx 580" -> rx580 (a short number takes the word before it), "4090 vs 3090" -> 4090 and
 * 3090. A part whose name has none of them is a different model. Quantities ("24gb",
 * "1600 watts") are not model numbers.
 */
export function modelDesignators(text: string): string[] {
  const words = modelWords(text);
  const found = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    // "3090s" is the plural of 3090, but "l40s" is a model of its own: both are tried.
    const forms = new Set([words[i], words[i].replace(/(\d)s$/, '$1')]);
    for (const word of forms) {
      if (!/\d/.test(word) || (/^\d+$/.test(word) && UNIT_WORDS.has(words[i + 1] ?? ''))) continue;
      // A 4-5 digit number with a letter suffix is a model ("13900k", "7970x"), not "8x" or "4k".
      const suffixed = /^\d{4,5}[a-z]{1,3}$/.test(word) && !/^\d+s$/.test(word);
      // After a one-digit tier ("core ultra 9 285k", "ultra 7 265kf") a 3-digit number with a
      // processor suffix is the model; alone, "128k" is a context length.
      const tiered = /^\d{3}(k|kf|f|x|x3d)$/.test(word) && /^\d$/.test(words[i - 1] ?? '');
      let designator = suffixed || tiered || (isModelKey(word) && !/^\d+s$/.test(word)) ? word : '';
      // "rx 580", "gtx 970": a short number is a model with the letters before it.
      const previous = words[i - 1] ?? '';
      if (
        !designator &&
        /^\d{2,3}$/.test(word) &&
        /^[a-z]{1,4}$/.test(previous) &&
        isModelKey(previous + word)
      )
        designator = previous + word;
      if (!designator) continue;
      for (let j = i + 1; j < words.length && MODEL_SUFFIX_WORDS.has(words[j]); j++) designator += words[j];
      found.add(designator);
    }
  }
  return [...found].slice(0, MAX_MODEL_KEYS);
}

/**
 * Other models of the line than the ones named: each designator with a suffix word the text
 * does not give ("1650" -> 1650ti, 1650super...), so "gtx 1650" does not offer a 1650 SUPER
 * and "3090" not a 3090 Ti.
 */
export function excludedDesignators(designators: readonly string[]): string[] {
  const named = new Set(designators);
  const out = new Set<string>();
  for (const designator of designators) {
    for (const suffix of MODEL_SUFFIX_WORDS) {
      const other = designator + suffix;
      if (!named.has(other)) out.add(other);
    }
  }
  return [...out];
}
