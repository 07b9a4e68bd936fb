import type { SqlClient } from '../db/pool';
import { componentSelect, toComponent, type ComponentRow } from '../db/rows/component';
import { pcieSlotRows, type PcieSlotRow } from '../db/rows/pcie-slot';
import { softwareSupportRows, type SoftwareSupportRow } from '../db/rows/software-support';
import { groupRows } from '../loaders/group-by';
import {
  catalogFromFacts,
  stackSupportIndex,
  type BuildCatalog,
  type ComponentFacts,
  type GpuFacts,
  type StackSupportIndex,
} from '../rules';
import { toFacts } from './facts';

export interface LoadedCatalog {
  /** Every part as rule facts, grouped by kind, for recommendBuild's search. */
  catalog: BuildCatalog;
  /** Every part as facts and as its row, by slug (checkBuild's parts, the answers' names). */
  facts: Map<string, ComponentFacts>;
  rows: Map<string, ComponentRow>;
  /** Every architecture's software-support row, and the rules' index of them (stacks, FP8). */
  softwareSupport: SoftwareSupportRow[];
  support: StackSupportIndex;
}

/** The rules data: every part, every slot and every architecture's software support, three statements whatever the catalog size. */
export async function loadBuildCatalog(db: SqlClient): Promise<LoadedCatalog> {
  const [components, slots, support] = await Promise.all([
    db.rows(`SELECT ${componentSelect('c')} FROM component c ORDER BY c.id`),
    db.rows(`SELECT ${pcieSlotRows.select('p')} FROM pcie_slot p ORDER BY p.motherboard_id, p.position`),
    db.rows(`SELECT ${softwareSupportRows.select('t')} FROM software_support t ORDER BY t.id`),
  ]);
  const softwareSupport = support.map(softwareSupportRows.map);
  const rows = components.map(toComponent);
  const slotRows = slots.map(pcieSlotRows.map);
  const boardIds = rows.filter((c) => c.kind === 'MOTHERBOARD').map((c) => c.id);
  const slotsByBoard = new Map<number, PcieSlotRow[]>(
    groupRows(boardIds, slotRows, (slot) => slot.motherboardId).map((list, i) => [boardIds[i], list]),
  );
  const facts = new Map<string, ComponentFacts>();
  const bySlug = new Map<string, ComponentRow>();
  const chips = new Map<number, GpuFacts>();
  // Chips before cards: a card's facts include its chip's.
  for (const row of rows) {
    bySlug.set(row.slug, row);
    if (row.kind === 'GRAPHICS_CARD') continue;
    const fact = toFacts(row, slotsByBoard.get(row.id) ?? []);
    if (fact.kind === 'GPU') chips.set(row.id, fact);
    facts.set(row.slug, fact);
  }
  for (const row of rows) {
    if (row.kind === 'GRAPHICS_CARD') facts.set(row.slug, toFacts(row, [], chips.get(row.chipId) ?? null));
  }
  return {
    catalog: catalogFromFacts(facts.values()),
    facts,
    rows: bySlug,
    softwareSupport,
    support: stackSupportIndex(softwareSupport),
  };
}
