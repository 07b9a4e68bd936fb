import type { ComponentRow } from '../db/rows/component';
import type { CatalogSnapshot } from '../read-model';
import {
  catalogFromFacts,
  stackSupportIndex,
  type BuildCatalog,
  type ComponentFacts,
  type GpuFacts,
  type StackSupportIndex,
} from '../rules';
import { toFacts } from './facts';
import { PRICE_CONDITIONS } from '../rules/facts';
import { conditionView } from '../rules/recommend/gpu-orders';
import { pricedCatalogFor } from '../rules/recommend/recommend-build-prepared';

/** The rules' view of one catalog version: every part as facts, and software support. */
export interface RulesCatalog {
  /** Every part as rule facts, grouped by kind, for recommendBuild's search. */
  catalog: BuildCatalog;
  /** Every part's facts by slug (checkBuild's parts). */
  facts: Map<string, ComponentFacts>;
  /** The rules' index of every architecture's software support (stacks, FP8). */
  support: StackSupportIndex;
}

/**
 * The rules data of a catalog version, built from the version's rows once (snapshot.derived)
 * and shared by every request that reads that version: the rules see exactly the rows the
 * API reads, a motherboard's facts with its slots, a graphics card's with its chip's.
 */
export function rulesCatalog(snapshot: CatalogSnapshot): RulesCatalog {
  return snapshot.derived('rules', () => {
    const facts = new Map<string, ComponentFacts>();
    const chips = new Map<number, GpuFacts>();
    const rows = snapshot.all('components');
    // Chips before cards: a card's facts include its chip's.
    for (const row of rows) {
      if (row.kind === 'GRAPHICS_CARD') continue;
      const fact = toFacts(row as ComponentRow, row.kind === 'MOTHERBOARD' ? row.pcieSlots : []);
      if (fact.kind === 'GPU') chips.set(row.id, fact);
      facts.set(row.slug, fact);
    }
    const lengths = new Map<number, number[]>();
    for (const row of rows) {
      if (row.kind !== 'GRAPHICS_CARD') continue;
      facts.set(row.slug, toFacts(row, [], chips.get(row.chipId) ?? null));
      if (row.lengthMm == null) continue;
      const mm = lengths.get(row.chipId);
      if (mm) mm.push(row.lengthMm);
      else lengths.set(row.chipId, [row.lengthMm]);
    }
    // A chip's length is its reference card's, often not on record; its partner cards bound
    // it, and failing those, the cards of every model on record.
    const bounds = (mm: readonly number[]) => ({
      minMm: Math.min(...mm),
      maxMm: Math.max(...mm),
      cards: mm.length,
    });
    for (const [chipId, mm] of lengths) {
      const chip = chips.get(chipId);
      if (chip) chip.partnerCardLengthsMm = bounds(mm);
    }
    const everyLength = [
      ...[...lengths.values()].flat(),
      ...[...chips.values()].flatMap((chip) => (chip.lengthMm == null ? [] : [chip.lengthMm])),
    ];
    if (everyLength.length) {
      const any = bounds(everyLength);
      for (const chip of chips.values()) chip.anyCardLengthsMm = any;
    }
    return {
      catalog: catalogFromFacts(facts.values()),
      facts,
      support: stackSupportIndex(snapshot.all('softwareSupport')),
    };
  });
}

/**
 * Builds what the rules requests of a catalog version read, before the version is served
 * (the read model's `prepare`): the facts of every part, recommendBuild's priced catalogs and
 * recommendGpus' prepared cards at each price condition. Otherwise the first rules request
 * after each load built them and was charged for it (141 ms of CPU on the full catalog,
 * against 7 ms for the next one).
 */
export function prepareRules(snapshot: CatalogSnapshot): void {
  const { catalog, support } = rulesCatalog(snapshot);
  const gpus = snapshot.ofKind('GPU');
  for (const condition of PRICE_CONDITIONS) {
    pricedCatalogFor(catalog, condition);
    conditionView(gpus, condition, support);
  }
}
