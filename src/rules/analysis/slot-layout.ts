import type { MotherboardFacts, PcieSlotFacts } from '../facts';
import { isMiniItx } from '../reference/board-form-factors';
import { GPU_SLOT_MIN_PHYSICAL_LANES } from '../thresholds';
import { slotGroupsOf } from './slot-groups';

/**
 * Where a board's slot positions come from: RECORDED (the catalog lists them, from the
 * maker's manual or specification), FORM_FACTOR (certain from the form factor and the
 * listing's slot count: a Mini-ITX board's one x16 slot sits at the first position), or
 * UNKNOWN (only counts, or nothing, are on record).
 */
export const SLOT_LAYOUT_BASES = ['RECORDED', 'FORM_FACTOR', 'UNKNOWN'] as const;
export type SlotLayoutBasis = (typeof SLOT_LAYOUT_BASES)[number];

export interface BoardSlotLayout {
  slots: PcieSlotFacts[];
  basis: Exclude<SlotLayoutBasis, 'UNKNOWN'>;
}

/**
 * The one slot of a Mini-ITX board whose listing counts exactly one x16 slot of a known
 * generation: position 1 (where an ATX board's first slot is), x16 in size and wiring.
 * Whether the CPU or the chipset feeds it is not derived (fromCpu stays unknown).
 */
function miniItxSlot(board: MotherboardFacts): PcieSlotFacts[] | null {
  if (!isMiniItx(board.formFactor)) return null;
  const groups = slotGroupsOf(board);
  if (groups.length !== 1) return null;
  const [group] = groups;
  if (group.count !== 1 || group.lanes !== GPU_SLOT_MIN_PHYSICAL_LANES || group.gen == null) return null;
  return [
    {
      position: 1,
      physicalLanes: GPU_SLOT_MIN_PHYSICAL_LANES,
      electricalLanes: group.lanes,
      gen: group.gen,
      fromCpu: null,
    },
  ];
}

/** The board's slot positions: recorded, or certain from its form factor; null when unknown. */
export function slotLayoutOf(board: MotherboardFacts): BoardSlotLayout | null {
  if (board.pcieSlots.length > 0) return { slots: board.pcieSlots, basis: 'RECORDED' };
  const derived = miniItxSlot(board);
  return derived ? { slots: derived, basis: 'FORM_FACTOR' } : null;
}

/** What a board's slot positions rest on (slotLayoutOf as a label). */
export function slotLayoutBasisOf(board: MotherboardFacts): SlotLayoutBasis {
  return slotLayoutOf(board)?.basis ?? 'UNKNOWN';
}
