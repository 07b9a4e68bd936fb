import { normalizeToken } from '../analysis/build-view';
import type {
  CaseFacts,
  ComponentFacts,
  CoolerFacts,
  CpuFacts,
  GpuFacts,
  MemoryKitFacts,
  MotherboardFacts,
  PriceCondition,
  PsuFacts,
  StorageFacts,
} from '../facts';
import { psuEfficiency } from '../analysis/power-budget';
import { coolerSocketsFor } from '../reference/platform-reference';
import { priceAt } from '../analysis/price-age';
import { slotLayout, undominatedBoards, undominatedCpus } from './recommend-build-dominance';

/** Everything recommendBuild may choose from (services load it from the database). */
export interface BuildCatalog {
  gpus: GpuFacts[];
  cpus: CpuFacts[];
  motherboards: MotherboardFacts[];
  memoryKits: MemoryKitFacts[];
  psus: PsuFacts[];
  storage: StorageFacts[];
  cases: CaseFacts[];
  coolers: CoolerFacts[];
}

/** Groups parts by kind into the catalog recommendBuild searches. */
export function catalogFromFacts(components: Iterable<ComponentFacts>): BuildCatalog {
  const catalog: BuildCatalog = {
    gpus: [],
    cpus: [],
    motherboards: [],
    memoryKits: [],
    psus: [],
    storage: [],
    cases: [],
    coolers: [],
  };
  for (const facts of components) {
    if (facts.kind === 'GPU') catalog.gpus.push(facts);
    else if (facts.kind === 'CPU') catalog.cpus.push(facts);
    else if (facts.kind === 'MOTHERBOARD') catalog.motherboards.push(facts);
    else if (facts.kind === 'MEMORY') catalog.memoryKits.push(facts);
    else if (facts.kind === 'PSU') catalog.psus.push(facts);
    else if (facts.kind === 'STORAGE') catalog.storage.push(facts);
    else if (facts.kind === 'CASE') catalog.cases.push(facts);
    else if (facts.kind === 'COOLER') catalog.coolers.push(facts);
    // Graphics cards: recommendations pick chips (a card is one board of a chip).
  }
  return catalog;
}

/** A part with its unit price at the requested condition. */
export interface PricedPart<C extends ComponentFacts = ComponentFacts> {
  part: C;
  priceUsd: number;
}

/**
 * The catalog as the search sees it: only parts with a price at the condition, one part per
 * specification (the cheapest of identical clones), each list cheapest first, and indexes
 * by the keys compatibility depends on (normalised socket and memory type).
 */
export interface PricedCatalog {
  gpus: PricedPart<GpuFacts>[];
  cpus: PricedPart<CpuFacts>[];
  boardsBySocket: Map<string, PricedPart<MotherboardFacts>[]>;
  kitsByType: Map<string, PricedPart<MemoryKitFacts>[]>;
  coolersBySocket: Map<string, PricedPart<CoolerFacts>[]>;
  psus: PricedPart<PsuFacts>[];
  storage: PricedPart<StorageFacts>[];
  cases: PricedPart<CaseFacts>[];
  /** Parts left out because they have no price at the condition. */
  unpricedCount: number;
  /** Parts left out because a cheaper part has the same search key. */
  duplicateCount: number;
}

/** Fields that name or price a part; two parts that differ only here are interchangeable. */
const IDENTITY_FIELDS: ReadonlySet<string> = new Set([
  'slug',
  'name',
  'manufacturer',
  'priceUsd',
  'usedPriceUsd',
  'description',
  'sources',
]);

/** Stable JSON of everything but identity and price, keys sorted. */
export function specSignature(component: ComponentFacts): string {
  return JSON.stringify(component, (key, value: unknown) => {
    if (IDENTITY_FIELDS.has(key)) return undefined;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return value;
  });
}

const tokens = (values: readonly string[]) => [...new Set(values.map(normalizeToken))].sort();

/**
 * The facts of a part that checkBuild's rules and the search read, as a key: parts with
 * equal keys are interchangeable for compatibility and balance, so only the cheapest needs
 * to be searched. GPUs keep their whole specification (they are few and feed the reasons).
 */
export function searchKey(component: ComponentFacts): string {
  switch (component.kind) {
    case 'CPU':
      return JSON.stringify([
        normalizeToken(component.socket),
        component.threads,
        component.pcieLanes ?? null,
        component.pcieGen ?? null,
        tokens(component.memoryTypes),
        component.memoryChannels ?? null,
        component.maxMemoryGb ?? null,
        component.eccSupport ?? null,
        component.registeredMemory ?? null,
        component.tdpW,
      ]);
    case 'MOTHERBOARD':
      return JSON.stringify([
        normalizeToken(component.socket),
        normalizeToken(component.formFactor),
        normalizeToken(component.memoryType),
        component.memorySlots,
        component.maxMemoryGb ?? null,
        component.eccSupport ?? null,
        component.registeredMemory ?? null,
        component.chipset ?? null,
        slotLayout(component),
      ]);
    case 'MEMORY':
      return JSON.stringify([
        normalizeToken(component.memoryType),
        component.capacityGb,
        component.modules,
        component.ecc,
        component.registered,
      ]);
    case 'PSU': {
      const efficiency = psuEfficiency(component.efficiencyRating);
      return JSON.stringify([
        component.wattage,
        efficiency.efficiency,
        efficiency.known,
        component.atx3,
        component.pcieConnectors ?? null,
      ]);
    }
    case 'STORAGE':
      return JSON.stringify([normalizeToken(component.storageType), component.capacityGb]);
    case 'CASE':
      return JSON.stringify([
        tokens(component.formFactors),
        component.maxGpuLengthMm ?? null,
        component.expansionSlots,
        component.openFrame,
      ]);
    case 'COOLER':
      return JSON.stringify([tokens(component.sockets), component.maxTdpW ?? null]);
    case 'GPU':
    case 'GRAPHICS_CARD':
      return specSignature(component);
  }
}

function byPrice(a: PricedPart, b: PricedPart): number {
  return a.priceUsd - b.priceUsd || a.part.slug.localeCompare(b.part.slug);
}

interface Counters {
  unpriced: number;
  duplicates: number;
}

/**
 * Prices a category and drops dominated parts: a part whose search key equals a cheaper
 * part's can never make a build better, so only the cheapest of each key stays. This keeps
 * the search proportional to the number of distinct specifications, not of listings.
 */
function priceCategory<C extends ComponentFacts>(
  parts: readonly C[],
  condition: PriceCondition,
  counters: Counters,
): PricedPart<C>[] {
  const bySignature = new Map<string, PricedPart<C>>();
  for (const part of parts) {
    const priceUsd = priceAt(part, condition);
    if (priceUsd === null || !Number.isFinite(priceUsd) || priceUsd < 0) {
      counters.unpriced += 1;
      continue;
    }
    const signature = `${part.kind}|${searchKey(part)}`;
    const candidate = { part, priceUsd };
    const kept = bySignature.get(signature);
    if (!kept) bySignature.set(signature, candidate);
    else {
      counters.duplicates += 1;
      if (byPrice(candidate, kept) < 0) bySignature.set(signature, candidate);
    }
  }
  return [...bySignature.values()].sort(byPrice);
}

function indexBy<C extends ComponentFacts>(
  parts: readonly PricedPart<C>[],
  keysOf: (part: C) => readonly string[],
): Map<string, PricedPart<C>[]> {
  const index = new Map<string, PricedPart<C>[]>();
  for (const priced of parts) {
    for (const key of new Set(keysOf(priced.part).map(normalizeToken))) {
      const list = index.get(key);
      if (list) list.push(priced);
      else index.set(key, [priced]);
    }
  }
  return index;
}

/** Prices, de-duplicates and indexes a catalog for one condition. Pure. */
export function priceCatalog(catalog: BuildCatalog, condition: PriceCondition): PricedCatalog {
  const counters: Counters = { unpriced: 0, duplicates: 0 };
  // Parts another beats on price and every searched fact never win: dropped once per version.
  const boards = undominatedBoards(priceCategory(catalog.motherboards, condition, counters));
  const kits = priceCategory(catalog.memoryKits, condition, counters);
  const coolers = priceCategory(catalog.coolers, condition, counters);
  return {
    gpus: priceCategory(catalog.gpus, condition, counters),
    cpus: undominatedCpus(priceCategory(catalog.cpus, condition, counters)),
    boardsBySocket: indexBy(boards, (board) => [board.socket]),
    kitsByType: indexBy(kits, (kit) => [kit.memoryType]),
    // A cooler also serves the sockets that share a listed socket's mounting (AM4 -> AM5).
    coolersBySocket: indexBy(coolers, (cooler) => cooler.sockets.flatMap(coolerSocketsFor)),
    psus: priceCategory(catalog.psus, condition, counters),
    storage: priceCategory(catalog.storage, condition, counters),
    cases: priceCategory(catalog.cases, condition, counters),
    unpricedCount: counters.unpriced,
    duplicateCount: counters.duplicates,
  };
}

/** Cheapest price in a list sorted by price, or Infinity when empty. */
export function cheapestUsd(parts: readonly PricedPart[]): number {
  return parts.length ? parts[0].priceUsd : Number.POSITIVE_INFINITY;
}

/** Categories (singular names) without a single priced part: no build can be assembled. */
export function missingCategories(catalog: PricedCatalog): string[] {
  const counts: Array<[string, number]> = [
    ['CPU', catalog.cpus.length],
    ['motherboard', catalog.boardsBySocket.size],
    ['memory kit', catalog.kitsByType.size],
    ['PSU', catalog.psus.length],
    ['drive', catalog.storage.length],
    ['case', catalog.cases.length],
    ['CPU cooler', catalog.coolersBySocket.size],
  ];
  return counts.filter(([, count]) => count === 0).map(([name]) => name);
}
