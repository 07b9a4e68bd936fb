/**
 * The cleaning rules of the dataset import (issue 26): where a dataset's own field is a
 * default that contradicts the product's name or part number (4,800 of 4,828 BuildCores
 * memory kits say "Unbuffered, Non-ECC", the Kingston FURY Renegade Pro "Registered" kits
 * included), the name wins and the change is recorded. Each rule has an id, says what it
 * does, and every change it makes is reported (buildcores-rows.ts `cleaning`), so a test over
 * the whole imported catalog can say what each rule changed.
 */

/** One change a rule made to a row. */
export interface CleaningChange {
  rule: CleaningRuleId;
  field: string;
  from: unknown;
  to: unknown;
}

export const CLEANING_RULES = {
  'memory.registered-from-name':
    'A kit whose name or part number says Registered, RDIMM or LRDIMM is registered.',
  'memory.ecc-from-name':
    'A kit whose name or part number says ECC (not Non-ECC), or that is registered, is ECC: registered modules carry the ECC chips (JEDEC RDIMM; Kingston).',
  'board.chipset-from-name':
    "A board whose name names exactly one chipset (X670E, B650E, H510...) gets that chipset where the listing's differs or is missing.",
  'psu.atx3-from-name': 'A PSU whose name says ATX 3.x (ATX 3.0, ATX3.1, ATX v3.1) is flagged ATX 3.x.',
  'psu.native-12v-2x6':
    'A PSU listing a 12VHPWR cable, or whose name says 12V-2x6 or 12VHPWR, has a native 12V-2x6 (12VHPWR) cable.',
  'card.slot-width-per-model':
    'Partner cards of one model (maker, chip, memory and model name) carry one slot width: rows that cover the same slot positions take the widest stated; rows that disagree on the positions lose the figure (unknown).',
  'dataset.near-duplicates':
    "Rows of one kind and maker whose names are the same model once words restating the row's own facts are set aside, and whose facts agree, become one row that keeps every dataset id.",
} as const;
export type CleaningRuleId = keyof typeof CLEANING_RULES;

/** Part-number prefixes whose makers encode the module type. */
const REGISTERED_PART_NUMBERS: readonly RegExp[] = [
  // Kingston Server Premier: KSM<speed>R... is an RDIMM, KSM<speed>E... an ECC UDIMM.
  /^KSM\d{2}R/i,
  // Samsung: M393 (DDR4) and M321 (DDR5) are RDIMMs.
  /^M393[A-Z]/i,
  /^M321[A-Z]/i,
];
const ECC_PART_NUMBERS: readonly RegExp[] = [
  /^KSM\d{2}E/i,
  // Samsung M391 (DDR4) and M324 (DDR5) are ECC UDIMMs.
  /^M391[A-Z]/i,
  /^M324[A-Z]/i,
];

const REGISTERED_WORDS = /\b(registered|rdimm|lrdimm|r-dimm)\b/i;
/** "ECC" as a word, but not "Non-ECC" or "Non ECC". */
const ECC_WORD = /(?<!non[\s-]?)\becc\b/i;

export function namesRegistered(name: string, partNumbers: readonly string[]): boolean {
  return (
    REGISTERED_WORDS.test(name) ||
    partNumbers.some((p) => REGISTERED_PART_NUMBERS.some((re) => re.test(p.trim())))
  );
}

export function namesEcc(name: string, partNumbers: readonly string[]): boolean {
  return ECC_WORD.test(name) || partNumbers.some((p) => ECC_PART_NUMBERS.some((re) => re.test(p.trim())));
}

/** Chipsets as boards name them, by maker; the longer names first so X670E is not read as X670. */
const AMD_CHIPSETS = [
  'X870E',
  'X870',
  'B850',
  'B840',
  'X670E',
  'X670',
  'B650E',
  'B650',
  'A620',
  'X570',
  'B550',
  'A520',
  'X470',
  'B450',
  'X370',
  'B350',
  'A320',
  'TRX50',
  'TRX40',
  'WRX90',
  'WRX80',
  'X399',
];
const INTEL_CHIPSETS = [
  'Z890',
  'B860',
  'H810',
  'W880',
  'Z790',
  'B760',
  'H770',
  'Z690',
  'B660',
  'H670',
  'H610',
  'W680',
  'W790',
  'Z590',
  'B560',
  'H570',
  'H510',
  'W580',
  'Z490',
  'B460',
  'H470',
  'H410',
  'W480',
  'Z390',
  'B365',
  'H370',
  'Z370',
  'B360',
  'H310',
  'X299',
  'Z270',
  'B250',
  'H270',
  'Z170',
  'B150',
  'H170',
  'H110',
  'X99',
  'C621',
  'C741',
  'Q670',
  'Q570',
  'Q470',
  'Q370',
];
const CHIPSET_TOKEN = new RegExp(
  `(?<![A-Z0-9])(${[...AMD_CHIPSETS, ...INTEL_CHIPSETS].sort((a, b) => b.length - a.length).join('|')})[MIS]?(?![A-Z0-9])`,
  'gi',
);

/**
 * The chipset a board's name names, spelled as the dataset spells chipsets ("AMD X670E",
 * "Intel H510"); null when the name names none or several (a name that lists another
 * board's chipset in passing is not read). A trailing M, I or S (B650M, Z790I, X570S) is a
 * board suffix, not another chipset.
 */
export function chipsetOfName(name: string): string | null {
  const found = new Set<string>();
  for (const match of name.replace(/_/g, ' ').matchAll(CHIPSET_TOKEN)) found.add(match[1].toUpperCase());
  if (found.size !== 1) return null;
  const [token] = found;
  return `${AMD_CHIPSETS.includes(token) ? 'AMD' : 'Intel'} ${token}`;
}

/** ATX 3.0/3.1 named in a PSU's name ("ATX 3.1", "ATX3.0", "ATX v3.1"), never "ATX 300W". */
const ATX3_IN_NAME = /\bATX\s*v?\s*3(?:\.\d)?(?![\d])(?!\s*W\b)/i;

export function namesAtx3(name: string): boolean {
  return ATX3_IN_NAME.test(name);
}

const H12V2X6_IN_NAME = /\b12\s*V\s*-?\s*2\s*[x×]\s*6\b|\b12VHPWR\b/i;

export function names12v2x6(name: string): boolean {
  return H12V2X6_IN_NAME.test(name);
}
