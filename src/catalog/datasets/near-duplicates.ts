import type { ComponentKind } from '../fields';
import type { CleaningChange } from './cleaning-rules';
import { makerKey, nameWords } from './duplicate-matcher';

/**
 * One row per product (issue 26): the dataset lists some products more than once under
 * near-identical names ("ASRock X570M Pro4 Micro ATX AM4 Motherboard" and "ASRock X570M Pro4
 * AM4 DDR4 Micro ATX"). Two rows are one product when they are of one kind and maker, their
 * names are the same set of words once the words that restate the row's own facts (socket,
 * form factor, memory type, capacity, wattage...) and generic packaging words are set aside,
 * and the facts that tell products of a line apart (MERGE_KEY_FACTS) are equal. The row with
 * the smallest dataset id is kept, with the others' ids (`mergedExternalIds`) and any fact it
 * lacks that they agree on; a fact the rows disagree on stays the kept row's, with a warning.
 * Deterministic and conservative: a word that names a variant (WIFI, PRO, a CAS latency, a
 * heatsink) keeps two rows apart.
 */

/** Facts that must be equal (when both rows have them) for two rows to be one product. */
export const MERGE_KEY_FACTS: Readonly<Record<string, readonly string[]>> = {
  CPU: ['socket', 'cores', 'threads', 'tdpW'],
  MOTHERBOARD: ['socket', 'formFactor', 'memoryType', 'memorySlots', 'chipset'],
  MEMORY: ['memoryType', 'capacityGb', 'modules', 'speedMts', 'registered', 'ecc'],
  PSU: ['wattage', 'efficiencyRating'],
  STORAGE: ['storageType', 'capacityGb'],
  CASE: ['expansionSlots'],
  COOLER: ['coolerType'],
  GRAPHICS_CARD: ['chip', 'vramGb'],
};

/**
 * Words that describe what a row is rather than which product it is, per kind (a word that
 * tells products apart in one kind, such as "2" in a PSU's model, is not set aside there).
 */
const words = (text: string) => new Set(text.split(' '));
const COMMON_WORDS = 'and with for the w';
const GENERIC_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  CPU: words(`${COMMON_WORDS} processor cpu`),
  MOTHERBOARD: words(
    `${COMMON_WORDS} motherboard mainboard atx micro matx mini itx eatx extended ssi eeb ceb form factor socket`,
  ),
  MEMORY: words(`${COMMON_WORDS} memory ram kit desktop dimm udimm`),
  PSU: words(`${COMMON_WORDS} power supply psu atx certified`),
  STORAGE: words(
    `${COMMON_WORDS} ssd hdd solid state drive hard disk internal m 2 2280 pcie nvme sata iii gen3 gen4 gen5 x4 interface 3 4 0 5`,
  ),
  CASE: words(`${COMMON_WORDS} case chassis computer atx micro microatx mini itx mid full tower eatx`),
  COOLER: words(`${COMMON_WORDS} cpu cooler`),
  GRAPHICS_CARD: words(`${COMMON_WORDS} graphics card video pcie pci express x16`),
};

/** "ACX 2.0+" is not "ACX 2.0": a plus sign names a revision, so it reads as a word. */
function plusAsWord(text: string): string {
  return text.replace(/\+/g, ' plus ');
}

/** The words of a row's own facts as names write them ("am4", "850w", "32gb", "2x16gb", "3200"). */
function factWords(row: Record<string, unknown>): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => nameWords(plusAsWord(text)).forEach((word) => words.add(word));
  for (const field of [
    'socket',
    'formFactor',
    'memoryType',
    'chipset',
    'storageType',
    'coolerType',
    'efficiencyRating',
  ]) {
    if (typeof row[field] === 'string') add(row[field] as string);
  }
  for (const field of ['wattage', 'capacityGb', 'speedMts', 'cores', 'threads']) {
    const value = row[field];
    if (typeof value !== 'number') continue;
    add(`${value}`);
    add(`${value}w`);
    add(`${value}gb`);
    if (field === 'capacityGb' && value >= 1000 && value % 1000 === 0) add(`${value / 1000}tb`);
  }
  if (typeof row.capacityGb === 'number' && typeof row.modules === 'number' && row.modules > 0) {
    add(`${row.modules}x${row.capacityGb / row.modules}gb`);
  }
  return words;
}

/**
 * The words that name the product, sorted, repeats kept ("XC BLACK GAMING ... Black" is not
 * "XC GAMING ... Black"): what is left of the name once facts and packaging are set aside.
 */
export function modelWords(
  row: Record<string, unknown> & { name: string; manufacturer: string },
  kind = String(row.kind ?? ''),
): string[] {
  const generic = GENERIC_WORDS[kind] ?? new Set<string>();
  const drop = new Set([...factWords(row), ...nameWords(row.manufacturer), ...generic]);
  return nameWords(plusAsWord(row.name))
    .filter((word) => !drop.has(word))
    .sort();
}

function keyFactsAgree(kind: string, a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return (MERGE_KEY_FACTS[kind] ?? []).every((field) => {
    const x = a[field];
    const y = b[field];
    if (x == null || y == null) return x == null && y == null;
    return typeof x === 'string' && typeof y === 'string' ? x.toUpperCase() === y.toUpperCase() : x === y;
  });
}

export interface MergeableRow {
  kind: ComponentKind;
  externalId: string;
  row: Record<string, unknown> & { name: string; manufacturer: string };
  warnings: string[];
  changes?: CleaningChange[];
}

/** Fields a merge never fills or compares (identity, provenance). */
const IDENTITY_FIELDS = new Set([
  'slug',
  'name',
  'manufacturer',
  'sources',
  'mergedExternalIds',
  'description',
]);

/**
 * Merges the rows that name one product (see the module comment); `rows` must be of one
 * kind. Returns the kept rows in the order given, each with `mergedExternalIds` when others
 * were merged into it, and how many rows were merged away.
 */
export function mergeNearDuplicates<R extends MergeableRow>(
  rows: readonly R[],
): { rows: R[]; merged: number } {
  const groups = new Map<string, R[]>();
  for (const entry of rows) {
    if (!(entry.kind in MERGE_KEY_FACTS)) {
      groups.set(`#${entry.externalId}`, [entry]);
      continue;
    }
    // A name made only of descriptions still groups with the same name, word for word.
    const model = modelWords(entry.row, entry.kind);
    const named = model.length ? model.join(' ') : `=${nameWords(entry.row.name).join(' ')}`;
    const key = `${entry.kind}|${makerKey(entry.row.manufacturer)}|${named}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(entry);
  }
  const keptIds = new Map<string, R>();
  let merged = 0;
  for (const group of groups.values()) {
    const sorted = [...group].sort((a, b) =>
      a.externalId < b.externalId ? -1 : a.externalId > b.externalId ? 1 : 0,
    );
    const clusters: R[][] = [];
    for (const entry of sorted) {
      const cluster = clusters.find((c) => keyFactsAgree(entry.kind, c[0].row, entry.row));
      if (cluster) cluster.push(entry);
      else clusters.push([entry]);
    }
    for (const [first, ...others] of clusters) {
      if (others.length === 0) {
        keptIds.set(first.externalId, first);
        continue;
      }
      const row = { ...first.row };
      const warnings = [...first.warnings];
      const changes = [...(first.changes ?? [])];
      for (const other of others) {
        for (const [field, value] of Object.entries(other.row)) {
          if (IDENTITY_FIELDS.has(field) || value === undefined) continue;
          if (row[field] === undefined) row[field] = value;
          else if (JSON.stringify(row[field]) !== JSON.stringify(value))
            warnings.push(
              `merged row ${other.externalId} lists ${field} ${JSON.stringify(value)}; kept ${JSON.stringify(row[field])}`,
            );
        }
        changes.push({
          rule: 'dataset.near-duplicates',
          field: 'externalId',
          from: other.externalId,
          to: first.externalId,
        });
      }
      merged += others.length;
      row.mergedExternalIds = others.map((other) => other.externalId);
      keptIds.set(first.externalId, { ...first, row, warnings, changes });
    }
  }
  return {
    rows: rows
      .filter((entry) => keptIds.has(entry.externalId))
      .map((entry) => keptIds.get(entry.externalId)!),
    merged,
  };
}
