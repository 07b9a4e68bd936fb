/**
 * The words and number forms that name a product (search-intent.ts, search-lines.ts):
 * makers and product lines, listing words, sizes with their unit, and which model numbers
 * name a product rather than a specification or a year. Data and pure tests, no database.
 */

/**
 * Makers and product lines of PC parts: with a line name ("samsung 64gb", "noctua fan") a
 * text is a lookup even without a model number. Names, not facts; lower case, as typed.
 */
export const MAKERS: ReadonlySet<string> = new Set([
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
export const TWO_WORD_MAKERS: ReadonlySet<string> = new Set([
  'be quiet',
  'cooler master',
  'super flower',
  'western digital',
]);

/** The words with each two-word maker glued into one ("be quiet dark power" -> bequiet, dark, power). */
export function withMakersJoined(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length && TWO_WORD_MAKERS.has(`${words[i]} ${words[i + 1]}`)) {
      out.push(words[i] + words[i + 1]);
      i++;
    } else out.push(words[i]);
  }
  return out;
}

/** A size glued to its unit ("850w", "16gb", "2tb"): how listings name parts. */
export const QUANTITY_WITH_UNIT = /^\d+(?:w|gb|tb|mhz|mts)$/;

/**
 * Words listings add to a part's name, or that ask for the part itself (its specs, its
 * price): they do not make a text a question. Short words (xl, oc, li) and roman numerals
 * count as these too.
 */
export const LISTING_WORDS: ReadonlySet<string> = new Set([
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

export const ROMAN = /^(ii|iii|iv|vi|vii)$/;

/**
 * Model numbers that name a part in a question, as opposed to the specification words a
 * part merely shares with it: memory and bus generations (ddr5, pcie4, gen4, x16), number
 * formats (fp16, int4), connectors and standards (12vhpwr, atx3), sockets (am5, lga1700),
 * counts and multipliers ("2x", "x8"), and years (2020, 2024). "Flow" for "flops" or USB
 * 3.1 for Llama 3.1 never get here: they are words, not model numbers.
 */
export const SPECIFICATION =
  /^(g?ddr\d+[a-z]?|lpddr\d+[a-z]?|hbm\d*[a-z]?|pcie?\d*|gen\d+|x\d{1,2}|\d{1,2}x|usb\d*[a-z]?|atx\d*|eatx|matx|itx|am\d|lga\d+|s?trx?\d+|sp\d|sxm\d*|oam|fp\d+|bf\d+|tf\d+|int\d+|nf\d+|q\d[a-z0-9]*|12vhpwr|12v\d*x\d*|\d+pin|m2|sata\d*|nvme\d*|hdmi\d*|dp\d*|cuda\d*|rocm\d*|wifi\d*|ax\d+|cl\d+|\d+(?:mts|mhz|ghz|w|kw|gb|tb|mb|v|a|mm|cm|nm|hz))$/;
/** A bare four-digit number in this range in a question is a year, not a model. */
export const YEARS = { from: 1990, to: 2039 };

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
