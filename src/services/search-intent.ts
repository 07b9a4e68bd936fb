/**
 * What a search text is, decided before anything is ranked: a QUESTION (in words, about a
 * topic: "why", "can I", "should", "how much", "is it safe", or a topic without a product
 * name) is answered by guidance, use cases and models first; a LOOKUP (a product name:
 * "rtx 3090 gaming oc", "b650 tomahawk", "corsair rm1000x") wants parts first. Pure and
 * cheap: word lists and the model numbers of search-text.ts, no database.
 */
import { modelDesignators } from './search-text';

export type SearchIntent = 'QUESTION' | 'LOOKUP';

/** Words that open a question or a request for advice. */
const QUESTION_OPENERS: ReadonlySet<string> = new Set([
  'why',
  'how',
  'what',
  'whats',
  'which',
  'who',
  'when',
  'where',
  'can',
  'could',
  'should',
  'would',
  'will',
  'is',
  'are',
  'am',
  'do',
  'does',
  'did',
  'was',
  'were',
  'has',
  'have',
  'may',
  'might',
  'must',
  'shall',
  'any',
  'anyone',
  'help',
  'i',
  'im',
  'my',
  'we',
  'our',
  'me',
  'if',
  'after',
  'before',
  'explain',
  'tell',
  'compare',
  'recommend',
  'suggest',
  'need',
  'want',
  'looking',
  'planning',
  'thinking',
  'trying',
  'best',
  'cheapest',
  'fastest',
  'quietest',
  'minimum',
  'difference',
]);

/**
 * Words that, anywhere in a text, make it a question about the thing rather than its
 * name: judgements, comparisons, purposes and quantities people ask about.
 */
const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'why',
  'how',
  'what',
  'which',
  'should',
  'worth',
  'enough',
  'vs',
  'versus',
  'or',
  'safe',
  'safely',
  'dangerous',
  'risky',
  'need',
  'needed',
  'better',
  'best',
  'good',
  'bad',
  'ok',
  'okay',
  'fine',
  'cheap',
  'cheaper',
  'cheapest',
  'difference',
  'compare',
  'compared',
  'recommend',
  'recommended',
  'help',
  'problem',
  'issue',
  'fix',
  'for',
  'with',
  'without',
  'instead',
  'too',
  'much',
  'many',
  'run',
  'running',
  'train',
  'training',
  'finetune',
  'fine',
  'tune',
  'tuning',
  'inference',
  'budget',
  'under',
  'fit',
  'fits',
  'handle',
  'use',
  'using',
  'buy',
  'buying',
  'upgrade',
  'can',
  'does',
  'do',
  'is',
  'are',
  'will',
  'my',
  'i',
  'when',
  'where',
  'still',
  'overkill',
  'trip',
  'trips',
  'melt',
  'melted',
  'melting',
  'burnt',
  'burned',
  'broken',
  'dead',
  'died',
  'crash',
  'crashes',
  'error',
  'fails',
  'hot',
  'loud',
  'noisy',
  'recommendation',
  'recommendations',
  'undervolt',
  'undervolting',
]);

/** Longest text taken as a product name: listings run long, but questions run longer. */
const MAX_LOOKUP_WORDS = 8;

/**
 * Makers and product lines of PC parts: with a line name ("samsung 64gb", "noctua fan") a
 * text is a lookup even without a model number. Names, not facts; lower case, as typed.
 */
const MAKERS: ReadonlySet<string> = new Set([
  'nvidia',
  'geforce',
  'quadro',
  'tesla',
  'amd',
  'radeon',
  'ryzen',
  'threadripper',
  'epyc',
  'intel',
  'xeon',
  'arc',
  'asus',
  'rog',
  'tuf',
  'msi',
  'gigabyte',
  'aorus',
  'asrock',
  'evga',
  'zotac',
  'pny',
  'palit',
  'gainward',
  'inno3d',
  'galax',
  'sapphire',
  'powercolor',
  'xfx',
  'corsair',
  'samsung',
  'crucial',
  'kingston',
  'gskill',
  'skill',
  'teamgroup',
  'adata',
  'sabrent',
  'wd',
  'seagate',
  'toshiba',
  'noctua',
  'arctic',
  'deepcool',
  'seasonic',
  'thermaltake',
  'silverstone',
  'nzxt',
  'fractal',
  'phanteks',
  'lian',
  'supermicro',
  'antec',
  'cougar',
  'lenovo',
  'dell',
  'hp',
  'bequiet',
  'coolermaster',
  'superflower',
  'westerndigital',
]);

/** Makers whose name is two everyday words ("be quiet", "super flower"): read as one name. */
const TWO_WORD_MAKERS: ReadonlySet<string> = new Set([
  'be quiet',
  'cooler master',
  'super flower',
  'western digital',
]);

/** The words with each two-word maker glued into one ("be quiet dark power" -> bequiet, dark, power). */
function withMakersJoined(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length && TWO_WORD_MAKERS.has(`${words[i]} ${words[i + 1]}`)) {
      out.push(words[i] + words[i + 1]);
      i++;
    } else out.push(words[i]);
  }
  return out;
}

/** The words of a text, lower case, letters and digits only ("RTX-3090" -> rtx, 3090). */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** A size glued to its unit ("850w", "16gb", "2tb"): how listings name parts. */
const QUANTITY_WITH_UNIT = /^\d+(?:w|gb|tb|mhz|mts)$/;

/** Most words of a lookup beyond model numbers, makers, sizes and listing words ("b650 tomahawk": 1). */
const MAX_LOOKUP_NAME_WORDS = 2;

/**
 * Words listings add to a part's name, or that ask for the part itself (its specs, its
 * price): they do not make a text a question. Short words (xl, oc, li) and roman numerals
 * count as these too.
 */
const LISTING_WORDS: ReadonlySet<string> = new Set([
  'rtx',
  'gtx',
  'rx',
  'gaming',
  'super',
  'founders',
  'edition',
  'series',
  'ultra',
  'mini',
  'max',
  'plus',
  'pro',
  'wifi',
  'rgb',
  'argb',
  'black',
  'white',
  'silver',
  'gold',
  'platinum',
  'titanium',
  'modular',
  'spec',
  'specs',
  'specifications',
  'price',
  'prices',
  'review',
  'used',
  'new',
  'gpu',
  'card',
  'graphics',
  'cpu',
  'processor',
  'psu',
  'ssd',
  'nvme',
  'case',
  'cooler',
  'ram',
  'kit',
  'board',
  'motherboard',
  'ddr4',
  'ddr5',
]);

const ROMAN = /^(ii|iii|iv|vi|vii)$/;

/** Words that join a sentence, not a product name: "on", "in" and "to" make a text a phrase. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'on',
  'in',
  'to',
  'at',
  'of',
  'by',
  'and',
  'from',
  'into',
  'as',
  'it',
  'be',
  'so',
  'if',
  'no',
  'not',
  'me',
  'we',
  'us',
]);

/**
 * Prepositions: a product name holds none ("command r plus on 48gb", "qwen 2.5 14b in 4
 * bit", "3090 to 280w" are sentences about a thing, not its name).
 */
const PREPOSITIONS: ReadonlySet<string> = new Set([
  'on',
  'in',
  'to',
  'at',
  'of',
  'by',
  'from',
  'into',
  'about',
  'than',
  'between',
  'per',
]);

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

/**
 * Model numbers that name a part in a question, as opposed to the specification words a
 * part merely shares with it: memory and bus generations (ddr5, pcie4, gen4, x16), number
 * formats (fp16, int4), connectors and standards (12vhpwr, atx3), sockets (am5, lga1700),
 * counts and multipliers ("2x", "x8"), and years (2020, 2024). "Flow" for "flops" or USB
 * 3.1 for Llama 3.1 never get here: they are words, not model numbers.
 */
const SPECIFICATION =
  /^(g?ddr\d+[a-z]?|lpddr\d+[a-z]?|hbm\d*[a-z]?|pcie?\d*|gen\d+|x\d{1,2}|\d{1,2}x|usb\d*[a-z]?|atx\d*|eatx|matx|itx|am\d|lga\d+|s?trx?\d+|sp\d|sxm\d*|oam|fp\d+|bf\d+|tf\d+|int\d+|nf\d+|q\d[a-z0-9]*|12vhpwr|12v\d*x\d*|\d+pin|m2|sata\d*|nvme\d*|hdmi\d*|dp\d*|cuda\d*|rocm\d*|wifi\d*|ax\d+|cl\d+|\d+(?:mts|mhz|ghz|w|kw|gb|tb|mb|v|a|mm|cm|nm|hz))$/;
/** A bare four-digit number in this range in a question is a year, not a model. */
const YEARS = { from: 1990, to: 2039 };

/** Whether a designator names a product rather than a specification or a year. */
export function isProductDesignator(designator: string): boolean {
  if (SPECIFICATION.test(designator)) return false;
  if (/^\d{4}$/.test(designator)) {
    const year = Number(designator);
    if (year >= YEARS.from && year <= YEARS.to) return false;
  }
  return true;
}

/** A bare number ("3090"): names a GPU in a question, never a PSU, case or board. */
export function isNumericDesignator(designator: string): boolean {
  return /^\d+$/.test(designator);
}
