import { bool, float, int, json, slots, text } from './dsl';
import { defineKind } from './base';
import { BOARD_FORM_FACTOR, MEMORY_TYPE } from './enums';
import { ELECTRICAL_LANES, PHYSICAL_LANES, type PcieSlotFactFields, type PcieSlotSeed } from './pcie-slot';

/**
 * Why a slot list cannot be stored, or null. Each slot's own ranges come from PCIE_SLOT.
 * No list (or an empty one) means the layout is not on record.
 */
function slotLayoutProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) return 'pcieSlots must be a list';
  const positions = new Set<number>();
  for (const slot of value as PcieSlotSeed[]) {
    if (!(PHYSICAL_LANES as readonly number[]).includes(slot.physicalLanes))
      return `pcieSlots: physicalLanes must be ${PHYSICAL_LANES.join(', ')}`;
    if (
      !(ELECTRICAL_LANES as readonly number[]).includes(slot.electricalLanes) ||
      slot.electricalLanes > slot.physicalLanes
    ) {
      return 'pcieSlots: electricalLanes must be 0-16 and at most physicalLanes';
    }
    if (positions.has(slot.position)) return `pcieSlots: position ${slot.position} appears twice`;
    positions.add(slot.position);
  }
  return null;
}

/** PCIe slots of one generation and electrical width, as a dataset counts them (no positions). */
export interface PcieSlotGroup {
  /** PCIe generation; null where the listed one is impossible for the socket. */
  gen: number | null;
  /** Electrical lanes of each slot. */
  lanes: number;
  count: number;
}

/** Why a list of slot counts cannot be stored, or null. */
function slotGroupsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be a list';
  for (const group of value as Partial<PcieSlotGroup>[]) {
    if (!group || typeof group !== 'object') return 'every entry must be an object';
    const { gen, lanes, count } = group;
    if (gen !== null && !(Number.isInteger(gen) && gen! >= 1 && gen! <= 7)) return 'gen must be 1-7 or null';
    if (!(PHYSICAL_LANES as readonly number[]).includes(lanes as number))
      return `lanes must be ${PHYSICAL_LANES.join(', ')}`;
    if (!(Number.isInteger(count) && count! >= 1 && count! <= 32)) return 'count must be 1-32';
    if (Object.keys(group).some((key) => !['gen', 'lanes', 'count'].includes(key)))
      return 'entries have gen, lanes and count only';
  }
  return null;
}

/** A motherboard and its PCIe slot layout. */
export const MOTHERBOARD = defineKind('MOTHERBOARD', {
  checks: [
    (row) => {
      const reason = slotLayoutProblem(row.pcieSlots);
      return reason ? { field: 'pcieSlots', reason } : null;
    },
  ],
  fields: {
    socket: text({ required: true }),
    chipset: text(),
    formFactor: text({ required: true, enum: BOARD_FORM_FACTOR }),
    memoryType: text({ required: true, enum: MEMORY_TYPE }),
    memorySlots: int({ required: true, min: 1, max: 64 }),
    maxMemoryGb: float({ min: 1, max: 100_000 }),
    eccSupport: bool(),
    registeredMemory: bool(),
    // Absent where only counts are known (pcieSlotGroups).
    pcieSlots: slots<PcieSlotSeed[], PcieSlotFactFields[], false>({
      required: false,
      inputDescription: 'Slot layout (at most 32 slots); leave it out when the positions are not known.',
    }),
    m2Slots: int({ min: 0, max: 32 }),

    // ---- Facts the rules read (issue 14) ----
    /** Sockets for SXM/OAM GPU modules (server baseboards; 0 on desktop boards). */
    gpuModuleSockets: int({ min: 0, max: 16 }),
    // ---- Open datasets (issue 13): what a board's listing gives without a layout ----
    /** PCIe slots counted by generation and width, where positions are not on record. */
    pcieSlotGroups: json<PcieSlotGroup[]>({ check: slotGroupsProblem, graphqlType: 'PcieSlotGroup' }),
    // ---- Curated slot layouts (issue 26) ----
    /**
     * Key of the source a curated pcieSlots layout comes from (the maker's manual or
     * specification page), apart from the row's own sources (a dataset's, for imported boards).
     */
    slotLayoutSource: text({ pattern: /^[a-z0-9]+([.-][a-z0-9]+)*$/ }),
  },
});
