import type { ComponentKind } from '../fields';
import { importKindOf } from '../fields';
import { validateRow } from '../validation';
import { mapBuildcoresCases } from './buildcores-case.mapper';
import { mapBuildcoresCoolers } from './buildcores-cooler.mapper';
import { mapBuildcoresCpus } from './buildcores-cpu.mapper';
import { BUILDCORES_SOURCE_KEY } from './buildcores-frame';
import { mapBuildcoresGraphicsCards, type ImportedGraphicsCard } from './buildcores-gpu.mapper';
import { mapBuildcoresMemory } from './buildcores-memory.mapper';
import { mapBuildcoresMotherboards } from './buildcores-motherboard.mapper';
import { mapBuildcoresPsus } from './buildcores-psu.mapper';
import { mapBuildcoresStorage } from './buildcores-storage.mapper';
import type { ChipRef } from './card-chip-linker';
import { linkSummary, type LinkSummary } from './card-chip-linker';
import { readBuildcores, type BuildcoresCategory } from './dataset-files';
import type { MapResult, MappedRecord } from './dataset-types';
import { CLEANING_RULES, type CleaningChange, type CleaningRuleId } from './cleaning-rules';
import { consistentSlotWidths } from './card-slot-widths';
import { mergeNearDuplicates } from './near-duplicates';

/**
 * BuildCores OpenDB as rows of rigbase's definitions (pure apart from reading the vendored
 * files): every category mapped, cards linked to the catalog's chips, each row validated
 * exactly as an import or edit is (src/catalog/validation.ts). A row is either a valid row
 * or a rejection with every reason; nothing is dropped silently.
 */

/** A chip as the card linker and the card checks read it. */
export type CatalogChip = ChipRef & { tdpW: number };

/** One valid row of a rigbase kind, with its dataset id. */
export interface DatasetComponentRow {
  kind: ComponentKind;
  category: BuildcoresCategory;
  externalId: string;
  line: number;
  row: Record<string, unknown> & { slug: string; name: string; manufacturer: string };
  warnings: string[];
  /** What the cleaning rules changed against the dataset's values. */
  changes?: CleaningChange[];
}

/** What one cleaning rule changed over the whole dataset. */
export interface CleaningSummary {
  rule: CleaningRuleId;
  description: string;
  /** Rows it changed. */
  changed: number;
  /** A few of them, "<dataset id> field: from -> to". */
  examples: string[];
}

/** A curated PCIe slot layout for a board the dataset lists by counts (datasets/board-slot-layouts.ts). */
export interface CuratedLayout {
  pcieSlots: Record<string, unknown>[];
  /** Key of the source (the maker's manual or specification page). */
  source: string;
}

export interface DatasetRejection {
  category: BuildcoresCategory;
  line: number;
  externalId: string | null;
  reasons: string[];
}

export interface CategoryCount {
  category: BuildcoresCategory;
  kind: ComponentKind;
  read: number;
  valid: number;
  rejected: number;
  /** Valid rows that repeat another row of the dataset (same name and facts): kept once. */
  repeated: number;
}

export interface BuildcoresRows {
  rows: DatasetComponentRow[];
  rejected: DatasetRejection[];
  counts: CategoryCount[];
  /** Cards linked to a chip, and the unlinked ones by reason and chipset. */
  cards: LinkSummary;
  /** Every cleaning rule and what it changed (rules that changed nothing included). */
  cleaning: CleaningSummary[];
  /** Curated slot layouts applied, by dataset id of the board. */
  layoutsApplied: string[];
}

/**
 * A card listing more than this times its chip's reference board power has the PSU
 * recommendation in its power field (e.g. 850 W for an RTX 3090 Ti); partner cards run at
 * most about 1.35 x reference (RTX 3090 Strix 480 W vs 350 W, RTX 4090 600 W vs 450 W).
 */
export const CARD_TDP_MAX_OVER_CHIP = 1.5;

/** Why SO-DIMM kits are not imported (reported per row; skipped only with skipInvalid). */
export const SODIMM_REASON =
  'SO-DIMM modules, laptop size: rigbase does not record module size yet, so desktop slot checks would pass them';

/** The rigbase kind each category becomes. */
export const CATEGORY_KINDS: Readonly<Record<BuildcoresCategory, ComponentKind>> = {
  CPU: 'CPU',
  Motherboard: 'MOTHERBOARD',
  RAM: 'MEMORY',
  PSU: 'PSU',
  PCCase: 'CASE',
  CPUCooler: 'COOLER',
  Storage: 'STORAGE',
  GPU: 'GRAPHICS_CARD',
};

type AnyMapped = MappedRecord<Record<string, unknown>>;

/** A board record: the seed plus the slot counts it has instead of positions. */
function boardRow(record: AnyMapped): Record<string, unknown> {
  const groups = record.extra.pcieSlotGroups as unknown[] | undefined;
  return { ...record.seed, ...(groups?.length ? { pcieSlotGroups: groups } : {}) };
}

/** A card record as a GRAPHICS_CARD row, or why it cannot be one (no chip). */
function cardRow(record: ImportedGraphicsCard, chips: Map<string, CatalogChip>) {
  const { link, seed } = record;
  if (link.gpu === null) return { reason: `not linked to a GPU chip (${link.reason}): ${link.detail}` };
  const chip = chips.get(link.gpu)!;
  const warnings: string[] = [];
  let tdpW = seed.tdpW;
  if (tdpW !== undefined && tdpW > chip.tdpW * CARD_TDP_MAX_OVER_CHIP) {
    warnings.push(
      `tdp ${tdpW} W is over ${CARD_TDP_MAX_OVER_CHIP} x the ${chip.name}'s ${chip.tdpW} W (likely the PSU recommendation); left out`,
    );
    tdpW = undefined;
  }
  const row: Record<string, unknown> = {
    kind: 'GRAPHICS_CARD',
    slug: seed.slug,
    name: seed.name,
    manufacturer: seed.manufacturer,
    releaseYear: seed.releaseYear,
    sources: seed.sources,
    chip: link.gpu,
    vramGb: seed.vramGb,
    memoryType: seed.memoryType,
    lengthMm: seed.lengthMm,
    slotWidth: seed.slotWidth,
    tdpW,
    pcieConnectors: seed.pcieConnectors,
    coolerStyle: seed.coolerStyle,
    pcieGen: seed.pcieGen,
    pcieLanes: seed.pcieLanes,
    boostClockMhz: seed.boostClockMhz,
  };
  return { row: Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)), warnings };
}

/** The mappers by category (parts; cards need the chips and are mapped apart). */
const PART_MAPPERS: Partial<Record<BuildcoresCategory, (text: string) => MapResult<AnyMapped>>> = {
  CPU: mapBuildcoresCpus as never,
  Motherboard: mapBuildcoresMotherboards as never,
  RAM: mapBuildcoresMemory as never,
  PSU: mapBuildcoresPsus as never,
  PCCase: mapBuildcoresCases as never,
  CPUCooler: mapBuildcoresCoolers as never,
  Storage: mapBuildcoresStorage as never,
};

/**
 * Every BuildCores category as rigbase rows. `chips` are the catalog's GPUs (cards link to
 * them); `read` returns a category's file text (the vendored snapshot by default).
 */
export function buildcoresRows(
  chips: readonly CatalogChip[],
  read: (category: BuildcoresCategory) => string = readBuildcores,
  /** Curated slot layouts by dataset id (a board's own or one merged into it). */
  layouts: ReadonlyMap<string, CuratedLayout> = new Map(),
): BuildcoresRows {
  const out: BuildcoresRows = {
    rows: [],
    rejected: [],
    counts: [],
    cards: { total: 0, linked: 0, unlinked: 0, byReason: {} },
    cleaning: [],
    layoutsApplied: [],
  };
  const chipBySlug = new Map(chips.map((c) => [c.slug, c]));
  const categories = Object.keys(CATEGORY_KINDS) as BuildcoresCategory[];
  for (const category of categories) {
    const kind = CATEGORY_KINDS[category];
    const text = read(category);
    const mapped =
      category === 'GPU'
        ? mapBuildcoresGraphicsCards(text, [...chips])
        : (PART_MAPPERS[category]!(text) as MapResult<AnyMapped>);
    const count: CategoryCount = { category, kind, read: mapped.read, valid: 0, rejected: 0, repeated: 0 };
    const valid: DatasetComponentRow[] = [];
    const reject = (line: number, externalId: string | null, reasons: string[]) => {
      out.rejected.push({ category, line, externalId, reasons });
      count.rejected += 1;
    };
    for (const r of mapped.rejected) reject(r.line, r.id, r.reasons);
    if (category === 'GPU') {
      const cards = mapped.records as unknown as ImportedGraphicsCard[];
      out.cards = linkSummary(cards.map((c) => ({ card: c.seed, link: c.link })));
    }
    // In dataset-id order, so the row kept of a repeated product does not depend on file order.
    const records = [...(mapped.records as AnyMapped[])].sort((a, b) =>
      a.externalId < b.externalId ? -1 : a.externalId > b.externalId ? 1 : 0,
    );
    for (const record of records) {
      let row: Record<string, unknown>;
      const warnings = [...record.warnings];
      if (category === 'GPU') {
        const card = cardRow(record as unknown as ImportedGraphicsCard, chipBySlug);
        if (!card.row) {
          reject(record.line, record.externalId, [card.reason!]);
          continue;
        }
        row = card.row;
        warnings.push(...card.warnings);
      } else if (category === 'RAM' && record.extra.moduleFormFactor === 'SO-DIMM') {
        // Laptop-size modules: rigbase has no field for a kit's module size yet, so stored
        // as memory they would pass every desktop board's slot checks.
        reject(record.line, record.externalId, [SODIMM_REASON]);
        continue;
      } else {
        row = category === 'Motherboard' ? boardRow(record) : { ...record.seed };
      }
      const validated = validateRow(importKindOf(kind), row);
      if (!validated.row) {
        reject(record.line, record.externalId, [validated.reason ?? 'invalid row']);
        continue;
      }
      count.valid += 1;
      valid.push({
        kind,
        category,
        externalId: record.externalId,
        line: record.line,
        row: validated.row as DatasetComponentRow['row'],
        warnings,
        ...(record.changes ? { changes: [...record.changes] } : {}),
      });
    }
    const widths =
      category === 'GPU'
        ? consistentSlotWidths(valid, (chip) => chipBySlug.get(chip)?.name ?? chip).rows
        : valid;
    const { rows: products, merged } = mergeNearDuplicates(widths);
    count.repeated = merged;
    for (const product of products) {
      out.rows.push(
        category === 'Motherboard' ? withCuratedLayout(product, layouts, out.layoutsApplied) : product,
      );
    }
    out.counts.push(count);
  }
  out.cleaning = summarizeCleaning(out.rows);
  return out;
}

/**
 * A board with a curated layout (by its own dataset id or one merged into it) gets the
 * layout's slots and the layout's source key; validated like any board's slots.
 */
function withCuratedLayout(
  board: DatasetComponentRow,
  layouts: ReadonlyMap<string, CuratedLayout>,
  applied: string[],
): DatasetComponentRow {
  const ids = [board.externalId, ...((board.row.mergedExternalIds as string[] | undefined) ?? [])];
  const id = ids.find((candidate) => layouts.has(candidate));
  if (!id) return board;
  const layout = layouts.get(id)!;
  const { mergedExternalIds, ...own } = board.row as DatasetComponentRow['row'] & {
    mergedExternalIds?: string[];
  };
  const checkable = { ...own, pcieSlots: layout.pcieSlots, slotLayoutSource: layout.source };
  const validated = validateRow('motherboard', checkable);
  if (!validated.row) throw new Error(`curated slot layout for ${id} is invalid: ${validated.reason}`);
  applied.push(id);
  return {
    ...board,
    row: {
      ...(validated.row as DatasetComponentRow['row']),
      ...(mergedExternalIds ? { mergedExternalIds } : {}),
    },
  };
}

/** Every rule's changes over the rows written, with a few examples each. */
function summarizeCleaning(rows: readonly DatasetComponentRow[]): CleaningSummary[] {
  const byRule = new Map<CleaningRuleId, CleaningSummary>();
  for (const rule of Object.keys(CLEANING_RULES) as CleaningRuleId[]) {
    byRule.set(rule, { rule, description: CLEANING_RULES[rule], changed: 0, examples: [] });
  }
  for (const row of rows) {
    const seenRules = new Set<CleaningRuleId>();
    for (const change of row.changes ?? []) {
      const summary = byRule.get(change.rule)!;
      if (!seenRules.has(change.rule)) summary.changed += 1;
      seenRules.add(change.rule);
      if (summary.examples.length < 5) {
        summary.examples.push(
          `${row.externalId} ${change.field}: ${JSON.stringify(change.from)} -> ${JSON.stringify(change.to)}`,
        );
      }
    }
  }
  return [...byRule.values()];
}

/** The Source key every BuildCores row cites. */
export { BUILDCORES_SOURCE_KEY };
