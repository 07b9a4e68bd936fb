import type { GpuSeed } from '../seed-set';

/** The chip facts the linker needs (a GpuSeed fits). */
export type ChipRef = Pick<GpuSeed, 'slug' | 'name' | 'vendor' | 'vramGb' | 'formFactor' | 'memoryType'>;

/** What a card says about its chip. */
export interface CardChip {
  chipVendor: GpuSeed['vendor'];
  chipName: string;
  vramGb?: number;
  memoryType?: string;
}

export type UnlinkedReason =
  /** No chip of that model in the catalog (candidates for new GPU seeds). */
  | 'chip-not-in-catalog'
  /** The model is there, but not with the card's memory size (e.g. RTX 3060 8 GB vs 12 GB). */
  | 'memory-variant-not-in-catalog'
  /** Several chips fit and nothing on the card decides between them. */
  | 'ambiguous';

export type LinkResult = { gpu: string } | { gpu: null; reason: UnlinkedReason; detail: string };

// Words that vary between catalogs without naming a different chip.
const NOISE = [
  /\b(nvidia|amd|intel|geforce|radeon)\b/g,
  /\bworkstation edition\b/g,
  /\bgeneration\b/g,
  /\blhr\b/g, // "Lite Hash Rate": a firmware limiter, same silicon and specs
  /\bpcie\b/g,
];
const MEMORY_SIZE = /\b\d+(\.\d+)?\s*gb\b/g;
const MEMORY_TYPE = /\b(g?ddr\d+x?|hbm\d*e?)\b/g;

/**
 * Model key of a chip or dataset chipset name: lower case, vendor/brand words, memory size,
 * memory type and punctuation removed, so "GeForce RTX 3060 12GB" (seed) and "GeForce RTX
 * 3060 12 GB" (BuildCores) both become "rtx 3060". Memory size and type are matched
 * separately, because they DO tell chips apart.
 */
export function chipModelKey(name: string): string {
  let key = name.toLowerCase().replace(/[()]/g, ' ');
  for (const pattern of NOISE) key = key.replace(pattern, ' ');
  key = key.replace(MEMORY_SIZE, ' ').replace(MEMORY_TYPE, ' ');
  return key.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Memory type named in a chipset string ("GeForce RTX 3060 Ti GDDR6X" -> GDDR6X), if any. */
export function memoryTypeInName(name: string): string | undefined {
  const match = /\b(g?ddr\d+x?|hbm\d*e?)\b/i.exec(name);
  return match ? match[1].toUpperCase().replace(/E$/, 'e') : undefined;
}

export type ChipIndex = Map<string, ChipRef[]>;

export function buildChipIndex(chips: ChipRef[]): ChipIndex {
  const index: ChipIndex = new Map();
  for (const chip of chips) {
    const key = `${chip.vendor}|${chipModelKey(chip.name)}`;
    const list = index.get(key);
    if (list) list.push(chip);
    else index.set(key, [chip]);
  }
  return index;
}

/**
 * Links a card to one chip deterministically: same vendor and model key; then the same
 * memory size (cards of one model name can carry different chips: RTX 3060 8 GB vs 12 GB);
 * then the memory type (RTX 3060 Ti GDDR6 vs GDDR6X). PCIe chips are preferred because a
 * graphics card is a PCIe board. Never guesses between remaining candidates.
 */
export function linkCard(index: ChipIndex, card: CardChip): LinkResult {
  const all = index.get(`${card.chipVendor}|${chipModelKey(card.chipName)}`) ?? [];
  if (all.length === 0) {
    return {
      gpu: null,
      reason: 'chip-not-in-catalog',
      detail: `no ${card.chipVendor} ${card.chipName} chip`,
    };
  }
  const pcie = all.filter((c) => c.formFactor === 'PCIE');
  let candidates = pcie.length > 0 ? pcie : all;
  if (card.vramGb !== undefined) {
    const sameMemory = candidates.filter((c) => c.vramGb === card.vramGb);
    if (sameMemory.length === 0) {
      return {
        gpu: null,
        reason: 'memory-variant-not-in-catalog',
        detail: `${card.chipName} with ${card.vramGb} GB; catalog has ${[...new Set(candidates.map((c) => c.vramGb))].join('/')} GB`,
      };
    }
    candidates = sameMemory;
  }
  // A memory type written into the chipset name marks a variant ("RTX 3060 Ti GDDR6X"):
  // it must match, or the card belongs to a chip the catalog does not have.
  const namedType = memoryTypeInName(card.chipName);
  if (namedType) {
    const sameType = candidates.filter((c) => c.memoryType?.toUpperCase() === namedType.toUpperCase());
    if (sameType.length === 0) {
      return {
        gpu: null,
        reason: 'memory-variant-not-in-catalog',
        detail: `${card.chipName}; catalog has ${[...new Set(candidates.map((c) => c.memoryType ?? '?'))].join('/')}`,
      };
    }
    candidates = sameType;
  }
  const memoryType = namedType ?? card.memoryType;
  if (candidates.length > 1 && memoryType) {
    const sameType = candidates.filter((c) => c.memoryType?.toUpperCase() === memoryType.toUpperCase());
    if (sameType.length > 0) candidates = sameType;
  }
  if (candidates.length === 1) return { gpu: candidates[0].slug };
  return {
    gpu: null,
    reason: 'ambiguous',
    detail: `${card.chipName}${card.vramGb ? ` ${card.vramGb} GB` : ''} fits ${candidates.map((c) => c.slug).join(', ')}`,
  };
}

export interface LinkSummary {
  total: number;
  linked: number;
  unlinked: number;
  /** reason -> chipset as the dataset names it (with memory size) -> number of cards. */
  byReason: Record<string, Record<string, number>>;
}

/** Counts of linked and unlinked cards, the unlinked grouped by reason and chipset. */
export function linkSummary(results: Array<{ card: CardChip; link: LinkResult }>): LinkSummary {
  const byReason: Record<string, Record<string, number>> = {};
  let linked = 0;
  for (const { card, link } of results) {
    if (link.gpu !== null) {
      linked++;
      continue;
    }
    const chipset = `${card.chipVendor} ${card.chipName}${card.vramGb !== undefined ? ` (${card.vramGb} GB)` : ''}`;
    const group = (byReason[link.reason] ??= {});
    group[chipset] = (group[chipset] ?? 0) + 1;
  }
  return { total: results.length, linked, unlinked: results.length - linked, byReason };
}
