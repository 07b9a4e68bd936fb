/**
 * Finds the dataset row that names the same product as a hand-entered part, so the catalog
 * keeps one row per real product: the hand row wins (its figures stay, with their sources)
 * and records the dataset's id, and the dataset row is not imported beside it.
 *
 * Deterministic: two rows match when they have
 * 1. the same kind and manufacturer (spelling folded: "G.SKILL" = "G.Skill", "Asus" = "ASUS");
 * 2. every word of the hand row's model name in the dataset row's name (words folded to
 *    [a-z0-9], memory sizes "24G" = "24GB"): dataset names add colours and descriptions
 *    ("Black / Gray", "ATX Mid Tower"), hand names rarely add anything; but an extra word
 *    that names a different model of the line (VARIANT_WORDS: "970 EVO" is not the "970
 *    EVO Plus", the "O11 Dynamic XL" not the "O11 Dynamic EVO XL") rules the row out;
 * 3. equal key specifications for the kind (KEY_SPECS): the facts a name could hide, such
 *    as the socket, core count, capacity or wattage.
 * Of several dataset rows that qualify, the one with the fewest extra words wins, then the
 * smallest dataset id; each dataset row merges into at most one hand row, and hand rows are
 * visited in slug order.
 */

/** A row as the matcher reads it: kind, names and the specification fields of KEY_SPECS. */
export interface MatchRow {
  kind: string;
  manufacturer: string;
  name: string;
  [field: string]: unknown;
}

export interface HandRow extends MatchRow {
  slug: string;
}

export interface DatasetRow extends MatchRow {
  externalId: string;
}

/**
 * Specifications that must agree, per kind (the fields of a seed row; a card's chip by slug).
 * A value missing on either side does not block a match; every listed value both sides
 * have must be equal.
 */
export const KEY_SPECS: Readonly<Record<string, readonly string[]>> = {
  CPU: ['socket', 'cores', 'threads'],
  MOTHERBOARD: ['socket', 'formFactor', 'memoryType'],
  MEMORY: ['memoryType', 'capacityGb', 'modules', 'speedMts'],
  PSU: ['wattage'],
  STORAGE: ['storageType', 'capacityGb'],
  CASE: [],
  COOLER: ['coolerType'],
  GRAPHICS_CARD: ['chip', 'vramGb'],
};

/**
 * Words that, added to a model name, name another product of the line rather than a colour
 * or packaging of the same one.
 */
export const VARIANT_WORDS: ReadonlySet<string> = new Set([
  'plus',
  'pro',
  'max',
  'ultra',
  'evo',
  'neo',
  'flow',
  'mini',
  'xl',
  'xt',
  'ti',
  'super',
  'server',
  'elite',
  'lite',
  'se',
  'v2',
  'v3',
  'ii',
  'iii',
  'g2',
  'heatsink',
  'digital',
]);

/** Manufacturer names that differ only in spelling between catalogs. */
const MAKER_ALIASES: Readonly<Record<string, string>> = { wd: 'westerndigital' };

export function makerKey(manufacturer: string): string {
  const folded = manufacturer.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return MAKER_ALIASES[folded] ?? folded;
}

/** The words of a model name, folded: "GeForce RTX 3090 GAMING OC 24G" -> geforce rtx 3090 gaming oc 24gb. */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.replace(/^(\d+)g$/, '$1gb'));
}

function specsAgree(kind: string, hand: MatchRow, row: MatchRow): boolean {
  return (KEY_SPECS[kind] ?? []).every((field) => {
    const a = hand[field];
    const b = row[field];
    if (a === undefined || a === null || b === undefined || b === null) return true;
    return typeof a === 'string' && typeof b === 'string' ? a.toUpperCase() === b.toUpperCase() : a === b;
  });
}

/**
 * Words of the dataset row's name beyond the hand row's, or null when a hand word is missing
 * or an extra word names another model (VARIANT_WORDS).
 */
function extraWords(hand: MatchRow, row: MatchRow): number | null {
  const words = new Set([...nameWords(row.name), ...nameWords(row.manufacturer)]);
  const wanted = new Set([...nameWords(hand.name), ...nameWords(hand.manufacturer)]);
  if (nameWords(hand.name).length === 0 || ![...wanted].every((word) => words.has(word))) return null;
  const extra = [...words].filter((word) => !wanted.has(word));
  return extra.some((word) => VARIANT_WORDS.has(word)) ? null : extra.length;
}

/**
 * Pairs hand rows with the dataset rows that name the same product: dataset id -> hand slug.
 * Kinds without KEY_SPECS (GPU chips: the dataset lists cards, not chips) never match.
 */
export function matchDuplicates(hand: readonly HandRow[], rows: readonly DatasetRow[]): Map<string, string> {
  const byMaker = new Map<string, DatasetRow[]>();
  for (const row of rows) {
    const key = `${row.kind}|${makerKey(row.manufacturer)}`;
    (byMaker.get(key) ?? byMaker.set(key, []).get(key)!).push(row);
  }
  const taken = new Map<string, string>();
  for (const handRow of [...hand].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))) {
    if (!(handRow.kind in KEY_SPECS)) continue;
    let best: { row: DatasetRow; extra: number } | null = null;
    for (const row of byMaker.get(`${handRow.kind}|${makerKey(handRow.manufacturer)}`) ?? []) {
      if (taken.has(row.externalId) || !specsAgree(handRow.kind, handRow, row)) continue;
      const extra = extraWords(handRow, row);
      if (extra === null) continue;
      if (!best || extra < best.extra || (extra === best.extra && row.externalId < best.row.externalId)) {
        best = { row, extra };
      }
    }
    if (best) taken.set(best.row.externalId, handRow.slug);
  }
  return taken;
}
